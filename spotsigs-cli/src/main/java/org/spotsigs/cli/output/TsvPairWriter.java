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
package org.spotsigs.cli.output;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.spotsigs.io.Tsv;

/**
 * Writes pair lines in the TSV format of {@link PairFormat#TSV} straight as bytes: each id is
 * escaped ({@link Tsv}) and encoded as UTF-8 once, however many pairs name it, and the lines go
 * through one buffer to the output stream. The bytes are those of {@link PairFormat#write}.
 */
public final class TsvPairWriter {
  private final OutputStream out;
  private final List<String> ids;
  private final byte[][] encoded;
  private final byte[] buf = new byte[1 << 16];
  private final char[] digits = new char[24];
  private final byte[] similarity = new byte[25]; // the last similarity written, and a line feed
  private int similarityLength;
  private long lastOverlap = -1;
  private long lastUnion = -1;
  private int used;

  /**
   * @param out where the lines go (flushed by {@link #flush()}, not closed)
   * @param ids the id of each document number
   */
  public TsvPairWriter(OutputStream out, List<String> ids) {
    this.out = out;
    this.ids = ids;
    this.encoded = new byte[ids.size()][];
  }

  /** Writes a line as it is (a header), followed by a line feed. */
  public void line(String text) throws IOException {
    put((text + "\n").getBytes(StandardCharsets.UTF_8));
  }

  /** Writes the pair of documents {@code a} and {@code b} with similarity overlap / union. */
  public void pair(int a, int b, long overlap, long union) throws IOException {
    put(id(a));
    put((byte) '\t');
    put(id(b));
    put((byte) '\t');
    if (overlap != lastOverlap || union != lastUnion) { // pairs of one group share it
      lastOverlap = overlap;
      lastUnion = union;
      int n = PairFormat.similarity(digits, overlap, union);
      for (int i = 0; i < n; i++) {
        similarity[i] = (byte) digits[i]; // digits and a point
      }
      similarity[n] = '\n';
      similarityLength = n + 1;
    }
    if (used + similarityLength > buf.length) {
      drain();
    }
    System.arraycopy(similarity, 0, buf, used, similarityLength);
    used += similarityLength;
  }

  /** Writes what is buffered to the stream. */
  public void flush() throws IOException {
    drain();
    out.flush();
  }

  private byte[] id(int doc) {
    byte[] e = encoded[doc];
    if (e == null) {
      encoded[doc] = e = Tsv.escape(ids.get(doc)).getBytes(StandardCharsets.UTF_8);
    }
    return e;
  }

  private void put(byte b) throws IOException {
    if (used == buf.length) {
      drain();
    }
    buf[used++] = b;
  }

  private void put(byte[] bytes) throws IOException {
    if (used + bytes.length > buf.length) {
      drain();
      if (bytes.length > buf.length) {
        out.write(bytes);
        return;
      }
    }
    System.arraycopy(bytes, 0, buf, used, bytes.length);
    used += bytes.length;
  }

  private void drain() throws IOException {
    if (used > 0) {
      out.write(buf, 0, used);
      used = 0;
    }
  }
}
