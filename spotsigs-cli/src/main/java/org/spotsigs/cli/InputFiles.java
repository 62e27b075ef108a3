package org.spotsigs.cli;

import io.airlift.compress.zstd.ZstdInputStream;
import java.io.BufferedInputStream;
import java.io.ByteArrayInputStream;
import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import org.apache.commons.compress.compressors.bzip2.BZip2CompressorInputStream;
import org.apache.commons.compress.compressors.gzip.GzipCompressorInputStream;
import org.apache.commons.compress.compressors.xz.XZCompressorInputStream;

/**
 * The one place that opens an input file: standard input for {@code -}, and transparent
 * decompression of gzip, zstd, xz and bzip2, recognised by their magic bytes (so a compressed file
 * is read whatever its name, and a plain file named {@code .gz} is read as it is). Concatenated
 * streams (several gzip members, zstd frames or xz streams, as {@code cat a.gz b.gz} gives) are
 * read to the end.
 */
final class InputFiles {
  /** The name that stands for standard input. */
  static final String STDIN = "-";

  /** File name suffixes of the compressions read; {@link #stripCompression} drops them from ids. */
  private static final String[] SUFFIXES = {".gz", ".zst", ".xz", ".bz2"};

  private static final int MAGIC = 6;

  private InputFiles() {}

  /** Whether {@code input} stands for standard input. */
  static boolean isStdin(Path input) {
    return input != null && input.toString().equals(STDIN);
  }

  /** How messages name {@code input}. */
  static String name(Path input) {
    return isStdin(input) ? "stdin" : input.toString();
  }

  /**
   * The decompressed bytes of {@code file} (or of standard input, which is not closed when the
   * stream is), buffered.
   */
  static InputStream open(Path file) throws IOException {
    InputStream raw =
        isStdin(file)
            ? new FilterInputStream(System.in) {
              @Override
              public void close() {
                // standard input belongs to the process
              }
            }
            : Files.newInputStream(file);
    try {
      return decompress(new BufferedInputStream(raw, 1 << 16));
    } catch (IOException | RuntimeException e) {
      raw.close();
      throw e;
    }
  }

  /**
   * The bytes of {@code data}, decompressed if it starts with the magic bytes of a compression read
   * here (the caller reads as many as it wants: a small compressed input can decompress to a lot).
   */
  static InputStream decompress(byte[] data) throws IOException {
    return decompress(data, data.length);
  }

  /** {@link #decompress(byte[])} of {@code data[0, length)}. */
  static InputStream decompress(byte[] data, int length) throws IOException {
    return decompress(new BufferedInputStream(new ByteArrayInputStream(data, 0, length)));
  }

  /** {@code in} decompressed according to its first bytes (it must support mark/reset). */
  private static InputStream decompress(BufferedInputStream in) throws IOException {
    byte[] head = new byte[MAGIC];
    in.mark(MAGIC);
    int n = in.readNBytes(head, 0, MAGIC);
    in.reset();
    String kind = compression(head, n);
    if (kind == null) {
      return in;
    }
    return switch (kind) {
      case "gzip" ->
          GzipCompressorInputStream.builder()
              .setInputStream(in)
              .setDecompressConcatenated(true)
              .get();
      case "zstd" -> new ZstdInputStream(in);
      case "xz" -> new XZCompressorInputStream(in, true);
      case "bzip2" -> new BZip2CompressorInputStream(in, true);
      default -> throw new IllegalStateException(kind);
    };
  }

  /** The compression whose magic bytes {@code head[0, n)} starts with, or null. */
  static String compression(byte[] head, int n) {
    if (n >= 2 && (head[0] & 0xff) == 0x1f && (head[1] & 0xff) == 0x8b) {
      return "gzip";
    }
    if (n >= 4
        && (head[0] & 0xff) == 0x28
        && (head[1] & 0xff) == 0xb5
        && (head[2] & 0xff) == 0x2f
        && (head[3] & 0xff) == 0xfd) {
      return "zstd";
    }
    if (n >= 6
        && (head[0] & 0xff) == 0xfd
        && head[1] == '7'
        && head[2] == 'z'
        && head[3] == 'X'
        && head[4] == 'Z'
        && head[5] == 0) {
      return "xz";
    }
    // "BZh" and a block size digit: text can start so too, so the name alone never decides; a real
    // bzip2 stream follows with a block (or end-of-stream) magic that text does not have
    if (n >= 6
        && head[0] == 'B'
        && head[1] == 'Z'
        && head[2] == 'h'
        && head[3] >= '1'
        && head[3] <= '9'
        && ((head[4] & 0xff) == 0x31 && (head[5] & 0xff) == 0x41
            || (head[4] & 0xff) == 0x17 && (head[5] & 0xff) == 0x72)) {
      return "bzip2";
    }
    return null;
  }

  /**
   * {@code name} without a trailing compression suffix ({@code a.html.gz} gives {@code a.html}).
   */
  static String stripCompression(String name) {
    String lower = name.toLowerCase(Locale.ROOT);
    for (String s : SUFFIXES) {
      if (lower.endsWith(s) && name.length() > s.length()) {
        return name.substring(0, name.length() - s.length());
      }
    }
    return name;
  }
}
