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

import org.apache.lucene.analysis.CharArraySet;
import org.apache.lucene.analysis.standard.StandardTokenizer;
import org.apache.lucene.util.ArrayUtil;

/**
 * The direct path of {@link SpotSigsAnalyzer} for raw text split with the prototype's delimiters:
 * the same words as {@link PrototypeTokenizer} followed by {@code LowerCaseFilter} (maximal runs of
 * non-delimiter code points, cut at the tokenizer's maximum length, each code point lower-cased
 * with {@link Character#toLowerCase(int)}), fed straight into {@link SpotChains} without a token
 * stream. ASCII characters take a table lookup each; other code points the general path. The
 * signatures are exactly those of the analyzer's token stream (a randomized test compares them).
 * Not thread-safe; reusable.
 */
final class PrototypeScanner extends DirectScanner {
  private static final int MAX_TOKEN_LENGTH = StandardTokenizer.MAX_TOKEN_LENGTH_LIMIT;

  /** Marks an ASCII delimiter in {@link #ASCII}. */
  private static final char DELIMITER = 0xFFFF;

  /** Per ASCII character: its lower case, or {@link #DELIMITER}. */
  private static final char[] ASCII = new char[128];

  static {
    for (char c = 0; c < 128; c++) {
      ASCII[c] = PrototypeTokenizer.isTokenCodePoint(c) ? Character.toLowerCase(c) : DELIMITER;
    }
  }

  private char[] lower = new char[64];

  PrototypeScanner(WordRoles roles, SignatureKey key, CharArraySet common) {
    super(roles, key, common);
  }

  @Override
  boolean words(char[] chars, int n) {
    int i = 0;
    while (i < n) {
      char c = chars[i];
      if (c < 128 && ASCII[c] == DELIMITER) { // every other code point belongs to a word
        i++;
        continue;
      }
      int start = i;
      int stop = n - start > MAX_TOKEN_LENGTH ? start + MAX_TOKEN_LENGTH : n; // cut a longer word
      long packed = 0; // the word's ASCII characters lower-cased and shifted in, for its role
      while (c < 128) {
        char l = ASCII[c];
        if (l == DELIMITER) {
          break;
        }
        packed = packed << 8 | l;
        if (++i == stop) {
          break;
        }
        c = chars[i];
      }
      if (c < 128) { // (c is the word's last character or the delimiter after it)
        wordInText(chars, start, i, PackedWords.pack(packed, i - start));
      } else {
        i = otherWord(chars, start, n);
      }
    }
    return true;
  }

  /**
   * The word at {@code chars[start]} that holds other code points than ASCII, lower-cased code
   * point by code point as {@code LowerCaseFilter} does (which may change its length); returns its
   * end.
   */
  private int otherWord(char[] chars, int start, int n) {
    char[] lower = this.lower;
    int room = lower.length - 2; // while length <= room, two more characters fit
    int length = 0;
    int i = start;
    while (true) {
      if (length > room) {
        lower = this.lower = ArrayUtil.grow(lower, length + 2);
        room = lower.length - 2;
      }
      char c = chars[i];
      if (c < 128) {
        lower[length++] = ASCII[c];
        i++;
      } else {
        int cp = Character.codePointAt(chars, i, n);
        length += Character.toChars(Character.toLowerCase(cp), lower, length);
        i += Character.charCount(cp);
      }
      if (length >= MAX_TOKEN_LENGTH || i >= n) {
        break;
      }
      c = chars[i];
      if (c < 128 && ASCII[c] == DELIMITER) {
        break;
      }
    }
    word(lower, 0, length, start, i, -1);
    return i;
  }
}
