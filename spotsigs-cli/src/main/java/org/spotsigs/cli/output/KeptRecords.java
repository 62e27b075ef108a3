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
package org.spotsigs.cli.output;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;
import org.spotsigs.cli.input.InputFiles;
import org.spotsigs.cli.input.InputFormat;
import org.spotsigs.cli.input.InputPaths;
import org.spotsigs.cli.input.JsonlDocuments;
import org.spotsigs.cli.input.ParquetDocuments;
import org.spotsigs.io.FileTrees;

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
public final class KeptRecords {
  private KeptRecords() {}

  /** Why {@code format} (read from {@code input}) cannot be written back, or null if it can. */
  public static String unsupported(InputFormat format, Path input) {
    if (InputFiles.isStdin(input)) {
      return "--write-kept reads the input a second time, which standard input cannot give";
    }
    return switch (format) {
      case FILES, JSONL, SIGNATURES, PARQUET -> null;
      default ->
          "--write-kept writes files, jsonl, signatures and parquet inputs back; for --format "
              + format.name().toLowerCase(java.util.Locale.ROOT)
              + " use --removals";
    };
  }

  /**
   * Writes the lines of {@code input} whose {@code file:line} (as the readers name them) is kept.
   */
  public static long writeLines(Path input, Set<String> keptWheres, Path target)
      throws IOException {
    return writeLines(input, keptWheres, target, 1);
  }

  /**
   * Writes the kept lines of {@code input} into {@code shards} files ({@link #shard}), in input
   * order, each shard holding a run of about the same number of lines; every shard appears only
   * once all are complete.
   */
  public static long writeLines(Path input, Set<String> keptWheres, Path target, int shards)
      throws IOException {
    return copyLines(
        input,
        keptWheres.size(),
        target,
        shards,
        (where, line, length, out) -> {
          if (!keptWheres.contains(where)) {
            return false;
          }
          out.write(line, 0, length);
          out.write('\n');
          return true;
        });
  }

  /**
   * Writes the kept rows (as the Parquet reader names them, {@code FILE@row N}) of the Parquet
   * files of {@code input} into one Parquet file, every column as it was, in input order.
   */
  public static long writeParquet(Path input, Set<String> keptWheres, Path target)
      throws IOException {
    try (Output out = Output.open(target)) {
      long written;
      try (org.spotsigs.parquet.ParquetRowCopy copy =
          new org.spotsigs.parquet.ParquetRowCopy(out.stream())) {
        for (Path file : ParquetDocuments.files(input)) {
          copy.copy(file, (f, row) -> keptWheres.contains(f + "@row " + row));
        }
        written = copy.written();
      } catch (IllegalArgumentException e) {
        throw new IOException("--write-kept " + target + ": " + e.getMessage(), e);
      }
      out.commit();
      return written;
    }
  }

  /** What a record of {@code dedup --annotate} gets: its cluster and what it duplicates. */
  public record Annotation(
      String clusterId, String duplicateOf, boolean paired, long overlap, long union) {}

  /**
   * {@code --annotate}: every record of {@code input} that was read, with three fields added at its
   * end: {@code cluster_id} (the id of its cluster's survivor, its own for a survivor or a document
   * in no cluster), {@code duplicate_of} (the id of the document kept in its place, null for one
   * kept) and {@code similarity} to it (exact, null for one kept or not paired with it directly).
   * The rest of each line is written byte for byte.
   */
  public static long writeAnnotated(
      Path input, Map<String, Annotation> byWhere, Path target, int shards) throws IOException {
    StringBuilder fields = new StringBuilder();
    return copyLines(
        input,
        byWhere.size(),
        target,
        shards,
        (where, line, length, out) -> {
          Annotation a = byWhere.get(where);
          if (a == null) {
            return false; // skipped by the run (see --rejected)
          }
          int end = length;
          while (end > 0 && line[end - 1] != '}') {
            end--; // white space after the object
          }
          fields.setLength(0);
          fields.append(",\"cluster_id\":").append(quoted(a.clusterId()));
          fields.append(",\"duplicate_of\":");
          fields.append(a.duplicateOf() == null ? "null" : quoted(a.duplicateOf()));
          fields.append(",\"similarity\":");
          fields.append(a.paired() ? Double.toString((double) a.overlap() / a.union()) : "null");
          out.write(line, 0, end - 1);
          out.write(fields.toString().getBytes(StandardCharsets.UTF_8));
          out.write('}');
          out.write('\n');
          return true;
        });
  }

  private static String quoted(String s) {
    try {
      return JSON.writeValueAsString(s);
    } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
      throw new IllegalStateException(e); // a string always writes
    }
  }

  private static final com.fasterxml.jackson.databind.ObjectMapper JSON =
      new com.fasterxml.jackson.databind.ObjectMapper();

  /** Writes (or not) one line of the input, as {@code file:line} names it. */
  @FunctionalInterface
  private interface LineCopy {
    boolean write(String where, byte[] line, int length, OutputStream out) throws IOException;
  }

  /**
   * Copies the lines of {@code input} that {@code copy} writes into {@code shards} files, about
   * {@code total} lines split evenly in input order.
   */
  private static long copyLines(Path input, long total, Path target, int shards, LineCopy copy)
      throws IOException {
    List<Output> outs = new ArrayList<>();
    try {
      for (int k = 0; k < shards; k++) {
        outs.add(Output.open(shards == 1 ? target : shard(target, k, shards)));
      }
      long written = 0;
      for (Path file : InputPaths.files(input)) { // the shards of a directory or glob, in order
        try (InputStream in = InputFiles.open(file)) {
          JsonlDocuments.ByteLines lines = new JsonlDocuments.ByteLines(in);
          String name = InputFiles.name(file);
          int lineNo = 0;
          while (lines.next()) {
            lineNo++;
            int k = (int) Math.min(shards - 1, written * shards / Math.max(1, total));
            if (copy.write(
                name + ":" + lineNo, lines.bytes(), lines.length(), outs.get(k).stream())) {
              written++;
            }
          }
        }
      }
      for (Output o : outs) {
        o.commit();
      }
      return written;
    } finally {
      IOException failed = null;
      for (Output o : outs) {
        try {
          o.close();
        } catch (IOException e) {
          failed = failed == null ? e : failed;
        }
      }
      if (failed != null) {
        throw failed;
      }
    }
  }

  /**
   * The name of shard {@code k} of {@code n} of {@code target}: {@code kept.jsonl.gz} gives {@code
   * kept-00000-of-00004.jsonl.gz} (the number goes before the last extension and a compression
   * suffix).
   */
  public static Path shard(Path target, int k, int n) {
    String name = target.getFileName().toString();
    String compression = OutputCompression.of(target).suffix();
    String base = name.substring(0, name.length() - compression.length());
    int dot = base.lastIndexOf('.');
    String ext = dot > 0 ? base.substring(dot) : "";
    String stem = dot > 0 ? base.substring(0, dot) : base;
    return target.resolveSibling(
        String.format(java.util.Locale.ROOT, "%s-%05d-of-%05d%s%s", stem, k, n, ext, compression));
  }

  /**
   * Copies the kept files (paths as the file reader names them) under {@code input} into the new
   * directory {@code target}.
   */
  public static long copyFiles(Path input, Iterable<String> keptPaths, Path target)
      throws IOException {
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
    Path tmp = Output.temporary(parent, absolute.getFileName());
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
        FileTrees.delete(tmp);
      }
    }
    return written;
  }
}
