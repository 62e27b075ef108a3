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

import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.util.Arrays;
import java.util.zip.CRC32;
import java.util.zip.DataFormatException;
import java.util.zip.Inflater;

/**
 * Decompresses gzip data (RFC 1952) member after member, as {@code cat a.gz b.gz} makes it,
 * checking each member's CRC-32 and length.
 *
 * <p>Strictly, the first member that cannot be decompressed ends the data with an exception (an
 * {@link EOFException} when the data ends inside a member). With {@code skipDamaged}, it does not:
 * the read that meets the damage throws a {@link Damaged} instead, and the next read goes on at the
 * next member found in the compressed bytes after the damaged member's first byte (three bytes
 * {@code 1F 8B 08} and flags that can start a member, from which some data decompresses; candidates
 * that give nothing are passed over). The search starts inside the damaged member because a member
 * cut short is followed by the next member, which the decompressor took for the rest of the cut
 * one; the compressed bytes of a member are kept for that up to 1 MiB (past that, the search starts
 * where the damage was seen). A WARC file compressed a gzip member per record so loses the records
 * of the damaged member only.
 */
final class GzipMembers extends BulkInputStream {
  /**
   * A member that could not be decompressed; the stream goes on after it (with {@code
   * skipDamaged}).
   */
  static final class Damaged extends IOException {
    /** Where the member starts, and where the damage was seen, in the compressed bytes. */
    final long memberStart;

    final long at;

    /** Whether the member gave some bytes before the damage was seen (they were read). */
    final boolean partial;

    /** Whether the data ended inside the member. */
    final boolean truncated;

    Damaged(String reason, long memberStart, long at, boolean partial, boolean truncated) {
      super(reason);
      this.memberStart = memberStart;
      this.at = at;
      this.partial = partial;
      this.truncated = truncated;
    }
  }

  private static final int FHCRC = 2;
  private static final int FEXTRA = 4;
  private static final int FNAME = 8;
  private static final int FCOMMENT = 16;

  /**
   * With {@code skipDamaged}, the most data of a member held back until the member is checked (its
   * CRC-32 and length): a damaged member up to this size gives nothing, so what a damaged member
   * decompresses to (the next member's bytes taken for the rest of a member cut short, stored data
   * that holds them) is never read; of a longer member, what came before the damage was read.
   * Strictly, data is given as it comes (what came before the damage is read).
   */
  private static final int HOLD = 4 << 20;

  /**
   * The most compressed bytes of a member kept to look for the next member in it if it is damaged.
   */
  private static final int MAX_KEPT = 1 << 20;

  private final InputStream in;
  private final boolean skipDamaged;
  private final Inflater inflater = new Inflater(true);
  private final CRC32 crc = new CRC32();

  /**
   * The compressed bytes; while a member is read (with {@code skipDamaged}), its bytes are kept
   * from its start ({@code mark}), up to {@link #MAX_KEPT}.
   */
  private final ByteWindow w;

  /**
   * The current member's data: {@code out[given, held)} not given yet. It is given once the member
   * is checked ({@code verified}), or, past {@link #HOLD} bytes, as it comes ({@code streaming}).
   */
  private byte[] out = new byte[1 << 16];

  private int given;
  private int held;
  private long memberGiven;
  private boolean verified;
  private boolean streaming;

  private boolean inMember;
  private boolean first = true;
  private long memberStart;
  private long memberOut;

  /** Looking for the next member after damage: nothing has come out of a candidate yet. */
  private boolean searching;

  private boolean closed;

  GzipMembers(InputStream in, boolean skipDamaged) {
    this.in = in;
    this.skipDamaged = skipDamaged;
    this.w = new ByteWindow(in, 1 << 16);
    w.maxKept = MAX_KEPT; // a long member: the search after damage starts where it is seen
  }

  @Override
  public int read(byte[] b, int off, int len) throws IOException {
    if (closed) {
      throw new IOException("stream closed");
    }
    if (len == 0) {
      return 0;
    }
    while (true) {
      if (given < held && (verified || streaming)) {
        int n = Math.min(len, held - given);
        System.arraycopy(out, given, b, off, n);
        given += n;
        memberGiven += n;
        return n;
      }
      if (given == held && (verified || streaming)) {
        given = held = 0; // all given: the buffer is free
        verified = false;
      }
      if (!inMember) {
        streaming = !skipDamaged; // strictly, data is given as it comes
        if (searching && !findCandidate()) {
          return -1;
        }
        if (!startMember()) {
          return -1;
        }
        continue;
      }
      if (held == out.length) {
        if (out.length < HOLD) {
          out = Arrays.copyOf(out, Math.min(HOLD, 2 * out.length));
        } else {
          streaming = true; // too much to hold: given as it comes
          continue;
        }
      }
      int n;
      try {
        inflater.setInput(w.buf, w.pos, w.limit - w.pos);
        n = inflater.inflate(out, held, out.length - held);
        w.pos = w.limit - inflater.getRemaining();
      } catch (DataFormatException e) {
        w.pos = w.limit - inflater.getRemaining();
        damage("invalid deflate data (" + e.getMessage() + ")", false);
        continue;
      }
      if (n > 0) {
        crc.update(out, held, n);
        held += n;
        memberOut += n;
        searching = false; // (a member found again: what it gives is data)
      } else if (inflater.finished()) {
        endMember();
      } else if (inflater.needsDictionary()) {
        damage("a deflate stream with a preset dictionary (not gzip)", false);
      } else if (!w.fill()) {
        damage("the data ends inside a member", true);
      }
    }
  }

  /**
   * Reads a member header at {@code w.pos}; false at the end of the data (between members). A
   * header that cannot be read is damage.
   */
  private boolean startMember() throws IOException {
    if (!w.ensure(1)) {
      if (first) {
        damage("empty data", true);
        return true;
      }
      return false; // the end, between members
    }
    memberStart = w.base + w.pos;
    w.mark = skipDamaged ? w.pos : -1;
    memberOut = 0;
    memberGiven = 0;
    if (!w.ensure(10)) {
      damage("the data ends inside a member header", true);
      return true;
    }
    int flags = w.buf[w.pos + 3] & 0xff;
    if (!isMagic(w.pos) || (flags & 0xe0) != 0) {
      damage(first ? "not gzip data" : "not a gzip member (garbage after the gzip data)", false);
      return true;
    }
    int p = 10;
    if ((flags & FEXTRA) != 0) {
      if (!w.ensure(p + 2)) {
        damage("the data ends inside a member header", true);
        return true;
      }
      int xlen = (w.buf[w.pos + p] & 0xff) | (w.buf[w.pos + p + 1] & 0xff) << 8;
      p += 2 + xlen;
    }
    for (int flag : new int[] {FNAME, FCOMMENT}) {
      if ((flags & flag) != 0) {
        while (true) {
          if (!w.ensure(p + 1)) {
            damage("the data ends inside a member header", true);
            return true;
          }
          if (w.buf[w.pos + p++] == 0) {
            break;
          }
          if (p >= 13 && isMagic(w.pos + p - 3)) {
            return cutHeader();
          }
        }
      }
    }
    if ((flags & FHCRC) != 0) {
      p += 2;
    }
    if (!w.ensure(p)) {
      damage("the data ends inside a member header", true);
      return true;
    }
    for (int i = 1; i + 3 <= p; i++) {
      if (isMagic(w.pos + i)) {
        return cutHeader();
      }
    }
    w.pos += p;
    inflater.reset();
    crc.reset();
    inMember = true;
    first = false;
    return true;
  }

  /**
   * A member header that holds the start of another member (in its time, extra field, name or
   * comment): this member was cut short, and its header runs into the next one.
   */
  private boolean cutHeader() throws IOException {
    damage("a member header cut short (it runs into the next member)", false);
    return true;
  }

  /** The deflate data of a member ended: checks its trailer (CRC-32 and length). */
  private void endMember() throws IOException {
    if (!w.ensure(8)) {
      w.pos = w.limit;
      damage("the data ends inside a member trailer", true);
      return;
    }
    long storedCrc = intAt(w.pos);
    long storedLength = intAt(w.pos + 4);
    if (storedCrc != crc.getValue()) {
      w.pos += 8;
      damage("the CRC-32 of the data does not match the member's", false);
      return;
    }
    if (storedLength != (memberOut & 0xffffffffL)) {
      w.pos += 8;
      damage("the length of the data does not match the member's", false);
      return;
    }
    w.pos += 8;
    inMember = false;
    verified = true;
    w.mark = -1;
  }

  /** Whether {@code w.buf[i, i + 3)} is {@code 1F 8B 08}, how a member starts. */
  private boolean isMagic(int i) {
    return (w.buf[i] & 0xff) == 0x1f && (w.buf[i + 1] & 0xff) == 0x8b && w.buf[i + 2] == 8;
  }

  private long intAt(int i) {
    return (w.buf[i] & 0xffL)
        | (w.buf[i + 1] & 0xffL) << 8
        | (w.buf[i + 2] & 0xffL) << 16
        | (w.buf[i + 3] & 0xffL) << 24;
  }

  /**
   * The member at {@code memberStart} cannot be decompressed: strictly an exception that ends the
   * data; else, a {@link Damaged} (unless this was a candidate that gave nothing: part of the
   * damage already reported) and the search for the next member, from the damaged member's second
   * byte.
   */
  private void damage(String reason, boolean truncated) throws IOException {
    inMember = false;
    boolean partial = memberGiven > 0; // given before the damage was seen; the rest is dropped
    given = held = 0;
    if (!skipDamaged) {
      String where = " (the member at byte " + memberStart + ")";
      throw truncated ? new EOFException(reason + where) : new IOException(reason + where);
    }
    long at = w.base + w.pos;
    if (w.mark >= 0) {
      w.pos = w.mark + 1;
      w.mark = -1;
    }
    if (searching && memberOut == 0) {
      return;
    }
    searching = true;
    throw new Damaged(reason, memberStart, at, partial, truncated);
  }

  /**
   * Moves {@code w.pos} to the next place in the compressed bytes that can start a member; false if
   * there is none before the end.
   */
  private boolean findCandidate() throws IOException {
    while (true) {
      if (!w.ensure(4)) {
        w.pos = w.limit;
        return false;
      }
      int end = w.limit - 3;
      for (int i = w.pos; i < end; i++) {
        if (isMagic(i) && (w.buf[i + 3] & 0xe0) == 0) {
          w.pos = i;
          return true;
        }
      }
      w.pos = end; // the last three bytes may start a candidate
      if (!w.fill()) {
        w.pos = w.limit;
        return false;
      }
    }
  }

  @Override
  public void close() throws IOException {
    if (!closed) {
      closed = true;
      inflater.end();
      in.close();
    }
  }
}
