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
package org.spotsigs.analysis;

import java.io.IOException;
import org.apache.lucene.analysis.Tokenizer;
import org.apache.lucene.analysis.tokenattributes.CharTermAttribute;
import org.apache.lucene.analysis.tokenattributes.OffsetAttribute;
import org.apache.lucene.analysis.tokenattributes.PositionIncrementAttribute;
import org.apache.lucene.analysis.tokenattributes.TypeAttribute;
import org.apache.lucene.util.ArrayUtil;
import org.apache.lucene.util.BytesRef;
import org.spotsigs.index.SignatureVector;

/**
 * The token stream of a {@link SpotSigsAnalyzer} that analyzes each document whole (its language
 * detected, or its fingerprint given below a minimum of signatures): reads the whole document,
 * computes its vector as the analyzer's direct path does, and emits every signature as often as it
 * occurs, in term order, one position apart, each spanning the document. So the token stream and
 * the direct path give the same signatures by construction.
 */
final class WholeDocumentTokenizer extends Tokenizer {
  private final CharTermAttribute termAtt = addAttribute(CharTermAttribute.class);
  private final OffsetAttribute offsetAtt = addAttribute(OffsetAttribute.class);
  private final PositionIncrementAttribute posIncAtt =
      addAttribute(PositionIncrementAttribute.class);
  private final TypeAttribute typeAtt = addAttribute(TypeAttribute.class);

  private final SpotSigsAnalyzer analyzer;
  private final String field;
  private char[] buffer = new char[1024];
  private int length;
  private SignatureVector vector;
  private int term;
  private int emitted;

  WholeDocumentTokenizer(SpotSigsAnalyzer analyzer, String field) {
    this.analyzer = analyzer;
    this.field = field;
  }

  @Override
  public boolean incrementToken() throws IOException {
    if (vector == null) {
      length = 0;
      for (int r; (r = input.read(buffer, length, buffer.length - length)) != -1; ) {
        length += r;
        if (length == buffer.length) {
          buffer = ArrayUtil.grow(buffer, length + 1);
        }
      }
      vector = analyzer.signWhole(field, buffer, length, null);
      term = 0;
      emitted = 0;
    }
    while (term < vector.size() && emitted == vector.count(term)) {
      term++;
      emitted = 0;
    }
    if (term == vector.size()) {
      return false;
    }
    clearAttributes();
    BytesRef t = vector.term(term);
    termAtt.setEmpty().append(t.utf8ToString());
    offsetAtt.setOffset(correctOffset(0), correctOffset(length));
    posIncAtt.setPositionIncrement(1);
    typeAtt.setType(SpotSigsFilter.TYPE);
    emitted++;
    return true;
  }

  @Override
  public void end() throws IOException {
    super.end();
    int end = correctOffset(length);
    offsetAtt.setOffset(end, end);
  }

  @Override
  public void reset() throws IOException {
    super.reset();
    vector = null;
    length = 0;
  }
}
