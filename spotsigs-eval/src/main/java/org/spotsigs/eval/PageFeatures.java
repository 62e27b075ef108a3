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

import java.io.IOException;
import java.io.StringReader;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import org.apache.lucene.analysis.Analyzer;
import org.apache.lucene.analysis.TokenStream;
import org.apache.lucene.analysis.tokenattributes.TermToBytesRefAttribute;
import org.apache.lucene.util.BytesRefHash;
import org.spotsigs.analysis.SpotSigsAnalyzer;
import org.spotsigs.analysis.StopWords;
import org.spotsigs.dedup.SignatureFilter;
import org.spotsigs.dedup.VectorCollection;
import org.spotsigs.index.SignatureVector;
import org.spotsigs.index.SpotSigsSchema;

/**
 * The features of the pages of an {@link Evaluation}, computed once each and shared by the methods
 * that use them: the spot signatures (raw and filtered), word shingles, I-Match's terms and the
 * tokens of Lucene's MinHash. Not thread-safe: each is computed on {@code threads} threads the
 * first time it is asked for.
 */
final class PageFeatures {
  private final String[] texts;
  private final SpotSigsAnalyzer analyzer;
  private final SignatureFilter filter;
  private final int threads;
  private final int minHashShingle;
  private final int minHashBuckets;
  private VectorCollection rawSpotSigs;
  private VectorCollection spotSigs;
  private final VectorCollection[] shingles = new VectorCollection[4];
  private VectorCollection iMatchTerms;
  private int[][] minHashTokens;

  /**
   * The features of {@code texts}, none computed yet.
   *
   * @param filter the corpus-wide signature filter of the spot signatures and shingles, or null
   */
  PageFeatures(
      String[] texts,
      SpotSigsAnalyzer analyzer,
      SignatureFilter filter,
      int threads,
      int minHashShingle,
      int minHashBuckets) {
    this.texts = texts;
    this.analyzer = analyzer;
    this.filter = filter;
    this.threads = threads;
    this.minHashShingle = minHashShingle;
    this.minHashBuckets = minHashBuckets;
  }

  void prepare(EvalMethod m) {
    switch (m) {
      case SPOTSIGS, LSH_S, PPJOIN -> spotSigs();
      case SHINGLES_1 -> shingles(1);
      case SHINGLES_3 -> shingles(3);
      case I_MATCH -> iMatchTerms();
      case I_MATCH_S -> rawSpotSigs();
      case LUCENE_MINHASH -> minHashTokens();
    }
  }

  VectorCollection rawSpotSigs() {
    if (rawSpotSigs == null) {
      rawSpotSigs = vectors(analyzer);
    }
    return rawSpotSigs;
  }

  VectorCollection spotSigs() {
    if (spotSigs == null) {
      spotSigs = filtered(rawSpotSigs());
    }
    return spotSigs;
  }

  VectorCollection shingles(int n) {
    if (shingles[n] == null) {
      shingles[n] = filtered(vectors(WordAnalyzer.shingles(analyzer, n)));
    }
    return shingles[n];
  }

  VectorCollection iMatchTerms() {
    if (iMatchTerms == null) {
      iMatchTerms = vectors(WordAnalyzer.iMatchTerms(analyzer, StopWords.english()));
    }
    return iMatchTerms;
  }

  int[][] minHashTokens() {
    if (minHashTokens == null) {
      minHashTokens =
          tokenIds(WordAnalyzer.minHash(analyzer, minHashShingle, minHashBuckets), texts, threads);
    }
    return minHashTokens;
  }

  private VectorCollection filtered(VectorCollection vc) {
    return filter == null ? vc : filter.apply(vc);
  }

  private VectorCollection vectors(Analyzer a) {
    SignatureVector[] v = new SignatureVector[texts.length];
    Parallel.forEach(
        texts.length,
        threads,
        i -> v[i] = SignatureVector.analyze(a, SpotSigsSchema.DEFAULT_FIELD, texts[i]));
    VectorCollection.Builder b = VectorCollection.builder();
    for (int i = 0; i < v.length; i++) {
      b.add(v[i], i);
    }
    return b.build();
  }

  /**
   * Per text, the ids of the terms {@code analyzer} emits, in order (equal terms get equal ids).
   */
  static int[][] tokenIds(Analyzer analyzer, String[] texts, int threads) {
    org.apache.lucene.util.BytesRef[][] terms = new org.apache.lucene.util.BytesRef[texts.length][];
    Parallel.forEach(
        texts.length,
        threads,
        i -> {
          List<org.apache.lucene.util.BytesRef> out = new ArrayList<>();
          try (TokenStream ts = analyzer.tokenStream("f", new StringReader(texts[i]))) {
            TermToBytesRefAttribute att = ts.addAttribute(TermToBytesRefAttribute.class);
            ts.reset();
            while (ts.incrementToken()) {
              out.add(org.apache.lucene.util.BytesRef.deepCopyOf(att.getBytesRef()));
            }
            ts.end();
          } catch (IOException e) {
            throw new UncheckedIOException(e);
          }
          terms[i] = out.toArray(new org.apache.lucene.util.BytesRef[0]);
        });
    BytesRefHash dict = new BytesRefHash();
    int[][] ids = new int[texts.length][];
    for (int i = 0; i < texts.length; i++) {
      ids[i] = new int[terms[i].length];
      for (int k = 0; k < terms[i].length; k++) {
        int id = dict.add(terms[i][k]);
        ids[i][k] = id < 0 ? -id - 1 : id;
      }
    }
    return ids;
  }
}
