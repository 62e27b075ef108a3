package org.spotsigs.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;
import org.spotsigs.analysis.SpotSigsAnalyzer;
import org.spotsigs.index.SignatureVector;

class AnalysisSettingsTest {
  private static final String PAGE = "<html><body><ul><li>Home</li><li>The news is here</li></ul><p>The council said the"
      + " new bridge is a triumph of the city, and the builders have been praised for the work that was done on the"
      + " river.</p></body></html>";

  @Test
  void settingsRoundTripWithTheBlockFilter() {
    AnalysisSettings s = new AnalysisSettings("the(1,2) is(1,2)", "antecedent", true, 20, "standard", null, null, null, null);
    assertEquals(s, AnalysisSettings.fromJson(s.toJson()));
    assertEquals(20, s.analyzer().minBlockWords());
  }

  @Test
  void anIndexWrittenBeforeTheBlockFilterKeepsItsAnalysis() {
    // stored by a version without minBlockWords: those indexes were analyzed with every block kept
    AnalysisSettings old = AnalysisSettings.fromJson(
        "{\"spots\":\"the(1,2) is(1,2)\",\"key\":\"antecedent\",\"stripHtml\":true,\"tokenization\":\"standard\"}");
    assertEquals(0, old.minBlockWords());
    assertEquals("en", old.language()); // and English: the only language there was
    SpotSigsAnalyzer keepAll = SpotSigsAnalyzer.builder().spotSet(org.spotsigs.analysis.SpotSet.parse("the(1,2) is(1,2)"))
        .minBlockWords(0).build();
    assertEquals(SignatureVector.analyze(keepAll, "f", PAGE), SignatureVector.analyze(old.analyzer(), "f", PAGE));
  }

  @Test
  void theLanguageIsRecordedAndDecidesTheStopWordsAndWordFilters() {
    String text = "L'homme est dans la maison. Le chat de l'homme est sur la table, et le chien a faim ce soir.";
    AnalysisSettings fr = new AnalysisSettings(org.spotsigs.analysis.Language.FR.spotSet().toString(), "antecedent", true, 20,
        "standard", null, null, "fr", null);
    AnalysisSettings back = AnalysisSettings.fromJson(fr.toJson());
    assertEquals(fr, back);
    assertEquals(org.spotsigs.analysis.Language.FR, back.analyzer().language());
    SpotSigsAnalyzer expected = SpotSigsAnalyzer.builder().language(org.spotsigs.analysis.Language.FR).build();
    assertEquals(SignatureVector.analyze(expected, "f", text), SignatureVector.analyze(back.analyzer(), "f", text));
    // "en" given and "en" by default (an old index) are the same settings
    AnalysisSettings en = new AnalysisSettings("the(1,2)", "antecedent", true, 20, "standard", null, null, "en", null);
    assertEquals(en, new AnalysisSettings("the(1,2)", "antecedent", true, 20, "standard", null, null, null, null));
  }
}
