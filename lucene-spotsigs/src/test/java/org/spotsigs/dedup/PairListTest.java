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
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The list of pairs sorted against a sort of records: every pair with its overlap and union, the
 * smaller id first, ordered by (first, second); small and large ids (one and several radix passes),
 * lists of every size from empty on, sized in advance or grown.
 */
@Randomized
class PairListTest {
  private record Pair(int x, int y, long overlap, long union) {}

  @Test
  void sortsEveryPairWithItsOverlapAndUnion(Random random) {
    for (int round = 0; round < 300; round++) {
      int n = round < 5 ? round : random.nextInt(round < 200 ? 50 : 5000);
      int maxId =
          switch (random.nextInt(3)) {
            case 0 -> 1 + random.nextInt(100); // one pass of the radix sort
            case 1 -> 1 + random.nextInt(1 << 20); // two or three
            default -> Integer.MAX_VALUE; // all four
          };
      n = (int) Math.min(n, (long) maxId * (maxId - 1) / 2); // as many as there are
      Set<Long> seen = new HashSet<>();
      List<Pair> expected = new ArrayList<>();
      PairList list = random.nextBoolean() ? new PairList() : new PairList(random.nextInt(n + 2));
      while (expected.size() < n) {
        int x = random.nextInt(maxId);
        int y = random.nextInt(maxId);
        int lo = Math.min(x, y);
        int hi = Math.max(x, y);
        if (x == y || !seen.add((long) lo << 32 | hi)) {
          continue; // pairs are distinct
        }
        long union = 1 + random.nextInt(1000) + (random.nextBoolean() ? 0 : 1L << 40);
        long overlap = random.nextLong(union + 1);
        list.add(x, y, overlap, union);
        expected.add(new Pair(lo, hi, overlap, union));
      }
      expected.sort(Comparator.comparingInt(Pair::x).thenComparingInt(Pair::y));
      list.normalizeAndSort();
      assertEquals(n, list.size());
      assertArrayEquals(
          expected.stream().mapToInt(Pair::x).toArray(), list.a.toArray(), "first ids");
      assertArrayEquals(
          expected.stream().mapToInt(Pair::y).toArray(), list.b.toArray(), "second ids");
      assertArrayEquals(
          expected.stream().mapToLong(Pair::overlap).toArray(), list.overlap.toArray(), "overlaps");
      assertArrayEquals(
          expected.stream().mapToLong(Pair::union).toArray(), list.union.toArray(), "unions");
    }
  }
}
