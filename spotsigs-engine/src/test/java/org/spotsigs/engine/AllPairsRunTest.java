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

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.carrotsearch.randomizedtesting.jupiter.Randomized;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.spotsigs.core.Measure;
import org.spotsigs.core.Threshold;
import org.spotsigs.dedup.DedupResult;
import org.spotsigs.dedup.Deduplicator;
import org.spotsigs.dedup.VectorCollection;
import org.spotsigs.shards.ShardWindows;
import org.spotsigs.testing.RandomVectors;

/**
 * The all-pairs run of the engine plugins ({@link AllPairsRun}) on a fake engine whose shards are
 * real Lucene indexes ({@link ShardedIndex}) and whose pages are the engine's {@link ShardPages}
 * asked through {@link ShardCopies} ({@link FakeEngine}), against the library's {@link
 * Deduplicator} on the whole collection: the same pairs with the same overlap and union, each once
 * (pairs exactly at tau, exact copies, empty and deleted documents, 1 to 4 shards, pages from one
 * document up, shard pairs one or many at once); the same clusters, named by the first document in
 * the order field's order; and copies that fail mid-run are asked again on another copy, or after a
 * newer cluster state, with the answer still exact.
 */
@Randomized
class AllPairsRunTest {
  private ExecutorService executor;

  @BeforeEach
  void startExecutor() {
    executor = Executors.newFixedThreadPool(3);
  }

  @AfterEach
  void stopExecutor() throws InterruptedException {
    executor.shutdownNow();
    assertTrue(executor.awaitTermination(10, TimeUnit.SECONDS));
  }

  /** One random run: its collection, parameters and engine. */
  private final class Run implements AutoCloseable {
    final Threshold tau;
    final Measure measure;
    final ShardedIndex index;
    final Map<String, Long> order = new HashMap<>();
    final FakeEngine.Task task = new FakeEngine.Task();
    final FakeEngine engine;
    final long[] runBytes = {0};
    final String context;

    Run(Random random, int failOneIn) throws Exception {
      tau = RandomVectors.randomTau(random);
      measure = random.nextBoolean() ? Measure.MULTISET : Measure.SET;
      List<Map<String, Integer>> docs =
          new RandomVectors(random).collection(10 + random.nextInt(120), tau, measure);
      index = new ShardedIndex(random, docs, 1 + random.nextInt(4));
      for (int d = 0; d < docs.size(); d++) {
        if (random.nextInt(4) > 0) {
          order.put(ShardedIndex.id(d), (long) random.nextInt(1 + docs.size() / 3) - 5);
        }
      }
      long batchBytes = random.nextBoolean() ? 1 + random.nextInt(2000) : 1 << 20;
      engine =
          new FakeEngine(
              index,
              tau,
              measure,
              batchBytes,
              1 + random.nextInt(3),
              failOneIn,
              random.nextLong(),
              executor,
              task,
              order,
              1 + random.nextInt(7));
      context =
          "tau "
              + tau
              + " "
              + measure
              + ", "
              + docs.size()
              + " documents, "
              + index.shards.length
              + " shards, batch "
              + batchBytes
              + " bytes";
    }

    PairsParams params(boolean clusters, int maxPairs, String dest, String orderField) {
      return new PairsParams(
              FakeEngine.INDEX,
              index.field(),
              tau,
              measure,
              clusters,
              maxPairs,
              0,
              dest,
              null,
              orderField)
          .withDefaultClusterField();
    }

    CompletableFuture<RunSummary> start(PairsParams params, int concurrency) {
      CompletableFuture<RunSummary> answer = new CompletableFuture<>();
      RunMemory memory =
          new RunMemory(
              new ShardWindows.Memory() {
                @Override
                public void reserve(long bytes) {
                  synchronized (runBytes) {
                    runBytes[0] += bytes;
                  }
                }

                @Override
                public void release(long bytes) {
                  synchronized (runBytes) {
                    runBytes[0] -= bytes;
                  }
                }
              });
      new AllPairsRun(
              params,
              index.shards.length,
              concurrency,
              engine,
              task,
              memory,
              Callback.of(answer::complete, answer::completeExceptionally))
          .start();
      return answer;
    }

    RunSummary run(PairsParams params, int concurrency) throws Exception {
      RunSummary summary = start(params, concurrency).get(2, TimeUnit.MINUTES);
      // the memory is given back right after the answer (which it holds until it is sent)
      long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
      while (heldBytes() != 0 && System.nanoTime() < deadline) {
        Thread.sleep(1);
      }
      assertEquals(0, heldBytes(), "the run gives back all its memory once it has answered");
      return summary;
    }

    long heldBytes() {
      synchronized (runBytes) {
        return runBytes[0];
      }
    }

    /**
     * The library's pairs of the live documents: "a,b" (collection numbers, a {@literal <} b) to
     * overlap, union.
     */
    Map<String, long[]> expectedPairs() {
      VectorCollection.Builder b = VectorCollection.builder();
      List<Integer> numbers = new ArrayList<>();
      for (int d = 0; d < index.docs.size(); d++) {
        if (index.live(d)) {
          b.add(RandomVectors.toVector(index.docs.get(d)));
          numbers.add(d);
        }
      }
      DedupResult r = Deduplicator.builder(tau).measure(measure).threads(1).build().run(b.build());
      Map<String, long[]> pairs = new TreeMap<>();
      for (int i = 0; i < r.size(); i++) {
        pairs.put(
            key(ShardedIndex.id(numbers.get(r.docA(i))), ShardedIndex.id(numbers.get(r.docB(i)))),
            new long[] {r.overlap(i), r.union(i)});
      }
      return pairs;
    }

    /**
     * The cluster id of every document with a near-duplicate: the first member of its connected
     * component by the order field's value (none: after all values; without an order field: none
     * for all), then by id.
     */
    Map<String, String> expectedClusters(Map<String, long[]> pairs, boolean byOrder) {
      Map<String, String> parent = new HashMap<>();
      for (String k : pairs.keySet()) {
        String[] ab = k.split(",");
        union(parent, ab[0], ab[1]);
      }
      Comparator<String> first =
          Comparator.<String>comparingLong(
                  id -> byOrder ? order.getOrDefault(id, Long.MAX_VALUE) : 0)
              .thenComparing(Comparator.naturalOrder());
      Map<String, String> best = new HashMap<>();
      for (String id : parent.keySet()) {
        best.merge(find(parent, id), id, (x, y) -> first.compare(x, y) <= 0 ? x : y);
      }
      Map<String, String> clusterOf = new TreeMap<>();
      for (String id : parent.keySet()) {
        clusterOf.put(id, best.get(find(parent, id)));
      }
      return clusterOf;
    }

    @Override
    public void close() throws IOException {
      index.close();
    }
  }

  private static String key(String x, String y) {
    return x.compareTo(y) < 0 ? x + "," + y : y + "," + x;
  }

  private static String find(Map<String, String> parent, String x) {
    parent.putIfAbsent(x, x);
    while (!parent.get(x).equals(x)) {
      x = parent.get(x);
    }
    return x;
  }

  private static void union(Map<String, String> parent, String x, String y) {
    String rx = find(parent, x);
    String ry = find(parent, y);
    if (!rx.equals(ry)) {
      parent.put(rx, ry);
    }
  }

  /** The clusters as the response lists them: ids sorted, largest first, then by first id. */
  private static List<List<String>> members(Map<String, String> clusterOf) {
    Map<String, List<String>> byName = new TreeMap<>();
    clusterOf.forEach((id, c) -> byName.computeIfAbsent(c, k -> new ArrayList<>()).add(id));
    List<List<String>> out = new ArrayList<>();
    for (List<String> c : byName.values()) {
      c.sort(Comparator.naturalOrder());
      out.add(c);
    }
    out.sort(
        Comparator.<List<String>>comparingInt(List::size).reversed().thenComparing(c -> c.get(0)));
    return out;
  }

  @Test
  void pairsAndClustersInTheResponseAreTheDeduplicators(Random random) throws Exception {
    for (int iter = 0; iter < 25; iter++) {
      try (Run run = new Run(random, random.nextBoolean() ? 0 : 2 + random.nextInt(4))) {
        Map<String, long[]> expected = run.expectedPairs();
        int maxPairs =
            random.nextBoolean() ? Integer.MAX_VALUE : random.nextInt(1 + expected.size());
        int concurrency = 1 + random.nextInt(20);
        RunSummary r = run.run(run.params(true, maxPairs, null, null), concurrency);
        String context = run.context + ", max_pairs " + maxPairs + ", concurrency " + concurrency;

        assertEquals(expected.size(), r.totalPairs(), context);
        assertEquals(run.index.liveCount(false), r.documents(), context);
        assertEquals(
            run.index.liveCount(false) - run.index.liveCount(true), r.emptyDocuments(), context);
        assertEquals(run.index.shards.length, r.shards(), context);
        assertNull(r.written(), context);
        assertEquals(Math.min(maxPairs, expected.size()), r.pairs().size(), context);
        // the listed pairs are true pairs, most similar first, and none left out is more similar
        long[] least = null;
        Map<String, long[]> listed = new HashMap<>();
        for (Pair p : r.pairs()) {
          long[] ou = expected.get(key(p.a(), p.b()));
          assertNotNull(ou, context + ": listed " + p + " is no pair");
          assertArrayEquals(ou, new long[] {p.overlap(), p.union()}, context + ": " + p);
          assertNull(listed.put(key(p.a(), p.b()), ou), context + ": listed twice " + p);
          if (least != null) {
            assertTrue(
                Threshold.compareProducts(least[0], ou[1], ou[0], least[1]) >= 0,
                context + ": not most similar first at " + p);
          }
          least = ou;
        }
        for (Map.Entry<String, long[]> e : expected.entrySet()) {
          if (!listed.containsKey(e.getKey()) && least != null) {
            long[] ou = e.getValue();
            assertTrue(
                Threshold.compareProducts(ou[0], least[1], least[0], ou[1]) <= 0,
                context + ": " + e.getKey() + " is more similar than a listed pair");
          }
        }
        assertEquals(members(run.expectedClusters(expected, false)), r.clusters(), context);

        PairsProgress.Status status = run.task.progress().status();
        assertEquals(r.shards() * r.shards(), status.shardPairs(), context);
        assertEquals(status.shardPairs(), status.shardPairsDone(), context);
        assertEquals(expected.size(), status.pairsFound(), context);
        assertEquals("pairs", status.phase(), context);
        assertEquals(0, run.engine.primaryNotFirst.get(), context + ": the primary is asked first");
      }
    }
  }

  @Test
  void pairsAndClusterIdsWrittenAreTheDeduplicators(Random random) throws Exception {
    for (int iter = 0; iter < 20; iter++) {
      try (Run run = new Run(random, random.nextBoolean() ? 0 : 2 + random.nextInt(4))) {
        Map<String, long[]> expected = run.expectedPairs();
        boolean clusters = random.nextInt(4) > 0;
        boolean byOrder = clusters && random.nextBoolean();
        RunSummary r =
            run.run(
                run.params(
                    clusters, PairsParams.DEFAULT_MAX_PAIRS, "pairs", byOrder ? "order" : null),
                1 + random.nextInt(20));
        String context = run.context + (byOrder ? ", by order" : "");

        Map<String, long[]> written = new TreeMap<>();
        for (Map<String, Object> doc : run.engine.written) {
          long overlap = (Long) doc.get("overlap");
          long union = (Long) doc.get("union");
          assertEquals((double) overlap / union, (Double) doc.get("similarity"), context);
          String k = key((String) doc.get("a"), (String) doc.get("b"));
          assertNull(written.put(k, new long[] {overlap, union}), context + ": twice " + k);
        }
        assertEquals(expected.keySet(), written.keySet(), context);
        for (Map.Entry<String, long[]> e : expected.entrySet()) {
          assertArrayEquals(e.getValue(), written.get(e.getKey()), context + ": " + e.getKey());
        }
        assertEquals(List.of("pairs"), run.engine.created, context);
        assertNotNull(r.written(), context);
        assertEquals(expected.size(), r.written().pairsWritten(), context);
        assertEquals(expected.size(), r.totalPairs(), context);
        assertTrue(r.pairs().isEmpty(), context);
        if (!clusters) {
          assertNull(r.written().clusterField(), context);
          assertTrue(run.engine.labels.isEmpty(), context);
          continue;
        }
        assertEquals(PairsParams.DEFAULT_CLUSTER_FIELD, r.written().clusterField(), context);
        Map<String, String> clusterOf = run.expectedClusters(expected, byOrder);
        long live = run.index.liveCount(false);
        assertEquals(live, run.engine.labels.size(), context + ": every live document labelled");
        assertEquals(live, r.written().documentsLabelled(), context);
        for (Map.Entry<String, String> e : run.engine.labels.entrySet()) {
          assertEquals(
              clusterOf.getOrDefault(e.getKey(), e.getKey()),
              e.getValue(),
              context + ": cluster id of " + e.getKey());
        }
        assertEquals(members(clusterOf).size(), r.written().clusters(), context);
        PairsProgress.Status status = run.task.progress().status();
        assertEquals("clusters", status.phase(), context);
        assertEquals(live, status.documentsLabelled(), context);
        assertEquals(expected.size(), status.pairsWritten(), context);
      }
    }
  }

  @Test
  void copiesThatFailMidRunAreAskedAgainElsewhereAndTheAnswerIsExact(Random random)
      throws Exception {
    int failovers = 0;
    int waits = 0;
    for (int iter = 0; iter < 15; iter++) {
      try (Run run = new Run(random, 2)) {
        Map<String, long[]> expected = run.expectedPairs();
        RunSummary r = run.run(run.params(false, Integer.MAX_VALUE, null, null), 4);
        Map<String, long[]> found = new TreeMap<>();
        for (Pair p : r.pairs()) {
          found.put(key(p.a(), p.b()), new long[] {p.overlap(), p.union()});
        }
        assertEquals(expected.keySet(), found.keySet(), run.context);
        for (Map.Entry<String, long[]> e : expected.entrySet()) {
          assertArrayEquals(e.getValue(), found.get(e.getKey()), run.context);
        }
        failovers += run.engine.failovers.get();
        waits += run.engine.waits.get();
      }
    }
    // one in two copies fails: the runs must have gone to other copies and to newer states
    assertTrue(failovers > 0, "pages asked again of another copy");
    assertTrue(waits > 0, "pages that waited for a newer cluster state");
  }

  @Test
  void badMappingsFailTheRunNamingEveryField(Random random) throws Exception {
    try (Run run = new Run(random, 0)) {
      PairsParams p =
          new PairsParams(
              FakeEngine.INDEX,
              "missing",
              run.tau,
              run.measure,
              true,
              10,
              0,
              "pairs",
              "text",
              "order2");
      ExecutionException e =
          org.junit.jupiter.api.Assertions.assertThrows(
              ExecutionException.class, () -> run.run(p, 1));
      IllegalArgumentException bad = assertInstanceOf(IllegalArgumentException.class, e.getCause());
      assertEquals(
          FieldRefusal.message(null, "missing", FakeEngine.INDEX)
              + "; [cluster_field] [text] of index [idx] is of type [text]; cluster ids go into a"
              + " field of type [keyword]; [order_field] [order2] of index [idx] is not mapped; it"
              + " must be one of "
              + PairsParams.ORDER_TYPES,
          bad.getMessage());
      assertTrue(run.engine.created.isEmpty(), "nothing is created for a bad run");
      assertEquals(0, run.engine.pagesAsked.get(), "no page is asked for a bad run");
    }
  }

  @Test
  void aCancelledRunFailsAndAsksForNoMorePages(Random random) throws Exception {
    for (int iter = 0; iter < 10; iter++) {
      try (Run run = new Run(random, 0)) {
        int shards = run.index.shards.length;
        int cancelAt = 1 + random.nextInt(shards * shards);
        run.engine.onPage =
            n -> {
              if (n == cancelAt) {
                run.task.cancel();
              }
            };
        ExecutionException e =
            org.junit.jupiter.api.Assertions.assertThrows(
                ExecutionException.class,
                () -> run.run(run.params(true, Integer.MAX_VALUE, null, null), 1));
        assertEquals("task cancelled [test]", e.getCause().getMessage(), run.context);
        // one shard pair at a time: the page asked when the task was cancelled is the last
        assertEquals(cancelAt, run.engine.pagesAsked.get(), run.context);
      }
    }
  }
}
