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
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.Callable;
import java.util.concurrent.Executor;
import org.apache.lucene.search.TaskExecutor;
import org.spotsigs.core.Measure;
import org.spotsigs.core.Threshold;
import org.spotsigs.index.SignatureVector;
import org.spotsigs.search.KeptVectors;
import org.spotsigs.search.MatchStats;

/**
 * Deduplication that holds the documents it keeps, not the pairs: documents are decided one after
 * another in the order they are added, each matched, exactly, against the documents kept before it
 * only ({@link KeptVectors}). A document with a kept near-duplicate at or above tau is dropped, as
 * a near-duplicate of the most similar one (ties: the one kept first); any other document is kept.
 * This is the incremental mode of the SpotSigs variants study, a greedy ("leader") clustering:
 * every dropped document is within tau of the document it names, and memory grows with the
 * documents kept, so a cluster of a hundred thousand near-duplicates costs one kept vector and a
 * hundred thousand searches, where all pairs would be five billion.
 *
 * <p>The order decides which document of a group survives: the input order keeps the first, an
 * order by length the longest (or shortest). Unlike connected components, a document is never
 * dropped for a chain of near-duplicates it is not itself within tau of, so two documents kept may
 * be near-duplicates of one dropped document.
 *
 * <p>Documents are decided in batches: every document of a batch is first matched against the
 * documents kept before the batch on several threads at once, then, in order, against the documents
 * of the batch kept before it; the better of the two matches (the earlier on a tie) is the one the
 * one-at-a-time order gives, so the decisions are the same on any number of threads. Not
 * thread-safe: one thread adds documents.
 */
public final class IncrementalDedup {
  /** Receives each document's decision, in the order the documents were added. */
  @FunctionalInterface
  public interface Decisions {
    /**
     * Document {@code doc} (its number in the order added, from 0) is kept when {@code keptDoc} is
     * -1, else dropped as a near-duplicate of the kept document {@code keptDoc} at similarity
     * {@code overlap / union}.
     *
     * @param doc the document's number in the order added, from 0
     * @param keptDoc the number of the kept document it is a near-duplicate of (smaller than {@code
     *     doc}), or -1 if it is kept
     * @param overlap the overlap with {@code keptDoc}; 0 for a kept document
     * @param union the union with {@code keptDoc}, at least 1; 0 for a kept document
     * @throws IOException if handing the decision on fails; it ends the {@link
     *     IncrementalDedup#add} or {@link IncrementalDedup#finish} that made it
     */
    void decided(int doc, int keptDoc, long overlap, long union) throws IOException;
  }

  /** Documents per batch by default. */
  public static final int DEFAULT_BATCH = 1024;

  private final KeptVectors kept;
  private final Decisions decisions;
  private final TaskExecutor executor;
  private final int batchSize;

  /** One searcher per task of a batch's parallel part, and the in-order one. */
  private final KeptVectors.Searcher[] searchers;

  private final KeptVectors.Searcher inOrder;

  /** The document of each kept position. */
  private final IntArrayList keptDocs = new IntArrayList();

  private final List<SignatureVector> batch = new ArrayList<>();
  private final KeptVectors.Query[] queries;
  private final KeptVectors.Match[] before;
  private int added;

  /** Documents kept that have no signature (not held: they match nothing). */
  private int emptyKept;

  /** What ended a batch of decisions partway, or null. */
  private Throwable failed;

  /**
   * An empty deduplication, which keeps the first document it is given.
   *
   * @param tau the threshold: a document at or above it with a kept one is dropped
   * @param measure set or multiset Jaccard
   * @param executor runs the parallel part of each batch (null: the calling thread alone)
   * @param threads how many tasks a batch is cut into for the executor, at least 1 (ignored without
   *     an executor)
   * @param batchSize documents per batch, at least 1 (for example {@link #DEFAULT_BATCH})
   * @param decisions receives every decision, in order, on the thread that adds documents
   * @throws IllegalArgumentException if {@code threads} or {@code batchSize} is less than 1
   * @throws NullPointerException if {@code decisions} is null
   */
  public IncrementalDedup(
      Threshold tau,
      Measure measure,
      Executor executor,
      int threads,
      int batchSize,
      Decisions decisions) {
    if (threads < 1) {
      throw new IllegalArgumentException("threads must be >= 1, got " + threads);
    }
    if (batchSize < 1) {
      throw new IllegalArgumentException("batchSize must be >= 1, got " + batchSize);
    }
    this.kept = new KeptVectors(tau, measure);
    this.decisions = Objects.requireNonNull(decisions, "decisions");
    this.executor = new TaskExecutor(executor != null ? executor : Runnable::run);
    this.batchSize = batchSize;
    int tasks = executor == null ? 1 : threads;
    this.searchers = new KeptVectors.Searcher[tasks];
    for (int i = 0; i < tasks; i++) {
      searchers[i] = kept.searcher();
    }
    this.inOrder = kept.searcher();
    this.before = new KeptVectors.Match[batchSize];
    this.queries = new KeptVectors.Query[batchSize];
  }

  /**
   * The next document; its decision comes once its batch is full, or at {@link #finish}.
   *
   * @param vector the document's signature vector (empty: kept, matching nothing)
   * @throws NullPointerException if {@code vector} is null
   * @throws IOException if {@link Decisions#decided} throws it while the full batch is decided
   * @throws IllegalStateException if a batch failed before: some of its decisions were made and
   *     others not, so the run cannot go on (its decisions would be made again)
   */
  public void add(SignatureVector vector) throws IOException {
    checkNotFailed();
    batch.add(Objects.requireNonNull(vector, "vector"));
    if (batch.size() == batchSize) {
      decideBatch();
    }
  }

  /**
   * Decides the documents still waiting.
   *
   * @throws IOException if {@link Decisions#decided} throws it
   * @throws IllegalStateException if a batch failed before (see {@link #add})
   */
  public void finish() throws IOException {
    checkNotFailed();
    if (!batch.isEmpty()) {
      decideBatch();
    }
  }

  /**
   * The documents added so far.
   *
   * @return the number of documents added, decided or waiting
   */
  public int added() {
    return added + batch.size();
  }

  /**
   * The documents added and not yet decided (they wait for their batch to fill).
   *
   * @return the number of waiting documents, less than the batch size
   */
  public int waiting() {
    return batch.size();
  }

  /**
   * The kept documents whose vectors are held (those with signatures).
   *
   * @return the number of kept vectors held in memory
   */
  public int keptVectors() {
    return keptDocs.size();
  }

  /**
   * The documents kept so far (an empty vector counts as kept; it matches nothing).
   *
   * @return the number of documents decided as kept, empty ones included
   */
  public int keptCount() {
    return keptDocs.size() + emptyKept;
  }

  /**
   * The signature entries of the kept vectors held in memory.
   *
   * @return the number of (signature, count) entries held, a measure of the memory used
   */
  public long keptEntries() {
    return kept.entries();
  }

  /**
   * Adds the matching's work counted so far to {@code stats} (and resets the counters).
   *
   * @param stats the counters to add to; a later call adds only the work done since
   */
  public void addTo(MatchStats stats) {
    for (KeptVectors.Searcher s : searchers) {
      s.addTo(stats);
    }
    inOrder.addTo(stats);
  }

  private void checkNotFailed() {
    if (failed != null) {
      throw new IllegalStateException(
          "a batch of decisions failed (" + failed + "): this run cannot go on", failed);
    }
  }

  private void decideBatch() throws IOException {
    try {
      decideBatchOnce();
    } catch (IOException | RuntimeException | Error e) {
      failed = e;
      throw e;
    }
  }

  private void decideBatchOnce() throws IOException {
    int n = batch.size();
    int keptBefore = kept.size();
    // each document's signatures looked up once, and matched against the documents kept before
    // the batch, on several threads
    {
      int tasks = Math.min(searchers.length, n);
      List<Callable<Void>> work = new ArrayList<>(tasks);
      for (int t = 0; t < tasks; t++) {
        KeptVectors.Searcher searcher = searchers[t];
        int from = (int) ((long) n * t / tasks);
        int to = (int) ((long) n * (t + 1) / tasks);
        work.add(
            () -> {
              for (int i = from; i < to; i++) {
                queries[i] = kept.query(batch.get(i));
                before[i] = keptBefore == 0 ? null : searcher.best(queries[i], 0);
              }
              return null;
            });
      }
      executor.invokeAll(work);
    }
    for (int i = 0; i < n; i++) {
      SignatureVector v = batch.get(i);
      KeptVectors.Match m = before[i];
      if (kept.size() > keptBefore) {
        KeptVectors.Match within = inOrder.best(queries[i], keptBefore);
        if (within != null
            && (m == null
                || Threshold.compareProducts(
                        within.overlap(), m.union(), m.overlap(), within.union())
                    > 0)) {
          m = within; // strictly more similar than every document kept before the batch
        }
      }
      int doc = added + i;
      if (m != null) {
        decisions.decided(doc, keptDocs.get(m.position()), m.overlap(), m.union());
      } else {
        if (kept.keep(queries[i]) >= 0) {
          keptDocs.add(doc);
        } else {
          emptyKept++;
        }
        decisions.decided(doc, -1, 0, 0);
      }
      before[i] = null;
      queries[i] = null;
    }
    added += n;
    batch.clear();
  }
}
