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

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.Executor;
import org.apache.lucene.index.IndexReader;
import org.spotsigs.core.Measure;
import org.spotsigs.core.Threshold;
import org.spotsigs.index.SpotSigsSchema;
import org.spotsigs.search.DeltaTraversal;
import org.spotsigs.search.MatchStats;
import org.spotsigs.search.RankedLists;
import org.spotsigs.util.IntArraySorter;
import org.spotsigs.util.Parallel;

/**
 * All near-duplicate pairs of a collection: Algorithm 1 of the SpotSigs paper, exact.
 *
 * <p>Every pair whose similarity is at least tau is returned once, with its exact similarity, and
 * no other pair. Documents are ranked by length, descending (ties by position); each document is
 * queried only against documents ranked before it (so longer or equally long), in parallel on
 * {@code threads} threads, over an in-memory inverted index whose lists are ordered by rank. For
 * each query its signatures are taken by ascending document frequency, and:
 *
 * <ul>
 *   <li>the <b>length window</b> (the partitioning of the SpotSigs paper, section 4.2, per document
 *       rather than per bucket) skips candidates longer than {@code floor(|q| / tau)};
 *   <li>the <b>delta pruning</b> (the delta1/delta2 bounds of Algorithm 1, in a form valid for this
 *       query direction) tightens that bound to {@code floor((|q| - delta1) / tau) - delta1} once
 *       the lists holding {@code delta1} of the query's mass are done, and stops when it falls
 *       below {@code |q|}: no unseen longer document can then reach tau (the prefix filter of
 *       PPJoin).
 * </ul>
 *
 * Both can be switched off ({@link Builder#lengthWindow(boolean)}, {@link
 * Builder#deltaPruning(boolean)}) to measure what each buys, as in the NoPart and NoPrune runs of
 * the paper; the answer is the same. Documents with identical vectors are found by a checksum (then
 * compared, so a collision costs nothing but time): only one of them is matched, and the others
 * inherit its pairs. Documents with no signatures are counted and never matched.
 *
 * <p>Instances are immutable and thread-safe; each run uses threads of the executor it was given
 * ({@link Builder#executor}), else threads of its own.
 */
public final class Deduplicator {
  private final Threshold tau;
  private final Measure measure;
  private final Parallel parallel;
  private final boolean lengthWindow;
  private final boolean deltaPruning;
  private final boolean exactDuplicateShortcut;

  private Deduplicator(Builder b) {
    this.tau = b.tau;
    this.measure = b.measure;
    this.parallel = Parallel.on(b.executor, b.threads, "spotsigs-dedup");
    this.lengthWindow = b.lengthWindow;
    this.deltaPruning = b.deltaPruning;
    this.exactDuplicateShortcut = b.exactDuplicateShortcut;
  }

  /**
   * Settings for a deduplicator with threshold {@code tau}, the other settings at their defaults.
   *
   * @param tau the similarity threshold: pairs at or above it are near-duplicates
   * @return a new builder
   * @throws NullPointerException if {@code tau} is null
   */
  public static Builder builder(Threshold tau) {
    return new Builder(tau);
  }

  /**
   * The similarity threshold.
   *
   * @return the threshold tau that a pair's similarity must reach
   */
  public Threshold tau() {
    return tau;
  }

  /**
   * The measure of the similarity.
   *
   * @return the measure, set or multiset Jaccard (default {@link Measure#MULTISET})
   */
  public Measure measure() {
    return measure;
  }

  /**
   * All pairs among the live documents of {@code reader}; ids in the result are top-level doc ids.
   * The vectors are loaded into memory first ({@link VectorCollection#fromIndex}).
   *
   * @param reader the reader of the index; its deleted documents are left out
   * @param schema the schema that names the signature field
   * @return every pair at or above tau, sorted, with the run's counts; {@link
   *     DedupResult#documents()} counts the live documents
   * @throws IOException if reading the index fails
   */
  public DedupResult run(IndexReader reader, SpotSigsSchema schema) throws IOException {
    return run(VectorCollection.fromIndex(reader, schema));
  }

  /**
   * All pairs of {@code vectors}; ids in the result are the collection's external ids.
   *
   * @param vectors the documents
   * @return every pair at or above tau, each once with the smaller external id first, sorted, with
   *     the run's counts
   */
  public DedupResult run(VectorCollection vectors) {
    return new Run(vectors).execute(null, false);
  }

  /**
   * All pairs of {@code vectors}, handed to {@code consumer} as they are found instead of held, so
   * that memory does not grow with the number of pairs: the same pairs as {@link
   * #run(VectorCollection)}, each once with the smaller external id first, but in the order they
   * are found: by the representative of equal vectors that found them, longest documents first,
   * chunk by chunk (the pairs within a group of equal vectors come with its representative). The
   * order is the same on any number of threads. {@code consumer} is called on the calling thread;
   * an exception it throws ends the run. The result holds no pairs ({@link DedupResult#size()} is
   * 0); {@link DedupResult#pairsFound()} counts them.
   *
   * @param vectors the documents
   * @param consumer receives every pair, on the calling thread
   * @return the run's counts, without pairs
   * @throws NullPointerException if {@code consumer} is null
   */
  public DedupResult stream(VectorCollection vectors, DedupResult.PairConsumer consumer) {
    return new Run(vectors).execute(Objects.requireNonNull(consumer, "consumer"), false);
  }

  /**
   * All pairs of {@code vectors} in the order of {@link #run(VectorCollection)} (sorted by the
   * smaller external id, then the larger), handed to {@code consumer} instead of held: only the
   * pairs between distinct vectors are held, and the pairs that the groups of equal vectors add are
   * made in order as they are handed on. {@code consumer} is called on the calling thread, after
   * the matching; an exception it throws ends the run. The result holds no pairs ({@link
   * DedupResult#size()} is 0); {@link DedupResult#pairsFound()} counts them.
   *
   * @param vectors the documents
   * @param consumer receives every pair in sorted order, on the calling thread
   * @return the run's counts, without pairs
   * @throws NullPointerException if {@code consumer} is null
   */
  public DedupResult streamSorted(VectorCollection vectors, DedupResult.PairConsumer consumer) {
    return new Run(vectors).execute(Objects.requireNonNull(consumer, "consumer"), true);
  }

  /** The state of one run. */
  private final class Run {
    final VectorCollection vc;
    final int[] termIds;
    final int[] counts;
    final int n;

    /** The groups of equal vectors: only representatives are matched. */
    ExactDuplicates groups;

    /** How many chunks the workers of a streaming run may be ahead of the handing on. */
    static final int WINDOW = 256;

    /** Representatives by rank (length descending, then position). */
    int[] rankDoc;

    long[] rankLength;

    /** Inverted lists of the representatives, positions = ranks. */
    RankedLists lists;

    final MatchStats stats = new MatchStats();

    Run(VectorCollection vc) {
      this.vc = vc;
      this.termIds = vc.termIds();
      this.counts = vc.counts();
      this.n = vc.size();
    }

    /**
     * Collects and sorts the pairs (consumer null), or streams them to consumer: as found, or
     * ({@code sorted}) in the order of the collected pairs.
     */
    DedupResult execute(DedupResult.PairConsumer consumer, boolean sorted) {
      java.util.Map<String, Long> phases = new java.util.LinkedHashMap<>();
      long t0 = System.nanoTime();
      long[] length = new long[n];
      for (int d = 0; d < n; d++) {
        length[d] = vc.length(d, measure);
      }
      groups = new ExactDuplicates(vc, measure, exactDuplicateShortcut);
      long t1 = System.nanoTime();
      rankRepresentatives(length);
      lists =
          RankedLists.build(
              new RankedLists.Rows(vc.starts(), termIds, counts, vc.numTerms()),
              rankDoc,
              rankLength,
              measure,
              parallel);
      long t2 = System.nanoTime();
      phases.put("group", t1 - t0);
      phases.put("index", t2 - t1);
      if (consumer != null && !sorted) {
        long found = matchStreaming(consumer);
        phases.put("match", System.nanoTime() - t2); // the output went with the matching
        return new DedupResult(
            new PairList(), found, n, groups.empty, groups.duplicates, stats, phases);
      }
      PairList pairs = match();
      long t3 = System.nanoTime();
      phases.put("match", t3 - t2);
      if (consumer != null) {
        long found = groups.sortedPairs(pairs, consumer);
        phases.put("output", System.nanoTime() - t3); // the output went with the expansion
        return new DedupResult(
            new PairList(), found, n, groups.empty, groups.duplicates, stats, phases);
      }
      PairList expanded = groups.sortedPairs(pairs);
      phases.put("output", System.nanoTime() - t3);
      return new DedupResult(
          expanded, expanded.size(), n, groups.empty, groups.duplicates, stats, phases);
    }

    /**
     * The matching with every chunk's pairs handed on in chunk order as soon as it and the chunks
     * before are done; the workers run at most {@link #WINDOW} chunks ahead of the handing on.
     */
    private long matchStreaming(DedupResult.PairConsumer consumer) {
      int reps = rankDoc.length;
      int chunks = (reps + Worker.CHUNK - 1) / Worker.CHUNK;
      Parallel run = parallel.withThreads(Math.max(1, Math.min(parallel.threads(), chunks)));
      Worker[] workers = new Worker[run.threads()];
      for (int w = 0; w < workers.length; w++) {
        workers[w] = new Worker();
      }
      long[] found = {0};
      run.inOrder(
          chunks,
          WINDOW,
          (w, c) -> {
            PairList chunk = new PairList();
            workers[w].chunk(c, chunk);
            return chunk;
          },
          () -> {},
          (c, chunk) -> {
            found[0] += groups.expand(chunk, consumer);
            for (int r = c * Worker.CHUNK, e = Math.min(reps, r + Worker.CHUNK); r < e; r++) {
              found[0] += groups.withinGroup(rankDoc[r], consumer);
            }
          });
      for (Worker w : workers) {
        w.traversal.addTo(stats);
      }
      return found[0];
    }

    private void rankRepresentatives(long[] length) {
      int reps = 0;
      for (int d = 0; d < n; d++) {
        if (groups.isRepresentative(d)) {
          reps++;
        }
      }
      int[] order = new int[reps];
      int k = 0;
      for (int d = 0; d < n; d++) {
        if (groups.isRepresentative(d)) {
          order[k++] = d;
        }
      }
      // length descending, then position
      long maxLength = 0;
      for (int r = 0; r < reps; r++) {
        maxLength = Math.max(maxLength, length[order[r]]);
      }
      if (maxLength <= Integer.MAX_VALUE) { // (complement of the length, position) in one long
        long[] keys = new long[reps];
        for (int r = 0; r < reps; r++) {
          keys[r] = (Integer.MAX_VALUE - length[order[r]]) << 32 | order[r];
        }
        Arrays.sort(keys);
        for (int r = 0; r < reps; r++) {
          order[r] = (int) keys[r];
        }
      } else {
        IntArraySorter.sort(
            order,
            0,
            reps,
            (x, y) -> {
              int c = Long.compare(length[y], length[x]);
              return c != 0 ? c : Integer.compare(x, y);
            });
      }
      rankDoc = order;
      rankLength = new long[reps];
      for (int r = 0; r < reps; r++) {
        rankLength[r] = length[order[r]];
      }
    }

    private PairList match() {
      int reps = rankDoc.length;
      int chunks = (reps + Worker.CHUNK - 1) / Worker.CHUNK;
      Parallel run = parallel.withThreads(Math.max(1, Math.min(parallel.threads(), reps / 64 + 1)));
      List<Worker> all = new ArrayList<>();
      for (int i = 0; i < run.threads(); i++) {
        all.add(new Worker());
      }
      run.forEach(chunks, (w, c) -> all.get(w).chunk(c, all.get(w).pairs));
      int total = 0;
      for (Worker w : all) {
        total += w.pairs.size();
      }
      PairList pairs = new PairList(total);
      for (Worker w : all) {
        pairs.addAll(w.pairs);
        w.traversal.addTo(stats);
      }
      return pairs;
    }

    /** Queries representatives, chunk by chunk, against those ranked before them. */
    private final class Worker {
      private static final int CHUNK = 64;
      final PairList pairs = new PairList();
      final DeltaTraversal traversal =
          new DeltaTraversal(tau, lengthWindow, deltaPruning, rankDoc.length);
      final RankedLists.View view = lists.view();

      /** Queries the ranks of chunk {@code c}, adding their pairs (of positions) to {@code out}. */
      void chunk(int c, PairList out) {
        try {
          for (int r = c * CHUNK, to = Math.min(rankDoc.length, r + CHUNK); r < to; r++) {
            query(r, out);
          }
        } catch (IOException e) {
          throw new UncheckedIOException(e); // in-memory lists do no I/O
        }
      }

      private void query(int r, PairList out) throws IOException {
        if (r == 0) {
          return;
        }
        final int doc = rankDoc[r];
        view.queryPosition(r);
        traversal.search(
            view,
            view,
            view.queryLength(),
            (c, overlap, union) -> out.add(doc, rankDoc[c], overlap, union));
      }
    }
  }

  /** Settings of a {@link Deduplicator}. */
  public static final class Builder {
    private final Threshold tau;
    private Measure measure = Measure.MULTISET;
    private int threads = Math.max(1, Runtime.getRuntime().availableProcessors());
    private Executor executor;
    private boolean lengthWindow = true;
    private boolean deltaPruning = true;
    private boolean exactDuplicateShortcut = true;

    private Builder(Threshold tau) {
      this.tau = Objects.requireNonNull(tau, "tau");
    }

    /**
     * The measure of the similarity (default {@link Measure#MULTISET}).
     *
     * @param measure set or multiset Jaccard
     * @return this builder
     * @throws NullPointerException if {@code measure} is null
     */
    public Builder measure(Measure measure) {
      this.measure = Objects.requireNonNull(measure, "measure");
      return this;
    }

    /**
     * Worker threads (default: available processors).
     *
     * @param threads the most threads a run uses at once, at least 1 (a small run uses fewer)
     * @return this builder
     * @throws IllegalArgumentException if {@code threads} is less than 1
     */
    public Builder threads(int threads) {
      if (threads < 1) {
        throw new IllegalArgumentException("threads must be >= 1, got " + threads);
      }
      this.threads = threads;
      return this;
    }

    /**
     * Where the worker threads come from (default null: threads made for each run, ended with it).
     * At most {@link #threads} of its tasks run for one run at once; a task it does not begin (a
     * busy or rejecting executor) is run on the calling thread or a thread of its own, so a run
     * never waits on the executor's other work.
     *
     * @param executor the executor to run the workers on, or null for threads of each run's own
     * @return this builder
     */
    public Builder executor(Executor executor) {
      this.executor = executor;
      return this;
    }

    /**
     * Skip candidates outside the length window (default true; false is the paper's NoPart).
     *
     * @param on whether candidates longer than {@code floor(|q| / tau)} are skipped; the pairs
     *     found are the same either way
     * @return this builder
     */
    public Builder lengthWindow(boolean on) {
      this.lengthWindow = on;
      return this;
    }

    /**
     * Tighten the window and stop early with the delta bounds (default true; false is NoPrune).
     *
     * @param on whether the delta bounds prune; the pairs found are the same either way
     * @return this builder
     */
    public Builder deltaPruning(boolean on) {
      this.deltaPruning = on;
      return this;
    }

    /**
     * Match only one of each set of identical vectors (default true).
     *
     * @param on whether documents with identical vectors are grouped by checksum and only one of
     *     each group is matched; the pairs found are the same either way
     * @return this builder
     */
    public Builder exactDuplicateShortcut(boolean on) {
      this.exactDuplicateShortcut = on;
      return this;
    }

    /**
     * A deduplicator with these settings.
     *
     * @return a new, immutable deduplicator; later changes to this builder do not affect it
     */
    public Deduplicator build() {
      return new Deduplicator(this);
    }
  }
}
