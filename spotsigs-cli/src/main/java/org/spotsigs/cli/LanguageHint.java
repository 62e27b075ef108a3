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
