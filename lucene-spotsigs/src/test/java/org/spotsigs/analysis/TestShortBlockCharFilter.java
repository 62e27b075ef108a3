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
import java.io.Reader;
import java.io.StringReader;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.apache.lucene.analysis.Analyzer;
import org.apache.lucene.analysis.CharFilter;
import org.apache.lucene.tests.analysis.BaseTokenStreamTestCase;
import org.apache.lucene.tests.util.TestUtil;
import org.spotsigs.index.SignatureVector;

public class TestShortBlockCharFilter extends BaseTokenStreamTestCase {

  /**
   * The oracle: lines with at least max(1, minWords) words, each with its line break; the whole
   * text if there is no such line.
   */
  private static String expected(String text, int minWords) {
    StringBuilder out = new StringBuilder();
    boolean any = false;
    int start = 0;
    while (start < text.length()) {
      int nl = text.indexOf('\n', start);
      int next = nl < 0 ? text.length() : nl + 1;
      String line = text.substring(start, nl < 0 ? text.length() : nl);
      int words = 0;
      for (String w : line.split("[^\\p{L}\\p{Nd}]+")) {
        if (!w.isEmpty()) {
          words++;
        }
      }
      if (words >= Math.max(1, minWords)) {
        out.append(text, start, next);
        any = true;
      }
      start = next;
    }
    return any ? out.toString() : text;
  }

  private static String randomText(Random r) {
    List<String> lines = new ArrayList<>();
    for (int i = r.nextInt(12); i >= 0; i--) {
      StringBuilder line = new StringBuilder();
      for (int w = r.nextInt(r.nextBoolean() ? 4 : 25); w > 0; w--) {
        line.append(
            r.nextInt(8) == 0
                ? TestUtil.randomUnicodeString(r, 3)
                : TestUtil.randomSimpleString(r, 1, 8));
        line.append(r.nextInt(5) == 0 ? ", " : " ");
      }
      lines.add(line.toString());
    }
    return String.join("\n", lines) + (r.nextBoolean() ? "\n" : "");
  }

  private static String readAll(Reader reader) throws IOException {
    StringBuilder sb = new StringBuilder();
    char[] buf = new char[1 + random().nextInt(64)];
    for (int n; (n = reader.read(buf, 0, buf.length)) != -1; ) {
      sb.append(buf, 0, n);
    }
    return sb.toString();
  }

  public void testKeepsLongBlocksAndCorrectsOffsets() throws IOException {
    Random r = random();
    for (int iter = 0; iter < atLeast(200); iter++) {
      String text = randomText(r);
      int minWords = r.nextInt(12);
      CharFilter filter = new ShortBlockCharFilter(new StringReader(text), minWords);
      String out = readAll(filter);
      assertEquals("minWords=" + minWords + " text=" + text, expected(text, minWords), out);
      // every character that is left maps back to the same character of the input
      for (int i = 0; i < out.length(); i++) {
        assertEquals("offset " + i, out.charAt(i), text.charAt(filter.correctOffset(i)));
      }
      filter.close();
    }
  }

  public void testDropsNavigationKeepsArticle() throws IOException {
    String article =
        "The council said the new bridge is a triumph of the city, and the builders have been"
            + " praised for the work that was done on the river in the spring.";
    String page =
        "<html><body><ul><li><a href=/>Home</a></li><li><a href=/n>The news is here</a></li></ul>"
            + "<h1>The bridge is open</h1><p>"
            + article.replace(", and", ",\nand")
            + "</p>"
            + "<div class=footer>Copyright 2008 the Daily Planet. All rights reserved.</div></body></html>";
    Analyzer all = SpotSigsAnalyzer.builder().minBlockWords(0).build();
    Analyzer longBlocks = SpotSigsAnalyzer.builder().minBlockWords(15).build();
    SignatureVector fromArticle = SignatureVector.analyze(all, "f", article);
    // the article paragraph (broken over two source lines) survives whole; the rest is dropped
    assertEquals(fromArticle, SignatureVector.analyze(longBlocks, "f", page));
    assertTrue(SignatureVector.analyze(all, "f", page).totalCount() > fromArticle.totalCount());
    // offsets of the signatures point into the page
    String[] terms = fromArticle.toMap().keySet().stream().sorted().toArray(String[]::new);
    assertTrue(terms.length > 3);
    checkRandomData(random(), longBlocks, 50 * RANDOM_MULTIPLIER);
    all.close();
    longBlocks.close();
  }

  /** An analyzer rebuilt from its builder keeps the minimum of the extraction it was given. */
  public void testToBuilderKeepsTheExtractionsMinimum() throws IOException {
    int min = random().nextInt(SpotSigsAnalyzer.DEFAULT_MIN_BLOCK_WORDS);
    try (SpotSigsAnalyzer given =
            SpotSigsAnalyzer.builder().textExtraction(new HtmlStripExtraction(min)).build();
        SpotSigsAnalyzer rebuilt = given.toBuilder().build()) {
      assertEquals(min, given.minBlockWords());
      assertEquals(min, rebuilt.minBlockWords());
    }
  }

  public void testShortDocumentsKeepTheirWords() throws IOException {
    String snippet = "the cat is on the mat";
    Analyzer a = SpotSigsAnalyzer.builder().minBlockWords(20).build();
    Analyzer all = SpotSigsAnalyzer.builder().minBlockWords(0).build();
    assertEquals(
        SignatureVector.analyze(all, "f", snippet), SignatureVector.analyze(a, "f", snippet));
    assertFalse(SignatureVector.analyze(a, "f", snippet).isEmpty());
    String shortPage = "<ul><li>the news is here</li><li>the cat is on the mat</li></ul>";
    assertEquals(
        SignatureVector.analyze(all, "f", shortPage), SignatureVector.analyze(a, "f", shortPage));
    a.close();
    all.close();
  }

  public void testNoEffectWithoutHtmlStripping() throws IOException {
    String text = "the cat\nis on the mat\nthe dog is out";
    Analyzer raw = SpotSigsAnalyzer.builder().stripHtml(false).minBlockWords(50).build();
    Analyzer rawAll = SpotSigsAnalyzer.builder().stripHtml(false).build();
    assertEquals(
        SignatureVector.analyze(rawAll, "f", text), SignatureVector.analyze(raw, "f", text));
    raw.close();
    rawAll.close();
  }

  public void testBadArgument() {
    expectThrows(
        IllegalArgumentException.class, () -> new ShortBlockCharFilter(new StringReader(""), -1));
    expectThrows(
        IllegalArgumentException.class, () -> SpotSigsAnalyzer.builder().minBlockWords(-1));
    // a token length the tokenizer refuses is refused when it is given, not at the first text
    expectThrows(
        IllegalArgumentException.class, () -> SpotSigsAnalyzer.builder().maxTokenLength(0));
    expectThrows(
        IllegalArgumentException.class,
        () ->
            SpotSigsAnalyzer.builder()
                .maxTokenLength(
                    org.apache.lucene.analysis.standard.StandardTokenizer.MAX_TOKEN_LENGTH_LIMIT
                        + 1));
    SpotSigsAnalyzer.builder()
        .maxTokenLength(
            org.apache.lucene.analysis.standard.StandardTokenizer.MAX_TOKEN_LENGTH_LIMIT)
        .build()
        .close();
  }
}
