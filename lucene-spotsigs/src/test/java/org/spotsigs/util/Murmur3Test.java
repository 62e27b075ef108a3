package org.spotsigs.util;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;

import com.carrotsearch.randomizedtesting.jupiter.Randomized;
import java.lang.reflect.Method;
import java.util.Random;
import org.apache.lucene.util.StringHelper;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;

/**
 * {@link Murmur3} against Lucene's {@code StringHelper.murmurhash3_x64_128}, where the Lucene on
 * the class path has it (the library's own build; not the 10.3.1 of lucene-spotsigs-compat, which
 * is why the library has its own).
 */
@Randomized
class Murmur3Test {
  /** Lucene's implementation, or null when this Lucene has none. */
  private static Method lucene() {
    try {
      return StringHelper.class.getMethod(
          "murmurhash3_x64_128", byte[].class, int.class, int.class, int.class);
    } catch (NoSuchMethodException e) {
      return null;
    }
  }

  @Test
  void sameAsLucenesOnRandomBytesOffsetsLengthsAndSeeds(Random random) throws Exception {
    Method lucene = lucene();
    Assumptions.assumeTrue(lucene != null, "this Lucene has no murmurhash3_x64_128");
    for (int iter = 0; iter < 20_000; iter++) {
      byte[] b = new byte[random.nextInt(100)];
      random.nextBytes(b);
      int offset = b.length == 0 ? 0 : random.nextInt(b.length + 1);
      int length = random.nextInt(b.length - offset + 1);
      int seed = random.nextInt(4) == 0 ? 0 : random.nextInt();
      long[] expected = (long[]) lucene.invoke(null, b, offset, length, seed);
      assertArrayEquals(
          expected,
          Murmur3.hash128(b, offset, length, seed),
          "length " + length + ", seed " + seed);
    }
  }
}
