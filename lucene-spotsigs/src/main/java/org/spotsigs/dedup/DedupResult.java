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

import org.spotsigs.search.MatchStats;

/**
 * Every near-duplicate pair found by a {@link Deduplicator}: each unordered pair once, the smaller
 * external id first, sorted by (first, second), with its similarity as the exact fraction overlap /
 * union; or, for a run whose pairs were streamed ({@link Deduplicator#stream}), only their number
 * and the run's counts. Immutable.
 */
public final class DedupResult {
  /** Receives pairs. */
  @FunctionalInterface
  public interface PairConsumer {
    /**
     * Receives one pair and its similarity, the exact fraction {@code overlap / union}.
     *
     * @param docA the external id of one document of the pair: the smaller one in every pair that
     *     this library hands on
     * @param docB the external id of the other document, never equal to {@code docA}
     * @param overlap the overlap of the two documents' vectors, in {@code [0, union]}
     * @param union the union of the two documents' vectors, at least 1
     */
    void accept(int docA, int docB, long overlap, long union);
  }

  private final int[] a;
  private final int[] b;
  private final long[] overlap;
  private final long[] union;
  private final long pairsFound;
  private final int documents;
  private final int emptyDocuments;
  private final int exactDuplicates;
  private final MatchStats stats;
  private final java.util.Map<String, Long> phaseNanos;

  DedupResult(
      PairList pairs,
      long pairsFound,
      int documents,
      int emptyDocuments,
      int exactDuplicates,
      MatchStats stats,
      java.util.Map<String, Long> phaseNanos) {
    int n = pairs.size();
    // the list's own arrays where they have the pairs' length (a sized list, as after the sort:
    // the largest arrays of a large run), else copies
    this.a = exact(pairs.a.buffer, n);
    this.b = exact(pairs.b.buffer, n);
    this.overlap = exact(pairs.overlap.buffer, n);
    this.union = exact(pairs.union.buffer, n);
    this.pairsFound = pairsFound;
    this.documents = documents;
    this.emptyDocuments = emptyDocuments;
    this.exactDuplicates = exactDuplicates;
    this.stats = stats;
    this.phaseNanos =
        java.util.Collections.unmodifiableMap(new java.util.LinkedHashMap<>(phaseNanos));
  }

  private static int[] exact(int[] array, int n) {
    return array.length == n ? array : java.util.Arrays.copyOf(array, n);
  }

  private static long[] exact(long[] array, int n) {
    return array.length == n ? array : java.util.Arrays.copyOf(array, n);
  }

  /**
   * Pairs that come from elsewhere (a file, another run), e.g. to build {@link Clusters}: ids in
   * {@code [0, documents)}, each unordered pair once, similarity {@code overlap[i] / union[i]}. The
   * pairs are copied, put smaller id first and sorted; the result counts no empty documents and no
   * exact duplicates, and has empty {@link #stats()} and no phase times.
   *
   * @param a the first id of every pair
   * @param b the second id of every pair (either order within a pair), never equal to {@code a[i]}
   * @param overlap the overlap of every pair, in {@code [0, union[i]]}
   * @param union the union of every pair, at least 1
   * @param documents the number of documents: ids are in {@code [0, documents)}
   * @return the pairs as a result, {@link #pairsFound()} equal to their number
   * @throws IllegalArgumentException if the four arrays differ in length, a pair pairs an id with
   *     itself or has an id outside {@code [0, documents)}, or a similarity is not a fraction in
   *     {@code [0, 1]} with a union of at least 1
   */
  public static DedupResult of(int[] a, int[] b, long[] overlap, long[] union, int documents) {
    if (a.length != b.length || a.length != overlap.length || a.length != union.length) {
      throw new IllegalArgumentException("pair arrays differ in length");
    }
    PairList pairs = new PairList();
    for (int i = 0; i < a.length; i++) {
      if (a[i] == b[i] || a[i] < 0 || b[i] < 0 || a[i] >= documents || b[i] >= documents) {
        throw new IllegalArgumentException(
            "bad pair (" + a[i] + ", " + b[i] + ") for " + documents + " documents");
      }
      if (union[i] < 1 || overlap[i] < 0 || overlap[i] > union[i]) {
        throw new IllegalArgumentException("bad similarity " + overlap[i] + "/" + union[i]);
      }
      pairs.add(a[i], b[i], overlap[i], union[i]);
    }
    pairs.normalizeAndSort();
    return new DedupResult(
        pairs, pairs.size(), documents, 0, 0, new MatchStats(), java.util.Map.of());
  }

  /**
   * Number of pairs held (0 for a run whose pairs were streamed).
   *
   * @return the number of pairs that {@link #docA(int)} and the other accessors can index
   */
  public int size() {
    return a.length;
  }

  /**
   * Number of pairs found: those held, or those streamed.
   *
   * @return the number of pairs found, {@link #size()} unless they were streamed
   */
  public long pairsFound() {
    return pairsFound;
  }

  /**
   * The smaller external id of pair {@code i}.
   *
   * @param i the pair's index in {@code [0, size())}
   * @return the smaller external id of the pair
   */
  public int docA(int i) {
    return a[i];
  }

  /**
   * The larger external id of pair {@code i}.
   *
   * @param i the pair's index in {@code [0, size())}
   * @return the larger external id of the pair
   */
  public int docB(int i) {
    return b[i];
  }

  /**
   * Overlap of pair {@code i}: the numerator of its similarity.
   *
   * @param i the pair's index in {@code [0, size())}
   * @return the overlap of the two documents' vectors, in {@code [0, union(i)]}
   */
  public long overlap(int i) {
    return overlap[i];
  }

  /**
   * Union of pair {@code i}: the denominator of its similarity.
   *
   * @param i the pair's index in {@code [0, size())}
   * @return the union of the two documents' vectors, at least 1
   */
  public long union(int i) {
    return union[i];
  }

  /**
   * overlap / union of pair {@code i}.
   *
   * @param i the pair's index in {@code [0, size())}
   * @return the pair's similarity as a double, in {@code [0, 1]} (rounded: compare {@link
   *     #overlap(int)} and {@link #union(int)} for exact decisions)
   */
  public double similarity(int i) {
    return (double) overlap[i] / union[i];
  }

  /**
   * Passes every pair held to {@code consumer}, in order (none for a run whose pairs were
   * streamed).
   *
   * @param consumer receives each pair, the smaller id first
   */
  public void forEach(PairConsumer consumer) {
    for (int i = 0; i < a.length; i++) {
      consumer.accept(a[i], b[i], overlap[i], union[i]);
    }
  }

  /**
   * Documents in the input, empty ones included.
   *
   * @return the number of documents of the run
   */
  public int documents() {
    return documents;
  }

  /**
   * Documents without any signature: counted, never matched.
   *
   * @return the number of empty documents
   */
  public int emptyDocuments() {
    return emptyDocuments;
  }

  /**
   * Documents whose vector equals that of an earlier document (handled by the checksum shortcut).
   *
   * @return the number of such documents (0 for a result made by {@link #of})
   */
  public int exactDuplicates() {
    return exactDuplicates;
  }

  /**
   * Wall time of each phase of the run, in nanoseconds, in order: {@code group} (exact duplicates),
   * {@code index} (ranking and inverted lists), {@code match}, {@code output} (expanding groups,
   * sorting pairs).
   *
   * @return an unmodifiable map from phase name to nanoseconds, in phase order; empty for a result
   *     made by {@link #of}
   */
  public java.util.Map<String, Long> phaseNanos() {
    return phaseNanos;
  }

  /**
   * Work counters of the matching.
   *
   * @return the counters of the run (all zero for a result made by {@link #of})
   */
  public MatchStats stats() {
    return stats;
  }
}
