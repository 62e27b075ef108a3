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
package org.spotsigs.spark;

import java.io.Serializable;
import java.util.Objects;
import java.util.concurrent.ConcurrentHashMap;
import org.spotsigs.analysis.Language;
import org.spotsigs.analysis.SpotSigsAnalyzer;
import org.spotsigs.html.Extractions;
import org.spotsigs.index.SignatureVector;
import org.spotsigs.index.SpotSigsSchema;

/**
 * How a text becomes a signature vector on an executor: the language of the text ({@link #AUTO}:
 * each document's own, detected), the text extraction ({@code article}, the default; {@code
 * html-strip[:minBlockWords=N]}; {@code none}) and the fewest signatures a document keeps before it
 * is matched by its text's fingerprint: the settings of {@code spotsigs dedup --language
 * --extractor --fingerprint-below}, with the same defaults, so that both give the same pairs. Only
 * these plain values travel to the executors; each JVM builds the analyzer once per setting and
 * keeps it (a Lucene analyzer is thread-safe). Immutable.
 *
 * @param language {@link #AUTO} or a {@link Language} code ({@code en}, {@code de}, ...)
 * @param extraction an extraction spec, as {@link Extractions#parse} reads it
 * @param minSignatures documents with fewer signatures are matched by their text's fingerprint (0:
 *     none)
 */
public record Analysis(String language, String extraction, int minSignatures)
    implements Serializable {
  /** The language of a run that detects each document's language. */
  public static final String AUTO = "auto";

  private static final ConcurrentHashMap<Analysis, SpotSigsAnalyzer> ANALYZERS =
      new ConcurrentHashMap<>();

  public Analysis {
    Objects.requireNonNull(language, "language");
    Objects.requireNonNull(extraction, "extraction");
    if (minSignatures < 0) {
      throw new IllegalArgumentException(
          "the fewest signatures must be >= 0, got " + minSignatures);
    }
    // bad settings fail here, on the driver, with their reason
    analyzerOf(language, extraction, minSignatures);
  }

  /**
   * The command line's defaults: each document's language detected, the article of each page, the
   * fingerprint below {@link SpotSigsAnalyzer#RECOMMENDED_MIN_SIGNATURES} signatures.
   */
  public static Analysis defaults() {
    return new Analysis(AUTO, Extractions.DEFAULT, SpotSigsAnalyzer.RECOMMENDED_MIN_SIGNATURES);
  }

  /** The analyzer of these settings, made once per JVM. */
  public SpotSigsAnalyzer analyzer() {
    return ANALYZERS.computeIfAbsent(
        this, a -> analyzerOf(a.language, a.extraction, a.minSignatures));
  }

  /** The signature vector of {@code text}. */
  public SignatureVector vector(String text) {
    return SignatureVector.analyze(analyzer(), SpotSigsSchema.DEFAULT_FIELD, text);
  }

  private static SpotSigsAnalyzer analyzerOf(
      String language, String extraction, int minSignatures) {
    SpotSigsAnalyzer.Builder b = SpotSigsAnalyzer.builder().minSignatures(minSignatures);
    if (language.strip().equalsIgnoreCase(AUTO)) {
      // the article extraction detects each page's language and counts its stop words
      return b.autoLanguage().textExtraction(Extractions.parse(extraction, null, true)).build();
    }
    Language lang = Language.forCode(language);
    // the article extraction counts the language's stop words (English: its own default), as the
    // command line's analysis does
    return b.language(lang)
        .textExtraction(
            Extractions.parse(extraction, lang == Language.EN ? null : lang.stopWordList()))
        .build();
  }
}
