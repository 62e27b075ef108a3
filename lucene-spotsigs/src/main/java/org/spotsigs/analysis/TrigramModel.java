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

import com.carrotsearch.hppc.LongIntHashMap;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;

/**
 * How likely each character trigram is in each language of a script several supported languages
 * share (Latin, Cyrillic, Devanagari): the second stage of {@link LanguageDetector}, which tells
 * close languages apart by their spelling where their function words do not.
 *
 * <p>The table ({@code trigrams.txt} beside this class) holds the counts of the trigrams of letters
 * and word boundaries of Wikipedia text in each language, from the language profiles of Nakatani
 * Shuyo's language-detection (Apache License 2.0; written by {@code bench/trigram-profiles.sh}). A
 * text's score in a language is the sum of the log-probabilities of its trigrams there (a naive
 * Bayes model of trigrams); a trigram the table has for other languages but not for this one counts
 * as half the rarest trigram of the language; a trigram no language has counts for none.
 *
 * <p>Log-probabilities are kept in steps of 1/{@value #STEPS} (one byte per trigram and language)
 * and summed as integers, so that a score is exact and the same on every machine. Immutable and
 * thread-safe; loaded once, on first use.
 */
final class TrigramModel {
  /** Steps per unit of natural logarithm in the stored log-probabilities. */
  static final int STEPS = 8;

  /** The word boundary in a trigram. */
  static final char BOUNDARY = ' ';

  private static final Language[] LANGUAGES = Language.values();

  /** Per language (ordinal), its column in the rows of its scripts, or -1 if not in the table. */
  private final int[] latinColumn = new int[LANGUAGES.length];

  private final int[] otherColumn = new int[LANGUAGES.length];

  /**
   * Columns of the Latin rows, and of the rows of the other scripts (at most one language each).
   */
  final int latinColumns;

  final int otherColumns;

  /** Trigram ({@link #key}) -> offset of its row in {@link #cost}. */
  private final LongIntHashMap rows = new LongIntHashMap();

  /**
   * Per row and column, minus the log-probability of the trigram in the column's language, in steps
   * (0 to 255).
   */
  private final byte[] cost;

  /** Per language (ordinal), the cost of a trigram of the table its language lacks. */
  private final int[] floor = new int[LANGUAGES.length];

  private static final class Holder {
    static final TrigramModel MODEL = load();
  }

  /** The model of {@code trigrams.txt}. */
  static TrigramModel get() {
    return Holder.MODEL;
  }

  /** Whether {@code l} has a trigram profile (its script is in the table). */
  boolean has(Language l) {
    return l.script() == Language.Script.LATIN
        ? latinColumn[l.ordinal()] >= 0
        : otherColumn[l.ordinal()] >= 0;
  }

  /** {@code c0 c1 c2} (lower case, {@link #BOUNDARY} for a word boundary) as a key. */
  static long key(char c0, char c1, char c2) {
    return (long) c0 << 32 | (long) c1 << 16 | c2;
  }

  private TrigramModel(
      String[] codes, long[] totals, long[][] keys, long[][] counts, int distinct) {
    java.util.Arrays.fill(latinColumn, -1);
    java.util.Arrays.fill(otherColumn, -1);
    int latin = 0;
    int other = 0;
    Language[] byTable = new Language[codes.length];
    for (int t = 0; t < codes.length; t++) {
      Language l = Language.forCode(codes[t]);
      byTable[t] = l;
      if (l.script() == Language.Script.LATIN) {
        latinColumn[l.ordinal()] = latin++;
      }
      if (l.script() != Language.Script.LATIN || l == Language.SR) {
        otherColumn[l.ordinal()] = other++;
      }
    }
    this.latinColumns = latin;
    this.otherColumns = other;
    // every row is as wide as the Latin rows: one layout for all (the other scripts' are narrow)
    int width = Math.max(latin, other);
    byte[] table = new byte[distinct * width];
    for (int t = 0; t < codes.length; t++) {
      Language l = byTable[t];
      long min = Long.MAX_VALUE;
      for (long c : counts[t]) {
        min = Math.min(min, c);
      }
      floor[l.ordinal()] = steps(0.5 * min / totals[t]);
    }
    int next = 0;
    for (int t = 0; t < codes.length; t++) {
      Language l = byTable[t];
      for (int i = 0; i < keys[t].length; i++) {
        long k = keys[t][i];
        int offset = rows.getOrDefault(k, -1);
        if (offset < 0) {
          offset = next;
          next += width;
          rows.put(k, offset);
          boolean isLatin = scriptOfKey(k) == Language.Script.LATIN;
          for (Language m : LANGUAGES) {
            int col = isLatin ? latinColumn[m.ordinal()] : otherColumn[m.ordinal()];
            if (col >= 0) {
              table[offset + col] = (byte) floor[m.ordinal()];
            }
          }
        }
        int col =
            scriptOfKey(k) == Language.Script.LATIN
                ? latinColumn[l.ordinal()]
                : otherColumn[l.ordinal()];
        if (col >= 0) {
          table[offset + col] = (byte) steps((double) counts[t][i] / totals[t]);
        }
      }
    }
    this.cost = java.util.Arrays.copyOf(table, next);
  }

  private static Language.Script scriptOfKey(long k) {
    for (int shift = 32; shift >= 0; shift -= 16) {
      char c = (char) (k >>> shift);
      if (c != BOUNDARY) {
        return LanguageDetector.scriptOf(c);
      }
    }
    return null;
  }

  /** Minus the natural logarithm of {@code p}, in steps, at most 255. */
  private static int steps(double p) {
    return (int) Math.min(255, Math.round(-Math.log(p) * STEPS));
  }

  /**
   * Adds to {@code costs} (by language ordinal) the costs of the trigrams of {@code text[from, to)}
   * in the languages whose bits are set in {@code languages}, all of which write {@code script}:
   * the words are the runs of its letters (and marks), lower-cased, each with a boundary before and
   * after; letters of other scripts are boundaries. Reads until {@code max} trigrams of the table
   * are counted (and the sums stay within an int). Returns the number of trigrams counted.
   */
  int score(
      char[] text,
      int from,
      int to,
      Language.Script script,
      long languages,
      int max,
      long[] costs) {
    if (max < 0 || max > Integer.MAX_VALUE / 255) {
      throw new IllegalArgumentException("max trigrams out of range: " + max);
    }
    boolean latin = script == Language.Script.LATIN;
    int[] column = latin ? latinColumn : otherColumn;
    int width = latin ? latinColumns : otherColumns;
    int[] sum = new int[width]; // every column of the script's rows: one contiguous loop
    int n = 0;
    char a = BOUNDARY;
    char b = BOUNDARY;
    for (int i = from; i <= to && n < max; i++) {
      char c = BOUNDARY;
      if (i < to) {
        char t = text[i];
        if (t < 0x80) {
          if (latin && (t | 0x20) >= 'a' && (t | 0x20) <= 'z') {
            c = (char) (t | 0x20);
          }
        } else if (Character.isLetter(t)) {
          if (LanguageDetector.scriptOf(t) == script) {
            c = Character.toLowerCase(t);
          }
        } else {
          int type = Character.getType(t);
          if ((type == Character.NON_SPACING_MARK || type == Character.COMBINING_SPACING_MARK)
              && b != BOUNDARY) {
            c = t;
          }
        }
      }
      if (c == BOUNDARY && b == BOUNDARY) {
        a = BOUNDARY;
        continue; // between words
      }
      int offset = rows.getOrDefault(key(a, b, c), -1);
      a = b;
      b = c;
      if (offset < 0) {
        continue;
      }
      n++;
      for (int j = 0; j < width; j++) {
        sum[j] += cost[offset + j] & 0xFF;
      }
    }
    for (long bits = languages; bits != 0; bits &= bits - 1) {
      int l = Long.numberOfTrailingZeros(bits);
      if (column[l] < 0) {
        throw new IllegalArgumentException(LANGUAGES[l] + " is not in the table for " + script);
      }
      costs[l] += sum[column[l]];
    }
    return n;
  }

  private static TrigramModel load() {
    try (InputStream in = TrigramModel.class.getResourceAsStream("trigrams.txt")) {
      if (in == null) {
        throw new IllegalStateException("trigrams.txt is missing beside " + TrigramModel.class);
      }
      BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
      java.util.List<String> codes = new java.util.ArrayList<>();
      java.util.List<Long> totals = new java.util.ArrayList<>();
      java.util.List<long[]> keys = new java.util.ArrayList<>();
      java.util.List<long[]> counts = new java.util.ArrayList<>();
      com.carrotsearch.hppc.LongArrayList k = null;
      com.carrotsearch.hppc.LongArrayList c = null;
      com.carrotsearch.hppc.LongHashSet distinct = new com.carrotsearch.hppc.LongHashSet();
      String line;
      while ((line = r.readLine()) != null) {
        if (line.startsWith("#") || line.isEmpty()) {
          continue;
        }
        if (line.startsWith("@")) {
          if (k != null) {
            keys.add(k.toArray());
            counts.add(c.toArray());
          }
          int sp = line.indexOf(' ');
          codes.add(line.substring(1, sp));
          totals.add(Long.parseLong(line.substring(sp + 1)));
          k = new com.carrotsearch.hppc.LongArrayList();
          c = new com.carrotsearch.hppc.LongArrayList();
          continue;
        }
        int tab = line.indexOf('\t');
        if (tab != 3 || k == null) {
          throw new IllegalStateException("trigrams.txt: bad line '" + line + "'");
        }
        long key =
            key(boundary(line.charAt(0)), boundary(line.charAt(1)), boundary(line.charAt(2)));
        k.add(key);
        c.add(Long.parseLong(line.substring(tab + 1)));
        distinct.add(key);
      }
      if (k != null) {
        keys.add(k.toArray());
        counts.add(c.toArray());
      }
      long[] t = new long[totals.size()];
      for (int i = 0; i < t.length; i++) {
        t[i] = totals.get(i);
      }
      return new TrigramModel(
          codes.toArray(new String[0]),
          t,
          keys.toArray(new long[0][]),
          counts.toArray(new long[0][]),
          distinct.size());
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static char boundary(char c) {
    return c == '_' ? BOUNDARY : c;
  }
}
