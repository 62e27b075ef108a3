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
import org.jsoup.nodes.Element;

/**
 * {@link KeepRun}: every block of the run is kept, and the container is the deepest element that
 * holds all of its positive blocks (outside units, when units were left out).
 */
public class TestKeepRun extends LuceneTestCase {
  public void testRunAndContainer() {
    Random r = random();
    for (int iter = 0; iter < atLeast(20); iter++) {
      RandomPages.Page page = RandomPages.page(r, r.nextBoolean());
      ArticleVersion v = r.nextBoolean() ? ArticleVersion.V2 : ArticleVersion.V6;
      Selection s = RuleHarness.before(page.html(), v, KeepRun.RULE);
      KeepRun.RULE.apply(s);
      Element oracle = null;
      for (int i = 0; i < s.size(); i++) {
        boolean inRun = i >= s.run[0] && i <= s.run[1];
        assertEquals(inRun, s.keep[i]);
        if (inRun && s.score[i] > 0 && !(s.unitsLeftOut && s.unitOf[i] != null)) {
          Element o = s.blocks.owner(i);
          if (oracle == null) {
            oracle = o;
          } else {
            while (!PageTree.isInside(o, oracle)) {
              oracle = oracle.parent();
            }
          }
        }
      }
      assertSame(oracle, s.container);
    }
  }
}
