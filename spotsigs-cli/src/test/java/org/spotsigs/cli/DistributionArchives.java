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
package org.spotsigs.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermission;
import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.concurrent.TimeUnit;
import org.apache.commons.compress.archivers.ArchiveEntry;
import org.apache.commons.compress.archivers.tar.TarArchiveEntry;
import org.apache.commons.compress.archivers.tar.TarArchiveInputStream;
import org.apache.commons.compress.archivers.zip.ZipArchiveEntry;
import org.apache.commons.compress.archivers.zip.ZipFile;
import org.apache.commons.compress.compressors.gzip.GzipCompressorInputStream;

/**
 * The archives of the distribution that {@code ./mvnw package} makes ({@code
 * spotsigs-<version>.tar.gz} and {@code .zip}), unpacked as tar and unzip do: each file with the
 * permissions the archive records, so that {@code bin/spotsigs} is executable as unpacked.
 */
final class DistributionArchives {
  private DistributionArchives() {}

  /** The two archive formats, by the extension of their file. */
  static final List<String> EXTENSIONS = List.of("tar.gz", "zip");

  /** The archive with {@code extension}, which the package phase has made. */
  static Path archive(String extension) {
    Path archive = Path.of(System.getProperty("spotsigs.dist.base") + "." + extension);
    assertTrue(Files.isRegularFile(archive), archive + " is made by the package phase");
    return archive;
  }

  /** What one archive holds: each file's path below the top directory, and its Unix mode. */
  record Contents(String top, Map<String, Integer> modes) {}

  /** Unpacks {@code archive} into {@code dir} and returns its top directory there. */
  static Path unpack(Path archive, Path dir) throws IOException {
    return dir.resolve(read(archive, dir).top());
  }

  /** The contents of {@code archive}, without unpacking it. */
  static Contents contents(Path archive) throws IOException {
    return read(archive, null);
  }

  /** Reads every entry of {@code archive}, writing it below {@code dir} unless that is null. */
  private static Contents read(Path archive, Path dir) throws IOException {
    Map<String, Integer> modes = new TreeMap<>();
    List<String> tops = new ArrayList<>();
    EntryWriter writer =
        (entry, mode, in) -> {
          String name = entry.getName();
          tops.add(name.split("/")[0]);
          if (!entry.isDirectory()) { // (the tar lists more directories than the zip)
            modes.put(name.substring(name.indexOf('/') + 1), mode);
          }
          if (dir != null) {
            write(dir, name, entry.isDirectory(), mode, in);
          }
        };
    if (archive.getFileName().toString().endsWith(".zip")) {
      try (ZipFile zip = ZipFile.builder().setPath(archive).get()) {
        for (ZipArchiveEntry e : Collections.list(zip.getEntries())) {
          try (InputStream in = zip.getInputStream(e)) {
            writer.write(e, e.getUnixMode(), in);
          }
        }
      }
    } else {
      try (InputStream file = new BufferedInputStream(Files.newInputStream(archive));
          TarArchiveInputStream tar =
              new TarArchiveInputStream(new GzipCompressorInputStream(file))) {
        for (TarArchiveEntry e = tar.getNextEntry(); e != null; e = tar.getNextEntry()) {
          writer.write(e, e.getMode(), tar);
        }
      }
    }
    assertEquals(1, tops.stream().distinct().count(), "one top directory: " + tops);
    return new Contents(tops.get(0), modes);
  }

  private interface EntryWriter {
    void write(ArchiveEntry entry, int mode, InputStream in) throws IOException;
  }

  private static void write(Path dir, String name, boolean directory, int mode, InputStream in)
      throws IOException {
    Path out = dir.resolve(name).normalize();
    assertTrue(out.startsWith(dir), name + " stays inside " + dir);
    if (directory) {
      Files.createDirectories(out);
      return;
    }
    Files.createDirectories(out.getParent());
    Files.copy(in, out);
    Files.setPosixFilePermissions(out, permissions(mode));
  }

  /** The permissions of a Unix mode's lowest nine bits. */
  static Set<PosixFilePermission> permissions(int mode) {
    Set<PosixFilePermission> set = EnumSet.noneOf(PosixFilePermission.class);
    PosixFilePermission[] bits = PosixFilePermission.values(); // OWNER_READ ... OTHERS_EXECUTE
    for (int i = 0; i < 9; i++) {
      if ((mode & (1 << (8 - i))) != 0) {
        set.add(bits[i]);
      }
    }
    return set;
  }

  /** What a process wrote and how it ended. */
  record Run(int exitCode, String out, String err) {}

  /**
   * Runs {@code command} in {@code dir} with nothing in its environment but {@code env} (and
   * JAVA_HOME of this JVM and a system PATH unless {@code env} names them).
   */
  static Run run(Path dir, Map<String, String> env, String... command)
      throws IOException, InterruptedException {
    ProcessBuilder pb = new ProcessBuilder(command).directory(dir.toFile());
    Map<String, String> e = pb.environment();
    e.clear();
    e.put("PATH", "/usr/bin:/bin");
    e.put("JAVA_HOME", Path.of(System.getProperty("java.home")).toString());
    e.putAll(env);
    Path err = Files.createTempFile(dir.getParent(), "stderr", ".txt");
    pb.redirectError(err.toFile());
    Process p = pb.start();
    String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    assertTrue(p.waitFor(300, TimeUnit.SECONDS), "finished: " + List.of(command));
    String stderr = Files.readString(err);
    Files.delete(err);
    return new Run(p.exitValue(), out, stderr);
  }
}
