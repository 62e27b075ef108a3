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
package org.spotsigs.dedup;

import com.carrotsearch.hppc.IntArrayList;
import java.util.Locale;
import java.util.Objects;

/**
 * Corpus-level signature selection (the SpotSigs paper, section 5.1; O. Alonso, D. Fetterly, M.
 * Manasse: "Duplicate News Story Detection Revisited", AIRS 2013): keep only signatures whose
 * normalized inverse document frequency lies in a range, and treat documents with too few
 * signatures as having none.
 *
 * <p>Normalized IDF of a signature with document frequency {@code df} in a collection of {@code N}
 * documents is {@code log(N / df) / log(N)} ({@link Formula#PAPER}) or {@code ln((N + 1) / df) /
 * ln(N + 1)} ({@link Formula#PROTOTYPE}, as the original prototype computes it). Signatures below
 * the range are boilerplate-like (in very many documents), above it too rare to link anything.
 *
 * <p>Order of the steps, as in the prototype: documents with fewer than {@code minSignatures}
 * signatures (multiset count) are emptied first and do not count in {@code N}; then {@code df} and
 * the IDF filter are computed over the rest; then documents that fell below {@code minSignatures}
 * are emptied too. Document positions and external ids are kept, so results map back unchanged;
 * emptied documents are never matched. The result is a new collection; matching on it is exact with
 * respect to the filtered vectors. IDF bounds are compared in doubles: this is feature selection,
 * not a similarity decision. Immutable and thread-safe.
 */
public final class SignatureFilter {
  /** How normalized IDF is computed. */
  public enum Formula {
    /** {@code log(N / df) / log(N)}: the SpotSigs paper. */
    PAPER,
    /** {@code ln((N + 1) / df) / ln(N + 1)}: the original SpotSigs prototype. */
    PROTOTYPE
  }

  private final double minIdf;
  private final double maxIdf;
  private final Formula formula;
  private final int minSignatures;

  private SignatureFilter(double minIdf, double maxIdf, Formula formula, int minSignatures) {
    if (!(minIdf <= maxIdf) || Double.isNaN(minIdf) || Double.isNaN(maxIdf)) {
      throw new IllegalArgumentException(
          "IDF range must have min <= max, got [" + minIdf + ", " + maxIdf + "]");
    }
    if (minSignatures < 0) {
      throw new IllegalArgumentException("minSignatures must be >= 0, got " + minSignatures);
    }
    this.minIdf = minIdf;
    this.maxIdf = maxIdf;
    this.formula = Objects.requireNonNull(formula, "formula");
    this.minSignatures = minSignatures;
  }

  /**
   * Keeps signatures with normalized IDF in [minIdf, maxIdf].
   *
   * @param minIdf the smallest normalized IDF kept, inclusive (normalized IDF is in {@code [0, 1]}
   *     for a signature of at least one of the documents)
   * @param maxIdf the largest normalized IDF kept, inclusive; at least {@code minIdf}
   * @param formula how normalized IDF is computed
   * @return a filter with that range and no minimum number of signatures
   * @throws IllegalArgumentException if {@code minIdf > maxIdf} or either is NaN
   * @throws NullPointerException if {@code formula} is null
   */
  public static SignatureFilter idfRange(double minIdf, double maxIdf, Formula formula) {
    return new SignatureFilter(minIdf, maxIdf, formula, 0);
  }

  /**
   * No IDF filter, only the minimum number of signatures.
   *
   * @param minSignatures the fewest signatures (multiset count) a document keeps them with, at
   *     least 0; 0 or 1 empties nothing
   * @return a filter that only empties documents with fewer signatures
   * @throws IllegalArgumentException if {@code minSignatures} is negative
   */
  public static SignatureFilter minSignatures(int minSignatures) {
    return new SignatureFilter(
        Double.NEGATIVE_INFINITY, Double.POSITIVE_INFINITY, Formula.PAPER, minSignatures);
  }

  /**
   * This filter, also emptying documents with fewer than {@code n} signatures.
   *
   * @param n the fewest signatures (multiset count) a document keeps them with, at least 0; it
   *     replaces this filter's minimum
   * @return a new filter with this one's IDF range and formula
   * @throws IllegalArgumentException if {@code n} is negative
   */
  public SignatureFilter withMinSignatures(int n) {
    return new SignatureFilter(minIdf, maxIdf, formula, n);
  }

  /**
   * The filter of the original prototype's configuration: IDF [0.2, 0.8], prototype formula, at
   * least 4 signatures.
   *
   * @return the prototype's filter
   */
  public static SignatureFilter prototype() {
    return new SignatureFilter(0.2, 0.8, Formula.PROTOTYPE, 4);
  }

  /**
   * Whether this filter has an IDF range, rather than only a minimum number of signatures.
   *
   * @return true if a bound of the IDF range is finite
   */
  public boolean filtersIdf() {
    return minIdf > Double.NEGATIVE_INFINITY || maxIdf < Double.POSITIVE_INFINITY;
  }

  /**
   * Normalized IDF of a signature in {@code df} of {@code n} documents.
   *
   * @param df the signature's document frequency, in {@code [1, n]}
   * @param n the number of documents, at least 1
   * @return the normalized IDF under this filter's formula, in {@code [0, 1]} for {@code df} in
   *     {@code [1, n]}; 0 under {@link Formula#PAPER} when {@code n <= 1}
   */
  public double idf(long df, long n) {
    return switch (formula) {
      case PAPER -> n <= 1 ? 0 : Math.log((double) n / df) / Math.log(n);
      case PROTOTYPE -> Math.log((n + 1.0) / df) / Math.log(n + 1.0);
    };
  }

  /**
   * Applies the filter to {@code vc}.
   *
   * @param vc the collection to filter; it is not changed
   * @return a new collection with the same documents, positions, external ids and term ids, each
   *     holding only its kept signatures (none if it was emptied)
   */
  public VectorCollection apply(VectorCollection vc) {
    int size = vc.size();
    int[] termIds = vc.termIds();
    int[] counts = vc.counts();
    boolean[] alive = new boolean[size];
    long n = 0;
    for (int d = 0; d < size; d++) {
      alive[d] =
          vc.cardinality(d) > 0
              && vc.length(d, org.spotsigs.core.Measure.MULTISET) >= minSignatures;
      if (alive[d]) {
        n++;
      }
    }
    boolean[] keepTerm = null;
    if (filtersIdf()) {
      int[] df = new int[vc.numTerms()];
      for (int d = 0; d < size; d++) {
        if (alive[d]) {
          for (int i = vc.start(d), e = vc.end(d); i < e; i++) {
            df[termIds[i]]++;
          }
        }
      }
      keepTerm = new boolean[df.length];
      for (int t = 0; t < df.length; t++) {
        if (df[t] > 0) {
          double idf = idf(df[t], n);
          keepTerm[t] = idf >= minIdf && idf <= maxIdf;
        }
      }
    }
    IntArrayList outIds = new IntArrayList();
    IntArrayList outCounts = new IntArrayList();
    int[] start = new int[size + 1];
    for (int d = 0; d < size; d++) {
      int mark = outIds.size();
      long kept = 0;
      if (alive[d]) {
        for (int i = vc.start(d), e = vc.end(d); i < e; i++) {
          if (keepTerm == null || keepTerm[termIds[i]]) {
            outIds.add(termIds[i]);
            outCounts.add(counts[i]);
            kept += counts[i];
          }
        }
        if (kept < minSignatures) {
          outIds.elementsCount = mark;
          outCounts.elementsCount = mark;
        }
      }
      start[d + 1] = outIds.size();
    }
    return vc.withEntries(start, outIds.toArray(), outCounts.toArray());
  }

  @Override
  public String toString() {
    return String.format(
        Locale.ROOT,
        "SignatureFilter(idf in [%s, %s] %s, min %d signatures)",
        minIdf,
        maxIdf,
        formula,
        minSignatures);
  }
}
