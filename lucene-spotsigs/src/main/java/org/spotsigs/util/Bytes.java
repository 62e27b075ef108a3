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

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;

/**
 * Byte arrays read eight bytes at a time: the quick compiler (C1), which runs most command-line
 * jobs, compiles a loop over single bytes as it is written, one load and test per byte, so the
 * scans that pass over every byte of a corpus read a {@code long} at a time instead.
 */
public final class Bytes {
  private static final VarHandle LONGS =
      MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);

  /** The low bit of each of eight bytes. */
  private static final long LOW_BITS = 0x0101010101010101L;

  /** The high bit of each of eight bytes (a byte with it set is not ASCII). */
  public static final long HIGH_BITS = 0x8080808080808080L;

  private Bytes() {}

  /**
   * The eight bytes {@code b[i, i + 8)} as a little-endian {@code long}.
   *
   * @param b the bytes
   * @param i the index of the first of the eight bytes; {@code i + 8 <= b.length}
   * @return the eight bytes, {@code b[i]} in the lowest byte
   */
  public static long longAt(byte[] b, int i) {
    return (long) LONGS.get(b, i);
  }

  /**
   * The first index of {@code value} in {@code b[from, to)}, or -1.
   *
   * @param b the bytes to search
   * @param from the first index searched, inclusive
   * @param to the end of the search, exclusive; at most {@code b.length}
   * @param value the byte to find
   * @return the first index {@code i} in {@code [from, to)} with {@code b[i] == value}, or -1 if
   *     there is none
   */
  public static int indexOf(byte[] b, int from, int to, byte value) {
    long pattern = (value & 0xFFL) * LOW_BITS;
    int i = from;
    for (; i + 8 <= to; i += 8) {
      long x = longAt(b, i) ^ pattern; // a zero byte where b has value
      if (((x - LOW_BITS) & ~x & HIGH_BITS) != 0) {
        break; // it is among these eight
      }
    }
    for (; i < to; i++) {
      if (b[i] == value) {
        return i;
      }
    }
    return -1;
  }

  /**
   * The first index in {@code b[from, to)} of {@code value} or {@code other}, or {@code to} if
   * neither is there (the end of a line: a line feed or a carriage return).
   *
   * @param b the bytes to search
   * @param from the first index searched, inclusive
   * @param to the end of the search, exclusive; at most {@code b.length}
   * @param value one byte to find, e.g. {@code '\n'}
   * @param other the other byte to find, e.g. {@code '\r'}
   * @return the first index {@code i} in {@code [from, to)} where {@code b[i]} is {@code value} or
   *     {@code other}, or {@code to} if there is none
   */
  public static int indexOfEither(byte[] b, int from, int to, byte value, byte other) {
    long p = (value & 0xFFL) * LOW_BITS;
    long q = (other & 0xFFL) * LOW_BITS;
    int i = from;
    for (; i + 8 <= to; i += 8) {
      long w = longAt(b, i);
      long x = w ^ p; // a zero byte where b has value
      long y = w ^ q; // a zero byte where b has other
      long found = ((x - LOW_BITS) & ~x | (y - LOW_BITS) & ~y) & HIGH_BITS;
      if (found != 0) {
        // the lowest flagged byte is a match (a borrow can flag bytes above one, never below)
        return i + (Long.numberOfTrailingZeros(found) >>> 3);
      }
    }
    for (; i < to; i++) {
      if (b[i] == value || b[i] == other) {
        return i;
      }
    }
    return to;
  }
}
