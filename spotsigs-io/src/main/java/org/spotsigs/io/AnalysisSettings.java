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
package org.spotsigs.io;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.List;
import java.util.Objects;
import org.spotsigs.analysis.CommonSignatures;
import org.spotsigs.analysis.Language;
import org.spotsigs.analysis.SignatureKey;
import org.spotsigs.analysis.SpotSet;
import org.spotsigs.analysis.SpotSigsAnalyzer;
import org.spotsigs.html.Extractions;

/**
 * Everything that decides which signatures a text gets, resolved from the command line (presets,
 * word files) into plain values, so it can be stored with an index and an index's queries analyzed
 * exactly as its documents were.
 *
 * @param spots the spot set in text form, e.g. {@code "the(1,2) a(1,2)"}
 * @param key {@code antecedent} or {@code chain}
 * @param stripHtml whether markup is removed before tokenization
 * @param minBlockWords with the html-strip extraction, blocks of fewer words dropped after
 *     stripping (0: none; also what an index written before this setting existed was analyzed with)
 * @param tokenization {@code standard} or {@code prototype}
 * @param stopWords the stop words, or null for the library default
 * @param commonSignatures signatures dropped after extraction, or null for none
 * @param extraction the text extraction's spec ({@link Extractions}), e.g. {@code article}; null in
 *     the settings of an index written before extractions were recorded, which was analyzed with
 *     {@code html-strip} (with {@code minBlockWords}) when {@code stripHtml}, else {@code none}
 * @param language the {@link Language} code ({@code en} when an index written before this setting
 *     existed records none); with a null {@code stopWords}, its stop words; or {@link #AUTO}: each
 *     document's language detected (then {@code spots} is {@link #AUTO} too)
 * @param minSignatures documents with fewer signatures are matched by their text's fingerprint (0:
 *     none; also what an index written before this setting existed was analyzed with)
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record AnalysisSettings(
    String spots,
    String key,
    boolean stripHtml,
    int minBlockWords,
    String tokenization,
    List<String> stopWords,
    List<String> commonSignatures,
    String language,
    String extraction,
    int minSignatures) {
  /** The language (and spots) of a run that detects each document's language. */
  public static final String AUTO = "auto";

  /**
   * Jackson's mapper, made on first use: only runs that store or read an index's settings need it,
   * and setting Jackson up (its date formats load the time zones) takes a short run's main thread
   * about 15 ms.
   */
  private static final class Json {
    static final ObjectMapper MAPPER = new ObjectMapper();
  }

  public AnalysisSettings {
    Objects.requireNonNull(spots, "spots");
    Objects.requireNonNull(key, "key");
    Objects.requireNonNull(tokenization, "tokenization");
    language = language == null ? Language.EN.code() : language;
  }

  /** The extraction spec this index or run analyzes with (see {@code extraction}). */
  public String extractionSpec() {
    if (extraction != null) {
      return extraction;
    }
    return stripHtml ? "html-strip:minBlockWords=" + minBlockWords : "none";
  }

  /**
   * These settings with the extraction spelled out (as an index written before extractions were
   * recorded was analyzed), for comparing settings.
   */
  public AnalysisSettings normalized() {
    return new AnalysisSettings(
        spots,
        key,
        stripHtml,
        minBlockWords,
        tokenization,
        stopWords,
        commonSignatures,
        language,
        extractionSpec(),
        minSignatures);
  }

  /** Whether each document's language is detected. */
  public boolean autoLanguage() {
    return AUTO.equals(language);
  }

  public SpotSigsAnalyzer analyzer() {
    SpotSigsAnalyzer.Builder b = SpotSigsAnalyzer.builder();
    if (autoLanguage()) {
      b.autoLanguage();
    } else {
      b.language(Language.forCode(language)).spotSet(SpotSet.parse(spots));
    }
    b.key(SignatureKey.forName(key))
        .minSignatures(minSignatures)
        .textExtraction(
            Extractions.parse(extractionSpec(), extractionStopWords(stopWords, language)))
        .tokenization(
            SpotSigsAnalyzer.Tokenization.valueOf(tokenization.toUpperCase(java.util.Locale.ROOT)));
    if (stopWords != null) {
      b.stopWords(stopWords);
    }
    if (commonSignatures != null) {
      b.commonSignatures(CommonSignatures.of(commonSignatures));
    }
    return b.build();
  }

  /**
   * The stop words the article extraction counts: the given ones, else the language's; null (the
   * extraction's English default) for English.
   */
  public static List<String> extractionStopWords(List<String> stopWords, String language) {
    if (stopWords != null) {
      return stopWords;
    }
    if (AUTO.equals(language)) {
      return null;
    }
    Language l = Language.forCode(language == null ? Language.EN.code() : language);
    return l == Language.EN ? null : l.stopWordList();
  }

  public String toJson() {
    try {
      return Json.MAPPER.writeValueAsString(this);
    } catch (JsonProcessingException e) {
      throw new IllegalStateException(e);
    }
  }

  public static AnalysisSettings fromJson(String json) {
    try {
      return Json.MAPPER.readValue(json, AnalysisSettings.class);
    } catch (JsonProcessingException e) {
      throw new IllegalArgumentException(
          "unreadable analysis settings stored with the index: " + e.getOriginalMessage(), e);
    }
  }

  /** A one-line description for summaries. */
  public String describe() {
    return (language.equals(Language.EN.code()) ? "" : "language=" + language + " ")
        + (autoLanguage()
            ? ""
            : "spots=" + (spots.length() > 60 ? spots.substring(0, 57) + "..." : spots) + " ")
        + "key="
        + key
        + (minSignatures == 0 ? "" : " fingerprint-below=" + minSignatures)
        + " extraction="
        + extractionSpec()
        + " tokenization="
        + tokenization
        + (stopWords == null ? "" : " stopwords=" + stopWords.size())
        + (commonSignatures == null ? "" : " common=" + commonSignatures.size());
  }
}
