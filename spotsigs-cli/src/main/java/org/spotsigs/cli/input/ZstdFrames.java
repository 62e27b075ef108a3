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
import java.util.function.LongFunction;

/**
 * Passes zstd data (RFC 8878) on to the decoder frame by frame, and stops before a frame whose
 * window (the history a decoder must keep) is larger than it may be: the decoder then sees the data
 * end there, and {@link #problem()} says why. The frames before it are decompressed as usual.
 * Frames are followed by their block headers; skippable frames are passed over whole; data this
 * class does not understand is passed on untouched for the decoder to judge.
 */
final class ZstdFrames extends BulkInputStream {
  private static final int MAGIC = 0xFD2FB528;

  private final long maxWindow;
  private final LongFunction<String> why;

  /**
   * The data: {@code w.buf[w.pos, safe)} may be given to the decoder; {@code w.buf[safe, w.limit)}
   * is undecided.
   */
  private final ByteWindow w;

  private int safe;

  /** Bytes still to pass in the current block (or skippable frame, or checksum). */
  private long skip;

  private int state = FRAME;
  private static final int FRAME = 0; // at the start of a frame
  private static final int BLOCK = 1; // at a block header
  private static final int PASSIVE = 2; // not understood: pass everything on
  private boolean lastBlock;
  private boolean checksum;
  private String problem;

  /**
   * @param maxWindow the largest window let through
   * @param why why a larger window is not, for the message (given the window)
   */
  ZstdFrames(InputStream in, long maxWindow, LongFunction<String> why) {
    this.w = new ByteWindow(in, 1 << 16);
    this.maxWindow = maxWindow;
    this.why = why;
  }

  /** Why the data was stopped before its end, or null. */
  String problem() {
    return problem;
  }

  @Override
  public int read(byte[] b, int off, int len) throws IOException {
    while (safe == w.pos) {
      if (problem != null) {
        return -1;
      }
      if (!advance()) {
        return -1;
      }
    }
    int n = Math.min(len, safe - w.pos);
    System.arraycopy(w.buf, w.pos, b, off, n);
    w.pos += n;
    return n;
  }

  /** Moves {@code safe} on; false at the end of the data. */
  private boolean advance() throws IOException {
    if (safe == w.limit && !fill()) {
      return false;
    }
    if (state == PASSIVE) {
      safe = w.limit;
    } else if (skip > 0) {
      int n = (int) Math.min(skip, w.limit - safe);
      safe += n;
      skip -= n;
    } else if (state == BLOCK) {
      if (!need(3)) {
        return true;
      }
      int h = (w.buf[safe] & 0xff) | (w.buf[safe + 1] & 0xff) << 8 | (w.buf[safe + 2] & 0xff) << 16;
      int type = (h >>> 1) & 3;
      if (type == 3) {
        state = PASSIVE; // a reserved block type: the decoder says what is wrong
        return true;
      }
      lastBlock = (h & 1) != 0;
      safe += 3;
      skip = type == 1 ? 1 : h >>> 3; // an RLE block holds one byte
      if (lastBlock) {
        skip += checksum ? 4 : 0;
        state = FRAME;
      }
    } else {
      frameHeader();
    }
    return true;
  }

  /** At the start of a frame: reads its header and lets it through, or stops before it. */
  private void frameHeader() throws IOException {
    if (!need(4)) {
      return;
    }
    int magic = intAt(safe);
    if ((magic & 0xFFFFFFF0) == 0x184D2A50) { // a skippable frame
      if (need(8)) {
        skip = intAt(safe + 4) & 0xffffffffL;
        safe += 8;
      }
      return;
    }
    if (magic != MAGIC) {
      state = PASSIVE;
      return;
    }
    if (!need(5)) {
      return;
    }
    int fhd = w.buf[safe + 4] & 0xff;
    boolean singleSegment = (fhd & 0x20) != 0;
    int dictionaryBytes = (fhd & 3) == 0 ? 0 : 1 << ((fhd & 3) - 1);
    int fcsCode = fhd >>> 6;
    int fcsBytes = fcsCode == 0 ? (singleSegment ? 1 : 0) : 1 << fcsCode;
    int size = 5 + (singleSegment ? 0 : 1) + dictionaryBytes + fcsBytes;
    if (!need(size)) {
      return;
    }
    long window;
    if (singleSegment) {
      long contentSize = 0;
      int at = safe + 5 + dictionaryBytes;
      for (int i = fcsBytes - 1; i >= 0; i--) {
        contentSize = contentSize << 8 | (w.buf[at + i] & 0xff);
      }
      window = fcsBytes == 2 ? contentSize + 256 : contentSize;
    } else {
      int descriptor = w.buf[safe + 5] & 0xff;
      long windowBase = 1L << (10 + (descriptor >>> 3));
      window = windowBase + (windowBase / 8) * (descriptor & 7);
    }
    if (window > maxWindow) {
      problem =
          "the zstd frame at byte "
              + (w.base + safe)
              + " needs a window of "
              + InputFiles.size(window)
              + ", "
              + why.apply(window);
      return;
    }
    checksum = (fhd & 4) != 0;
    safe += size;
    state = BLOCK;
  }

  /**
   * Whether {@code w.buf[safe, safe + n)} is read; if the data ends before, everything is passed on
   * for the decoder to judge.
   */
  private boolean need(int n) throws IOException {
    while (w.limit - safe < n) {
      if (!fill()) {
        state = PASSIVE;
        safe = w.limit;
        return false;
      }
    }
    return true;
  }

  /** Reads more, keeping the bytes not given yet; false at the end. */
  private boolean fill() throws IOException {
    long before = w.base;
    boolean more = w.fill();
    safe -= (int) (w.base - before);
    return more;
  }

  private int intAt(int i) {
    return (w.buf[i] & 0xff)
        | (w.buf[i + 1] & 0xff) << 8
        | (w.buf[i + 2] & 0xff) << 16
        | (w.buf[i + 3] & 0xff) << 24;
  }

  @Override
  public void close() throws IOException {
    w.close();
  }
}
