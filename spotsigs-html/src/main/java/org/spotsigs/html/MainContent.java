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

/**
 * Decides which blocks of a page are its main content, from shallow features only: words, link
 * words, stop words, the page's tree structure. No rule looks at a class name, an id or a phrase.
 *
 * <ol>
 *   <li><b>Block scores.</b> A block whose words are mostly link text, or which has few stop words
 *       (navigation, tag clouds, lists of names), scores minus its words. Any other block scores
 *       its words outside links minus {@code minWords}: long runs of natural language count for the
 *       article, short blocks (bylines, captions, buttons) against it.
 *   <li><b>One contiguous run.</b> The run of blocks in document order with the largest total score
 *       (maximum subsequence segmentation: Pasternack and Roth, "Extracting article text from the
 *       web with maximum subsequence segmentation", WWW 2009): short blocks inside the article are
 *       bridged by the long ones around them.
 *   <li><b>Repeated units</b> ({@link RepeatedUnits}: comment threads, teaser lists) add nothing to
 *       the run as long as a run with at least {@code minArticleWords} words of text exists without
 *       them; a page whose text is nothing but such units (a listing of posts) is read with them.
 *       From version 2 on, units whose parent opens with prose of its own (more than three times
 *       {@code minWords} words of it before its first unit: an introduction, or the post that
 *       replies set among its paragraphs answer) are the sections of that text, not units. From
 *       version 3 on, so are the units of a parent that holds most of the best run found without
 *       units, and at least {@code minArticleWords} words of it, as its own paragraphs between its
 *       units (an article cut into several tables or boxes, some of one paragraph, the others of
 *       several). From version 4 on, units are not left out when one unit before the best run
 *       without them holds more than twice that run's words of text: that unit is the article, set
 *       among units of the same markup (a blog's post followed by its comments), and the run after
 *       it is a short comment or the page's footer.
 *   <li><b>The article's container.</b> Every block inside the smallest element that holds the
 *       run's positive blocks is added, unless it is mostly link text or (when units were left out)
 *       inside a unit: the headline, byline, captions and short paragraphs around the run. From
 *       version 2 on, a run of one paragraph takes the element it is a paragraph of as its
 *       container.
 *   <li><b>The article's paragraph level.</b> The main parent is the element that holds most of the
 *       kept text as its paragraphs (children, or the blocks of its own text). Kept blocks nested
 *       more than {@code maxNesting} elements below it (a comment section inside the article's
 *       container) are dropped, and so are kept blocks after its last block that lie outside it
 *       (what follows an article: related stories, comments, author boxes). From version 2 on,
 *       lists (not their items), quotations and inline markup are passed through: their blocks are
 *       paragraphs of the element that holds them; and a list nested in a list item is no level of
 *       nesting. From version 5 on, when the main parent lies in no repeated unit and it, or one of
 *       its ancestors, is one of several texts of the same markup (an earlier sibling of the same
 *       tag holds {@code minArticleWords} words of kept text as the paragraphs of one element,
 *       reached through the same tags as the main parent: a blog's front page whose largest post
 *       holds most of its words, so that its posts make no group of units), the kept text of the
 *       later siblings of that tag is not dropped: they are the next posts, not what follows an
 *       article.
 *   <li><b>Listings and sectioned texts</b> (version 2 on). When the main parent lies inside a
 *       section (step 3), the whole text the sections belong to is kept, unless mostly link text.
 *       When it lies inside a repeated unit that was not left out, and at least three units of its
 *       group are prose units (at least half of their words in blocks that count for the article,
 *       and at least half as many of those words as the unit that holds the main parent), the page
 *       is a listing of several texts: every block of its prose units that is not mostly link text
 *       is kept, and so is the rest of the group parent's text.
 *   <li><b>The headline.</b> A heading (h1 to h3) standing at most a few blocks before the first
 *       kept block, with nothing but text between them (a byline, a date), is kept with them.
 * </ol>
 *
 * If no block scores above zero, every block that is not mostly link text is kept (a short page
 * keeps its words).
 */
final class MainContent {
  private MainContent() {}

  /** Settings of the decision; see the class description. */
  record Settings(
      int version,
      int minWords,
      double maxLinkDensity,
      double minStopWordRatio,
      int minArticleWords,
      int maxNesting) {}

  /**
   * Whether each block of {@code blocks} is main content, by the rules of the settings' version.
   */
  static boolean[] select(PageBlocks blocks, Settings s) {
    return ArticleVersion.of(s.version()).select(blocks, s);
  }
}
