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

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.spotsigs.analysis.SpotSigsAnalyzer;
import org.spotsigs.cli.command.AnalysisOptions;
import org.spotsigs.index.SignatureVector;
import org.spotsigs.io.AnalysisSettings;

class AnalysisSettingsTest {
  private static final String PAGE =
      "<html><body><ul><li>Home</li><li>The news is here</li></ul><p>The council said the"
          + " new bridge is a triumph of the city, and the builders have been praised for the work that was done on the"
          + " river.</p></body></html>";

  @Test
  void settingsRoundTripWithTheBlockFilter() {
    AnalysisSettings s =
        new AnalysisSettings(
            "the(1,2) is(1,2)", "antecedent", true, 20, "standard", null, null, null, null, 0);
    assertEquals(s, AnalysisSettings.fromJson(s.toJson()));
    assertEquals(20, s.analyzer().minBlockWords());
  }

  @Test
  void anIndexWrittenBeforeTheBlockFilterKeepsItsAnalysis() {
    // stored by a version without minBlockWords: those indexes were analyzed with every block kept
    AnalysisSettings old =
        AnalysisSettings.fromJson(
            "{\"spots\":\"the(1,2) is(1,2)\",\"key\":\"antecedent\",\"stripHtml\":true,\"tokenization\":\"standard\"}");
    assertEquals(0, old.minBlockWords());
    assertEquals("en", old.language()); // and English: the only language there was
    SpotSigsAnalyzer keepAll =
        SpotSigsAnalyzer.builder()
            .spotSet(org.spotsigs.analysis.SpotSet.parse("the(1,2) is(1,2)"))
            .minBlockWords(0)
            .build();
    assertEquals(
        SignatureVector.analyze(keepAll, "f", PAGE),
        SignatureVector.analyze(old.analyzer(), "f", PAGE));
  }

  @Test
  void theLanguageIsRecordedAndDecidesTheStopWordsAndWordFilters() {
    String text =
        "L'homme est dans la maison. Le chat de l'homme est sur la table, et le chien a faim ce soir.";
    AnalysisSettings fr =
        new AnalysisSettings(
            org.spotsigs.analysis.Language.FR.spotSet().toString(),
            "antecedent",
            true,
            20,
            "standard",
            null,
            null,
            "fr",
            null,
            0);
    AnalysisSettings back = AnalysisSettings.fromJson(fr.toJson());
    assertEquals(fr, back);
    assertEquals(org.spotsigs.analysis.Language.FR, back.analyzer().language());
    SpotSigsAnalyzer expected =
        SpotSigsAnalyzer.builder().language(org.spotsigs.analysis.Language.FR).build();
    assertEquals(
        SignatureVector.analyze(expected, "f", text),
        SignatureVector.analyze(back.analyzer(), "f", text));
    // "en" given and "en" by default (an old index) are the same settings
    AnalysisSettings en =
        new AnalysisSettings(
            "the(1,2)", "antecedent", true, 20, "standard", null, null, "en", null, 0);
    assertEquals(
        en,
        new AnalysisSettings(
            "the(1,2)", "antecedent", true, 20, "standard", null, null, null, null, 0));
  }

  /**
   * A page whose frame has a sentence of more than 20 words: the strip extraction keeps it, the
   * article extraction does not.
   */
  private static final String FRAMED =
      "<html><body><div><h1>Bridge</h1><p>The council said the new bridge is a triumph of"
          + " the city, and the builders have been praised for the work that was done on the river this year.</p><p>The mayor"
          + " has said that the bridge will be opened in the spring, and that the old one is to be taken down.</p></div>"
          + "<div class=\"side\"><p>The site is written by a team of editors who have been covering the city for years and who"
          + " are glad to hear from the readers of the site at any time of the day.</p></div></body></html>";

  @Test
  void newSettingsRecordTheArticleExtraction() throws Exception {
    AnalysisSettings s = new AnalysisOptions().settings();
    // the default: the article extraction, counting each page's own stop words (language auto)
    org.spotsigs.html.ArticleExtractor auto =
        org.spotsigs.html.ArticleExtractor.builder().autoLanguage(true).build();
    assertEquals(auto.id(), s.extraction());
    assertEquals("auto", s.language());
    assertEquals(AnalysisOptions.FINGERPRINT_BELOW, s.minSignatures());
    AnalysisSettings back = AnalysisSettings.fromJson(s.toJson());
    assertEquals(s, back);
    assertEquals(auto, back.analyzer().textExtraction());
    assertTrue(back.analyzer().autoLanguage());
    SpotSigsAnalyzer article =
        SpotSigsAnalyzer.builder()
            .textExtraction(org.spotsigs.html.ArticleExtractor.defaults())
            .build();
    assertEquals(
        SignatureVector.analyze(article, "f", FRAMED),
        SignatureVector.analyze(back.analyzer(), "f", FRAMED));
  }

  /**
   * The settings an index records (JSON) with the default spots and {@code minBlockWords}, then
   * {@code more} (further fields, each after a comma).
   */
  private static String defaultSettings(int minBlockWords, String more) {
    return "{\"spots\":\""
        + org.spotsigs.analysis.SpotSet.defaults()
        + "\",\"key\":\"antecedent\",\"stripHtml\":true,\"minBlockWords\":"
        + minBlockWords
        + ",\"tokenization\":\"standard\""
        + more
        + "}";
  }

  @Test
  void anIndexWrittenBeforeExtractionsWereRecordedKeepsTheStripExtraction() {
    AnalysisSettings old = AnalysisSettings.fromJson(defaultSettings(20, ""));
    assertEquals(
        new org.spotsigs.analysis.HtmlStripExtraction(20), old.analyzer().textExtraction());
    SignatureVector stripped = SignatureVector.analyze(new SpotSigsAnalyzer(), "f", FRAMED);
    assertEquals(stripped, SignatureVector.analyze(old.analyzer(), "f", FRAMED));
    SpotSigsAnalyzer article =
        SpotSigsAnalyzer.builder()
            .textExtraction(org.spotsigs.html.ArticleExtractor.defaults())
            .build();
    org.junit.jupiter.api.Assertions.assertNotEquals(
        stripped,
        SignatureVector.analyze(article, "f", FRAMED),
        "the page must tell the two extractions apart");
    // and the same settings written out are the same settings
    assertEquals(
        old.normalized(),
        new AnalysisSettings(
                old.spots(),
                "antecedent",
                true,
                20,
                "standard",
                null,
                null,
                null,
                "html-strip:minBlockWords=20",
                0)
            .normalized());
  }

  /** The settings of an index built with version 1 of the article extraction give version 1. */
  @Test
  void anIndexOfArticleVersionOneKeepsIt() {
    AnalysisSettings v1 =
        AnalysisSettings.fromJson(
            defaultSettings(
                0,
                ",\"extraction\":\"article/1:minWords=8,maxLinkDensity=0.5,minStopWordRatio=0.2,minArticleWords=100,maxNesting=2\""));
    assertEquals(
        org.spotsigs.html.ArticleExtractor.builder().version(1).build(),
        v1.analyzer().textExtraction());
    org.junit.jupiter.api.Assertions.assertNotEquals(
        org.spotsigs.html.ArticleExtractor.defaults(), v1.analyzer().textExtraction());
  }

  @Test
  void anExtractionThisBuildDoesNotHaveIsRefused() {
    AnalysisSettings future =
        AnalysisSettings.fromJson(
            "{\"spots\":\"the(1,2)\",\"key\":\"antecedent\",\"stripHtml\":true,"
                + "\"minBlockWords\":0,\"tokenization\":\"standard\",\"extraction\":\"article/99:minWords=8\"}");
    IllegalArgumentException e =
        org.junit.jupiter.api.Assertions.assertThrows(
            IllegalArgumentException.class, future::analyzer);
    org.junit.jupiter.api.Assertions.assertTrue(
        e.getMessage().contains("version 99"), e.getMessage());
  }
}
