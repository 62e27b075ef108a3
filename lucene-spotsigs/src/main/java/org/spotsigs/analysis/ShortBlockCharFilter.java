package org.spotsigs.analysis;

import java.io.IOException;
import java.io.Reader;
import org.apache.lucene.analysis.charfilter.BaseCharFilter;
import org.apache.lucene.util.ArrayUtil;

/**
 * Drops the short blocks of a text: a block is a run of characters between line breaks ({@code
 * '\n'}); a block with fewer than {@code minWords} words (runs of letters and digits, by code
 * point) is removed together with its line break. Offsets of what remains are corrected to the
 * input. A text none of whose blocks reaches {@code minWords} is passed on whole: a short document
 * (a plain-text snippet, a page with nothing but short blocks) keeps its words.
 *
 * <p>Behind {@link org.apache.lucene.analysis.charfilter.HTMLStripCharFilter}, whose output breaks
 * lines at block-level elements (p, div, li, td, br, h1, ...), and with the page's own line breaks
 * turned into spaces first ({@link SpotSigsAnalyzer} does both), the blocks are the page's
 * paragraphs, list items, table cells and headings. Navigation entries, link lists, bylines,
 * captions, buttons and copyright lines are short blocks; the paragraphs of an article are long.
 * This is the block-length half of boilerplate detection by shallow text features (Kohlschütter et
 * al., WSDM 2010), as a cheap complement to the spot signatures' own preference for text with stop
 * words.
 *
 * <p>The filter reads its whole input before returning the first character (a block's length is
 * known only at its end), so memory grows with the document. Not thread-safe (no reader is).
 */
public final class ShortBlockCharFilter extends BaseCharFilter {
  private final int minWords;
  private char[] out;
  private int outLength;
  private int pos;

  /**
   * @param in the text, blocks separated by {@code '\n'}
   * @param minWords the fewest words a block keeps; 0 or 1 keeps every block with a word
   */
  public ShortBlockCharFilter(Reader in, int minWords) {
    super(in);
    if (minWords < 0) {
      throw new IllegalArgumentException("minWords must be >= 0, got " + minWords);
    }
    this.minWords = minWords;
  }

  @Override
  public int read(char[] cbuf, int off, int len) throws IOException {
    if (out == null) {
      fill();
    }
    if (pos >= outLength) {
      return -1;
    }
    int n = Math.min(len, outLength - pos);
    System.arraycopy(out, pos, cbuf, off, n);
    pos += n;
    return n;
  }

  private void fill() throws IOException {
    char[] text = new char[8192];
    int length = 0;
    for (int r; (r = input.read(text, length, text.length - length)) != -1; ) {
      length += r;
      if (length == text.length) {
        text = ArrayUtil.grow(text, length + 1);
      }
    }
    out = new char[length];
    if (!filter(text, length, true)) {
      System.arraycopy(text, 0, out, 0, length);
      outLength = length;
    }
  }

  /**
   * Copies the blocks of {@code text} with enough words to {@link #out}; with {@code dryRun} only
   * tells whether there is any such block. Returns whether there is.
   */
  private boolean filter(char[] text, int length, boolean dryRun) {
    boolean any = false;
    int removed = 0;
    int start = 0;
    while (start < length) {
      int end = start;
      int words = 0;
      boolean inWord = false;
      while (end < length && text[end] != '\n') {
        int cp = Character.codePointAt(text, end, length);
        boolean w = Character.isLetterOrDigit(cp);
        if (w && !inWord) {
          words++;
        }
        inWord = w;
        end += Character.charCount(cp);
      }
      int next = end < length ? end + 1 : end; // the block and its line break
      if (words >= Math.max(1, minWords)) {
        if (dryRun) {
          return filter(text, length, false);
        }
        any = true;
        System.arraycopy(text, start, out, outLength, next - start);
        outLength += next - start;
      } else if (!dryRun) {
        removed += next - start;
        addOffCorrectMap(outLength, removed);
      }
      start = next;
    }
    return any;
  }
}
