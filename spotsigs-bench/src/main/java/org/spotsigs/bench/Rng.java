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
package org.spotsigs.bench;

/**
 * SplitMix64: a small, fast generator whose output is fixed by its seed forever (unlike the JDK's
 * generators, whose algorithms may change), so generated corpora are the same bytes on every JDK.
 * Not thread-safe: one instance per task.
 */
final class Rng {
  private long state;

  Rng(long seed) {
    this.state = seed;
  }

  /**
   * A generator for one task of a run: independent streams for different {@code (seed, stream,
   * index)}.
   */
  static Rng of(long seed, long stream, long index) {
    return new Rng(mix(mix(seed ^ 0x6A09E667F3BCC909L) + stream * 0x9E3779B97F4A7C15L) + index);
  }

  static long mix(long z) {
    z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
    z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
    return z ^ (z >>> 31);
  }

  long nextLong() {
    state += 0x9E3779B97F4A7C15L;
    return mix(state);
  }

  /** Uniform in [0, bound), bound >= 1. */
  int nextInt(int bound) {
    if (bound <= 0) {
      throw new IllegalArgumentException("bound must be positive: " + bound);
    }
    return (int) Math.floorMod(nextLong() >>> 1, (long) bound);
  }

  /** Uniform in [from, to], inclusive. */
  int between(int from, int to) {
    return from + nextInt(to - from + 1);
  }

  /** Uniform in [0, 1). */
  double nextDouble() {
    return (nextLong() >>> 11) * 0x1.0p-53;
  }

  boolean chance(double p) {
    return nextDouble() < p;
  }

  <T> T pick(T[] items) {
    return items[nextInt(items.length)];
  }

  <T> T pick(java.util.List<T> items) {
    return items.get(nextInt(items.size()));
  }
}
