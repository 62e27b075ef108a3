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

import static org.junit.jupiter.api.Assertions.assertArrayEquals;

import com.carrotsearch.randomizedtesting.jupiter.Randomized;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.util.Random;
import org.apache.lucene.util.StringHelper;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;

/**
 * The library's 128-bit MurmurHash3 against Lucene's, where the Lucene on the class path has one
 * (10.5 does, the 10.3 that Elasticsearch ships does not): every length of every block remainder,
 * offsets inside larger arrays, random seeds that are not negative.
 */
@Randomized
class Murmur3Test {

  @Test
  void theHashIsLucenes(Random random) throws Throwable {
    MethodHandle lucene;
    try {
      lucene =
          MethodHandles.publicLookup()
              .findStatic(
                  StringHelper.class,
                  "murmurhash3_x64_128",
                  MethodType.methodType(
                      long[].class, byte[].class, int.class, int.class, int.class));
    } catch (NoSuchMethodException e) {
      Assumptions.abort("this Lucene has no 128-bit MurmurHash3 to compare with");
      return;
    }
    for (int iter = 0; iter < 2000; iter++) {
      int length = random.nextInt(iter < 100 ? 40 : 300);
      int offset = random.nextInt(8);
      byte[] bytes = new byte[offset + length + random.nextInt(8)];
      random.nextBytes(bytes);
      int seed = iter == 0 ? 0x5107_5165 : random.nextInt(Integer.MAX_VALUE);
      long[] expected = (long[]) lucene.invokeExact(bytes, offset, length, seed);
      assertArrayEquals(
          expected,
          Murmur3.hash128(bytes, offset, length, seed),
          "length " + length + ", offset " + offset + ", seed " + seed);
    }
  }
}
