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
import java.nio.file.FileSystems;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.PathMatcher;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;
import org.spotsigs.io.Reasons;

/**
 * What an {@code --input} names: standard input, one file, a directory of files, or a glob ({@code
 * shards/*.jsonl.gz}, {@code data/**&#47;part-*.parquet}: the pattern is the path's part from its
 * first {@code *}, {@code ?}, <code>[</code> or <code>{</code> on, matched against paths under the
 * directory before it). The files of a directory or a glob are taken in the order of their paths,
 * so a run is the same on every machine; hidden files (names starting with '.') are left out. And
 * which format the input is in when {@code --format} does not say ({@link #infer}).
 */
public final class InputPaths {
  private InputPaths() {}

  /** Whether {@code input} is a glob pattern rather than a path. */
  static boolean isGlob(Path input) {
    String s = input.toString();
    return !Files.exists(input) && globStart(s) >= 0;
  }

  private static int globStart(String s) {
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      if (c == '*' || c == '?' || c == '[' || c == '{') {
        return i;
      }
    }
    return -1;
  }

  /**
   * The files of {@code input}: standard input or a file itself, every file under a directory, or
   * the files a glob matches, sorted by path.
   */
  public static List<Path> files(Path input) throws IOException {
    if (InputFiles.isStdin(input) || (Files.exists(input) && !Files.isDirectory(input))) {
      return List.of(input); // a file, or a FIFO or device read as one
    }
    if (isGlob(input)) {
      return glob(input);
    }
    if (!Files.isDirectory(input)) {
      throw new IOException("input " + input + " does not exist");
    }
    return walk(input, true);
  }

  /**
   * The regular files under {@code dir} whose names do not start with a dot, sorted by path. A
   * directory that cannot be read fails the walk when {@code strict} (its shards would be lost in
   * silence), else it is left out (the directory's reader reports it).
   */
  private static List<Path> walk(Path dir, boolean strict) throws IOException {
    List<Path> found = new ArrayList<>();
    Files.walkFileTree(
        dir,
        new SimpleFileVisitor<>() {
          @Override
          public FileVisitResult visitFile(Path file, BasicFileAttributes attrs) {
            boolean regular =
                attrs.isRegularFile() || (attrs.isSymbolicLink() && Files.isRegularFile(file));
            if (regular && !file.getFileName().toString().startsWith(".")) {
              found.add(file);
            }
            return FileVisitResult.CONTINUE;
          }

          @Override
          public FileVisitResult visitFileFailed(Path file, IOException e) throws IOException {
            if (strict) {
              throw new IOException(
                  "cannot list " + dir + ": " + Reasons.of(e, file.toString()), e);
            }
            return FileVisitResult.CONTINUE;
          }
        });
    found.sort(null);
    return found;
  }

  private static List<Path> glob(Path pattern) throws IOException {
    String s = pattern.toString();
    int star = globStart(s);
    int slash = s.lastIndexOf('/', star);
    Path base = slash < 0 ? Path.of(".") : Path.of(slash == 0 ? "/" : s.substring(0, slash));
    String rest = s.substring(slash + 1);
    if (!Files.isDirectory(base)) {
      throw new IOException("input " + pattern + ": no directory " + base + " to match in");
    }
    PathMatcher matcher = FileSystems.getDefault().getPathMatcher("glob:" + rest);
    List<Path> matched = new ArrayList<>();
    try (Stream<Path> walk = Files.walk(base)) {
      for (Path p : (Iterable<Path>) walk.sorted()::iterator) {
        Path rel = base.relativize(p);
        if (Files.isRegularFile(p)
            && !p.getFileName().toString().startsWith(".")
            && matcher.matches(rel)) {
          matched.add(slash < 0 ? rel : p);
        }
      }
    } catch (java.io.UncheckedIOException e) {
      throw new IOException("cannot list " + base + ": " + e.getCause().getMessage(), e.getCause());
    }
    if (matched.isEmpty()) {
      throw new IOException("input " + pattern + " matches no file");
    }
    return matched;
  }

  /** The format a file's name says, or null: {@code .jsonl}, {@code .warc.gz}, {@code .parquet}. */
  static InputFormat formatOfName(Path file) {
    String name =
        InputFiles.stripCompression(file.getFileName().toString()).toLowerCase(Locale.ROOT);
    if (name.endsWith(".jsonl") || name.endsWith(".ndjson") || name.endsWith(".json")) {
      return InputFormat.JSONL;
    }
    if (name.endsWith(".warc") || name.endsWith(".arc")) {
      return InputFormat.WARC;
    }
    if (name.endsWith(".parquet")) {
      return InputFormat.PARQUET;
    }
    if (name.endsWith(".trec")) {
      return InputFormat.TREC;
    }
    return null;
  }

  /**
   * The format of {@code input} when {@code --format} does not say: the one its file names say (a
   * file, or all files of a directory or glob: {@code .jsonl}, {@code .json}, {@code .ndjson},
   * {@code .warc}, {@code .parquet}, {@code .trec}, each perhaps compressed); a directory whose
   * files say nothing, or say different things, is a directory of documents ({@code files}), and so
   * is a single file whose name says nothing. Standard input has no name: {@code --format} must
   * say.
   */
  static InputFormat infer(Path input) throws IOException {
    if (InputFiles.isStdin(input)) {
      throw new IllegalArgumentException(
          "--input - (standard input): say its format with --format jsonl, trec, warc or"
              + " signatures");
    }
    if (Files.exists(input) && !Files.isDirectory(input)) {
      InputFormat f = formatOfName(input);
      return f == null ? InputFormat.FILES : f;
    }
    if (!Files.exists(input) && !isGlob(input)) {
      return InputFormat.FILES; // reported as missing when read
    }
    InputFormat common = null;
    for (Path p : isGlob(input) ? files(input) : walk(input, false)) {
      InputFormat f = formatOfName(p);
      if (f == null || (common != null && f != common)) {
        if (isGlob(input)) {
          throw new IllegalArgumentException(
              "--input "
                  + input
                  + ": the files it matches are not all of one format by their names ("
                  + p
                  + "); say it with --format");
        }
        return InputFormat.FILES;
      }
      common = f;
    }
    return common == null ? InputFormat.FILES : common;
  }
}
