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
 * {@link ParagraphContainer}: a run of one paragraph takes the element it is a paragraph of as its
 * container; a run of several keeps its own.
 */
public class TestParagraphContainer extends LuceneTestCase {
  public void testOneParagraph() {
    Random r = random();
    for (int iter = 0; iter < atLeast(10); iter++) {
      String html =
          "<html><body><div id=gallery><h2>Pictures</h2><p>"
              + RuleHarness.prose(r, RuleHarness.TEXT, 30, 60)
              + "</p><div><span>Island</span></div><div><span>Ferry</span></div></div></body></html>";
      Selection s = RuleHarness.before(html, ArticleVersion.V6, ParagraphContainer.RULE);
      assertEquals("p", s.container.normalName());
      ParagraphContainer.RULE.apply(s);
      assertEquals("gallery", s.container.id());
    }
  }

  public void testSeveralParagraphs() {
    Random r = random();
    String html =
        "<html><body><div id=text><p>"
            + RuleHarness.prose(r, RuleHarness.TEXT, 30, 60)
            + "</p><p>"
            + RuleHarness.prose(r, RuleHarness.TEXT, 30, 60)
            + "</p></div></body></html>";
    Selection s = RuleHarness.before(html, ArticleVersion.V6, ParagraphContainer.RULE);
    var before = s.container;
    ParagraphContainer.RULE.apply(s);
    assertSame(before, s.container);
    assertEquals("text", s.container.id());
  }
}
