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
 * {@link SectionedText}: an article cut into tables of several paragraphs with paragraphs of one
 * table between them is one text; its tables are no units, and the run is found again over them.
 */
public class TestSectionedText extends LuceneTestCase {
  public void testTablesOfOneText() {
    Random r = random();
    int changed = 0;
    int pages = atLeast(10);
    for (int iter = 0; iter < pages; iter++) {
      ArticlePages.Case c = ArticlePages.tabledArticle(r);
      Selection s = RuleHarness.before(c.html(), ArticleVersion.V5, SectionedText.RULE);
      int unitsBefore = s.units.size();
      SectionedText.RULE.apply(s);
      if (s.units.size() < unitsBefore) {
        changed++;
      }
      // every paragraph of the article is now in the run and in no unit
      for (String k : c.kept()) {
        int b = RuleHarness.block(s, k.substring(0, Math.min(40, k.length())));
        assertTrue(k, b >= s.run[0] && b <= s.run[1]);
        assertNull(k, s.unitOf[b]);
      }
    }
    assertTrue("the rule changed " + changed + " of " + pages + " pages", 2 * changed >= pages);
  }

  public void testNothingChangesWithoutUnits() {
    String html =
        "<html><body><p>"
            + RuleHarness.prose(random(), RuleHarness.TEXT, 40, 80)
            + "</p></body></html>";
    Selection s = RuleHarness.before(html, ArticleVersion.V6, SectionedText.RULE);
    int[] run = s.run.clone();
    SectionedText.RULE.apply(s);
    assertArrayEquals(run, s.run);
    assertTrue(s.units.isEmpty());
  }
}
