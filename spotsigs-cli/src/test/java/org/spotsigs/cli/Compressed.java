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
package org.spotsigs.cli;

import io.airlift.compress.zstd.ZstdOutputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.util.zip.CRC32;
import java.util.zip.GZIPOutputStream;
import org.apache.commons.compress.compressors.bzip2.BZip2CompressorOutputStream;
import org.tukaani.xz.LZMA2Options;
import org.tukaani.xz.XZOutputStream;

/**
 * Compressed bytes for the tests: made by the libraries, or written by hand where they would not.
 */
final class Compressed {
  private Compressed() {}

  /** {@code data} compressed as {@code kind} (gz, zst, xz, bz2) by the usual writer. */
  static byte[] compress(String kind, byte[] data) throws IOException {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    try (OutputStream out =
        switch (kind) {
          case "gz" -> new GZIPOutputStream(bytes);
          case "zst" -> new ZstdOutputStream(bytes);
          case "xz" -> new XZOutputStream(bytes, new LZMA2Options());
          case "bz2" -> new BZip2CompressorOutputStream(bytes);
          default -> throw new AssertionError(kind);
        }) {
      out.write(data);
    }
    return bytes.toByteArray();
  }

  /**
   * An xz stream of {@code data} whose LZMA2 filter declares the dictionary size of {@code
   * dictionaryByte} (the format's one-byte code: 36 is 1 GiB, 37 is 1.5 GiB, the most XZ for Java
   * reads): a valid stream, made with a small dictionary and its block header rewritten (its CRC32
   * with it), that asks the decoder for that much memory however few bytes it holds.
   */
  static byte[] xzDeclaringDictionary(byte[] data, int dictionaryByte) throws IOException {
    LZMA2Options options = new LZMA2Options();
    options.setDictSize(LZMA2Options.DICT_SIZE_MIN);
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    try (XZOutputStream out = new XZOutputStream(bytes, options)) {
      out.write(data);
    }
    byte[] xz = bytes.toByteArray();
    int header = 12; // the stream header; the block header follows
    int size = ((xz[header] & 0xff) + 1) * 4;
    int flags = xz[header + 1] & 0xff;
    int i = header + 2;
    if ((flags & 0x40) != 0) {
      i = skipVarint(xz, i); // compressed size
    }
    if ((flags & 0x80) != 0) {
      i = skipVarint(xz, i); // uncompressed size
    }
    if (xz[i] != 0x21 || xz[i + 1] != 1) {
      throw new AssertionError("not an LZMA2 filter with one property byte");
    }
    xz[i + 2] = (byte) dictionaryByte;
    CRC32 crc = new CRC32();
    crc.update(xz, header, size - 4);
    long c = crc.getValue();
    for (int k = 0; k < 4; k++) {
      xz[header + size - 4 + k] = (byte) (c >>> (8 * k));
    }
    return xz;
  }

  private static int skipVarint(byte[] b, int i) {
    while ((b[i] & 0x80) != 0) {
      i++;
    }
    return i + 1;
  }

  /**
   * A zstd frame (RFC 8878) of {@code data} in raw blocks whose header declares a window of {@code
   * 2^windowLog} bytes: what {@code zstd --long=31} writes for a stream of unknown size declares
   * 2^31, and a decoder must then be ready to keep that much.
   */
  static byte[] zstdFrame(byte[] data, int windowLog) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    out.writeBytes(new byte[] {0x28, (byte) 0xb5, 0x2f, (byte) 0xfd});
    out.write(0); // frame header descriptor: no content size, no checksum, no dictionary
    out.write((windowLog - 10) << 3); // window descriptor: exponent, mantissa 0
    int max = 1 << 17; // the largest block
    int pos = 0;
    do {
      int n = Math.min(max, data.length - pos);
      boolean last = pos + n == data.length;
      int blockHeader = (n << 3) | (last ? 1 : 0); // raw block
      out.write(blockHeader & 0xff);
      out.write((blockHeader >>> 8) & 0xff);
      out.write((blockHeader >>> 16) & 0xff);
      out.write(data, pos, n);
      pos += n;
    } while (pos < data.length);
    return out.toByteArray();
  }
}
