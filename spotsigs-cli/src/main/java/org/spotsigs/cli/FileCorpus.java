package org.spotsigs.cli;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * A directory of documents, one per file (any depth): a document's id is its path relative to the
 * directory, with '/' separators and without the file extension (and without a compression suffix
 * before it: {@code a/b.html.gz} is {@code a/b}). Compressed files are decompressed ({@link
 * InputFiles#decompress}). Files are read as UTF-8 (bad bytes replaced) on the extraction threads, in the order of a depth-first walk with each directory's
 * entries sorted by name; empty files and files that look binary (a NUL byte in the
 * first 8 KB) are reported and skipped, as are files whose id another file already has. Hidden
 * files and directories (names starting with '.') are not documents.
 */
final class FileCorpus {
  private FileCorpus() {}

  /**
   * The files under {@code root} in a stable order: a depth-first walk that visits the entries of
   * each directory sorted by name. Documents are handed on while the walk goes on, so extraction
   * starts at once.
   */
  static DocumentStream stream(Path root) throws IOException {
    if (!Files.exists(root)) {
      throw new IOException("input " + root + " does not exist");
    }
    if (!Files.isRegularFile(root) && !Files.isDirectory(root)) {
      throw new IOException("input " + root + " is neither a file nor a directory");
    }
    return new DocumentStream() {
      @Override
      public void forEach(Sink sink, InputProblems problems) throws IOException, InterruptedException {
        if (Files.isRegularFile(root)) {
          sink.accept(new SourceDocument(stripExtension(root.getFileName().toString()), root.toString(), () -> read(root)));
          return;
        }
        walk(root, "", sink, problems, new HashMap<>());
      }

      @Override
      public long size() {
        return -1;
      }
    };
  }

  private static void walk(Path dir, String prefix, DocumentStream.Sink sink, InputProblems problems, Map<String, Path> seen)
      throws IOException, InterruptedException {
    List<Path> entries = new ArrayList<>();
    try (DirectoryStream<Path> ds = Files.newDirectoryStream(dir)) {
      for (Path p : ds) {
        if (!p.getFileName().toString().startsWith(".")) {
          entries.add(p);
        }
      }
    }
    entries.sort((a, b) -> a.getFileName().toString().compareTo(b.getFileName().toString()));
    for (Path p : entries) {
      String name = p.getFileName().toString();
      BasicFileAttributes attrs;
      try {
        attrs = Files.readAttributes(p, BasicFileAttributes.class); // one stat per entry
      } catch (IOException e) {
        problems.skipped(p.toString(), "cannot read: " + e.getMessage());
        continue;
      }
      if (attrs.isDirectory()) {
        walk(p, prefix + name + "/", sink, problems, seen);
      } else if (attrs.isRegularFile()) {
        String id = prefix + stripExtension(name);
        Path first = seen.putIfAbsent(id, p);
        if (first != null) {
          problems.skipped(p.toString(), "id '" + id + "' is already taken by " + first);
          continue;
        }
        long size = attrs.size();
        sink.accept(new SourceDocument(id, p.toString(), () -> read(p, size)));
      }
    }
  }

  private static String read(Path p) throws IOException, SourceDocument.Bad {
    return read(p, -1);
  }

  /**
   * Reads a whole file; with its size known from the walk it takes an open, a read or two and a
   * close (the system calls of 74,000 small files add up), and still reads to the end if the file
   * grew.
   */
  private static String read(Path p, long knownSize) throws IOException, SourceDocument.Bad {
    byte[] data;
    try {
      if (knownSize < 0 || knownSize > Integer.MAX_VALUE - 16) {
        data = Files.readAllBytes(p);
      } else {
        try (FileChannel ch = FileChannel.open(p)) {
          ByteBuffer buf = ByteBuffer.allocate((int) knownSize + 1); // one byte more to see the end
          while (ch.read(buf) > 0) {
            if (!buf.hasRemaining()) {
              buf = ByteBuffer.allocate(buf.capacity() * 2).put(buf.flip());
            }
          }
          data = java.util.Arrays.copyOf(buf.array(), buf.position());
        }
      }
    } catch (IOException e) {
      throw new SourceDocument.Bad("cannot read: " + e.getMessage());
    }
    if (data.length == 0) {
      throw new SourceDocument.Bad("empty file");
    }
    try {
      data = InputFiles.decompress(data);
    } catch (IOException e) {
      throw new SourceDocument.Bad("cannot decompress: " + e.getMessage());
    }
    if (data.length == 0) {
      throw new SourceDocument.Bad("empty file (once decompressed)");
    }
    for (int i = 0, n = Math.min(data.length, 8192); i < n; i++) {
      if (data[i] == 0) {
        throw new SourceDocument.Bad("binary file (NUL byte at offset " + i + ")");
      }
    }
    return new String(data, StandardCharsets.UTF_8);
  }

  static String stripExtension(String relative) {
    relative = InputFiles.stripCompression(relative);
    int slash = relative.lastIndexOf('/');
    int dot = relative.lastIndexOf('.');
    return dot > slash + 1 ? relative.substring(0, dot) : relative;
  }
}
