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
package org.spotsigs.util;

/**
 * The 128-bit MurmurHash3 of bytes (Austin Appleby's MurmurHash3_x64_128, public domain), as Lucene
 * 10.5's {@code StringHelper.murmurhash3_x64_128} computes it for a non-negative seed. The library
 * keeps its own because the Lucene that Elasticsearch 9.2 ships (10.3) has no 128-bit variant, and
 * a text fingerprint must be the same term on every engine.
 *
 * <p>Internal to the library: its API may change in any release.
 */
public final class Murmur3 {
  private static final long C1 = 0x87c37b91114253d5L;
  private static final long C2 = 0x4cf5ad432745937fL;

  private Murmur3() {}

  /**
   * The hash of {@code bytes[offset, offset + length)}: two longs, {h1, h2}.
   *
   * @param bytes the bytes to hash
   * @param offset the index of the first byte hashed
   * @param length the number of bytes hashed
   * @param seed the seed, read as an unsigned 32-bit value
   * @return a new array of the two 64-bit halves of the hash, {@code {h1, h2}}
   */
  public static long[] hash128(byte[] bytes, int offset, int length, int seed) {
    long h1 = seed & 0xFFFFFFFFL;
    long h2 = seed & 0xFFFFFFFFL;
    int blocks = length >>> 4;
    for (int b = 0; b < blocks; b++) {
      int at = offset + (b << 4);
      long k1 = littleEndianLong(bytes, at);
      long k2 = littleEndianLong(bytes, at + 8);
      h1 ^= mixK1(k1);
      h1 = Long.rotateLeft(h1, 27) + h2;
      h1 = h1 * 5 + 0x52dce729;
      h2 ^= mixK2(k2);
      h2 = Long.rotateLeft(h2, 31) + h1;
      h2 = h2 * 5 + 0x38495ab5;
    }
    int tail = offset + (blocks << 4);
    int rest = length & 15;
    long k1 = 0;
    long k2 = 0;
    for (int i = rest - 1; i >= 8; i--) {
      k2 ^= (bytes[tail + i] & 0xFFL) << ((i - 8) * 8);
    }
    if (rest > 8) {
      h2 ^= mixK2(k2);
    }
    for (int i = Math.min(rest, 8) - 1; i >= 0; i--) {
      k1 ^= (bytes[tail + i] & 0xFFL) << (i * 8);
    }
    if (rest > 0) {
      h1 ^= mixK1(k1);
    }
    h1 ^= length;
    h2 ^= length;
    h1 += h2;
    h2 += h1;
    h1 = fmix64(h1);
    h2 = fmix64(h2);
    h1 += h2;
    h2 += h1;
    return new long[] {h1, h2};
  }

  private static long mixK1(long k1) {
    return Long.rotateLeft(k1 * C1, 31) * C2;
  }

  private static long mixK2(long k2) {
    return Long.rotateLeft(k2 * C2, 33) * C1;
  }

  private static long fmix64(long k) {
    k ^= k >>> 33;
    k *= 0xff51afd7ed558ccdL;
    k ^= k >>> 33;
    k *= 0xc4ceb9fe1a85ec53L;
    k ^= k >>> 33;
    return k;
  }

  private static long littleEndianLong(byte[] b, int at) {
    long v = 0;
    for (int i = 7; i >= 0; i--) {
      v = (v << 8) | (b[at + i] & 0xFFL);
    }
    return v;
  }
}
