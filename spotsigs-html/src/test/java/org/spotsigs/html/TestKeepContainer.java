package org.spotsigs.html;

import java.util.Random;
import org.apache.lucene.tests.util.LuceneTestCase;

/**
 * {@link KeepContainer}: the blocks inside the container that are not mostly link text (and not in
 * units left out) are kept; link lists and the blocks outside stay as they were.
 */
public class TestKeepContainer extends LuceneTestCase {
  public void testContainerBlocks() {
    Random r = random();
    for (int iter = 0; iter < atLeast(20); iter++) {
      RandomPages.Page page = RandomPages.page(r, r.nextBoolean());
      Selection s = RuleHarness.before(page.html(), ArticleVersion.V6, KeepContainer.RULE);
      boolean[] before = s.keep.clone();
      KeepContainer.RULE.apply(s);
      for (int i = 0; i < s.size(); i++) {
        boolean want =
            before[i]
                || (s.blocks.words(i) > 0
                    && !s.linkDense(i)
                    && !(s.unitsLeftOut && s.unitOf[i] != null)
                    && PageTree.isInside(s.blocks.owner(i), s.container));
        assertEquals(s.blocks.blockText(i), want, s.keep[i]);
      }
    }
  }
}
