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
 * {@link BestRunWithoutUnits} against a brute-force oracle: the run's total score is the largest of
 * any run of consecutive blocks, the positive blocks inside units counting for nothing.
 */
public class TestBestRunWithoutUnits extends LuceneTestCase {
  public void testLargestSumOfAnyRun() {
    Random r = random();
    for (int iter = 0; iter < atLeast(40); iter++) {
      StringBuilder html = new StringBuilder("<html><body>");
      for (int part = 0, parts = 1 + r.nextInt(6); part < parts; part++) {
        switch (part == 0 ? 0 : r.nextInt(4)) { // prose first: no page of short lines alone
          case 0 -> { // prose
            html.append("<p>")
                .append(RuleHarness.prose(r, RuleHarness.TEXT, part == 0 ? 20 : 1, 60))
                .append("</p>");
          }
          case 1 -> { // links
            html.append("<ul><li><a href=\"/a\">")
                .append(RandomPages.sentence(r, RuleHarness.OTHER, 1 + r.nextInt(8)))
                .append("</a></li></ul>");
          }
          case 2 -> { // a group of units
            html.append("<div>");
            for (int u = 0; u < 3; u++) {
              html.append("<div><p>Ann</p><p>")
                  .append(RuleHarness.prose(r, RuleHarness.REPLIES, 15, 25))
                  .append("</p></div>");
            }
            html.append("</div>");
          }
          default ->
              html.append("<p>")
                  .append(RandomPages.sentence(r, RuleHarness.OTHER, 3))
                  .append("</p>");
        }
      }
      ArticleVersion v = r.nextBoolean() ? ArticleVersion.V1 : ArticleVersion.V6;
      Selection s = RuleHarness.before(html.toString(), v, BestRunWithoutUnits.RULE);
      BestRunWithoutUnits.RULE.apply(s);
      double[] value = new double[s.size()];
      double best = 0;
      for (int i = 0; i < s.size(); i++) {
        value[i] = s.unitOf[i] != null && s.score[i] > 0 ? 0 : s.score[i];
      }
      for (int from = 0; from < s.size(); from++) {
        double sum = 0;
        for (int to = from; to < s.size(); to++) {
          sum += value[to];
          best = Math.max(best, sum);
        }
      }
      if (best <= 0) {
        assertNull(s.run);
        continue;
      }
      assertNotNull(html.toString(), s.run);
      double sum = 0;
      for (int i = s.run[0]; i <= s.run[1]; i++) {
        sum += value[i];
      }
      assertEquals(html.toString(), best, sum, 1e-9);
      assertEquals(RepeatedUnits.holders(s.blocks, s.units).length, s.unitOf.length);
    }
  }
}
