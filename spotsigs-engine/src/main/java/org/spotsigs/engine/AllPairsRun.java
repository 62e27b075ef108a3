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
package org.spotsigs.engine;

import com.carrotsearch.hppc.ObjectIntHashMap;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Consumer;
import org.spotsigs.core.Measure;
import org.spotsigs.index.SpotSigsSchema;
import org.spotsigs.shards.ShardPosition;

/**
 * One all-pairs run on its coordinating node ({@link PairsParams}), the same in every engine:
 * checks the fields against the mappings, creates {@code dest}, counts the documents, runs the
 * shard pairs, merges their pages, and writes cluster ids; its engine ({@link PairsEngine}) answers
 * each step.
 *
 * <p>Shard pairs: for an index of S shards, every ordered pair (i, j) of shards, S x S of them,
 * each a sequence of pages computed on a copy of shard i ({@link ShardPages}, {@link ShardCopies});
 * a page names the position in shard j to go on after, which must move forward. Consecutive shard
 * pairs have different shards i. {@code concurrency} shard pairs run at once, each one page at a
 * time: the next page is asked for once the previous one is merged (and, with {@code dest},
 * written), so the coordinating node holds at most {@code concurrency} pages. Pages are merged into
 * the response's most similar pairs ({@link TopPairs}) or written to {@code dest} in one bulk
 * request each, and, for clusters, into the {@link PairGraph}, whose cluster ids are then written
 * into the documents (with {@code dest}) or listed. Every pair of the index is found exactly once,
 * by the shard pair (shard of its earlier document, shard of its later), so the answer is the
 * library's Deduplicator's on the whole index.
 *
 * <p>Any failure fails the run with its reason: no partial answer. A cancelled task fails at once
 * and asks for no more pages (the engine cancels the pages running elsewhere). The heap the run
 * holds is charged to {@code memory}, which is closed once the run has answered.
 *
 * <p>Longer than 400 lines: one asynchronous run, each step a callback of the engine that starts
 * the next (mappings, {@code dest}, count, shard pairs and their pages, the end), all of them
 * sharing the first failure, the cancellation check and the counters of the answer; the pieces that
 * stand alone are classes of their own ({@link ShardPages}, {@link TopPairs}, {@link PairGraph},
 * {@link PairsProgress}, {@link RunMemory}).
 */
public final class AllPairsRun {
  /** About the heap a listed pair takes in the response and its rendering. */
  static final long RESPONSE_BYTES_PER_PAIR = 256;

  /** The mappings of the {@code dest} index: one document per pair. */
  public static final Map<String, Object> PAIRS_MAPPING =
      Map.of(
          "a", Map.of("type", "keyword"),
          "b", Map.of("type", "keyword"),
          "similarity", Map.of("type", "double"),
          "overlap", Map.of("type", "long"),
          "union", Map.of("type", "long"));

  private final PairsParams params;
  private final int shards;
  private final int concurrency;
  private final PairsEngine engine;
  private final RunTask task;
  private final PairsProgress progress;
  private final RunMemory memory;
  private final Callback<RunSummary> answer;
  private final TopPairs top;
  private final PairGraph graph;
  private final long start = System.nanoTime();

  private final AtomicInteger nextShardPair = new AtomicInteger();
  private final AtomicInteger shardPairsDone = new AtomicInteger();
  private final AtomicReference<Exception> failure = new AtomicReference<>();
  private volatile long documents;
  private volatile long emptyDocuments;
  private long pairsWritten;
  private volatile long documentsLabelled;

  /**
   * @param params the run
   * @param shards the index's number of shards
   * @param concurrency the shard pairs computed at once (at least 1; at most all of them are)
   * @param engine answers the run's steps
   * @param task the run's task
   * @param memory the heap the run holds, closed once it has answered
   * @param answer gets the run's summary or its failure, once
   */
  public AllPairsRun(
      PairsParams params,
      int shards,
      int concurrency,
      PairsEngine engine,
      RunTask task,
      RunMemory memory,
      Callback<RunSummary> answer) {
    this.params = params;
    this.shards = shards;
    this.concurrency = Math.max(1, Math.min(concurrency, shards * shards));
    this.engine = engine;
    this.task = task;
    this.progress = task.progress();
    this.memory = memory;
    this.answer =
        Callback.of(
            summary -> {
              try {
                answer.onResponse(summary);
              } finally {
                memory.close();
              }
            },
            e -> {
              try {
                answer.onFailure(e);
              } finally {
                memory.close();
              }
            });
    this.top = params.dest() == null ? new TopPairs(params.maxPairs(), memory::add) : null;
    this.graph = params.clusters() ? new PairGraph(memory::add) : null;
  }

  /** Starts the run; its answer comes later, to the callback. */
  public void start() {
    progress.shardPairs(shards * shards);
    task.onCancel(this::stopped); // answers at once; the pages still out end on their nodes
    checkMappings(() -> createDest(() -> count(this::runShardPairs)));
  }

  private void fail(Exception e) {
    if (failure.compareAndSet(null, e)) {
      answer.onFailure(e);
    }
  }

  private boolean stopped() {
    if (failure.get() != null) {
      return true;
    }
    if (task.isCancelled()) {
      fail(task.cancelledFailure());
      return true;
    }
    return false;
  }

  /** Runs {@code then} with the answer, or fails the run with the failure. */
  private <T> Callback<T> step(Consumer<T> then) {
    return Callback.of(
        r -> {
          if (!stopped()) {
            try {
              then.accept(r);
            } catch (Exception e) {
              fail(e);
            }
          }
        },
        this::fail);
  }

  // ---- checks and preparation

  private void checkMappings(Runnable next) {
    engine.mappedTypes(
        params.fieldsToCheck(),
        step(
            types -> {
              params.checkTypes(engine.index(), types);
              next.run();
            }));
  }

  private void createDest(Runnable next) {
    if (params.dest() == null) {
      next.run();
      return;
    }
    engine.createIndex(
        params.dest(),
        PAIRS_MAPPING,
        step(
            created -> {
              if (params.clusterField() == null) {
                next.run();
                return;
              }
              engine.putMapping(
                  Map.of(params.clusterField(), Map.of("type", "keyword")),
                  step(ack -> next.run()));
            }));
  }

  private void count(Runnable next) {
    String lengthField =
        SpotSigsSchema.of(params.field(), Measure.MULTISET).lengthField(Measure.MULTISET);
    engine.count(
        null,
        step(
            all -> {
              documents = all;
              engine.count(
                  lengthField,
                  step(
                      withSignatures -> {
                        emptyDocuments = all - withSignatures;
                        next.run();
                      }));
            }));
  }

  // ---- shard pairs

  private void runShardPairs() {
    for (int k = 0; k < concurrency; k++) {
      nextShardPair();
    }
  }

  private void nextShardPair() {
    int u = nextShardPair.getAndIncrement();
    if (u < shards * shards) {
      page(u % shards, u / shards, null); // consecutive shard pairs on different shards i
    }
  }

  private void page(int i, int j, ShardPosition after) {
    if (stopped()) {
      return;
    }
    engine.page(
        i,
        j,
        after,
        step(
            page ->
                merge(
                    page,
                    () -> {
                      ShardPosition next = page.next();
                      if (next != null) {
                        if (after != null && !after.isBefore(next.length(), next.key())) {
                          throw new IllegalStateException(
                              "shards ["
                                  + i
                                  + "] and ["
                                  + j
                                  + "]: a page ended at "
                                  + next
                                  + ", not after "
                                  + after);
                        }
                        page(i, j, next);
                        return;
                      }
                      progress.shardPairDone();
                      if (shardPairsDone.incrementAndGet() == shards * shards) {
                        engine.executor().execute(this::finish);
                      } else {
                        nextShardPair();
                      }
                    })));
  }

  /** Merges a page; runs {@code next} once the next page may be asked for. */
  private void merge(ShardPages.Page page, Runnable next) {
    PairPage pairs = page.pairs();
    progress.page(page.queried(), pairs.size());
    long pageBytes = pairs.ramBytes(); // held until merged (and written)
    memory.add(pageBytes);
    Runnable done =
        () -> {
          memory.add(-pageBytes);
          next.run();
        };
    synchronized (this) {
      if (graph != null) {
        graph.add(pairs);
      }
      if (top != null) {
        top.add(pairs);
      }
    }
    if (params.dest() == null || pairs.size() == 0) {
      done.run();
      return;
    }
    List<Map<String, Object>> documents = new ArrayList<>(pairs.size());
    for (int k = 0; k < pairs.size(); k++) {
      documents.add(
          Map.of(
              "a", pairs.a(k),
              "b", pairs.b(k),
              "similarity", (double) pairs.overlap(k) / pairs.union(k),
              "overlap", pairs.overlap(k),
              "union", pairs.union(k)));
    }
    engine.index(
        params.dest(),
        documents,
        step(
            written -> {
              synchronized (this) {
                pairsWritten += pairs.size();
              }
              progress.pairsWritten(pairs.size());
              done.run();
            }));
  }

  // ---- the end: the response, or dest refreshed and cluster ids written

  private void finish() {
    try {
      end();
    } catch (Exception e) {
      fail(e);
    }
  }

  private void end() {
    if (stopped()) {
      return;
    }
    if (params.dest() == null) {
      List<List<String>> clusters = null;
      if (graph != null) {
        graph.clusters(null);
        clusters = graph.members();
      }
      respond(top.total(), top.sorted(), clusters, null);
      return;
    }
    engine.refresh(
        params.dest(),
        step(
            refreshed -> {
              if (graph == null) {
                respond(pairsWritten(), List.of(), null, written(0));
              } else {
                progress.phase("clusters");
                orderValues(
                    order -> {
                      graph.clusters(order);
                      labelClusters();
                    });
              }
            }));
  }

  private synchronized long pairsWritten() {
    return pairsWritten;
  }

  private RunSummary.Written written(int clusters) {
    return new RunSummary.Written(
        params.dest(), pairsWritten(), params.clusterField(), documentsLabelled, clusters);
  }

  private void respond(
      long totalPairs, List<Pair> listed, List<List<String>> clusters, RunSummary.Written written) {
    long took = (System.nanoTime() - start) / 1_000_000;
    // the listed pairs are copied into the response and rendered: charged until it is sent (the
    // memory is closed once the run has answered)
    memory.add(RESPONSE_BYTES_PER_PAIR * listed.size());
    answer.onResponse(
        new RunSummary(
            took, shards, documents, emptyDocuments, totalPairs, listed, clusters, written));
  }

  /**
   * The order field's value of every document of the graph (Long.MAX_VALUE without one, after all
   * others), read in one scan of the index sorted by it; null without an order field.
   */
  private void orderValues(Consumer<long[]> then) {
    if (params.orderField() == null) {
      then.accept(null);
      return;
    }
    List<String> ids = graph.ids();
    ObjectIntHashMap<String> number = new ObjectIntHashMap<>(ids.size());
    for (int k = 0; k < ids.size(); k++) {
      number.put(ids.get(k), k);
    }
    long[] order = new long[ids.size()];
    Arrays.fill(order, Long.MAX_VALUE);
    engine.scan(
        params.orderField(),
        (hits, next) -> {
          if (stopped()) {
            return; // the scan ends here
          }
          for (PairsEngine.Hit hit : hits) {
            int k = number.getOrDefault(hit.id(), -1);
            if (k >= 0 && hit.sortValue() instanceof Number value) {
              order[k] = value.longValue();
            }
          }
          next.onResponse(null);
        },
        step(scanned -> then.accept(order)));
  }

  /** Writes every document's cluster id (its own id if it has no near-duplicate). */
  private void labelClusters() {
    engine.scan(
        null,
        (hits, next) -> {
          if (stopped()) {
            return; // the scan ends here
          }
          if (hits.isEmpty()) {
            next.onResponse(null);
            return;
          }
          List<String> values = new ArrayList<>(hits.size());
          for (PairsEngine.Hit hit : hits) {
            String cluster = graph.clusterOf(hit.id());
            values.add(cluster == null ? hit.id() : cluster);
          }
          engine.update(
              hits,
              params.clusterField(),
              values,
              Callback.of(
                  updated -> {
                    documentsLabelled += hits.size();
                    progress.documentsLabelled(hits.size());
                    next.onResponse(null);
                  },
                  next::onFailure));
        },
        step(
            scanned ->
                engine.refresh(
                    engine.index(),
                    step(
                        refreshed ->
                            respond(
                                pairsWritten(), List.of(), null, written(graph.clusterCount()))))));
  }
}
