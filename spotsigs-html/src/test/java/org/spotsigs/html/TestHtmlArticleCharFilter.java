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

import java.io.IOException;
import java.io.Reader;
import java.io.StringReader;
import java.util.Random;
import org.apache.lucene.analysis.Analyzer;
import org.apache.lucene.analysis.TokenStream;
import org.apache.lucene.analysis.Tokenizer;
import org.apache.lucene.analysis.charfilter.HTMLStripCharFilter;
import org.apache.lucene.analysis.core.KeywordTokenizer;
import org.apache.lucene.analysis.standard.StandardTokenizer;
import org.apache.lucene.analysis.tokenattributes.CharTermAttribute;
import org.apache.lucene.analysis.tokenattributes.OffsetAttribute;
import org.apache.lucene.tests.analysis.BaseTokenStreamTestCase;
import org.apache.lucene.tests.util.TestUtil;

/** The article char filter: what it keeps, what it drops, and its offsets. */
public class TestHtmlArticleCharFilter extends BaseTokenStreamTestCase {

  private static String filter(String html) throws IOException {
    try (Reader r = new HtmlArticleCharFilter(new StringReader(html))) {
      StringBuilder sb = new StringBuilder();
      char[] buf = new char[1 + random().nextInt(100)];
      for (int n; (n = r.read(buf)) != -1; ) {
        sb.append(buf, 0, n);
      }
      return sb.toString();
    }
  }

  private static Analyzer analyzer(boolean article) {
    return new Analyzer() {
      @Override
      protected TokenStreamComponents createComponents(String fieldName) {
        Tokenizer t = new StandardTokenizer();
        return new TokenStreamComponents(t, t);
      }

      @Override
      protected Reader initReader(String fieldName, Reader reader) {
        return article ? new HtmlArticleCharFilter(reader) : new HTMLStripCharFilter(reader);
      }
    };
  }

  /** The reader gives exactly {@link ArticleExtractor#text}. */
  public void testReaderEqualsText() throws IOException {
    Random r = random();
    for (int i = 0; i < atLeast(20); i++) {
      String html =
          r.nextBoolean()
              ? RandomPages.page(r, r.nextBoolean()).html()
              : TestUtil.randomHtmlishString(r, 300);
      assertEquals(ArticleExtractor.defaults().text(html), filter(html));
    }
  }

  /** On random pages every article paragraph is kept whole, and no text of the frame is. */
  public void testArticleKeptFrameDropped() throws IOException {
    Random r = random();
    for (int i = 0; i < atLeast(50); i++) {
      RandomPages.Page page = RandomPages.page(r, r.nextBoolean());
      String text = filter(page.html());
      String normalized = text.replace("&#46;", ".");
      for (String p : page.articleParagraphs()) {
        assertTrue("article paragraph lost:\n" + p + "\nfrom:\n" + text, normalized.contains(p));
      }
      assertTrue("headline lost from:\n" + text, text.contains(page.headline()));
      for (String f : page.frameTexts()) {
        assertFalse("frame text kept:\n" + f + "\nin:\n" + text, text.contains(f));
      }
      assertFalse(text.contains("not text"));
    }
  }

  /**
   * On pages without entities or runs of white space inside text, every token's offsets point at
   * exactly its characters in the page.
   */
  public void testOffsetsPointIntoThePage() throws IOException {
    Random r = random();
    Analyzer a = analyzer(true);
    for (int i = 0; i < atLeast(20); i++) {
      String html = RandomPages.page(r, true).html();
      int tokens = 0;
      try (TokenStream ts = a.tokenStream("f", html)) {
        CharTermAttribute term = ts.addAttribute(CharTermAttribute.class);
        OffsetAttribute offsets = ts.addAttribute(OffsetAttribute.class);
        ts.reset();
        while (ts.incrementToken()) {
          assertEquals(term.toString(), html.substring(offsets.startOffset(), offsets.endOffset()));
          tokens++;
        }
        ts.end();
        assertEquals(html.length(), offsets.endOffset());
      }
      assertTrue(tokens > 100);
    }
    a.close();
  }

  /** Offsets stay consistent (in order, inside the input) on any input, HTML or not. */
  public void testRandomStrings() throws IOException {
    Analyzer a = analyzer(true);
    checkRandomData(random(), a, 200 * RANDOM_MULTIPLIER);
    checkRandomData(random(), a, 20 * RANDOM_MULTIPLIER, 8192);
    a.close();
    Analyzer keyword =
        new Analyzer() {
          @Override
          protected TokenStreamComponents createComponents(String fieldName) {
            Tokenizer t = new KeywordTokenizer();
            return new TokenStreamComponents(t, t);
          }

          @Override
          protected Reader initReader(String fieldName, Reader reader) {
            return new HtmlArticleCharFilter(reader);
          }
        };
    checkRandomData(random(), keyword, 100 * RANDOM_MULTIPLIER);
    keyword.close();
  }

  /**
   * Markup that an HTML5 parse reorders (text misplaced inside a table is moved before it,
   * misnested formatting is rebuilt): offsets stay in order and inside the page.
   */
  public void testReorderedMarkupKeepsOffsetsInOrder() throws IOException {
    Analyzer a = analyzer(true);
    Random r = random();
    String[] words = {"river", "bridge", "council", "repairs", "summer"};
    for (int i = 0; i < atLeast(20); i++) {
      StringBuilder html = new StringBuilder("<html><body>");
      for (int k = 0; k < 3; k++) {
        html.append("<p>").append(RandomPages.paragraph(r, words, 20, 40)).append("</p>");
        html.append(
            switch (r.nextInt(4)) {
              case 0 ->
                  "<table>stray text "
                      + RandomPages.sentence(r, words, 12)
                      + "<tr><td>cell</td></tr>more stray</table>";
              case 1 ->
                  "<b><p>"
                      + RandomPages.sentence(r, words, 15)
                      + "</b> tail "
                      + RandomPages.sentence(r, words, 10)
                      + "</p>";
              case 2 ->
                  "<table><tr>between rows "
                      + RandomPages.sentence(r, words, 14)
                      + "<td>x</td></tr></table>";
              default -> "<i><div>" + RandomPages.sentence(r, words, 16) + "</i></div>";
            });
      }
      html.append("</body></html>");
      checkAnalysisConsistency(r, a, r.nextBoolean(), html.toString());
      try (TokenStream ts = a.tokenStream("f", html.toString())) {
        OffsetAttribute o = ts.addAttribute(OffsetAttribute.class);
        ts.reset();
        int lastStart = 0;
        while (ts.incrementToken()) {
          assertTrue(o.startOffset() >= lastStart);
          assertTrue(o.endOffset() >= o.startOffset());
          assertTrue(o.endOffset() <= html.length());
          lastStart = o.startOffset();
        }
        ts.end();
      }
    }
    a.close();
  }

  /** Random pages through the full check of BaseTokenStreamTestCase. */
  public void testRandomPagesConsistent() throws IOException {
    Analyzer a = analyzer(true);
    Random r = random();
    for (int i = 0; i < atLeast(10); i++) {
      checkAnalysisConsistency(r, a, r.nextBoolean(), RandomPages.page(r, r.nextBoolean()).html());
    }
    a.close();
  }

  public void testPlainTextUnchanged() throws IOException {
    String text = "No markup here: the river & the bridge\n\nsecond paragraph  with  spaces";
    String plain = text.replace("&", "and");
    assertEquals(plain, filter(plain));
    Analyzer a = analyzer(true);
    assertAnalyzesTo(
        a,
        "The river, the bridge",
        new String[] {"The", "river", "the", "bridge"},
        new int[] {0, 4, 11, 15},
        new int[] {3, 9, 14, 21});
    a.close();
  }

  /**
   * The hide-script idiom: a script whose body is an HTML comment, followed later by strings that
   * spell out a script tag in pieces. Lucene's HTMLStripCharFilter reads it as one long script and
   * loses the article; an HTML5 parse ends the script where a browser does.
   */
  public void testScriptCommentIdiom() throws IOException {
    StringBuilder article = new StringBuilder();
    for (int i = 0; i < 6; i++) {
      article
          .append("<p>")
          .append(RandomPages.prose(random(), new String[] {"harbour", "ferry", "tides"}, 30, 40))
          .append("</p>\n");
    }
    String html =
        "<html><head><title>Ferry</title>\n"
            + "<script type=\"text/javascript\"><!--\nfunction pop() { window.open('x'); }\n//--></script>\n"
            + "</head><body><div class=\"nav\"><a href=\"/\">Home</a> | <a href=\"/quotes\">Quotes</a></div>\n"
            + "<script>document.write('<scr'+'ipt src=\"ads.js\"></scr'+'ipt>'); <!-- </script>\n"
            + "<div class=\"story\"><h1>The ferry runs again</h1>\n"
            + article
            + "</div>\n"
            + "<div class=\"footer\">Quotes delayed at least 15 minutes.</div></body></html>";
    String text = filter(html);
    assertTrue(text, text.contains("The ferry runs again"));
    for (String p : article.toString().split("\n")) {
      String plain = p.replace("<p>", "").replace("</p>", "");
      assertTrue("lost: " + plain + "\nin:\n" + text, text.contains(plain));
    }
    assertFalse(text.contains("Quotes delayed"));
    // the failure this module exists for: the strip filter drops the article with the script
    String stripped;
    try (Reader r = new HTMLStripCharFilter(new StringReader(html))) {
      StringBuilder sb = new StringBuilder();
      for (int c; (c = r.read()) != -1; ) {
        sb.append((char) c);
      }
      stripped = sb.toString();
    }
    assertFalse(
        "HTMLStripCharFilter now reads the idiom; the test page no longer shows the failure",
        stripped.contains("The ferry runs again"));
  }

  /**
   * A news page of short paragraphs, each with an inline link, broken up by boxes linking to other
   * stories: every paragraph is kept, no box is.
   */
  public void testShortLinkedParagraphs() throws IOException {
    Random r = random();
    String[] words = {
      "police", "officers", "suspect", "hotel", "footage", "trial", "family", "prosecutors"
    };
    StringBuilder html =
        new StringBuilder(
            "<html><body><nav><ul><li><a href=\"/\">News</a></li><li><a href=\"/w\">Weather</a>"
                + "</li></ul></nav><article><h1>Video shows the rescue</h1><div class=\"body\">");
    java.util.List<String> paragraphs = new java.util.ArrayList<>();
    for (int i = 0; i < 10; i++) {
      String p = RandomPages.sentence(r, words, 12 + r.nextInt(8));
      paragraphs.add(p);
      String[] w = p.split(" ");
      html.append("<p>")
          .append(String.join(" ", java.util.Arrays.copyOf(w, 4)))
          .append(" <a href=\"/s")
          .append(i)
          .append("\">")
          .append(String.join(" ", java.util.Arrays.copyOfRange(w, 4, 8)))
          .append("</a> ")
          .append(String.join(" ", java.util.Arrays.copyOfRange(w, 8, w.length)))
          .append("</p>");
      if (i % 3 == 1) {
        html.append("<div class=\"related\"><ul><li><h3><a href=\"/r")
            .append(i)
            .append("\">Man shot at gas station dies at hospital")
            .append("</a></h3></li></ul></div>");
      }
    }
    html.append(
        "</div></article><footer><p>Copyright 2019 Example Media</p></footer></body></html>");
    String text = filter(html.toString());
    for (String p : paragraphs) {
      assertTrue("lost: " + p + "\nin:\n" + text, text.contains(p));
    }
    assertFalse(text, text.contains("gas station"));
    assertTrue(text, text.contains("Video shows the rescue"));
  }

  /**
   * An old table layout that wraps every paragraph of the article in a table of its own keeps them
   * all.
   */
  public void testParagraphsInTablesOfTheirOwn() throws IOException {
    Random r = random();
    String[] words = {"lands", "parish", "river", "charter", "family", "castle", "estate"};
    StringBuilder html =
        new StringBuilder(
            "<html><body><table><tr><td><a href=\"/\">Home</a> :: <a href=\"/c\">Clans</a></td></tr>"
                + "<tr><td><table><tr><td><b>ARMS</b><br>Argent, on a chevron Sable</td></tr></table></td><td>");
    java.util.List<String> paragraphs = new java.util.ArrayList<>();
    for (int i = 0; i < 3; i++) {
      String p = RandomPages.prose(r, words, 60, 120);
      paragraphs.add(p);
      html.append("<table><tbody><tr><td><p>").append(p).append("</p></td></tr></tbody></table>");
    }
    html.append("</td></tr></table></body></html>");
    String text = filter(html.toString());
    for (String p : paragraphs) {
      assertTrue("lost: " + p + "\nin:\n" + text, text.contains(p));
    }
  }

  /**
   * A thread of comments after a short article is left out; a page that is nothing but a listing
   * keeps it.
   */
  public void testCommentsAndListings() throws IOException {
    Random r = random();
    String[] words = {"orchard", "harvest", "apples", "farmers", "market"};
    StringBuilder article = new StringBuilder();
    for (int i = 0; i < 4; i++) {
      article.append("<p>").append(RandomPages.prose(r, words, 30, 40)).append("</p>");
    }
    StringBuilder comments = new StringBuilder("<div><h3>12 comments</h3><ul>");
    for (int i = 0; i < 12; i++) {
      comments
          .append("<li><div><a href=\"/u\">user")
          .append(i)
          .append("</a> said on May ")
          .append(i + 1)
          .append(":</div><p>")
          .append(
              RandomPages.paragraph(r, new String[] {"thanks", "great", "post", "agree"}, 40, 80))
          .append("</p><a href=\"#r\">Reply</a></li>");
    }
    comments.append("</ul></div>");
    String page = "<html><body><div><div>" + article + "</div>" + comments + "</div></body></html>";
    String text = filter(page);
    assertTrue(text.contains("orchard") || text.contains("Orchard"));
    assertFalse("comments kept:\n" + text, text.contains("user3"));
    assertFalse(
        "comments kept:\n" + text, text.toLowerCase(java.util.Locale.ROOT).contains("agree"));

    // a listing of posts is all repeated units: it is read with them, and keeps (at least) its
    // longest post
    StringBuilder listing = new StringBuilder("<html><body><div class=\"posts\">");
    String longest = null;
    for (int i = 0; i < 5; i++) {
      String p = RandomPages.prose(r, words, i == 2 ? 90 : 30, i == 2 ? 100 : 40);
      if (i == 2) {
        longest = p;
      }
      listing
          .append("<div class=\"post\"><h2><a href=\"/p")
          .append(i)
          .append("\">Post ")
          .append(i)
          .append("</a></h2><p>")
          .append(p)
          .append("</p><p>")
          .append(RandomPages.paragraph(r, words, 20, 30))
          .append("</p></div>");
    }
    listing.append("</div></body></html>");
    String listed = filter(listing.toString());
    assertTrue("a listing loses its longest post:\n" + listed, listed.contains(longest));
  }
}
