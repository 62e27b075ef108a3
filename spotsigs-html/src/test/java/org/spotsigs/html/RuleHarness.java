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

import java.util.List;
import java.util.Random;

/**
 * Runs the rules of a version of the article extraction on a page written for a test up to a rule,
 * so that a rule's test can look at the state the rule gets and at what it changes.
 */
final class RuleHarness {
  private RuleHarness() {}

  /** The settings of {@code version} with every other default. */
  static MainContent.Settings settings(int version) {
    return new MainContent.Settings(
        version,
        ArticleExtractor.DEFAULT_MIN_WORDS,
        ArticleExtractor.DEFAULT_MAX_LINK_DENSITY,
        ArticleExtractor.DEFAULT_MIN_STOP_WORD_RATIO,
        ArticleExtractor.DEFAULT_MIN_ARTICLE_WORDS,
        ArticleExtractor.DEFAULT_MAX_NESTING);
  }

  /** The blocks of {@code html} as {@code version} reads them (English stop words). */
  static PageBlocks blocks(String html, int version) {
    return ArticleExtractor.builder().version(version).build().blocks(html, false);
  }

  /**
   * The selection of {@code html} after every rule of {@code version} before {@code rule} (which
   * must be one of its rules).
   */
  static Selection before(String html, ArticleVersion version, ArticleRule rule) {
    Selection s = new Selection(blocks(html, version.number()), settings(version.number()));
    List<ArticleRule> rules = version.rules();
    int at = rules.indexOf(rule);
    if (at < 0) {
      throw new IllegalArgumentException(
          rule.name() + " is no rule of version " + version.number());
    }
    for (ArticleRule r : rules.subList(0, at)) {
      r.apply(s);
      if (s.done) {
        throw new IllegalStateException("the page was decided by " + r.name());
      }
    }
    return s;
  }

  /** The first block whose text contains {@code text}, or -1. */
  static int block(Selection s, String text) {
    for (int i = 0; i < s.size(); i++) {
      if (s.blocks.blockText(i).contains(text)) {
        return i;
      }
    }
    return -1;
  }

  /** Prose of {@code min} to {@code max} words (sentences of stop and content words). */
  static String prose(Random r, String[] words, int min, int max) {
    return RandomPages.prose(r, words, min, max);
  }

  static final String[] TEXT = {
    "harbour", "ferry", "tides", "captain", "crossing", "island", "weather", "passengers"
  };
  static final String[] OTHER = {
    "newsletter", "subscribe", "partners", "advertising", "editors", "membership", "privacy"
  };
  static final String[] REPLIES = {"thanks", "great", "agree", "brilliant", "wonderful"};
}
