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
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.carrotsearch.randomizedtesting.jupiter.Randomized;
import java.io.IOException;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.spotsigs.core.Measure;
import org.spotsigs.core.Threshold;
import org.spotsigs.testing.BruteForce;
import org.spotsigs.testing.RandomLuceneIndex;
import org.spotsigs.testing.RandomVectors;

/** All pairs from the Deduplicator against all pairs by brute force. */
@Randomized
class DeduplicatorOracleTest {

  /**
   * {@code "a,b"} with {@code a < b} (ids) to {@code {overlap, union}}, over all pairs of
   * non-excluded documents.
   */
  static Map<String, long[]> oracle(
      List<Map<String, Integer>> docs,
      java.util.Set<Integer> excluded,
      Threshold tau,
      Measure measure) {
    Map<String, long[]> pairs = new TreeMap<>();
    for (int i = 0; i < docs.size(); i++) {
      if (excluded.contains(i)) {
        continue;
      }
      for (int j = i + 1; j < docs.size(); j++) {
        if (excluded.contains(j)) {
          continue;
        }
        long[] ou = BruteForce.overlapAndUnion(docs.get(i), docs.get(j), measure);
        if (BruteForce.matches(ou[0], ou[1], tau)) {
          pairs.put(i + "," + j, ou);
        }
      }
    }
    return pairs;
  }

  static void assertSamePairs(
      Map<String, long[]> expected, DedupResult result, int[] idMap, String context) {
    Map<String, long[]> actual = new TreeMap<>();
    for (int i = 0; i < result.size(); i++) {
      int a = idMap == null ? result.docA(i) : idMap[result.docA(i)];
      int b = idMap == null ? result.docB(i) : idMap[result.docB(i)];
      String key = Math.min(a, b) + "," + Math.max(a, b);
      assertTrue(
          actual.put(key, new long[] {result.overlap(i), result.union(i)}) == null,
          context + ": pair twice " + key);
      if (i > 0) {
        assertTrue(
            result.docA(i - 1) < result.docA(i)
                || (result.docA(i - 1) == result.docA(i) && result.docB(i - 1) < result.docB(i)),
            "sorted");
      }
      assertTrue(result.docA(i) < result.docB(i), "smaller id first");
    }
    assertEquals(expected.keySet(), actual.keySet(), context + ": pairs");
    for (Map.Entry<String, long[]> e : expected.entrySet()) {
      assertEquals(e.getValue()[0], actual.get(e.getKey())[0], context + ": overlap " + e.getKey());
      assertEquals(e.getValue()[1], actual.get(e.getKey())[1], context + ": union " + e.getKey());
    }
  }

  private static Deduplicator randomDeduplicator(Random random, Threshold tau, Measure measure) {
    return Deduplicator.builder(tau)
        .measure(measure)
        .threads(1 + random.nextInt(4))
        .lengthWindow(random.nextInt(4) != 0)
        .deltaPruning(random.nextInt(4) != 0)
        .exactDuplicateShortcut(random.nextBoolean())
        .build();
  }

  @Test
  void inMemoryCollections(Random random) {
    for (int iter = 0; iter < 150; iter++) {
      Threshold tau = RandomVectors.randomTau(random);
      Measure measure = random.nextBoolean() ? Measure.SET : Measure.MULTISET;
      List<Map<String, Integer>> docs =
          new RandomVectors(random).collection(random.nextInt(300), tau, measure);
      VectorCollection.Builder b = VectorCollection.builder();
      for (Map<String, Integer> d : docs) {
        b.add(RandomVectors.toVector(d));
      }
      VectorCollection vc = b.build();
      Deduplicator dedup = randomDeduplicator(random, tau, measure);
      DedupResult result = dedup.run(vc);
      String context = "iter=" + iter + " tau=" + tau + " " + measure + " n=" + docs.size();
      assertSamePairs(oracle(docs, java.util.Set.of(), tau, measure), result, null, context);
      long empty = docs.stream().filter(Map::isEmpty).count();
      assertEquals(empty, result.emptyDocuments(), "empty documents counted");
      assertEquals(docs.size(), result.documents());
    }
  }

  @Test
  void everySwitchCombinationGivesTheSameAnswer(Random random) {
    for (int iter = 0; iter < 30; iter++) {
      Threshold tau = RandomVectors.randomTau(random);
      Measure measure = random.nextBoolean() ? Measure.SET : Measure.MULTISET;
      List<Map<String, Integer>> docs =
          new RandomVectors(random).collection(50 + random.nextInt(250), tau, measure);
      VectorCollection.Builder b = VectorCollection.builder();
      docs.forEach(d -> b.add(RandomVectors.toVector(d)));
      VectorCollection vc = b.build();
      Map<String, long[]> expected = oracle(docs, java.util.Set.of(), tau, measure);
      for (boolean window : new boolean[] {true, false}) {
        for (boolean prune : new boolean[] {true, false}) {
          for (boolean shortcut : new boolean[] {true, false}) {
            DedupResult r =
                Deduplicator.builder(tau)
                    .measure(measure)
                    .threads(2)
                    .lengthWindow(window)
                    .deltaPruning(prune)
                    .exactDuplicateShortcut(shortcut)
                    .build()
                    .run(vc);
            assertSamePairs(
                expected,
                r,
                null,
                "tau="
                    + tau
                    + " "
                    + measure
                    + " window="
                    + window
                    + " prune="
                    + prune
                    + " shortcut="
                    + shortcut);
          }
        }
      }
    }
  }

  @Test
  void luceneIndexesWithSegmentsAndDeletions(Random random) throws IOException {
    for (int iter = 0; iter < 40; iter++) {
      Threshold tau = RandomVectors.randomTau(random);
      Measure measure = random.nextBoolean() ? Measure.SET : Measure.MULTISET;
      List<Map<String, Integer>> docs =
          new RandomVectors(random).collection(10 + random.nextInt(250), tau, measure);
      try (RandomLuceneIndex index = RandomLuceneIndex.build(random, docs)) {
        DedupResult result =
            randomDeduplicator(random, tau, measure).run(index.reader, index.schema);
        assertSamePairs(
            oracle(docs, index.deleted, tau, measure),
            result,
            index.docIndex,
            "iter="
                + iter
                + " tau="
                + tau
                + " "
                + measure
                + " segments="
                + index.reader.leaves().size()
                + " deleted="
                + index.deleted.size());
        assertEquals(docs.size() - index.deleted.size(), result.documents(), "live documents");
      }
    }
  }

  /**
   * Streamed pairs are the pairs of the oracle, each once with the smaller id first, in an order
   * that does not depend on the number of threads; the count is right; a consumer that throws ends
   * the run with its exception.
   */
  @Test
  void streamedPairs(Random random) {
    for (int iter = 0; iter < 60; iter++) {
      Threshold tau = RandomVectors.randomTau(random);
      Measure measure = random.nextBoolean() ? Measure.SET : Measure.MULTISET;
      List<Map<String, Integer>> docs = withCopies(random, tau, measure);
      VectorCollection.Builder b = VectorCollection.builder();
      docs.forEach(d -> b.add(RandomVectors.toVector(d)));
      VectorCollection vc = b.build();
      Map<String, long[]> expected = oracle(docs, java.util.Set.of(), tau, measure);
      List<String> first = null;
      boolean shortcut = random.nextInt(4) != 0;
      for (int threads : new int[] {1, 1 + random.nextInt(4)}) {
        List<String> order = new java.util.ArrayList<>();
        Map<String, long[]> actual = new java.util.HashMap<>();
        DedupResult r =
            Deduplicator.builder(tau)
                .measure(measure)
                .threads(threads)
                .exactDuplicateShortcut(shortcut)
                .build()
                .stream(
                    vc,
                    (x, y, ov, un) -> {
                      assertTrue(x < y, "smaller id first: " + x + "," + y);
                      String key = x + "," + y;
                      assertTrue(actual.put(key, new long[] {ov, un}) == null, "twice: " + key);
                      order.add(key);
                    });
        assertEquals(0, r.size(), "no pairs held");
        assertEquals(expected.size(), r.pairsFound(), "pairs counted");
        assertEquals(expected.keySet(), actual.keySet(), "iter=" + iter + " tau=" + tau);
        for (Map.Entry<String, long[]> e : expected.entrySet()) {
          assertEquals(e.getValue()[0], actual.get(e.getKey())[0], "overlap " + e.getKey());
          assertEquals(e.getValue()[1], actual.get(e.getKey())[1], "union " + e.getKey());
        }
        if (first == null) {
          first = order;
        } else {
          assertTrue(first.equals(order), "the same order on " + threads + " threads as on 1");
        }
      }
      if (!expected.isEmpty()) {
        Deduplicator two = Deduplicator.builder(tau).measure(measure).threads(2).build();
        assertConsumerExceptionEndsTheRun(consumer -> two.stream(vc, consumer));
      }
    }
  }

  /**
   * Sorted streaming hands on the pairs of the held run, in its order, with groups of equal vectors
   * and external ids that are not the positions; an exception of the consumer ends the run.
   */
  @Test
  void sortedStreamIsTheHeldRunInOrder(Random random) {
    for (int iter = 0; iter < 60; iter++) {
      Threshold tau = RandomVectors.randomTau(random);
      Measure measure = random.nextBoolean() ? Measure.SET : Measure.MULTISET;
      List<Map<String, Integer>> docs = withCopies(random, tau, measure);
      VectorCollection.Builder b = VectorCollection.builder();
      boolean descending = random.nextBoolean(); // external ids: the positions, or descending
      for (int i = 0; i < docs.size(); i++) {
        b.add(RandomVectors.toVector(docs.get(i)), descending ? 3 * (docs.size() - i) : i);
      }
      VectorCollection vc = b.build();
      Deduplicator dedup =
          Deduplicator.builder(tau)
              .measure(measure)
              .threads(1 + random.nextInt(4))
              .exactDuplicateShortcut(random.nextInt(4) != 0)
              .build();
      DedupResult held = dedup.run(vc);
      List<long[]> streamed = new java.util.ArrayList<>();
      DedupResult r =
          dedup.streamSorted(vc, (x, y, ov, un) -> streamed.add(new long[] {x, y, ov, un}));
      assertEquals(0, r.size(), "no pairs held");
      assertEquals(held.size(), r.pairsFound(), "pairs counted");
      assertEquals(held.size(), streamed.size(), "iter=" + iter + " tau=" + tau);
      for (int i = 0; i < held.size(); i++) {
        long[] p = streamed.get(i);
        String at = "pair " + i + " of iter " + iter;
        assertEquals(held.docA(i), p[0], at);
        assertEquals(held.docB(i), p[1], at);
        assertEquals(held.overlap(i), p[2], at);
        assertEquals(held.union(i), p[3], at);
      }
      if (held.size() > 0) {
        assertConsumerExceptionEndsTheRun(consumer -> dedup.streamSorted(vc, consumer));
      }
    }
  }

  /** A streaming run whose consumer throws ends with that exception. */
  private static void assertConsumerExceptionEndsTheRun(
      java.util.function.Consumer<DedupResult.PairConsumer> run) {
    RuntimeException stop = new RuntimeException("stop");
    RuntimeException thrown =
        org.junit.jupiter.api.Assertions.assertThrows(
            RuntimeException.class,
            () ->
                run.accept(
                    (x, y, ov, un) -> {
                      throw stop;
                    }));
    assertTrue(thrown == stop, "the consumer's exception");
  }

  /** A random collection of up to 400 documents plus up to 30 copies (groups of equal vectors). */
  private static List<Map<String, Integer>> withCopies(
      Random random, Threshold tau, Measure measure) {
    List<Map<String, Integer>> docs =
        new java.util.ArrayList<>(
            new RandomVectors(random).collection(random.nextInt(400), tau, measure));
    for (int i = docs.isEmpty() ? 0 : random.nextInt(30); i > 0; i--) {
      docs.add(docs.get(random.nextInt(docs.size())));
    }
    return docs;
  }
}
