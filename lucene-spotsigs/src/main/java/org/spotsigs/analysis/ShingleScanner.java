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

import org.apache.lucene.analysis.shingle.ShingleFilter;
import org.apache.lucene.util.ArrayUtil;
import org.spotsigs.index.SignatureVector;

/**
 * The direct path of {@link FallbackSignatures}: the words of {@link StandardWords} joined {@value
 * FallbackSignatures#WORDS} at a time by {@link SpotSigsFilter#SEPARATOR}, as its {@link
 * ShingleFilter} joins them (a text of fewer words: each of its words), each signature put after a
 * prefix (the language's, such as {@code und|}) straight into a {@link SignatureVector.Builder}:
 * the terms of the token stream with {@link SignatureVector#withPrefix}, without a token stream,
 * its attributes and a copy of every term. A randomized test compares the two. Not thread-safe;
 * reusable.
 */
final class ShingleScanner implements WordSink {
  private final StandardWords words;
  private final SignatureVector.Builder out = SignatureVector.builder();
  private char[] text = new char[1024];

  /**
   * The prefix, then the last two words, each followed by the separator: the next shingle is the
   * next word put after them.
   */
  private char[] shingle = new char[64];

  private int prefixLength;

  /** The lengths of the two words kept in {@link #shingle}, the older first. */
  private int older;

  private int newer;

  /** The words of the text so far (counted up to 3). */
  private int count;

  ShingleScanner(int maxTokenLength) {
    this.words = new StandardWords(maxTokenLength);
  }

  /**
   * The signatures of {@code s}, each after {@code prefix}; null if the words must come from the
   * token stream.
   */
  SignatureVector scan(String prefix, String s) {
    text = DirectScanner.charsOf(s, text);
    SignatureVector v = scan(prefix, text, s.length());
    text = DirectScanner.kept(text);
    return v;
  }

  /** {@link #scan(String, String)} of the characters {@code t[0, n)}, read where they are. */
  SignatureVector scan(String prefix, char[] t, int n) {
    out.clear();
    prefixLength = prefix.length();
    ensure(prefixLength);
    prefix.getChars(0, prefixLength, shingle, 0);
    count = 0;
    if (!words.words(t, n, this)) {
      return null;
    }
    if (count == 1 || count == 2) { // no shingle: the words themselves
      out.addChars(shingle, 0, prefixLength + older);
      if (count == 2) {
        System.arraycopy(shingle, prefixLength + older + 1, shingle, prefixLength, newer);
        out.addChars(shingle, 0, prefixLength + newer);
      }
    }
    return out.build();
  }

  @Override
  public void wordInText(char[] t, int start, int end, long packed) {
    int length = end - start;
    int at = place(length);
    char[] s = shingle;
    for (int k = 0; k < length; k++) {
      char c = t[start + k];
      s[at + k] = c >= 'A' && c <= 'Z' ? (char) (c + ('a' - 'A')) : c;
    }
    next(length);
  }

  @Override
  public void word(char[] buffer, int offset, int length, int startOffset, int endOffset) {
    int at = place(length); // (before shingle is read: place may grow it)
    System.arraycopy(buffer, offset, shingle, at, length);
    next(length);
  }

  /** Where the next word of {@code length} characters goes in {@link #shingle} (room made). */
  private int place(int length) {
    int at =
        count == 0
            ? prefixLength
            : count == 1 ? prefixLength + older + 1 : prefixLength + older + newer + 2;
    ensure(at + length + 1);
    return at;
  }

  /** The word of {@code length} characters just placed: a shingle if two came before it. */
  private void next(int length) {
    int p = prefixLength;
    if (count == 0) {
      older = length;
      shingle[p + older] = SpotSigsFilter.SEPARATOR;
      count = 1;
    } else if (count == 1) {
      newer = length;
      shingle[p + older + 1 + newer] = SpotSigsFilter.SEPARATOR;
      count = 2;
    } else {
      out.addChars(shingle, 0, p + older + newer + 2 + length);
      // the two newest words (and the separator between them) move to after the prefix
      System.arraycopy(shingle, p + older + 1, shingle, p, newer + 1 + length);
      older = newer;
      newer = length;
      shingle[p + older + 1 + newer] = SpotSigsFilter.SEPARATOR;
      count = 3;
    }
  }

  private void ensure(int length) {
    if (shingle.length < length) {
      shingle = ArrayUtil.grow(shingle, length);
    }
  }
}
