package org.spotsigs.dedup;

import com.carrotsearch.hppc.IntArrayList;
import com.carrotsearch.hppc.LongArrayList;
import com.carrotsearch.hppc.LongIntHashMap;
import java.util.Arrays;
import java.util.Objects;
import org.spotsigs.search.Measure;
import org.spotsigs.search.Overlap;
import org.spotsigs.search.Threshold;

/**
 * All pairs at or above tau from sketch candidates, each verified exactly: a reported pair is
 * always a true pair, but a true pair may be missed (with the probability the banding gives).
 *
 * <p>Every document gets {@code bands * rows} samples of S. Ioffe's improved consistent weighted
 * sampling ("Improved Consistent Sampling, Weighted Minhash and L1 Sketching", ICDM 2010): for a
 * vector with weights {@code S_k} (its counts under the measure, or the weighted counts of {@link
 * SignatureWeights}), two documents draw the same sample with probability equal to their (weighted)
 * Jaccard similarity {@code sum min(S_k, T_k) / sum max(S_k, T_k)}, the measure the exact matcher
 * decides. The random numbers of a sample are a hash of (seed, signature, sample number), so a
 * document's sketch depends on nothing else: the same on any number of threads and in any order.
 * Two documents are candidates when all {@code rows} samples of some band agree (locality-sensitive
 * hashing: a pair of similarity s is a candidate with probability {@code 1 - (1 - s^rows)^bands},
 * see {@link #recall(double)}); every candidate is then verified exactly, in integer arithmetic, as
 * the exact matcher does ({@link Threshold#accepts}).
 *
 * <p>As in O. Alonso, D. Fetterly, M. Manasse, "Duplicate News Story Detection Revisited", AIRS
 * 2013, this is the route to collections too large for all pairs; here the exact answer stays
 * available on the same data ({@link Deduplicator}) to measure what the sketch missed.
 */
public final class SketchCandidates {
  private final Threshold tau;
  private final Measure measure;
  private final int bands;
  private final int rows;
  private final long seed;

  /**
   * @param bands number of bands
   * @param rows samples per band
   */
  public SketchCandidates(Threshold tau, Measure measure, int bands, int rows, long seed) {
    if (bands < 1 || rows < 1 || (long) bands * rows > 4096) {
      throw new IllegalArgumentException(
          "bands and rows must be at least 1, and bands x rows at most 4096");
    }
    this.tau = Objects.requireNonNull(tau, "tau");
    this.measure = Objects.requireNonNull(measure, "measure");
    this.bands = bands;
    this.rows = rows;
    this.seed = seed;
  }

  /**
   * The banding with {@code samples} samples (bands x rows at most that) whose recall at tau is at
   * least {@code targetRecall} with the most rows (so the fewest false candidates to verify).
   */
  public static SketchCandidates forRecall(
      Threshold tau, Measure measure, int samples, double targetRecall, long seed) {
    for (int rows = samples; rows >= 1; rows--) {
      int bands = samples / rows;
      if (1 - Math.pow(1 - Math.pow(tau.value(), rows), bands) >= targetRecall) {
        return new SketchCandidates(tau, measure, bands, rows, seed);
      }
    }
    return new SketchCandidates(tau, measure, samples, 1, seed);
  }

  public int bands() {
    return bands;
  }

  public int rows() {
    return rows;
  }

  /** The probability that a pair of similarity {@code s} is a candidate: 1 - (1 - s^rows)^bands. */
  public double recall(double s) {
    return 1 - Math.pow(1 - Math.pow(s, rows), bands);
  }

  /** The recall at tau: the least probability that a pair at or above tau is found. */
  public double recallAtTau() {
    return recall(tau.value());
  }

  /**
   * The sample {@code j} of the document whose signatures are {@code termIds} with weights {@code
   * weights} (positive): an id of the chosen signature and its quantized level, packed in a long;
   * two documents agree on it with probability their weighted Jaccard.
   */
  long sample(int[] termIds, long[] weights, int from, int to, int j) {
    long[] one = new long[1];
    double[] best = new double[1];
    sketch(termIds, weights, from, to, j, j + 1, one, 0, best);
    return one[0];
  }

  /**
   * Samples {@code [fromSample, toSample)} of one document into {@code out} from {@code offset}
   * ({@code best}: scratch of at least as many doubles). For each signature k with weight S and
   * each sample: r, c ~ Gamma(2, 1), beta ~ U(0, 1) from the hash of (seed, k, sample); t =
   * floor(ln S / r + beta); the sample is the (k, t) of least ln a = ln c - r (t - beta) - r.
   */
  void sketch(
      int[] termIds,
      long[] weights,
      int from,
      int to,
      int fromSample,
      int toSample,
      long[] out,
      int offset,
      double[] best) {
    int m = toSample - fromSample;
    Arrays.fill(best, 0, m, Double.POSITIVE_INFINITY);
    for (int i = from; i < to; i++) {
      int k = termIds[i];
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
          out[offset + s] = ((long) k << 32) ^ (long) t;
        }
      }
    }
  }

  /** All pairs at or above tau among the candidates of the sketches of {@code vc}. */
  public DedupResult run(VectorCollection vc) {
    int n = vc.size();
    int samples = bands * rows;
    long[] sketch = new long[n * samples];
    boolean[] has = new boolean[n];
    long[] w = new long[vc.termIds().length];
    for (int d = 0; d < n; d++) {
      has[d] = vc.end(d) > vc.start(d);
      for (int i = vc.start(d); i < vc.end(d); i++) {
        w[i] = measure == Measure.SET ? 1 : vc.count(i);
      }
    }
    // one document's samples depend on nothing else: documents in parallel, the same answer
    java.util.stream.IntStream.range(0, (n + 255) / 256)
        .parallel()
        .forEach(
            chunk -> {
              double[] best = new double[samples];
              for (int d = chunk * 256, e = Math.min(n, d + 256); d < e; d++) {
                if (has[d]) {
                  sketch(
                      vc.termIds(),
                      w,
                      vc.start(d),
                      vc.end(d),
                      0,
                      samples,
                      sketch,
                      d * samples,
                      best);
                }
              }
            });
    // candidates: documents sharing all rows of a band
    LongArrayList candidates = new LongArrayList();
    for (int band = 0; band < bands; band++) {
      LongIntHashMap first = new LongIntHashMap();
      IntArrayList[] buckets = new IntArrayList[0];
      int bucketCount = 0;
      for (int d = 0; d < n; d++) {
        if (!has[d]) {
          continue;
        }
        long key = band;
        for (int r = 0; r < rows; r++) {
          key = mix(key * 31 + sketch[d * samples + band * rows + r]);
        }
        int slot = first.indexOf(key);
        int b;
        if (first.indexExists(slot)) {
          b = first.indexGet(slot);
        } else {
          b = bucketCount++;
          first.indexInsert(slot, key, b);
          if (buckets.length < bucketCount) {
            buckets = Arrays.copyOf(buckets, Math.max(bucketCount, buckets.length * 2));
          }
          buckets[b] = new IntArrayList();
        }
        IntArrayList members = buckets[b];
        for (int k = 0; k < members.size(); k++) {
          candidates.add(((long) members.get(k) << 32) | d);
        }
        members.add(d);
      }
    }
    long[] pairs = candidates.toArray();
    Arrays.sort(pairs);
    IntArrayList as = new IntArrayList();
    IntArrayList bs = new IntArrayList();
    LongArrayList ov = new LongArrayList();
    LongArrayList un = new LongArrayList();
    long verified = 0;
    for (int i = 0; i < pairs.length; i++) {
      if (i > 0 && pairs[i] == pairs[i - 1]) {
        continue;
      }
      int a = (int) (pairs[i] >>> 32);
      int b = (int) pairs[i];
      verified++;
      long la = vc.length(a, measure);
      long lb = vc.length(b, measure);
      // the one verification of the exact matcher: the overlap if it reaches what tau needs, else
      // -1
      long overlap =
          Overlap.atLeast(
              vc.termIds(),
              vc.counts(),
              vc.start(a),
              vc.end(a),
              vc.termIds(),
              vc.counts(),
              vc.start(b),
              vc.end(b),
              measure == Measure.SET,
              la,
              lb,
              tau.minOverlap(la, lb));
      long union = la + lb - Math.max(overlap, 0);
      if (overlap > 0 && tau.accepts(overlap, union)) { // accepts: a check, minOverlap decided it
        as.add(vc.externalId(a));
        bs.add(vc.externalId(b));
        ov.add(overlap);
        un.add(union);
      }
    }
    lastCandidates = verified;
    return DedupResult.of(
        as.toArray(), bs.toArray(), ov.toArray(), un.toArray(), maxExternalId(vc) + 1);
  }

  private long lastCandidates;

  /** The distinct candidate pairs verified by the last {@link #run}. */
  public long candidatesVerified() {
    return lastCandidates;
  }

  private static int maxExternalId(VectorCollection vc) {
    int max = -1;
    for (int d = 0; d < vc.size(); d++) {
      max = Math.max(max, vc.externalId(d));
    }
    return max;
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
