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
package org.spotsigs.io;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.DirectoryStream;
import java.nio.file.FileSystemLoopException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * A directory of documents, one per file (any depth), walked in one order: depth first, the entries
 * of each directory sorted by name. A document's id is its path relative to the directory ({@link
 * DocumentIds}). Hidden files and directories (names starting with '.') are not documents.
 *
 * <p>Symbolic links are followed, but every file and directory is visited once, by its file key: a
 * link back into a directory already walked (a loop such as {@code ln -s . self}) and a second path
 * to a file already met are reported and passed over, as are an unreadable subdirectory or file and
 * a file whose id an earlier file has; the walk goes on.
 */
public final class CorpusWalk {
  /** What a walk meets, in order. */
  public interface Visitor {
    /** A document: its id, its file and the file's size in bytes. */
    void document(String id, Path file, long size) throws IOException, InterruptedException;

    /** Something under the directory that is not read, and why. */
    void skipped(String where, String reason);

    /** Something passed over that is not an error (a second path to a file met before). */
    void warning(String message);
  }

  /** A document file of a directory. */
  public record CorpusFile(String id, Path path) {}

  /** The documents of a directory, and what the walk passed over (one message each). */
  public record Listing(List<CorpusFile> files, List<String> passedOver) {}

  private final Visitor visitor;
  private final Map<String, Path> ids = new HashMap<>();

  /** File keys (device and inode) of the files and directories met so far, with the first path. */
  private final Map<Object, Path> seen = new HashMap<>();

  private CorpusWalk(Visitor visitor) {
    this.visitor = visitor;
  }

  /** Walks the directory {@code root}, handing every document and every problem to {@code v}. */
  public static void walk(Path root, Visitor v) throws IOException, InterruptedException {
    CorpusWalk walk = new CorpusWalk(v);
    walk.seen.put(Files.readAttributes(root, BasicFileAttributes.class).fileKey(), root);
    walk.walk(root, "");
  }

  /** Every document of the directory {@code root}, in the order of the walk. */
  public static Listing list(Path root) throws IOException {
    List<CorpusFile> files = new ArrayList<>();
    List<String> passedOver = new ArrayList<>();
    try {
      walk(
          root,
          new Visitor() {
            @Override
            public void document(String id, Path file, long size) {
              files.add(new CorpusFile(id, file));
            }

            @Override
            public void skipped(String where, String reason) {
              passedOver.add(where + ": " + reason);
            }

            @Override
            public void warning(String message) {
              passedOver.add(message);
            }
          });
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IOException("interrupted while listing " + root, e);
    }
    return new Listing(List.copyOf(files), List.copyOf(passedOver));
  }

  private void walk(Path dir, String prefix) throws IOException, InterruptedException {
    List<Entry> entries = new ArrayList<>();
    try (DirectoryStream<Path> ds = Files.newDirectoryStream(dir)) {
      for (Path p : ds) {
        String name = p.getFileName().toString();
        if (!name.startsWith(".")) {
          entries.add(new Entry(name, p));
        }
      }
    } catch (IOException | UncheckedIOException e) {
      visitor.skipped(dir.toString(), "cannot read directory: " + reason(e));
      return;
    }
    entries.sort(null);
    for (Entry e : entries) {
      visit(e.path(), e.name(), prefix);
    }
  }

  /** One entry of a directory: a document, a directory to walk, or something to report. */
  private void visit(Path p, String name, String prefix) throws IOException, InterruptedException {
    BasicFileAttributes attrs;
    try {
      attrs =
          Files.readAttributes(p, BasicFileAttributes.class); // one stat per entry (links followed)
    } catch (FileSystemLoopException e) {
      visitor.warning(p + ": symbolic link loop, not followed");
      return;
    } catch (IOException e) {
      visitor.skipped(p.toString(), "cannot read: " + unreadable(p, e));
      return;
    }
    Object key = attrs.fileKey();
    Path first = key == null ? null : seen.putIfAbsent(key, p);
    if (first != null) {
      visitor.warning(
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
      String id = prefix + DocumentIds.of(name);
      Path other = ids.putIfAbsent(id, p);
      if (other != null) {
        visitor.skipped(p.toString(), "duplicate id '" + id + "' (already taken by " + other + ")");
        return;
      }
      visitor.document(id, p, attrs.size());
    } else {
      visitor.skipped(p.toString(), "not a regular file or directory (a device, FIFO or socket)");
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
    return Reasons.reason(e instanceof UncheckedIOException u ? u.getCause() : (IOException) e);
  }

  /** Why {@code p} cannot be read: the reason, or the missing target of a symbolic link. */
  private static String unreadable(Path p, IOException e) {
    if (e instanceof NoSuchFileException && Files.isSymbolicLink(p)) {
      try {
        return "a symbolic link to " + Files.readSymbolicLink(p) + ", which does not exist";
      } catch (IOException | UnsupportedOperationException again) {
        // the reason below
      }
    }
    return Reasons.reason(e);
  }
}
