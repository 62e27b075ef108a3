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
 * {@link Headline}: a heading at most four blocks before the first kept block is kept with what
 * stands between; one further away, or behind a line of links, is not.
 */
public class TestHeadline extends LuceneTestCase {
  public void testReach() {
    Random r = random();
    for (int iter = 0; iter < atLeast(20); iter++) {
      int between = r.nextInt(7);
      boolean links = r.nextInt(3) == 0 && between > 0;
      StringBuilder html = new StringBuilder("<html><body><h1>The crossing</h1>");
      for (int i = 0; i < between; i++) {
        html.append(
            links && i == between - 1
                ? "<p><a href=\"/x\">More</a></p>"
                : "<p>By Ann " + i + "</p>");
      }
      html.append("<p>").append(RuleHarness.prose(r, RuleHarness.TEXT, 40, 60)).append("</p>");
      Selection s = new Selection(RuleHarness.blocks(html.toString(), 6), RuleHarness.settings(6));
      s.keep[s.size() - 1] = true;
      Headline.RULE.apply(s);
      boolean want = between < Headline.REACH && !links;
      assertEquals(html.toString(), want, s.keep[0]);
      for (int i = 1; i < s.size() - 1; i++) {
        assertEquals(want, s.keep[i]);
      }
    }
  }
}
