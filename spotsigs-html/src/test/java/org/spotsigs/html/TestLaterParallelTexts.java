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
 * {@link LaterParallelTexts}: the posts after the largest post of a front page, in elements of the
 * same markup as an earlier post, are kept again after the trim dropped them; the column after an
 * article in a layout table is not.
 */
public class TestLaterParallelTexts extends LuceneTestCase {
  public void testLaterPostsOfAFrontPage() {
    Random r = random();
    int restored = 0;
    int pages = atLeast(10);
    for (int iter = 0; iter < pages; iter++) {
      ArticlePages.Case c = ArticlePages.listingWithDominantPost(r);
      Selection s = RuleHarness.before(c.html(), ArticleVersion.V5, LaterParallelTexts.RULE);
      boolean[] trimmed = s.keep.clone();
      LaterParallelTexts.RULE.apply(s);
      for (int i = 0; i < s.size(); i++) {
        assertTrue("the rule only keeps", !trimmed[i] || s.keep[i]);
        if (s.keep[i] && !trimmed[i]) {
          assertTrue(s.beforeTrim[i]);
          assertTrue(i > s.lastInMain);
          restored++;
        }
      }
      for (String k : c.kept()) {
        int b = RuleHarness.block(s, k.substring(0, Math.min(40, k.length())));
        assertTrue(k, s.keep[b]);
      }
    }
    assertTrue(restored > 0);
  }

  public void testColumnAfterTheArticle() {
    Random r = random();
    for (int iter = 0; iter < atLeast(10); iter++) {
      ArticlePages.Case c = ArticlePages.columnsOfALayoutTable(r);
      Selection s = RuleHarness.before(c.html(), ArticleVersion.V5, LaterParallelTexts.RULE);
      boolean[] trimmed = s.keep.clone();
      LaterParallelTexts.RULE.apply(s);
      assertArrayEquals(trimmed, s.keep);
    }
  }
}
