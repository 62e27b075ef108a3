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
import java.nio.charset.StandardCharsets;

/**
 * A WARC record header at the start of the bytes ahead of a {@link PushbackBytes} ({@link #peek}:
 * peeked, not read): its length and {@code Content-Length}, or why it cannot be read; and where
 * {@code WARC/x.y} version lines are, by which {@link WarcRecords} tells a record from the bytes
 * around it.
 *
 * @param length the length of the header, its blank line included
 * @param contentLength the length of the block it announces
 * @param failure why the header cannot be read, or null
 * @param broken whether a break in the data cut the header
 */
record WarcHeader(int length, long contentLength, String failure, boolean broken) {
  /** The longest header read (a longer one is not a header: a record is looked for after it). */
  static final int MAX_HEADER = 1 << 20;

  private static final byte[] CONTENT_LENGTH = "content-length".getBytes(StandardCharsets.US_ASCII);

  WarcHeader(String failure) {
    this(0, 0, failure, false);
  }

  /**
   * The header that starts at the next byte (peeked, not read): null if no {@code WARC/x.y} line
   * starts there; else its length and Content-Length, or a failure.
   */
  static WarcHeader peek(PushbackBytes in) throws IOException {
    int i = versionLine(in, 0);
    if (i < 0) {
      return null;
    }
    long length = -1;
    while (true) {
      int lineStart = i;
      int c = '\n';
      int lf = in.find(i, MAX_HEADER, (byte) '\n');
      if (lf >= 0) {
        i = lf;
      } else { // where the line stops, and why
        while ((c = in.peek(i)) >= 0 && c != '\n' && i < MAX_HEADER) {
          i++;
        }
      }
      if (c != '\n') {
        return c < 0 && in.breakAhead() != null
            ? new WarcHeader(0, 0, "record header cut by a break in the data", true)
            : new WarcHeader(
                c < 0
                    ? "truncated record header at the end of the data"
                    : "record header longer than " + InputFiles.size(MAX_HEADER));
      }
      i++;
      int end = i - 1 > lineStart && in.peek(i - 2) == '\r' ? i - 2 : i - 1;
      if (end == lineStart) {
        break; // the blank line that ends the header
      }
      if (length < 0) {
        length = contentLength(in, lineStart, end);
        if (length == -2) {
          return new WarcHeader("record header with a Content-Length that is not a number");
        }
      }
    }
    if (length < 0) {
      return new WarcHeader("record header without Content-Length");
    }
    return new WarcHeader(i, length, null, false);
  }

  /**
   * The value of a {@code Content-Length} field on the line {@code [start, end)} ahead: -1 if the
   * line is another field, -2 if the value is not a number.
   */
  private static long contentLength(PushbackBytes in, int start, int end) throws IOException {
    int i = start;
    for (byte b : CONTENT_LENGTH) {
      if (i >= end || (in.peek(i) | 0x20) != b) {
        return -1;
      }
      i++;
    }
    while (i < end && (in.peek(i) == ' ' || in.peek(i) == '\t')) {
      i++;
    }
    if (i >= end || in.peek(i) != ':') {
      return -1;
    }
    i++;
    while (i < end && (in.peek(i) == ' ' || in.peek(i) == '\t')) {
      i++;
    }
    long v = 0;
    int digits = 0;
    for (int c; i < end && (c = in.peek(i)) >= '0' && c <= '9'; i++) {
      if (++digits > 18) {
        return -2;
      }
      v = v * 10 + (c - '0');
    }
    while (i < end && (in.peek(i) == ' ' || in.peek(i) == '\t')) {
      i++;
    }
    return digits == 0 || i < end ? -2 : v;
  }

  /** Whether a {@code WARC/x.y} line starts {@code i} bytes ahead. */
  static boolean versionLineAt(PushbackBytes in, int i) throws IOException {
    return versionLine(in, i) >= 0;
  }

  /**
   * The position after the line end of a {@code WARC/x.y} line that starts {@code i} bytes ahead,
   * or -1.
   */
  private static int versionLine(PushbackBytes in, int i) throws IOException {
    if (in.peek(i) != 'W'
        || in.peek(i + 1) != 'A'
        || in.peek(i + 2) != 'R'
        || in.peek(i + 3) != 'C'
        || in.peek(i + 4) != '/') {
      return -1;
    }
    int j = digits(in, i + 5);
    if (j < 0 || in.peek(j) != '.') {
      return -1;
    }
    j = digits(in, j + 1);
    if (j < 0) {
      return -1;
    }
    if (in.peek(j) == '\r') {
      j++;
    }
    return in.peek(j) == '\n' ? j + 1 : -1;
  }

  /** The position after one to three digits {@code i} bytes ahead, or -1. */
  private static int digits(PushbackBytes in, int i) throws IOException {
    int j = i;
    for (int c; j < i + 3 && (c = in.peek(j)) >= '0' && c <= '9'; ) {
      j++;
    }
    return j == i ? -1 : j;
  }

  /** Whether {@code b[from, to)} holds {@code WARC/x.y} and a line end. */
  static boolean versionLineIn(byte[] b, int from, int to) {
    for (int i = from; i + 8 <= to; i++) {
      if (b[i] == 'W'
          && b[i + 1] == 'A'
          && b[i + 2] == 'R'
          && b[i + 3] == 'C'
          && b[i + 4] == '/'
          && isDigit(b[i + 5])) {
        int j = i + 6;
        while (j < to && isDigit(b[j])) {
          j++;
        }
        if (j + 1 < to && b[j] == '.' && isDigit(b[j + 1])) {
          j += 2;
          while (j < to && isDigit(b[j])) {
            j++;
          }
          if (j < to && (b[j] == '\n' || b[j] == '\r')) {
            return true;
          }
        }
      }
    }
    return false;
  }

  private static boolean isDigit(byte b) {
    return b >= '0' && b <= '9';
  }
}
