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
import java.text.BreakIterator;
import java.util.Locale;
import org.apache.lucene.analysis.TokenFilter;
import org.apache.lucene.analysis.TokenStream;
import org.apache.lucene.analysis.tokenattributes.CharTermAttribute;
import org.apache.lucene.analysis.tokenattributes.OffsetAttribute;
import org.apache.lucene.util.AttributeSource;

/**
 * Splits tokens of Thai script into words. Thai is written without spaces between words, and {@link
 * org.apache.lucene.analysis.standard.StandardTokenizer} gives a whole run of Thai letters one
 * token; this filter cuts such a token where the JDK's Thai word {@link BreakIterator} (a
 * dictionary of Thai words, the same one Lucene's {@code ThaiTokenizer} uses) finds word
 * boundaries. Other tokens pass as they are. Not thread-safe (no token stream is).
 */
public final class ThaiWordFilter extends TokenFilter {
  private final CharTermAttribute termAtt = addAttribute(CharTermAttribute.class);
  private final OffsetAttribute offsetAtt = addAttribute(OffsetAttribute.class);
  private final BreakIterator words = BreakIterator.getWordInstance(Locale.of("th"));

  /** The token being split, its text, and where the next word starts in it. */
  private AttributeSource.State state;

  private String text;
  private int startOffset;
  private int next = BreakIterator.DONE;

  /**
   * Creates the filter.
   *
   * @param input the tokens to split, e.g. from {@link
   *     org.apache.lucene.analysis.standard.StandardTokenizer}; a token with a character of the
   *     Thai block (U+0E00 to U+0E7F) is split, every other passes as it is
   */
  public ThaiWordFilter(TokenStream input) {
    super(input);
  }

  @Override
  public boolean incrementToken() throws IOException {
    while (true) {
      if (state != null) {
        int from = next;
        int to = words.next();
        if (to == BreakIterator.DONE) {
          state = null;
          continue;
        }
        next = to;
        restoreState(state);
        termAtt.setEmpty().append(text, from, to);
        int end = Math.min(startOffset + to, offsetAtt.endOffset());
        offsetAtt.setOffset(Math.min(startOffset + from, end), end);
        return true;
      }
      if (!input.incrementToken()) {
        return false;
      }
      if (!isThai(termAtt)) {
        return true;
      }
      text = termAtt.toString();
      startOffset = offsetAtt.startOffset();
      state = captureState();
      words.setText(text);
      next = words.first();
    }
  }

  private static boolean isThai(CharTermAttribute term) {
    for (int i = 0; i < term.length(); i++) {
      char c = term.charAt(i);
      if (c >= '\u0e00' && c <= '\u0e7f') {
        return true;
      }
    }
    return false;
  }

  @Override
  public void reset() throws IOException {
    super.reset();
    state = null;
    text = null;
  }
}
