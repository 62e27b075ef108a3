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
import java.util.List;
import java.util.Random;
import org.apache.lucene.tests.util.LuceneTestCase;
import org.apache.lucene.tests.util.TestUtil;
import org.spotsigs.analysis.HtmlStripExtraction;
import org.spotsigs.analysis.SpotSigsAnalyzer;
import org.spotsigs.analysis.TextExtraction;
import org.spotsigs.core.Measure;
import org.spotsigs.index.SignatureVector;
import org.spotsigs.testing.TokenStreams;

/** Settings, ids and specs of the article extraction, and the analyzer's two paths. */
public class TestArticleExtractor extends LuceneTestCase {

  public void testIdRoundTrips() {
    Random r = random();
    for (int i = 0; i < atLeast(50); i++) {
      ArticleExtractor e =
          ArticleExtractor.builder()
              .version(
                  ArticleExtractor.FIRST_VERSION
                      + r.nextInt(
                          ArticleExtractor.LAST_VERSION - ArticleExtractor.FIRST_VERSION + 1))
              .minWords(r.nextInt(40))
              .maxLinkDensity(r.nextInt(11) / 10.0)
              .minStopWordRatio(r.nextInt(5) / 20.0)
              .minArticleWords(r.nextInt(300))
              .maxNesting(r.nextInt(6))
              .build();
      assertEquals(e, ArticleExtractor.parse(e.id()));
      assertEquals(e, Extractions.parse(e.id(), null));
      assertEquals(e.id(), ArticleExtractor.parse(e.id()).id());
    }
    assertEquals(ArticleExtractor.defaults(), ArticleExtractor.parse("article"));
    assertEquals(
        ArticleExtractor.builder().minWords(12).build(),
        ArticleExtractor.parse("article:minWords=12"));
    assertTrue(
        ArticleExtractor.defaults().id().startsWith("article/" + ArticleExtractor.VERSION + ":"));
  }

  /**
   * Every version of the algorithm stays available by its recorded id: an index built with version
   * 1 is read with version 1, not silently with the current one; a spec without a version is the
   * default one (version 6); version 7, newer, is there when asked for.
   */
  public void testVersions() {
    assertEquals(6, ArticleExtractor.VERSION);
    assertEquals(7, ArticleExtractor.LAST_VERSION);
    ArticleExtractor v7 = ArticleExtractor.builder().version(7).build();
    assertEquals(7, v7.version());
    assertTrue(v7.id(), v7.id().startsWith("article/7:minWords=8,"));
    assertEquals(v7, ArticleExtractor.parse(v7.id()));
    assertEquals(v7, ArticleExtractor.parse("article/7"));
    assertNotEquals(v7, ArticleExtractor.defaults());
    assertEquals(6, ArticleExtractor.parse("article").version());
    ArticleExtractor v1 = ArticleExtractor.builder().version(1).build();
    assertTrue(v1.id(), v1.id().startsWith("article/1:minWords=8,"));
    assertEquals(v1, ArticleExtractor.parse(v1.id()));
    assertEquals(v1, Extractions.parse(v1.id(), null));
    assertEquals(
        v1,
        ArticleExtractor.parse(
            "article/1:minWords=8,maxLinkDensity=0.5,minStopWordRatio=0.2,minArticleWords=100,maxNesting=2"));
    assertNotEquals(v1, ArticleExtractor.defaults());
    assertEquals(ArticleExtractor.defaults(), ArticleExtractor.parse("article/6"));
    assertNotEquals(ArticleExtractor.defaults(), ArticleExtractor.parse("article/4"));
    assertEquals(
        ArticleExtractor.builder().version(1).minWords(12).build(),
        ArticleExtractor.parse("article/1:minWords=12"));
    // the two versions read a quoting article differently, each the same way every time
    ArticlePages.Case page = ArticlePages.quotationsAndLists(new Random(random().nextLong()));
    String one = v1.text(page.html());
    String two = ArticleExtractor.defaults().text(page.html());
    assertNotEquals(one, two);
    assertEquals(one, ArticleExtractor.parse(v1.id()).text(page.html()));
    assertEquals(two, ArticleExtractor.parse("article").text(page.html()));
    expectThrows(IllegalArgumentException.class, () -> ArticleExtractor.builder().version(0));
    expectThrows(
        IllegalArgumentException.class,
        () -> ArticleExtractor.builder().version(ArticleExtractor.LAST_VERSION + 1));
  }

  public void testBadSpecs() {
    for (String bad :
        List.of(
            "article:minWords",
            "article:minWords=-1",
            "article:color=red",
            "article:maxLinkDensity=x",
            "articles",
            "article/999:minWords=10",
            "article/0",
            "article/" + (ArticleExtractor.LAST_VERSION + 1),
            "article/x:minWords=8")) {
      IllegalArgumentException e =
          expectThrows(IllegalArgumentException.class, () -> Extractions.parse(bad, null));
      assertNotNull(bad, e.getMessage());
    }
    IllegalArgumentException e =
        expectThrows(IllegalArgumentException.class, () -> Extractions.parse("article/999", null));
    assertTrue(e.getMessage(), e.getMessage().contains("version 999"));
    e = expectThrows(IllegalArgumentException.class, () -> Extractions.parse("readability", null));
    assertTrue(e.getMessage(), e.getMessage().contains("readability"));
  }

  public void testOtherExtractions() {
    assertSame(TextExtraction.NONE, Extractions.parse("none", null));
    assertEquals(new HtmlStripExtraction(20), Extractions.parse("html-strip", null));
    assertEquals(new HtmlStripExtraction(7), Extractions.parse("html-strip:minBlockWords=7", null));
    assertEquals(
        new HtmlStripExtraction(7), Extractions.parse(new HtmlStripExtraction(7).id(), null));
    expectThrows(IllegalArgumentException.class, () -> Extractions.parse("none:x=1", null));
    expectThrows(
        IllegalArgumentException.class,
        () -> Extractions.parse("html-strip:minBlockWords=-2", null));
  }

  public void testStopWordsInId() {
    ArticleExtractor e = ArticleExtractor.builder().stopWords(List.of("der", "die", "das")).build();
    assertTrue(e.id(), e.id().endsWith(",stopWords=3"));
    // the count in the id is not the words: an index records them beside it
    assertEquals(e, Extractions.parse(e.id(), List.of("der", "die", "das")));
    assertNotEquals(e, Extractions.parse(e.id(), null));
  }

  private static SignatureVector viaTokenStream(SpotSigsAnalyzer a, String text)
      throws IOException {
    return TokenStreams.vector(a, "f", text);
  }

  /**
   * The analyzer's direct path (text first, then tokens) gives exactly the signatures of its token
   * stream, from a string and from characters read in place.
   */
  public void testDirectPathEqualsTokenStream() throws IOException {
    Random r = random();
    SpotSigsAnalyzer a =
        SpotSigsAnalyzer.builder().textExtraction(ArticleExtractor.defaults()).build();
    for (int i = 0; i < atLeast(50); i++) {
      String text =
          switch (r.nextInt(4)) {
            case 0 -> TestUtil.randomHtmlishString(r, 500);
            case 1 -> TestUtil.randomRealisticUnicodeString(r, 300);
            default -> RandomPages.page(r, r.nextBoolean()).html();
          };
      SignatureVector expected = viaTokenStream(a, text);
      assertEquals(expected, a.extract("f", text));
      // the same text read in place from a larger array, whose characters past it must not count
      char[] chars = new char[text.length() + r.nextInt(40)];
      text.getChars(0, text.length(), chars, 0);
      for (int k = text.length(); k < chars.length; k++) {
        chars[k] = "<p>the cat &amp; a dog</p>".charAt(r.nextInt(26));
      }
      assertEquals(text, expected, a.extract("f", chars, text.length()));
      assertEquals(text, expected, SignatureVector.analyze(a, "f", chars, text.length()));
      assertEquals(
          text,
          ArticleExtractor.defaults().text(text),
          ArticleExtractor.defaults().text(chars, text.length()));
    }
    assertTrue(a.extractsChars());
    a.close();
  }

  /**
   * Two pages of one site frame whose sidebar is written in full sentences (less of them than the
   * article has), with different articles: with the strip filter the frame makes them alike, with
   * the article extraction they share nothing. Two frames around one article: the other way round.
   * (A sidebar with more prose than the article itself is read as the article: see the limits in
   * docs/EVALUATION.md.)
   */
  public void testFrameWithLongSentenceBoilerplate() throws IOException {
    Random r = random();
    String[] frameWords = {
      "newsletter", "subscribe", "partners", "advertising", "editors", "readers", "archive"
    };
    StringBuilder frame = new StringBuilder();
    for (int i = 0; i < 5; i++) {
      frame.append("<p>").append(RandomPages.paragraph(r, frameWords, 35, 45)).append("</p>");
    }
    String[] articleA = {"harbour", "ferry", "tides", "captain", "crossing"};
    String[] articleB = {"orchard", "harvest", "apples", "farmers", "market"};
    String a = page(r, articleA, frame.toString());
    String b = page(r, articleB, frame.toString());
    SpotSigsAnalyzer strip =
        SpotSigsAnalyzer.builder().textExtraction(new HtmlStripExtraction(20)).build();
    SpotSigsAnalyzer article =
        SpotSigsAnalyzer.builder().textExtraction(ArticleExtractor.defaults()).build();
    double stripped = strip.extract("f", a).similarity(strip.extract("f", b), Measure.MULTISET);
    double extracted =
        article.extract("f", a).similarity(article.extract("f", b), Measure.MULTISET);
    assertTrue("strip: " + stripped, stripped > 0.15);
    assertEquals(0.0, extracted, 0.0);

    String otherFrame =
        frame.toString().replace("newsletter", "gallery").replace("archive", "weather");
    String c = page(new Random(42), articleA, otherFrame);
    String d = page(new Random(42), articleA, frame.toString());
    assertEquals(
        1.0, article.extract("f", c).similarity(article.extract("f", d), Measure.MULTISET), 0.0);
    double strippedFrames =
        strip.extract("f", c).similarity(strip.extract("f", d), Measure.MULTISET);
    // how far the frames move the strip extraction's similarity depends on how many signatures the
    // random frame paragraphs give (it was above 0.9 for some seeds); that they move it at all is
    // the point
    assertTrue("strip: " + strippedFrames, strippedFrames < 1.0);
    strip.close();
    article.close();
  }

  private static String page(Random r, String[] words, String frame) {
    StringBuilder sb =
        new StringBuilder(
            "<html><body><div class=\"top\"><ul><li><a href=\"/\">Home</a></li>"
                + "<li><a href=\"/news\">News</a></li></ul></div><div class=\"wrap\"><div class=\"story\"><h1>Story</h1>");
    for (int i = 0; i < 5; i++) {
      sb.append("<p>").append(RandomPages.prose(r, words, 40, 60)).append("</p>");
    }
    return sb.append("</div><div class=\"side\">")
        .append(frame)
        .append("</div></div></body></html>")
        .toString();
  }
}
