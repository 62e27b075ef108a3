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

/**
 * Pages written for the tests of the article extraction's rules: each with the texts the extraction
 * must keep and the words it must not (a sidebar's, replies'). Article, frame and replies use
 * different vocabularies, so a test can tell whose words reached the output.
 */
final class ArticlePages {
  private ArticlePages() {}

  private static final String[] TEXT = {
    "harbour", "ferry", "tides", "captain", "crossing", "island", "weather", "passengers"
  };
  private static final String[] FRAME = {
    "newsletter", "subscribe", "partners", "advertising", "editors", "archive", "membership"
  };
  private static final String[] REPLIES = {"thanks", "great", "agree", "brilliant", "wonderful"};
  private static final String[] COLUMN = {"digest", "workshop", "conference", "sponsors", "events"};

  private static final String NAV =
      "<div class=\"nav\"><ul><li><a href=\"/\">Home</a></li><li><a href=\"/a\">Archive</a></li>"
          + "<li><a href=\"/c\">Contact</a></li></ul></div>";

  /** A page written for a test: its HTML, the texts it must keep, the words it must not. */
  record Case(String html, List<String> kept, String[] dropped) {}

  private static String sidebar(Random r) {
    StringBuilder sb = new StringBuilder("<div class=\"side\"><h3>Blogroll</h3><ul>");
    for (int i = 0; i < 6; i++) {
      sb.append("<li><a href=\"/b")
          .append(i)
          .append("\">")
          .append(RandomPages.sentence(r, FRAME, 3))
          .append("</a></li>");
    }
    return sb.append("</ul></div>").toString();
  }

  /**
   * Appends a paragraph of {@code min} to {@code max} words to {@code html} and to {@code kept}.
   */
  private static void paragraph(
      Random r, StringBuilder html, List<String> kept, String tag, int min, int max) {
    String p = RandomPages.prose(r, TEXT, min, max);
    kept.add(p);
    html.append('<').append(tag).append('>').append(p).append("</").append(tag).append('>');
  }

  /** Appends {@code n} paragraphs of replies, prose of {@code min} to {@code max} words each. */
  private static void replyParagraphs(Random r, StringBuilder html, int n, int min, int max) {
    replyParagraphs(r, html, REPLIES, n, min, max);
  }

  /** Appends {@code n} paragraphs of prose of {@code words}, {@code min} to {@code max} each. */
  private static void replyParagraphs(
      Random r, StringBuilder html, String[] words, int n, int min, int max) {
    for (int k = 0; k < n; k++) {
      html.append("<p>").append(RandomPages.prose(r, words, min, max)).append("</p>");
    }
  }

  /** The start of a blog's front page: navigation, then the posts' wrappers, left open. */
  private static StringBuilder frontPage() {
    return new StringBuilder("<html><body>")
        .append(NAV)
        .append("<div class=\"wrap\"><div class=\"posts\">");
  }

  /** Appends the footer line of post {@code p} of a front page and closes the post. */
  private static void postFooter(StringBuilder html, int p) {
    html.append("<p>Posted by Ann at 9:")
        .append(10 + p)
        .append(" | <a href=\"/c")
        .append(p)
        .append("\">3 comments</a></p></div>");
  }

  /** The end of a front page {@link #frontPage} began: a sidebar after the posts. */
  private static Case endFrontPage(Random r, StringBuilder html, List<String> kept) {
    html.append("</div>").append(sidebar(r)).append("</div></body></html>");
    return new Case(html.toString(), kept, FRAME);
  }

  /**
   * The start of a flat thread: navigation, a headline, the post of six paragraphs (added to {@code
   * kept}) and its byline, in a content element left open for the comments.
   */
  private static StringBuilder threadPost(Random r, List<String> kept) {
    StringBuilder html = headline(r, "<div class=\"content\">").append("<div class=\"entry\">");
    paragraphs(r, html, kept, 6, 50, 60);
    return html.append("</div><p>Posted by Ann at 9:15</p>");
  }

  /** Appends comment {@code c} of a flat thread: its paragraphs of {@code words}, its byline. */
  private static void comment(
      Random r, StringBuilder html, int c, String[] words, int n, int min, int max) {
    html.append("<div class=\"comment\">");
    replyParagraphs(r, html, words, n, min, max);
    html.append("</div><p>Posted by reader").append(c).append(" at 10:").append(10 + c);
    html.append("</p>");
  }

  /** The end of a thread {@link #threadPost} began: a sidebar after it. */
  private static Case endThread(Random r, StringBuilder html, List<String> kept, String[] dropped) {
    html.append("</div>").append(sidebar(r)).append("</body></html>");
    return new Case(html.toString(), kept, dropped);
  }

  /** The start of a page: navigation, then {@code open} (opening tags), then a headline. */
  private static StringBuilder headline(Random r, String open) {
    return new StringBuilder("<html><body>")
        .append(NAV)
        .append(open)
        .append("<h1>")
        .append(RandomPages.sentence(r, TEXT, 6))
        .append("</h1>");
  }

  /**
   * Appends {@code n} paragraphs of {@code min} to {@code max} words, each also to {@code kept}.
   */
  private static void paragraphs(
      Random r, StringBuilder html, List<String> kept, int n, int min, int max) {
    for (int k = 0; k < n; k++) {
      paragraph(r, html, kept, "p", min, max);
    }
  }

  /**
   * The start of a page: navigation, then a wrapper that holds an article of a headline and {@code
   * paragraphs} paragraphs of 40 to 60 words (added to {@code kept}), left open for what follows
   * the article.
   */
  private static StringBuilder article(Random r, List<String> kept, int paragraphs) {
    StringBuilder html = headline(r, "<div class=\"main\"><div class=\"body\">");
    paragraphs(r, html, kept, paragraphs, 40, 60);
    return html.append("</div>");
  }

  /**
   * A blog's front page: several posts of a title, paragraphs and a footer line each, one of them
   * longer than the others but none more than twice as long as the shortest: the premise of a
   * listing, that every post has at least half the prose words of the post that holds the main
   * parent, whichever that is. So the paragraphs have 45 to 60 words: the longest post (three
   * paragraphs) has at most 180, a shorter one (two) at least 90.
   */
  static Case listing(Random r) {
    StringBuilder html = frontPage();
    List<String> kept = new ArrayList<>();
    int posts = 4 + r.nextInt(5);
    int longest = r.nextInt(posts);
    for (int p = 0; p < posts; p++) {
      html.append("<div class=\"post\"><h2><a href=\"/p")
          .append(p)
          .append("\">")
          .append(RandomPages.sentence(r, TEXT, 5))
          .append("</a></h2>");
      paragraphs(r, html, kept, p == longest ? 3 : 2, 45, 60);
      postFooter(html, p);
    }
    return endFrontPage(r, html, kept);
  }

  /**
   * An article followed by replies in elements of the same tag as the article's body, in the same
   * parent (a flat thread), none of them half as long as the article.
   */
  static Case replies(Random r) {
    List<String> kept = new ArrayList<>();
    StringBuilder html = article(r, kept, 6);
    for (int c = 0; c < 5 + r.nextInt(10); c++) {
      html.append("<div class=\"reply\"><p>")
          .append(RandomPages.paragraph(r, REPLIES, 15, 40))
          .append("</p>Reply ")
          .append(c + 1)
          .append(" - posted by reader")
          .append(c)
          .append(" at 10:")
          .append(10 + c)
          .append("</div>");
    }
    html.append("</div>").append(sidebar(r)).append("</body></html>");
    return new Case(html.toString(), kept, REPLIES);
  }

  /** A chapter: an introduction, sections of a heading and paragraphs each, footnotes. */
  static Case chapter(Random r) {
    StringBuilder html = new StringBuilder("<html><body>").append(NAV);
    html.append("<main><section><h1>").append(RandomPages.sentence(r, TEXT, 4)).append("</h1>");
    List<String> kept = new ArrayList<>();
    paragraph(r, html, kept, "p", 30, 50);
    for (int k = 0; k < 5 + r.nextInt(4); k++) {
      html.append("<section><h2>").append(RandomPages.sentence(r, TEXT, 3)).append("</h2>");
      paragraphs(r, html, kept, 1 + r.nextInt(2), 50, 90);
      html.append("</section>");
    }
    html.append("<div class=\"notes\">");
    paragraphs(r, html, kept, 4, 30, 40);
    html.append("</div></section></main>").append(sidebar(r)).append("</body></html>");
    return new Case(html.toString(), kept, FRAME);
  }

  /**
   * An article of paragraphs, a quotation of several paragraphs (the largest element of the page's
   * text), a list with a nested list, and paragraphs inside inline markup.
   */
  static Case quotationsAndLists(Random r) {
    StringBuilder html = headline(r, "<div class=\"story\">");
    List<String> kept = new ArrayList<>();
    paragraph(r, html, kept, "p", 20, 30);
    html.append("<blockquote>");
    paragraphs(r, html, kept, 3, 60, 80);
    html.append("</blockquote>");
    paragraph(r, html, kept, "p", 20, 30);
    html.append("<ol>");
    for (int k = 0; k < 3; k++) {
      String item = RandomPages.prose(r, TEXT, 15, 25);
      kept.add(item);
      html.append("<li>").append(item);
      if (k == 1) {
        html.append("<ol>");
        for (int j = 0; j < 2; j++) {
          paragraph(r, html, kept, "li", 15, 25);
        }
        html.append("</ol>");
      }
      html.append("</li>");
    }
    html.append("</ol><font size=\"2\">");
    paragraphs(r, html, kept, 2, 30, 50);
    html.append("</font>");
    paragraph(r, html, kept, "p", 30, 50);
    html.append("</div>").append(sidebar(r)).append("</body></html>");
    return new Case(html.toString(), kept, FRAME);
  }

  /** A gallery post: one paragraph of prose, then the titles of its pictures, short headings. */
  static Case gallery(Random r) {
    StringBuilder html = headline(r, "<div class=\"post\">");
    List<String> kept = new ArrayList<>();
    paragraph(r, html, kept, "p", 40, 60);
    for (int k = 0; k < 6 + r.nextInt(10); k++) {
      String title = RandomPages.sentence(r, TEXT, 2 + r.nextInt(3));
      kept.add(title);
      html.append("<h3>").append(title).append("</h3><img src=\"/i").append(k).append(".jpg\">");
    }
    html.append("</div>").append(sidebar(r)).append("</body></html>");
    return new Case(html.toString(), kept, FRAME);
  }

  /**
   * A short article in a page laid out in columns, followed by a comment thread longer than the
   * article, its comments list items of several blocks.
   */
  static Case threadInAList(Random r) {
    List<String> kept = new ArrayList<>();
    StringBuilder html =
        article(r, kept, 3).append("<div class=\"comments\"><h3>Comments</h3><ol>");
    for (int c = 0; c < 5 + r.nextInt(5); c++) {
      html.append("<li><div><a href=\"/u")
          .append(c)
          .append("\">reader")
          .append(c)
          .append("</a> wrote on 12 May</div><p>")
          .append(RandomPages.paragraph(r, REPLIES, 30, 60))
          .append("</p><a href=\"#r\">Reply</a></li>");
    }
    html.append("</ol></div>").append(sidebar(r)).append("</div></body></html>");
    return new Case(html.toString(), kept, REPLIES);
  }

  /**
   * An article cut into tables, as pages laid out by tables are: a headline, then tables of a
   * heading and several paragraphs with tables of one paragraph between them, all in one parent,
   * and no introduction before the first table.
   */
  static Case tabledArticle(Random r) {
    List<String> kept = new ArrayList<>();
    StringBuilder html = headline(r, "<div class=\"page\"><div class=\"text\">");
    int sections = 4 + r.nextInt(4);
    for (int k = 0; k < sections; k++) {
      if (k > 0) {
        html.append("<table><tr><td>");
        paragraph(r, html, kept, "p", 40, 60);
        html.append("</td></tr></table>");
      }
      html.append("<table><tr><td><h3>").append(RandomPages.sentence(r, TEXT, 3)).append("</h3>");
      paragraphs(r, html, kept, 2 + r.nextInt(2), 50, 90);
      html.append("</td></tr></table>");
    }
    html.append("</div>").append(sidebar(r)).append("</div></body></html>");
    return new Case(html.toString(), kept, FRAME);
  }

  /**
   * An article followed by a table of comments: most rows (the first always) a name cell and a
   * comment cell, one or two a comment of one paragraph alone. (When comments of one paragraph
   * outweigh the article, every version takes them for its paragraphs: they are no repeated units.)
   */
  static Case repliesInTableRows(Random r) {
    List<String> kept = new ArrayList<>();
    StringBuilder html = article(r, kept, 5).append("<table class=\"comments\">");
    int alone = 0;
    for (int c = 0; c < 6 + r.nextInt(8); c++) {
      String reply = RandomPages.paragraph(r, REPLIES, 20, 60);
      if (c > 0 && alone < 2 && r.nextInt(3) == 0) {
        alone++;
        html.append("<tr><td colspan=\"2\"><p>").append(reply).append("</p></td></tr>");
      } else {
        html.append("<tr><td>reader")
            .append(c)
            .append("<br>posted 10:")
            .append(10 + c)
            .append("</td><td><p>")
            .append(reply)
            .append("</p></td></tr>");
      }
    }
    html.append("</table></div>").append(sidebar(r)).append("</body></html>");
    return new Case(html.toString(), kept, REPLIES);
  }

  /**
   * A blog's post in an element of the same tag and parent as its comments (a flat thread): the
   * post of six paragraphs, then comments of three paragraphs each (together longer than the post,
   * so post and comments make one group of repeated units), then three comments of one paragraph,
   * which are no units and together have fewer than half the post's words.
   */
  static Case postAmongComments(Random r) {
    List<String> kept = new ArrayList<>();
    StringBuilder html = threadPost(r, kept);
    int comments = 8 + r.nextInt(3);
    for (int c = 0; c < comments + 3; c++) {
      if (c < comments) {
        comment(r, html, c, REPLIES, 3, 20, 40);
      } else {
        comment(r, html, c, REPLIES, 1, 35, 40);
      }
    }
    return endThread(r, html, kept, REPLIES);
  }

  /**
   * A short article (three paragraphs) followed by a thread whose longest comment has more than
   * twice the article's words: the comment comes after the article, so it is no post among
   * comments.
   */
  static Case longCommentAfterShortArticle(Random r) {
    List<String> kept = new ArrayList<>();
    StringBuilder html = article(r, kept, 3).append("<div class=\"comments\">");
    int comments = 6 + r.nextInt(3);
    int longest = r.nextInt(comments);
    for (int c = 0; c < comments; c++) {
      html.append("<div class=\"comment\"><span>reader").append(c).append(" wrote:</span>");
      if (c == longest) {
        replyParagraphs(r, html, 6, 55, 60);
      } else {
        replyParagraphs(r, html, 3, 30, 40);
      }
      html.append("</div>");
    }
    html.append("</div></div>").append(sidebar(r)).append("</body></html>");
    return new Case(html.toString(), kept, REPLIES);
  }

  /**
   * A blog's front page whose largest post holds more than half of the page's words, so its posts
   * make no group of repeated units: two or three shorter posts (three paragraphs each), some
   * before and some after the largest (fifteen), each post a title, a body of paragraphs and a
   * footer line.
   */
  static Case listingWithDominantPost(Random r) {
    StringBuilder html = frontPage();
    List<String> kept = new ArrayList<>();
    int posts = 3 + r.nextInt(2);
    int largest = 1 + r.nextInt(posts - 2);
    for (int p = 0; p < posts; p++) {
      html.append("<h2 class=\"date\">Tuesday, August ").append(10 + p).append("</h2>");
      html.append("<div class=\"post\"><h3>")
          .append(RandomPages.sentence(r, TEXT, 5))
          .append("</h3><div class=\"body\">");
      paragraphs(r, html, kept, p == largest ? 15 : 3, 40, 60);
      html.append("</div>");
      postFooter(html, p);
    }
    return endFrontPage(r, html, kept);
  }

  /**
   * A page laid out as a table of three columns: four boxes of prose in the left one (at least a
   * hundred words in all, one paragraph each), the article in the middle (more words than both
   * columns, so the three cells make no group of repeated units), four boxes of prose in the right
   * one. The right column comes after the article in an element of the same tag as the article's
   * column and in the same row, but it is no text of the article's markup.
   */
  static Case columnsOfALayoutTable(Random r) {
    StringBuilder html = new StringBuilder("<html><body>").append(NAV);
    html.append("<table><tr><td class=\"left\">");
    for (int b = 0; b < 4; b++) {
      html.append("<div class=\"box\"><p>")
          .append(RandomPages.prose(r, TEXT, 25, 30))
          .append("</p></div>");
    }
    html.append("</td><td class=\"middle\"><h1>")
        .append(RandomPages.sentence(r, TEXT, 6))
        .append("</h1><div class=\"body\">");
    List<String> kept = new ArrayList<>();
    paragraphs(r, html, kept, 8, 40, 60);
    html.append("</div></td><td class=\"right\">");
    for (int b = 0; b < 4; b++) {
      html.append("<div class=\"box\"><p>")
          .append(RandomPages.prose(r, COLUMN, 25, 30))
          .append("</p></div>");
    }
    html.append("</td></tr></table></body></html>");
    return new Case(html.toString(), kept, COLUMN);
  }

  /**
   * A blog's post among its comments in elements of the same tag and parent, as {@link
   * #postAmongComments}, but one comment in the middle of the thread is longer than the post: the
   * thread's longest text is a comment. The comments after it (words of their own vocabulary) are
   * no later texts of the post's markup: the page's units are a thread, not a front page of posts.
   */
  static Case longestTextAComment(Random r) {
    List<String> kept = new ArrayList<>();
    StringBuilder html = threadPost(r, kept);
    int comments = 8 + r.nextInt(3);
    int longest = 2 + r.nextInt(comments - 4);
    for (int c = 0; c < comments + 3; c++) {
      String[] words = c > longest ? COLUMN : REPLIES;
      if (c == longest) {
        comment(r, html, c, words, 12, 35, 40);
      } else {
        comment(r, html, c, words, c < comments ? 3 : 1, c < comments ? 20 : 35, 40);
      }
    }
    return endThread(r, html, kept, COLUMN);
  }
}
