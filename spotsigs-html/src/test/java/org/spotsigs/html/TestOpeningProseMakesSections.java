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
 * {@link OpeningProseMakesSections}: the units of a parent that opens with more than three times
 * {@code minWords} words of prose of its own are its sections; those of a parent that opens with a
 * short line stay units.
 */
public class TestOpeningProseMakesSections extends LuceneTestCase {
  private static String page(Random r, int openingWords) {
    StringBuilder html = new StringBuilder("<html><body><div id=text>");
    html.append("<p>").append(RuleHarness.prose(r, RuleHarness.TEXT, openingWords, openingWords));
    html.append("</p>");
    for (int i = 0; i < 3 + r.nextInt(3); i++) {
      html.append("<div><h3>Part ").append(i).append("</h3><p>");
      html.append(RuleHarness.prose(r, RuleHarness.TEXT, 25, 35)).append("</p></div>");
    }
    return html.append("</div></body></html>").toString();
  }

  public void testOpeningProse() {
    Random r = random();
    for (int iter = 0; iter < atLeast(10); iter++) {
      boolean opens = r.nextBoolean();
      // minWords 8: more than 24 words of opening prose make sections
      Selection s =
          RuleHarness.before(
              page(r, opens ? 30 + r.nextInt(20) : 10 + r.nextInt(10)),
              ArticleVersion.V5,
              OpeningProseMakesSections.RULE);
      assertFalse(s.units.isEmpty());
      OpeningProseMakesSections.RULE.apply(s);
      assertEquals(opens, s.units.isEmpty());
    }
  }
}
