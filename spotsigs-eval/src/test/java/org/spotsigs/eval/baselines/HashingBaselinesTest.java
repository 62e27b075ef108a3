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
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.spotsigs.core.Measure;
import org.spotsigs.core.Threshold;
import org.spotsigs.dedup.VectorCollection;
import org.spotsigs.eval.ScoredPairs;
import org.spotsigs.testing.BruteForce;
import org.spotsigs.testing.RandomVectors;

/**
 * I-Match and LSH-S against what they must give by definition, computed from the documents' maps.
 */
@Randomized
class HashingBaselinesTest {

  private static VectorCollection collection(List<Map<String, Integer>> docs) {
    VectorCollection.Builder b = VectorCollection.builder();
    docs.forEach(d -> b.add(RandomVectors.toVector(d)));
    return b.build();
  }

  @Test
  void iMatchPairsAreExactlyTheDocumentsWithEqualFeatureSets(Random random) {
    for (int iter = 0; iter < 50; iter++) {
      Threshold tau = RandomVectors.randomTau(random);
      List<Map<String, Integer>> docs =
          new RandomVectors(random).collection(random.nextInt(200), tau, Measure.MULTISET);
      ScoredPairs pairs = IMatch.pairs(collection(docs));
      Set<String> expected = new HashSet<>();
      for (int i = 0; i < docs.size(); i++) {
        for (int j = i + 1; j < docs.size(); j++) {
          if (!docs.get(i).isEmpty() && docs.get(i).keySet().equals(docs.get(j).keySet())) {
            expected.add(i + "," + j);
          }
        }
      }
      Set<String> actual = PPJoinPlusTest.asMap(pairs).keySet();
      assertEquals(expected, actual, "iter " + iter);
      assertTrue(pairs.thresholdFree());
      // threshold-free: every pair is predicted at every tau
      int[] count = new int[1];
      pairs.forEach(Threshold.of(1, 1), (a, b) -> count[0]++);
      assertEquals(expected.size(), count[0]);
    }
  }

  @Test
  void lshCandidatesCarryTheirExactSimilarityAndAreDeterministic(Random random) {
    for (int iter = 0; iter < 40; iter++) {
      Measure measure = random.nextBoolean() ? Measure.SET : Measure.MULTISET;
      Threshold tau = RandomVectors.randomTau(random);
      List<Map<String, Integer>> docs =
          new RandomVectors(random).collection(random.nextInt(200), tau, measure);
      VectorCollection vc = collection(docs);
      long seed = random.nextLong();
      int k = 1 + random.nextInt(6);
      int l = 1 + random.nextInt(32);
      ScoredPairs pairs = new LshS(k, l, seed, measure).pairs(vc);
      Map<String, long[]> got = PPJoinPlusTest.asMap(pairs);
      for (Map.Entry<String, long[]> e : got.entrySet()) {
        String[] ab = e.getKey().split(",");
        long[] ou =
            BruteForce.overlapAndUnion(
                docs.get(Integer.parseInt(ab[0])), docs.get(Integer.parseInt(ab[1])), measure);
        assertEquals(ou[0], e.getValue()[0], "overlap " + e.getKey());
        assertEquals(ou[1], e.getValue()[1], "union " + e.getKey());
      }
      // documents with the same set share every min-hash, so they always collide
      for (int i = 0; i < docs.size(); i++) {
        for (int j = i + 1; j < docs.size(); j++) {
          if (!docs.get(i).isEmpty() && docs.get(i).keySet().equals(docs.get(j).keySet())) {
            assertTrue(got.containsKey(i + "," + j), "equal sets collide: " + i + "," + j);
          }
        }
      }
      Map<String, long[]> again = PPJoinPlusTest.asMap(new LshS(k, l, seed, measure).pairs(vc));
      assertEquals(got.keySet(), again.keySet(), "same seed, same candidates");
      Map<String, long[]> threaded =
          PPJoinPlusTest.asMap(new LshS(k, l, seed, measure).pairs(vc, 2 + random.nextInt(3)));
      assertEquals(got.keySet(), threaded.keySet(), "same candidates on several threads");
      // the documents added in reverse order meet their signatures in another order (other term
      // ids): the candidates must not change
      VectorCollection.Builder reversed = VectorCollection.builder();
      for (int d = docs.size() - 1; d >= 0; d--) {
        reversed.add(RandomVectors.toVector(docs.get(d)), d);
      }
      Map<String, long[]> otherIds =
          PPJoinPlusTest.asMap(new LshS(k, l, seed, measure).pairs(reversed.build()));
      assertEquals(got.keySet(), otherIds.keySet(), "same candidates whatever the term ids");
    }
  }

  @Test
  void lshRecallGrowsWithTheNumberOfBands(Random random) {
    // one band of one min-hash collides with probability J; 64 bands of one almost surely
    Map<String, Integer> base = new TreeMap<>();
    for (int t = 0; t < 40; t++) {
      base.put("t" + t, 1);
    }
    int hitsFew = 0;
    int hitsMany = 0;
    for (int iter = 0; iter < 60; iter++) {
      Map<String, Integer> other = new TreeMap<>(base);
      for (int t = 0; t < 20; t++) {
        other.remove("t" + t);
        other.put("u" + t, 1);
      }
      VectorCollection vc = collection(List.of(base, other)); // J = 20 / 60
      long seed = random.nextLong();
      hitsFew += new LshS(6, 1, seed, Measure.SET).pairs(vc).size();
      hitsMany += new LshS(1, 64, seed, Measure.SET).pairs(vc).size();
    }
    assertEquals(60, hitsMany, "64 bands of one min-hash find a pair at J = 1/3");
    assertTrue(hitsFew < 10, "one band of six rarely does: " + hitsFew);
  }
}
