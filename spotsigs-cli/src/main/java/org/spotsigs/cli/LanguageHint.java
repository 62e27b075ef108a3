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
package org.spotsigs.cli;

import java.io.PrintWriter;
import java.util.Locale;
import org.spotsigs.analysis.Language;
import org.spotsigs.io.AnalysisSettings;

/**
 * The warning a run gives when most of its documents yield no signature: almost always text in
 * another language than the analysis expects (antecedents are function words of one language).
 */
public final class LanguageHint {
  private LanguageHint() {}

  /**
   * Warns on {@code err} if more than half of {@code documents} (and at least one) have no
   * signatures, naming {@code --language} and the language the run used.
   */
  public static void warnIfMostHaveNone(
      PrintWriter err, long withoutSignatures, long documents, String language) {
    if (withoutSignatures == 0
        || 2 * withoutSignatures <= documents
        || AnalysisSettings.AUTO.equals(language)) { // auto: the summary names each document's way

      return;
    }
    err.printf(
        Locale.ROOT,
        "spotsigs: warning: %,d of %,d documents have no signatures: is the text in %s? Give its"
            + " language with --language (%s)%n",
        withoutSignatures,
        documents,
        language == null || language.equals(Language.EN.code())
            ? "English"
            : "the language '" + language + "'",
        Language.codes());
  }
}
