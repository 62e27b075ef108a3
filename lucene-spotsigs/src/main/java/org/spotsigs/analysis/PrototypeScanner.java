package org.spotsigs.analysis;

import org.apache.lucene.analysis.CharArraySet;
import org.apache.lucene.analysis.standard.StandardTokenizer;
import org.apache.lucene.util.ArrayUtil;

/**
 * The direct path of {@link SpotSigsAnalyzer} for raw text split with the prototype's delimiters:
 * the same words as {@link PrototypeTokenizer} followed by {@code LowerCaseFilter} (maximal runs of
 * non-delimiter code points, cut at the tokenizer's maximum length, each code point lower-cased
 * with {@link Character#toLowerCase(int)}), fed straight into {@link SpotChains} without a token
 * stream. ASCII characters take a table lookup each; other code points the general path. The
 * signatures are exactly those of the analyzer's token stream (a randomized test compares them).
 * Not thread-safe; reusable.
 */
final class PrototypeScanner extends DirectScanner {
  private static final int MAX_TOKEN_LENGTH = StandardTokenizer.MAX_TOKEN_LENGTH_LIMIT;

  /** Marks an ASCII delimiter in {@link #ASCII}. */
  private static final char DELIMITER = 0xFFFF;

  /** Per ASCII character: its lower case, or {@link #DELIMITER}. */
  private static final char[] ASCII = new char[128];

  static {
    for (char c = 0; c < 128; c++) {
      ASCII[c] =
          PrototypeTokenizer.isTokenCodePoint(c) ? (char) Character.toLowerCase(c) : DELIMITER;
    }
  }

  private char[] lower = new char[64];

  PrototypeScanner(WordRoles roles, SignatureKey key, CharArraySet common) {
    super(roles, key, common);
  }

  @Override
  boolean words(char[] chars, int n) {
    char[] lower = this.lower;
    int room = lower.length - 2; // while length <= room, two more characters fit
    int i = 0;
    while (i < n) {
      char c = chars[i];
      if (c < 128 && ASCII[c] == DELIMITER) { // every other code point belongs to a word
        i++;
        continue;
      }
      int start = i;
      int length = 0;
      long packed = 0; // the word's ASCII characters shifted in, for its role
      boolean ascii = true;
      while (true) {
        if (length > room) {
          lower = this.lower = ArrayUtil.grow(lower, length + 2);
          room = lower.length - 2;
        }
        if (c < 128) {
          char l = ASCII[c];
          lower[length++] = l;
          packed = packed << 8 | l;
          i++;
        } else {
          int cp = Character.codePointAt(chars, i, n);
          length += Character.toChars(Character.toLowerCase(cp), lower, length);
          i += Character.charCount(cp);
          ascii = false;
        }
        if (length >= MAX_TOKEN_LENGTH || i >= n) {
          break;
        }
        c = chars[i];
        if (c < 128 && ASCII[c] == DELIMITER) {
          break;
        }
      }
      word(lower, 0, length, start, i, ascii ? PackedWords.pack(packed, length) : -1);
    }
    return true;
  }
}
