/*
 * Copyright 2026 the lucene-spotsigs authors
 *
 * Licensed under the Apache License, Version 2.0 (the "License");
 * you may not use this file except in compliance with the License.
 * You may obtain a copy of the License at
 *
 *     http://www.apache.org/licenses/LICENSE-2.0
 *
 * Unless required by applicable law or agreed to in writing, software
 * distributed under the License is distributed on an "AS IS" BASIS,
 * WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
 * See the License for the specific language governing permissions and
 * limitations under the License.
 */
package org.spotsigs.index;

import org.apache.lucene.analysis.TokenStream;
import org.apache.lucene.analysis.tokenattributes.CharTermAttribute;
import org.apache.lucene.analysis.tokenattributes.TermFrequencyAttribute;

/**
 * Emits each signature of a {@link SignatureVector} once, with its count as the term frequency
 * ({@link TermFrequencyAttribute}), so the postings of the signature field carry the multiset
 * counts. Used for fields indexed with {@code DOCS_AND_FREQS}.
 */
final class SignatureTokenStream extends TokenStream {
  private final CharTermAttribute termAtt = addAttribute(CharTermAttribute.class);
  private final TermFrequencyAttribute freqAtt = addAttribute(TermFrequencyAttribute.class);
  private final SignatureVector vector;
  private int next;

  SignatureTokenStream(SignatureVector vector) {
    this.vector = vector;
  }

  @Override
  public boolean incrementToken() {
    if (next >= vector.size()) {
      return false;
    }
    clearAttributes();
    termAtt.append(vector.term(next).utf8ToString());
    freqAtt.setTermFrequency(vector.count(next));
    next++;
    return true;
  }

  @Override
  public void reset() {
    next = 0;
  }
}
