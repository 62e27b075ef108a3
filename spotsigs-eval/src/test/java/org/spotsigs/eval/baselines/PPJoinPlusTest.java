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
package org.spotsigs.eval.baselines;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.carrotsearch.randomizedtesting.jupiter.Randomized;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.spotsigs.core.Measure;
import org.spotsigs.core.Threshold;
import org.spotsigs.dedup.DedupResult;
import org.spotsigs.dedup.Deduplicator;
import org.spotsigs.dedup.VectorCollection;
import org.spotsigs.eval.ScoredPairs;
import org.spotsigs.testing.BruteForce;
import org.spotsigs.testing.RandomVectors;

/** PPJoin+ against the Deduplicator in SET mode and against the brute-force oracle. */
@Randomized
class PPJoinPlusTest {

  static Map<String, long[]> asMap(ScoredPairs pairs) {
    Map<String, long[]> map = new TreeMap<>();
    for (int i = 0; i < pairs.size(); i++) {
      assertTrue(pairs.docA(i) < pairs.docB(i));
      assertTrue(
          map.put(pairs.docA(i) + "," + pairs.docB(i), new long[] {pairs.num(i), pairs.den(i)})
              == null,
          "pair twice: " + pairs.docA(i) + "," + pairs.docB(i));
    }
    return map;
  }

  static Map<String, long[]> asMap(DedupResult result) {
    Map<String, long[]> map = new TreeMap<>();
    result.forEach((a, b, o, u) -> map.put(a + "," + b, new long[] {o, u}));
    return map;
  }

  static void assertSame(Map<String, long[]> expected, Map<String, long[]> actual, String context) {
    assertEquals(expected.keySet(), actual.keySet(), context);
    for (Map.Entry<String, long[]> e : expected.entrySet()) {
      long[] a = actual.get(e.getKey());
      assertEquals(e.getValue()[0], a[0], context + " overlap of " + e.getKey());
      assertEquals(e.getValue()[1], a[1], context + " union of " + e.getKey());
    }
  }

  @Test
  void sameAnswerAsTheDeduplicatorInSetMode(Random random) {
    int withPairsAtTau = 0;
    for (int iter = 0; iter < 200; iter++) {
      Threshold tau = RandomVectors.randomTau(random);
      List<Map<String, Integer>> docs =
          new RandomVectors(random).collection(random.nextInt(250), tau, Measure.SET);
      VectorCollection.Builder b = VectorCollection.builder();
      docs.forEach(d -> b.add(RandomVectors.toVector(d)));
      VectorCollection vc = b.build();
      DedupResult expected =
          Deduplicator.builder(tau)
              .measure(Measure.SET)
              .threads(1 + random.nextInt(2))
              .build()
              .run(vc);
      PPJoinPlus join = new PPJoinPlus(tau, random.nextInt(5));
      PPJoinPlus.Result actual = join.join(vc);
      String context = "iter=" + iter + " tau=" + tau + " n=" + docs.size();
      assertSame(asMap(expected), asMap(actual.pairs()), context);
      // on several threads: the same pairs in the same order, and the same work
      PPJoinPlus.Result threaded = join.join(vc, 2 + random.nextInt(3));
      assertEquals(actual.pairs().size(), threaded.pairs().size(), context);
      for (int i = 0; i < actual.pairs().size(); i++) {
        assertEquals(actual.pairs().docA(i), threaded.pairs().docA(i), context);
        assertEquals(actual.pairs().docB(i), threaded.pairs().docB(i), context);
        assertEquals(actual.pairs().num(i), threaded.pairs().num(i), context);
        assertEquals(actual.pairs().den(i), threaded.pairs().den(i), context);
      }
      assertEquals(actual.candidates(), threaded.candidates(), context);
      assertEquals(actual.verified(), threaded.verified(), context);
      assertTrue(actual.verified() >= actual.pairs().size(), context);
      for (int i = 0; i < expected.size(); i++) {
        if (expected.overlap(i) * tau.denominator() == tau.numerator() * expected.union(i)) {
          withPairsAtTau++;
          break;
        }
      }
    }
    assertTrue(withPairsAtTau > 20, "many runs hold pairs exactly at tau: " + withPairsAtTau);
  }

  @Test
  void sameAnswerAsTheOracle(Random random) {
    for (int iter = 0; iter < 60; iter++) {
      Threshold tau = RandomVectors.randomTau(random);
      List<Map<String, Integer>> docs =
          new RandomVectors(random).collection(random.nextInt(120), tau, Measure.SET);
      VectorCollection.Builder b = VectorCollection.builder();
      docs.forEach(d -> b.add(RandomVectors.toVector(d)));
      Map<String, long[]> expected = new TreeMap<>();
      for (int i = 0; i < docs.size(); i++) {
        for (int j = i + 1; j < docs.size(); j++) {
          long[] ou = BruteForce.overlapAndUnion(docs.get(i), docs.get(j), Measure.SET);
          if (BruteForce.matches(ou[0], ou[1], tau)) {
            expected.put(i + "," + j, ou);
          }
        }
      }
      assertSame(
          expected,
          asMap(new PPJoinPlus(tau).join(b.build()).pairs()),
          "iter=" + iter + " tau=" + tau);
    }
  }

  @Test
  void suffixFilterIsALowerBoundOfTheHammingDistance(Random random) {
    PPJoinPlus join = new PPJoinPlus(Threshold.of(1, 2), 1 + random.nextInt(6));
    for (int iter = 0; iter < 2000; iter++) {
      int[] x = randomSortedSet(random);
      int[] y = randomSortedSet(random);
      int common = 0;
      for (int v : x) {
        if (java.util.Arrays.binarySearch(y, v) >= 0) {
          common++;
        }
      }
      int hamming = x.length + y.length - 2 * common;
      int hMax = random.nextInt(hamming + 3);
      int bound = join.suffixFilter(x, 0, x.length, y, 0, y.length, hMax, 1);
      assertTrue(bound <= hamming, "bound " + bound + " > hamming " + hamming);
    }
  }

  private static int[] randomSortedSet(Random random) {
    return random.ints(random.nextInt(30), 0, 40).distinct().sorted().toArray();
  }
}
