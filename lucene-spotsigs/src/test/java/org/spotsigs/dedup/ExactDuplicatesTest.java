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

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import com.carrotsearch.randomizedtesting.jupiter.Randomized;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.spotsigs.core.Measure;
import org.spotsigs.index.SignatureVector;
import org.spotsigs.testing.RandomVectors;

/**
 * The pairs of the groups of equal vectors generated in sorted order ({@link
 * ExactDuplicates#sortedPairs}) against the definition: every pair the streaming expansion hands on
 * ({@link ExactDuplicates#expand(PairList, DedupResult.PairConsumer)} and {@link
 * ExactDuplicates#withinGroup}), sorted by (first id, second id). Collections with empty documents,
 * groups of one to many members, representatives with no pair and with many; external ids equal to
 * the positions, increasing with gaps, and shuffled; both measures.
 */
@Randomized
class ExactDuplicatesTest {
  private record Pair(int x, int y, long overlap, long union) {}

  @Test
  void sortedPairsAreTheExpandedPairsSorted(Random random) {
    for (int round = 0; round < 300; round++) {
      RandomVectors gen = new RandomVectors(random);
      List<Map<String, Integer>> docs = new ArrayList<>();
      int n = round < 4 ? round : random.nextInt(round < 200 ? 40 : 400);
      for (int i = 0; i < n; i++) {
        int kind = random.nextInt(10);
        if (kind < 3 && !docs.isEmpty()) {
          docs.add(docs.get(random.nextInt(docs.size()))); // an equal vector
        } else if (kind == 3) {
          docs.add(Map.of()); // no signatures
        } else {
          docs.add(gen.document());
        }
      }
      int[] externalIds = externalIds(random, n);
      VectorCollection.Builder b = VectorCollection.builder();
      for (int i = 0; i < n; i++) {
        b.add(SignatureVector.of(docs.get(i)), externalIds[i]);
      }
      VectorCollection vc = b.build();
      Measure measure = random.nextBoolean() ? Measure.SET : Measure.MULTISET;
      ExactDuplicates groups = new ExactDuplicates(vc, measure, random.nextInt(5) > 0);
      PairList repPairs = repPairs(random, groups, n);

      List<Pair> expected = new ArrayList<>();
      DedupResult.PairConsumer collect = (x, y, ov, un) -> expected.add(new Pair(x, y, ov, un));
      long handed = groups.expand(repPairs, collect);
      for (int d = 0; d < n; d++) {
        if (groups.isRepresentative(d)) {
          handed += groups.withinGroup(d, collect);
        }
      }
      assertEquals(expected.size(), handed);
      expected.sort(Comparator.comparingInt(Pair::x).thenComparingInt(Pair::y));

      PairList sorted = groups.sortedPairs(repPairs);
      assertEquals(expected.size(), sorted.size(), "round " + round);
      assertArrayEquals(expected.stream().mapToInt(Pair::x).toArray(), sorted.a.toArray());
      assertArrayEquals(expected.stream().mapToInt(Pair::y).toArray(), sorted.b.toArray());
      assertArrayEquals(
          expected.stream().mapToLong(Pair::overlap).toArray(), sorted.overlap.toArray());
      assertArrayEquals(expected.stream().mapToLong(Pair::union).toArray(), sorted.union.toArray());
    }
  }

  /** Distinct external ids: the positions, increasing with gaps, or shuffled. */
  private static int[] externalIds(Random random, int n) {
    int[] ids = new int[n];
    int kind = random.nextInt(3);
    for (int i = 0, id = 0; i < n; i++) {
      id += kind == 0 ? (i == 0 ? 0 : 1) : 1 + random.nextInt(5);
      ids[i] = id;
    }
    if (kind == 2) {
      for (int i = n - 1; i > 0; i--) {
        int j = random.nextInt(i + 1);
        int t = ids[i];
        ids[i] = ids[j];
        ids[j] = t;
      }
    }
    return ids;
  }

  /**
   * Distinct pairs of representatives (positions, either one first), each with an overlap and a
   * union; some representatives with many pairs.
   */
  private static PairList repPairs(Random random, ExactDuplicates groups, int n) {
    List<Integer> reps = new ArrayList<>();
    for (int d = 0; d < n; d++) {
      if (groups.isRepresentative(d)) {
        reps.add(d);
      }
    }
    PairList pairs = new PairList();
    if (reps.size() < 2) {
      return pairs;
    }
    Set<Long> seen = new HashSet<>();
    int hub = reps.get(random.nextInt(reps.size()));
    for (int t = random.nextInt(3 * reps.size()); t > 0; t--) {
      int x = random.nextInt(4) == 0 ? hub : reps.get(random.nextInt(reps.size()));
      int y = reps.get(random.nextInt(reps.size()));
      if (x == y || !seen.add((long) Math.min(x, y) << 32 | Math.max(x, y))) {
        continue;
      }
      long union = 1 + random.nextInt(1000);
      pairs.add(x, y, random.nextLong(union + 1), union);
    }
    return pairs;
  }
}
