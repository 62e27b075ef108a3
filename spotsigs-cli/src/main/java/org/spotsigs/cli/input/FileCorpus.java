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
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import org.spotsigs.html.HtmlCharset;
import org.spotsigs.io.CorpusWalk;
import org.spotsigs.io.DocumentIds;
import org.spotsigs.util.Bytes;

/**
 * A directory of documents, one per file (any depth): a document's id is its path relative to the
 * directory, with '/' separators and without the file extension (and without a compression suffix
 * before it: {@code a/b.html.gz} is {@code a/b}). Compressed files (gzip, zstd, xz, bzip2, known by
 * their first bytes) are decompressed ({@link InputFiles}). Files are decoded as a browser decodes
 * a page ({@link HtmlCharset}: byte order mark, {@code <meta charset>}, else UTF-8 when valid and
 * windows-1252 when not) on the extraction threads, in the order of a depth-first walk with each
 * directory's entries sorted by name; empty files and files that look binary (a NUL byte in the
 * first 8 KB, unless they start with the byte order mark of UTF-16 or UTF-32, whose text has NUL
 * bytes) are reported and skipped, as are files whose id another file already has. Hidden files and
 * directories (names starting with '.') are not documents.
 *
 * <p>Symbolic links are followed, but every file and directory is read once, by its file key: a
 * link back into a directory already walked (a loop such as {@code ln -s . self}) and a second path
 * to a file already read are reported and passed over. An unreadable subdirectory or file is
 * reported and skipped; the walk goes on. A file larger than the document size limit is read up to
 * the limit only, and reported as truncated.
 */
public final class FileCorpus {
  private FileCorpus() {}

  /**
   * The files under {@code root} in a stable order: a depth-first walk that visits the entries of
   * each directory sorted by name. Documents are handed on while the walk goes on, so extraction
   * starts at once.
   */
  public static DocumentStream stream(Path root) throws IOException {
    return stream(root, DocumentLimit.NONE);
  }

  /** {@link #stream(Path)} with a limit on the bytes read of each file. */
  public static DocumentStream stream(Path root, DocumentLimit limit) throws IOException {
    if (!Files.exists(root)) {
      throw new IOException("input " + root + " does not exist");
    }
    if (!Files.isRegularFile(root) && !Files.isDirectory(root)) {
      throw new IOException("input " + root + " is neither a file nor a directory");
    }
    return new DocumentStream() {
      @Override
      public void forEach(Sink sink, InputProblems problems)
          throws IOException, InterruptedException {
        if (Files.isRegularFile(root)) {
          sink.accept(
              new SourceDocument(
                  DocumentIds.of(root.getFileName().toString()),
                  root.toString(),
                  new FileText(root, -1, limit, problems)));
          return;
        }
        CorpusWalk.walk(
            root,
            new CorpusWalk.Visitor() {
              @Override
              public void document(String id, Path file, long size)
                  throws IOException, InterruptedException {
                sink.accept(
                    new SourceDocument(
                        id, file.toString(), new FileText(file, size, limit, problems)));
              }

              @Override
              public void skipped(String where, String reason) {
                problems.skipped(where, reason);
              }

              @Override
              public void warning(String message) {
                problems.warning(message);
              }
            });
      }

      @Override
      public long size() {
        return -1;
      }
    };
  }

  /**
   * The text of a file: read whole, decompressed, and decoded. The size limit counts the
   * decompressed bytes (so a small compressed file cannot blow up past it).
   */
  private record FileText(Path path, long knownSize, DocumentLimit limit, InputProblems problems)
      implements SourceDocument.Text {
    @Override
    public String load() throws IOException, SourceDocument.Bad {
      DocumentText buffer = new DocumentText();
      int n = bytes(buffer);
      return HtmlCharset.decode(buffer.bytes(n), 0, n, null);
    }

    @Override
    public void load(DocumentText into) throws IOException, SourceDocument.Bad {
      int n = bytes(into);
      byte[] b = into.bytes(n);
      int length = HtmlCharset.decode(b, 0, n, null, into.chars(n));
      if (length >= 0) {
        into.setLength(length);
      } else {
        into.set(HtmlCharset.decode(b, 0, n, null)); // an encoding with more chars than bytes
      }
    }

    @Override
    public boolean decodesBytes() {
      return true;
    }

    /** Reads the file's bytes, decompressed, into {@code buffer}'s byte array; returns how many. */
    private int bytes(DocumentText buffer) throws SourceDocument.Bad {
      long max = limit.maxBytes();
      int n;
      try {
        n = readUpTo(path, knownSize, max, buffer);
      } catch (IOException e) {
        throw new SourceDocument.Bad("cannot read: " + InputFiles.reason(e));
      }
      if (n == 0) {
        throw new SourceDocument.Bad("empty file");
      }
      byte[] data = buffer.bytes(n);
      if (InputFiles.compression(data, n) != null) {
        // a compressed file cut at the limit is read again as a stream, from its start
        try (InputStream in = n > max ? InputFiles.open(path) : InputFiles.decompress(data, n)) {
          byte[] plain = in.readNBytes((int) Math.min(max + 1, DocumentLimit.ARRAY_MAX));
          n = plain.length;
          System.arraycopy(plain, 0, buffer.bytes(n), 0, n);
        } catch (IOException e) {
          throw new SourceDocument.Bad("cannot decompress: " + InputFiles.reason(e));
        }
        if (n == 0) {
          throw new SourceDocument.Bad("empty file (once decompressed)");
        }
        data = buffer.bytes(n);
      }
      if (n > max) {
        problems.truncated(path.toString(), limit);
        n = (int) max;
      }
      java.nio.charset.Charset bom = HtmlCharset.byteOrderMark(data, 0, n);
      int nul = Bytes.indexOf(data, 0, Math.min(n, 8192), (byte) 0);
      if (nul >= 0 && (bom == null || bom == java.nio.charset.StandardCharsets.UTF_8)) {
        // (UTF-16 and UTF-32 text has NUL bytes: its byte order mark says that it is text)
        throw new SourceDocument.Bad("binary file (NUL byte at offset " + nul + ")");
      }
      return n;
    }
  }

  /**
   * Reads at most {@code max + 1} bytes of a file (one more than the limit shows that it is passed)
   * into {@code buffer}'s byte array and returns how many. With the size known from the walk this
   * takes an open, one read and a close (the system calls of 74,000 small files add up): the read
   * asks for one byte more than the size, and a regular file that gives fewer bytes than asked for
   * is at its end. A file that grew since the walk is read to its end.
   */
  private static int readUpTo(Path p, long knownSize, long max, DocumentText buffer)
      throws IOException {
    long cap = Math.min(max + 1, DocumentLimit.ARRAY_MAX);
    try (FileChannel ch = FileChannel.open(p)) {
      long size = knownSize >= 0 ? knownSize : ch.size();
      int limit = (int) Math.min(size + 1, cap);
      ByteBuffer buf = ByteBuffer.wrap(buffer.bytes(limit), 0, limit);
      for (int r; (r = ch.read(buf)) > 0; ) {
        if (buf.hasRemaining()) {
          if (buf.position() >= size) {
            break; // a short read past the known size: the end of the file
          }
        } else if (limit >= cap) {
          break;
        } else {
          int n = buf.position();
          limit = (int) Math.min((long) limit * 2, cap);
          buf = ByteBuffer.wrap(buffer.growBytes(limit, n), n, limit - n);
        }
      }
      return buf.position();
    }
  }

  /** The id of the file at {@code relative}: {@link DocumentIds#of(String)}. */
  public static String stripExtension(String relative) {
    return DocumentIds.of(relative);
  }
}
