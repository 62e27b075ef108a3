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
 * {@link LinkFreeSections}: the steps of a how-to inside the declared article, without links of
 * their own, are its sections; a comment thread whose comments carry reply links stays a thread.
 */
public class TestLinkFreeSections extends LuceneTestCase {
  private static String page(Random r, boolean links, String[] steps) {
    // an introduction of two paragraphs (over 100 words: without the rule, the units are left
    // out), then steps longer than it
    StringBuilder html = new StringBuilder("<html><body><article><section><p>");
    html.append(RuleHarness.prose(r, RuleHarness.TEXT, 55, 60)).append("</p><p>");
    html.append(RuleHarness.prose(r, RuleHarness.TEXT, 55, 60)).append("</p></section>");
    for (int i = 0; i < steps.length; i++) {
      steps[i] = RuleHarness.prose(r, RuleHarness.TEXT, 125, 140);
      html.append("<div><p>")
          .append(steps[i])
          .append("</p><p>")
          .append(links ? "<a href=\"/r\">Reply</a>" : "Photo: Ann")
          .append("</p></div>");
    }
    return html.append("</article></body></html>").toString();
  }

  public void testStepsAreSectionsRepliesAreNot() {
    Random r = random();
    for (int iter = 0; iter < atLeast(10); iter++) {
      boolean links = r.nextBoolean();
      String[] steps = new String[3 + r.nextInt(3)];
      String html = page(r, links, steps);
      Selection s = RuleHarness.before(html, ArticleVersion.V6, LinkFreeSections.RULE);
      assertEquals(steps.length, s.units.size());
      LinkFreeSections.RULE.apply(s);
      assertEquals(links ? steps.length : 0, s.units.size());
      if (!links) {
        assertEquals(s.bestRun(false)[1], s.run[1]); // found again, over the sections
        assertTrue(s.run[1] >= RuleHarness.block(s, steps[steps.length - 1]));
      }
      String text = ArticleExtractor.builder().version(6).build().text(html);
      assertEquals(!links, text.contains(steps[steps.length - 1]));
      if (!links) {
        assertFalse(ArticleExtractor.builder().version(5).build().text(html).contains(steps[0]));
      }
    }
  }
}
