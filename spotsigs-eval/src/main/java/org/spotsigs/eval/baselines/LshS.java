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
import com.carrotsearch.hppc.LongHashSet;
import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;
import java.util.SplittableRandom;
import org.apache.lucene.util.StringHelper;
import org.spotsigs.core.Measure;
import org.spotsigs.dedup.VectorCollection;
import org.spotsigs.eval.Parallel;
import org.spotsigs.eval.ScoredPairs;

/**
 * LSH-S (the SpotSigs paper, section 5.2): locality-sensitive hashing with MinHash over a
 * document's signatures. {@code k * l} random linear hash functions {@code pi(x) = (a x + b) mod P}
 * over the signatures, each read as a 31-bit hash of its bytes (MurmurHash3; {@code P} the first
 * prime above 2^31); the minimum of each over a document's signatures is one min-hash. The
 * min-hashes form {@code l} bands of {@code k}; documents that agree on a whole band share a
 * bucket, and every pair of a bucket is a candidate. Candidates are then verified by their exact
 * Jaccard similarity (set or multiset), so the method has no false positives at a given tau, only
 * misses.
 *
 * <p>Deterministic: the hash functions come from the seed, and a signature's number from its bytes
 * (not from the order in which the collection met it). Documents without signatures are never
 * matched. Immutable and thread-safe.
 */
public final class LshS {
  /** Min-hashes per band (the SpotSigs paper: k = 6). */
  public static final int DEFAULT_K = 6;

  /** Bands (the SpotSigs paper: l = 32). */
  public static final int DEFAULT_L = 32;

  public static final long DEFAULT_SEED = 20080720L;

  private final int k;
  private final int l;
  private final long seed;
  private final Measure measure;

  public LshS(int k, int l, long seed, Measure measure) {
    if (k < 1 || l < 1) {
      throw new IllegalArgumentException("k and l must be >= 1, got k=" + k + " l=" + l);
    }
    this.k = k;
    this.l = l;
    this.seed = seed;
    this.measure = measure;
  }

  /** Candidate pairs of {@code vc} with their exact similarity; ids are external ids. */
  public ScoredPairs pairs(VectorCollection vc) {
    return pairs(vc, 1);
  }

  /**
   * As {@link #pairs(VectorCollection)}, with the min-hashes (most of the work) computed on {@code
   * threads} threads; the result does not depend on the number of threads.
   */
  public ScoredPairs pairs(VectorCollection vc, int threads) {
    // a signature's number is a hash of its bytes, not its term id: ids follow the order in which
    // extraction threads met the signatures, which differs from run to run
    long prime = nextPrime(1L << 31);
    int[] key = new int[vc.numTerms()];
    for (int t = 0; t < key.length; t++) {
      key[t] = StringHelper.murmurhash3_x86_32(vc.term(t), 0) & Integer.MAX_VALUE;
    }
    int m = k * l;
    long[] a = new long[m];
    long[] b = new long[m];
    SplittableRandom random = new SplittableRandom(seed);
    for (int i = 0; i < m; i++) {
      a[i] = 1 + random.nextLong(prime - 1);
      b[i] = random.nextLong(prime);
    }
    int n = vc.size();
    long[][] sig = new long[n][];
    Parallel.forEach(
        n,
        threads,
        d -> {
          if (vc.cardinality(d) == 0) {
            return;
          }
          long[] s = new long[m];
          Arrays.fill(s, Long.MAX_VALUE);
          for (int e = vc.start(d); e < vc.end(d); e++) {
            long x = key[vc.termId(e)];
            for (int i = 0; i < m; i++) {
              long h = (a[i] * x + b[i]) % prime; // a < 2^31 + 11, x < 2^31: no overflow
              if (h < s[i]) {
                s[i] = h;
              }
            }
          }
          sig[d] = s;
        });
    LongHashSet seen = new LongHashSet();
    ScoredPairs out = new ScoredPairs();
    for (int band = 0; band < l; band++) {
      Map<Band, IntArrayList> buckets = new HashMap<>();
      for (int d = 0; d < n; d++) {
        if (sig[d] != null) {
          buckets
              .computeIfAbsent(
                  new Band(Arrays.copyOfRange(sig[d], band * k, band * k + k)),
                  x -> new IntArrayList())
              .add(d);
        }
      }
      for (IntArrayList docs : buckets.values()) {
        for (int i = 0; i < docs.size(); i++) {
          for (int j = i + 1; j < docs.size(); j++) {
            int x = docs.get(i);
            int y = docs.get(j);
            if (seen.add((long) x * n + y)) {
              long[] ou = overlapAndUnion(vc, x, y, measure);
              out.add(vc.externalId(x), vc.externalId(y), ou[0], ou[1]);
            }
          }
        }
      }
    }
    return out;
  }

  /** Exact {overlap, union} of two documents of a collection under {@code measure}. */
  public static long[] overlapAndUnion(VectorCollection vc, int x, int y, Measure measure) {
    long overlap = 0;
    int i = vc.start(x);
    int j = vc.start(y);
    // entries of a document are in ascending term id order
    while (i < vc.end(x) && j < vc.end(y)) {
      int ti = vc.termId(i);
      int tj = vc.termId(j);
      if (ti == tj) {
        overlap += measure == Measure.SET ? 1 : Math.min(vc.count(i), vc.count(j));
        i++;
        j++;
      } else if (ti < tj) {
        i++;
      } else {
        j++;
      }
    }
    long union = vc.length(x, measure) + vc.length(y, measure) - overlap;
    return new long[] {overlap, union};
  }

  static long nextPrime(long n) {
    long p = n + 1;
    while (!java.math.BigInteger.valueOf(p).isProbablePrime(40)) {
      p++;
    }
    return p;
  }

  private record Band(long[] values) {
    @Override
    public boolean equals(Object o) {
      return o instanceof Band other && Arrays.equals(values, other.values);
    }

    @Override
    public int hashCode() {
      return Arrays.hashCode(values);
    }
  }
}
