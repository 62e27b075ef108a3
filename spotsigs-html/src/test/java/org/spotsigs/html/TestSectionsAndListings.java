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
 * {@link SectionsAndListings}: on a listing every post is kept; in a chapter of sections the whole
 * chapter; replies beside an article are no listing and stay out.
 */
public class TestSectionsAndListings extends LuceneTestCase {
  private static void check(ArticlePages.Case c, boolean keepsAll) {
    Selection s = RuleHarness.before(c.html(), ArticleVersion.V5, SectionsAndListings.RULE);
    boolean[] before = s.keep.clone();
    SectionsAndListings.RULE.apply(s);
    for (int i = 0; i < s.size(); i++) {
      assertTrue("the rule only keeps", !before[i] || s.keep[i]);
    }
    StringBuilder text = new StringBuilder();
    for (int i = 0; i < s.size(); i++) {
      if (s.keep[i]) {
        text.append(s.blocks.blockText(i)).append('\n');
      }
    }
    if (keepsAll) {
      for (String k : c.kept()) {
        assertTrue(k + "\nnot in\n" + text, text.toString().contains(k));
      }
    }
    for (String d : c.dropped()) {
      assertFalse(d, text.toString().toLowerCase(java.util.Locale.ROOT).contains(d));
    }
  }

  public void testListing() {
    Random r = random();
    for (int iter = 0; iter < atLeast(8); iter++) {
      check(ArticlePages.listing(r), true);
    }
  }

  public void testChapter() {
    Random r = random();
    for (int iter = 0; iter < atLeast(8); iter++) {
      check(ArticlePages.chapter(r), true);
    }
  }

  public void testRepliesAreNoListing() {
    Random r = random();
    for (int iter = 0; iter < atLeast(8); iter++) {
      check(ArticlePages.replies(r), false);
    }
  }
}
