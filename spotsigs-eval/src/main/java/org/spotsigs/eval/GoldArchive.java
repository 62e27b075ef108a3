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
package org.spotsigs.eval;

import java.io.BufferedInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.stream.Stream;
import org.apache.commons.compress.archivers.tar.TarArchiveEntry;
import org.apache.commons.compress.archivers.tar.TarArchiveInputStream;
import org.apache.commons.compress.compressors.xz.XZCompressorInputStream;
import org.spotsigs.io.FileTrees;

/**
 * Opens a gold set given as a directory or as a {@code .tar.xz} archive (such as {@code
 * gold-dev.tar.xz}); an archive is unpacked once under a work directory and reused while the
 * archive is unchanged (same size and modification time).
 */
public final class GoldArchive {
  private static final String MARKER = ".unpacked-from";

  private GoldArchive() {}

  /** The gold set at {@code path}: a directory, or an archive unpacked under {@code workDir}. */
  public static GoldSet open(Path path, Path workDir) throws IOException {
    if (Files.isDirectory(path)) {
      return GoldSet.load(path);
    }
    if (!Files.isRegularFile(path)) {
      throw new IOException("gold set " + path + " does not exist");
    }
    return GoldSet.load(unpack(path, workDir));
  }

  /**
   * Unpacks {@code archive} into {@code workDir/<archive name without .tar.xz>} (replacing an older
   * copy) unless that copy was made from the same archive; returns the directory holding {@code
   * clusters.tsv}.
   */
  public static Path unpack(Path archive, Path workDir) throws IOException {
    String name = archive.getFileName().toString().replaceFirst("\\.tar\\.xz$|\\.txz$", "");
    Path into = workDir.resolve(name);
    String stamp =
        archive.toAbsolutePath()
            + " "
            + Files.size(archive)
            + " "
            + Files.getLastModifiedTime(archive).toMillis();
    Path marker = into.resolve(MARKER);
    if (Files.isRegularFile(marker)
        && Files.readString(marker, StandardCharsets.UTF_8).equals(stamp)) {
      return goldRoot(into);
    }
    FileTrees.delete(into);
    Path tmp =
        Files.createDirectories(workDir).resolve(name + ".tmp-" + ProcessHandle.current().pid());
    FileTrees.delete(tmp);
    Files.createDirectories(tmp);
    try (InputStream in = new BufferedInputStream(Files.newInputStream(archive));
        TarArchiveInputStream tar = new TarArchiveInputStream(new XZCompressorInputStream(in))) {
      Path base = tmp.toAbsolutePath().normalize();
      for (TarArchiveEntry e; (e = tar.getNextEntry()) != null; ) {
        Path target = base.resolve(e.getName()).normalize();
        if (!target.startsWith(base)) {
          throw new IOException(
              "archive " + archive + " has an entry outside its root: " + e.getName());
        }
        if (e.isDirectory()) {
          Files.createDirectories(target);
        } else if (e.isFile()) {
          Files.createDirectories(target.getParent());
          Files.copy(tar, target, StandardCopyOption.REPLACE_EXISTING);
        }
      }
    } catch (IOException | RuntimeException e) {
      FileTrees.delete(tmp);
      throw new IOException("cannot unpack " + archive + ": " + e.getMessage(), e);
    }
    Files.writeString(tmp.resolve(MARKER), stamp, StandardCharsets.UTF_8);
    Files.move(tmp, into, StandardCopyOption.ATOMIC_MOVE);
    return goldRoot(into);
  }

  /** {@code dir} itself or its only subdirectory, whichever holds clusters.tsv. */
  private static Path goldRoot(Path dir) throws IOException {
    if (Files.isRegularFile(dir.resolve("clusters.tsv"))) {
      return dir;
    }
    try (Stream<Path> children = Files.list(dir)) {
      for (Path c : children.filter(Files::isDirectory).toList()) {
        if (Files.isRegularFile(c.resolve("clusters.tsv"))) {
          return c;
        }
      }
    }
    throw new IOException("no clusters.tsv in " + dir + " or its subdirectories");
  }
}
