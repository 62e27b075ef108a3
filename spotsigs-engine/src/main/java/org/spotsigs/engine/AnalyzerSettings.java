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
import java.util.Set;
import org.spotsigs.analysis.Language;
import org.spotsigs.analysis.SpotSigsAnalyzer;
import org.spotsigs.analysis.TextExtraction;

/**
 * The engines' {@code spotsigs} analyzer type: {@link SpotSigsAnalyzer} (a text extraction, the
 * standard tokenizer, lower case, spot signatures) from the settings of {@link SignatureSettings}
 * plus
 *
 * <ul>
 *   <li>{@code extraction}: how the text is taken from a page ({@code article}, the HTML5 parse and
 *       main-content extraction, with optional settings {@code article:minWords=8,...}; {@code
 *       html_strip[:minBlockWords=N]}; {@code none}); default: the index's ({@link
 *       IndexExtraction});
 *   <li>{@code strip_html}: {@code false} is {@code extraction: none};
 *   <li>{@code min_block_words}: {@code extraction: html_strip:minBlockWords=N};
 *   <li>{@code tokenization} ({@code standard} or {@code prototype}) and {@code max_token_length}
 *       (default 255);
 *   <li>{@code min_signatures} (default 0): a document with fewer signatures is matched by the
 *       fingerprint of its normalized text ({@code SpotSigsAnalyzer.Builder#minSignatures}).
 * </ul>
 *
 * The article extraction counts the analyzer's stop words (those of its {@code language}), or with
 * {@code language: auto} each page's own.
 */
public final class AnalyzerSettings {
  /** The keys read here besides those of {@link SignatureSettings}. */
  public static final Set<String> EXTRA_KEYS =
      Set.of(
          "extraction",
          "strip_html",
          "min_block_words",
          "tokenization",
          "max_token_length",
          "min_signatures");

  private AnalyzerSettings() {}

  /**
   * The analyzer the settings of analyzer {@code name} describe, for an index whose {@code
   * index.spotsigs.extraction} is {@code indexSpec}.
   *
   * @throws IllegalArgumentException naming every bad setting
   */
  public static SpotSigsAnalyzer analyzer(
      String name, ComponentSettings settings, String indexSpec) {
    SettingErrors errors = new SettingErrors(name);
    SignatureSettings s = SignatureSettings.parse(settings, EXTRA_KEYS, errors);
    List<String> words = s.stopWordList();
    boolean ownStopWords =
        !s.auto()
            && (s.language() != Language.EN
                || settings.get("stopwords") != null
                || settings.get("stopwords_path") != null
                || settings.list("stopwords") != null);
    TextExtraction extraction =
        errors.attempt(
            () -> extraction(name, settings, indexSpec, ownStopWords ? words : null, s.auto()),
            null);
    String minSigs = settings.get("min_signatures");
    Integer minSignatures =
        errors.attempt(
            () -> {
              int n = minSigs == null ? 0 : SignatureSettings.parseInt("min_signatures", minSigs);
              if (n < 0) {
                throw new IllegalArgumentException(
                    "[min_signatures] must be >= 0, got [" + n + "]");
              }
              return n;
            },
            null);
    String tokenization = settings.get("tokenization");
    SpotSigsAnalyzer.Tokenization chosen =
        errors.attempt(
            () -> {
              try {
                return SpotSigsAnalyzer.Tokenization.valueOf(
                    (tokenization == null ? "standard" : tokenization)
                        .trim()
                        .toUpperCase(Locale.ROOT));
              } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException(
                    "unknown tokenization [" + tokenization + "]; valid: standard, prototype", e);
              }
            },
            null);
    String maxLength = settings.get("max_token_length");
    Integer maxTokenLength =
        errors.attempt(
            () ->
                maxLength == null ? 255 : SignatureSettings.parseInt("max_token_length", maxLength),
            null);
    errors.throwIfAny();
    SpotSigsAnalyzer.Builder b = SpotSigsAnalyzer.builder();
    if (s.auto()) {
      b.autoLanguage().key(s.key());
    } else {
      b.language(s.language()).spotSet(s.spotSet()).key(s.key()).stopWords(words);
    }
    return b.textExtraction(extraction)
        .minSignatures(minSignatures)
        .tokenization(chosen)
        .maxTokenLength(maxTokenLength)
        .build();
  }

  /**
   * The extraction the settings of analyzer {@code name} ask for: {@code extraction}, or {@code
   * none} for {@code strip_html: false}, or html-strip for {@code min_block_words}, else the
   * index's; an article extraction named without a version takes the index's. With {@code
   * autoLanguage} the article extraction counts each page's own stop words.
   */
  static TextExtraction extraction(
      String name,
      ComponentSettings settings,
      String indexSpec,
      List<String> stopWords,
      boolean autoLanguage) {
    String spec = settings.get("extraction");
    if (spec != null) {
      spec = IndexExtraction.withIndexVersion(spec, indexSpec);
    }
    String strip = settings.get("strip_html");
    String blocks = settings.get("min_block_words");
    if (spec != null && (strip != null || blocks != null)) {
      throw new IllegalArgumentException(
          "give either [extraction] or [strip_html]/[min_block_words], not both");
    }
    if (spec == null) {
      if (strip != null && !parseBoolean("strip_html", strip)) {
        if (blocks != null) {
          throw new IllegalArgumentException(
              "[min_block_words] needs HTML stripped; [strip_html] is false");
        }
        spec = "none";
      } else if (blocks != null) {
        int n = SignatureSettings.parseInt("min_block_words", blocks);
        if (n < 0) {
          throw new IllegalArgumentException("[min_block_words] must be >= 0, got [" + n + "]");
        }
        spec = "html-strip:minBlockWords=" + n;
      } else {
        spec = indexSpec;
      }
    }
    return IndexExtraction.parse(spec, stopWords, autoLanguage, name + ".extraction");
  }

  private static boolean parseBoolean(String setting, String value) {
    return switch (value.trim()) {
      case "true" -> true;
      case "false" -> false;
      default ->
          throw new IllegalArgumentException(
              "[" + setting + "] must be true or false, got [" + value + "]");
    };
  }
}
