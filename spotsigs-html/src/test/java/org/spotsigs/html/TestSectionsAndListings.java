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
