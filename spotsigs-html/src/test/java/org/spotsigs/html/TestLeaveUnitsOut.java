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
 * {@link LeaveUnitsOut}: units are left out exactly when the run without them holds at least {@code
 * minArticleWords} words of text outside units.
 */
public class TestLeaveUnitsOut extends LuceneTestCase {
  public void testThreshold() {
    Random r = random();
    for (int iter = 0; iter < atLeast(20); iter++) {
      StringBuilder html = new StringBuilder("<html><body><div>");
      for (int p = 0, n = 1 + r.nextInt(4); p < n; p++) {
        html.append("<p>").append(RuleHarness.prose(r, RuleHarness.TEXT, 20, 60)).append("</p>");
      }
      html.append("</div><ol>");
      for (int i = 0; i < 3; i++) {
        html.append("<li><p>Ann</p><p>")
            .append(RuleHarness.prose(r, RuleHarness.REPLIES, 20, 30))
            .append("</p></li>");
      }
      html.append("</ol></body></html>");
      Selection s = RuleHarness.before(html.toString(), ArticleVersion.V6, LeaveUnitsOut.RULE);
      LeaveUnitsOut.RULE.apply(s);
      int words = 0;
      for (int i = s.run[0]; i <= s.run[1]; i++) {
        if (s.score[i] > 0 && s.unitOf[i] == null) {
          words += s.blocks.words(i) - s.blocks.linkWords(i);
        }
      }
      assertEquals(words >= 100, s.unitsLeftOut);
    }
  }
}
