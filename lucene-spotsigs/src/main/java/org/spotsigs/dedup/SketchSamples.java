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

import java.util.Arrays;
import org.apache.lucene.util.ArrayUtil;
import org.apache.lucene.util.BytesRef;
import org.spotsigs.core.Measure;
import org.spotsigs.index.Checksum;
import org.spotsigs.index.SignatureVector;

/**
 * The samples of {@link SketchCandidates}: for a document, {@code bands * rows} samples of its
 * signatures and counts, by MinHash over copies of each signature (counts up to {@link
 * SketchCandidates#MAX_COPIES}) or by S. Ioffe's improved consistent weighted sampling ("Improved
 * Consistent Sampling, Weighted Minhash and L1 Sketching", ICDM 2010), and the keys of its bands
 * ({@link Sampler}). A sample depends on the seed, the signature's bytes and its count only.
 * Immutable; a {@link Sampler} is for one thread.
 */
final class SketchSamples {
  private final Measure measure;
  private final int bands;
  private final int rows;
  private final long seed;

  SketchSamples(Measure measure, int bands, int rows, long seed) {
    this.measure = measure;
    this.bands = bands;
    this.rows = rows;
    this.seed = seed;
  }

  /**
   * The sample {@code j} of the document whose signatures have the hashes {@code hashes[0, n)}
   * ({@link Checksum#of(BytesRef)} of each signature) and the weights {@code weights[0, n)}
   * (positive), by Ioffe's consistent weighted sampling: a hash of the chosen signature and its
   * quantized level; two documents agree on it with probability their weighted Jaccard.
   */
  long weightedSample(long[] hashes, long[] weights, int n, int j) {
    long[] one = new long[1];
    double[] best = new double[1];
    weightedSketch(hashes, weights, n, j, j + 1, one, 0, best);
    return one[0];
  }

  /**
   * The sample {@code j} of the document whose signatures have the hashes {@code hashes[0, n)} and
   * the integer weights {@code weights[0, n)} (at least 1): the signature is taken {@code weight}
   * times, as copies {@code (signature, 1) .. (signature, weight)}, and the sample is the least
   * hash of a copy (MinHash over the copies; for each sample the hash is a bijection of a 64-bit
   * hash of the copy, so the least hash names the copy that has it, but for collisions of 64-bit
   * hashes). The copies of two documents share {@code sum min(a, b)} of {@code sum max(a, b)}, so
   * two documents agree on a sample with probability their (multiset) Jaccard, as with consistent
   * weighted sampling, at the cost of one hash per copy instead of several logarithms.
   */
  long minHashSample(long[] hashes, long[] weights, int n, int j) {
    long[] one = new long[1];
    long[] best = new long[1];
    minHashSketch(hashes, weights, n, j, j + 1, one, 0, best);
    return one[0];
  }

  /**
   * Samples {@code [fromSample, toSample)} of one document, signatures of hashes {@code hashes[0,
   * n)} with weights {@code weights[0, n)}, into {@code out} from {@code offset} ({@code best}:
   * scratch of at least as many doubles). For each signature k with weight S and each sample: r, c
   * ~ Gamma(2, 1), beta ~ U(0, 1) from the hash of (seed, k, sample); t = floor(ln S / r + beta);
   * the sample is (a hash of) the (k, t) of least ln a = ln c - r (t - beta) - r.
   */
  void weightedSketch(
      long[] hashes,
      long[] weights,
      int n,
      int fromSample,
      int toSample,
      long[] out,
      int offset,
      double[] best) {
    int m = toSample - fromSample;
    Arrays.fill(best, 0, m, Double.POSITIVE_INFINITY);
    for (int i = 0; i < n; i++) {
      long k = hashes[i];
      double lnS = Math.log(weights[i]);
      long termHash = seed ^ (k * 0x9E3779B97F4A7C15L);
      for (int s = 0; s < m; s++) {
        long h = mix(termHash ^ ((long) (fromSample + s) * 0xC2B2AE3D27D4EB4FL));
        double r = gamma2(h, 1);
        double c = gamma2(h, 3);
        double beta = uniform(mix(h + 5));
        double t = Math.floor(lnS / r + beta);
        double lnA = Math.log(c) - r * (t - beta) - r;
        if (lnA < best[s]) {
          best[s] = lnA;
          out[offset + s] = mix(k + (long) t * 0xD6E8FEB86659FD93L);
        }
      }
    }
  }

  /**
   * Samples {@code [fromSample, toSample)} of one document, signatures of hashes {@code hashes[0,
   * n)} with weights {@code weights[0, n)}, by MinHash over the copies of its signatures ({@link
   * #minHashSample}) into {@code out} from {@code offset} ({@code best}: scratch of at least as
   * many longs).
   */
  void minHashSketch(
      long[] hashes,
      long[] weights,
      int n,
      int fromSample,
      int toSample,
      long[] out,
      int offset,
      long[] best) {
    int m = toSample - fromSample;
    long[] salt = salts(fromSample, toSample);
    Arrays.fill(best, 0, m, Long.MAX_VALUE);
    for (int i = 0; i < n; i++) {
      long k = hashes[i];
      for (long copy = 1, c = weights[i]; copy <= c; copy++) {
        long element = mix(seed ^ (k * 0x9E3779B97F4A7C15L) ^ (copy * 0xD6E8FEB86659FD93L));
        for (int s = 0; s < m; s++) {
          // a hash of (element, sample): a bijection of the element for each sample, so the least
          // hash stands for the copy that has it; mix written out and a branch-free minimum over
          // arrays, which the optimizing compiler turns into vector instructions
          long z = element + salt[s];
          z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
          z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
          best[s] = Math.min(best[s], z ^ (z >>> 31));
        }
      }
    }
    System.arraycopy(best, 0, out, offset, m);
  }

  /**
   * The salt of each sample {@code s} of {@link #minHashSketch}: {@code s * 0xC2B2AE3D27D4EB4F}.
   */
  private long[] salts(int fromSample, int toSample) {
    long[] all = salts;
    if (all == null || all.length < toSample) {
      all = new long[Math.max(toSample, bands * rows)];
      for (int s = 0; s < all.length; s++) {
        all[s] = s * 0xC2B2AE3D27D4EB4FL;
      }
      salts = all;
    }
    return fromSample == 0 ? all : Arrays.copyOfRange(all, fromSample, toSample);
  }

  private volatile long[] salts;

  /** The sampler's name: MinHash over copies ({@code copies}) or Ioffe's ICWS. */
  static String samplerName(boolean copies) {
    return copies ? "MinHash samples over copies" : "consistent weighted samples (Ioffe's ICWS)";
  }

  /**
   * Computes the band keys of documents (hashes of the rows' samples: a document keeps only its
   * bands' keys, not the samples), with scratch arrays of its own: one per thread. The samples
   * depend on the signatures' bytes (their hashes) and counts only, so a document sampled on any
   * thread, held or as it comes ({@link SketchedCollection}), gets the same keys.
   */
  final class Sampler {
    private final boolean copies;
    private final long[] sample = new long[bands * rows];
    private final long[] bestHash = new long[bands * rows];
    private final double[] bestA = new double[bands * rows];
    private long[] h = new long[16]; // the hashes of one document's signatures
    private long[] w = new long[16]; // their weights

    /**
     * @param copies MinHash over the copies of each signature (else ICWS)
     */
    Sampler(boolean copies) {
      this.copies = copies;
    }

    private void room(int n) {
      if (h.length < n) {
        h = new long[ArrayUtil.oversize(n, Long.BYTES)];
        w = new long[h.length];
      }
    }

    /**
     * The band keys of document {@code d} of {@code vc} into {@code keys[offset, offset + bands)}.
     */
    void bandKeys(VectorCollection vc, int d, long[] keys, int offset) {
      int from = vc.start(d);
      int n = vc.end(d) - from;
      room(n);
      for (int i = 0; i < n; i++) {
        h[i] = vc.termHash(vc.termId(from + i));
        w[i] = measure == Measure.SET ? 1 : vc.count(from + i);
      }
      bandKeys(n, keys, offset);
    }

    /** The band keys of {@code vector} into {@code keys[offset, offset + bands)}. */
    void bandKeys(SignatureVector vector, long[] keys, int offset) {
      int n = vector.size();
      room(n);
      for (int i = 0; i < n; i++) {
        h[i] = Checksum.of(vector.term(i));
        w[i] = measure == Measure.SET ? 1 : vector.count(i);
      }
      bandKeys(n, keys, offset);
    }

    private void bandKeys(int n, long[] keys, int offset) {
      int samples = bands * rows;
      if (copies) {
        minHashSketch(h, w, n, 0, samples, sample, 0, bestHash);
      } else {
        weightedSketch(h, w, n, 0, samples, sample, 0, bestA);
      }
      for (int band = 0; band < bands; band++) {
        long key = band;
        for (int row = 0; row < rows; row++) {
          key = mix(key * 31 + sample[band * rows + row]);
        }
        keys[offset + band] = key;
      }
    }
  }

  /** A Gamma(2, 1) variate from two uniforms derived from {@code h}: -ln(u1 u2). */
  private static double gamma2(long h, int salt) {
    return -Math.log(uniform(mix(h + salt)) * uniform(mix(h + salt + 1)));
  }

  /** A uniform double in (0, 1). */
  private static double uniform(long h) {
    return ((h >>> 11) + 0.5) / (1L << 53);
  }

  /** The finalizer of SplitMix64 (a bijective 64-bit mix). */
  static long mix(long z) {
    z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
    z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
    return z ^ (z >>> 31);
  }
}
