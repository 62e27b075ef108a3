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
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.apache.lucene.tests.util.LuceneTestCase;
import org.spotsigs.analysis.Language;
import org.spotsigs.analysis.LanguageDetector;
import org.spotsigs.analysis.TextExtraction;

/**
 * {@link ArticleExtractor#extract}: the same text as {@link ArticleExtractor#text}, and with {@code
 * language=auto} the language detected on the page's running text, so that the analysis detects a
 * page's language once: the language of the text for a page in one language (random pages of the
 * Universal Declaration of Human Rights' paragraphs, from the library's test resources), none
 * (null: the caller detects it) when a kept block is in another language, without markup, or when
 * the extractor does not detect languages.
 */
public class TestExtractedLanguage extends LuceneTestCase {
  private static final ArticleExtractor AUTO =
      ArticleExtractor.builder().autoLanguage(true).build();

  private static List<String> sample(Language l) throws IOException {
    String path = "org/spotsigs/analysis/udhr/" + l.code() + ".txt";
    try (InputStream in = TestExtractedLanguage.class.getClassLoader().getResourceAsStream(path)) {
      if (in == null) {
        return List.of();
      }
      List<String> paragraphs = new ArrayList<>();
      for (String line : new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\n")) {
        if (line.strip().length() >= 100) {
          paragraphs.add(line.strip());
        }
      }
      return paragraphs;
    }
  }

  /** A page of a few of {@code paragraphs} with a menu of links and a footer around them. */
  private static String page(Random r, List<String> paragraphs) {
    StringBuilder html = new StringBuilder("<html><head><title>t</title></head><body><ul>");
    for (int i = 0; i < 3 + r.nextInt(4); i++) {
      html.append("<li><a href=\"/").append(i).append("\">Link ").append(i).append("</a></li>");
    }
    html.append("</ul><article>");
    int from = r.nextInt(paragraphs.size());
    int n = 1 + r.nextInt(Math.min(6, paragraphs.size() - from));
    for (String p : paragraphs.subList(from, from + n)) {
      html.append("<p>").append(p).append("</p>");
    }
    return html.append("</article><footer>(c) 2026</footer></body></html>").toString();
  }

  private static void assertSameText(ArticleExtractor extractor, String html) {
    TextExtraction.Extracted e = extractor.extract(html);
    assertEquals(extractor.text(html), e.text());
    char[] chars = (html + "ignored").toCharArray();
    TextExtraction.Extracted inPlace = extractor.extract(chars, html.length());
    assertEquals(e, inPlace);
  }

  public void testPagesInOneLanguageTellTheLanguageOfTheirText() throws IOException {
    Random r = random();
    LanguageDetector detector = LanguageDetector.defaults();
    int told = 0;
    for (Language l : Language.values()) {
      List<String> paragraphs = sample(l);
      if (paragraphs.isEmpty()) {
        continue;
      }
      for (int iter = 0; iter < 3; iter++) {
        String html = page(r, paragraphs);
        assertSameText(AUTO, html);
        TextExtraction.Extracted e = AUTO.extract(html);
        Language ofText = detector.detect(e.text());
        if (e.language() != null) {
          told++;
          assertEquals(l + ": " + e.text(), ofText, e.language());
        } else {
          assertNull(l + ": a page in one language detected in none: " + e.text(), ofText);
        }
      }
    }
    assertTrue("pages whose language the extraction told: " + told, told >= 60);
  }

  public void testAKeptBlockInAnotherLanguageLeavesTheLanguageToTheCaller() {
    String html =
        MixedLanguageTexts.page(
            MixedLanguageTexts.ENGLISH, MixedLanguageTexts.ENGLISH, MixedLanguageTexts.GERMAN);
    TextExtraction.Extracted e = AUTO.extract(html);
    assertTrue(e.text(), e.text().contains("Die Brücke"));
    assertNull(e.language());
    assertSameText(AUTO, html);

    String english =
        MixedLanguageTexts.page(MixedLanguageTexts.ENGLISH, MixedLanguageTexts.ENGLISH);
    assertEquals(Language.EN, AUTO.extract(english).language());
  }

  public void testNoLanguageWithoutDetectionOrMarkup() {
    String html = MixedLanguageTexts.page(MixedLanguageTexts.ENGLISH);
    ArticleExtractor english = ArticleExtractor.defaults();
    assertNull(english.extract(html).language());
    assertSameText(english, html);
    String plain = MixedLanguageTexts.ENGLISH;
    assertEquals(new TextExtraction.Extracted(plain, null), AUTO.extract(plain));
    assertSameText(AUTO, plain);
  }
}
