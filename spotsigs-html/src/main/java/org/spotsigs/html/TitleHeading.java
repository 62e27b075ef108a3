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
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The article starts at its headline (version 6): the heading whose words are the words of the
 * page's title ({@link PageTitle}: og:title, else {@code <title>}; at least {@link #PRECISION} of
 * the heading's words are the title's and they cover at least {@link #COVERAGE} of the title's, as
 * a title may carry the site's name) is the title heading; of several, a heading element before a
 * block that is none, the best match, then the first. Text before it counts {@link #BEFORE} as much
 * for the article (a sidebar, a teaser, a notice before the headline), and its block is known to
 * the rules after this one.
 */
final class TitleHeading implements ArticleRule {
  static final TitleHeading RULE = new TitleHeading();

  static final double PRECISION = 0.8;
  static final double COVERAGE = 0.5;
  static final double BEFORE = 0.25;

  /** A heading of more words than this many times the title's is no headline. */
  private static final int MAX_LENGTH_FACTOR = 2;

  private TitleHeading() {}

  @Override
  public String name() {
    return "title-heading";
  }

  @Override
  public void apply(Selection s) {
    s.titleBlock = find(s);
    if (s.titleBlock < 0) {
      return;
    }
    for (int i = 0; i < s.titleBlock; i++) {
      if (s.score[i] > 0) {
        s.score[i] *= BEFORE;
      }
    }
  }

  static int find(Selection s) {
    List<String> title = words(s.blocks.title());
    if (title.isEmpty()) {
      return -1;
    }
    Map<String, Integer> titleCounts = counts(title);
    PageBlocks b = s.blocks;
    // a block of fewer words than COVERAGE of the title's cannot cover it; headings first, other
    // blocks only when no heading matches
    int fewest = (int) Math.ceil(COVERAGE * title.size());
    int most = MAX_LENGTH_FACTOR * title.size() + 2;
    for (boolean headings : new boolean[] {true, false}) {
      int best = -1;
      double bestCoverage = 0;
      for (int i = 0; i < s.size(); i++) {
        int w = b.words(i);
        if (w < fewest || w > most || (b.heading(i) > 0) != headings) {
          continue;
        }
        double coverage = coverage(b.blockText(i), titleCounts, title.size());
        if (coverage > bestCoverage) {
          best = i;
          bestCoverage = coverage;
        }
      }
      if (best >= 0) {
        return best;
      }
    }
    return -1;
  }

  /**
   * The share of the title's words that {@code text} covers, or 0 when fewer than {@link
   * #PRECISION} of its words are the title's or it covers less than {@link #COVERAGE}.
   */
  private static double coverage(String text, Map<String, Integer> titleCounts, int titleWords) {
    List<String> words = words(text);
    if (words.isEmpty()) {
      return 0;
    }
    Map<String, Integer> left = new HashMap<>(titleCounts);
    int shared = 0;
    for (String x : words) {
      Integer c = left.get(x);
      if (c != null && c > 0) {
        left.put(x, c - 1);
        shared++;
      }
    }
    double coverage = shared / (double) titleWords;
    return shared < PRECISION * words.size() || coverage < COVERAGE ? 0 : coverage;
  }

  /**
   * The words of {@code text}, lower case: runs of letters and digits, each character of a script
   * without spaces a word of its own.
   */
  static List<String> words(String text) {
    List<String> words = new ArrayList<>();
    int start = -1;
    for (int i = 0; i <= text.length(); i++) {
      char c = i < text.length() ? text.charAt(i) : ' ';
      boolean unspaced = c >= '\u0e00' && PageBlocks.unspaced(c) > 0;
      if (Character.isLetterOrDigit(c) && !unspaced) {
        if (start < 0) {
          start = i;
        }
        continue;
      }
      if (start >= 0) {
        words.add(text.substring(start, i).toLowerCase(Locale.ROOT));
        start = -1;
      }
      if (unspaced) {
        words.add(String.valueOf(c));
      }
    }
    return words;
  }

  private static Map<String, Integer> counts(List<String> words) {
    Map<String, Integer> m = new HashMap<>();
    for (String w : words) {
      m.merge(w, 1, Integer::sum);
    }
    return m;
  }
}
