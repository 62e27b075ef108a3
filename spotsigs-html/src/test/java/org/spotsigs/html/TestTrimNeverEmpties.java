package org.spotsigs.html;

import java.util.Random;
import org.apache.lucene.tests.util.LuceneTestCase;

/** {@link TrimNeverEmpties}: an emptied selection gets the blocks kept before the trim back. */
public class TestTrimNeverEmpties extends LuceneTestCase {
  public void testRestoresOnlyWhenEmpty() {
    Random r = random();
    for (int iter = 0; iter < atLeast(20); iter++) {
      RandomPages.Page page = RandomPages.page(r, true);
      Selection s = RuleHarness.before(page.html(), ArticleVersion.V6, TrimNeverEmpties.RULE);
      boolean empty = r.nextBoolean();
      if (empty) {
        java.util.Arrays.fill(s.keep, false);
      }
      boolean[] before = s.keep.clone();
      TrimNeverEmpties.RULE.apply(s);
      if (empty) {
        assertArrayEquals(s.beforeTrim, s.keep);
      } else if (!s.noneKept()) {
        assertArrayEquals(before, s.keep);
      }
    }
  }
}
