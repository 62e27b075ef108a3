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
 * The bytes of a stream read so far and still wanted, in one array that its readers index directly:
 * {@code buf[pos, limit)} is not read yet, {@code buf[mark, pos)} is kept while {@code mark} is set
 * (to go back to), and {@code buf[0]} is at offset {@code base} of the stream. Reading more moves
 * what is wanted to the front, and grows the array only when all of it is wanted.
 */
final class ByteWindow {
  private final InputStream in;
  private boolean eof;

  byte[] buf;
  int pos;
  int limit;
  long base;

  /** Where the bytes kept start, or -1 (then only {@code buf[pos, limit)} is kept). */
  int mark = -1;

  /** The most bytes kept before {@code pos}: past that, the mark is dropped. */
  int maxKept = Integer.MAX_VALUE;

  ByteWindow(InputStream in, int size) {
    this.in = in;
    this.buf = new byte[size];
  }

  /** Closes the stream. */
  void close() throws IOException {
    in.close();
  }

  /** The offset in the stream of {@code buf[pos]}. */
  long offset() {
    return base + pos;
  }

  /**
   * Whether {@code buf[pos, pos + n)} holds data, reading as needed; false if the stream ends
   * first.
   */
  boolean ensure(int n) throws IOException {
    while (limit - pos < n) {
      if (!fill()) {
        return false;
      }
    }
    return true;
  }

  /**
   * Reads more after {@code limit} (what a read of the stream gives); false at the end of the
   * stream. Indices into {@code buf} change: {@code pos}, {@code limit} and {@code mark} are moved
   * with the data, others must be kept as offsets ({@code base + index}).
   */
  boolean fill() throws IOException {
    if (eof) {
      return false;
    }
    if (mark >= 0 && pos - mark >= maxKept) {
      mark = -1;
    }
    int from = mark >= 0 ? Math.min(mark, pos) : pos;
    if (from > 0) {
      System.arraycopy(buf, from, buf, 0, limit - from);
      base += from;
      pos -= from;
      limit -= from;
      if (mark >= 0) {
        mark -= from;
      }
    }
    if (limit == buf.length) {
      buf = Arrays.copyOf(buf, buf.length * 2);
    }
    int n = in.read(buf, limit, buf.length - limit);
    if (n < 0) {
      eof = true;
      return false;
    }
    limit += n;
    return true;
  }
}
