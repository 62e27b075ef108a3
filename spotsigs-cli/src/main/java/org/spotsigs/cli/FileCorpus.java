package org.spotsigs.cli;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileVisitOption;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

/**
 * A directory of documents, one per file (any depth): a document's id is its path relative to the
 * directory, with '/' separators and without the file extension. Files are read as UTF-8 (bad bytes
 * replaced) on the extraction threads; empty files and files that look binary (a NUL byte in the
 * first 8 KB) are reported and skipped, as are files whose id another file already has. Hidden
 * files and directories (names starting with '.') are not documents.
 */
final class FileCorpus {
  private FileCorpus() {}

  /** The files under {@code root} in a stable order (sorted by relative path). */
  static DocumentStream stream(Path root) throws IOException {
    List<Path> files = scan(root);
    return new DocumentStream() {
      @Override
      public void forEach(Sink sink, InputProblems problems) throws IOException, InterruptedException {
        Map<String, Path> seen = new HashMap<>();
        for (Path p : files) {
          String id = Files.isDirectory(root) ? idOf(root.relativize(p)) : stripExtension(p.getFileName().toString());
          Path first = seen.putIfAbsent(id, p);
          if (first != null) {
            problems.skipped(p.toString(), "id '" + id + "' is already taken by " + first);
            continue;
          }
          sink.accept(new SourceDocument(id, p.toString(), () -> read(p)));
        }
      }

      @Override
      public long size() {
        return files.size();
      }
    };
  }

  private static List<Path> scan(Path root) throws IOException {
    if (!Files.exists(root)) {
      throw new IOException("input " + root + " does not exist");
    }
    if (Files.isRegularFile(root)) {
      return List.of(root);
    }
    if (!Files.isDirectory(root)) {
      throw new IOException("input " + root + " is neither a file nor a directory");
    }
    try (Stream<Path> walk = Files.walk(root, FileVisitOption.FOLLOW_LINKS)) {
      return walk.filter(p -> Files.isRegularFile(p) && !isHidden(root.relativize(p))).sorted().toList();
    } catch (UncheckedIOException e) {
      throw e.getCause();
    }
  }

  private static String read(Path p) throws IOException, SourceDocument.Bad {
    byte[] data;
    try {
      data = Files.readAllBytes(p);
    } catch (IOException e) {
      throw new SourceDocument.Bad("cannot read: " + e.getMessage());
    }
    if (data.length == 0) {
      throw new SourceDocument.Bad("empty file");
    }
    for (int i = 0, n = Math.min(data.length, 8192); i < n; i++) {
      if (data[i] == 0) {
        throw new SourceDocument.Bad("binary file (NUL byte at offset " + i + ")");
      }
    }
    return new String(data, StandardCharsets.UTF_8);
  }

  private static boolean isHidden(Path relative) {
    for (Path part : relative) {
      if (part.toString().startsWith(".")) {
        return true;
      }
    }
    return false;
  }

  private static String idOf(Path relative) {
    return stripExtension(relative.toString().replace(relative.getFileSystem().getSeparator(), "/"));
  }

  static String stripExtension(String relative) {
    int slash = relative.lastIndexOf('/');
    int dot = relative.lastIndexOf('.');
    return dot > slash + 1 ? relative.substring(0, dot) : relative;
  }
}
