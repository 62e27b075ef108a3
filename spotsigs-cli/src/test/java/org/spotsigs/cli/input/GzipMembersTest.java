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
package org.spotsigs.cli.input;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.carrotsearch.randomizedtesting.jupiter.Randomized;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import java.util.zip.CRC32;
import java.util.zip.Deflater;
import java.util.zip.GZIPInputStream;
import org.junit.jupiter.api.Test;

/**
 * Gzip data read member by member: as the JDK's reader reads it, for members with every optional
 * header field and concatenated; and, skipping damaged members, a member cut short, corrupt or with
 * a header that is garbage costs that member only: the members before and after it are read whole.
 */
@Randomized
class GzipMembersTest {
  /** Data to compress: text that compresses, or random bytes, of any length. */
  private static byte[] data(Random random) {
    int n = random.nextInt(10) == 0 ? 0 : random.nextInt(random.nextBoolean() ? 300 : 40_000);
    byte[] b = new byte[n];
    if (random.nextBoolean()) {
      random.nextBytes(b);
    } else {
      for (int i = 0; i < n; i++) {
        b[i] = (byte) "the cat sat on a mat\r\n".charAt(random.nextInt(22));
      }
    }
    return b;
  }

  /** A gzip member of {@code data}, with optional header fields chosen at random. */
  static byte[] member(Random random, byte[] data) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    int flags = random.nextInt(32); // FTEXT, FHCRC, FEXTRA, FNAME, FCOMMENT
    out.writeBytes(new byte[] {0x1f, (byte) 0x8b, 8, (byte) flags});
    for (int i = 0; i < 6; i++) {
      out.write(random.nextInt(256)); // mtime, xfl, os
    }
    if ((flags & 4) != 0) {
      int xlen = random.nextInt(20);
      out.write(xlen);
      out.write(0);
      for (int i = 0; i < xlen; i++) {
        out.write(random.nextInt(256));
      }
    }
    for (int flag : new int[] {8, 16}) {
      if ((flags & flag) != 0) {
        for (int i = random.nextInt(12); i > 0; i--) {
          out.write('a' + random.nextInt(26));
        }
        out.write(0);
      }
    }
    if ((flags & 2) != 0) {
      CRC32 crc = new CRC32();
      crc.update(out.toByteArray());
      out.write((int) crc.getValue() & 0xff);
      out.write((int) (crc.getValue() >>> 8) & 0xff);
    }
    Deflater deflater = new Deflater(random.nextInt(10), true);
    deflater.setInput(data);
    deflater.finish();
    byte[] buf = new byte[8192];
    while (!deflater.finished()) {
      out.write(buf, 0, deflater.deflate(buf));
    }
    deflater.end();
    CRC32 crc = new CRC32();
    crc.update(data);
    for (long v : new long[] {crc.getValue(), data.length}) {
      for (int i = 0; i < 4; i++) {
        out.write((int) (v >>> (8 * i)) & 0xff);
      }
    }
    return out.toByteArray();
  }

  /** Reads {@code in} to its end in reads of random sizes. */
  private static byte[] readAll(Random random, InputStream in) throws IOException {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    byte[] buf = new byte[1 + random.nextInt(70_000)];
    for (int n; (n = in.read(buf, 0, 1 + random.nextInt(buf.length))) >= 0; ) {
      out.write(buf, 0, n);
    }
    return out.toByteArray();
  }

  @Test
  void membersAreReadAsTheJdkReadsThem(Random random) throws IOException {
    for (int iter = 0; iter < 100; iter++) {
      ByteArrayOutputStream file = new ByteArrayOutputStream();
      for (int m = 1 + random.nextInt(5); m > 0; m--) {
        file.writeBytes(member(random, data(random)));
      }
      byte[] gz = file.toByteArray();
      byte[] expected = new GZIPInputStream(new ByteArrayInputStream(gz)).readAllBytes();
      for (boolean skipDamaged : new boolean[] {false, true}) {
        try (GzipMembers in = new GzipMembers(new ByteArrayInputStream(gz), skipDamaged)) {
          assertArrayEquals(expected, readAll(random, in));
        }
      }
    }
  }

  /** Whether the JDK's reader reads {@code changed} as {@code member} without complaint. */
  private static boolean readsAsBefore(byte[] changed, byte[] member) {
    try {
      return Arrays.equals(
          new GZIPInputStream(new ByteArrayInputStream(changed)).readAllBytes(),
          new GZIPInputStream(new ByteArrayInputStream(member)).readAllBytes());
    } catch (IOException e) {
      return false;
    }
  }

  /** The length of the header of the member {@code m} (its optional fields read). */
  private static int headerLength(byte[] m) {
    int flags = m[3];
    int i = 10;
    if ((flags & 4) != 0) {
      i += 2 + (m[10] & 0xff);
    }
    for (int flag : new int[] {8, 16}) {
      if ((flags & flag) != 0) {
        while (m[i++] != 0) {
          // the name or comment
        }
      }
    }
    return i + ((flags & 2) != 0 ? 2 : 0);
  }

  /** Member {@code member} damaged as {@code kind} says. */
  private static byte[] damage(Random random, byte[] member, int kind) {
    byte[] m = member.clone();
    return switch (kind) {
      case 0 -> Arrays.copyOf(m, 1 + random.nextInt(m.length - 1)); // cut short
      case 1 -> { // a byte changed past the header (the deflate data or the trailer) so that the
        // member is damaged (not only unused bits of the last deflate byte)
        int header = headerLength(m);
        do {
          m = member.clone();
          int i = m.length - 1 - random.nextInt(Math.min(m.length - header, 2000));
          m[i] ^= (byte) (1 + random.nextInt(255));
        } while (readsAsBefore(m, member));
        yield m;
      }
      default -> { // a header that is garbage
        m[random.nextInt(3)] ^= (byte) (1 + random.nextInt(255));
        yield m;
      }
    };
  }

  @Test
  void aDamagedMemberCostsThatMemberOnly(Random random) throws IOException {
    for (int iter = 0; iter < 150; iter++) {
      int members = 2 + random.nextInt(6);
      int k = random.nextInt(members);
      int kind = random.nextInt(3);
      ByteArrayOutputStream file = new ByteArrayOutputStream();
      ByteArrayOutputStream before = new ByteArrayOutputStream();
      ByteArrayOutputStream after = new ByteArrayOutputStream();
      for (int i = 0; i < members; i++) {
        byte[] data = data(random);
        if (i == k && data.length == 0) {
          data = new byte[] {'x'};
        }
        byte[] member = member(random, data);
        file.writeBytes(i == k ? damage(random, member, kind) : member);
        (i < k ? before : after).writeBytes(i == k ? new byte[0] : data);
      }
      byte[] gz = file.toByteArray();
      String what = "member " + k + " of " + members + ", damage " + kind;

      // skipping damage: what comes before the first report starts with the members before the
      // damaged one (then maybe some of its bytes); what comes after the last is the members after
      List<byte[]> segments = new ArrayList<>();
      ByteArrayOutputStream segment = new ByteArrayOutputStream();
      int reports = 0;
      try (GzipMembers in = new GzipMembers(new ByteArrayInputStream(gz), true)) {
        byte[] buf = new byte[1 + random.nextInt(5000)];
        while (true) {
          int n;
          try {
            n = in.read(buf, 0, buf.length);
          } catch (GzipMembers.Damaged d) {
            reports++;
            segments.add(segment.toByteArray());
            segment.reset();
            continue;
          }
          if (n < 0) {
            break;
          }
          segment.write(buf, 0, n);
        }
      }
      segments.add(segment.toByteArray());
      assertTrue(reports >= 1, what);
      byte[] first = segments.get(0);
      assertArrayEquals(
          before.toByteArray(), Arrays.copyOf(first, Math.min(first.length, before.size())), what);
      assertArrayEquals(after.toByteArray(), segments.get(segments.size() - 1), what);

      // strictly, the damage ends the data, after the members before it
      ByteArrayOutputStream strict = new ByteArrayOutputStream();
      IOException e =
          assertThrows(
              IOException.class,
              () -> {
                try (GzipMembers in = new GzipMembers(new ByteArrayInputStream(gz), false)) {
                  byte[] buf = new byte[4096];
                  for (int n; (n = in.read(buf, 0, buf.length)) >= 0; ) {
                    strict.write(buf, 0, n);
                  }
                }
              },
              what);
      assertEquals(false, e instanceof GzipMembers.Damaged, what);
      byte[] s = strict.toByteArray();
      assertArrayEquals(
          before.toByteArray(), Arrays.copyOf(s, Math.min(s.length, before.size())), what);
      if (kind == 0 && k == members - 1) {
        assertTrue(e instanceof EOFException, what + ": " + e);
      }
    }
  }
}
