package org.spotsigs.analysis;

import org.apache.lucene.analysis.CharArraySet;
import org.apache.lucene.analysis.standard.StandardTokenizer;
import org.apache.lucene.util.ArrayUtil;
import org.apache.lucene.util.BytesRefBuilder;
import org.spotsigs.index.SignatureVector;

/**
 * The direct path of {@link SpotSigsAnalyzer} for raw text split with the prototype's delimiters:
 * the same words as {@link PrototypeTokenizer} followed by {@code LowerCaseFilter} (maximal runs of
 * non-delimiter code points, cut at the tokenizer's maximum length, each code point lower-cased
 * with {@link Character#toLowerCase(int)}), fed straight into {@link SpotChains} without a token
 * stream. The signatures are exactly those of the analyzer's token stream (a randomized test
 * compares them). Not thread-safe; cheap to create.
 */
final class PrototypeScanner {
  private static final int MAX_TOKEN_LENGTH = StandardTokenizer.MAX_TOKEN_LENGTH_LIMIT;

  private final SpotChains chains;
  private final CharArraySet common;
  private final BytesRefBuilder utf8 = new BytesRefBuilder();
  private char[] word = new char[64];

  PrototypeScanner(WordRoles roles, SignatureKey key, CharArraySet common) {
    this.chains = new SpotChains(roles, key);
    this.common = common;
  }

  SignatureVector scan(String text) {
    char[] chars = text.toCharArray();
    int n = chars.length;
    SignatureVector.Builder out = SignatureVector.builder();
    chains.reset();
    int i = 0;
    while (i < n) {
      int cp = Character.codePointAt(chars, i, n);
      if (!PrototypeTokenizer.isTokenCodePoint(cp)) {
        i += Character.charCount(cp);
        continue;
      }
      int start = i;
      int length = 0;
      while (true) {
        if (length + 2 > word.length) {
          word = ArrayUtil.grow(word, length + 2);
        }
        length += Character.toChars(Character.toLowerCase(cp), word, length);
        i += Character.charCount(cp);
        if (length >= MAX_TOKEN_LENGTH || i >= n) {
          break;
        }
        cp = Character.codePointAt(chars, i, n);
        if (!PrototypeTokenizer.isTokenCodePoint(cp)) {
          break;
        }
      }
      chains.word(word, 0, length, start, i);
      drain(out);
    }
    chains.finish();
    drain(out);
    return out.build();
  }

  private void drain(SignatureVector.Builder out) {
    for (SpotChains.Chain c; (c = chains.next()) != null; ) {
      if (common == null || !common.contains(c.chars, 0, c.length)) {
        utf8.copyChars(c.chars, 0, c.length);
        out.add(utf8.get(), 1);
      }
      chains.release(c);
    }
  }
}
