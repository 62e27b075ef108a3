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

import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.util.Arrays;

/**
 * Cuts a WARC stream (decompressed) into records, and finds the next record after one that cannot
 * be read, so that one bad record costs that record only.
 *
 * <p>A record is a header (a {@code WARC/1.0} line, named fields, a blank line) that gives the
 * length of the block that follows ({@code Content-Length}), then the block, then a blank line
 * ({@code CR LF CR LF}). Other line ends before the next header, or none, or the end of the data,
 * are taken with a warning, as jwarc takes them, unless the block holds a {@code WARC/x.y} line
 * (then its length swallowed a record). Line ends between records are passed over. A record that
 * does not end so (a length too small or too large, a record cut short, a header without a length)
 * is reported and skipped, and the next record is looked for in its block (a length too large
 * swallows the records after it: they are found there again) and after it: the next {@code
 * WARC/x.y} line whose header is complete and gives a length. Bytes that are not a record are
 * reported and passed over. The first {@code retain} bytes of each block are kept for that search;
 * the bytes past them of a block whose record turns out bad are lost with it (the report says so).
 *
 * <p>A gzip member that cannot be decompressed ({@link GzipMembers} with {@code skipDamaged}) is
 * reported; the record it cuts is skipped, and the search goes on after it.
 *
 * <p>Each case of damage it reads is in the bad-input table of docs/CLI.md. A header is read by
 * {@link WarcHeader}.
 */
final class WarcRecords {
  /** Where problems are reported: the offset of what is skipped, and why. */
  interface Problems {
    void skipped(long offset, String why);

    void warning(long offset, String what);
  }

  private final PushbackBytes in;
  private final long retain;
  private final Problems problems;

  /** The current record's header and the first bytes of its block. */
  private byte[] bytes = new byte[1 << 14];

  /**
   * After a record reported bad: the bytes up to the next record are part of it, not reported
   * again.
   */
  private boolean resyncing;

  /** A damaged gzip member already reported as what cut a record (not reported again). */
  private GzipMembers.Damaged attributed;

  /** Where a record header cut by a break starts (the break is reported there), or -1. */
  private long cutHeader = -1;

  /** A record framed: its header and the first bytes of its block are read, the rest is not. */
  final class Record {
    final long offset;
    final int headerLength;
    final long contentLength;
    final int retained;
    private long rest;

    /** The last bytes read past {@link #head()}, and whether a {@code WARC/x.y} line was seen. */
    private final byte[] tail = new byte[32];

    private int tailLength;
    private boolean sawVersionLine;

    Record(long offset, int headerLength, long contentLength, int retained) {
      this.offset = offset;
      this.headerLength = headerLength;
      this.contentLength = contentLength;
      this.retained = retained;
      this.rest = contentLength - retained;
    }

    /** Whether the whole block is in {@link #head()}. */
    boolean whole() {
      return rest == 0 && retained == contentLength;
    }

    /**
     * The header and the block's first bytes (all of it if {@link #whole()}); not to be changed.
     */
    ByteBuffer head() {
      return ByteBuffer.wrap(bytes, 0, headerLength + retained);
    }

    /** A copy of {@link #head()}, for a reader that writes into its buffer. */
    ByteBuffer headCopy() {
      return ByteBuffer.wrap(Arrays.copyOf(bytes, headerLength + retained));
    }

    /** The rest of the block, after {@link #head()}; it ends early at the end or a break. */
    InputStream rest() {
      return new BulkInputStream() {
        @Override
        public int read(byte[] b, int off, int len) throws IOException {
          if (rest == 0) {
            return -1;
          }
          int n = in.read(b, off, (int) Math.min(len, rest));
          if (n > 0) {
            rest -= n;
            look(b, off, n);
          }
          return n;
        }
      };
    }

    /** Reads and passes over the rest of the block; false if the data ends or breaks first. */
    boolean skipRest() throws IOException {
      byte[] buf = new byte[(int) Math.min(rest, 1 << 16)];
      while (rest > 0) {
        int n = in.read(buf, 0, (int) Math.min(buf.length, rest));
        if (n < 0) {
          return false;
        }
        rest -= n;
        look(buf, 0, n);
      }
      return true;
    }

    /**
     * Looks for a {@code WARC/x.y} line in {@code b[off, off + n)}, read after the bytes before.
     */
    private void look(byte[] b, int off, int n) {
      if (sawVersionLine) {
        return;
      }
      // the bytes before and the first of these (a line across the two reads), then these
      int first = Math.min(n, tail.length);
      byte[] edge = Arrays.copyOf(tail, tailLength + first);
      System.arraycopy(b, off, edge, tailLength, first);
      sawVersionLine =
          WarcHeader.versionLineIn(edge, 0, edge.length)
              || WarcHeader.versionLineIn(b, off, off + n);
      int keep = Math.min(tail.length, edge.length);
      if (n >= keep) {
        System.arraycopy(b, off + n - keep, tail, 0, keep);
      } else {
        System.arraycopy(edge, edge.length - keep, tail, 0, keep);
      }
      tailLength = keep;
    }
  }

  /**
   * @param in the decompressed WARC data
   * @param retain the most bytes of a block kept to look for records in it if it turns out bad
   */
  WarcRecords(PushbackBytes in, long retain, Problems problems) {
    this.in = in;
    this.retain = Math.max(0, Math.min(retain, DocumentLimit.ARRAY_MAX - WarcHeader.MAX_HEADER));
    this.problems = problems;
  }

  /**
   * The next record whose header could be read, or null at the end of the data; what is passed over
   * on the way is reported. Call {@link #end} when done with it.
   */
  Record next() throws IOException {
    while (true) {
      long start = in.offset();
      if (in.peek(0) < 0) {
        PushbackBytes.Gap gap = in.gap();
        if (gap == null) {
          return null;
        }
        in.clearGap();
        // (a damaged member whose bytes were passed over after a record reported bad, looking for
        // the next record, was what made that record bad: it is not reported again)
        if (gap.damaged() != null
            && gap.damaged() != attributed
            && (cutHeader >= 0 || !(resyncing && gap.damaged().partial))) {
          problems.skipped(
              cutHeader >= 0 ? cutHeader : start,
              damaged(gap.damaged()) + "; the records in it are lost");
        } // a hole: the bytes lost were reported with the record that held them
        cutHeader = -1;
        continue;
      }
      if (in.peek(0) == '\r' || in.peek(0) == '\n') {
        in.skipAhead(1); // line ends between records are not records
        continue;
      }
      WarcHeader h = WarcHeader.peek(in);
      if (h == null) {
        skipToRecord(start);
        continue;
      }
      if (h.failure() != null) {
        if (h.broken()) {
          cutHeader = start; // the break is reported when it is reached, as starting here
        } else if (!resyncing) {
          problems.skipped(start, h.failure());
        }
        resyncing = true;
        in.skipAhead(1); // the next record is looked for after this one's first byte
        continue;
      }
      Record r = read(start, h);
      if (r != null) {
        resyncing = false;
        return r;
      }
    }
  }

  /**
   * Reads the header and the block's first bytes of the record at {@code start}; null if the data
   * ends or breaks in them (reported, and the next record looked for in them).
   */
  private Record read(long start, WarcHeader h) throws IOException {
    int retained = (int) Math.min(h.contentLength(), retain);
    readFully(0, h.length()); // (peeked: all there)
    int got = readFully(h.length(), retained);
    Record r = new Record(start, h.length(), h.contentLength(), got);
    if (got < retained) {
      fail(r, cutShort(r, got));
      return null;
    }
    resyncing = false;
    return r;
  }

  /**
   * Reads up to {@code n} bytes into {@code bytes[at, at + n)}, growing it as they come (not to a
   * length a header says); returns how many.
   */
  private int readFully(int at, int n) throws IOException {
    int done = 0;
    while (done < n) {
      if (bytes.length == at + done) {
        bytes = Arrays.copyOf(bytes, (int) Math.min((long) at + n, 2L * bytes.length));
      }
      int k = in.read(bytes, at + done, Math.min(n - done, bytes.length - at - done));
      if (k < 0) {
        break;
      }
      done += k;
    }
    return done;
  }

  /**
   * Finishes {@code r}: reads the rest of its block and checks that the record ends there. True if
   * it does; false if it does not (reported, and the next record looked for in its block).
   */
  boolean end(Record r) throws IOException {
    if (!r.skipRest()) {
      fail(r, cutShort(r, r.contentLength - r.rest));
      return false;
    }
    int t = 0;
    boolean blank =
        in.peek(0) == '\r' && in.peek(1) == '\n' && in.peek(2) == '\r' && in.peek(3) == '\n';
    if (blank) {
      t = 4;
    } else {
      while (t < 64 && (in.peek(t) == '\r' || in.peek(t) == '\n')) {
        t++;
      }
    }
    PushbackBytes.Gap after = in.peek(t) < 0 ? in.breakAhead() : null;
    if (after != null && after.damaged() != null && after.damaged().partial) {
      // the gzip member that held the record is checked (its CRC-32) once the data after it is
      // read: damaged (and its bytes end here), it held this record
      attributed = after.damaged();
      fail(r, "cut by a " + damaged(after.damaged()));
      return false;
    }
    boolean hole = after != null && after.damaged() == null;
    if (!blank) {
      if (hole || in.peek(t) >= 0 && !WarcHeader.versionLineAt(in, t) || holdsHeader(r)) {
        fail(
            r,
            hole
                ? "cut short: the data breaks after its block"
                : "the record does not end where its Content-Length of "
                    + r.contentLength
                    + " says (no blank line after its block): the length is wrong");
        return false;
      }
      problems.warning(
          r.offset, "invalid record trailer (" + t + " line-end bytes, not CR LF CR LF)");
    }
    in.skipAhead(t);
    return true;
  }

  /**
   * Whether {@code r}'s block holds a {@code WARC/x.y} line: a block not followed by a blank line
   * is then a length too large (it swallowed a record), not a record whose writer left the blank
   * line out.
   */
  private boolean holdsHeader(Record r) {
    return r.sawVersionLine
        || WarcHeader.versionLineIn(bytes, r.headerLength, r.headerLength + r.retained);
  }

  /** Why {@code r}, of which {@code got} block bytes were read, could not be read whole. */
  private String cutShort(Record r, long got) {
    PushbackBytes.Gap gap = in.gap();
    if (gap != null && gap.damaged() != null) {
      return "cut by a " + damaged(gap.damaged());
    }
    if (gap != null) {
      return "cut short: the data breaks after " + got + " of its " + r.contentLength + " bytes";
    }
    return "truncated record: the data ends after "
        + got
        + " of the "
        + r.contentLength
        + " bytes its Content-Length says";
  }

  /**
   * Reports {@code r} skipped, and gives its block back to be searched for the next record (the
   * data breaks after it if part of the block was not kept, or a break cut it).
   */
  private void fail(Record r, String why) {
    long lost = r.contentLength - r.retained - r.rest;
    if (!r.whole() && lost > 0) {
      why +=
          "; the " + lost + " bytes of its block past the first " + r.retained + " are passed over";
    }
    problems.skipped(r.offset, why);
    resyncing = true;
    boolean broken = in.gap() != null;
    in.clearGap();
    in.unread(bytes, r.headerLength, r.retained, r.offset + r.headerLength, broken);
  }

  private static String damaged(GzipMembers.Damaged d) {
    return "damaged gzip member (at byte "
        + d.memberStart
        + " of the file: "
        + d.getMessage()
        + (d.truncated ? "" : "; read on from the next member")
        + ")";
  }

  /**
   * Passes over bytes that are not a record up to the next record header (or the end, or a break),
   * reporting them unless they are part of a record reported bad.
   */
  private void skipToRecord(long start) throws IOException {
    long n = 0;
    boolean found = false;
    while (in.peek(0) >= 0) {
      if (in.peek(0) == 'W' && WarcHeader.peek(in) instanceof WarcHeader h && h.failure() == null) {
        found = true;
        break;
      }
      in.skipAhead(1);
      n++;
    }
    if (!resyncing) {
      problems.skipped(
          start,
          "not a WARC record: "
              + n
              + " bytes up to "
              + (found
                  ? "the next record header at offset " + in.offset()
                  : in.gap() != null ? "a break in the data" : "the end of the data"));
    }
    resyncing = !found;
  }
}
