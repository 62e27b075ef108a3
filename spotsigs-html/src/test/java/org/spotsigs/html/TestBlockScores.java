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

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.apache.lucene.tests.util.LuceneTestCase;

/** {@link BlockScores} against the score written out: words, link words, stop words per block. */
public class TestBlockScores extends LuceneTestCase {
  private static final String[] STOP = {"the", "of", "and", "to", "in", "was"};
  private static final String[] PLAIN = {"harbour", "ferry", "tides", "captain", "island"};

  public void testScoresAsDefined() {
    Random r = random();
    for (int iter = 0; iter < atLeast(30); iter++) {
      StringBuilder html = new StringBuilder("<html><body>");
      List<int[]> expected = new ArrayList<>(); // words, link words, stop words
      for (int p = 0, n = 1 + r.nextInt(12); p < n; p++) {
        int stop = r.nextInt(8);
        int plain = 1 + r.nextInt(30);
        int link = r.nextInt(4) == 0 ? 1 + r.nextInt(20) : 0;
        html.append("<p>");
        for (int i = 0; i < stop + plain; i++) {
          html.append(i < stop ? STOP[r.nextInt(STOP.length)] : PLAIN[r.nextInt(PLAIN.length)])
              .append(' ');
        }
        if (link > 0) {
          html.append("<a href=\"/x\">");
          for (int i = 0; i < link; i++) {
            html.append(PLAIN[r.nextInt(PLAIN.length)]).append(' ');
          }
          html.append("</a>");
        }
        html.append("</p>");
        expected.add(new int[] {stop + plain + link, link, stop});
      }
      ArticleVersion v = r.nextBoolean() ? ArticleVersion.V5 : ArticleVersion.V6;
      Selection s = RuleHarness.before(html.toString(), v, BlockScores.RULE);
      BlockScores.RULE.apply(s);
      assertEquals(expected.size(), s.size());
      for (int i = 0; i < s.size(); i++) {
        int[] e = expected.get(i);
        double want;
        if (e[1] > 0.5 * e[0]) {
          want = -e[0];
        } else if (e[2] < 0.2 * e[0]) {
          want = -(e[0] - e[1]);
        } else {
          want = e[0] - e[1] - 8;
        }
        assertEquals("block " + i + " of " + html, want, s.score[i], 0);
        assertEquals(PageTree.depth(s.blocks.owner(i)), s.depth[i]);
      }
    }
  }
}
