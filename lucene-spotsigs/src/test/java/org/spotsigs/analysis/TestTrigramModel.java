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

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import org.apache.lucene.tests.util.LuceneTestCase;

/**
 * {@link TrigramModel} against a brute-force oracle that reads {@code trigrams.txt} itself: on
 * random texts (words of the declaration's samples in every script, random letters, digits,
 * punctuation, marks, other scripts, surrogate pairs), the score of every language of the text's
 * script is the sum over its trigrams of the rounded log-probabilities of the table.
 */
public class TestTrigramModel extends LuceneTestCase {
  /** Language -> trigram -> count, and language -> total, as the file has them. */
  private static final Map<String, Map<String, Long>> COUNTS = new HashMap<>();

  private static final Map<String, Long> TOTALS = new HashMap<>();

  /** The trigrams of every language. */
  private static final Set<String> KNOWN = new HashSet<>();

  private static synchronized void read() throws IOException {
    if (!COUNTS.isEmpty()) {
      return;
    }
    try (InputStream in = TrigramModel.class.getResourceAsStream("trigrams.txt")) {
      BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
      String lang = null;
      for (String line = r.readLine(); line != null; line = r.readLine()) {
        if (line.startsWith("#")) {
          continue;
        }
        if (line.startsWith("@")) {
          String[] f = line.substring(1).split(" ");
          lang = f[0];
          TOTALS.put(lang, Long.parseLong(f[1]));
          COUNTS.put(lang, new HashMap<>());
        } else {
          String[] f = line.split("\t");
          COUNTS.get(lang).put(f[0].replace('_', ' '), Long.parseLong(f[1]));
          KNOWN.add(f[0].replace('_', ' '));
        }
      }
    }
  }

  /** The oracle's cost of {@code text} in {@code l}, and its number of trigrams the table has. */
  private static long[] oracle(String text, Language l, Language.Script script) {
    // the words: runs of letters of the script (and marks after a letter), lower-cased
    List<String> words = new ArrayList<>();
    StringBuilder w = new StringBuilder();
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      boolean letter =
          c < 0x80
              ? script == Language.Script.LATIN && Character.isLetter(c)
              : Character.isLetter(c) && LanguageDetector.scriptOf(c) == script;
      int type = Character.getType(c);
      boolean mark =
          !Character.isLetter(c)
              && (type == Character.NON_SPACING_MARK || type == Character.COMBINING_SPACING_MARK);
      if (letter) {
        w.append(Character.toLowerCase(c));
      } else if (mark && w.length() > 0) {
        w.append(c);
      } else if (w.length() > 0) {
        words.add(w.toString());
        w.setLength(0);
      }
    }
    if (w.length() > 0) {
      words.add(w.toString());
    }
    Map<String, Long> counts = COUNTS.get(l.code());
    long total = TOTALS.get(l.code());
    long min = counts.values().stream().mapToLong(Long::longValue).min().getAsLong();
    long floor = steps(0.5 * min / total);
    long cost = 0;
    long n = 0;
    for (String word : words) {
      String padded = " " + word + " ";
      for (int i = 0; i + 3 <= padded.length(); i++) {
        String g = padded.substring(i, i + 3);
        if (!KNOWN.contains(g)) {
          continue;
        }
        n++;
        Long c = counts.get(g);
        cost += c == null ? floor : steps((double) c / total);
      }
    }
    return new long[] {cost, n};
  }

  private static long steps(double p) {
    return Math.min(255, Math.round(-Math.log(p) * TrigramModel.STEPS));
  }

  public void testScoresAreThoseOfTheTable() throws IOException {
    read();
    Random r = random();
    TrigramModel model = TrigramModel.get();
    String[] junk = {
      " ", "  ", ", ", "12", "-", "\u0301", "\u05d0\u05d1", "\ud83d\ude00", "'", "é"
    };
    List<Language> languages = new ArrayList<>();
    for (Language l : Language.values()) {
      if (model.has(l)) {
        languages.add(l);
      }
    }
    for (int iter = 0; iter < 200; iter++) {
      Language source = languages.get(r.nextInt(languages.size()));
      List<String> paragraphs = TestLanguageDetector.sample(source.code());
      String[] words = paragraphs.get(r.nextInt(paragraphs.size())).split(" ");
      StringBuilder sb = new StringBuilder();
      for (int i = 0; i < 1 + r.nextInt(40); i++) {
        int k = r.nextInt(10);
        if (k < 6) {
          String word = words[r.nextInt(words.length)];
          sb.append(r.nextBoolean() ? word : word.toUpperCase(Locale.ROOT));
        } else if (k < 8) {
          for (int j = 0; j < 1 + r.nextInt(6); j++) {
            sb.append((char) ('a' + r.nextInt(26)));
          }
        } else {
          sb.append(junk[r.nextInt(junk.length)]);
        }
        sb.append(junk[r.nextInt(3)]);
      }
      String text = sb.toString();
      Language.Script script =
          source == Language.SR && r.nextBoolean() ? Language.Script.CYRILLIC : source.script();
      long set = 0;
      for (Language l : languages) {
        if (l.script() == script || (l == Language.SR && script == Language.Script.CYRILLIC)) {
          set |= 1L << l.ordinal();
        }
      }
      long[] costs = new long[Language.values().length];
      char[] padded = ("ab" + text + "cd").toCharArray();
      int n =
          model.score(padded, 2, 2 + text.length(), script, set, Integer.MAX_VALUE / 255, costs);
      for (Language l : languages) {
        if ((set >> l.ordinal() & 1) == 0) {
          assertEquals(0, costs[l.ordinal()]);
          continue;
        }
        long[] expected = oracle(text, l, script);
        assertEquals(text, expected[1], n);
        assertEquals(l + ": " + text, expected[0], costs[l.ordinal()]);
      }
    }
  }

  /** Every language of the shared scripts but Sorani (no profile) is in the table. */
  public void testTheTableHasTheLanguagesOfTheSharedScripts() {
    TrigramModel model = TrigramModel.get();
    for (Language l : Language.values()) {
      boolean shared =
          switch (l.script()) {
            case LATIN, CYRILLIC, DEVANAGARI -> true;
            default -> false;
          };
      assertEquals(l.code(), shared, model.has(l));
    }
  }
}
