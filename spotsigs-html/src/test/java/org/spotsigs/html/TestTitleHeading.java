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
 * {@link TitleHeading}: the heading whose words are the og:title's (or the title's, which may carry
 * the site's name) is found, and the text before it counts a quarter as much.
 */
public class TestTitleHeading extends LuceneTestCase {
  public void testFindsTheHeadline() {
    Random r = random();
    for (int iter = 0; iter < atLeast(20); iter++) {
      String headline =
          RandomPages.sentence(r, RuleHarness.TEXT, 4 + r.nextInt(6)).replace(".", "");
      boolean og = r.nextBoolean();
      String head =
          og
              ? "<meta property=\"og:title\" content=\"" + headline + "\"><title>Other</title>"
              : "<title>" + headline + " | The Harbour Gazette</title>";
      String before = RuleHarness.prose(r, RuleHarness.OTHER, 30, 40);
      String html =
          "<html><head>"
              + head
              + "</head><body><div><h2>Teasers</h2><p>"
              + before
              + "</p></div><h1>"
              + headline
              + "</h1><p>"
              + RuleHarness.prose(r, RuleHarness.TEXT, 30, 40)
              + "</p></body></html>";
      Selection s = RuleHarness.before(html, ArticleVersion.V6, TitleHeading.RULE);
      double[] scores = s.score.clone();
      TitleHeading.RULE.apply(s);
      assertEquals(headline, s.blocks.blockText(s.titleBlock));
      int b = RuleHarness.block(s, before);
      assertEquals(scores[b] * TitleHeading.BEFORE, s.score[b], 1e-9);
      assertEquals(scores[s.size() - 1], s.score[s.size() - 1], 0);
    }
  }

  public void testNoMatchNoChange() {
    String html =
        "<html><head><title>Something else entirely</title></head><body><h1>The crossing</h1><p>"
            + RuleHarness.prose(random(), RuleHarness.TEXT, 30, 40)
            + "</p></body></html>";
    Selection s = RuleHarness.before(html, ArticleVersion.V6, TitleHeading.RULE);
    double[] scores = s.score.clone();
    TitleHeading.RULE.apply(s);
    assertEquals(-1, s.titleBlock);
    assertArrayEquals(scores, s.score, 0);
  }

  public void testWordsOfScriptsWithoutSpaces() {
    assertEquals(java.util.List.of("東", "京", "tokyo", "2024"), TitleHeading.words("東京 Tokyo-2024"));
  }
}
