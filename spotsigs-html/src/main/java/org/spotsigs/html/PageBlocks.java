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

import org.jsoup.nodes.Element;
import org.jsoup.select.NodeTraversor;
import org.spotsigs.analysis.Language;

/**
 * The text blocks of a parsed HTML page, in document order, with the shallow features that decide
 * whether a block is article text.
 *
 * <p>A block is the text between two block-level boundaries (the start or end of a paragraph, list
 * item, table cell, heading, division and the like, a horizontal rule, or two line breaks in a row:
 * one {@code <br>} stays inside its block, as it does in a paragraph). Elements that never show
 * text to a reader are skipped with everything inside them: scripts, styles, templates, forms'
 * controls, embedded objects and frames, and elements hidden by the {@code hidden} attribute or an
 * inline {@code display:none} style. White space is collapsed as a browser does.
 *
 * <p>For each block: its characters in {@link #text()} (every block ends with {@code '\n'}), its
 * words (maximal runs of letters and digits), the words inside links, the stop words, the sentence
 * ends, its heading level, and the element that holds it. Optionally the input offset of every text
 * node, so that a character filter can map its output back to the page.
 *
 * <p>{@link BlockSegmenter} builds them in one traversal of the page; {@link ElementRoles} says
 * what each element is to it.
 */
final class PageBlocks {
  static final boolean[] ASCII_WORD = new boolean[128];

  /** The first character of a script written without spaces ({@link #unspaced}). */
  static final char UNSPACED_FROM = '\u0e00';

  /**
   * Reading {@link Reading#VISIBLE}: how many characters of {@code c}'s script make a word when its
   * words are written without spaces: 1 for Chinese characters and Japanese kana, 3 for Thai, Lao,
   * Khmer and Myanmar letters; 0 for every other character.
   */
  static int unspaced(char c) {
    if ((c >= '\u4e00' && c <= '\u9fff')
        || (c >= '\u3400' && c <= '\u4dbf')
        || (c >= '\uf900' && c <= '\ufaff')
        || (c >= '\u3040' && c <= '\u30ff')
        || (c >= '\uff66' && c <= '\uff9f')) {
      return Character.isLetter(c) ? 1 : 0;
    }
    if ((c >= '\u0e00' && c <= '\u0eff')
        || (c >= '\u1780' && c <= '\u17ff')
        || (c >= '\u1000' && c <= '\u109f')) {
      return Character.isLetter(c) ? 3 : 0;
    }
    return 0;
  }

  static {
    for (char c = 0; c < 128; c++) {
      ASCII_WORD[c] = Character.isLetterOrDigit(c);
    }
  }

  /**
   * How a page is read into blocks. {@link #FIRST} (versions 1 to 5 of the article extraction): as
   * described above. {@link #VISIBLE} (version 6): also elements hidden from every reader by {@code
   * aria-hidden="true"} or an inline {@code visibility:hidden}, and dialogs and alerts ({@code
   * role} dialog, alertdialog or alert, {@code aria-modal="true"}: consent banners, sign-up
   * prompts) are skipped; and in scripts written without spaces between words (Chinese, Japanese;
   * Thai, Lao, Khmer, Myanmar) every character is a word (Thai and the others: every third), so
   * that a paragraph counts as many words as it holds, not as the one run of letters it is. {@link
   * #WORDS} (version 7): as {@link #VISIBLE}, and a word ends with its last letter or digit: a word
   * that punctuation follows directly ("on." or "the,"; in versions 1 to 6 the punctuation was
   * taken for part of it) is looked up as the stop word it is, as {@link #countStopWords} counts
   * it.
   */
  enum Reading {
    FIRST,
    VISIBLE,
    WORDS
  }

  private final char[] buffer;
  private final int length;
  private final int count;
  private final int[] start;
  private final int[] end;
  private final int[] words;
  private final int[] linkWords;
  private final int[] stopWords;
  private final int[] sentenceEnds;
  private final int[] heading;
  private final Element[] owner;
  private final int[] segmentOut;
  private final int[] segmentIn;
  private final int segments;
  private final boolean visible;
  private String title = "";

  /** The page's language as the extractor detected it (null: not detected, or none found). */
  private Language language;

  /** Per block, whether its stop words are counted in another language than the page's. */
  private boolean[] otherLanguage;

  PageBlocks(BlockSegmenter b) {
    this.buffer = b.text;
    this.length = b.length;
    this.count = b.count;
    this.start = b.start;
    this.end = b.end;
    this.words = b.words;
    this.linkWords = b.linkWords;
    this.stopWords = b.stopWords;
    this.sentenceEnds = b.sentenceEnds;
    this.heading = b.heading;
    this.owner = b.owner;
    this.segmentOut = b.segmentOut;
    this.segmentIn = b.segmentIn;
    this.segments = b.segments;
    this.visible = b.visible;
  }

  /**
   * The blocks under {@code root} (usually a document's body).
   *
   * @param stopWords the stop words counted per block
   * @param trackOffsets whether to record the input offset of every text node (the document must
   *     have been parsed with position tracking)
   */
  static PageBlocks of(Element root, StopWordSet stopWords, boolean trackOffsets) {
    return of(root, stopWords, trackOffsets, 4096);
  }

  /** {@link #of(Element, StopWordSet, boolean, int)} read as {@code reading} says. */
  static PageBlocks of(
      Element root,
      StopWordSet stopWords,
      boolean trackOffsets,
      int expectedChars,
      Reading reading) {
    BlockSegmenter b = new BlockSegmenter(stopWords, trackOffsets, Math.max(16, expectedChars));
    b.visible = reading != Reading.FIRST;
    b.wordEndsAtPunctuation = reading == Reading.WORDS;
    b.currentOwner = root;
    NodeTraversor.filter(b, root);
    b.flush();
    return new PageBlocks(b);
  }

  /**
   * The page's title as its head gives it: the {@code og:title} of its metadata, else its {@code
   * <title>}; empty when not set ({@link #title(String)}).
   */
  String title() {
    return title;
  }

  /** Sets the page's title. */
  void title(String title) {
    this.title = title == null ? "" : title;
  }

  /** The page's language as the extractor detected it, or null (not detected, or none found). */
  Language language() {
    return language;
  }

  /** Sets the page's detected language. */
  void language(Language language) {
    this.language = language;
  }

  /** Whether block {@code b}'s stop words are counted in another language than the page's. */
  boolean otherLanguage(int b) {
    return otherLanguage != null && otherLanguage[b];
  }

  /** Counts block {@code b}'s stop words as those of {@code set}, another language's. */
  void countStopWordsInOtherLanguage(int b, StopWordSet set) {
    countStopWords(b, set);
    if (otherLanguage == null) {
      otherLanguage = new boolean[count];
    }
    otherLanguage[b] = true;
  }

  /**
   * {@link #of(Element, StopWordSet, boolean)} with room for {@code expectedChars} of text at first
   * (the page's length bounds its text: a short document does not get the buffers of a long page).
   */
  static PageBlocks of(
      Element root, StopWordSet stopWords, boolean trackOffsets, int expectedChars) {
    return of(root, stopWords, trackOffsets, expectedChars, Reading.FIRST);
  }

  /** All text: the blocks one after another, each ended by {@code '\n'}. */
  char[] text() {
    return buffer;
  }

  int textLength() {
    return length;
  }

  int size() {
    return count;
  }

  /** Start of block {@code i} in {@link #text()}. */
  int start(int i) {
    return start[i];
  }

  /** End of block {@code i} in {@link #text()}, before its {@code '\n'}. */
  int end(int i) {
    return end[i];
  }

  int words(int i) {
    return words[i];
  }

  int linkWords(int i) {
    return linkWords[i];
  }

  int stopWords(int i) {
    return stopWords[i];
  }

  /**
   * Counts the stop words of every block again, as those of {@code set} (null: every word, as if
   * every word were a stop word): the words are the maximal runs of letters and digits of the
   * block's text.
   */
  void countStopWords(StopWordSet set) {
    for (int b = 0; b < count; b++) {
      countStopWords(b, set);
    }
  }

  /** {@link #countStopWords(StopWordSet)} of block {@code b} alone. */
  void countStopWords(int b, StopWordSet set) {
    if (set == null) {
      stopWords[b] = words[b];
      return;
    }
    int n = 0;
    int wordStart = -1;
    int run = 0;
    for (int i = start[b]; i <= end[b]; i++) {
      char c = i < end[b] ? buffer[i] : ' ';
      int unit = visible && c >= UNSPACED_FROM ? unspaced(c) : 0;
      if (unit > 0) { // as the reading counted it: a word (a stop word) per character or unit
        if (wordStart >= 0) {
          int len = i - wordStart;
          if (len <= set.maxLength() && set.contains(buffer, wordStart, len)) {
            n++;
          }
          wordStart = -1;
        }
        if (unit == 1 ? set.contains(buffer, i, 1) : run++ % unit == 0) {
          n++;
        }
        continue;
      }
      run = 0;
      boolean w = c < 128 ? ASCII_WORD[c] : Character.isLetterOrDigit(c);
      if (w) {
        if (wordStart < 0) {
          wordStart = i;
        }
      } else if (wordStart >= 0) {
        int len = i - wordStart;
        if (len <= set.maxLength() && set.contains(buffer, wordStart, len)) {
          n++;
        }
        wordStart = -1;
      }
    }
    stopWords[b] = n;
  }

  int sentenceEnds(int i) {
    return sentenceEnds[i];
  }

  /** 1 to 6 for a block inside h1 to h6, else 0. */
  int heading(int i) {
    return heading[i];
  }

  /** The innermost block-level element that holds block {@code i}. */
  Element owner(int i) {
    return owner[i];
  }

  String blockText(int i) {
    return new String(buffer, start[i], end[i] - start[i]);
  }

  /**
   * Text nodes with their offsets: output offset {@code segmentOut(k)} came from input offset
   * {@code segmentIn(k)}.
   */
  int segments() {
    return segments;
  }

  int segmentOut(int k) {
    return segmentOut[k];
  }

  int segmentIn(int k) {
    return segmentIn[k];
  }
}
