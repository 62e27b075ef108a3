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
package org.spotsigs.engine;

import java.util.List;
import java.util.Locale;
import org.spotsigs.analysis.SpotSigsAnalyzer;
import org.spotsigs.analysis.TextExtraction;
import org.spotsigs.html.ArticleExtractor;
import org.spotsigs.html.Extractions;

/**
 * How the {@code spotsigs} analyzers of an index take the text to sign from a document, recorded
 * with the index in the index setting {@code index.spotsigs.extraction} (a spec: {@code article},
 * the default for new indexes, with its settings and the version of its algorithm written out,
 * {@code article/5:minWords=8,...}; {@code html-strip:minBlockWords=N}; {@code none}).
 *
 * <p>A new index gets the current default ({@link #newIndexDefault()}) written into its settings
 * when it is created, so a later plugin version with another default cannot analyze it differently;
 * an index without the setting reads as {@link #LEGACY}, the extraction indexes were built with
 * before it existed. An article extraction that an index's analysis settings name without a version
 * takes the version the index records ({@link #withIndexVersion}).
 */
public final class IndexExtraction {
  /** The name of the index setting. */
  public static final String SETTING = "index.spotsigs.extraction";

  /** The extraction of indexes that predate the setting. */
  public static final String LEGACY =
      "html-strip:minBlockWords=" + SpotSigsAnalyzer.DEFAULT_MIN_BLOCK_WORDS;

  private IndexExtraction() {}

  /** The spec a new index records when its creation names none. */
  public static String newIndexDefault() {
    return ArticleExtractor.defaults().id();
  }

  /** The extraction of an index whose setting is {@code spec} (English stop words). */
  public static TextExtraction of(String spec) {
    return parse(spec, null, false, SETTING);
  }

  /**
   * The version of the article extraction an index whose setting is {@code indexSpec} analyzes
   * with: the one it records, or the current one when it records another extraction.
   */
  public static int articleVersion(String indexSpec) {
    return of(indexSpec) instanceof ArticleExtractor a ? a.version() : ArticleExtractor.VERSION;
  }

  /**
   * {@code spec} with the version of the index's article extraction when it names the article
   * extraction without a version ({@code article}, {@code article:minWords=10}); any other spec as
   * it is.
   */
  public static String withIndexVersion(String spec, String indexSpec) {
    String s = spec.strip();
    if (s.equals(ArticleExtractor.NAME) || s.startsWith(ArticleExtractor.NAME + ":")) {
      return ArticleExtractor.NAME
          + "/"
          + articleVersion(indexSpec)
          + s.substring(ArticleExtractor.NAME.length());
    }
    return spec;
  }

  /**
   * The extraction of {@code spec} (also in the engines' spelling: {@code html_strip}); {@code
   * stopWords} are the analyzer's (null: English); with {@code autoLanguage} the article extraction
   * counts each page's own stop words instead.
   *
   * @throws IllegalArgumentException naming {@code setting} if the spec is bad
   */
  public static TextExtraction parse(
      String spec, List<String> stopWords, boolean autoLanguage, String setting) {
    String s = spec.strip();
    if (s.toLowerCase(Locale.ROOT).startsWith("html_strip")) {
      s = "html-strip" + s.substring("html_strip".length());
    }
    try {
      return Extractions.parse(s, stopWords, autoLanguage);
    } catch (IllegalArgumentException e) {
      throw new IllegalArgumentException("[" + setting + "]: " + e.getMessage(), e);
    }
  }
}
