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

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import org.spotsigs.analysis.StopWords;
import org.spotsigs.html.ArticleExtractor;

/**
 * The engines' {@code html_article} char filter: the settings of an {@link ArticleExtractor} in the
 * engines' spelling ({@code min_words}, {@code max_link_density}, {@code min_stop_word_ratio},
 * {@code min_article_words}, {@code max_nesting}, {@code version}: default the version the index
 * records) and {@code stopwords} / {@code stopwords_path} (the words whose share tells prose from
 * boilerplate; default English).
 */
public final class ArticleSettings {
  private static final Map<String, String> SETTINGS =
      Map.of(
          "min_words", "minWords",
          "max_link_density", "maxLinkDensity",
          "min_stop_word_ratio", "minStopWordRatio",
          "min_article_words", "minArticleWords",
          "max_nesting", "maxNesting",
          "version", "version");

  private ArticleSettings() {}

  /**
   * The extractor the settings of char filter {@code name} describe, for an index whose {@code
   * index.spotsigs.extraction} is {@code indexSpec}.
   *
   * @throws IllegalArgumentException naming the setting that is bad, in the user's spelling
   */
  public static ArticleExtractor extractor(
      String name, ComponentSettings settings, String indexSpec) {
    Map<String, String> args = new HashMap<>();
    for (String k : settings.keys()) {
      String base = k.replaceAll("\\.\\d+$", "");
      if (SETTINGS.containsKey(base)) {
        args.put(SETTINGS.get(base), settings.get(k));
      } else if (!base.equals("type")
          && !base.equals("stopwords")
          && !base.equals("stopwords_path")
          && !base.startsWith("index.")) {
        throw new IllegalArgumentException(
            "["
                + name
                + "]: unknown setting ["
                + k
                + "]; valid settings: "
                + new TreeSet<>(SETTINGS.keySet())
                + " and [stopwords, stopwords_path]");
      }
    }
    try {
      String version = args.remove("version");
      ArticleExtractor.Builder b =
          ArticleExtractor.builder()
              .version(
                  version == null
                      ? IndexExtraction.articleVersion(indexSpec)
                      : SignatureSettings.parseInt("version", version))
              .set(args);
      if (settings.get("stopwords") != null
          || settings.get("stopwords_path") != null
          || settings.list("stopwords") != null) {
        List<String> list = new java.util.ArrayList<>();
        for (Object w : settings.words("stopwords", StopWords.english())) {
          list.add(new String((char[]) w));
        }
        b.stopWords(list);
      }
      return b.build();
    } catch (IllegalArgumentException e) {
      String message = e.getMessage();
      for (Map.Entry<String, String> setting : SETTINGS.entrySet()) {
        message = message.replace(setting.getValue(), setting.getKey()); // the names the user wrote
      }
      throw new IllegalArgumentException("[" + name + "]: " + message, e);
    }
  }
}
