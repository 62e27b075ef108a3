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
import java.util.Arrays;

/**
 * A buffered byte stream that can look ahead any distance, take bytes back, and tells where its
 * bytes are (their offset in the data) and where the data breaks: at a gzip member that could not
 * be decompressed ({@link GzipMembers.Damaged}), or where bytes given back end before bytes that
 * were not (a hole). A read stops at a break as at an end; {@link #gap()} then says which it is,
 * and {@link #clearGap()} goes on after it.
 */
final class PushbackBytes {
  /** A break in the data: a damaged gzip member, or (null) a hole after bytes given back. */
  record Gap(GzipMembers.Damaged damaged) {}

  /** The data read: {@code w.buf[w.pos, w.limit)} is unread. */
  private final ByteWindow w;

  /** Damage met by the last read of {@code in}: the data after {@code w.buf[w.limit]} is broken. */
  private Gap pending;

  /**
   * Bytes given back, read before {@code buf}: {@code back[backPos, backEnd)} from offset {@code
   * backBase}.
   */
  private byte[] back;

  private int backPos;
  private int backEnd;
  private long backBase;

  /** Whether the bytes given back are followed by a hole (not by the next byte of {@code buf}). */
  private boolean holeAfterBack;

  /** The break reads stop at now, or null. */
  private Gap gap;

  PushbackBytes(InputStream in) {
    this.w = new ByteWindow(in, 1 << 16);
  }

  /** The offset in the data of the next byte. */
  long offset() {
    return backPos < backEnd ? backBase + backPos : w.base + w.pos;
  }

  /** The break that reads stop at, or null (at the end of the data, or not stopped). */
  Gap gap() {
    return gap;
  }

  /** Goes on after the break reads stop at. */
  void clearGap() {
    gap = null;
  }

  /** The byte {@code i} bytes ahead, or -1 if the data ends or breaks before it. */
  int peek(int i) throws IOException {
    if (gap != null) {
      return -1;
    }
    int inBack = backEnd - backPos;
    if (i < inBack) {
      return back[backPos + i] & 0xff;
    }
    if (holeAfterBack && back != null) {
      if (i == 0) {
        stop();
      }
      return -1;
    }
    i -= inBack;
    if (ensure(i + 1)) {
      return w.buf[w.pos + i] & 0xff;
    }
    if (i == 0) {
      stop();
    }
    return -1;
  }

  /**
   * How far ahead the first byte {@code b} is, looking from {@code from} to before {@code max}
   * bytes ahead; -1 if there is none there, or the data ends or breaks first. ({@link #peek} byte
   * after byte, faster.)
   */
  int find(int from, int max, byte b) throws IOException {
    if (gap != null) {
      return -1;
    }
    int inBack = backEnd - backPos;
    int i = from;
    for (; i < Math.min(inBack, max); i++) {
      if (back[backPos + i] == b) {
        return i;
      }
    }
    if (i >= max || holeAfterBack && back != null) {
      return -1;
    }
    while (i < max) {
      int j = i - inBack; // ahead in buf
      if (!ensure(j + 1)) {
        return -1;
      }
      int end = (int) Math.min(w.limit, (long) w.pos + max - inBack);
      for (int k = w.pos + j; k < end; k++) {
        if (w.buf[k] == b) {
          return k - w.pos + inBack;
        }
      }
      i = end - w.pos + inBack;
    }
    return -1;
  }

  /**
   * The break the data stops at after the bytes that can be peeked (null at its end): what a peek
   * that gave -1 met.
   */
  Gap breakAhead() {
    if (gap != null) {
      return gap;
    }
    if (holeAfterBack && back != null) {
      return new Gap(null);
    }
    return pending;
  }

  /** Up to {@code len} bytes into {@code b}; -1 at the end or at a break. */
  int read(byte[] b, int off, int len) throws IOException {
    if (gap != null) {
      return -1;
    }
    if (backPos < backEnd) {
      int n = Math.min(len, backEnd - backPos);
      System.arraycopy(back, backPos, b, off, n);
      backPos += n;
      return n;
    }
    if (crossHole()) {
      return -1;
    }
    if (w.pos == w.limit && !fill()) {
      stop();
      return -1;
    }
    int n = Math.min(len, w.limit - w.pos);
    System.arraycopy(w.buf, w.pos, b, off, n);
    w.pos += n;
    return n;
  }

  /** Skips up to {@code n} bytes; returns how many (fewer at the end or a break). */
  long skip(long n) throws IOException {
    long done = 0;
    while (done < n) {
      if (gap != null) {
        break;
      }
      if (backPos < backEnd) {
        int k = (int) Math.min(n - done, backEnd - backPos);
        backPos += k;
        done += k;
        continue;
      }
      if (crossHole()) {
        break;
      }
      if (w.pos == w.limit && !fill()) {
        stop();
        break;
      }
      int k = (int) Math.min(n - done, w.limit - w.pos);
      w.pos += k;
      done += k;
    }
    return done;
  }

  /** Moves {@code n} bytes on, all of them known to be there ({@link #peek}). */
  void skipAhead(int n) throws IOException {
    if (skip(n) != n) {
      throw new IllegalStateException("skipped past what was peeked");
    }
  }

  /**
   * Gives back {@code b[off, off + len)}, the bytes at {@code offset} of the data, to be read next.
   * They end where the next byte begins (then they go before it), or, with {@code gapAfter}, a
   * break follows them (bytes after them were lost, or the data is damaged there).
   */
  void unread(byte[] b, int off, int len, long offset, boolean gapAfter) {
    boolean joins = !gapAfter && offset + len == offset();
    if (len == 0) {
      return;
    }
    if (backPos < backEnd) {
      if (!joins) {
        throw new IllegalStateException("bytes given back must join the bytes given back before");
      }
      byte[] merged = new byte[len + backEnd - backPos];
      System.arraycopy(b, off, merged, 0, len);
      System.arraycopy(back, backPos, merged, len, backEnd - backPos);
      back = merged;
    } else {
      back = Arrays.copyOfRange(b, off, off + len);
      holeAfterBack = !joins;
    }
    backPos = 0;
    backEnd = back.length;
    backBase = offset;
  }

  /** Whether the bytes given back are all read and a hole follows them: then a break. */
  private boolean crossHole() {
    if (holeAfterBack && back != null) {
      holeAfterBack = false;
      back = null;
      gap = new Gap(null);
      return true;
    }
    return false;
  }

  /** A read that found no byte: at a pending break, the reads stop there. */
  private void stop() {
    if (backPos >= backEnd && holeAfterBack && back != null) {
      crossHole();
    } else if (pending != null && w.pos == w.limit) {
      gap = pending;
      pending = null;
    }
  }

  /**
   * Whether {@code w.buf[w.pos, w.pos + n)} holds data, reading as needed; false at the end or at a
   * break.
   */
  private boolean ensure(int n) throws IOException {
    if (w.limit - w.pos >= n) {
      return true;
    }
    if (pending != null) {
      return false;
    }
    try {
      return w.ensure(n);
    } catch (GzipMembers.Damaged d) {
      pending = new Gap(d);
      return false;
    }
  }

  /** Reads more data; false at the end or at a break. */
  private boolean fill() throws IOException {
    return ensure(w.limit - w.pos + 1);
  }
}
