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
