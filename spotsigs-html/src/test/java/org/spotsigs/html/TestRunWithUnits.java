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
