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
 * {@link SemanticBoilerplate}: text in navigation, footers and complementary boxes (by tag or ARIA
 * role) counts against the article with all its words, unless it lies inside the declared article.
 */
public class TestSemanticBoilerplate extends LuceneTestCase {
  private static final String[] BOXES = {
    "<footer>%s</footer>",
    "<nav>%s</nav>",
    "<aside>%s</aside>",
    "<div role=contentinfo>%s</div>",
    "<div role=\"navigation\">%s</div>",
    "<section role=complementary>%s</section>"
  };

  public void testBoxesCountAgainst() {
    Random r = random();
    for (int iter = 0; iter < atLeast(20); iter++) {
      String box = BOXES[r.nextInt(BOXES.length)];
      String notice = RuleHarness.prose(r, RuleHarness.OTHER, 30, 60);
      String quote = RuleHarness.prose(r, RuleHarness.TEXT, 20, 30);
      String html =
          "<html><body><article><p>"
              + RuleHarness.prose(r, RuleHarness.TEXT, 40, 60)
              + "</p>"
              + String.format(box, "<p>" + quote + "</p>")
              + "</article>"
              + String.format(box, "<p>" + notice + "</p>")
              + "</body></html>";
      Selection s = RuleHarness.before(html, ArticleVersion.V6, SemanticBoilerplate.RULE);
      double[] before = s.score.clone();
      SemanticBoilerplate.RULE.apply(s);
      int n = RuleHarness.block(s, notice);
      int q = RuleHarness.block(s, quote);
      assertEquals(-s.blocks.words(n), s.score[n], 0);
      assertEquals(before[q], s.score[q], 0); // inside the declared article
      assertEquals(before[0], s.score[0], 0);
    }
  }
}
