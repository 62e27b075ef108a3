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
import java.io.StringReader;
import org.apache.lucene.analysis.Analyzer;
import org.apache.lucene.analysis.LowerCaseFilter;
import org.apache.lucene.analysis.TokenStream;
import org.apache.lucene.analysis.shingle.ShingleFilter;
import org.apache.lucene.analysis.standard.StandardTokenizer;
import org.apache.lucene.util.BytesRef;
import org.apache.lucene.util.CloseableThreadLocal;
import org.spotsigs.index.SignatureVector;

/**
 * The language-agnostic signatures of a text in no supported language: every run of {@value #WORDS}
 * consecutive words ({@link StandardTokenizer}, lower case), its words joined by {@code ':'}
 * (Lucene's {@link ShingleFilter}), the shingles of A. Z. Broder, S. C. Glassman, M. S. Manasse, G.
 * Zweig, "Syntactic Clustering of the Web" (WWW 1997). They need no stop words, so they read any
 * language the tokenizer splits into words; they do not skip a page's boilerplate as spot
 * signatures do, and a text has about one per word (spot signatures: about one per six). {@link
 * SpotSigsAnalyzer} uses them, prefixed with {@code und|}, for the texts its detector finds in no
 * supported language, through {@link #prefixed}, which takes them without a token stream where it
 * can ({@code ShingleScanner}). Thread-safe and reusable like any {@link Analyzer}.
 */
public final class FallbackSignatures extends Analyzer {
  /** The words in a shingle. */
  public static final int WORDS = 3;

  private final int maxTokenLength;

  /** Each thread's direct path, made at first use. */
  private final CloseableThreadLocal<ShingleScanner> scanners = new CloseableThreadLocal<>();

  /**
   * Creates the analyzer.
   *
   * @param maxTokenLength the longest word in characters, for {@link
   *     StandardTokenizer#setMaxTokenLength}: a longer run is cut into words of that length; 1 to
   *     {@link StandardTokenizer#MAX_TOKEN_LENGTH_LIMIT}, checked only when a token stream is made
   */
  public FallbackSignatures(int maxTokenLength) {
    this.maxTokenLength = maxTokenLength;
  }

  /**
   * The signatures of {@code text} (or, when it is null, of {@code chars[0, length)}), each after
   * {@code prefix}: the terms of this analyzer's token stream with {@link
   * SignatureVector#withPrefix}, taken without a token stream where the words allow (text of ASCII
   * characters and a few common others, no word near the maximum length).
   */
  SignatureVector prefixed(String field, String prefix, String text, char[] chars, int length) {
    if (SpotSigsAnalyzer.DIRECT) {
      ShingleScanner scanner = scanners.get();
      if (scanner == null) {
        scanners.set(scanner = new ShingleScanner(maxTokenLength));
      }
      SignatureVector v =
          text != null ? scanner.scan(prefix, text) : scanner.scan(prefix, chars, length);
      if (v != null) {
        return v;
      }
    }
    SignatureVector v =
        text != null
            ? SignatureVector.analyze(this, field, new StringReader(text))
            : SignatureVector.analyze(this, field, new CharArrayReader(chars, 0, length));
    return v.withPrefix(new BytesRef(prefix));
  }

  @Override
  public void close() {
    scanners.close();
    super.close();
  }

  @Override
  protected TokenStreamComponents createComponents(String fieldName) {
    StandardTokenizer tokenizer = new StandardTokenizer();
    tokenizer.setMaxTokenLength(maxTokenLength);
    ShingleFilter shingles = new ShingleFilter(new LowerCaseFilter(tokenizer), WORDS, WORDS);
    shingles.setOutputUnigrams(false);
    shingles.setOutputUnigramsIfNoShingles(true);
    shingles.setTokenSeparator(String.valueOf(SpotSigsFilter.SEPARATOR));
    shingles.setFillerToken("");
    TokenStream stream = shingles;
    return new TokenStreamComponents(tokenizer, stream);
  }
}
