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

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.carrotsearch.randomizedtesting.jupiter.Randomized;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/**
 * Records cut out of WARC streams with bad records among good ones, against what the stream was
 * made of: every good record is framed, at its offset and with its block byte for byte, in order;
 * every bad one is reported at its offset and framed never; nothing else is framed. Bad records of
 * every kind (cut short, a length too small or too large, a header that is garbage or without a
 * length) and damaged gzip members, at random places in streams of random records, plain and a gzip
 * member per record; and with the bytes kept of a block smaller than the records a bad length
 * swallows, nothing is framed that was not a record.
 */
@Randomized
class WarcRecordsTest {
  /** A block: letters, spaces and line ends (not at its end), never a record header. */
  private static byte[] block(Random random) {
    int n = random.nextInt(8) == 0 ? 0 : 1 + random.nextInt(random.nextBoolean() ? 50 : 3000);
    byte[] b = new byte[n];
    for (int i = 0; i < n; i++) {
      int c = random.nextInt(30);
      b[i] = (byte) (c < 26 ? 'a' + c : c < 28 ? ' ' : c == 28 ? '\r' : '\n');
    }
    if (n > 0) {
      b[n - 1] = '.';
    }
    return b;
  }

  private static byte[] ascii(String s) {
    return s.getBytes(StandardCharsets.US_ASCII);
  }

  /** A record of {@code block}, its header giving {@code length}, with or without its trailer. */
  private static byte[] record(int n, byte[] block, String length, boolean trailer) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    out.writeBytes(
        ascii(
            "WARC/1."
                + (n % 2)
                + "\r\nWARC-Type: resource\r\nWARC-Record-ID: <urn:uuid:"
                + n
                + ">\r\n"
                + (length == null ? "" : "Content-Length: " + length + "\r\n")
                + "Content-Type: text/plain\r\n\r\n"));
    out.writeBytes(block);
    if (trailer) {
      out.writeBytes(ascii("\r\n\r\n"));
    }
    return out.toByteArray();
  }

  /** A record framed: its offset and its block. */
  private record Framed(long offset, String block) {}

  private static Framed framed(long offset, byte[] block) {
    return new Framed(offset, HexFormat.of().formatHex(block));
  }

  /**
   * What a stream was made of: its bytes, the records that must be framed, the bad ones, whether a
   * bad length swallows records, whether a gzip member is damaged (then what it held is not in the
   * decompressed stream, and the offsets after it are not known beforehand).
   */
  private record Stream(
      byte[] data,
      List<Framed> good,
      Set<Long> bad,
      boolean swallows,
      boolean damagedMember,
      String kinds) {}

  private static final int GOOD = 0;

  /** A record whose length is too large: where it starts, its header's length, its length. */
  private record TooLong(long offset, int headerLength, long length) {}

  /**
   * A stream of random records, some bad (at least 6,000 bytes apart: what a bad length swallows
   * holds no other bad record), plain or a gzip member each.
   */
  private static Stream stream(Random random, boolean gz) throws IOException {
    while (true) {
      Stream s = tryStream(random, gz);
      if (s != null) {
        return s;
      }
    }
  }

  /**
   * {@link #stream}, or null if a length too large happens to end where a record may end (at a
   * blank line, or line ends and a header: then it cannot be told from a good record, and the
   * records it swallowed are lost unreported).
   */
  private static Stream tryStream(Random random, boolean gz) throws IOException {
    ByteArrayOutputStream data = new ByteArrayOutputStream();
    ByteArrayOutputStream plain = new ByteArrayOutputStream();
    List<Framed> good = new ArrayList<>();
    Set<Long> bad = new TreeSet<>();
    List<TooLong> tooLong = new ArrayList<>();
    boolean damagedMember = false;
    StringBuilder kinds = new StringBuilder(); // of the bad records, for messages
    long offset = 0; // in the decompressed stream
    long sinceBad = Long.MAX_VALUE / 2;
    int n = 1 + random.nextInt(40);
    for (int i = 0; i < n; i++) {
      byte[] block = block(random);
      int kind = sinceBad > 6000 && random.nextInt(5) == 0 ? 1 + random.nextInt(gz ? 8 : 6) : GOOD;
      boolean last = i == n - 1;
      byte[] r;
      switch (kind) {
        case 1 -> { // cut short: its block cut in half, no trailer, the next record right after
          byte[] whole = record(i, block, Integer.toString(block.length), false);
          r = java.util.Arrays.copyOf(whole, whole.length - (block.length + 1) / 2);
          if (block.length == 0) {
            kind = GOOD; // nothing to cut: a good record without its trailer
            r = record(i, block, "0", !last);
          } else { // its length is too large for what follows
            tooLong.add(new TooLong(offset, whole.length - block.length, block.length));
          }
        }
        case 2 -> // a length too small
            r =
                block.length == 0
                    ? record(i, block, "x1", true)
                    : record(
                        i,
                        block,
                        Integer.toString(block.length - 1 - random.nextInt(block.length)),
                        true);
        case 3 -> { // a length too large: swallows what follows (or runs past the end)
          long length = block.length + 1 + random.nextInt(5000);
          r = record(i, block, Long.toString(length), true);
          tooLong.add(new TooLong(offset, r.length - block.length - 4, length));
        }
        case 4 -> { // a header that is garbage
          r = record(i, block, Integer.toString(block.length), true);
          for (int k = random.nextInt(8); k < 20; k++) {
            r[k] = '#';
          }
        }
        case 5 -> r = record(i, block, null, true); // no length
        case 6 -> r = record(i, block, "12345678901234567890", true); // not a number
        default ->
            r = record(i, block, Integer.toString(block.length), !last || random.nextBoolean());
      }
      if (kind == GOOD) {
        good.add(framed(offset, block));
        if (random.nextInt(10) == 0 && !last) {
          r = concat(r, ascii("\r\n")); // a line end between records
        }
        sinceBad += r.length;
      } else {
        bad.add(offset);
        sinceBad = 0;
        kinds.append(' ').append(offset).append(':').append(kind);
      }
      byte[] stored = r;
      if (gz) {
        stored = GzipMembersTest.member(random, r);
        damagedMember |= kind >= 7;
        if (kind == 7) { // a gzip member cut short
          stored = java.util.Arrays.copyOf(stored, 1 + random.nextInt(stored.length - 1));
        } else if (kind == 8) { // its header garbage
          stored[random.nextInt(3)] ^= 0x40;
        }
      }
      data.writeBytes(stored);
      plain.writeBytes(r);
      offset += r.length;
    }
    byte[] p = plain.toByteArray();
    for (TooLong t : tooLong) {
      if (mayEnd(p, t)) {
        return null;
      }
    }
    return new Stream(
        data.toByteArray(), good, bad, !tooLong.isEmpty(), damagedMember, kinds.toString());
  }

  /**
   * Whether a record could end where the length of {@code t} says: at a blank line; or at other
   * line ends, or none, then a header or the end, unless its block holds a {@code WARC/x.y} line.
   */
  private static boolean mayEnd(byte[] p, TooLong t) {
    long end = t.offset() + t.headerLength() + t.length();
    if (end > p.length) {
      return false; // cut short
    }
    int e = (int) end;
    int k = e;
    while (k < p.length && k - e < 64 && (p[k] == '\r' || p[k] == '\n')) {
      k++;
    }
    boolean next =
        k == p.length
            || new String(p, k, Math.min(8, p.length - k), StandardCharsets.ISO_8859_1)
                .matches("WARC/\\d\\.\\d.*");
    boolean blank =
        e + 4 <= p.length && new String(p, e, 4, StandardCharsets.ISO_8859_1).equals("\r\n\r\n");
    String kept =
        new String(
            p,
            (int) t.offset() + t.headerLength(),
            e - (int) t.offset() - t.headerLength(),
            StandardCharsets.ISO_8859_1);
    return blank || next && !kept.matches("(?s).*WARC/\\d+\\.\\d+[\r\n].*");
  }

  private static byte[] concat(byte[] a, byte[] b) {
    byte[] c = java.util.Arrays.copyOf(a, a.length + b.length);
    System.arraycopy(b, 0, c, a.length, b.length);
    return c;
  }

  /**
   * Frames {@code data}; returns what was framed, and records the offsets reported in {@code
   * skipped}.
   */
  private static List<Framed> frame(
      Random random, byte[] data, boolean gz, long retain, List<Long> skipped, StringBuilder log)
      throws IOException {
    InputStream in = new ByteArrayInputStream(data);
    if (gz) {
      in = new GzipMembers(in, true);
    }
    List<Framed> out = new ArrayList<>();
    WarcRecords records =
        new WarcRecords(
            new PushbackBytes(in),
            retain,
            new WarcRecords.Problems() {
              @Override
              public void skipped(long offset, String why) {
                skipped.add(offset);
                log.append(offset).append(": ").append(why).append('\n');
              }

              @Override
              public void warning(long offset, String what) {}
            });
    for (WarcRecords.Record r; (r = records.next()) != null; ) {
      ByteArrayOutputStream block = new ByteArrayOutputStream();
      byte[] head = r.head().array();
      block.write(head, r.headerLength, r.retained);
      if (!r.whole() && random.nextBoolean()) {
        block.writeBytes(r.rest().readAllBytes()); // read by the caller, or skipped by end()
      }
      if (records.end(r)) {
        out.add(framed(r.offset, block.toByteArray()));
      }
    }
    return out;
  }

  @Test
  void goodRecordsAreFramedAndBadOnesReported(Random random) throws IOException {
    for (int iter = 0; iter < 300; iter++) {
      boolean gz = random.nextBoolean();
      Stream s = stream(random, gz);
      List<Long> skipped = new ArrayList<>();
      StringBuilder log = new StringBuilder();
      List<Framed> got = frame(random, s.data(), gz, Long.MAX_VALUE, skipped, log);
      String what =
          (gz ? "gz " : "")
              + "bad (offset:kind)"
              + s.kinds()
              + ", reported:\n"
              + log
              + "framed at "
              + got.stream().map(Framed::offset).toList()
              + "\n";
      if (s.damagedMember()) {
        // the blocks, in order; offsets after a damaged member are those of what it gave
        assertEquals(
            s.good().stream().map(Framed::block).toList(),
            got.stream().map(Framed::block).toList(),
            what);
      } else {
        assertEquals(
            s.good().stream().map(Framed::offset).toList(),
            got.stream().map(Framed::offset).toList(),
            what);
        assertEquals(s.good(), got, what);
        for (long b : s.bad()) {
          assertTrue(skipped.contains(b), "bad record at " + b + " reported: " + what);
        }
      }
      assertEquals(s.bad().size(), new TreeSet<>(skipped).size(), what);

      // keeping few bytes of each block: records a bad length swallowed past them may be lost,
      // but nothing that was not a good record is framed
      if (s.swallows()) {
        List<Framed> few =
            frame(
                random, s.data(), gz, random.nextInt(100), new ArrayList<>(), new StringBuilder());
        // (a block is framed whole, or its first bytes if the caller did not read the rest)
        List<String> blocks = s.good().stream().map(Framed::block).toList();
        for (Framed f : few) {
          assertTrue(
              blocks.stream().anyMatch(b -> b.startsWith(f.block())),
              "framed at " + f.offset() + ": " + what);
        }
      }
    }
  }
}
