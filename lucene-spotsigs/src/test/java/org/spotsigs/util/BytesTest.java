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

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.carrotsearch.randomizedtesting.jupiter.Randomized;
import java.util.Arrays;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** Eight bytes at a time against one byte at a time. */
@Randomized
class BytesTest {

  /**
   * The first index of a byte value at every position, range and alignment, between bytes that a
   * word-at-a-time test could mistake for it (its neighbours, 0x80, 0xFF).
   */
  @Test
  void indexOfIsTheFirstOccurrence(Random random) {
    for (int iter = 0; iter < 20_000; iter++) {
      byte value = random.nextBoolean() ? 0 : (byte) random.nextInt(256);
      byte[] tricky = {
        (byte) (value + 1),
        (byte) (value - 1),
        (byte) 0x80,
        (byte) 0xFF,
        1,
        'a',
        (byte) (value ^ 0x80)
      };
      byte[] b = planted(random, tricky, 2, value);
      int from = random.nextInt(b.length + 1);
      int to = from + random.nextInt(b.length - from + 1);
      int expected = -1;
      for (int k = from; k < to; k++) {
        if (b[k] == value) {
          expected = k;
          break;
        }
      }
      assertEquals(
          expected,
          Bytes.indexOf(b, from, to, value),
          Arrays.toString(b) + " [" + from + ", " + to + ") " + value);
    }
  }

  /**
   * The first index of either of two byte values (as a line ends: at a line feed or a carriage
   * return, or at any other pair), between bytes a word-at-a-time test could mistake for them.
   */
  @Test
  void indexOfEitherIsTheFirstOccurrenceOfEither(Random random) {
    for (int iter = 0; iter < 20_000; iter++) {
      byte value = random.nextBoolean() ? (byte) '\n' : (byte) random.nextInt(256);
      byte other = random.nextBoolean() ? (byte) '\r' : (byte) random.nextInt(256);
      byte[] tricky = {
        (byte) (value + 1),
        (byte) (value - 1),
        (byte) (other + 1),
        (byte) (other - 1),
        (byte) 0x80,
        (byte) 0xFF,
        0,
        'a',
        (byte) (value ^ 0x80)
      };
      byte[] b = planted(random, tricky, 3, value, other);
      int from = random.nextInt(b.length + 1);
      int to = from + random.nextInt(b.length - from + 1);
      int expected = to;
      for (int k = from; k < to; k++) {
        if (b[k] == value || b[k] == other) {
          expected = k;
          break;
        }
      }
      assertEquals(
          expected,
          Bytes.indexOfEither(b, from, to, value, other),
          Arrays.toString(b) + " [" + from + ", " + to + ") " + value + " " + other);
    }
  }

  @Test
  void longAtIsLittleEndian(Random random) {
    byte[] b = new byte[16];
    random.nextBytes(b);
    int i = random.nextInt(9);
    long expected = 0;
    for (int k = 7; k >= 0; k--) {
      expected = expected << 8 | (b[i + k] & 0xFF);
    }
    assertEquals(expected, Bytes.longAt(b, i));
  }

  /**
   * Up to 39 bytes drawn from {@code tricky}, with up to {@code maxHits} of them replaced by one of
   * {@code values}.
   */
  private static byte[] planted(Random random, byte[] tricky, int maxHits, byte... values) {
    byte[] b = new byte[random.nextInt(40)];
    for (int k = 0; k < b.length; k++) {
      b[k] = tricky[random.nextInt(tricky.length)];
    }
    for (int hits = random.nextInt(maxHits + 1); hits > 0 && b.length > 0; hits--) {
      b[random.nextInt(b.length)] = values[random.nextInt(values.length)];
    }
    return b;
  }
}
