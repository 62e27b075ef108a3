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

import com.carrotsearch.hppc.IntArrayList;
import com.carrotsearch.hppc.LongArrayList;
import java.util.Arrays;

/**
 * A growable list of pairs with their exact overlap and union, in primitive arrays. Not
 * thread-safe.
 */
final class PairList {
  final IntArrayList a;
  final IntArrayList b;
  final LongArrayList overlap;
  final LongArrayList union;

  PairList() {
    this(0);
  }

  /** A list with room for {@code expected} pairs before it grows. */
  PairList(int expected) {
    a = new IntArrayList(expected);
    b = new IntArrayList(expected);
    overlap = new LongArrayList(expected);
    union = new LongArrayList(expected);
  }

  void add(int x, int y, long ov, long un) {
    a.add(x);
    b.add(y);
    overlap.add(ov);
    union.add(un);
  }

  int size() {
    return a.size();
  }

  void addAll(PairList other) {
    a.addAll(other.a);
    b.addAll(other.b);
    overlap.addAll(other.overlap);
    union.addAll(other.union);
  }

  /** Puts the smaller id first in every pair and sorts the pairs by (first, second). */
  void normalizeAndSort() {
    int[] xs = a.buffer;
    int[] ys = b.buffer;
    long[] ov = overlap.buffer;
    long[] un = union.buffer;
    int n = size();
    int maxY = 0;
    for (int i = 0; i < n; i++) {
      if (xs[i] > ys[i]) {
        int t = xs[i];
        xs[i] = ys[i];
        ys[i] = t;
      }
      maxY = Math.max(maxY, ys[i]);
    }
    if (n < 2) {
      return;
    }
    // pairs are distinct, so sorting by the key (first << bits | second, bits: as many as the
    // largest second id needs) is sorting the pairs: a radix sort of the keys (16 bits a pass, as
    // many passes as the largest key has bits: three for a million documents) carries the pairs'
    // positions, which then reorder the four columns
    int bits = 32 - Integer.numberOfLeadingZeros(maxY);
    long[] keys = new long[n];
    int[] perm = new int[n];
    long max = 0;
    for (int i = 0; i < n; i++) {
      keys[i] = (long) xs[i] << bits | ys[i];
      perm[i] = i;
      max = Math.max(max, keys[i]);
    }
    long[] keys2 = new long[n];
    int[] perm2 = new int[n];
    int[] count = new int[1 << 16];
    for (int shift = 0; shift < 64 && (max >>> shift) != 0; shift += 16) {
      Arrays.fill(count, 0);
      for (int i = 0; i < n; i++) {
        count[(int) (keys[i] >>> shift) & 0xFFFF]++;
      }
      for (int d = 0, sum = 0; d < count.length; d++) {
        int c = count[d];
        count[d] = sum;
        sum += c;
      }
      for (int i = 0; i < n; i++) {
        int at = count[(int) (keys[i] >>> shift) & 0xFFFF]++;
        keys2[at] = keys[i];
        perm2[at] = perm[i];
      }
      long[] tk = keys;
      keys = keys2;
      keys2 = tk;
      int[] tp = perm;
      perm = perm2;
      perm2 = tp;
    }
    // each column is gathered into an array the sort has done with (no new arrays: the columns
    // are the largest arrays of a large run); the gather reads where perm says and writes in
    // order, which the processor overlaps, where moving the pairs along the permutation's cycles
    // in place waits for each read (2.6 times slower on ten million pairs)
    int[] sortedX = perm2;
    for (int i = 0; i < n; i++) {
      sortedX[i] = xs[perm[i]];
    }
    int[] sortedY = xs;
    for (int i = 0; i < n; i++) {
      sortedY[i] = ys[perm[i]];
    }
    long[] sortedOv = keys;
    for (int i = 0; i < n; i++) {
      sortedOv[i] = ov[perm[i]];
    }
    long[] sortedUn = keys2;
    for (int i = 0; i < n; i++) {
      sortedUn[i] = un[perm[i]];
    }
    a.buffer = sortedX;
    b.buffer = sortedY;
    overlap.buffer = sortedOv;
    union.buffer = sortedUn;
  }
}
