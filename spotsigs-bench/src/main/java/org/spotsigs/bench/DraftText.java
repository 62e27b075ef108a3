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
package org.spotsigs.bench;

import java.util.ArrayList;
import java.util.List;

/**
 * Where the sentences and words of a draft's body are, for the edits that change them ({@link
 * Edits}): sentence boundaries, the paragraphs with enough sentences, a random word.
 */
final class DraftText {
  private DraftText() {}

  /**
   * Sentence boundaries of {@code p}: 0, the end of each sentence (after its trailing whitespace),
   * p.length().
   */
  static int[] sentences(String p) {
    int[] b = new int[8];
    int n = 1;
    int len = p.length();
    for (int i = 0; i < len - 1; i++) {
      char c = p.charAt(i);
      if ((c == '.' || c == '!' || c == '?') && Character.isWhitespace(p.charAt(i + 1))) {
        int j = i + 1;
        while (j < len && Character.isWhitespace(p.charAt(j))) {
          j++;
        }
        if (j < len) {
          if (n + 1 >= b.length) {
            b = java.util.Arrays.copyOf(b, b.length * 2);
          }
          b[n++] = j;
        }
        i = j - 1;
      }
    }
    b[n++] = len;
    return java.util.Arrays.copyOf(b, n);
  }

  static List<Integer> paragraphsWithSentences(List<String> ps, int min) {
    List<Integer> out = new ArrayList<>();
    for (int i = 0; i < ps.size(); i++) {
      if (sentences(ps.get(i)).length - 1 >= min) {
        out.add(i);
      }
    }
    return out;
  }

  /**
   * A random word of the body: {paragraph, start, end}. Letters only and at least 4 long when
   * {@code lettersOnly} (for typos), else letters or digits; null if the body has none (after a few
   * tries).
   */
  static int[] randomWord(Draft d, Rng r, boolean lettersOnly) {
    int total = d.bodyLength();
    if (total == 0) {
      return null;
    }
    for (int attempt = 0; attempt < 10; attempt++) {
      int pos = r.nextInt(total);
      int i = 0;
      while (pos >= d.paragraphs.get(i).length()) {
        pos -= d.paragraphs.get(i).length();
        i++;
      }
      int[] w = wordIn(d.paragraphs.get(i), pos, lettersOnly);
      if (w != null && (!lettersOnly || w[1] - w[0] >= 4)) {
        return new int[] {i, w[0], w[1]};
      }
    }
    return null;
  }

  /**
   * The word (ASCII letters, or letters and digits) at or after {@code pos} in {@code p}: {start,
   * end}, or null.
   */
  static int[] wordIn(String p, int pos, boolean lettersOnly) {
    int n = p.length();
    int i = pos;
    while (i < n && !wordChar(p.charAt(i), lettersOnly)) {
      i++;
    }
    if (i == n) {
      return null;
    }
    int s = i;
    while (s > 0 && wordChar(p.charAt(s - 1), lettersOnly)) {
      s--;
    }
    int e = i;
    while (e < n && wordChar(p.charAt(e), lettersOnly)) {
      e++;
    }
    return new int[] {s, e};
  }

  private static boolean wordChar(char c, boolean lettersOnly) {
    return (c >= 'a' && c <= 'z')
        || (c >= 'A' && c <= 'Z')
        || (!lettersOnly && c >= '0' && c <= '9');
  }
}
