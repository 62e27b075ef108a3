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
package org.spotsigs.html;

import java.util.Collection;
import org.apache.lucene.analysis.CharArraySet;
import org.spotsigs.analysis.PackedWords;

/**
 * Stop words looked up regardless of case, fast for the common case: a word of up to seven ASCII
 * characters is looked up, lower-cased, in its packed form ({@link PackedWords}); other words go to
 * a {@link CharArraySet} of the stop words that do not pack. So a short word with a character
 * outside ASCII that lower-cases into a stop word's letter (the Kelvin sign, the dotted capital I:
 * "hav\u0130ng") is not that stop word; a word of ASCII characters is looked up exactly as in a
 * case-insensitive set of all the words. Immutable after construction; thread-safe.
 */
final class StopWordSet {
  private final PackedWords packed;
  private final CharArraySet others;
  private final CharArraySet all;
  private final int maxLength;

  /**
   * The ASCII first characters of {@link #others} (lower case): a longer ASCII-initial word whose
   * first character, lower-cased, is none of them is no stop word, without a hash of its characters
   * (in English, the stop words of eight or more letters begin with few letters).
   */
  private final boolean[] otherInitials = new boolean[128];

  StopWordSet(Collection<String> words) {
    all = new CharArraySet(words, true);
    others = new CharArraySet(all.size(), true);
    packed = new PackedWords(all.size());
    int max = 0;
    for (Object o : all) {
      char[] w = (char[]) o;
      max = Math.max(max, w.length);
      long key = PackedWords.pack(w, 0, w.length, true);
      if (key != -1) {
        packed.add(key);
      } else {
        others.add(w);
        if (w.length > 0 && w[0] < 128) {
          otherInitials[w[0]] = true; // (the set holds its words lower-cased)
        }
      }
    }
    this.maxLength = max;
  }

  /** The longest stop word's length. */
  int maxLength() {
    return maxLength;
  }

  int size() {
    return all.size();
  }

  boolean contains(char[] text, int offset, int length) {
    long key = PackedWords.pack(text, offset, length, true);
    if (key != -1) {
      return contains(key);
    }
    if (others.isEmpty()) {
      return false;
    }
    if (length > 0) {
      char c = text[offset];
      // an ASCII character lower-cases to an ASCII character (a character outside ASCII may
      // lower-case into it, as the Kelvin sign does into 'k': those go to the set)
      if (c < 128 && !otherInitials[c >= 'A' && c <= 'Z' ? c + ('a' - 'A') : c]) {
        return false;
      }
    }
    return others.contains(text, offset, length);
  }

  /**
   * Whether the word whose lower-cased {@linkplain PackedWords#pack(long, int) packed} form is
   * {@code key} (not -1) is a stop word.
   */
  boolean contains(long key) {
    return packed.find(key) >= 0;
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof StopWordSet s && s.all.equals(all);
  }

  @Override
  public int hashCode() {
    return 31 * maxLength + all.size(); // equal sets have equal sizes and longest words
  }
}
