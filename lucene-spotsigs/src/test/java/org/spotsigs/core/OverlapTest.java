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
package org.spotsigs.core;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.carrotsearch.randomizedtesting.jupiter.Randomized;
import java.util.Arrays;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The verification routine against its definition: the overlap of two vectors when it reaches the
 * required one, else -1, for every required overlap around the true one, set and multiset weights,
 * the array form and the {@link Overlap.Merge} form, and vectors held inside larger arrays.
 */
@Randomized
class OverlapTest {

  /** Distinct ascending keys from a small range (so that vectors share some), counts 1 to 4. */
  private static int[][] randomVector(Random random) {
    int n = random.nextInt(12);
    int[] keys = random.ints(n, 0, 20).distinct().sorted().toArray();
    int[] counts = new int[keys.length];
    for (int i = 0; i < counts.length; i++) {
      counts[i] = random.nextInt(4) == 0 ? 2 + random.nextInt(3) : 1;
    }
    return new int[][] {keys, counts};
  }

  private static long length(int[] counts, boolean set) {
    return set ? counts.length : Arrays.stream(counts).asLongStream().sum();
  }

  private static long bruteOverlap(int[][] a, int[][] b, boolean set) {
    long overlap = 0;
    for (int i = 0; i < a[0].length; i++) {
      for (int j = 0; j < b[0].length; j++) {
        if (a[0][i] == b[0][j]) {
          overlap += set ? 1 : Math.min(a[1][i], b[1][j]);
        }
      }
    }
    return overlap;
  }

  /** {@code v}'s arrays behind {@code pad} other entries and followed by more. */
  private static int[][] padded(int[][] v, int pad) {
    int[] keys = new int[pad + v[0].length + pad];
    int[] counts = new int[keys.length];
    Arrays.fill(keys, 0, pad, -1);
    Arrays.fill(counts, 0, pad, 7);
    System.arraycopy(v[0], 0, keys, pad, v[0].length);
    System.arraycopy(v[1], 0, counts, pad, v[1].length);
    Arrays.fill(keys, pad + v[0].length, keys.length, Integer.MAX_VALUE);
    Arrays.fill(counts, pad + v[0].length, keys.length, 7);
    return new int[][] {keys, counts};
  }

  private static Overlap.Merge merge(int[][] a, int[][] b, boolean set) {
    return new Overlap.Merge() {
      int i = -1;
      int j = -1;

      @Override
      public boolean nextA() {
        return ++i < a[0].length;
      }

      @Override
      public boolean nextB() {
        return ++j < b[0].length;
      }

      @Override
      public int compare() {
        return Integer.compare(a[0][i], b[0][j]);
      }

      @Override
      public long weightA() {
        return set ? 1 : a[1][i];
      }

      @Override
      public long weightB() {
        return set ? 1 : b[1][j];
      }
    };
  }

  @Test
  void theOverlapWhenItReachesTheNeedElseMinusOne(Random random) {
    for (int iter = 0; iter < 5000; iter++) {
      int[][] a = randomVector(random);
      int[][] b = random.nextInt(5) == 0 ? a : randomVector(random);
      boolean set = random.nextBoolean();
      long lengthA = length(a[1], set);
      long lengthB = length(b[1], set);
      long overlap = bruteOverlap(a, b, set);
      int pad = random.nextInt(3);
      int[][] pa = padded(a, pad);
      int[][] pb = padded(b, pad);
      for (long need = -1; need <= Math.min(lengthA, lengthB) + 1; need++) {
        long expected = overlap >= need ? overlap : -1;
        String what = Arrays.deepToString(a) + " " + Arrays.deepToString(b) + " set " + set;
        assertEquals(
            expected,
            Overlap.atLeast(
                new Overlap.Keys().reset(pa[0], pa[1], pad, pad + a[0].length, lengthA),
                new Overlap.Keys().reset(pb[0], pb[1], pad, pad + b[0].length, lengthB),
                set,
                need),
            what + " need " + need);
        assertEquals(
            expected,
            Overlap.atLeast(merge(a, b, set), lengthA, lengthB, need),
            what + " need " + need + " (merge)");
      }
    }
  }
}
