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
package org.spotsigs.testing;

import java.io.IOException;
import java.io.StringReader;
import org.apache.lucene.analysis.Analyzer;
import org.apache.lucene.analysis.TokenStream;
import org.apache.lucene.analysis.tokenattributes.TermToBytesRefAttribute;
import org.spotsigs.index.SignatureVector;

/** Signature vectors read from an analyzer's token stream: the path a direct path must equal. */
public final class TokenStreams {
  private TokenStreams() {}

  /** Every term of {@code a}'s token stream over {@code text}, counted. */
  public static SignatureVector vector(Analyzer a, String field, String text) throws IOException {
    SignatureVector.Builder b = SignatureVector.builder();
    try (TokenStream ts = a.tokenStream(field, new StringReader(text))) {
      TermToBytesRefAttribute term = ts.addAttribute(TermToBytesRefAttribute.class);
      ts.reset();
      while (ts.incrementToken()) {
        b.add(term.getBytesRef(), 1);
      }
      ts.end();
    }
    return b.build();
  }
}
