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
import org.apache.lucene.analysis.CharArraySet;
import org.apache.lucene.tests.util.LuceneTestCase;
import org.apache.lucene.tests.util.TestUtil;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;
import org.jsoup.parser.Parser;
import org.spotsigs.analysis.Language;
import org.spotsigs.analysis.StopWords;

/**
 * {@link PageBlocks.Reading#WORDS} (version 7): a block's words and stop words are those of its
 * text, counted by brute force (the text cut into maximal runs of letters and digits, each run
 * looked up in a case-insensitive set of the stop words), whatever punctuation follows a word
 * directly; counting a block's stop words again ({@link PageBlocks#countStopWords(int,
 * StopWordSet)}, as {@code language=auto} does) gives the count the reading gave. {@link
 * PageBlocks.Reading#VISIBLE} (version 6) reads the same blocks and words as it did: a word that
 * punctuation follows directly is no stop word there.
 */
public class TestWholeWords extends LuceneTestCase {
  private static final String[] WORDS = {
    "the",
    "The",
    "THE",
    "on",
    "On",
    "of",
    "a",
    "I",
    "and",
    "it",
    "in",
    "themselves",
    "Ourselves",
    "yourselves",
    "YOURSELF",
    "about",
    "between",
    "through",
    "orchard",
    "harvest",
    "Farmers",
    "extraordinarily",
    "café",
    "Straße",
    "Привет",
    "über",
    "x2",
    "2024",
    "4th",
    "ñ"
  };

  /** Characters that end a word: punctuation and symbols, ASCII and not. */
  private static final String[] PUNCTUATION = {
    ".", ",", ";", ":", "!", "?", "'", "\"", "(", ")", "[", "]", "-", "/", "&amp;", "&lt;", "…",
    "«", "»", "—", "–", "’", "“", "”", "¿", "¡", "·", "§", "%", "+", "*", "#", "@", "_"
  };

  private static final String[] SPACES = {" ", "  ", "\n", "\t", "&nbsp;"};

  private static final List<String> STOP_LIST = StopWords.englishList();
  private static final StopWordSet STOP = new StopWordSet(STOP_LIST);
  private static final CharArraySet ORACLE = new CharArraySet(STOP_LIST, true);

  public void testCountsAreTheTextsWords() {
    Random r = random();
    for (int iter = 0; iter < atLeast(300); iter++) {
      Document doc = Parser.htmlParser().parseInput(page(r), "");
      PageBlocks b = PageBlocks.of(doc.body(), STOP, false, 16 + r.nextInt(48), reading(7));
      assertTrue(b.size() > 0);
      for (int i = 0; i < b.size(); i++) {
        String text = b.blockText(i);
        int[] want = bruteForce(text, false);
        assertEquals(text, want[0], b.words(i));
        assertEquals(text, want[1], b.stopWords(i));
        b.countStopWords(i, STOP);
        assertEquals("counted again: " + text, want[1], b.stopWords(i));
      }
    }
  }

  /** Version 6 counts as it did: a word that punctuation follows directly is not looked up. */
  public void testVersionSixUnchanged() {
    Random r = random();
    for (int iter = 0; iter < atLeast(100); iter++) {
      String html = page(r);
      PageBlocks v6 = PageBlocks.of(body(html), STOP, false, 64, reading(6));
      PageBlocks v7 = PageBlocks.of(body(html), STOP, false, 64, reading(7));
      assertEquals(v6.size(), v7.size());
      for (int i = 0; i < v6.size(); i++) {
        String text = v6.blockText(i);
        assertEquals(text, v7.blockText(i));
        assertEquals(text, v7.words(i), v6.words(i));
        assertEquals(text, v7.linkWords(i), v6.linkWords(i));
        assertEquals(text, v7.sentenceEnds(i), v6.sentenceEnds(i));
        assertEquals(text, bruteForce(text, true)[1], v6.stopWords(i));
      }
    }
  }

  public void testStopWordBeforePunctuation() {
    StopWordSet set = new StopWordSet(List.of("on", "für", "themselves"));
    String[][] cases = { // text, then the stop words version 7 counts and version 6 counted
      {"x on y", "1", "1"},
      {"x on.", "1", "0"},
      {"x on, y", "1", "0"},
      {"(on) für.", "2", "0"},
      {"Themselves!", "1", "0"},
      {"on", "1", "1"}
    };
    for (String[] c : cases) {
      Element body = body("<p>" + c[0] + "</p>");
      assertEquals(
          c[0],
          Integer.parseInt(c[1]),
          PageBlocks.of(body, set, false, 16, reading(7)).stopWords(0));
      assertEquals(
          c[0],
          Integer.parseInt(c[2]),
          PageBlocks.of(body, set, false, 16, reading(6)).stopWords(0));
    }
  }

  /**
   * A stop word that a character of a script without spaces follows directly is one in version 7
   * (as counting again finds), not in version 6.
   */
  public void testStopWordBeforeUnspacedScript() {
    StopWordSet set = new StopWordSet(List.of("the", "の"));
    Element body = body("<p>the日本の港</p>");
    PageBlocks v7 = PageBlocks.of(body, set, false, 16, reading(7));
    PageBlocks v6 = PageBlocks.of(body, set, false, 16, reading(6));
    assertEquals(5, v7.words(0));
    assertEquals(2, v7.stopWords(0));
    assertEquals(1, v6.stopWords(0));
    v7.countStopWords(0, set);
    assertEquals(2, v7.stopWords(0));
  }

  /**
   * With {@code language=auto}, a page in another language than English has its stop words counted
   * again: in version 7 that count is the one the first reading gives with the same words.
   */
  public void testLanguageAutoRecountAgrees() {
    Random r = random();
    StopWordSet german = new StopWordSet(Language.DE.stopWordList());
    for (int iter = 0; iter < atLeast(20); iter++) {
      StringBuilder html = new StringBuilder("<html><body>");
      for (int p = 0; p < 1 + r.nextInt(4); p++) {
        html.append("<p>").append(MixedLanguageTexts.GERMAN).append(' ');
        html.append(PUNCTUATION[r.nextInt(PUNCTUATION.length)]).append("</p>");
      }
      String page = html.append("</body></html>").toString();
      PageBlocks auto =
          ArticleExtractor.builder().version(7).autoLanguage(true).build().blocks(page, false);
      PageBlocks first = PageBlocks.of(body(page), german, false, 64, reading(7));
      assertEquals(Language.DE, auto.language());
      assertEquals(first.size(), auto.size());
      for (int i = 0; i < first.size(); i++) {
        assertEquals(first.blockText(i), first.stopWords(i), auto.stopWords(i));
      }
    }
  }

  private static PageBlocks.Reading reading(int version) {
    return ArticleVersion.of(version).reading();
  }

  private static Element body(String html) {
    return Parser.htmlParser().parseInput(html, "").body();
  }

  /**
   * {words, stop words} of {@code text}: its maximal runs of letters and digits, those in the stop
   * words; with {@code spaceAfter}, only a stop word that a space or the text's end follows (the
   * reading of versions 1 to 6).
   */
  static int[] bruteForce(String text, boolean spaceAfter) {
    int words = 0;
    int stop = 0;
    char[] chars = text.toCharArray();
    for (int at = 0; at < chars.length; ) {
      if (!Character.isLetterOrDigit(chars[at])) {
        at++;
        continue;
      }
      int end = at;
      while (end < chars.length && Character.isLetterOrDigit(chars[end])) {
        end++;
      }
      words++;
      boolean looked = !spaceAfter || end == chars.length || chars[end] == ' ';
      if (looked && ORACLE.contains(chars, at, end - at)) {
        stop++;
      }
      at = end;
    }
    return new int[] {words, stop};
  }

  /**
   * A page of paragraphs of words, random letters and digits among them, with punctuation before,
   * between and after them (directly or after a space), and inline markup in and between words.
   */
  static String page(Random r) {
    StringBuilder sb = new StringBuilder("<html><body>");
    for (int b = 0; b < 1 + r.nextInt(5); b++) {
      String tag = r.nextBoolean() ? "p" : r.nextBoolean() ? "li" : "div";
      sb.append('<').append(tag).append('>');
      for (int w = 0; w < 1 + r.nextInt(30); w++) {
        String word =
            r.nextInt(5) == 0
                ? TestUtil.randomSimpleString(r, 1, 4)
                : WORDS[r.nextInt(WORDS.length)];
        if (r.nextInt(6) == 0) {
          sb.append(PUNCTUATION[r.nextInt(PUNCTUATION.length)]);
        }
        switch (r.nextInt(6)) {
          case 0 -> {
            int cut = r.nextInt(word.length() + 1);
            sb.append(word, 0, cut).append("<b>").append(word.substring(cut)).append("</b>");
          }
          case 1 -> sb.append("<i>").append(word).append("</i>");
          default -> sb.append(word);
        }
        for (int p = r.nextInt(3); p > 0; p--) {
          sb.append(PUNCTUATION[r.nextInt(PUNCTUATION.length)]);
        }
        if (r.nextInt(4) > 0) {
          sb.append(SPACES[r.nextInt(SPACES.length)]);
        }
      }
      sb.append("</").append(tag).append('>');
    }
    return sb.append("</body></html>").toString();
  }
}
