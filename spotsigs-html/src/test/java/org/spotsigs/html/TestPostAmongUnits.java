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
