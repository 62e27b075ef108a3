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
package org.spotsigs.parquet;

import io.airlift.compress.Decompressor;
import io.airlift.compress.MalformedInputException;
import io.airlift.compress.lz4.Lz4Decompressor;
import io.airlift.compress.snappy.SnappyDecompressor;
import io.airlift.compress.zstd.ZstdDecompressor;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.ByteBuffer;
import java.util.Locale;
import java.util.zip.GZIPInputStream;
import org.apache.parquet.bytes.BytesInput;
import org.apache.parquet.compression.CompressionCodecFactory;
import org.apache.parquet.hadoop.metadata.CompressionCodecName;

/**
 * Page decompression for parquet-java without Hadoop's codecs: uncompressed, Snappy, ZSTD and
 * LZ4_RAW pages through aircompressor (pure Java), GZIP pages through {@code java.util.zip}. Other
 * codecs (the deprecated Hadoop-framed LZ4, LZO, Brotli) are refused with a message that names
 * them. Pages are written with ZSTD only ({@link ParquetRowCopy}). Thread-safe (every call makes
 * its own decompressor or compressor).
 */
final class Decompressors implements CompressionCodecFactory {
  @Override
  public BytesInputDecompressor getDecompressor(CompressionCodecName codec) {
    return switch (codec) {
      case UNCOMPRESSED -> new Pages(null);
      case SNAPPY -> new Pages(SnappyDecompressor::new);
      case ZSTD -> new Pages(ZstdDecompressor::new);
      case LZ4_RAW -> new Pages(Lz4Decompressor::new);
      case GZIP ->
          new Pages(null) {
            @Override
            byte[] decompress(byte[] in, int length, int size) throws IOException {
              byte[] out;
              try (InputStream gz = new GZIPInputStream(new ByteArrayInputStream(in, 0, length))) {
                out = gz.readNBytes(size);
              }
              return checked(out.length, size, out);
            }
          };
      default ->
          throw new UnsupportedOperationException(
              "Parquet pages compressed with "
                  + codec.name().toLowerCase(Locale.ROOT)
                  + " cannot be read here; uncompressed, snappy, gzip, zstd and lz4_raw can (rewrite the file with one of them)");
    };
  }

  /** ZSTD pages for writing (aircompressor); no other codec is written. */
  @Override
  public BytesInputCompressor getCompressor(CompressionCodecName codec) {
    if (codec != CompressionCodecName.ZSTD) {
      throw new UnsupportedOperationException(
          "Parquet is written with zstd pages here, not " + codec.name().toLowerCase(Locale.ROOT));
    }
    return new BytesInputCompressor() {
      @Override
      public BytesInput compress(BytesInput bytes) throws IOException {
        byte[] in = toArray(bytes);
        io.airlift.compress.zstd.ZstdCompressor z = new io.airlift.compress.zstd.ZstdCompressor();
        byte[] out = new byte[z.maxCompressedLength(in.length)];
        int n = z.compress(in, 0, in.length, out, 0, out.length);
        return BytesInput.from(out, 0, n);
      }

      @Override
      public CompressionCodecName getCodecName() {
        return CompressionCodecName.ZSTD;
      }

      @Override
      public void release() {}
    };
  }

  @Override
  public void release() {}

  /** Decompresses whole pages, held in arrays, with one codec. */
  private static class Pages implements BytesInputDecompressor {
    private final java.util.function.Supplier<Decompressor> codec;

    Pages(java.util.function.Supplier<Decompressor> codec) {
      this.codec = codec;
    }

    /** {@code in[0, length)} decompressed into {@code size} bytes. */
    byte[] decompress(byte[] in, int length, int size) throws IOException {
      if (codec == null) {
        return checked(length, size, java.util.Arrays.copyOf(in, length));
      }
      byte[] out = new byte[size];
      try {
        return checked(codec.get().decompress(in, 0, length, out, 0, size), size, out);
      } catch (MalformedInputException e) {
        throw new IOException("corrupt compressed page: " + e.getMessage(), e);
      }
    }

    static byte[] checked(int got, int size, byte[] out) throws IOException {
      if (got != size) {
        throw new IOException(
            "corrupt compressed page: "
                + got
                + " bytes decompressed, the page header says "
                + size);
      }
      return out;
    }

    @Override
    public BytesInput decompress(BytesInput bytes, int uncompressedSize) throws IOException {
      byte[] in = toArray(bytes);
      return BytesInput.from(decompress(in, in.length, uncompressedSize));
    }

    @Override
    public void decompress(
        ByteBuffer input, int compressedSize, ByteBuffer output, int decompressedSize)
        throws IOException {
      byte[] in = new byte[compressedSize];
      input.duplicate().get(in);
      output.put(decompress(in, compressedSize, decompressedSize));
    }

    @Override
    public void release() {}
  }

  /**
   * The bytes of a page in one array, copied once (parquet-java deprecates {@code
   * BytesInput.toByteArray()}).
   */
  static byte[] toArray(BytesInput bytes) throws IOException {
    byte[] array = new byte[Math.toIntExact(bytes.size())];
    bytes.writeAllTo(
        new OutputStream() {
          private int n;

          @Override
          public void write(int b) {
            array[n++] = (byte) b;
          }

          @Override
          public void write(byte[] b, int off, int len) {
            System.arraycopy(b, off, array, n, len);
            n += len;
          }
        });
    return array;
  }
}
