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
package org.spotsigs.spark;

import java.nio.ByteBuffer;
import org.spotsigs.core.Measure;
import org.spotsigs.core.Overlap;
import org.spotsigs.util.IntArraySorter;

/**
 * A distinct vector as the join sees it: its signatures replaced by their keys in the global
 * signature order (rarest first, see {@link GlobalOrder}), ascending, with their counts; encoded as
 * one binary column (number of entries, the keys, the counts). Its prefix under tau is a run of its
 * first entries. Not thread-safe.
 */
final class KeyedVector {
  final long[] keys;
  final int[] counts;

  KeyedVector(long[] keys, int[] counts) {
    this.keys = keys;
    this.counts = counts;
  }

  int size() {
    return keys.length;
  }

  /** The weight of entry {@code i} under the measure: its count, or 1 for sets. */
  long weight(int i, boolean set) {
    return set ? 1 : counts[i];
  }

  long length(boolean set) {
    return massBefore(keys.length, set);
  }

  /** The total weight of entries {@code [0, i)}. */
  long massBefore(int i, boolean set) {
    if (set) {
      return i;
    }
    long m = 0;
    for (int k = 0; k < i; k++) {
      m += counts[k];
    }
    return m;
  }

  byte[] encode() {
    ByteBuffer b = ByteBuffer.allocate(4 + 12 * keys.length);
    b.putInt(keys.length);
    for (long k : keys) {
      b.putLong(k);
    }
    for (int c : counts) {
      b.putInt(c);
    }
    return b.array();
  }

  static KeyedVector decode(byte[] bytes) {
    ByteBuffer b = ByteBuffer.wrap(bytes);
    int n = b.getInt();
    long[] keys = new long[n];
    int[] counts = new int[n];
    for (int i = 0; i < n; i++) {
      keys[i] = b.getLong();
    }
    for (int i = 0; i < n; i++) {
      counts[i] = b.getInt();
    }
    return new KeyedVector(keys, counts);
  }

  /** A vector of the entries {@code keys[0, n)}, {@code counts[0, n)}, sorted here by key. */
  static KeyedVector sorted(long[] keys, int[] counts, int n) {
    int[] order = new int[n];
    for (int i = 0; i < n; i++) {
      order[i] = i;
    }
    IntArraySorter.sort(order, 0, n, (x, y) -> Long.compare(keys[x], keys[y]));
    long[] k = new long[n];
    int[] c = new int[n];
    for (int i = 0; i < n; i++) {
      k[i] = keys[order[i]];
      c[i] = counts[order[i]];
      if (i > 0 && k[i] == k[i - 1]) {
        throw new IllegalStateException("signature key " + k[i] + " twice in one vector");
      }
    }
    return new KeyedVector(k, c);
  }

  /**
   * Whether the two vectors share a key among {@code a.keys[0, aEnd)} and {@code b.keys[0, bEnd)}.
   */
  static boolean shareBefore(KeyedVector a, int aEnd, KeyedVector b, int bEnd) {
    int i = 0;
    int j = 0;
    while (i < aEnd && j < bEnd) {
      long x = a.keys[i];
      long y = b.keys[j];
      if (x == y) {
        return true;
      }
      if (x < y) {
        i++;
      } else {
        j++;
      }
    }
    return false;
  }

  /**
   * The entries {@code a[aFrom..]} and {@code b[bFrom..]} walked together for {@link Overlap}, with
   * the measure's weights.
   */
  static Overlap.Merge merge(KeyedVector a, int aFrom, KeyedVector b, int bFrom, Measure measure) {
    boolean set = measure == Measure.SET;
    return new Overlap.Merge() {
      int i = aFrom - 1;
      int j = bFrom - 1;

      @Override
      public boolean nextA() {
        return ++i < a.keys.length;
      }

      @Override
      public boolean nextB() {
        return ++j < b.keys.length;
      }

      @Override
      public int compare() {
        return Long.compare(a.keys[i], b.keys[j]);
      }

      @Override
      public long weightA() {
        return set ? 1 : a.counts[i];
      }

      @Override
      public long weightB() {
        return set ? 1 : b.counts[j];
      }
    };
  }
}
