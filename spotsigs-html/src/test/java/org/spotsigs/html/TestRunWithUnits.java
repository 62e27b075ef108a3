package org.spotsigs.html;

import java.util.Random;
import org.apache.lucene.tests.util.LuceneTestCase;

/**
 * {@link RunWithUnits}: a page of nothing but units (a listing) finds its run with them; a page
 * whose units were left out keeps the run found without them.
 */
public class TestRunWithUnits extends LuceneTestCase {
  public void testListing() {
    Random r = random();
    for (int iter = 0; iter < atLeast(10); iter++) {
      ArticlePages.Case c = ArticlePages.listing(r);
      Selection s = RuleHarness.before(c.html(), ArticleVersion.V6, RunWithUnits.RULE);
      int[] without = s.run == null ? null : s.run.clone();
      RunWithUnits.RULE.apply(s);
      if (s.unitsLeftOut) {
        assertArrayEquals(without, s.run);
      } else {
        assertArrayEquals(s.bestRun(true), s.run);
        boolean inUnit = false;
        for (int i = s.run[0]; i <= s.run[1]; i++) {
          inUnit |= s.unitOf[i] != null && s.score[i] > 0;
        }
        assertTrue("the run holds the units' text", inUnit);
      }
    }
  }
}
