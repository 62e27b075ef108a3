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

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.carrotsearch.randomizedtesting.jupiter.Randomized;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import org.junit.jupiter.api.Test;
import org.spotsigs.core.Measure;
import org.spotsigs.core.Threshold;
import org.spotsigs.testing.BruteForce;
import org.spotsigs.testing.RandomVectors;

/**
 * The incremental deduplication against the one-at-a-time greedy by brute force: each document, in
 * order, compared with every document kept before it, dropped for the most similar one at or above
 * tau (ties: the one kept first), else kept. The same decisions, similarities included, on any
 * number of threads and any batch size, with pairs exactly at tau and empty documents.
 */
@Randomized
class IncrementalDedupOracleTest {

  /** {keptDoc, overlap, union} of each document by brute force; keptDoc -1 for a kept one. */
  static List<long[]> oracle(List<Map<String, Integer>> docs, Threshold tau, Measure measure) {
    List<long[]> decisions = new ArrayList<>();
    List<Integer> kept = new ArrayList<>();
    for (int d = 0; d < docs.size(); d++) {
      long[] best = {-1, 0, 1};
      for (int k : kept) {
        long[] ou = BruteForce.overlapAndUnion(docs.get(d), docs.get(k), measure);
        if (BruteForce.matches(ou[0], ou[1], tau)
            && (best[0] < 0 || Threshold.compareProducts(ou[0], best[2], best[1], ou[1]) > 0)) {
          best = new long[] {k, ou[0], ou[1]}; // kept in order: the first of equals stays
        }
      }
      if (best[0] < 0) {
        kept.add(d);
        decisions.add(new long[] {-1, 0, 0});
      } else {
        decisions.add(best);
      }
    }
    return decisions;
  }

  @Test
  void theSameDecisionsAsOneAtATime(Random random) throws IOException {
    ExecutorService pool = Executors.newFixedThreadPool(4);
    try {
      for (int iter = 0; iter < 120; iter++) {
        Threshold tau = RandomVectors.randomTau(random);
        Measure measure = random.nextBoolean() ? Measure.SET : Measure.MULTISET;
        List<Map<String, Integer>> docs =
            new RandomVectors(random).collection(random.nextInt(400), tau, measure);
        int threads = 1 + random.nextInt(4);
        int batch = 1 + random.nextInt(random.nextBoolean() ? 8 : 200);
        List<long[]> actual = new ArrayList<>();
        IncrementalDedup dedup =
            new IncrementalDedup(
                tau,
                measure,
                random.nextInt(4) == 0 ? null : pool,
                threads,
                batch,
                (doc, keptDoc, overlap, union) -> {
                  assertEquals(actual.size(), doc, "decisions come in order");
                  actual.add(new long[] {keptDoc, overlap, union});
                });
        for (Map<String, Integer> d : docs) {
          dedup.add(RandomVectors.toVector(d));
        }
        dedup.finish();
        String context =
            "iter="
                + iter
                + " tau="
                + tau
                + " "
                + measure
                + " n="
                + docs.size()
                + " batch="
                + batch;
        List<long[]> expected = oracle(docs, tau, measure);
        assertEquals(expected.size(), actual.size(), context);
        int keptCount = 0;
        for (int d = 0; d < expected.size(); d++) {
          long[] e = expected.get(d);
          long[] a = actual.get(d);
          assertEquals(e[0], a[0], context + ": document " + d + " kept or matched");
          assertEquals(e[1], a[1], context + ": overlap of " + d);
          assertEquals(e[2], a[2], context + ": union of " + d);
          keptCount += e[0] < 0 ? 1 : 0;
        }
        assertEquals(keptCount, dedup.keptCount(), context);
        assertEquals(docs.size(), dedup.added(), context);
      }
    } finally {
      pool.shutdownNow();
    }
  }

  @Test
  void aClusterCostsOneKeptVector(Random random) throws IOException {
    Threshold tau = Threshold.of(1, 2);
    Map<String, Integer> base = new java.util.TreeMap<>();
    for (int t = 0; t < 30; t++) {
      base.put("t" + t, 1 + random.nextInt(3)); // every copy, one term more, is within 0.5
    }
    int[] dropped = {0};
    IncrementalDedup dedup =
        new IncrementalDedup(
            tau,
            Measure.MULTISET,
            null,
            1,
            IncrementalDedup.DEFAULT_BATCH,
            (doc, keptDoc, overlap, union) -> {
              if (keptDoc >= 0) {
                assertEquals(0, keptDoc, "every copy names the first");
                dropped[0]++;
              }
            });
    for (int i = 0; i < 5000; i++) {
      dedup.add(RandomVectors.toVector(i == 0 ? base : withOneMore(base, "x" + i)));
    }
    dedup.finish();
    assertEquals(4999, dropped[0]);
    assertEquals(1, dedup.keptCount());
    assertEquals(base.size(), dedup.keptEntries(), "only the kept vector is held");
  }

  /**
   * A decision that fails partway through a batch ends the run: a later add or finish is refused
   * (it would decide the batch's documents again), and no document is decided twice.
   */
  @Test
  void aFailedDecisionEndsTheRun(Random random) throws IOException {
    int batch = 2 + random.nextInt(20);
    int failAt = random.nextInt(batch);
    java.util.Set<Integer> decided = new java.util.HashSet<>();
    IncrementalDedup dedup =
        new IncrementalDedup(
            Threshold.of(1, 2),
            Measure.MULTISET,
            null,
            1,
            batch,
            (doc, keptDoc, overlap, union) -> {
              if (doc == failAt) {
                throw new java.io.IOException("disk full");
              }
              assertTrue(decided.add(doc), "document " + doc + " decided twice");
            });
    RandomVectors gen = new RandomVectors(random);
    java.io.IOException e = null;
    for (int i = 0; i < batch && e == null; i++) {
      try {
        dedup.add(RandomVectors.toVector(gen.document()));
      } catch (java.io.IOException thrown) {
        e = thrown;
      }
    }
    assertEquals("disk full", e == null ? null : e.getMessage(), "the full batch fails");
    assertEquals(failAt, decided.size(), "the decisions before the failure were made");
    IllegalStateException refused =
        assertThrows(
            IllegalStateException.class, () -> dedup.add(RandomVectors.toVector(gen.document())));
    assertSame(e, refused.getCause());
    assertThrows(IllegalStateException.class, dedup::finish);
    assertEquals(failAt, decided.size(), "nothing decided again");
  }

  private static Map<String, Integer> withOneMore(Map<String, Integer> base, String term) {
    Map<String, Integer> m = new java.util.TreeMap<>(base);
    m.put(term, 1);
    return m;
  }
}
