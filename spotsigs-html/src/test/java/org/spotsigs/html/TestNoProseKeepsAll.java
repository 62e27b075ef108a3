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

/** {@link NoProseKeepsAll}: a page without running text keeps its words, but not its links. */
public class TestNoProseKeepsAll extends LuceneTestCase {
  public void testShortPageKeepsEveryLineButLinks() {
    Random r = random();
    for (int iter = 0; iter < atLeast(10); iter++) {
      StringBuilder html = new StringBuilder("<html><body>");
      int lines = 1 + r.nextInt(6);
      for (int i = 0; i < lines; i++) {
        html.append("<p>line ").append(i).append(" of the harbour</p>");
      }
      html.append("<ul><li><a href=\"/a\">Home</a></li><li><a href=\"/b\">Archive</a></li></ul>");
      Selection s = RuleHarness.before(html.toString(), ArticleVersion.V6, NoProseKeepsAll.RULE);
      NoProseKeepsAll.RULE.apply(s);
      assertTrue(s.done);
      for (int i = 0; i < s.size(); i++) {
        assertEquals(s.blocks.blockText(i), !s.linkDense(i), s.keep[i]);
      }
    }
  }

  public void testPageWithProseIsLeftToTheOtherRules() {
    String p = RuleHarness.prose(random(), RuleHarness.TEXT, 30, 60);
    Selection s =
        RuleHarness.before(
            "<html><body><p>" + p + "</p><p>a line</p></body></html>",
            ArticleVersion.V5,
            NoProseKeepsAll.RULE);
    NoProseKeepsAll.RULE.apply(s);
    assertFalse(s.done);
    assertTrue(s.noneKept());
  }
}
