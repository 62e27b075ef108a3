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

import java.io.BufferedInputStream;
import java.io.ByteArrayInputStream;
import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.Locale;
import org.spotsigs.io.DocumentIds;

/**
 * The one place that opens an input file: standard input for {@code -}, and transparent
 * decompression of gzip, zstd, xz and bzip2, recognised by their magic bytes (so a compressed file
 * is read whatever its name, and a plain file named {@code .gz} is read as it is). Concatenated
 * streams (several gzip members, zstd frames or xz streams, as {@code cat a.gz b.gz} gives) are
 * read to the end. Data that cannot be decompressed fails with a message that says what happened
 * and where ({@link DecompressedInput}); a file that cannot be opened, with the reason.
 *
 * <p>A decoder may take at most an eighth of the heap ({@link #decoderMemoryLimit()}) for the
 * history it keeps: an xz stream whose dictionary, or a zstd frame whose window, is larger fails
 * before anything is allocated, with the memory it asks for and the heap that would read it.
 */
public final class InputFiles {
  /** The name that stands for standard input. */
  static final String STDIN = "-";

  private static final int MAGIC = 6;

  private InputFiles() {}

  /** Whether {@code input} stands for standard input. */
  public static boolean isStdin(Path input) {
    return input != null && input.toString().equals(STDIN);
  }

  /** How messages name {@code input}. */
  public static String name(Path input) {
    return isStdin(input) ? "stdin" : input.toString();
  }

  /**
   * The most memory one decoder may take for the history it keeps (an xz dictionary, a zstd
   * window): an eighth of the heap ({@code -Xmx}), so that the extraction threads, each
   * decompressing a file, and the documents they hold fit together.
   */
  static long decoderMemoryLimit() {
    return Runtime.getRuntime().maxMemory() / 8;
  }

  /**
   * The decompressed bytes of {@code file} (or of standard input, which is not closed when the
   * stream is), buffered.
   */
  public static InputStream open(Path file) throws IOException {
    return open(file, false);
  }

  /**
   * {@link #open(Path)}; with {@code skipDamagedGzipMembers}, a gzip member that cannot be
   * decompressed does not end the data: the read that meets it throws a {@link GzipMembers.Damaged}
   * and the next goes on at the next member (see {@link GzipMembers}).
   */
  public static InputStream open(Path file, boolean skipDamagedGzipMembers) throws IOException {
    InputStream raw;
    if (isStdin(file)) {
      raw =
          new FilterInputStream(System.in) {
            @Override
            public void close() {
              // standard input belongs to the process
            }
          };
    } else {
      try {
        raw = Files.newInputStream(file);
      } catch (FileSystemException e) {
        throw withReason(e);
      }
    }
    try {
      return decompress(new BufferedInputStream(raw, 1 << 16), skipDamagedGzipMembers);
    } catch (IOException | RuntimeException e) {
      raw.close();
      throw e;
    }
  }

  /**
   * The bytes of {@code data}, decompressed if it starts with the magic bytes of a compression read
   * here (the caller reads as many as it wants: a small compressed input can decompress to a lot).
   */
  public static InputStream decompress(byte[] data) throws IOException {
    return decompress(data, data.length);
  }

  /** {@link #decompress(byte[])} of {@code data[0, length)}. */
  public static InputStream decompress(byte[] data, int length) throws IOException {
    return decompress(new BufferedInputStream(new ByteArrayInputStream(data, 0, length)), false);
  }

  /** {@code in} decompressed according to its first bytes (it must support mark/reset). */
  private static InputStream decompress(BufferedInputStream in, boolean skipDamagedGzipMembers)
      throws IOException {
    byte[] head = new byte[MAGIC];
    in.mark(MAGIC);
    int n = in.readNBytes(head, 0, MAGIC);
    in.reset();
    String kind = compression(head, n);
    return kind == null ? in : new DecompressedInput(kind, in, skipDamagedGzipMembers);
  }

  /**
   * Why a file could not be read, in words: the operating system's reason (a {@link
   * FileSystemException} of the JDK often holds only the path: its kind is the reason), else the
   * message.
   */
  public static String reason(IOException e) {
    return org.spotsigs.io.Reasons.reason(e);
  }

  /** {@code e} with its reason in its message ("FILE: permission denied"), of the same kind. */
  static FileSystemException withReason(FileSystemException e) {
    if (e.getReason() != null) {
      return e;
    }
    String why = reason(e);
    FileSystemException r =
        e instanceof AccessDeniedException
            ? new AccessDeniedException(e.getFile(), e.getOtherFile(), why)
            : e instanceof NoSuchFileException
                ? new NoSuchFileException(e.getFile(), e.getOtherFile(), why)
                : new FileSystemException(e.getFile(), e.getOtherFile(), why);
    r.initCause(e);
    return r;
  }

  /** A size in bytes as people read it: 1.5 GiB, 16 MiB, 512 KiB, 100 bytes. */
  static String size(long bytes) {
    String[] units = {"KiB", "MiB", "GiB", "TiB"};
    if (bytes < 1024) {
      return bytes + " bytes";
    }
    double v = bytes;
    int u = -1;
    while (v >= 1024 && u < units.length - 1) {
      v /= 1024;
      u++;
    }
    String n = String.format(Locale.ROOT, "%.1f", v);
    return (n.endsWith(".0") ? n.substring(0, n.length() - 2) : n) + " " + units[u];
  }

  /** The compression whose magic bytes {@code head[0, n)} starts with, or null. */
  public static String compression(byte[] head, int n) {
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
  public static String stripCompression(String name) {
    return DocumentIds.stripCompression(name);
  }
}
