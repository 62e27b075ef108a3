package org.spotsigs.analysis;

import java.io.CharArrayReader;
import java.io.IOException;
import java.io.UncheckedIOException;
import org.apache.lucene.analysis.CharArraySet;
import org.apache.lucene.analysis.LowerCaseFilter;
import org.apache.lucene.analysis.TokenStream;
import org.apache.lucene.analysis.standard.StandardTokenizer;
import org.apache.lucene.analysis.tokenattributes.CharTermAttribute;
import org.apache.lucene.analysis.tokenattributes.OffsetAttribute;
import org.apache.lucene.util.ArrayUtil;

/**
 * The direct path of {@link SpotSigsAnalyzer} for {@link StandardTokenizer} followed by {@link
 * LowerCaseFilter}: the same words, fed straight into {@link SpotChains}.
 *
 * <p>The text is cut at ASCII white space (space, tab, line feed, vertical tab, form feed, carriage
 * return) into segments: no word of Unicode's word boundary rules (UAX #29, which the standard
 * tokenizer implements) contains one, and none of its rules looks across one, so every segment is
 * split into the words it has in the whole text. A segment of ASCII characters only is split here,
 * by the ASCII subset of those rules: a word is a run of letters, digits and underscores (an
 * underscore-only run is none) in which a colon joins two letters, a comma or semicolon two digits,
 * and a full stop or apostrophe either (WB5-WB13b). A segment with any other character is split by
 * the standard tokenizer itself. A text with many such segments, or with a word that may reach the
 * tokenizer's maximum length (where it cuts words), goes to the token stream whole. A randomized
 * test compares the words with the tokenizer's. Not thread-safe; reusable.
 */
final class StandardScanner extends DirectScanner {
  private static final byte OTHER = 0;
  private static final byte LETTER = 1;
  private static final byte DIGIT = 2;
  private static final byte UNDERSCORE = 3;

  /** Joins two letters: colon (MidLetter). */
  private static final byte MID_LETTER = 4;

  /** Joins two letters or two digits: full stop, apostrophe (MidNumLet, Single_Quote). */
  private static final byte MID_BOTH = 5;

  /** Joins two digits: comma, semicolon (MidNum). */
  private static final byte MID_NUM = 6;

  /** ASCII white space: the end of a segment. */
  private static final byte SPACE = 7;

  private static final byte[] CLASS = new byte[128];

  static {
    for (char c = 'a'; c <= 'z'; c++) {
      CLASS[c] = LETTER;
      CLASS[Character.toUpperCase(c)] = LETTER;
    }
    for (char c = '0'; c <= '9'; c++) {
      CLASS[c] = DIGIT;
    }
    CLASS['_'] = UNDERSCORE;
    CLASS[':'] = MID_LETTER;
    CLASS['.'] = MID_BOTH;
    CLASS['\''] = MID_BOTH;
    CLASS[','] = MID_NUM;
    CLASS[';'] = MID_NUM;
    for (char c : new char[] {' ', '\t', '\n', 0x0B, '\f', '\r'}) {
      CLASS[c] = SPACE;
    }
  }

  /**
   * Words this long or longer are not split here: the tokenizer cuts words at its maximum length,
   * and may look a few characters ahead.
   */
  private final int longWord;

  private final int maxTokenLength;
  private char[] lower = new char[64];

  /** Start and end of each word of the current segment. */
  private int[] bounds = new int[16];

  /** The tokenizer for segments with other characters; made on first use. */
  private StandardTokenizer tokenizer;

  private TokenStream lowerCased;
  private CharTermAttribute termAtt;
  private OffsetAttribute offsetAtt;

  StandardScanner(WordRoles roles, SignatureKey key, CharArraySet common, int maxTokenLength) {
    super(roles, key, common);
    this.maxTokenLength = maxTokenLength;
    this.longWord = Math.min(maxTokenLength, 255) - 4;
  }

  @Override
  boolean words(char[] t, int n) {
    int segments = 0;
    int others = 0;
    int i = 0;
    while (i < n) {
      char c = t[i];
      if (c < 128 && CLASS[c] == SPACE) {
        i++;
        continue;
      }
      // a segment: its words are kept until its end shows whether it is all ASCII
      int segment = i;
      int found = 0;
      boolean ascii = true;
      scan:
      while (i < n) {
        c = t[i];
        if (c >= 128) {
          ascii = false;
          break;
        }
        byte k = CLASS[c];
        if (k == SPACE) {
          break;
        }
        if (k != LETTER && k != DIGIT && k != UNDERSCORE) {
          i++;
          continue;
        }
        int start = i;
        boolean unit = false;
        while (i < n) {
          c = t[i];
          if (c >= 128) {
            ascii = false;
            break scan;
          }
          k = CLASS[c];
          if (k == LETTER || k == DIGIT) {
            unit = true;
            i++;
          } else if (k == UNDERSCORE) {
            i++;
          } else if (k >= MID_LETTER && k <= MID_NUM && i + 1 < n) {
            char next = t[i + 1];
            if (next >= 128) {
              ascii = false;
              break scan;
            }
            byte before = CLASS[t[i - 1]];
            byte after = CLASS[next];
            boolean letters = before == LETTER && after == LETTER && k != MID_NUM;
            boolean digits = before == DIGIT && after == DIGIT && k != MID_LETTER;
            if (letters || digits) {
              i += 2;
            } else {
              break;
            }
          } else {
            break;
          }
        }
        if (unit) { // underscores alone are no word (nor are any of their suffixes)
          if (i - start >= longWord) {
            return false;
          }
          if (2 * found + 2 > bounds.length) {
            bounds = ArrayUtil.grow(bounds, 2 * found + 2);
          }
          bounds[2 * found] = start;
          bounds[2 * found + 1] = i;
          found++;
        }
      }
      segments++;
      if (ascii) {
        for (int w = 0; w < found; w++) {
          lowerCasedWord(t, bounds[2 * w], bounds[2 * w + 1]);
        }
        continue;
      }
      while (i < n && (t[i] >= 128 || CLASS[t[i]] != SPACE)) {
        i++;
      }
      others++;
      if (others > 16 && 4 * others > segments) {
        return false; // mostly other characters: the token stream is as fast
      }
      if (!tokenizerWords(t, segment, i)) {
        return false;
      }
    }
    return true;
  }

  /** The ASCII word {@code t[from, to)}, lower-cased, to the chains. */
  private void lowerCasedWord(char[] t, int from, int to) {
    int length = to - from;
    if (lower.length < length) {
      lower = new char[ArrayUtil.oversize(length, Character.BYTES)];
    }
    for (int j = 0; j < length; j++) {
      char c = t[from + j];
      lower[j] = c >= 'A' && c <= 'Z' ? (char) (c + ('a' - 'A')) : c;
    }
    word(lower, 0, length, from, to);
  }

  /** The words of {@code t[from, to)} by the standard tokenizer; false if one may be cut. */
  private boolean tokenizerWords(char[] t, int from, int to) {
    if (tokenizer == null) {
      tokenizer = new StandardTokenizer();
      tokenizer.setMaxTokenLength(maxTokenLength);
      lowerCased = new LowerCaseFilter(tokenizer);
      termAtt = lowerCased.addAttribute(CharTermAttribute.class);
      offsetAtt = lowerCased.addAttribute(OffsetAttribute.class);
    }
    try {
      tokenizer.setReader(new CharArrayReader(t, from, to - from));
      lowerCased.reset();
      boolean fits = true;
      while (fits && lowerCased.incrementToken()) {
        if (termAtt.length() >= longWord) {
          fits = false;
        } else {
          word(
              termAtt.buffer(),
              0,
              termAtt.length(),
              from + offsetAtt.startOffset(),
              from + offsetAtt.endOffset());
        }
      }
      lowerCased.end();
      return fits;
    } catch (IOException e) {
      throw new UncheckedIOException(e); // not from a reader of chars in memory
    } finally {
      try {
        lowerCased.close();
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
    }
  }
}
