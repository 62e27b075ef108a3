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
import org.spotsigs.analysis.HtmlStripExtraction;
import org.spotsigs.analysis.SpotSigsAnalyzer;
import org.spotsigs.analysis.TextExtraction;

/**
 * Text extractions by spec, the form in which an index records them: {@code none} (the document as
 * it is), {@code html-strip[:minBlockWords=N]} ({@link HtmlStripExtraction}), {@code
 * article[:name=value,...]} ({@link ArticleExtractor}, the default for pages with markup).
 */
public final class Extractions {
  /** The spec of the default extraction. */
  public static final String DEFAULT = ArticleExtractor.NAME;

  private Extractions() {}

  /**
   * The extraction of {@code spec}; {@code stopWords} (may be null: English) are the words whose
   * share the article extractor reads as a sign of natural language, normally the analyzer's.
   *
   * @throws IllegalArgumentException for an unknown name or bad settings, naming them
   */
  public static TextExtraction parse(String spec, List<String> stopWords) {
    return parse(spec, stopWords, false);
  }

  /**
   * {@link #parse(String, List)}; with {@code autoLanguage} (and no {@code stopWords}), the article
   * extractor counts the stop words of each page's detected language ({@link
   * ArticleExtractor.Builder#autoLanguage}).
   */
  public static TextExtraction parse(String spec, List<String> stopWords, boolean autoLanguage) {
    String s = spec.strip();
    String name = s.contains(":") ? s.substring(0, s.indexOf(':')) : s;
    if (name.startsWith(ArticleExtractor.NAME + "/")) {
      name = ArticleExtractor.NAME; // a versioned id, as an index records it
    }
    switch (name) {
      case "none":
        if (!s.equals("none")) {
          throw new IllegalArgumentException(
              "extraction 'none' takes no settings, got '" + spec + "'");
        }
        return TextExtraction.NONE;
      case "html-strip":
        {
          int minBlockWords = SpotSigsAnalyzer.DEFAULT_MIN_BLOCK_WORDS;
          if (s.length() > name.length()) {
            String arg = s.substring(name.length() + 1).strip();
            if (!arg.startsWith("minBlockWords=")) {
              throw new IllegalArgumentException(
                  "extraction html-strip takes minBlockWords=N, got '" + spec + "'");
            }
            try {
              minBlockWords = Integer.parseInt(arg.substring("minBlockWords=".length()).strip());
            } catch (NumberFormatException e) {
              throw new IllegalArgumentException(
                  "extraction html-strip takes minBlockWords=N, got '" + spec + "'");
            }
          }
          return new HtmlStripExtraction(minBlockWords);
        }
      case ArticleExtractor.NAME:
        {
          ArticleExtractor.Builder b = ArticleExtractor.builder(s).stopWords(stopWords);
          if (autoLanguage) {
            b.autoLanguage(true);
          }
          return b.build();
        }
      default:
        throw new IllegalArgumentException(
            "unknown extraction '" + name + "': use article, html-strip or none");
    }
  }
}
