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
package org.spotsigs.analysis;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.apache.lucene.analysis.Analyzer;
import org.apache.lucene.analysis.custom.CustomAnalyzer;
import org.apache.lucene.tests.analysis.BaseTokenStreamTestCase;
import org.spotsigs.core.Measure;
import org.spotsigs.core.Threshold;
import org.spotsigs.dedup.DedupResult;
import org.spotsigs.dedup.Deduplicator;
import org.spotsigs.dedup.VectorCollection;
import org.spotsigs.index.SignatureVector;

/**
 * Every {@link Language} on texts written for the test (resources languages/CODE.txt): an edited
 * copy of a story is found at tau 0.5, an unrelated story of the same language is not; and the word
 * filters of French, Chinese and Japanese give the signatures worked out by hand.
 */
public class TestLanguages extends BaseTokenStreamTestCase {
  private record Texts(String story, String edited, String unrelated) {}

  private static Texts texts(Language language) throws IOException {
    List<String> lines;
    try (InputStream in =
        TestLanguages.class.getResourceAsStream("languages/" + language.code() + ".txt")) {
      lines = new String(in.readAllBytes(), StandardCharsets.UTF_8).lines().toList();
    }
    String story = lines.get(0);
    String edited = story;
    for (String swap : lines.get(2).split("\\|")) {
      String[] ab = swap.split("=>");
      assertTrue(language + ": " + ab[0] + " is in the story", edited.contains(ab[0]));
      edited = edited.replace(ab[0], ab[1]);
    }
    boolean cjk = language == Language.ZH || language == Language.JA;
    String end = cjk ? "。" : ". ";
    List<String> sentences =
        new ArrayList<>(List.of(edited.split(java.util.regex.Pattern.quote(end))));
    assertTrue(language + ": five sentences or more", sentences.size() >= 5);
    sentences.remove(3);
    return new Texts(story, String.join(end, sentences), lines.get(1));
  }

  /** The languages with a story written for the test (the others: TestAutoLanguage's samples). */
  private static final List<Language> WRITTEN =
      List.of(
          Language.EN,
          Language.DE,
          Language.FR,
          Language.ES,
          Language.IT,
          Language.NL,
          Language.PT,
          Language.SV,
          Language.RU,
          Language.ZH,
          Language.JA);

  public void testAnEditedCopyIsFoundAndAnUnrelatedTextIsNot() throws IOException {
    Threshold tau = Threshold.of(0.5);
    for (Language language : WRITTEN) {
      Texts t = texts(language);
      SpotSigsAnalyzer analyzer = SpotSigsAnalyzer.builder().language(language).build();
      SignatureVector story = SignatureVector.analyze(analyzer, "f", t.story());
      SignatureVector edited = SignatureVector.analyze(analyzer, "f", t.edited());
      SignatureVector unrelated = SignatureVector.analyze(analyzer, "f", t.unrelated());
      assertTrue(
          language + ": signatures " + story.totalCount(),
          story.totalCount() >= 8 && unrelated.totalCount() >= 8);
      double copy = story.similarity(edited, Measure.MULTISET);
      double other = story.similarity(unrelated, Measure.MULTISET);
      assertTrue(language + ": the edited copy is at " + copy, copy >= 0.5 && copy < 1);
      assertTrue(language + ": the unrelated story is at " + other, other <= 0.1);

      VectorCollection.Builder vectors = VectorCollection.builder();
      vectors.add(story);
      vectors.add(unrelated);
      vectors.add(edited);
      DedupResult pairs = Deduplicator.builder(tau).build().run(vectors.build());
      assertEquals(language + ": one pair", 1, pairs.size());
      assertEquals(language.toString(), 0, Math.min(pairs.docA(0), pairs.docB(0)));
      assertEquals(language.toString(), 2, Math.max(pairs.docA(0), pairs.docB(0)));
    }
  }

  public void testEnglishAntecedentsFindNothingInRussianChineseOrJapanese() throws IOException {
    SpotSigsAnalyzer english = new SpotSigsAnalyzer();
    for (Language language : List.of(Language.RU, Language.ZH, Language.JA)) {
      assertEquals(
          language.toString(),
          0,
          SignatureVector.analyze(english, "f", texts(language).story()).totalCount());
    }
  }

  public void testWordFiltersOfFrenchChineseAndJapanese() throws IOException {
    // elision: l'eau is eau; "dans" and "de" are stop words, "la" an antecedent the chains step
    // over
    assertAnalyzesTo(
        SpotSigsAnalyzer.builder().language(Language.FR).stripHtml(false).build(),
        "L'homme est dans la maison de l'eau",
        new String[] {"est:maison:eau", "la:maison:eau"});
    // bigrams between function characters: 经济 的 发展 是 重要 的
    assertAnalyzesTo(
        SpotSigsAnalyzer.builder().language(Language.ZH).stripHtml(false).build(),
        "经济的发展是重要的",
        new String[] {"的:发展:重要", "是:重要"});
    // hiragana are stop words: 東京 の 大学 は 大 き い
    assertAnalyzesTo(
        SpotSigsAnalyzer.builder().language(Language.JA).stripHtml(false).build(),
        "東京の大学は大きい",
        new String[] {"の:大学:大", "は:大"});
    // full-width Latin letters are folded before the signatures
    assertAnalyzesTo(
        SpotSigsAnalyzer.builder().language(Language.ZH).stripHtml(false).build(),
        "的ＡＢＣ公司",
        new String[] {"的:abc:公司"});
  }

  public void testTheFactoryRunsTheSameWordFilters() throws IOException {
    for (Language language : Language.values()) {
      Analyzer custom =
          CustomAnalyzer.builder()
              .withTokenizer("standard")
              .addTokenFilter("lowercase")
              .addTokenFilter("spotSigs", "language", language.code())
              .build();
      SpotSigsAnalyzer library =
          SpotSigsAnalyzer.builder().language(language).stripHtml(false).build();
      List<String> texts =
          WRITTEN.contains(language)
              ? List.of(texts(language).story(), texts(language).unrelated())
              : language == Language.CKB
                  ? List.of(
                      "ئەم یاسایە بۆ هەموو خەڵکی کوردستان دەبێت و لە ساڵی داهاتوودا جێبەجێ دەکرێت.")
                  : TestLanguageDetector.sample(language.code());
      for (String text : texts) {
        assertEquals(
            language.toString(),
            SignatureVector.analyze(library, "f", text),
            SignatureVector.analyze(custom, "f", text));
      }
      custom.close();
    }
  }

  public void testStopWordsAreLucenesAndReachableAsPlainSets() {
    assertTrue(Language.DE.stopWords().contains("und"));
    assertTrue(Language.DE.stopWordList().contains("und"));
    assertTrue(Language.FR.stopWords().contains("dans"));
    assertTrue(Language.RU.stopWords().contains("и"));
    assertEquals(StopWords.englishList(), Language.EN.stopWordList());
    assertEquals(AntecedentSet.ARTICLES_AND_AUXILIARIES.words(), Language.EN.antecedents());
    for (Language language : Language.values()) {
      assertEquals(language, Language.forCode(language.code().toUpperCase(java.util.Locale.ROOT)));
      assertEquals(
          language.spotSet(), SpotSigsAnalyzer.builder().language(language).build().spotSet());
    }
    IllegalArgumentException e =
        expectThrows(IllegalArgumentException.class, () -> Language.forCode("xx"));
    assertEquals("unknown language 'xx'; valid: " + Language.codes(), e.getMessage());
    assertTrue(Language.values().length >= 40);
  }

  public void testRandomData() throws IOException {
    for (Language language :
        List.of(
            Language.FR,
            Language.ZH,
            Language.JA,
            Language.TH,
            Language.AR,
            Language.FA,
            Language.CKB,
            Language.EL,
            Language.SR,
            Language.TR,
            Language.CA,
            Language.GA)) {
      Analyzer a = SpotSigsAnalyzer.builder().language(language).stripHtml(false).build();
      checkRandomData(random(), a, 50 * RANDOM_MULTIPLIER);
      a.close();
    }
    Analyzer auto = SpotSigsAnalyzer.builder().autoLanguage().minSignatures(5).build();
    checkRandomData(random(), auto, 50 * RANDOM_MULTIPLIER);
    auto.close();
  }
}
