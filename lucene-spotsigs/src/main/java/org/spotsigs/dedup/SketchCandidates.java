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

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.Executor;
import org.spotsigs.core.Measure;
import org.spotsigs.core.Threshold;
import org.spotsigs.search.MatchStats;
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
  private final SketchSamples samples;
  private final BandVerifier verifier;

  /**
   * A banding of {@code bands * rows} samples per document, sketched and verified on as many
   * threads as there are processors.
   *
   * @param tau the similarity threshold every candidate is verified against
   * @param measure set or multiset Jaccard: the counts the samples weigh and the candidates are
   *     verified under
   * @param bands number of bands, at least 1
   * @param rows samples per band, at least 1; {@code bands * rows} at most 4096
   * @param seed the seed of the samples' hashes: the same seed gives the same sketches and pairs
   * @throws IllegalArgumentException if {@code bands} or {@code rows} is less than 1, or {@code
   *     bands * rows} exceeds 4096
   * @throws NullPointerException if {@code tau} or {@code measure} is null
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
    this.samples = new SketchSamples(measure, bands, rows, seed);
    this.verifier = new BandVerifier(this.tau, measure, bands, parallel);
  }

  /**
   * The same banding, sketching and verifying on at most {@code threads} threads at once, taken
   * from {@code executor} (null: threads of its own; by default as many as there are processors).
   * The answer does not depend on either.
   *
   * @param threads the most threads a run uses at once, at least 1
   * @param executor the executor the threads are taken from, or null for threads of its own
   * @return a new instance with this one's banding and seed
   * @throws IllegalArgumentException if {@code threads} is less than 1
   */
  public SketchCandidates withThreads(int threads, Executor executor) {
    return new SketchCandidates(
        tau, measure, bands, rows, seed, Parallel.on(executor, threads, "spotsigs-sketch"));
  }

  /**
   * The banding with {@code samples} samples (bands x rows at most that) whose recall at tau is at
   * least {@code targetRecall} with the most rows (so the fewest false candidates to verify).
   *
   * @param tau the similarity threshold every candidate is verified against
   * @param measure set or multiset Jaccard
   * @param samples the most samples per document, in {@code [1, 4096]}
   * @param targetRecall the least probability, in {@code [0, 1]}, that a pair at tau is a candidate
   * @param seed the seed of the samples' hashes
   * @return the banding with the most rows that reaches {@code targetRecall}; if none does, {@code
   *     samples} bands of one row (the highest recall there is)
   * @throws IllegalArgumentException if {@code samples} is less than 1, or the banding chosen has
   *     more than 4096 samples (possible only when {@code samples} exceeds 4096)
   * @throws NullPointerException if {@code tau} or {@code measure} is null
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

  /**
   * Number of bands.
   *
   * @return the number of bands, at least 1
   */
  public int bands() {
    return bands;
  }

  /**
   * Samples per band: a pair is a candidate when all of them agree in some band.
   *
   * @return the number of rows of each band, at least 1
   */
  public int rows() {
    return rows;
  }

  /**
   * The measure the candidates are verified under.
   *
   * @return set or multiset Jaccard
   */
  public Measure measure() {
    return measure;
  }

  /**
   * The probability that a pair of similarity {@code s} is a candidate: 1 - (1 - s^rows)^bands.
   *
   * @param s a similarity, in {@code [0, 1]}
   * @return the probability, in {@code [0, 1]}
   */
  public double recall(double s) {
    return 1 - Math.pow(1 - Math.pow(s, rows), bands);
  }

  /**
   * The recall at tau: the least probability that a pair at or above tau is found.
   *
   * @return {@link #recall(double)} of tau
   */
  public double recallAtTau() {
    return recall(tau.value());
  }

  /**
   * Counts up to this are sampled as sets of copies ({@link SketchSamples#minHashSample}); a
   * collection with a larger count (weighted counts) is sampled with consistent weighted sampling
   * ({@link SketchSamples#weightedSample}).
   */
  static final int MAX_COPIES = 1024;

  /** The samples and band keys of this banding and seed. */
  SketchSamples samples() {
    return samples;
  }

  /**
   * All pairs at or above tau among the candidates of the sketches of {@code vc}.
   *
   * @param vc the documents
   * @return the verified pairs, each once with the smaller external id first, sorted, with the
   *     sampler's name and the number of candidates verified; {@link DedupResult#documents()} is
   *     one more than the largest external id, and the {@link DedupResult#stats()} are empty
   */
  public SketchResult run(VectorCollection vc) {
    Map<String, Long> phases = new LinkedHashMap<>();
    long t0 = System.nanoTime();
    DocumentVectors docs = vc.documents();
    ExactDuplicates groups = new ExactDuplicates(docs, measure, true);
    Sketches sk = sketches(vc, groups);
    long t1 = System.nanoTime();
    phases.put("sample", t1 - t0);
    PairList repPairs = new PairList();
    long candidates = verifier.verify(docs, sk.reps, sk.keys, () -> {}, repPairs::addAll);
    long t2 = System.nanoTime();
    phases.put("candidates", t2 - t1);
    PairList pairs = groups.sortedPairs(repPairs);
    phases.put("output", System.nanoTime() - t2);
    return result(docs, groups, pairs, pairs.size(), phases, sk, candidates);
  }

  /**
   * The pairs of {@link #run}, handed to {@code consumer} instead of held, so that memory does not
   * grow with the pairs of the groups of equal vectors: the verified pairs of representatives are
   * held (band by band, each once) and each is handed on expanded to every member of both groups;
   * the pairs within each group come first, while the bands are verified. Each pair comes once with
   * the smaller external id first, in an order that depends on the seed and the data only, not on
   * the number of threads. {@code consumer} is called on the calling thread; an exception it throws
   * ends the run. The result holds no pairs; {@link DedupResult#pairsFound()} counts them.
   *
   * @param vc the documents
   * @param consumer receives every verified pair, on the calling thread
   * @return the counts of the run, without pairs, with the sampler's name and the number of
   *     candidates verified
   * @throws NullPointerException if {@code consumer} is null
   */
  public SketchResult stream(VectorCollection vc, DedupResult.PairConsumer consumer) {
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
  SketchResult stream(
      DocumentVectors docs, BandKeys docKeys, String sampler, DedupResult.PairConsumer consumer) {
    Objects.requireNonNull(consumer, "consumer");
    long t0 = System.nanoTime();
    ExactDuplicates groups = new ExactDuplicates(docs, measure, true);
    int[] reps = representatives(docs.size(), groups);
    for (int r = 0; r < reps.length; r++) { // reps[r] >= r: moving the keys forward is safe
      docKeys.copy(reps[r], r);
    }
    docKeys.truncate(reps.length);
    // sampled as the documents came: what is left before the candidates is grouping equal vectors
    return stream(docs, groups, new Sketches(reps, docKeys, sampler), consumer, "group", t0);
  }

  private SketchResult stream(
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
    long candidates =
        verifier.verify(
            docs,
            sk.reps,
            sk.keys,
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
    return result(docs, groups, new PairList(), found[0], phases, sk, candidates);
  }

  /** What a run found: its pairs (held, or only counted), its sampler and candidates verified. */
  private static SketchResult result(
      DocumentVectors docs,
      ExactDuplicates groups,
      PairList pairs,
      long found,
      Map<String, Long> phases,
      Sketches sk,
      long candidates) {
    DedupResult result =
        new DedupResult(
            pairs,
            found,
            maxExternalId(docs) + 1,
            groups.empty,
            groups.duplicates,
            new MatchStats(),
            phases);
    return new SketchResult(result, sk.sampler, candidates);
  }

  /**
   * The representatives (positions) of a collection, their bands' keys (band-major per one) and the
   * name of the sampler that gave them.
   */
  private record Sketches(int[] reps, BandKeys keys, String sampler) {}

  private static int[] representatives(int n, ExactDuplicates groups) {
    int[] reps = new int[n - groups.empty - groups.duplicates];
    for (int d = 0, r = 0; d < n; d++) {
      if (groups.isRepresentative(d)) {
        reps[r++] = d;
      }
    }
    return reps;
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
    BandKeys bandKeys = new BandKeys(bands, reps.length);
    // one per worker, made on first use
    SketchSamples.Sampler[] samplers = new SketchSamples.Sampler[parallel.threads()];
    parallel.forEach(
        (reps.length + 255) / 256,
        (w, chunk) -> {
          if (samplers[w] == null) {
            samplers[w] = samples.new Sampler(copies);
          }
          for (int r = chunk * 256, e = Math.min(reps.length, r + 256); r < e; r++) {
            samplers[w].bandKeys(vc, reps[r], bandKeys.page(r), bandKeys.offset(r));
          }
        });
    return new Sketches(reps, bandKeys, SketchSamples.samplerName(copies));
  }

  private static int maxExternalId(DocumentVectors vc) {
    int max = -1;
    for (int d = 0; d < vc.size(); d++) {
      max = Math.max(max, vc.externalId(d));
    }
    return max;
  }
}
