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

import static org.spotsigs.html.ElementRoles.BLOCK_LEVEL;
import static org.spotsigs.html.ElementRoles.BREAK;
import static org.spotsigs.html.ElementRoles.LINK;
import static org.spotsigs.html.ElementRoles.PRE;
import static org.spotsigs.html.ElementRoles.SKIP;
import static org.spotsigs.html.ElementRoles.SPACE;
import static org.spotsigs.html.ElementRoles.isBlock;
import static org.spotsigs.html.ElementRoles.role;
import static org.spotsigs.html.PageBlocks.ASCII_WORD;
import static org.spotsigs.html.PageBlocks.UNSPACED_FROM;
import static org.spotsigs.html.PageBlocks.unspaced;

import java.util.Arrays;
import org.jsoup.nodes.Element;
import org.jsoup.nodes.Node;
import org.jsoup.nodes.TextNode;
import org.jsoup.select.NodeFilter;
import org.spotsigs.analysis.PackedWords;

/**
 * Builds the {@link PageBlocks} of a page while jsoup's traversal visits its nodes: one pass that
 * cuts the text into blocks at block-level boundaries ({@link ElementRoles}), collapses white space
 * as a browser does, skips what never shows text to a reader, and counts each block's words, link
 * words, stop words and sentence ends as it goes.
 *
 * <p>Longer than 400 lines: one state machine over the traversal (the words, links, headings,
 * preformatted text and offsets it is inside of), whose parts share that state.
 */
final class BlockSegmenter implements NodeFilter {
  private final StopWordSet stopWordSet;
  private final int maxStopWordLength;
  private final boolean trackOffsets;
  char[] text;
  int length;
  int count;
  int[] start = new int[64];
  int[] end = new int[64];
  int[] words = new int[64];
  int[] linkWords = new int[64];
  int[] stopWords = new int[64];
  int[] sentenceEnds = new int[64];
  int[] heading = new int[64];
  Element[] owner = new Element[64];
  int[] segmentOut;
  int[] segmentIn;
  int segments;

  private int blockStart;
  private int blockWords;
  private int blockLinkWords;
  private int blockStopWords;
  private int blockSentenceEnds;
  private int anchorDepth;
  private int preDepth;
  private int headingLevel;
  private int headingDepth;
  Element currentOwner;

  /** Reading {@link PageBlocks.Reading#VISIBLE} (and after). */
  boolean visible;

  /**
   * Reading {@link PageBlocks.Reading#WORDS}: a word ends before the character that ends it, not
   * after it (versions 1 to 6 looked the word up with that character: "on." was no stop word).
   */
  boolean wordEndsAtPunctuation;

  /** Characters of a script without spaces seen since the last word counted for them. */
  private int unspacedRun;

  private boolean pendingSpace;
  private int breaks;

  /** Start of the current word in {@link #text}, or -1 outside a word. */
  private int wordStart = -1;

  /** The current word's characters, lower-cased, shifted into a long (while it is ASCII). */
  private long wordChars;

  private boolean wordAscii;

  BlockSegmenter(StopWordSet stopWordSet, boolean trackOffsets, int expectedChars) {
    this.text = new char[expectedChars];
    this.stopWordSet = stopWordSet;
    this.maxStopWordLength = stopWordSet.maxLength();
    this.trackOffsets = trackOffsets;
    if (trackOffsets) {
      segmentOut = new int[64];
      segmentIn = new int[64];
    }
  }

  @Override
  public FilterResult head(Node node, int depth) {
    if (node instanceof TextNode t) {
      appendText(t);
      return FilterResult.CONTINUE;
    }
    if (!(node instanceof Element e)) {
      return FilterResult.CONTINUE; // comments, doctype, data nodes
    }
    String tag = e.normalName();
    byte role = role(tag);
    if (role == SKIP
        || (e.attributesSize() > 0 && (hidden(e) || (visible && hiddenFromReaders(e))))) {
      return FilterResult.SKIP_ENTIRELY;
    }
    switch (role) {
      case BREAK -> {
        if (++breaks >= 2) {
          flush();
        } else {
          pendingSpace = true;
        }
      }
      case BLOCK_LEVEL, PRE -> {
        flush();
        currentOwner = e;
        if (role == PRE) {
          preDepth++;
        }
        int level = headingLevel(tag);
        if (level > 0 && headingLevel == 0) {
          headingLevel = level;
          headingDepth = depth;
        }
      }
      case LINK -> {
        if (e.hasAttr("href")) {
          endWord();
          anchorDepth++;
        }
      }
      case SPACE -> pendingSpace = true;
      default -> {}
    }
    return FilterResult.CONTINUE;
  }

  @Override
  public FilterResult tail(Node node, int depth) {
    if (node instanceof Element e) {
      byte role = role(e.normalName());
      if (role == BLOCK_LEVEL || role == PRE) {
        flush();
        if (role == PRE) {
          preDepth--;
        }
        if (headingLevel > 0 && depth == headingDepth) {
          headingLevel = 0;
        }
        Element parent = e.parent();
        while (parent != null && !isBlock(parent.normalName())) {
          parent = parent.parent();
        }
        currentOwner = parent == null ? e : parent;
      } else if (role == LINK && e.hasAttr("href")) {
        endWord();
        anchorDepth--;
      }
    }
    return FilterResult.CONTINUE;
  }

  private static int headingLevel(String tag) {
    if (tag.length() == 2 && tag.charAt(0) == 'h' && tag.charAt(1) >= '1' && tag.charAt(1) <= '6') {
      return tag.charAt(1) - '0';
    }
    return 0;
  }

  /**
   * Reading {@link PageBlocks.Reading#VISIBLE}: hidden from every reader ({@code
   * aria-hidden="true"}, an inline {@code visibility:hidden}), or a dialog or alert.
   */
  private static boolean hiddenFromReaders(Element e) {
    if (e.attr("aria-hidden").equalsIgnoreCase("true")
        || e.attr("aria-modal").equalsIgnoreCase("true")) {
      return true;
    }
    String role = e.attr("role");
    if (!role.isEmpty()) {
      String r = role.strip().toLowerCase(java.util.Locale.ROOT);
      if (r.equals("dialog") || r.equals("alertdialog") || r.equals("alert")) {
        return true;
      }
    }
    String style = e.attr("style");
    return !style.isEmpty() && styleSays(style, "visibility", "hidden");
  }

  /** Whether an inline {@code style} sets {@code property} to {@code value} (any case). */
  private static boolean styleSays(String style, String property, String value) {
    int i = style.toLowerCase(java.util.Locale.ROOT).indexOf(property);
    if (i < 0) {
      return false;
    }
    int j = i + property.length();
    while (j < style.length() && style.charAt(j) == ' ') {
      j++;
    }
    if (j >= style.length() || style.charAt(j) != ':') {
      return false;
    }
    j++;
    while (j < style.length() && style.charAt(j) == ' ') {
      j++;
    }
    return style.regionMatches(true, j, value, 0, value.length());
  }

  private static boolean hidden(Element e) {
    if (e.hasAttr("hidden")) {
      return true;
    }
    String style = e.attr("style");
    if (style.isEmpty()) {
      return false;
    }
    int i = style.indexOf("display");
    if (i < 0) {
      return false;
    }
    // display\s*:\s*none
    int j = i + 7;
    while (j < style.length() && style.charAt(j) == ' ') {
      j++;
    }
    if (j >= style.length() || style.charAt(j) != ':') {
      return false;
    }
    j++;
    while (j < style.length() && style.charAt(j) == ' ') {
      j++;
    }
    return style.regionMatches(true, j, "none", 0, 4);
  }

  private void appendText(TextNode t) {
    String s = t.getWholeText();
    int n = s.length();
    if (n == 0) {
      return;
    }
    boolean pre = preDepth > 0;
    int nodeStart = trackOffsets ? t.sourceRange().startPos() : -1;
    int spaces =
        -1; // white space characters skipped right before i; -1 before the node's first character
    for (int i = 0; i < n; i++) {
      char c = s.charAt(i);
      if (isSpace(c)) {
        unspacedRun = 0;
        if (pre && c == '\n') {
          flush(); // a line of preformatted text is a block of its own
          spaces = -1;
        } else {
          endWord();
          pendingSpace = true;
          if (spaces >= 0) {
            spaces++;
          }
        }
        continue;
      }
      boolean spaceWritten = false;
      if (pendingSpace) {
        pendingSpace = false;
        if (length > blockStart) {
          append(' ');
          spaceWritten = true;
        }
      }
      if (spaces != 0) {
        breaks = 0;
        // where this character came from: the first one of the node, or one after white space
        // that was not copied one for one
        if (nodeStart >= 0 && (spaces < 0 || !(spaces == 1 && spaceWritten))) {
          recordSegment(length, nodeStart + i);
        }
        spaces = 0;
      }
      append(c);
      if (visible) {
        int unit = c >= UNSPACED_FROM ? unspaced(c) : 0;
        if (unit > 0) { // a script without spaces: every character (or every unit-th) a word
          endWordBefore();
          if (unit == 1 || unspacedRun++ % unit == 0) {
            blockWords++;
            if (anchorDepth > 0) {
              blockLinkWords++;
            }
            if (unit > 1 || stopWordSet.contains(text, length - 1, 1)) {
              blockStopWords++;
            }
          }
          continue;
        }
        unspacedRun = 0;
        if (c == '\u3002' || c == '\uff01' || c == '\uff1f') {
          blockSentenceEnds++; // the full stop, exclamation and question marks of CJK text
        }
      }
      boolean w = c < 128 ? ASCII_WORD[c] : Character.isLetterOrDigit(c);
      if (w) {
        if (wordStart < 0) {
          wordStart = length - 1;
          wordChars = 0;
          wordAscii = true;
          blockWords++;
          if (anchorDepth > 0) {
            blockLinkWords++;
          }
        }
        if (c < 128) { // the word's characters, lower-cased, shifted in for the stop word lookup
          long chars = wordChars << 8 | lower(c);
          // the ASCII word characters after it, at once: for each, the steps above come to
          // appending it and shifting it in
          char[] out = text;
          int at = length;
          int j = i + 1;
          for (; j < n; j++) {
            char d = s.charAt(j);
            if (d >= 128 || !ASCII_WORD[d]) {
              break;
            }
            if (at == out.length) {
              out = Arrays.copyOf(out, out.length * 2);
            }
            out[at++] = d;
            chars = chars << 8 | lower(d);
          }
          text = out;
          length = at;
          wordChars = chars;
          i = j - 1;
        } else {
          wordAscii = false;
        }
      } else {
        endWordBefore();
        if ((c == '.' || c == '!' || c == '?') && (i + 1 == n || isSpace(s.charAt(i + 1)))) {
          blockSentenceEnds++;
        }
      }
    }
  }

  /** Output offset {@code out} came from input offset {@code in}. */
  private void recordSegment(int out, int in) {
    if (segments == segmentOut.length) {
      segmentOut = Arrays.copyOf(segmentOut, segments * 2);
      segmentIn = Arrays.copyOf(segmentIn, segments * 2);
    }
    segmentOut[segments] = out;
    segmentIn[segments] = in;
    segments++;
  }

  private static int lower(char c) {
    return c >= 'A' && c <= 'Z' ? c + ('a' - 'A') : c;
  }

  private static boolean isSpace(char c) {
    return c == ' '
        || c == '\n'
        || c == '\t'
        || c == '\r'
        || c == '\f'
        || c == '\u00a0'
        || c == '\u200b';
  }

  private void append(char c) {
    if (length == text.length) {
      text = Arrays.copyOf(text, text.length * 2);
    }
    text[length++] = c;
  }

  /**
   * Ends the current word at the character just appended, which is none of its: reading {@link
   * PageBlocks.Reading#WORDS}, before it; before, with it (the frozen reading of versions 1 to 6).
   */
  private void endWordBefore() {
    endWord(wordEndsAtPunctuation ? length - 1 : length);
  }

  private void endWord() {
    endWord(length);
  }

  /** Ends the current word, if any, at {@code end} in {@link #text}. */
  private void endWord(int end) {
    if (wordStart >= 0) {
      int len = end - wordStart;
      if (len <= maxStopWordLength) {
        long key = wordAscii ? PackedWords.pack(wordChars, len) : -1;
        if (key != -1 ? stopWordSet.contains(key) : stopWordSet.contains(text, wordStart, len)) {
          blockStopWords++;
        }
      }
      wordStart = -1;
    }
  }

  /** Ends the current block (if it has any text) at a block-level boundary. */
  void flush() {
    endWord();
    unspacedRun = 0;
    breaks = 0;
    pendingSpace = false;
    if (length == blockStart) {
      return;
    }
    if (count == start.length) {
      int n = count * 2;
      start = Arrays.copyOf(start, n);
      end = Arrays.copyOf(end, n);
      words = Arrays.copyOf(words, n);
      linkWords = Arrays.copyOf(linkWords, n);
      stopWords = Arrays.copyOf(stopWords, n);
      sentenceEnds = Arrays.copyOf(sentenceEnds, n);
      heading = Arrays.copyOf(heading, n);
      owner = Arrays.copyOf(owner, n);
    }
    start[count] = blockStart;
    end[count] = length;
    words[count] = blockWords;
    linkWords[count] = blockLinkWords;
    stopWords[count] = blockStopWords;
    sentenceEnds[count] = blockSentenceEnds;
    heading[count] = headingLevel;
    owner[count] = currentOwner;
    count++;
    append('\n');
    blockStart = length;
    blockWords = 0;
    blockLinkWords = 0;
    blockStopWords = 0;
    blockSentenceEnds = 0;
  }
}
