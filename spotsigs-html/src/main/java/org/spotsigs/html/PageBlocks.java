package org.spotsigs.html;

import java.util.Arrays;
import java.util.Set;
import org.jsoup.nodes.Element;
import org.jsoup.nodes.Node;
import org.jsoup.nodes.TextNode;
import org.jsoup.select.NodeFilter;
import org.jsoup.select.NodeTraversor;
import org.spotsigs.analysis.PackedWords;

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
 */
final class PageBlocks {
  /**
   * What an element is to the segmentation: skipped, a block boundary, a line break, a link, an
   * image; 0 otherwise.
   */
  private static final byte SKIP = 1;

  private static final byte BLOCK_LEVEL = 2;
  private static final byte BREAK = 3;
  private static final byte LINK = 4;
  private static final byte SPACE = 5;
  private static final byte PRE = 6;

  private static final boolean[] ASCII_WORD = new boolean[128];

  /** The first character of a script written without spaces ({@link #unspaced}). */
  private static final char UNSPACED_FROM = '\u0e00';

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

  private static final Set<String> SKIPPED =
      Set.of(
          "script",
          "style",
          "noscript",
          "template",
          "svg",
          "math",
          "iframe",
          "frame",
          "frameset",
          "object",
          "embed",
          "applet",
          "canvas",
          "video",
          "audio",
          "map",
          "select",
          "option",
          "optgroup",
          "datalist",
          "textarea",
          "button",
          "input",
          "head",
          "title",
          "meta",
          "link",
          "base",
          "dialog");

  private static final Set<String> BLOCK =
      Set.of(
          "address",
          "article",
          "aside",
          "blockquote",
          "body",
          "caption",
          "center",
          "dd",
          "details",
          "dir",
          "div",
          "dl",
          "dt",
          "fieldset",
          "figcaption",
          "figure",
          "footer",
          "form",
          "h1",
          "h2",
          "h3",
          "h4",
          "h5",
          "h6",
          "header",
          "hgroup",
          "hr",
          "html",
          "legend",
          "li",
          "main",
          "menu",
          "nav",
          "ol",
          "p",
          "pre",
          "section",
          "summary",
          "table",
          "tbody",
          "td",
          "tfoot",
          "th",
          "thead",
          "tr",
          "ul");

  private static final java.util.Map<String, Byte> ROLES = roles();

  private static java.util.Map<String, Byte> roles() {
    java.util.Map<String, Byte> roles = new java.util.HashMap<>();
    for (String t : BLOCK) {
      roles.put(t, BLOCK_LEVEL);
    }
    roles.put("pre", PRE);
    for (String t : SKIPPED) {
      roles.put(t, SKIP);
    }
    roles.put("br", BREAK);
    roles.put("a", LINK);
    roles.put("img", SPACE);
    return java.util.Map.copyOf(roles);
  }

  /** Whether {@code tag} (a normal name) starts and ends a block. */
  static boolean isBlock(String tag) {
    byte role = role(tag);
    return role == BLOCK_LEVEL || role == PRE;
  }

  private static byte role(String tag) {
    Byte r = ROLES.get(tag);
    return r == null ? 0 : r;
  }

  /**
   * How a page is read into blocks. {@link #FIRST} (versions 1 to 5 of the article extraction): as
   * described above. {@link #VISIBLE} (version 6): also elements hidden from every reader by {@code
   * aria-hidden="true"} or an inline {@code visibility:hidden}, and dialogs and alerts ({@code
   * role} dialog, alertdialog or alert, {@code aria-modal="true"}: consent banners, sign-up
   * prompts) are skipped; and in scripts written without spaces between words (Chinese, Japanese;
   * Thai, Lao, Khmer, Myanmar) every character is a word (Thai and the others: every third), so
   * that a paragraph counts as many words as it holds, not as the one run of letters it is.
   */
  enum Reading {
    FIRST,
    VISIBLE
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

  private PageBlocks(Builder b) {
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
    Builder b = new Builder(stopWords, trackOffsets, Math.max(16, expectedChars));
    b.visible = reading == Reading.VISIBLE;
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

  /** Builds the blocks while the traversal visits the nodes. */
  private static final class Builder implements NodeFilter {
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

    /** Reading {@link Reading#VISIBLE}. */
    boolean visible;

    /** Characters of a script without spaces seen since the last word counted for them. */
    private int unspacedRun;

    private boolean pendingSpace;
    private int breaks;

    /** Start of the current word in {@link #text}, or -1 outside a word. */
    private int wordStart = -1;

    /** The current word's characters, lower-cased, shifted into a long (while it is ASCII). */
    private long wordChars;

    private boolean wordAscii;

    Builder(StopWordSet stopWordSet, boolean trackOffsets, int expectedChars) {
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

    private static boolean isBlock(String tag) {
      return PageBlocks.isBlock(tag);
    }

    private static int headingLevel(String tag) {
      if (tag.length() == 2
          && tag.charAt(0) == 'h'
          && tag.charAt(1) >= '1'
          && tag.charAt(1) <= '6') {
        return tag.charAt(1) - '0';
      }
      return 0;
    }

    /**
     * Reading {@link Reading#VISIBLE}: hidden from every reader ({@code aria-hidden="true"}, an
     * inline {@code visibility:hidden}), or a dialog or alert.
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
            endWord();
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
          endWord();
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

    private void endWord() {
      if (wordStart >= 0) {
        int len = length - wordStart;
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
}
