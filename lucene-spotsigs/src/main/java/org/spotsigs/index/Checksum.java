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
package org.spotsigs.index;

import org.apache.lucene.util.BytesRef;

/**
 * A 64-bit hash of bytes, used as the "exact duplicate" checksum of a signature vector. Equal
 * checksums are only a hint: whoever uses them confirms equality of the vectors before relying on
 * it, so a collision costs time, never exactness.
 */
public final class Checksum {
  private Checksum() {}

  /**
   * Hash of {@code bytes} (FNV-1a 64 with a final avalanche).
   *
   * @param bytes the bytes to hash: {@code bytes.bytes[offset, offset + length)}
   * @return the 64-bit hash; equal bytes give equal hashes, in every JVM and run
   */
  public static long of(BytesRef bytes) {
    long h = 0xcbf29ce484222325L;
    for (int i = bytes.offset, end = bytes.offset + bytes.length; i < end; i++) {
      h ^= bytes.bytes[i] & 0xff;
      h *= 0x100000001b3L;
    }
    return mix(h ^ bytes.length);
  }

  /**
   * Hash of an int sequence (used for in-memory vectors of term ids and counts): the pairs {@code
   * (a[i], b[i])} for {@code i} in {@code [from, to)}, in that order.
   *
   * @param a the first array, typically the term ids
   * @param from the first index hashed, inclusive
   * @param to the index after the last one hashed, exclusive
   * @param b the second array, parallel to {@code a}, typically the counts
   * @return the 64-bit hash; equal sequences give equal hashes, in every JVM and run
   */
  public static long of(int[] a, int from, int to, int[] b) {
    long h = 0xcbf29ce484222325L;
    for (int i = from; i < to; i++) {
      h = (h ^ a[i]) * 0x100000001b3L;
      h = (h ^ b[i]) * 0x100000001b3L;
    }
    return mix(h ^ (to - from));
  }

  private static long mix(long z) {
    z = (z ^ (z >>> 33)) * 0xff51afd7ed558ccdL;
    z = (z ^ (z >>> 33)) * 0xc4ceb9fe1a85ec53L;
    return z ^ (z >>> 33);
  }
}
