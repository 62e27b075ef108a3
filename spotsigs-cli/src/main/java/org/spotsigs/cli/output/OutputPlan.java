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
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.ThreadLocalRandom;
import java.util.stream.Stream;
import org.spotsigs.cli.input.InputFiles;
import org.spotsigs.io.Reasons;
import picocli.CommandLine;

/**
 * The outputs of one run, checked together before any input is read, so that a run that could not
 * write its results is refused at once (exit 2) rather than after the work:
 *
 * <ul>
 *   <li>two options that name one file (also through {@code ./X}, a symbolic link or a hard link)
 *       are refused: all but the last would be lost;
 *   <li>a file output that is a directory is refused, and so is a new-directory output ({@code
 *       --write-kept DIR}) that exists and is not an empty directory;
 *   <li>each output's directory (or the nearest one that exists, for a path still to be made) must
 *       let a file be made in it: a probe file is created and removed, and a refusal gives the
 *       system's reason (permission denied, read-only file system);
 *   <li>an output that is an input, lies inside an input directory (it would be read as a document)
 *       or inside an index directory (the index's files are the index's) is refused;
 *   <li>temporary files and directories that a killed run of spotsigs left in the outputs'
 *       directories ({@code .NAME.PID-RANDOM.spotsigs-tmp} whose process is gone) are removed.
 * </ul>
 *
 * Devices and FIFOs ({@code /dev/null}, {@code /dev/stdout}, named pipes) are written as they are
 * and may be named by several options.
 */
public final class OutputPlan {
  private final CommandLine.Model.CommandSpec spec;
  private final List<Entry> outputs = new ArrayList<>();
  private final List<Path> inputs = new ArrayList<>();
  private final List<Path> indexes = new ArrayList<>();

  private record Entry(String option, Path path, boolean newDirectory) {}

  private OutputPlan(CommandLine.Model.CommandSpec spec) {
    this.spec = spec;
  }

  /** A plan for the outputs of the command of {@code spec} (its refusals are usage errors). */
  public static OutputPlan of(CommandLine.Model.CommandSpec spec) {
    return new OutputPlan(spec);
  }

  /** The file output of {@code option}, if {@code path} is not null. */
  public OutputPlan file(String option, Path path) {
    if (path != null) {
      outputs.add(new Entry(option, path, false));
    }
    return this;
  }

  /**
   * The records written back of an input ({@code --write-kept}, {@code --annotate}): a new
   * directory for a directory of documents, else a file, or its {@code shards} files ({@link
   * KeptRecords#shard}).
   */
  public OutputPlan records(String option, Path file, boolean directory, int shards) {
    if (directory) {
      return newDirectory(option, file);
    }
    if (file == null || shards == 1) {
      return file(option, file);
    }
    for (int k = 0; k < shards; k++) {
      file(option, KeptRecords.shard(file, k, shards));
    }
    return this;
  }

  /**
   * An output of {@code option} that is a new (or empty) directory, if {@code path} is not null.
   */
  public OutputPlan newDirectory(String option, Path path) {
    if (path != null) {
      outputs.add(new Entry(option, path, true));
    }
    return this;
  }

  /** Inputs of the run (files or directories; null entries and {@code -} are passed over). */
  public OutputPlan inputs(Path... paths) {
    for (Path p : paths) {
      if (p != null && !InputFiles.isStdin(p)) {
        inputs.add(p);
      }
    }
    return this;
  }

  /** An index directory the run reads or writes (no output may lie inside it). */
  public OutputPlan index(Path dir) {
    if (dir != null) {
      indexes.add(dir);
    }
    return this;
  }

  /**
   * Checks every output (see the class comment); a refusal is a {@link
   * CommandLine.ParameterException}.
   */
  public void check() {
    try {
      checkAll();
    } catch (IllegalArgumentException e) {
      throw new CommandLine.ParameterException(spec.commandLine(), e.getMessage(), e);
    } catch (IOException e) {
      throw new CommandLine.ParameterException(
          spec.commandLine(), Reasons.of(e, "cannot check the outputs"), e);
    }
  }

  private void checkAll() throws IOException {
    Map<Path, Entry> byPath = new HashMap<>();
    Map<Object, Entry> byKey = new HashMap<>();
    for (Entry e : outputs) {
      Path target = canonical(Output.followLinks(e.path));
      BasicFileAttributes attrs = attributes(target);
      if (attrs != null && attrs.isOther()) {
        continue; // a device or FIFO: written as it is, never replaced
      }
      if (e.newDirectory) {
        checkNewDirectory(e, attrs);
      } else if (attrs != null && attrs.isDirectory()) {
        throw new IllegalArgumentException(
            e.option + " " + e.path + " is a directory; name a file");
      }
      Entry other = byPath.putIfAbsent(target, e);
      if (other == null && attrs != null && attrs.fileKey() != null) {
        other = byKey.putIfAbsent(attrs.fileKey(), e);
      }
      if (other != null) {
        throw new IllegalArgumentException(
            other.option
                + " "
                + other.path
                + " and "
                + e.option
                + " "
                + e.path
                + " name the same file: each output needs a file of its own");
      }
      refuseInputs(e, target, attrs);
      Path dir = nearestDirectory(e, target.getParent());
      probe(e, dir);
      if (dir.equals(target.getParent())) {
        removeStaleTemps(dir);
      }
    }
  }

  private static void checkNewDirectory(Entry e, BasicFileAttributes attrs) throws IOException {
    if (attrs == null) {
      return;
    }
    if (!attrs.isDirectory()) {
      throw new IllegalArgumentException(
          e.option + " " + e.path + " exists and is not a directory; name a new directory");
    }
    try (Stream<Path> s = Files.list(e.path)) {
      if (s.findAny().isPresent()) {
        throw new IllegalArgumentException(
            e.option
                + " "
                + e.path
                + " is a directory that is not empty; name a new or empty directory");
      }
    }
  }

  /** Refuses an output that is an input, or lies inside an input or index directory. */
  private void refuseInputs(Entry e, Path target, BasicFileAttributes ta) throws IOException {
    for (Path in : inputs) {
      BasicFileAttributes ia;
      try {
        ia = Files.readAttributes(in, BasicFileAttributes.class); // through links
      } catch (NoSuchFileException missing) {
        continue; // a missing input is reported when it is read
      }
      if (ta != null && ta.fileKey() != null && Objects.equals(ta.fileKey(), ia.fileKey())) {
        throw new IllegalArgumentException(
            e.option + " " + e.path + " is the input " + in + "; write the output elsewhere");
      }
      if (ia.isDirectory()
          && inside(target, in)
          && !target.getFileName().toString().startsWith(".")) {
        throw new IllegalArgumentException(
            e.option
                + " "
                + e.path
                + " is inside the input directory "
                + in
                + " (it would be read as a document); write it elsewhere");
      }
    }
    for (Path index : indexes) {
      if (Files.isDirectory(index) && inside(target, index)) {
        throw new IllegalArgumentException(
            e.option
                + " "
                + e.path
                + " is inside the index directory "
                + index
                + " (it holds the index's files only); write it elsewhere");
      }
    }
  }

  /** Whether {@code target} (canonical) lies inside the directory {@code dir}, at any depth. */
  private static boolean inside(Path target, Path dir) throws IOException {
    Path parent = target.getParent();
    return parent != null && parent.startsWith(dir.toRealPath());
  }

  /**
   * The directory the output's file will be made in, or the nearest ancestor of it that exists;
   * refused when that is not a directory.
   */
  private static Path nearestDirectory(Entry e, Path dir) throws IOException {
    Path p = dir;
    while (p != null) {
      BasicFileAttributes a = attributes(p);
      if (a != null) {
        if (!a.isDirectory()) {
          throw new IllegalArgumentException(
              e.option + " " + e.path + ": " + p + " is not a directory");
        }
        return p;
      }
      p = p.getParent();
    }
    throw new IllegalArgumentException(e.option + " " + e.path + ": no directory to write it in");
  }

  /** Makes and removes a file in {@code dir}: the output can be written there. */
  private static void probe(Entry e, Path dir) {
    Path probe =
        dir.resolve(
            ".spotsigs-probe."
                + ProcessHandle.current().pid()
                + "-"
                + Integer.toUnsignedString(ThreadLocalRandom.current().nextInt(), 36)
                + Output.TEMP_SUFFIX);
    try {
      Files.newOutputStream(probe, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE).close();
      Files.delete(probe);
    } catch (IOException ex) {
      throw new IllegalArgumentException(
          "cannot write " + e.option + " " + e.path + ": " + Reasons.of(ex, dir, probe));
    }
  }

  /** The path with its directory resolved through symbolic links (the name itself is kept). */
  private static Path canonical(Path p) {
    Path parent = p.getParent();
    if (parent == null) {
      return p;
    }
    Path real = realExisting(parent);
    return real.resolve(p.getFileName());
  }

  /** The real path of the longest existing prefix of {@code p}, with the rest appended. */
  private static Path realExisting(Path p) {
    try {
      return p.toRealPath();
    } catch (IOException e) {
      Path parent = p.getParent();
      return parent == null ? p : realExisting(parent).resolve(p.getFileName());
    }
  }

  private static BasicFileAttributes attributes(Path p) throws IOException {
    try {
      return Files.readAttributes(p, BasicFileAttributes.class, LinkOption.NOFOLLOW_LINKS);
    } catch (NoSuchFileException e) {
      return null;
    }
  }

  /**
   * Removes the temporary files and directories ({@code .NAME.PID-RANDOM.spotsigs-tmp}) in {@code
   * dir} whose process is gone: what a killed run left (a temporary file can be as large as the
   * output). Best effort.
   */
  static void removeStaleTemps(Path dir) {
    try (DirectoryStream<Path> ds =
        Files.newDirectoryStream(
            dir,
            p -> {
              String n = p.getFileName().toString();
              return n.startsWith(".") && n.endsWith(Output.TEMP_SUFFIX);
            })) {
      for (Path p : ds) {
        long pid = tempOwner(p.getFileName().toString());
        if (pid > 0 && ProcessHandle.of(pid).isEmpty()) {
          deleteTree(p);
        }
      }
    } catch (IOException e) {
      // cleaning up is best effort
    }
  }

  /**
   * The process id in a temporary file's name {@code .NAME.PID-RANDOM.spotsigs-tmp}, or -1 when the
   * name is not one of ours.
   */
  static long tempOwner(String name) {
    String middle = name.substring(0, name.length() - Output.TEMP_SUFFIX.length());
    int dash = middle.lastIndexOf('-');
    int dot = middle.lastIndexOf('.', dash);
    if (dash < 0 || dot < 0 || dash - dot < 2) {
      return -1;
    }
    try {
      return Long.parseLong(middle.substring(dot + 1, dash));
    } catch (NumberFormatException e) {
      return -1;
    }
  }

  private static void deleteTree(Path p) throws IOException {
    if (Files.isDirectory(p, LinkOption.NOFOLLOW_LINKS)) {
      try (Stream<Path> s = Files.walk(p)) {
        for (Path q : (Iterable<Path>) s.sorted(Comparator.reverseOrder())::iterator) {
          Files.deleteIfExists(q);
        }
      }
    } else {
      Files.deleteIfExists(p);
    }
  }
}
