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
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.spotsigs.html.HtmlCharset;
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
                  new FileText(root, -1, limit, problems)));
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
        problems.skipped(p.toString(), "cannot read: " + unreadable(p, e));
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
          problems.skipped(
              p.toString(), "duplicate id '" + id + "' (already taken by " + other + ")");
          return;
        }
        long size = attrs.size();
        sink.accept(new SourceDocument(id, p.toString(), new FileText(p, size, limit, problems)));
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
    return InputFiles.reason(
        e instanceof java.io.UncheckedIOException u ? u.getCause() : (IOException) e);
  }

  /** Why {@code p} cannot be read: the reason, or the missing target of a symbolic link. */
  private static String unreadable(Path p, IOException e) {
    if (e instanceof java.nio.file.NoSuchFileException && Files.isSymbolicLink(p)) {
      try {
        return "a symbolic link to " + Files.readSymbolicLink(p) + ", which does not exist";
      } catch (IOException | UnsupportedOperationException again) {
        // the reason below
      }
    }
    return InputFiles.reason(e);
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

  static String stripExtension(String relative) {
    relative = InputFiles.stripCompression(relative);
    int slash = relative.lastIndexOf('/');
    int dot = relative.lastIndexOf('.');
    return dot > slash + 1 ? relative.substring(0, dot) : relative;
  }
}
