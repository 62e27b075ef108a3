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

import com.carrotsearch.hppc.LongIntHashMap;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.Executor;
import java.util.function.Consumer;
import org.apache.lucene.util.ArrayUtil;
import org.apache.lucene.util.BytesRef;
import org.spotsigs.index.Checksum;
import org.spotsigs.index.SignatureVector;
import org.spotsigs.search.Measure;
import org.spotsigs.search.Overlap;
import org.spotsigs.search.Threshold;
import org.spotsigs.util.Parallel;

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
  private final Parallel parallel;

  /**
   * @param bands number of bands
   * @param rows samples per band
   */
  public SketchCandidates(Threshold tau, Measure measure, int bands, int rows, long seed) {
    this(
        tau,
        measure,
        bands,
        rows,
        seed,
        Parallel.threads(
            Math.max(1, Runtime.getRuntime().availableProcessors()), "spotsigs-sketch"));
  }

  private SketchCandidates(
      Threshold tau, Measure measure, int bands, int rows, long seed, Parallel parallel) {
    if (bands < 1 || rows < 1 || (long) bands * rows > 4096) {
      throw new IllegalArgumentException(
          "bands and rows must be at least 1, and bands x rows at most 4096");
    }
    this.tau = Objects.requireNonNull(tau, "tau");
    this.measure = Objects.requireNonNull(measure, "measure");
    this.bands = bands;
    this.rows = rows;
    this.seed = seed;
    this.parallel = parallel;
  }

  /**
   * The same banding, sketching and verifying on at most {@code threads} threads at once, taken
   * from {@code executor} (null: threads of its own; by default as many as there are processors).
   * The answer does not depend on either.
   */
  public SketchCandidates withThreads(int threads, Executor executor) {
    return new SketchCandidates(
        tau, measure, bands, rows, seed, Parallel.on(executor, threads, "spotsigs-sketch"));
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

  /** The measure the candidates are verified under. */
  public Measure measure() {
    return measure;
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
   * Counts up to this are sampled as sets of copies ({@link #minHashSample}); a collection with a
   * larger count (weighted counts) is sampled with consistent weighted sampling ({@link
   * #weightedSample}).
   */
  static final int MAX_COPIES = 1024;

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

  /** All pairs at or above tau among the candidates of the sketches of {@code vc}. */
  public DedupResult run(VectorCollection vc) {
    Map<String, Long> phases = new LinkedHashMap<>();
    long t0 = System.nanoTime();
    DocumentVectors docs = vc.documents();
    ExactDuplicates groups = new ExactDuplicates(docs, measure, true);
    Sketches sk = sketches(vc, groups);
    long t1 = System.nanoTime();
    phases.put("sample", t1 - t0);
    PairList repPairs = new PairList();
    verifyBands(docs, sk, () -> {}, repPairs::addAll);
    long t2 = System.nanoTime();
    phases.put("candidates", t2 - t1);
    PairList pairs = groups.sortedPairs(repPairs);
    phases.put("output", System.nanoTime() - t2);
    return new DedupResult(
        pairs,
        pairs.size(),
        maxExternalId(docs) + 1,
        groups.empty,
        groups.duplicates,
        new org.spotsigs.search.MatchStats(),
        phases);
  }

  /**
   * The pairs of {@link #run}, handed to {@code consumer} instead of held, so that memory does not
   * grow with the pairs of the groups of equal vectors: the verified pairs of representatives are
   * held (band by band, each once) and each is handed on expanded to every member of both groups;
   * the pairs within each group come first, while the bands are verified. Each pair comes once with
   * the smaller external id first, in an order that depends on the seed and the data only, not on
   * the number of threads. {@code consumer} is called on the calling thread; an exception it throws
   * ends the run. The result holds no pairs; {@link DedupResult#pairsFound()} counts them.
   */
  public DedupResult stream(VectorCollection vc, DedupResult.PairConsumer consumer) {
    Objects.requireNonNull(consumer, "consumer");
    long t0 = System.nanoTime();
    DocumentVectors docs = vc.documents();
    ExactDuplicates groups = new ExactDuplicates(docs, measure, true);
    Sketches sk = sketches(vc, groups);
    return stream(docs, groups, sk, consumer, "sample", t0);
  }

  /**
   * {@link #stream(VectorCollection, DedupResult.PairConsumer)} for documents sketched as they came
   * ({@link SketchedCollection}): {@code docKeys} holds the band keys of every document by position
   * (overwritten).
   */
  DedupResult stream(
      DocumentVectors docs, BandKeys docKeys, String sampler, DedupResult.PairConsumer consumer) {
    Objects.requireNonNull(consumer, "consumer");
    long t0 = System.nanoTime();
    ExactDuplicates groups = new ExactDuplicates(docs, measure, true);
    int[] reps = representatives(docs.size(), groups);
    for (int r = 0; r < reps.length; r++) { // reps[r] >= r: moving the keys forward is safe
      docKeys.copy(reps[r], r);
    }
    docKeys.truncate(reps.length);
    lastSampler = sampler;
    // sampled as the documents came: what is left before the candidates is grouping equal vectors
    return stream(docs, groups, new Sketches(reps, docKeys), consumer, "group", t0);
  }

  private DedupResult stream(
      DocumentVectors docs,
      ExactDuplicates groups,
      Sketches sk,
      DedupResult.PairConsumer consumer,
      String firstPhase,
      long t0) {
    Map<String, Long> phases = new LinkedHashMap<>();
    long t1 = System.nanoTime();
    phases.put(firstPhase, t1 - t0);
    long[] found = {0};
    verifyBands(
        docs,
        sk,
        () -> { // the pairs within the groups of equal vectors, written while the bands are
          // verified
          for (int d = 0; d < docs.size(); d++) {
            if (groups.isRepresentative(d)) {
              found[0] += groups.withinGroup(d, consumer);
            }
          }
        },
        repPairs -> found[0] += groups.expand(repPairs, consumer));
    phases.put("candidates and output", System.nanoTime() - t1);
    return new DedupResult(
        new PairList(),
        found[0],
        maxExternalId(docs) + 1,
        groups.empty,
        groups.duplicates,
        new org.spotsigs.search.MatchStats(),
        phases);
  }

  /** The representatives (positions) of a collection, and their bands' keys, band-major per one. */
  private record Sketches(int[] reps, BandKeys keys) {}

  private static int[] representatives(int n, ExactDuplicates groups) {
    int[] reps = new int[n - groups.empty - groups.duplicates];
    for (int d = 0, r = 0; d < n; d++) {
      if (groups.isRepresentative(d)) {
        reps[r++] = d;
      }
    }
    return reps;
  }

  /** The sampler's name: MinHash over copies ({@code copies}) or Ioffe's ICWS. */
  static String samplerName(boolean copies) {
    return copies ? "MinHash samples over copies" : "consistent weighted samples (Ioffe's ICWS)";
  }

  /**
   * The representatives of {@code groups} and the keys of their bands (hashes of the rows'
   * samples): a document keeps only its bands' keys, not the samples; computed for chunks of
   * documents in parallel, each depending on its document alone.
   */
  private Sketches sketches(VectorCollection vc, ExactDuplicates groups) {
    // equal vectors are sketched once: the others inherit their pairs, as in the exact route
    int[] reps = representatives(vc.size(), groups);
    long maxWeight = 0;
    for (int d : reps) {
      for (int i = vc.start(d); i < vc.end(d); i++) {
        maxWeight = Math.max(maxWeight, measure == Measure.SET ? 1 : vc.count(i));
      }
    }
    boolean copies = maxWeight <= MAX_COPIES;
    lastSampler = samplerName(copies);
    BandKeys bandKeys = new BandKeys(bands, reps.length);
    Sampler[] samplers = new Sampler[parallel.threads()]; // one per worker, made on first use
    parallel.forEach(
        (reps.length + 255) / 256,
        (w, chunk) -> {
          if (samplers[w] == null) {
            samplers[w] = new Sampler(copies);
          }
          for (int r = chunk * 256, e = Math.min(reps.length, r + 256); r < e; r++) {
            samplers[w].bandKeys(vc, reps[r], bandKeys.page(r), bandKeys.offset(r));
          }
        });
    return new Sketches(reps, bandKeys);
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

  /**
   * The candidates of every band, verified: representatives whose keys agree in a band, a pair in
   * the first band where its keys agree only (the bands before are looked at), so once, with no set
   * of the pairs seen. The bands are verified in parallel (on this instance's threads), and each
   * band's pairs of representatives (positions) handed to {@code out} on the calling thread in band
   * order as soon as it is done, so that the caller may write one band while later ones are
   * verified; {@code meanwhile} runs on the calling thread once the bands are under way, before the
   * first is handed on. An exception of {@code meanwhile}, of {@code out} or of a band ends the run
   * (the bands not begun are skipped).
   */
  private void verifyBands(
      DocumentVectors vc, Sketches sk, Runnable meanwhile, Consumer<PairList> out) {
    long[] verified = new long[bands];
    parallel.inOrder(
        bands,
        bands,
        (w, b) -> band(vc, sk.reps, sk.keys, b, verified),
        meanwhile,
        (b, pairs) -> out.accept(pairs));
    long candidates = 0;
    for (long v : verified) {
      candidates += v;
    }
    lastCandidates = candidates;
  }

  /**
   * The pairs of band {@code band}: every two representatives whose keys agree here and in no
   * earlier band, verified exactly; {@code verified[band]} counts them. The representatives of one
   * key (a bucket) are taken together, so that each is read once per bucket and its earlier bands'
   * keys are compared from a small array: the pairs come bucket by bucket, the buckets in
   * descending order of their last representative.
   */
  private PairList band(
      DocumentVectors vc, int[] reps, BandKeys bandKeys, int band, long[] verified) {
    int m = reps.length;
    LongIntHashMap head = new LongIntHashMap(Math.max(16, m));
    int[] next = new int[m]; // the representative before in the same bucket, -1 at the first
    boolean[] followed = new boolean[m]; // a later representative is in the same bucket
    for (int r = 0; r < m; r++) {
      long key = bandKeys.get(r, band);
      int slot = head.indexOf(key);
      if (head.indexExists(slot)) {
        next[r] = head.indexGet(slot);
        followed[next[r]] = true;
        head.indexReplace(slot, r);
      } else {
        next[r] = -1;
        head.indexInsert(slot, key, r);
      }
    }
    head = null;
    PairList pairs = new PairList();
    Bucket bucket = new Bucket(vc, reps, bandKeys, band);
    long count = 0;
    for (int last = m - 1; last >= 0; last--) {
      if (!followed[last] && next[last] >= 0) { // the last of a bucket of two or more
        count += bucket.verify(last, next, pairs);
      }
    }
    verified[band] = count;
    return pairs;
  }

  /**
   * The representatives of one bucket of a band, each one's entries read once (when first needed)
   * into one buffer and its earlier bands' keys gathered into one array: scratch for the buckets of
   * one band, on one thread.
   */
  private final class Bucket {
    private final DocumentVectors vc;
    private final int[] reps;
    private final BandKeys bandKeys;
    private final int band;
    private int[] members = new int[16]; // positions among the representatives, descending
    private long[] earlierKeys = new long[16]; // per member, its keys of bands [0, band)
    private int[] start =
        new int[16]; // per member, where its entries are in the buffer; -1: unread
    private int[] end = new int[16];
    private long[] lengths = new long[16];
    private int[] ids = new int[64]; // the buffer of the members' entries
    private int[] counts = new int[64];
    private int used;
    private final DocumentVectors.Entries read = new DocumentVectors.Entries();
    private final DocumentVectors.Entries a = new DocumentVectors.Entries();
    private final DocumentVectors.Entries b = new DocumentVectors.Entries();

    Bucket(DocumentVectors vc, int[] reps, BandKeys bandKeys, int band) {
      this.vc = vc;
      this.reps = reps;
      this.bandKeys = bandKeys;
      this.band = band;
    }

    /**
     * Verifies the pairs of the bucket whose last representative is {@code last} ({@code next}
     * links each to the one before) that agree in no earlier band; returns how many it verified.
     */
    long verify(int last, int[] next, PairList pairs) {
      int k = 0;
      for (int r = last; r >= 0; r = next[r]) {
        if (k == members.length) {
          int size = ArrayUtil.oversize(k + 1, Long.BYTES); // one size for every array
          members = Arrays.copyOf(members, size);
          start = Arrays.copyOf(start, size);
          end = Arrays.copyOf(end, size);
          lengths = Arrays.copyOf(lengths, size);
        }
        members[k] = r;
        start[k] = -1;
        k++;
      }
      int keys = Math.toIntExact((long) k * band);
      if (earlierKeys.length < keys) {
        earlierKeys = new long[ArrayUtil.oversize(keys, Long.BYTES)];
      }
      for (int j = 0; j < k; j++) {
        for (int t = 0; t < band; t++) {
          earlierKeys[j * band + t] = bandKeys.get(members[j], t);
        }
      }
      used = 0;
      long count = 0;
      for (int i = 0; i < k; i++) { // pairs (y, x) with y before x: x = members[i], y later here
        for (int j = i + 1; j < k; j++) {
          if (agreeBefore(i, j)) {
            continue; // a candidate of an earlier band
          }
          count++;
          entries(i, a);
          entries(j, b);
          SketchCandidates.this.verify(
              b, lengths[j], a, lengths[i], reps[members[j]], reps[members[i]], pairs);
        }
      }
      return count;
    }

    private boolean agreeBefore(int i, int j) {
      for (int t = 0, x = i * band, y = j * band; t < band; t++) {
        if (earlierKeys[x + t] == earlierKeys[y + t]) {
          return true;
        }
      }
      return false;
    }

    /** The entries of member {@code j} in {@code view}, read into the buffer if not yet. */
    private void entries(int j, DocumentVectors.Entries view) {
      if (start[j] < 0) {
        vc.entries(reps[members[j]], read);
        int n = read.size();
        if (used + n > ids.length) {
          int size = ArrayUtil.oversize(used + n, Integer.BYTES);
          ids = Arrays.copyOf(ids, size);
          counts = Arrays.copyOf(counts, size);
        }
        System.arraycopy(read.termIds, read.from, ids, used, n);
        System.arraycopy(read.counts, read.from, counts, used, n);
        start[j] = used;
        end[j] = used + n;
        lengths[j] = read.length(measure);
        used += n;
      }
      view.termIds = ids;
      view.counts = counts;
      view.from = start[j];
      view.to = end[j];
    }
  }

  /**
   * Adds the pair (a, b) of positions, of entries {@code x} and {@code y} of lengths {@code la} and
   * {@code lb}, if it is at or above tau (the exact verification).
   */
  private void verify(
      DocumentVectors.Entries x,
      long la,
      DocumentVectors.Entries y,
      long lb,
      int a,
      int b,
      PairList pairs) {
    // the one verification of the exact matcher: the overlap if it reaches what tau needs, else -1
    long overlap =
        Overlap.atLeast(
            x.termIds,
            x.counts,
            x.from,
            x.to,
            y.termIds,
            y.counts,
            y.from,
            y.to,
            measure == Measure.SET,
            la,
            lb,
            tau.minOverlap(la, lb));
    long union = la + lb - Math.max(overlap, 0);
    if (overlap > 0 && tau.accepts(overlap, union)) { // accepts: a check, minOverlap decided it
      pairs.add(a, b, overlap, union);
    }
  }

  private long lastCandidates;
  private String lastSampler = "";

  /**
   * How the last {@link #run} sampled: MinHash over copies of the signatures (counts up to {@link
   * #MAX_COPIES}) or consistent weighted sampling.
   */
  public String sampler() {
    return lastSampler;
  }

  /** The distinct candidate pairs verified by the last {@link #run}. */
  public long candidatesVerified() {
    return lastCandidates;
  }

  private static int maxExternalId(DocumentVectors vc) {
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
