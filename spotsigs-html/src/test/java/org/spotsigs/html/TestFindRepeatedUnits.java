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
 * {@link FindRepeatedUnits}: three or more siblings of one tag with two or more blocks each, none
 * with most of their words, are units; the paragraphs of an article are not.
 */
public class TestFindRepeatedUnits extends LuceneTestCase {
  public void testCommentsAreUnitsParagraphsAreNot() {
    Random r = random();
    for (int iter = 0; iter < atLeast(10); iter++) {
      StringBuilder html = new StringBuilder("<html><body><div id=a>");
      for (int i = 0; i < 3 + r.nextInt(3); i++) {
        html.append("<p>").append(RuleHarness.prose(r, RuleHarness.TEXT, 20, 40)).append("</p>");
      }
      html.append("</div><ol id=c>");
      int comments = 3 + r.nextInt(4);
      for (int i = 0; i < comments; i++) {
        html.append("<li><p>Ann said</p><p>")
            .append(RuleHarness.prose(r, RuleHarness.REPLIES, 10, 20))
            .append("</p></li>");
      }
      html.append("</ol></body></html>");
      Selection s = RuleHarness.before(html.toString(), ArticleVersion.V6, FindRepeatedUnits.RULE);
      FindRepeatedUnits.RULE.apply(s);
      assertEquals(comments, s.found.size());
      assertSame(s.found, s.units);
      for (var u : s.found) {
        assertEquals("li", u.normalName());
      }
      assertEquals(RepeatedUnits.find(RepeatedUnits.counts(s.blocks)), s.found);
    }
  }
}
