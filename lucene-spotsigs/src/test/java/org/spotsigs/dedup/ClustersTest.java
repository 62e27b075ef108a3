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
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.spotsigs.core.Measure;
import org.spotsigs.core.Threshold;
import org.spotsigs.search.MatchStats;
import org.spotsigs.testing.RandomVectors;

@Randomized
class ClustersTest {

  private static DedupResult randomPairs(Random random, int n) {
    if (random.nextBoolean()) {
      Threshold tau = RandomVectors.randomTau(random);
      List<Map<String, Integer>> docs =
          new RandomVectors(random).collection(n, tau, Measure.MULTISET);
      VectorCollection.Builder b = VectorCollection.builder();
      docs.forEach(d -> b.add(RandomVectors.toVector(d)));
      return Deduplicator.builder(tau).threads(1).build().run(b.build());
    }
    PairList pairs = new PairList();
    for (int i = 0; i < n; i++) {
      for (int j = i + 1; j < n; j++) {
        if (random.nextInt(n) < 2) {
          long u = 1 + random.nextInt(10);
          pairs.add(i, j, 1 + random.nextInt((int) u), u);
        }
      }
    }
    pairs.normalizeAndSort();
    return new DedupResult(pairs, pairs.size(), n, 0, 0, new MatchStats(), Map.of());
  }

  /**
   * Components made from the pairs as they stream past, in any order and with either pair
   * direction, equal those of the held pairs: representatives and similarities, for any order.
   */
  @Test
  void streamedComponentsEqualHeldOnes(Random random) {
    for (int iter = 0; iter < 200; iter++) {
      int n = 1 + random.nextInt(120);
      DedupResult pairs = randomPairs(random, n);
      int numIds = Math.max(n, pairs.documents());
      long[] order = null;
      if (random.nextBoolean()) {
        order = new long[numIds];
        for (int i = 0; i < numIds; i++) {
          order[i] = random.nextInt(Math.max(1, numIds / 2)); // with ties
        }
      }
      Clusters held = Clusters.connectedComponents(pairs, numIds, order);
      List<Integer> shuffled = new ArrayList<>();
      for (int i = 0; i < pairs.size(); i++) {
        shuffled.add(i);
      }
      java.util.Collections.shuffle(shuffled, random);
      Clusters.Components streamed = new Clusters.Components(numIds, order);
      for (int i : shuffled) {
        if (random.nextBoolean()) {
          streamed.accept(pairs.docA(i), pairs.docB(i), pairs.overlap(i), pairs.union(i));
        } else {
          streamed.accept(pairs.docB(i), pairs.docA(i), pairs.overlap(i), pairs.union(i));
        }
      }
      Clusters built = streamed.build();
      for (int d = 0; d < numIds; d++) {
        String where = "iter " + iter + ", id " + d;
        assertEquals(held.representative(d), built.representative(d), where);
        assertEquals(held.overlap(d), built.overlap(d), where);
        assertEquals(held.union(d), built.union(d), where);
      }
    }
  }

  @Test
  void componentsEqualBreadthFirstSearch(Random random) {
    for (int iter = 0; iter < 200; iter++) {
      int n = 1 + random.nextInt(120);
      DedupResult pairs = randomPairs(random, n);
      int numIds = Math.max(n, pairs.documents());
      Clusters c = Clusters.connectedComponents(pairs, numIds);
      List<List<Integer>> adj = new ArrayList<>();
      for (int i = 0; i < numIds; i++) {
        adj.add(new ArrayList<>());
      }
      for (int i = 0; i < pairs.size(); i++) {
        adj.get(pairs.docA(i)).add(pairs.docB(i));
        adj.get(pairs.docB(i)).add(pairs.docA(i));
      }
      int[] comp = new int[numIds];
      java.util.Arrays.fill(comp, -1);
      for (int s = 0; s < numIds; s++) {
        if (comp[s] >= 0) {
          continue;
        }
        ArrayDeque<Integer> q = new ArrayDeque<>(List.of(s));
        comp[s] = s; // s is the smallest id of its component (visited in increasing order)
        while (!q.isEmpty()) {
          for (int v : adj.get(q.poll())) {
            if (comp[v] < 0) {
              comp[v] = s;
              q.add(v);
            }
          }
        }
      }
      for (int i = 0; i < numIds; i++) {
        assertEquals(comp[i], c.representative(i), "id " + i);
      }
    }
  }

  @Test
  void bestMatchAssignsEveryMemberToItsMostSimilarRepresentative(Random random) {
    for (int iter = 0; iter < 200; iter++) {
      int n = 1 + random.nextInt(120);
      DedupResult pairs = randomPairs(random, n);
      int numIds = Math.max(n, pairs.documents());
      Clusters c = Clusters.bestMatch(pairs, numIds);
      Map<Long, long[]> sim = new HashMap<>();
      for (int i = 0; i < pairs.size(); i++) {
        sim.put(
            ((long) pairs.docA(i) << 32) | pairs.docB(i),
            new long[] {pairs.overlap(i), pairs.union(i)});
      }
      for (int d = 0; d < numIds; d++) {
        int r = c.representative(d);
        assertTrue(c.isRepresentative(r), "the representative of " + d + " represents itself");
        if (r == d) {
          continue;
        }
        long[] s = sim.get(((long) Math.min(d, r) << 32) | Math.max(d, r));
        assertTrue(s != null, d + " is a near-duplicate of its representative " + r);
        assertEquals(s[0], c.overlap(d));
        assertEquals(s[1], c.union(d));
        // no other representative is more similar (or equally similar with a smaller id)
        for (int other = 0; other < numIds; other++) {
          if (other == r || !c.isRepresentative(other)) {
            continue;
          }
          long[] o = sim.get(((long) Math.min(d, other) << 32) | Math.max(d, other));
          if (o != null) {
            int cmp = Long.compare(o[0] * s[1], s[0] * o[1]);
            assertTrue(
                cmp < 0 || (cmp == 0 && other > r),
                d + ": representative " + other + " is better than " + r);
          }
        }
      }
      // no two representatives are near-duplicates of each other
      for (int i = 0; i < pairs.size(); i++) {
        assertTrue(
            !(c.isRepresentative(pairs.docA(i)) && c.isRepresentative(pairs.docB(i))),
            "representatives " + pairs.docA(i) + " and " + pairs.docB(i) + " are near-duplicates");
      }
    }
  }

  /**
   * An explicit order names clusters exactly as relabelling the ids in that order would: the
   * representative does not depend on how the ids were numbered (doc ids of an index, input order).
   */
  @Test
  void anOrderActsAsIfTheIdsWereNumberedInIt(Random random) {
    for (int iter = 0; iter < 50; iter++) {
      DedupResult pairs = randomPairs(random, 1 + random.nextInt(60));
      int n = 1;
      for (int i = 0; i < pairs.size(); i++) {
        n = Math.max(n, pairs.docB(i) + 1);
      }
      // rank[id]: the position of id in a random order (with ties: equal order values fall back to
      // the id)
      long[] order = new long[n];
      for (int i = 0; i < n; i++) {
        order[i] = random.nextInt(Math.max(1, n / (1 + random.nextInt(3))));
      }
      Integer[] byOrder = new Integer[n];
      for (int i = 0; i < n; i++) {
        byOrder[i] = i;
      }
      java.util.Arrays.sort(
          byOrder,
          (x, y) ->
              order[x] != order[y] ? Long.compare(order[x], order[y]) : Integer.compare(x, y));
      int[] rank = new int[n];
      for (int r = 0; r < n; r++) {
        rank[byOrder[r]] = r;
      }
      PairList relabelled = new PairList();
      for (int i = 0; i < pairs.size(); i++) {
        relabelled.add(rank[pairs.docA(i)], rank[pairs.docB(i)], pairs.overlap(i), pairs.union(i));
      }
      relabelled.normalizeAndSort();
      DedupResult r =
          new DedupResult(relabelled, relabelled.size(), n, 0, 0, new MatchStats(), Map.of());
      for (boolean best : new boolean[] {false, true}) {
        Clusters ordered =
            best
                ? Clusters.bestMatch(pairs, n, order)
                : Clusters.connectedComponents(pairs, n, order);
        Clusters renumbered = best ? Clusters.bestMatch(r, n) : Clusters.connectedComponents(r, n);
        for (int id = 0; id < n; id++) {
          assertEquals(
              renumbered.representative(rank[id]),
              rank[ordered.representative(id)],
              (best ? "best " : "components ") + id);
          assertEquals(
              renumbered.overlap(rank[id]) * ordered.union(id),
              ordered.overlap(id) * renumbered.union(rank[id]));
        }
      }
    }
  }
}
