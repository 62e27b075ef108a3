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
 * {@link TitleRegion}: the smallest element around the title heading with three times {@code
 * minWords} words of text after it is weighed as a declared article: a short post after its
 * headline outweighs a longer notice elsewhere.
 */
public class TestTitleRegion extends LuceneTestCase {
  public void testShortPostOutweighsANotice() {
    Random r = random();
    for (int iter = 0; iter < atLeast(10); iter++) {
      // two paragraphs each; scores: the post 30-34 (60-68 in the region), the notice 44-50, the
      // links between -60
      String post = RuleHarness.prose(r, RuleHarness.TEXT, 23, 25);
      String notice = RuleHarness.prose(r, RuleHarness.OTHER, 30, 33);
      String html =
          "<html><head><title>Ferry crossing</title></head><body><div id=post><h2>Ferry"
              + " crossing</h2><p>"
              + post
              + "</p><p>"
              + RuleHarness.prose(r, RuleHarness.TEXT, 23, 25)
              + "</p></div>"
              + TestDeclaredArticle.LINKS
              + "<div id=side><p>"
              + notice
              + "</p><p>"
              + RuleHarness.prose(r, RuleHarness.OTHER, 30, 33)
              + "</p></div></body></html>";
      Selection s = RuleHarness.before(html, ArticleVersion.V6, TitleRegion.RULE);
      double[] scores = s.score.clone();
      TitleRegion.RULE.apply(s);
      assertEquals("post", s.titleRegion.id());
      int p = RuleHarness.block(s, post);
      int n = RuleHarness.block(s, notice);
      assertEquals(scores[p] * DeclaredArticle.BOOST, s.score[p], 1e-9);
      assertEquals(scores[n], s.score[n], 0);
      String text = ArticleExtractor.builder().version(6).build().text(html);
      assertTrue(text.contains(post));
      assertFalse(text.contains(notice));
    }
  }
}
