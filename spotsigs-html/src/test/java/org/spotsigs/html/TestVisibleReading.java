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

import java.util.List;
import java.util.Random;
import org.apache.lucene.tests.util.LuceneTestCase;
import org.jsoup.nodes.Document;
import org.jsoup.parser.Parser;

/**
 * {@link PageBlocks.Reading#VISIBLE} (version 6): elements hidden from every reader and dialogs are
 * skipped; in scripts written without spaces every character (Thai and the others: every third of a
 * run) is a word, counted against a word-by-word oracle, and a block's stop words counted again
 * ({@link PageBlocks#countStopWords(int, StopWordSet)}) are those the reading counted.
 */
public class TestVisibleReading extends LuceneTestCase {
  private static final String[] TOKENS = {
    "the", "of", "harbour", "ferry", "日本語", "の", "東京の港", "ภาษาไทย", "ไทย", "ab日本", "x2"
  };
  private static final StopWordSet STOP = new StopWordSet(List.of("the", "of", "の"));

  public void testWordsOfScriptsWithoutSpaces() {
    Random r = random();
    for (int iter = 0; iter < atLeast(100); iter++) {
      StringBuilder html = new StringBuilder("<html><body>");
      int paragraphs = 1 + r.nextInt(4);
      for (int p = 0; p < paragraphs; p++) {
        html.append("<p>");
        for (int t = 0, n = 1 + r.nextInt(20); t < n; t++) {
          html.append(t == 0 ? "" : " ").append(TOKENS[r.nextInt(TOKENS.length)]);
        }
        html.append("</p>");
      }
      Document doc = Parser.htmlParser().parseInput(html.toString(), "");
      PageBlocks b = PageBlocks.of(doc.body(), STOP, false, 16, PageBlocks.Reading.VISIBLE);
      assertEquals(paragraphs, b.size());
      for (int i = 0; i < b.size(); i++) {
        int[] want = count(b.blockText(i));
        assertEquals(b.blockText(i), want[0], b.words(i));
        assertEquals(b.blockText(i), want[1], b.stopWords(i));
        b.countStopWords(i, STOP);
        assertEquals(b.blockText(i), want[1], b.stopWords(i));
      }
    }
  }

  /** {words, stop words} of a text of space-separated tokens, by the reading's definition. */
  private static int[] count(String text) {
    int words = 0;
    int stop = 0;
    int run = 0;
    StringBuilder latin = new StringBuilder();
    for (int i = 0; i <= text.length(); i++) {
      char c = i < text.length() ? text.charAt(i) : ' ';
      int unit = PageBlocks.unspaced(c);
      if (unit == 0 && Character.isLetterOrDigit(c)) {
        latin.append(c);
        run = 0;
        continue;
      }
      if (latin.length() > 0) {
        words++;
        String w = latin.toString();
        if (w.equals("the") || w.equals("of")) {
          stop++;
        }
        latin.setLength(0);
      }
      if (unit == 1) {
        words++;
        if (c == 'の') {
          stop++;
        }
      } else if (unit == 3) {
        if (run++ % 3 == 0) {
          words++;
          stop++;
        }
      } else {
        run = 0;
      }
    }
    return new int[] {words, stop};
  }

  public void testHiddenFromReaders() {
    String[] hidden = {
      "<div aria-hidden=\"true\">%s</div>",
      "<div role=\"dialog\">%s</div>",
      "<section role=alertdialog>%s</section>",
      "<div aria-modal=\"true\">%s</div>",
      "<p style=\"color: red; visibility: hidden\">%s</p>"
    };
    Random r = random();
    for (int iter = 0; iter < atLeast(10); iter++) {
      String h = hidden[r.nextInt(hidden.length)];
      String html =
          "<html><body><p>visible text</p>"
              + String.format(h, "cookie notice text")
              + "</body></html>";
      Document doc = Parser.htmlParser().parseInput(html, "");
      PageBlocks visible = PageBlocks.of(doc.body(), STOP, false, 16, PageBlocks.Reading.VISIBLE);
      PageBlocks first = PageBlocks.of(doc.body(), STOP, false, 16, PageBlocks.Reading.FIRST);
      assertEquals(1, visible.size());
      assertEquals(2, first.size()); // versions 1 to 5 read as they did
    }
  }
}
