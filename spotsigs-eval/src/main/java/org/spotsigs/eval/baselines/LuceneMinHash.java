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
package org.spotsigs.eval.baselines;

import com.carrotsearch.hppc.IntArrayList;
import com.carrotsearch.hppc.LongArrayList;
import com.carrotsearch.hppc.LongIntHashMap;
import com.carrotsearch.hppc.cursors.LongIntCursor;
import java.util.Arrays;
import org.spotsigs.core.Threshold;
import org.spotsigs.eval.Predictions;

/**
 * Near-duplicates the way Lucene, Solr and Elasticsearch users find them: every document is
 * analyzed into MinHash tokens ({@link org.apache.lucene.analysis.minhash.MinHashFilter} over word
 * shingles, see {@link org.spotsigs.eval.WordAnalyzer#minHash}) and indexed; a document's tokens,
 * in the order the filter emits them, are cut into bands of {@code r} tokens, and the query is a
 * disjunction of the bands, each a conjunction of its terms (Solr's {@code min_hash} query parser:
 * {@code r} is the largest band size whose collision probability at similarity tau, {@code 1 - (1 -
 * tau^r)^(n/r)}, exceeds the wanted true-positive rate; a last short band is filled up with the
 * first tokens). A hit is reported as a near-duplicate when its estimated similarity, the share of
 * MinHash tokens the two documents have in common ({@code |A ∩ B| / max(|A|, |B|)}, what {@code
 * minimum_should_match} tests), is at least tau. A pair counts once if either document's query
 * finds the other.
 *
 * <p>The queries are evaluated in memory over the token sets, which gives the same hits as the
 * Lucene queries would (a conjunction of term queries matches exactly the documents holding all its
 * terms). Deterministic (MinHashFilter uses fixed hash seeds). Immutable and thread-safe.
 */
public final class LuceneMinHash implements Predictions {
  /** Word shingle size of Elasticsearch's MinHash example and of MinHashFilter's documentation. */
  public static final int DEFAULT_SHINGLE = 5;

  /** MinHashFilter's default bucket count. */
  public static final int DEFAULT_BUCKETS = 512;

  /** Wanted probability that a pair at similarity tau shares a band. */
  public static final double DEFAULT_TRUE_POSITIVE = 0.95;

  private final int[][] emitted;
  private final int[][] sorted;
  private final double truePositive;

  /** Pairs with at least one common token: key {@code a * n + b} ({@code a < b}), value |A ∩ B|. */
  private final LongIntHashMap overlaps = new LongIntHashMap();

  /**
   * @param tokens per document, the ids of its MinHash tokens in the order the filter emitted them
   *     (equal ids for equal tokens)
   * @param truePositive wanted collision probability at tau, in (0, 1]; 1 means no banding (every
   *     single token is a band, as with Solr's default)
   */
  public LuceneMinHash(int[][] tokens, double truePositive) {
    if (!(truePositive > 0 && truePositive <= 1)) {
      throw new IllegalArgumentException(
          "true positive rate must be in (0, 1], got " + truePositive);
    }
    this.truePositive = truePositive;
    this.emitted = tokens;
    int n = tokens.length;
    this.sorted = new int[n][];
    int maxToken = -1;
    for (int d = 0; d < n; d++) {
      sorted[d] = Arrays.stream(tokens[d]).sorted().distinct().toArray();
      for (int t : sorted[d]) {
        maxToken = Math.max(maxToken, t);
      }
    }
    IntArrayList[] postings = new IntArrayList[maxToken + 1];
    for (int d = 0; d < n; d++) {
      for (int t : sorted[d]) {
        if (postings[t] == null) {
          postings[t] = new IntArrayList();
        }
        postings[t].add(d);
      }
    }
    int[] count = new int[n];
    IntArrayList hit = new IntArrayList();
    for (int d = 0; d < n; d++) {
      for (int t : sorted[d]) {
        IntArrayList p = postings[t];
        for (int k = 0; k < p.size(); k++) {
          int other = p.get(k);
          if (other > d && count[other]++ == 0) {
            hit.add(other);
          }
        }
      }
      for (int k = 0; k < hit.size(); k++) {
        int other = hit.get(k);
        overlaps.put((long) d * n + other, count[other]);
        count[other] = 0;
      }
      hit.clear();
    }
  }

  /**
   * Solr's band size: rows r = n / b for the fewest bands b whose collision probability at tau
   * exceeds tp.
   */
  public static int bandSize(int numHashes, double tau, double truePositive) {
    if (truePositive >= 1) {
      return 1;
    }
    for (int bands = 1; bands <= numHashes; bands++) {
      int rows = numHashes / bands;
      double p = 1 - Math.pow(1 - Math.pow(tau, rows), bands);
      if (p > truePositive) {
        return rows;
      }
    }
    return 1;
  }

  @Override
  public void forEach(Threshold tau, PairConsumer consumer) {
    int n = emitted.length;
    LongArrayList keys = new LongArrayList();
    for (LongIntCursor c : overlaps) {
      int a = (int) (c.key / n);
      int b = (int) (c.key % n);
      long den = Math.max(sorted[a].length, sorted[b].length);
      if (tau.accepts(c.value, den)) {
        keys.add(c.key);
      }
    }
    long[] ordered = keys.toArray();
    Arrays.sort(ordered); // stable output order, whatever the hash map's
    for (long key : ordered) {
      int a = (int) (key / n);
      int b = (int) (key % n);
      if (bandHit(a, b, tau) || bandHit(b, a, tau)) {
        consumer.accept(a, b);
      }
    }
  }

  /** Whether the banded query of document {@code q} matches document {@code d}. */
  boolean bandHit(int q, int d, Threshold tau) {
    int[] tokens = emitted[q];
    int len = tokens.length;
    if (len == 0) {
      return false;
    }
    int r = Math.min(len, bandSize(len, tau.value(), truePositive));
    for (int start = 0; start < len; start += r) {
      boolean all = true;
      for (int i = 0; i < r && all; i++) {
        all = Arrays.binarySearch(sorted[d], tokens[(start + i) % len]) >= 0;
      }
      if (all) {
        return true;
      }
    }
    return false;
  }
}
