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
 * {@link TrimToMainParent}: the main parent holds most of the kept text as its paragraphs; kept
 * blocks after it outside it (a box of related stories kept with the container) and kept blocks
 * nested more than {@code maxNesting} levels below it (a comment section inside the container) are
 * dropped; the article's paragraphs stay.
 */
public class TestTrimToMainParent extends LuceneTestCase {
  public void testDropsWhatFollowsAndWhatIsNested() {
    Random r = random();
    for (int iter = 0; iter < atLeast(10); iter++) {
      StringBuilder html = new StringBuilder("<html><body><div id=box><div id=text>");
      String[] paragraphs = new String[3 + r.nextInt(3)];
      for (int i = 0; i < paragraphs.length; i++) {
        paragraphs[i] = RuleHarness.prose(r, RuleHarness.TEXT, 30, 50);
        html.append("<p>").append(paragraphs[i]).append("</p>");
      }
      String nested = RuleHarness.prose(r, RuleHarness.REPLIES, 12, 20);
      html.append("<div><div><div><p>")
          .append(nested)
          .append("</p><p>")
          .append(RuleHarness.prose(r, RuleHarness.REPLIES, 12, 20))
          .append("</p></div></div></div>");
      String after = RuleHarness.prose(r, RuleHarness.OTHER, 12, 20);
      html.append("</div><div id=after><p>").append(after).append("</p></div></div></body></html>");
      Selection s = RuleHarness.before(html.toString(), ArticleVersion.V6, TrimToMainParent.RULE);
      // the container keeps every block inside it
      for (int i = 0; i < s.size(); i++) {
        s.keep[i] = s.blocks.words(i) > 0;
      }
      TrimToMainParent.RULE.apply(s);
      assertEquals("text", s.main.id());
      for (String p : paragraphs) {
        assertTrue(s.keep[RuleHarness.block(s, p)]);
      }
      assertFalse("nested kept", s.keep[RuleHarness.block(s, nested)]);
      assertFalse("following kept", s.keep[RuleHarness.block(s, after)]);
      assertEquals(RuleHarness.block(s, nested) + 1, s.lastInMain);
      assertTrue(s.beforeTrim[RuleHarness.block(s, after)]);
    }
  }
}
