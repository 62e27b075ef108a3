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

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Random;
import org.apache.lucene.analysis.CharArraySet;
import org.apache.lucene.tests.util.LuceneTestCase;
import org.apache.lucene.tests.util.TestUtil;
import org.spotsigs.analysis.StopWords;

/**
 * {@link StopWordSet} against a model of what it promises: a word of one to seven ASCII characters
 * is one of the words that pack, compared with ASCII letters lower-cased; any other word is looked
 * up in a case-insensitive {@link CharArraySet} of the words that do not pack. For words of ASCII
 * characters that is a case-insensitive set of all the words. Tested for the English list and lists
 * of one's own (long words, words outside ASCII), with words in any case, characters outside ASCII
 * that lower-case into ASCII (the Kelvin sign, the dotted capital I), and text around the word.
 */
public class TestStopWordSet extends LuceneTestCase {
  public void testAnswersAsPromised() {
    Random r = random();
    for (int iter = 0; iter < atLeast(20); iter++) {
      List<String> words = stopWords(r);
      StopWordSet set = new StopWordSet(words);
      CharArraySet all = new CharArraySet(words, true);
      java.util.Set<String> packing = new java.util.HashSet<>();
      CharArraySet others = new CharArraySet(16, true);
      for (Object o : all) {
        String w = new String((char[]) o); // (held lower-cased)
        if (shortAscii(w)) {
          packing.add(w);
        } else {
          others.add(w);
        }
      }
      for (int t = 0; t < 2000; t++) {
        String word = candidate(r, words);
        String before = r.nextBoolean() ? "" : TestUtil.randomSimpleString(r, 3);
        String text = before + word + (r.nextBoolean() ? "" : TestUtil.randomSimpleString(r, 3));
        char[] chars = text.toCharArray();
        boolean expected =
            shortAscii(word)
                ? packing.contains(word.toLowerCase(Locale.ROOT))
                : others.contains(word);
        boolean found = set.contains(chars, before.length(), word.length());
        assertEquals(word + " in " + words, expected, found);
        if (word.chars().allMatch(c -> c < 128)) {
          assertEquals(word, all.contains(word), found);
        }
      }
    }
  }

  private static boolean shortAscii(String w) {
    return !w.isEmpty() && w.length() <= 7 && w.chars().allMatch(c -> c < 128);
  }

  private static List<String> stopWords(Random r) {
    if (r.nextBoolean()) {
      return StopWords.englishList();
    }
    List<String> words = new ArrayList<>();
    for (int i = 0; i < 1 + r.nextInt(40); i++) {
      words.add(
          switch (r.nextInt(4)) {
            case 0 -> TestUtil.randomUnicodeString(r, 12);
            case 1 -> "kelvin" + TestUtil.randomSimpleString(r, 8);
            default -> TestUtil.randomSimpleString(r, 1, 14);
          });
    }
    words.removeIf(String::isEmpty);
    if (words.isEmpty()) {
      words.add("themselves");
    }
    return words;
  }

  /** A word to look up: often a stop word (in some case, or with a letter swapped), else any. */
  private static String candidate(Random r, List<String> words) {
    if (r.nextInt(3) > 0) {
      String w = words.get(r.nextInt(words.size()));
      return switch (r.nextInt(6)) {
        case 0 -> w.toUpperCase(Locale.ROOT);
        case 1 -> w.isEmpty() ? w : Character.toUpperCase(w.charAt(0)) + w.substring(1);
        case 2 -> w.replace('k', '\u212a').replace('K', '\u212a'); // the Kelvin sign
        case 3 -> w.replace('i', '\u0130'); // the dotted capital I
        case 4 -> w.length() < 2 ? w : "x" + w.substring(1);
        default -> w;
      };
    }
    return switch (r.nextInt(3)) {
      case 0 -> TestUtil.randomUnicodeString(r, 12);
      default -> TestUtil.randomSimpleString(r, 1, 12);
    };
  }
}
