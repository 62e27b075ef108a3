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

import org.apache.lucene.util.ArrayUtil;
import org.apache.lucene.util.UnicodeUtil;
import org.spotsigs.index.SignatureVector;
import org.spotsigs.util.Murmur3;

/**
 * The fingerprint of a text's normalized form: its letters and digits lower-cased, every run of
 * other characters (spaces, punctuation, symbols, markup's angle brackets) one space, none at the
 * ends; hashed with 128-bit MurmurHash3 ({@link Murmur3#hash128}, the same as Lucene 10.5's {@code
 * StringHelper.murmurhash3_x64_128}) of its UTF-8 bytes. Two texts with the same normalized form
 * have the same fingerprint; two with different forms collide with probability about 2^-128 per
 * pair.
 *
 * <p>The fingerprint is a term, {@code #} and 32 hexadecimal digits, that no signature can be (the
 * tokenizers never put {@code #} in a word): {@link SpotSigsAnalyzer} gives it, as a vector of its
 * own, to a document with fewer signatures than its minimum, so that such a document matches its
 * exact copies (at similarity 1) and nothing else. Stateless and thread-safe.
 */
public final class TextFingerprint {
  private TextFingerprint() {}

  /**
   * The normalized form of {@code text[offset, offset + length)} (see the class comment).
   *
   * @param text the characters; not modified
   * @param offset the index of the first character
   * @param length the number of characters
   * @return the normalized form: letters and digits (by code point) lower-cased, single spaces
   *     between their runs; empty if there is no letter or digit
   */
  public static String normalize(char[] text, int offset, int length) {
    char[] out = new char[Math.min(length, 64)];
    int n = 0;
    boolean space = false;
    int end = offset + length;
    for (int i = offset; i < end; ) {
      char c = text[i];
      int cp;
      if (c < 0x80) { // ASCII: a letter or digit, or a separator
        i++;
        if (!ASCII_LETTER_OR_DIGIT[c]) {
          space = true;
          continue;
        }
        cp = c >= 'A' && c <= 'Z' ? c | 0x20 : c;
      } else {
        cp = Character.codePointAt(text, i, end);
        i += Character.charCount(cp);
        if (!Character.isLetterOrDigit(cp)) {
          space = true;
          continue;
        }
        cp = Character.toLowerCase(cp);
      }
      if (space && n > 0) {
        out = ensure(out, n + 1);
        out[n++] = ' ';
      }
      space = false;
      out = ensure(out, n + 2);
      if (cp < 0x10000) {
        out[n++] = (char) cp;
      } else {
        n += Character.toChars(cp, out, n);
      }
    }
    return new String(out, 0, n);
  }

  /** The ASCII letters and digits: those {@link Character#isLetterOrDigit(int)} holds. */
  private static final boolean[] ASCII_LETTER_OR_DIGIT = new boolean[128];

  static {
    for (char c = 0; c < 128; c++) {
      ASCII_LETTER_OR_DIGIT[c] = Character.isLetterOrDigit(c);
    }
  }

  private static char[] ensure(char[] a, int size) {
    return size <= a.length ? a : ArrayUtil.grow(a, size);
  }

  /**
   * The normalized form of {@code text}.
   *
   * @param text the text
   * @return the normalized form, as {@link #normalize(char[], int, int)} gives it
   */
  public static String normalize(String text) {
    return normalize(text.toCharArray(), 0, text.length());
  }

  /**
   * The fingerprint term of {@code text[offset, offset + length)}, or null if its normalized form
   * is empty (no letter or digit: nothing to be a copy of).
   *
   * @param text the characters; not modified
   * @param offset the index of the first character
   * @param length the number of characters
   * @return {@link SignatureVector#FINGERPRINT_MARK} and 32 lower-case hexadecimal digits (the two
   *     64-bit halves of the hash), or null
   */
  public static String term(char[] text, int offset, int length) {
    String normal = normalize(text, offset, length);
    if (normal.isEmpty()) {
      return null;
    }
    byte[] utf8 = new byte[UnicodeUtil.maxUTF8Length(normal.length())];
    int bytes = UnicodeUtil.UTF16toUTF8(normal, 0, normal.length(), utf8);
    long[] h = Murmur3.hash128(utf8, 0, bytes, 0x5107_5165);
    char[] term = new char[33];
    term[0] = SignatureVector.FINGERPRINT_MARK;
    hex(h[0], term, 1);
    hex(h[1], term, 17);
    return new String(term);
  }

  /**
   * The fingerprint term of {@code text}, or null (see {@link #term(char[], int, int)}).
   *
   * @param text the text
   * @return the fingerprint term, or null if {@code text} has no letter or digit
   */
  public static String term(String text) {
    return term(text.toCharArray(), 0, text.length());
  }

  private static final char[] HEX = "0123456789abcdef".toCharArray();

  /** {@code v} as 16 lower-case hexadecimal digits at {@code out[at, at + 16)}. */
  private static void hex(long v, char[] out, int at) {
    for (int k = 15; k >= 0; k--) {
      out[at + k] = HEX[(int) (v & 0xF)];
      v >>>= 4;
    }
  }
}
