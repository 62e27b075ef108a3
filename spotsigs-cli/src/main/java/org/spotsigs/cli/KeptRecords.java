package org.spotsigs.cli;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Comparator;
import java.util.Set;
import java.util.concurrent.ThreadLocalRandom;
import java.util.stream.Stream;

/**
 * The input minus the removed documents, in the input's own format ({@code dedup --write-kept}):
 *
 * <ul>
 *   <li>{@code jsonl} and {@code signatures}: the kept lines, each byte for byte as read (once
 *       decompressed), in input order, each ended by a line feed, into one file;
 *   <li>{@code files}: the kept files copied byte for byte (compressed ones stay compressed) into a
 *       new directory, at their paths relative to the input directory.
 * </ul>
 *
 * Records the run skipped (reported on stderr) are not written. The output appears whole or not at
 * all: a file replaces its target atomically ({@link Output}); a directory is filled under a
 * temporary name beside it and renamed at the end, and must not exist before (or be empty).
 */
final class KeptRecords {
  private KeptRecords() {}

  /** Why {@code format} (read from {@code input}) cannot be written back, or null if it can. */
  static String unsupported(InputFormat format, Path input) {
    if (InputFiles.isStdin(input)) {
      return "--write-kept reads the input a second time, which standard input cannot give";
    }
    return switch (format) {
      case FILES, JSONL, SIGNATURES -> null;
      default ->
          "--write-kept writes files, jsonl and signatures inputs back; for --format "
              + format.name().toLowerCase(java.util.Locale.ROOT)
              + " use --removals";
    };
  }

  /**
   * Writes the lines of {@code input} whose {@code file:line} (as the readers name them) is kept.
   */
  static long writeLines(Path input, Set<String> keptWheres, Path target) throws IOException {
    long written = 0;
    try (Output out = Output.open(target);
        InputStream in = InputFiles.open(input)) {
      OutputStream os = out.stream();
      JsonlDocuments.ByteLines lines = new JsonlDocuments.ByteLines(in);
      String name = InputFiles.name(input);
      int lineNo = 0;
      while (lines.next()) {
        lineNo++;
        if (keptWheres.contains(name + ":" + lineNo)) {
          os.write(lines.bytes(), 0, lines.length());
          os.write('\n');
          written++;
        }
      }
      out.commit();
    }
    return written;
  }

  /**
   * Copies the kept files (paths as the file reader names them) under {@code input} into the new
   * directory {@code target}.
   */
  static long copyFiles(Path input, Iterable<String> keptPaths, Path target) throws IOException {
    if (Files.exists(target)) {
      if (!Files.isDirectory(target)) {
        throw new FileAlreadyExistsException(
            target.toString(), null, "--write-kept: for file input the output is a new directory");
      }
      try (Stream<Path> s = Files.list(target)) {
        if (s.findAny().isPresent()) {
          throw new FileAlreadyExistsException(
              target.toString(), null, "--write-kept: the output directory is not empty");
        }
      }
    }
    Path absolute = target.toAbsolutePath();
    Path parent = absolute.getParent();
    Files.createDirectories(parent);
    Path tmp =
        parent.resolve(
            "."
                + absolute.getFileName()
                + "."
                + ProcessHandle.current().pid()
                + "-"
                + Integer.toUnsignedString(ThreadLocalRandom.current().nextInt(), 36)
                + Output.TEMP_SUFFIX);
    Files.createDirectory(tmp);
    long written = 0;
    boolean done = false;
    try {
      boolean single = !Files.isDirectory(input);
      for (String kept : keptPaths) {
        Path from = Path.of(kept);
        Path rel = single ? from.getFileName() : input.relativize(from);
        if (rel.isAbsolute() || rel.startsWith("..")) {
          throw new IOException("--write-kept: " + from + " is not under the input " + input);
        }
        Path to = tmp.resolve(rel);
        Files.createDirectories(to.getParent());
        Files.copy(from, to, StandardCopyOption.COPY_ATTRIBUTES);
        written++;
      }
      if (Files.isDirectory(target)) {
        Files.delete(target); // empty, checked above
      }
      Files.move(tmp, absolute, StandardCopyOption.ATOMIC_MOVE);
      done = true;
    } finally {
      if (!done) {
        deleteTree(tmp);
      }
    }
    return written;
  }

  private static void deleteTree(Path dir) throws IOException {
    if (!Files.exists(dir)) {
      return;
    }
    try (Stream<Path> s = Files.walk(dir)) {
      for (Path p : (Iterable<Path>) s.sorted(Comparator.reverseOrder())::iterator) {
        Files.deleteIfExists(p);
      }
    }
  }
}
