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

import java.util.Locale;
import java.util.Random;
import org.apache.lucene.tests.util.LuceneTestCase;

/**
 * The rules each version of the article extraction adds, each on pages written for the test, with
 * the failure of the version before that it fixes (every earlier version must stay as it was:
 * indexes built with it are read with it), and the pages these rules must leave alone: replies and
 * comment threads after an article, sidebars, navigation.
 */
public class TestArticleVersions extends LuceneTestCase {
  static final ArticleExtractor V1 = ArticleExtractor.builder().version(1).build();

  private interface CaseMaker {
    ArticlePages.Case make(Random r);
  }

  /**
   * On pages of {@code maker}, version {@code since} and every later one keep what they must and
   * drop what they must; with {@code olderFails}, version {@code since - 1} loses some of what they
   * keep on at least a quarter of them (some random pages happen to suit it too).
   */
  private static void check(CaseMaker maker, int since, boolean olderFails) {
    Random r = random();
    int pages = atLeast(12);
    int olderFailed = 0;
    ArticleExtractor older = ArticleExtractor.builder().version(since - 1).build();
    for (int iter = 0; iter < pages; iter++) {
      ArticlePages.Case c = maker.make(r);
      for (int version = since; version <= ArticleExtractor.LAST_VERSION; version++) {
        String text = ArticleExtractor.builder().version(version).build().text(c.html());
        for (String k : c.kept()) {
          assertTrue("version " + version + " lost:\n" + k + "\nfrom:\n" + text, text.contains(k));
        }
        String lower = text.toLowerCase(Locale.ROOT);
        for (String d : c.dropped()) {
          assertFalse("version " + version + " kept '" + d + "' in:\n" + text, lower.contains(d));
        }
        assertFalse("navigation kept:\n" + text, text.contains("Archive"));
      }
      String o = older.text(c.html());
      if (!c.kept().stream().allMatch(o::contains)) {
        olderFailed++;
      }
    }
    if (olderFails) {
      assertTrue(
          "version "
              + (since - 1)
              + " fails on "
              + olderFailed
              + " of "
              + pages
              + " pages: they no longer show the failure version "
              + since
              + " fixes",
          4 * olderFailed >= pages);
    }
  }

  /** Every post of a listing is kept; version 1 keeps the longest and what precedes it. */
  public void testListingKeepsEveryPost() {
    check(ArticlePages::listing, 2, true);
  }

  /** Replies beside the article are no listing: none is half as long as the article. */
  public void testRepliesBesideTheArticleAreNoListing() {
    check(ArticlePages::replies, 2, false);
  }

  /**
   * The sections of a chapter are sections, not comments: their parent holds prose of its own.
   * Version 1 took them for a thread and kept the footnotes alone.
   */
  public void testSectionsOfOneText() {
    check(ArticlePages::chapter, 2, true);
  }

  /**
   * Quotations, lists and inline markup are paragraphs of the element that holds them. Version 1
   * took the largest quotation for the article's paragraph level and dropped what follows it.
   */
  public void testListsQuotationsAndInlineMarkupAreParagraphs() {
    check(ArticlePages::quotationsAndLists, 2, true);
  }

  /**
   * An article of one paragraph keeps the element it is a paragraph of (the titles of a gallery);
   * version 1 kept the paragraph alone.
   */
  public void testOneParagraphArticleKeepsItsContainer() {
    check(ArticlePages::gallery, 2, true);
  }

  /**
   * A comment thread longer than a short article, its comments list items of several blocks, is not
   * the article's paragraph level: a list item counts as a paragraph only when it holds one block.
   */
  public void testLongThreadInAListIsNotTheArticle() {
    check(ArticlePages::threadInAList, 2, false);
  }

  /**
   * An article cut into tables, some of several paragraphs, some of one, is one text: version 2
   * took the tables of several paragraphs for a thread of comments and kept the others alone.
   */
  public void testArticleCutIntoTables() {
    check(ArticlePages::tabledArticle, 3, true);
  }

  /**
   * Comments in the rows of a table after the article stay out, also the comments of one paragraph
   * between the others (they are no paragraphs of the article's text).
   */
  public void testRepliesInTableRowsStayOut() {
    check(ArticlePages::repliesInTableRows, 2, false);
  }

  /**
   * A blog's post set among its comments, in elements of the same tag and parent, is the article:
   * version 3 read the post as one of the thread's units and kept the short comments after the last
   * unit instead.
   */
  public void testPostAmongCommentsOfTheSameMarkup() {
    check(ArticlePages::postAmongComments, 4, true);
  }

  /**
   * A comment longer than twice a short article, after the article, does not make its thread the
   * article: only a unit before the text found without units is a post among comments.
   */
  public void testLongCommentAfterAShortArticleStaysOut() {
    check(ArticlePages::longCommentAfterShortArticle, 2, false);
  }

  /**
   * Every post of a blog's front page is kept when its largest post holds most of the page's words
   * (no group of repeated units then): version 4 kept the largest post and those before it, and
   * dropped those after it as what follows an article.
   */
  public void testListingWithADominantPostKeepsEveryPost() {
    check(ArticlePages::listingWithDominantPost, 5, true);
  }

  /**
   * The column after the article in a table layout is no later text of the article's markup, even
   * when the column before it holds prose boxes of more than a hundred words: its boxes are
   * paragraphs of the column itself, not of an element reached through the article's tags.
   */
  public void testLayoutColumnAfterTheArticleStaysOut() {
    check(ArticlePages::columnsOfALayoutTable, 2, false);
  }

  /**
   * When the thread's longest text is a comment, the comments after it stay out: the units of a
   * thread are read by the rules for repeated units, not as the texts of a front page.
   */
  public void testCommentsAfterTheLongestCommentStayOut() {
    check(ArticlePages::longestTextAComment, 4, false);
  }

  /**
   * Version 1 is what it was: on the random pages of the tests it keeps every article paragraph and
   * no frame text (as its tests checked before version 2 existed).
   */
  public void testVersionOneOnRandomPages() {
    Random r = random();
    for (int i = 0; i < atLeast(50); i++) {
      RandomPages.Page page = RandomPages.page(r, r.nextBoolean());
      String text = V1.text(page.html()).replace("&#46;", ".");
      for (String p : page.articleParagraphs()) {
        assertTrue("article paragraph lost:\n" + p + "\nfrom:\n" + text, text.contains(p));
      }
      for (String f : page.frameTexts()) {
        assertFalse("frame text kept:\n" + f + "\nin:\n" + text, text.contains(f));
      }
    }
  }
}
