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
package org.spotsigs.eval;

import java.io.Reader;
import java.util.function.UnaryOperator;
import org.apache.lucene.analysis.Analyzer;
import org.apache.lucene.analysis.CharArraySet;
import org.apache.lucene.analysis.FilteringTokenFilter;
import org.apache.lucene.analysis.LowerCaseFilter;
import org.apache.lucene.analysis.StopFilter;
import org.apache.lucene.analysis.TokenStream;
import org.apache.lucene.analysis.Tokenizer;
import org.apache.lucene.analysis.minhash.MinHashFilter;
import org.apache.lucene.analysis.shingle.ShingleFilter;
import org.apache.lucene.analysis.tokenattributes.CharTermAttribute;
import org.spotsigs.analysis.SpotSigsAnalyzer;

/**
 * The words of a document exactly as a {@link SpotSigsAnalyzer} sees them (the same text: HTML
 * stripping and short blocks as configured; the same tokenizer and lower-casing), followed by a
 * baseline's own filters: word n-gram shingles, I-Match's term selection, or Lucene's MinHash. So
 * every method of an evaluation reads the same tokens. Thread-safe and reusable like any {@link
 * Analyzer}.
 */
public final class WordAnalyzer extends Analyzer {
  private final SpotSigsAnalyzer like;
  private final UnaryOperator<TokenStream> tail;

  private WordAnalyzer(SpotSigsAnalyzer like, UnaryOperator<TokenStream> tail) {
    this.like = like;
    this.tail = tail;
  }

  /** The lower-cased words. */
  public static WordAnalyzer words(SpotSigsAnalyzer like) {
    return new WordAnalyzer(like, UnaryOperator.identity());
  }

  /** Word n-grams ({@code n} >= 1) as terms {@code "w1 w2 w3"}; n = 1 gives the words. */
  public static WordAnalyzer shingles(SpotSigsAnalyzer like, int n) {
    if (n < 1) {
      throw new IllegalArgumentException("shingle size must be >= 1, got " + n);
    }
    return new WordAnalyzer(like, n == 1 ? UnaryOperator.identity() : in -> shingleFilter(in, n));
  }

  /**
   * I-Match's terms (the SpotSigs paper, section 5.2): the words without stop words and without
   * tokens that hold no letter (numbers, special characters).
   */
  public static WordAnalyzer iMatchTerms(SpotSigsAnalyzer like, CharArraySet stopWords) {
    return new WordAnalyzer(like, in -> new LetterTokens(new StopFilter(in, stopWords)));
  }

  /**
   * Lucene's MinHash as its users configure it: word {@code shingle}-grams hashed by {@link
   * MinHashFilter} into {@code bucketCount} buckets (one hash, one value per bucket, empty buckets
   * filled by rotation).
   */
  public static WordAnalyzer minHash(SpotSigsAnalyzer like, int shingle, int bucketCount) {
    return new WordAnalyzer(
        like,
        in ->
            new MinHashFilter(
                shingle == 1 ? in : shingleFilter(in, shingle), 1, bucketCount, 1, true));
  }

  private static TokenStream shingleFilter(TokenStream in, int n) {
    ShingleFilter f = new ShingleFilter(in, n, n);
    f.setOutputUnigrams(false);
    return f;
  }

  @Override
  protected Reader initReader(String fieldName, Reader reader) {
    return like.textReader(reader);
  }

  @Override
  protected TokenStreamComponents createComponents(String fieldName) {
    Tokenizer tokenizer = like.newTokenizer();
    return new TokenStreamComponents(tokenizer, tail.apply(new LowerCaseFilter(tokenizer)));
  }

  /** Keeps tokens with at least one letter. */
  private static final class LetterTokens extends FilteringTokenFilter {
    private final CharTermAttribute term = addAttribute(CharTermAttribute.class);

    LetterTokens(TokenStream in) {
      super(in);
    }

    @Override
    protected boolean accept() {
      char[] b = term.buffer();
      for (int i = 0, n = term.length(); i < n; i++) {
        if (Character.isLetter(b[i])) {
          return true;
        }
      }
      return false;
    }
  }
}
