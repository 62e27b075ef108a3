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

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.spotsigs.analysis.Language;
import org.spotsigs.analysis.SpotSigsAnalyzer;
import org.spotsigs.html.ArticleExtractor;
import org.spotsigs.index.SignatureVector;

/**
 * The settings both engine plugins read for their {@code spotsigs} analyzer and token filter:
 * {@code language: auto}, {@code min_signatures}, and one answer naming every bad setting.
 */
class AnalyzerSettingsTest {
  private static final String INDEX = IndexExtraction.newIndexDefault();

  private static final String ENGLISH =
      "<html><body><article><p>The committee said that the new bridge over the river will be"
          + " opened in the spring, and the mayor has promised that the old one is to be kept as a"
          + " footpath for the people of the town.</p><p>It was the largest project the city has"
          + " undertaken in a decade, and the council is to meet again in May.</p></article>"
          + "</body></html>";

  private static final String GERMAN =
      "<html><body><article><p>Der Ausschuss sagte, dass die neue Brücke über den Fluss im"
          + " Frühling eröffnet wird, und der Bürgermeister hat versprochen, dass die alte als"
          + " Fußweg für die Menschen der Stadt erhalten bleibt.</p><p>Es war das größte Projekt,"
          + " das die Stadt in einem Jahrzehnt unternommen hat, und der Rat wird im Mai wieder"
          + " tagen.</p></article></body></html>";

  @Test
  void autoLanguageIsTheLibrarysAutoAnalysis() {
    SpotSigsAnalyzer a =
        AnalyzerSettings.analyzer(
            "a", MapSettings.of("language", "auto", "min_signatures", "5"), INDEX);
    assertTrue(a.autoLanguage());
    assertEquals(5, a.minSignatures());
    assertEquals(ArticleExtractor.builder().autoLanguage(true).build(), a.textExtraction());
    SpotSigsAnalyzer library =
        SpotSigsAnalyzer.builder()
            .autoLanguage()
            .minSignatures(5)
            .textExtraction(ArticleExtractor.builder().autoLanguage(true).build())
            .build();
    for (String page : List.of(ENGLISH, GERMAN, "<p>too short</p>")) {
      SignatureVector got = SignatureVector.analyze(a, "f", page);
      SignatureVector expected = SignatureVector.analyze(library, "f", page);
      assertEquals(expected, got);
      assertEquals(expected.language(), got.language());
    }
    assertEquals("de", SignatureVector.analyze(a, "f", GERMAN).language());
    assertTrue(SignatureVector.analyze(a, "f", "<p>too short</p>").isFingerprint());
  }

  @Test
  void aForcedLanguageIsNotAuto() {
    SpotSigsAnalyzer a = AnalyzerSettings.analyzer("a", MapSettings.of("language", "de"), INDEX);
    assertFalse(a.autoLanguage());
    assertEquals(Language.DE, a.language());
    assertEquals(0, a.minSignatures());
    SignatureSettings s =
        SignatureSettings.parse("f", MapSettings.of("language", "AUTO "), java.util.Set.of());
    assertTrue(s.auto(), "auto is read whatever its case and spaces");
  }

  @Test
  void autoRefusesTheWordsOfOneLanguage() {
    IllegalArgumentException e =
        assertThrows(
            IllegalArgumentException.class,
            () ->
                AnalyzerSettings.analyzer(
                    "a",
                    MapSettings.of(
                        "language", "auto", "stopwords", List.of("der"), "distance", "2"),
                    INDEX));
    assertMentions(e, "[a]", "[stopwords] gives the words of one language", "[distance]");
    // the key is not a word setting: allowed with auto
    assertTrue(
        AnalyzerSettings.analyzer("a", MapSettings.of("language", "auto", "key", "chain"), INDEX)
            .autoLanguage());
  }

  @Test
  void theTokenFilterRefusesAuto() {
    IllegalArgumentException e =
        assertThrows(
            IllegalArgumentException.class,
            () -> SignatureSettings.forTokenFilter("f", MapSettings.of("language", "auto")));
    assertMentions(e, "[f]", "a token filter", "spotsigs analyzer");
    assertEquals(
        Language.FR,
        SignatureSettings.forTokenFilter("f", MapSettings.of("language", "fr")).language());
  }

  @Test
  void everyBadSettingIsNamedInOneAnswer() {
    IllegalArgumentException filter =
        assertThrows(
            IllegalArgumentException.class,
            () ->
                SignatureSettings.forTokenFilter(
                    "s",
                    MapSettings.of(
                        "distance", "far",
                        "chain_length", "long",
                        "antecedent_set", "nouns",
                        "language", "xx",
                        "colour", "1",
                        "size", "2")));
    assertMentions(
        filter,
        "[distance] must be an integer",
        "[chain_length] must be an integer",
        "unknown antecedent set",
        "xx",
        "unknown settings [colour, size]");
    IllegalArgumentException analyzer =
        assertThrows(
            IllegalArgumentException.class,
            () ->
                AnalyzerSettings.analyzer(
                    "a",
                    MapSettings.of(
                        "tokenization", "words",
                        "min_block_words", "many",
                        "key", "both",
                        "min_signatures", "-1",
                        "max_token_length", "long"),
                    INDEX));
    assertMentions(
        analyzer,
        "unknown tokenization [words]",
        "[min_block_words] must be an integer",
        "both",
        "[min_signatures] must be >= 0",
        "[max_token_length] must be an integer");
  }

  private static void assertMentions(Exception e, String... parts) {
    for (String p : parts) {
      assertTrue(e.getMessage().contains(p), () -> "[" + p + "] not in: " + e.getMessage());
    }
  }
}
