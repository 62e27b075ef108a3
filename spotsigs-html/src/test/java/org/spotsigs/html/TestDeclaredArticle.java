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

import java.util.Random;
import org.apache.lucene.tests.util.LuceneTestCase;

/**
 * {@link DeclaredArticle}: the element that declares the article (itemprop=articleBody before
 * {@code <article>} before {@code <main>}) weighs its blocks up; several articles of comparable
 * size declare nothing; a short article in {@code <article>} outweighs a longer notice outside it.
 */
public class TestDeclaredArticle extends LuceneTestCase {
  /** Sixty words of links: a run that bridged them would lose more than either text brings. */
  static final String LINKS = links(60);

  static String links(int words) {
    StringBuilder sb = new StringBuilder("<ul>");
    for (int i = 0; i < words / 3; i++) {
      sb.append("<li><a href=\"/").append(i).append("\">more news here</a></li>");
    }
    return sb.append("</ul>").toString();
  }

  public void testWeights() {
    Random r = random();
    for (int iter = 0; iter < atLeast(10); iter++) {
      String html =
          "<html><body><main id=m><article id=a><h1>Crossing</h1><p>"
              + RuleHarness.prose(r, RuleHarness.TEXT, 30, 50)
              + "</p><p>4 May</p><div itemprop=articleBody id=b><p>"
              + RuleHarness.prose(r, RuleHarness.TEXT, 30, 50)
              + "</p><p>Photo: Ann</p></div></article><div id=notice><p>"
              + RuleHarness.prose(r, RuleHarness.OTHER, 60, 90)
              + "</p></div></main></body></html>";
      Selection s = RuleHarness.before(html, ArticleVersion.V6, DeclaredArticle.RULE);
      double[] before = s.score.clone();
      DeclaredArticle.RULE.apply(s);
      assertEquals("b", s.declared.id());
      for (int i = 0; i < s.size(); i++) {
        boolean inside = PageTree.isInside(s.blocks.owner(i), s.declared);
        double want =
            !inside
                ? before[i]
                : before[i] > 0
                    ? before[i] * DeclaredArticle.BOOST
                    : s.linkDense(i) ? before[i] : before[i] * DeclaredArticle.DAMPING;
        assertEquals(want, s.score[i], 1e-9);
      }
    }
  }

  public void testArticleOutweighsALongerNotice() {
    Random r = random();
    for (int iter = 0; iter < atLeast(10); iter++) {
      // two paragraphs each (a run of one paragraph would take its parent as container); scores:
      // the article 30-34 (60-68 declared), the notice 44-50, the links between -60
      String article = RuleHarness.prose(r, RuleHarness.TEXT, 23, 25);
      String html =
          "<html><body><article><p>"
              + article
              + "</p><p>"
              + RuleHarness.prose(r, RuleHarness.TEXT, 23, 25)
              + "</p></article>"
              + LINKS
              + "<div><p>"
              + RuleHarness.prose(r, RuleHarness.OTHER, 30, 33)
              + "</p><p>"
              + RuleHarness.prose(r, RuleHarness.OTHER, 30, 33)
              + "</p></div></body></html>";
      String v5 = ArticleExtractor.builder().version(5).build().text(html);
      String v6 = ArticleExtractor.builder().version(6).build().text(html);
      assertFalse(v5.contains(article)); // the longer notice wins without the evidence
      assertTrue(v6.contains(article));
    }
  }

  public void testSeveralArticlesDeclareNothing() {
    Random r = random();
    StringBuilder html = new StringBuilder("<html><body>");
    for (int i = 0; i < 3; i++) {
      html.append("<article><h2>Teaser</h2><p>")
          .append(RuleHarness.prose(r, RuleHarness.TEXT, 30, 30))
          .append("</p></article>");
    }
    Selection s =
        RuleHarness.before(html + "</body></html>", ArticleVersion.V6, DeclaredArticle.RULE);
    DeclaredArticle.RULE.apply(s);
    assertNull(s.declared);
  }
}
