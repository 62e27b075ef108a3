package org.spotsigs.cli;

import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.spotsigs.html.HtmlCharset;

/**
 * A directory of documents, one per file (any depth): a document's id is its path relative to the
 * directory, with '/' separators and without the file extension (and without a compression suffix
 * before it: {@code a/b.html.gz} is {@code a/b}). Compressed files (gzip, zstd, xz, bzip2, known by
 * their first bytes) are decompressed ({@link InputFiles}). Files are decoded as a browser decodes
 * a page ({@link HtmlCharset}: byte order mark, {@code <meta charset>}, else UTF-8 when valid and
 * windows-1252 when not) on the extraction threads, in the order of a depth-first walk with each
 * directory's entries sorted by name; empty files and files that look binary (a NUL byte in the
 * first 8 KB) are reported and skipped, as are files whose id another file already has. Hidden
 * files and directories (names starting with '.') are not documents.
 *
 * <p>Symbolic links are followed, but every file and directory is read once, by its file key: a
 * link back into a directory already walked (a loop such as {@code ln -s . self}) and a second path
 * to a file already read are reported and passed over. An unreadable subdirectory or file is
 * reported and skipped; the walk goes on. A file larger than the document size limit is read up to
 * the limit only, and reported as truncated.
 */
final class FileCorpus {
  private FileCorpus() {}

  /**
   * The files under {@code root} in a stable order: a depth-first walk that visits the entries of
   * each directory sorted by name. Documents are handed on while the walk goes on, so extraction
   * starts at once.
   */
  static DocumentStream stream(Path root) throws IOException {
    return stream(root, DocumentLimit.NONE);
  }

  /** {@link #stream(Path)} with a limit on the bytes read of each file. */
  static DocumentStream stream(Path root, DocumentLimit limit) throws IOException {
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
                  stripExtension(root.getFileName().toString()),
                  root.toString(),
                  () -> read(root, -1, limit, problems)));
          return;
        }
        Walk walk = new Walk(sink, problems, limit);
        walk.seen.put(Files.readAttributes(root, BasicFileAttributes.class).fileKey(), root);
        walk.walk(root, "");
      }

      @Override
      public long size() {
        return -1;
      }
    };
  }

  /**
   * One walk: what it has seen (ids, and files and directories by file key) and where it reports.
   */
  private static final class Walk {
    final DocumentStream.Sink sink;
    final InputProblems problems;
    final DocumentLimit limit;
    final Map<String, Path> ids = new HashMap<>();

    /**
     * File keys (device and inode) of the files and directories met so far, with the first path to
     * each.
     */
    final Map<Object, Path> seen = new HashMap<>();

    Walk(DocumentStream.Sink sink, InputProblems problems, DocumentLimit limit) {
      this.sink = sink;
      this.problems = problems;
      this.limit = limit;
    }

    void walk(Path dir, String prefix) throws IOException, InterruptedException {
      List<Entry> entries = new ArrayList<>();
      try (DirectoryStream<Path> ds = Files.newDirectoryStream(dir)) {
        for (Path p : ds) {
          String name = p.getFileName().toString();
          if (!name.startsWith(".")) {
            entries.add(new Entry(name, p));
          }
        }
      } catch (IOException | java.io.UncheckedIOException e) {
        problems.skipped(dir.toString(), "cannot read directory: " + reason(e));
        return;
      }
      entries.sort(null);
      for (Entry e : entries) {
        visit(e.path(), e.name(), prefix);
      }
    }

    /** One entry of a directory: a document, a directory to walk, or something to report. */
    private void visit(Path p, String name, String prefix)
        throws IOException, InterruptedException {
      BasicFileAttributes attrs;
      try {
        attrs =
            Files.readAttributes(
                p, BasicFileAttributes.class); // one stat per entry (links followed)
      } catch (java.nio.file.FileSystemLoopException e) {
        problems.warning(p + ": symbolic link loop, not followed");
        return;
      } catch (IOException e) {
        problems.skipped(p.toString(), "cannot read: " + reason(e));
        return;
      }
      Object key = attrs.fileKey();
      Path first = key == null ? null : seen.putIfAbsent(key, p);
      if (first != null) {
        problems.warning(
            p
                + (attrs.isDirectory() ? ": a directory already walked as " : ": the same file as ")
                + first
                + (attrs.isDirectory()
                    ? " (a symbolic link loop or a second link to it), not walked again"
                    : ", not read again"));
        return;
      }
      if (attrs.isDirectory()) {
        walk(p, prefix + name + "/");
      } else if (attrs.isRegularFile()) {
        String id = prefix + stripExtension(name);
        Path other = ids.putIfAbsent(id, p);
        if (other != null) {
          problems.skipped(p.toString(), "id '" + id + "' is already taken by " + other);
          return;
        }
        long size = attrs.size();
        sink.accept(new SourceDocument(id, p.toString(), () -> read(p, size, limit, problems)));
      } else {
        problems.skipped(
            p.toString(), "not a regular file or directory (a device, FIFO or socket)");
      }
    }
  }

  /** A directory entry and its name, sorted by name. */
  private record Entry(String name, Path path) implements Comparable<Entry> {
    @Override
    public int compareTo(Entry o) {
      return name.compareTo(o.name);
    }
  }

  private static String reason(Exception e) {
    return e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
  }

  /**
   * Reads a whole file, decompressed; the size limit counts the decompressed bytes (so a small
   * compressed file cannot blow up past it).
   */
  private static String read(Path p, long knownSize, DocumentLimit limit, InputProblems problems)
      throws IOException, SourceDocument.Bad {
    long max = limit.maxBytes();
    byte[] data;
    try {
      data = readUpTo(p, knownSize, max);
    } catch (IOException e) {
      throw new SourceDocument.Bad("cannot read: " + e.getMessage());
    }
    if (data.length == 0) {
      throw new SourceDocument.Bad("empty file");
    }
    if (InputFiles.compression(data, data.length) != null) {
      // a compressed file cut at the limit is read again as a stream, from its start
      try (InputStream in = data.length > max ? InputFiles.open(p) : InputFiles.decompress(data)) {
        data = in.readNBytes((int) Math.min(max + 1, DocumentLimit.ARRAY_MAX));
      } catch (IOException e) {
        throw new SourceDocument.Bad("cannot decompress: " + e.getMessage());
      }
      if (data.length == 0) {
        throw new SourceDocument.Bad("empty file (once decompressed)");
      }
    }
    if (data.length > max) {
      problems.truncated(p.toString(), limit);
      data = Arrays.copyOf(data, (int) max);
    }
    for (int i = 0, n = Math.min(data.length, 8192); i < n; i++) {
      if (data[i] == 0) {
        throw new SourceDocument.Bad("binary file (NUL byte at offset " + i + ")");
      }
    }
    return HtmlCharset.decode(data, null);
  }

  /**
   * The bytes of a file, but at most {@code max + 1} of them (one more than the limit shows that it
   * is passed). With the size known from the walk this takes an open, a read or two and a close
   * (the system calls of 74,000 small files add up), and still reads to the end if the file grew.
   */
  private static byte[] readUpTo(Path p, long knownSize, long max) throws IOException {
    long cap = Math.min(max + 1, DocumentLimit.ARRAY_MAX);
    try (FileChannel ch = FileChannel.open(p)) {
      long size = knownSize >= 0 ? knownSize : ch.size();
      // one byte more than expected to see the end
      ByteBuffer buf = ByteBuffer.allocate((int) Math.min(size + 1, cap));
      while (ch.read(buf) > 0) {
        if (!buf.hasRemaining()) {
          if (buf.capacity() >= cap) {
            break;
          }
          buf = ByteBuffer.allocate((int) Math.min((long) buf.capacity() * 2, cap)).put(buf.flip());
        }
      }
      return Arrays.copyOf(buf.array(), buf.position());
    }
  }

  static String stripExtension(String relative) {
    relative = InputFiles.stripCompression(relative);
    int slash = relative.lastIndexOf('/');
    int dot = relative.lastIndexOf('.');
    return dot > slash + 1 ? relative.substring(0, dot) : relative;
  }
}
