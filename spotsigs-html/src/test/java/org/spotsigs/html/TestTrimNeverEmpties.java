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

/** {@link TrimNeverEmpties}: an emptied selection gets the blocks kept before the trim back. */
public class TestTrimNeverEmpties extends LuceneTestCase {
  public void testRestoresOnlyWhenEmpty() {
    Random r = random();
    for (int iter = 0; iter < atLeast(20); iter++) {
      RandomPages.Page page = RandomPages.page(r, true);
      Selection s = RuleHarness.before(page.html(), ArticleVersion.V6, TrimNeverEmpties.RULE);
      boolean empty = r.nextBoolean();
      if (empty) {
        java.util.Arrays.fill(s.keep, false);
      }
      boolean[] before = s.keep.clone();
      TrimNeverEmpties.RULE.apply(s);
      if (empty) {
        assertArrayEquals(s.beforeTrim, s.keep);
      } else if (!s.noneKept()) {
        assertArrayEquals(before, s.keep);
      }
    }
  }
}
