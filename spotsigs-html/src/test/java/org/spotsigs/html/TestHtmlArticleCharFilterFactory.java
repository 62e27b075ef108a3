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
package org.spotsigs.html;

import java.io.IOException;
import java.util.HashMap;
import java.util.Map;
import org.apache.lucene.analysis.Analyzer;
import org.apache.lucene.analysis.CharFilterFactory;
import org.apache.lucene.analysis.custom.CustomAnalyzer;
import org.apache.lucene.tests.analysis.BaseTokenStreamTestCase;
import org.apache.lucene.util.ClasspathResourceLoader;
import org.spotsigs.analysis.SpotSigsAnalyzer;
import org.spotsigs.index.SignatureVector;

/** The {@code htmlArticle} factory: found by SPI, configured by name, usable in CustomAnalyzer. */
public class TestHtmlArticleCharFilterFactory extends BaseTokenStreamTestCase {

  public void testFoundBySpi() {
    assertTrue(
        CharFilterFactory.availableCharFilters().contains(HtmlArticleCharFilterFactory.NAME));
    assertEquals(HtmlArticleCharFilterFactory.class, CharFilterFactory.lookupClass("htmlArticle"));
  }

  /**
   * A CustomAnalyzer with htmlArticle, standard, lowercase and spotSigs gives the
   * SpotSigsAnalyzer's signatures.
   */
  public void testCustomAnalyzerEqualsSpotSigsAnalyzer() throws IOException {
    Analyzer custom =
        CustomAnalyzer.builder()
            .addCharFilter("htmlArticle")
            .withTokenizer("standard")
            .addTokenFilter("lowercase")
            .addTokenFilter("spotSigs")
            .build();
    SpotSigsAnalyzer spotsigs =
        SpotSigsAnalyzer.builder().textExtraction(ArticleExtractor.defaults()).build();
    for (int i = 0; i < atLeast(10); i++) {
      String html = RandomPages.page(random(), random().nextBoolean()).html();
      SignatureVector a = SignatureVector.analyze(custom, "f", html);
      assertFalse(a.isEmpty());
      assertEquals(a, SignatureVector.analyze(spotsigs, "f", html));
    }
    custom.close();
    spotsigs.close();
  }

  public void testSettingsByName() throws IOException {
    Map<String, String> args = new HashMap<>();
    args.put("minWords", "12");
    args.put("minStopWordRatio", "0.25");
    args.put("maxNesting", "3");
    HtmlArticleCharFilterFactory f = new HtmlArticleCharFilterFactory(args);
    assertEquals(
        ArticleExtractor.builder().minWords(12).minStopWordRatio(0.25).maxNesting(3).build(),
        f.extractor());
    assertTrue(
        f.extractor().id(),
        f.extractor().id().contains("minWords=12,")
            && f.extractor().id().contains("minStopWordRatio=0.25,"));
  }

  /** The version argument pins the algorithm an index was built with; without it, the current. */
  public void testVersion() {
    assertEquals(
        ArticleExtractor.VERSION,
        new HtmlArticleCharFilterFactory(new HashMap<>()).extractor().version());
    Map<String, String> args = new HashMap<>(Map.of("version", "1", "minWords", "10"));
    assertEquals(
        ArticleExtractor.builder().version(1).minWords(10).build(),
        new HtmlArticleCharFilterFactory(args).extractor());
    Map<String, String> future = new HashMap<>(Map.of("version", "99"));
    IllegalArgumentException e =
        expectThrows(
            IllegalArgumentException.class, () -> new HtmlArticleCharFilterFactory(future));
    assertTrue(e.getMessage(), e.getMessage().contains("version"));
  }

  public void testBadSettingsNamed() {
    Map<String, String> unknown = new HashMap<>(Map.of("minWord", "3"));
    IllegalArgumentException e =
        expectThrows(
            IllegalArgumentException.class, () -> new HtmlArticleCharFilterFactory(unknown));
    assertTrue(e.getMessage(), e.getMessage().contains("minWord"));
    Map<String, String> bad = new HashMap<>(Map.of("maxLinkDensity", "2"));
    e = expectThrows(IllegalArgumentException.class, () -> new HtmlArticleCharFilterFactory(bad));
    assertTrue(e.getMessage(), e.getMessage().contains("maxLinkDensity"));
    Map<String, String> nan = new HashMap<>(Map.of("minArticleWords", "lots"));
    e = expectThrows(IllegalArgumentException.class, () -> new HtmlArticleCharFilterFactory(nan));
    assertTrue(
        e.getMessage(),
        e.getMessage().contains("minArticleWords") && e.getMessage().contains("lots"));
  }

  /** Stop words of one's own from a resource: a page in that language keeps its article. */
  public void testStopWordsResource() throws IOException {
    Map<String, String> args =
        new HashMap<>(Map.of("stopWords", "org/spotsigs/html/stopwords-de.txt"));
    HtmlArticleCharFilterFactory f = new HtmlArticleCharFilterFactory(args);
    expectThrows(IllegalStateException.class, f::extractor);
    f.inform(new ClasspathResourceLoader(getClass().getClassLoader()));
    String[] words = {"Brücke", "Stadt", "Fluss", "Rat", "Bauarbeiten", "Sommer", "Kosten"};
    String[] stop = {"der", "die", "das", "und", "ist", "mit", "von", "nicht"};
    StringBuilder html =
        new StringBuilder(
            "<html><body><ul><li><a href=\"/\">Start</a></li><li><a href=\"/k\">Kontakt</a></li></ul><div>");
    for (int p = 0; p < 5; p++) {
      html.append("<p>");
      for (int w = 0; w < 40; w++) {
        html.append(w % 3 == 0 ? stop[(p + w) % stop.length] : words[(p * 7 + w) % words.length])
            .append(' ');
      }
      html.append("</p>");
    }
    String frame =
        "Impressum Datenschutz Presse Karriere Anzeigen Abonnement Archiv Newsletter Wetter Verkehr Sport "
            + "Kultur Wirtschaft Politik Regionales Ratgeber Reisen Gesundheit Wissen Digital Auto";
    html.append("</div><div>").append(frame).append("</div></body></html>");
    String german = f.extractor().text(html.toString());
    assertTrue(
        german,
        german.contains("Brücke") && !german.contains("Kontakt") && !german.contains(frame));
    // with the English list no block has enough stop words: nothing reads as an article, and every
    // block that is not a link list is kept, the frame's list of sections with it
    String english = ArticleExtractor.defaults().text(html.toString());
    assertTrue(english, english.contains("Brücke") && english.contains(frame));
  }
}
