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

import java.io.StringReader;
import java.util.Random;
import org.apache.lucene.tests.util.LuceneTestCase;
import org.jsoup.parser.Parser;

/**
 * A parser kept by {@link ThreadParsers} reads every document as a parser made for it alone does:
 * more documents than one kept parser reads, in random order, with tags of unknown names (in any
 * case, self-closed, nested, unclosed) that a kept parser has met before, known tags self-closed
 * (which changes a parser's state), and whole pages with frames; compared block for block, with and
 * without source offsets, and in the text that is kept.
 */
public class TestThreadParsers extends LuceneTestCase {
  private static final String[] UNKNOWN = {
    "REUTERS", "reuters", "Topics", "D", "d", "dateline", "x-card", "my-widget", "BODY2", "ns:tag"
  };
  private static final String[] KNOWN = {
    "p", "div", "span", "b", "title", "script", "style", "textarea", "li", "ul", "table", "td", "a"
  };

  public void testKeptParserReadsAsANewOne() {
    Random r = random();
    ArticleExtractor extractor = ArticleExtractor.defaults();
    int documents = ThreadParsers.MAX_DOCUMENTS + 1 + r.nextInt(ThreadParsers.MAX_DOCUMENTS / 2);
    for (int i = 0; i < documents; i++) {
      String html = r.nextInt(8) == 0 ? RandomPages.page(r, r.nextBoolean()).html() : markup(r);
      for (boolean offsets : new boolean[] {false, true}) {
        Parser fresh = Parser.htmlParser();
        if (offsets) {
          fresh.setTrackPosition(true);
        }
        PageBlocks expected =
            extractor.blocks(new StringReader(html), html.length(), offsets, fresh);
        PageBlocks actual = extractor.blocks(html, offsets);
        assertSameBlocks(html, expected, actual, offsets);
        assertEquals(html, extractor.text(expected), extractor.text(actual));
      }
      assertEquals(html, extractor.text(extractor.blocks(html, false)), extractor.text(html));
    }
  }

  public void testParserReplacedAfterMaxDocuments() throws Exception {
    // on a thread of its own, so that the count starts at zero
    Parser[] seen = new Parser[ThreadParsers.MAX_DOCUMENTS + 2];
    Thread t =
        new Thread(
            () -> {
              for (int i = 0; i < seen.length; i++) {
                seen[i] = ThreadParsers.parser(false);
              }
            });
    t.start();
    t.join();
    for (int i = 1; i < ThreadParsers.MAX_DOCUMENTS; i++) {
      assertSame(seen[0], seen[i]);
    }
    assertNotSame(seen[0], seen[ThreadParsers.MAX_DOCUMENTS]);
    assertSame(seen[ThreadParsers.MAX_DOCUMENTS], seen[ThreadParsers.MAX_DOCUMENTS + 1]);
    assertNotSame(seen[0], ThreadParsers.parser(false)); // another thread, another parser
    assertNotSame(ThreadParsers.parser(false), ThreadParsers.parser(true));
  }

  /** A document of random markup: unknown and known tags, open, closed, self-closed, and text. */
  private static String markup(Random r) {
    StringBuilder sb = new StringBuilder();
    for (int i = 1 + r.nextInt(30); i > 0; i--) {
      String tag =
          r.nextBoolean() ? UNKNOWN[r.nextInt(UNKNOWN.length)] : KNOWN[r.nextInt(KNOWN.length)];
      switch (r.nextInt(5)) {
        case 0 -> sb.append('<').append(tag).append("/>");
        case 1 -> sb.append("</").append(tag).append('>');
        case 2 -> sb.append('<').append(tag).append(" hidden>x</").append(tag).append('>');
        default -> sb.append('<').append(tag).append('>');
      }
      sb.append(RandomPages.paragraph(r, UNKNOWN, 1, 15));
      if (r.nextInt(4) == 0) {
        sb.append("\n\n");
      }
    }
    return sb.toString();
  }

  private static void assertSameBlocks(
      String html, PageBlocks expected, PageBlocks actual, boolean offsets) {
    assertEquals(html, expected.size(), actual.size());
    assertEquals(html, expected.textLength(), actual.textLength());
    assertEquals(
        html,
        new String(expected.text(), 0, expected.textLength()),
        new String(actual.text(), 0, actual.textLength()));
    for (int i = 0; i < expected.size(); i++) {
      assertEquals(html, expected.start(i), actual.start(i));
      assertEquals(html, expected.end(i), actual.end(i));
      assertEquals(html, expected.words(i), actual.words(i));
      assertEquals(html, expected.linkWords(i), actual.linkWords(i));
      assertEquals(html, expected.stopWords(i), actual.stopWords(i));
      assertEquals(html, expected.sentenceEnds(i), actual.sentenceEnds(i));
      assertEquals(html, expected.heading(i), actual.heading(i));
    }
    if (offsets) {
      assertEquals(html, expected.segments(), actual.segments());
      for (int k = 0; k < expected.segments(); k++) {
        assertEquals(html, expected.segmentOut(k), actual.segmentOut(k));
        assertEquals(html, expected.segmentIn(k), actual.segmentIn(k));
      }
    }
  }
}
