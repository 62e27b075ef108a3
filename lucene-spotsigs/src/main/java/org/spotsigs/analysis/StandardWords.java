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
package org.spotsigs.analysis;

import java.io.CharArrayReader;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.Arrays;
import org.apache.lucene.analysis.LowerCaseFilter;
import org.apache.lucene.analysis.TokenStream;
import org.apache.lucene.analysis.standard.StandardTokenizer;
import org.apache.lucene.analysis.tokenattributes.CharTermAttribute;
import org.apache.lucene.analysis.tokenattributes.OffsetAttribute;
import org.apache.lucene.util.ArrayUtil;

/**
 * The words of {@link StandardTokenizer} followed by {@link LowerCaseFilter}, found without a token
 * stream and given to a {@link WordSink}: the direct paths of {@link SpotSigsAnalyzer}'s spot
 * signatures ({@link StandardScanner}) and of its word shingles ({@link ShingleScanner}).
 *
 * <p>The text is cut at ASCII white space (space, tab, line feed, vertical tab, form feed, carriage
 * return) into segments: no word of Unicode's word boundary rules (UAX #29, which the standard
 * tokenizer implements) contains one, and none of its rules looks across one, so every segment is
 * split into the words it has in the whole text. A segment of ASCII characters (and a few common
 * others that no rule treats specially but as punctuation) is split here, by that subset of the
 * rules: a word is a run of letters, digits and underscores (an underscore-only run is none) in
 * which a colon joins two letters, a comma or semicolon two digits, and a full stop or apostrophe
 * (straight or curly) either (WB5-WB13b). A segment with any other character is split by the
 * standard tokenizer itself. A text with many such segments, or with a word that may reach the
 * tokenizer's maximum length (where it cuts words), goes to the token stream whole. A randomized
 * test compares the words with the tokenizer's. Not thread-safe; reusable.
 */
final class StandardWords {
  /** Flags of an ASCII character (0: none of them, as for most punctuation). */
  private static final int WORD = 1; // letter, digit, underscore: part of a word

  private static final int UNIT = 2; // letter or digit: a word needs one
  private static final int LETTER = 4;
  private static final int DIGIT = 8;

  /** Joins two letters: colon (MidLetter); full stop, apostrophe (MidNumLet, Single_Quote). */
  private static final int JOINS_LETTERS = 16;

  /** Joins two digits: comma, semicolon (MidNum); full stop, apostrophe. */
  private static final int JOINS_DIGITS = 32;

  /** ASCII white space: the end of a segment. */
  private static final int SPACE = 64;

  /**
   * The flags of every char, so that one load classifies it. Outside ASCII, the characters common
   * in text and simple under the word boundary rules have flags: the curly single quotes join
   * letters or digits as the apostrophe does (MidNumLet); the others are in no word and join
   * nothing (no-break space, dashes, curly double quotes, guillemets, bullet, ellipsis, the
   * replacement character). Every other one is -1: its segment goes to the tokenizer.
   */
  private static final byte[] CLASS = new byte[Character.MAX_VALUE + 1];

  /** ASCII characters lower-cased. */
  private static final char[] LOWER = new char[128];

  static {
    for (char c = 'a'; c <= 'z'; c++) {
      CLASS[c] = WORD | UNIT | LETTER;
      CLASS[Character.toUpperCase(c)] = WORD | UNIT | LETTER;
    }
    for (char c = '0'; c <= '9'; c++) {
      CLASS[c] = WORD | UNIT | DIGIT;
    }
    CLASS['_'] = WORD;
    CLASS[':'] = JOINS_LETTERS;
    CLASS['.'] = JOINS_LETTERS | JOINS_DIGITS;
    CLASS['\''] = JOINS_LETTERS | JOINS_DIGITS;
    CLASS[','] = JOINS_DIGITS;
    CLASS[';'] = JOINS_DIGITS;
    for (char c : new char[] {' ', '\t', '\n', 0x0B, '\f', '\r'}) {
      CLASS[c] = SPACE;
    }
    for (char c = 0; c < 128; c++) {
      LOWER[c] = c >= 'A' && c <= 'Z' ? (char) (c + ('a' - 'A')) : c;
    }
    Arrays.fill(CLASS, 128, CLASS.length, (byte) -1);
    CLASS['\u2018'] = JOINS_LETTERS | JOINS_DIGITS;
    CLASS['\u2019'] = JOINS_LETTERS | JOINS_DIGITS;
    for (char c : "\u00a0\u00ab\u00bb\u2013\u2014\u201c\u201d\u2022\u2026\ufffd".toCharArray()) {
      CLASS[c] = 0;
    }
  }

  /**
   * Words this long or longer are not split here: the tokenizer cuts words at its maximum length,
   * and may look a few characters ahead.
   */
  private final int longWord;

  private final int maxTokenLength;

  /** Start and end in the text, and packed form, of each word of the current segment. */
  private int[] starts = new int[8];

  private int[] ends = new int[8];
  private long[] keys = new long[8];

  /** The tokenizer for segments with other characters; made on first use. */
  private StandardTokenizer tokenizer;

  private TokenStream lowerCased;
  private CharTermAttribute termAtt;
  private OffsetAttribute offsetAtt;

  /**
   * Creates the splitter.
   *
   * @param maxTokenLength the tokenizer's maximum word length: a text with a word that may reach it
   *     goes to the token stream
   */
  StandardWords(int maxTokenLength) {
    this.maxTokenLength = maxTokenLength;
    this.longWord = Math.min(maxTokenLength, 255) - 4;
  }

  /**
   * Gives the words of {@code t[0, n)} to {@code sink}, in order; false if the text must go to the
   * token stream instead (the sink may then have had some of its words).
   */
  boolean words(char[] t, int n, WordSink sink) {
    int segments = 0;
    int others = 0;
    int i = 0;
    while (i < n) {
      char c = t[i];
      if (CLASS[c] == SPACE) {
        i++;
        continue;
      }
      // a segment: its words (where they stand in t) are kept until its end shows that every
      // character of it is one this scanner knows
      int segment = i;
      int found = 0;
      boolean known = true;
      scan:
      while (i < n) {
        c = t[i];
        int k = CLASS[c];
        if (k < 0) {
          known = false;
          break;
        }
        if ((k & WORD) == 0) {
          if (k == SPACE) {
            break;
          }
          i++;
          continue;
        }
        int start = i;
        long packed = 0; // the characters shifted in, for the word's role
        boolean ascii = true;
        int unit = 0;
        while (i < n) {
          c = t[i];
          k = CLASS[c];
          if (k < 0) {
            known = false;
            break scan;
          }
          if ((k & WORD) != 0) {
            unit |= k;
            packed = packed << 8 | LOWER[c];
            i++;
          } else if ((k & (JOINS_LETTERS | JOINS_DIGITS)) != 0 && i + 1 < n) {
            char next = t[i + 1];
            int after = CLASS[next];
            if (after < 0) {
              known = false;
              break scan;
            }
            int around = CLASS[t[i - 1]] & after;
            if (((k & JOINS_LETTERS) != 0 && (around & LETTER) != 0)
                || ((k & JOINS_DIGITS) != 0 && (around & DIGIT) != 0)) {
              packed = (packed << 8 | c) << 8 | LOWER[next]; // (next: a letter or digit, ASCII)
              ascii &= c < 128;
              i += 2;
              unit = UNIT;
            } else {
              break;
            }
          } else {
            break;
          }
        }
        if ((unit & UNIT) == 0) {
          continue; // underscores alone are no word (nor are any of their suffixes)
        }
        int length = i - start; // (lower-casing changes no word's length here)
        if (length >= longWord) {
          return false;
        }
        if (found == starts.length) {
          int grown = ArrayUtil.oversize(found + 1, Long.BYTES);
          starts = ArrayUtil.growExact(starts, grown);
          ends = ArrayUtil.growExact(ends, grown);
          keys = ArrayUtil.growExact(keys, grown);
        }
        starts[found] = start;
        ends[found] = i;
        keys[found] = ascii ? PackedWords.pack(packed, length) : -1;
        found++;
      }
      segments++;
      if (known) {
        for (int k = 0; k < found; k++) {
          sink.wordInText(t, starts[k], ends[k], keys[k]);
        }
        continue;
      }
      while (i < n && CLASS[t[i]] != SPACE) {
        i++;
      }
      others++;
      if (others > 16 && 4 * others > segments) {
        return false; // mostly other characters: the token stream is as fast
      }
      if (!tokenizerWords(t, segment, i, sink)) {
        return false;
      }
    }
    return true;
  }

  /** The words of {@code t[from, to)} by the standard tokenizer; false if one may be cut. */
  private boolean tokenizerWords(char[] t, int from, int to, WordSink sink) {
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
          sink.word(
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
