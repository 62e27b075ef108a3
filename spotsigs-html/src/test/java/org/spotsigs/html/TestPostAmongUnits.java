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
 * {@link PostAmongUnits}: a unit before the run found without units that holds more than twice its
 * words is the post among its comments; the units are then not left out. A long comment after the
 * run changes nothing.
 */
public class TestPostAmongUnits extends LuceneTestCase {
  public void testPostBeforeTheRun() {
    Random r = random();
    int flipped = 0;
    int pages = atLeast(10);
    for (int iter = 0; iter < pages; iter++) {
      ArticlePages.Case c = ArticlePages.postAmongComments(r);
      Selection s = RuleHarness.before(c.html(), ArticleVersion.V5, PostAmongUnits.RULE);
      boolean before = s.unitsLeftOut;
      PostAmongUnits.RULE.apply(s);
      assertTrue("the rule only ever keeps units in", before || !s.unitsLeftOut);
      if (before && !s.unitsLeftOut) {
        flipped++;
      }
    }
    assertTrue(flipped + " of " + pages, 4 * flipped >= pages);
  }

  public void testLongCommentAfterTheArticle() {
    Random r = random();
    for (int iter = 0; iter < atLeast(10); iter++) {
      ArticlePages.Case c = ArticlePages.longCommentAfterShortArticle(r);
      Selection s = RuleHarness.before(c.html(), ArticleVersion.V5, PostAmongUnits.RULE);
      boolean before = s.unitsLeftOut;
      PostAmongUnits.RULE.apply(s);
      assertEquals(before, s.unitsLeftOut);
    }
  }
}
