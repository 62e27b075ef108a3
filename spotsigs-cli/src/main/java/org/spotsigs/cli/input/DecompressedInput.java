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

import io.airlift.compress.zstd.ZstdInputStream;
import java.io.EOFException;
import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.util.regex.Pattern;
import org.apache.commons.compress.compressors.bzip2.BZip2CompressorInputStream;
import org.tukaani.xz.MemoryLimitException;
import org.tukaani.xz.XZInputStream;

/**
 * The decompressed bytes of a gzip, zstd, xz or bzip2 input, whose every failure is an {@link
 * IOException} that says what happened and where: "unexpected end of the xz data after byte N (M
 * bytes decompressed): the file is truncated", "corrupt gzip data before byte N (...): why", or the
 * memory a stream asks for beyond {@link InputFiles#decoderMemoryLimit()} and the heap that would
 * read it. (The decoders say "null", "Not enough input bytes", or throw unchecked exceptions.) The
 * decoder is made at the first read, so a header that cannot be read fails the same way.
 */
final class DecompressedInput extends BulkInputStream {
  /** The largest zstd window the decoder (aircompressor) reads. */
  static final long ZSTD_MAX_WINDOW = 8 << 20;

  /** Messages of the decoders that mean the data ended too early. */
  private static final Pattern ENDED =
      Pattern.compile("(?i).*(unexpected end|not enough input|ends inside|truncated).*");

  private final String kind;
  private final Counted raw;
  private final boolean skipDamagedGzipMembers;
  private InputStream decoder;
  private ZstdFrames frames;
  private long out;

  /**
   * @param kind gzip, zstd, xz or bzip2 ({@link InputFiles#compression})
   * @param skipDamagedGzipMembers see {@link InputFiles#open(java.nio.file.Path, boolean)}
   */
  DecompressedInput(String kind, InputStream raw, boolean skipDamagedGzipMembers) {
    this.kind = kind;
    this.raw = new Counted(raw);
    this.skipDamagedGzipMembers = skipDamagedGzipMembers;
  }

  private InputStream decoder() throws IOException {
    long memory = InputFiles.decoderMemoryLimit();
    return switch (kind) {
      case "gzip" -> new GzipMembers(raw, skipDamagedGzipMembers);
      case "zstd" -> {
        frames =
            new ZstdFrames(
                raw,
                Math.min(ZSTD_MAX_WINDOW, memory),
                window ->
                    window <= ZSTD_MAX_WINDOW
                        ? tooLarge(window, memory)
                        : "more than the "
                            + InputFiles.size(ZSTD_MAX_WINDOW)
                            + " this reader decodes (zstd --long and the --ultra levels write"
                            + " larger ones): decompress it with the zstd tool first (zstd -d"
                            + (window > 128 << 20
                                ? " --memory=" + ((window + (1 << 20) - 1) >> 20) + "MB"
                                : "")
                            + ")");
        yield new ZstdInputStream(frames);
      }
      case "xz" -> new XZInputStream(raw, (int) Math.min(Integer.MAX_VALUE, memory >> 10));
      case "bzip2" -> new BZip2CompressorInputStream(raw, true);
      default -> throw new IllegalStateException(kind);
    };
  }

  /** Why a stream that needs {@code needed} bytes of memory is not read. */
  private static String tooLarge(long needed, long limit) {
    long heap = needed * 8; // rounded up to whole GiB (MiB below 1 GiB)
    long unit = heap > 1L << 30 ? 1L << 30 : 1L << 20;
    heap = (heap + unit - 1) / unit * unit;
    return "more than the "
        + InputFiles.size(limit)
        + " a decoder may take (an eighth of the heap); to read it, give the JVM a heap of "
        + InputFiles.size(heap)
        + " or more (SPOTSIGS_JAVA_OPTS=-Xmx"
        + heap / unit
        + (unit == 1L << 30 ? "g" : "m")
        + ")";
  }

  @Override
  public int read(byte[] b, int off, int len) throws IOException {
    int n;
    try {
      if (decoder == null) {
        decoder = decoder();
      }
      n = decoder.read(b, off, len);
    } catch (GzipMembers.Damaged e) {
      throw e; // reported by the reader, which goes on
    } catch (MemoryLimitException e) {
      long needed = e.getMemoryNeeded() * 1024L;
      throw new IOException(
          "the xz data needs "
              + InputFiles.size(needed)
              + " of memory to decompress (its dictionary), "
              + tooLarge(needed, InputFiles.decoderMemoryLimit()),
          e);
    } catch (IOException | RuntimeException e) {
      throw failure(e);
    }
    if (n < 0 && frames != null && frames.problem() != null) {
      throw new IOException(frames.problem());
    }
    if (n > 0) {
      out += n;
    }
    return n;
  }

  /** What {@code e} of the decoder means, with where it happened. */
  private IOException failure(Exception e) {
    if (raw.failure != null) {
      return raw.failure; // reading the file failed, not decompressing it
    }
    if (frames != null && frames.problem() != null) {
      return new IOException(frames.problem(), e); // the decoder met the end put before a frame
    }
    String m = e.getMessage();
    if (raw.ended && (e instanceof EOFException || m == null || ENDED.matcher(m).matches())) {
      return new IOException(
          "unexpected end of the "
              + kind
              + " data after byte "
              + raw.count
              + " ("
              + out
              + " bytes decompressed): the file is truncated",
          e);
    }
    return new IOException(
        "corrupt "
            + kind
            + " data before byte "
            + raw.count
            + " ("
            + out
            + " bytes decompressed): "
            + (m == null ? e.getClass().getSimpleName() : m),
        e);
  }

  @Override
  public void close() throws IOException {
    if (decoder != null) {
      decoder.close();
    } else {
      raw.close();
    }
  }

  /**
   * The compressed bytes, counted: how many were read, whether to the end, whether reading failed.
   */
  private static final class Counted extends FilterInputStream {
    long count;
    boolean ended;
    IOException failure;

    Counted(InputStream in) {
      super(in);
    }

    @Override
    public int read() throws IOException {
      int c;
      try {
        c = in.read();
      } catch (IOException e) {
        failure = e;
        throw e;
      }
      if (c < 0) {
        ended = true;
      } else {
        count++;
      }
      return c;
    }

    @Override
    public int read(byte[] b, int off, int len) throws IOException {
      int n;
      try {
        n = in.read(b, off, len);
      } catch (IOException e) {
        failure = e;
        throw e;
      }
      if (n < 0) {
        ended = true;
      } else {
        count += n;
      }
      return n;
    }

    @Override
    public long skip(long n) throws IOException {
      long s = super.skip(n);
      count += s;
      return s;
    }
  }
}
