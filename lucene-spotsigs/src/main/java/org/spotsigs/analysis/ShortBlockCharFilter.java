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

import java.io.Reader;

/**
 * Drops the short blocks of a text: a block is a run of characters between line breaks ({@code
 * '\n'}); a block with fewer than {@code minWords} words (runs of letters and digits, by code
 * point) is removed together with its line break. Offsets of what remains are corrected to the
 * input. A text none of whose blocks reaches {@code minWords} is passed on whole: a short document
 * (a plain-text snippet, a page with nothing but short blocks) keeps its words.
 *
 * <p>Behind {@link org.apache.lucene.analysis.charfilter.HTMLStripCharFilter}, whose output breaks
 * lines at block-level elements (p, div, li, td, br, h1, ...), and with the page's own line breaks
 * turned into spaces first ({@link SpotSigsAnalyzer} does both), the blocks are the page's
 * paragraphs, list items, table cells and headings. Navigation entries, link lists, bylines,
 * captions, buttons and copyright lines are short blocks; the paragraphs of an article are long.
 * This is the block-length half of boilerplate detection by shallow text features (Kohlschütter et
 * al., WSDM 2010), as a cheap complement to the spot signatures' own preference for text with stop
 * words.
 *
 * <p>The filter reads its whole input before returning the first character (a block's length is
 * known only at its end), so memory grows with the document. Not thread-safe (no reader is).
 */
public final class ShortBlockCharFilter extends WholeInputCharFilter {
  private static final boolean[] ASCII_WORD = new boolean[128];

  static {
    for (char c = 0; c < 128; c++) {
      ASCII_WORD[c] = Character.isLetterOrDigit(c);
    }
  }

  private final int minWords;

  /**
   * A filter that drops the blocks of {@code in} with fewer than {@code minWords} words.
   *
   * @param in the text, blocks separated by {@code '\n'}
   * @param minWords the fewest words a block keeps; 0 or 1 keeps every block with a word
   * @throws IllegalArgumentException if {@code minWords} is negative
   */
  public ShortBlockCharFilter(Reader in, int minWords) {
    super(in);
    if (minWords < 0) {
      throw new IllegalArgumentException("minWords must be >= 0, got " + minWords);
    }
    this.minWords = minWords;
  }

  @Override
  protected void transform(char[] text, int length) {
    char[] out = new char[length];
    output(out, keepLongBlocks(text, length, minWords, out, this::addOffCorrectMap));
  }

  /** Receives the offset corrections of {@link #keepLongBlocks}. */
  @FunctionalInterface
  private interface Corrections {
    void add(int offset, int cumulativeDiff);
  }

  /**
   * Copies the blocks of {@code text[0, length)} that hold at least {@code minWords} words into
   * {@code out} (capacity at least {@code length}) and returns the length written; if no block
   * holds that many, the whole text. {@code corrections} receives the offset correction after each
   * dropped block (as {@link org.apache.lucene.analysis.charfilter.BaseCharFilter} records them).
   */
  private static int keepLongBlocks(
      char[] text, int length, int minWords, char[] out, Corrections corrections) {
    if (!hasLongBlock(text, length, minWords)) {
      System.arraycopy(text, 0, out, 0, length);
      return length;
    }
    int outLength = 0;
    int removed = 0;
    int start = 0;
    while (start < length) {
      int end = blockEnd(text, start, length);
      int next = end < length ? end + 1 : end; // the block and its line break
      if (words(text, start, end) >= Math.max(1, minWords)) {
        System.arraycopy(text, start, out, outLength, next - start);
        outLength += next - start;
      } else {
        removed += next - start;
        corrections.add(outLength, removed);
      }
      start = next;
    }
    return outLength;
  }

  private static boolean hasLongBlock(char[] text, int length, int minWords) {
    for (int start = 0; start < length; ) {
      int end = blockEnd(text, start, length);
      if (words(text, start, end) >= Math.max(1, minWords)) {
        return true;
      }
      start = end < length ? end + 1 : end;
    }
    return false;
  }

  private static int blockEnd(char[] text, int start, int length) {
    int end = start;
    while (end < length && text[end] != '\n') {
      end++;
    }
    return end;
  }

  /** Words (maximal runs of letters and digits) in {@code text[start, end)}. */
  private static int words(char[] text, int start, int end) {
    int words = 0;
    boolean inWord = false;
    for (int i = start; i < end; ) {
      char ch = text[i];
      int cp = ch < 128 ? ch : Character.codePointAt(text, i, end);
      boolean w = ch < 128 ? ASCII_WORD[ch] : Character.isLetterOrDigit(cp);
      if (w && !inWord) {
        words++;
      }
      inWord = w;
      i += Character.charCount(cp);
    }
    return words;
  }
}
