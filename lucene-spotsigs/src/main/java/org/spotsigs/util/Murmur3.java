package org.spotsigs.util;

/**
 * The 128-bit x64 variant of MurmurHash3 (Austin Appleby's public-domain hash function, the final
 * version of SMHasher's {@code MurmurHash3_x64_128}): the same two longs as Lucene's {@code
 * StringHelper.murmurhash3_x64_128} gives, which the library cannot call because the Lucene
 * Elasticsearch 9.2 ships (10.3.1) does not have it. Stateless and thread-safe.
 */
public final class Murmur3 {
  private static final long C1 = 0x87c37b91114253d5L;
  private static final long C2 = 0x4cf5ad432745937fL;

  private Murmur3() {}

  /**
   * The hash of {@code data[offset, offset + length)} with {@code seed} (taken as an unsigned
   * 32-bit value, as the reference implementation does): {@code {h1, h2}}.
   */
  public static long[] hash128(byte[] data, int offset, int length, int seed) {
    long h1 = seed & 0xFFFFFFFFL;
    long h2 = seed & 0xFFFFFFFFL;
    int blocks = length >>> 4;
    for (int i = 0; i < blocks; i++) {
      int at = offset + (i << 4);
      long k1 = littleEndianLong(data, at);
      long k2 = littleEndianLong(data, at + 8);
      h1 ^= mixK1(k1);
      h1 = Long.rotateLeft(h1, 27);
      h1 += h2;
      h1 = h1 * 5 + 0x52dce729;
      h2 ^= mixK2(k2);
      h2 = Long.rotateLeft(h2, 31);
      h2 += h1;
      h2 = h2 * 5 + 0x38495ab5;
    }
    int tail = offset + (blocks << 4);
    int rest = length & 15;
    long k1 = 0;
    long k2 = 0;
    for (int j = rest - 1; j >= 8; j--) {
      k2 ^= (data[tail + j] & 0xFFL) << ((j - 8) << 3);
    }
    if (rest > 8) {
      h2 ^= mixK2(k2);
    }
    for (int j = Math.min(rest, 8) - 1; j >= 0; j--) {
      k1 ^= (data[tail + j] & 0xFFL) << (j << 3);
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
    for (int j = 7; j >= 0; j--) {
      v = (v << 8) | (b[at + j] & 0xFFL);
    }
    return v;
  }
}
