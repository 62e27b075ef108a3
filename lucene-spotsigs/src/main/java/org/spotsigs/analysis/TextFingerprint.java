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

  /** The normalized form of {@code text[offset, offset + length)} (see the class comment). */
  public static String normalize(char[] text, int offset, int length) {
    char[] out = new char[Math.min(length, 64)];
    int n = 0;
    boolean space = false;
    int end = offset + length;
    for (int i = offset; i < end; ) {
      int cp = Character.codePointAt(text, i, end);
      i += Character.charCount(cp);
      if (Character.isLetterOrDigit(cp)) {
        if (space && n > 0) {
          out = ensure(out, n + 1);
          out[n++] = ' ';
        }
        space = false;
        out = ensure(out, n + 2);
        n += Character.toChars(Character.toLowerCase(cp), out, n);
      } else {
        space = true;
      }
    }
    return new String(out, 0, n);
  }

  private static char[] ensure(char[] a, int size) {
    return size <= a.length ? a : ArrayUtil.grow(a, size);
  }

  /** The normalized form of {@code text}. */
  public static String normalize(String text) {
    return normalize(text.toCharArray(), 0, text.length());
  }

  /**
   * The fingerprint term of {@code text[offset, offset + length)}, or null if its normalized form
   * is empty (no letter or digit: nothing to be a copy of).
   */
  public static String term(char[] text, int offset, int length) {
    String normal = normalize(text, offset, length);
    if (normal.isEmpty()) {
      return null;
    }
    byte[] utf8 = new byte[UnicodeUtil.maxUTF8Length(normal.length())];
    int bytes = UnicodeUtil.UTF16toUTF8(normal, 0, normal.length(), utf8);
    long[] h = Murmur3.hash128(utf8, 0, bytes, 0x5107_5165);
    return SignatureVector.FINGERPRINT_MARK
        + String.format(java.util.Locale.ROOT, "%016x%016x", h[0], h[1]);
  }

  /** The fingerprint term of {@code text}, or null (see {@link #term(char[], int, int)}). */
  public static String term(String text) {
    return term(text.toCharArray(), 0, text.length());
  }
}
