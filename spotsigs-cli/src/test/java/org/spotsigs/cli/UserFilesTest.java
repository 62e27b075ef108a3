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
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.spotsigs.cli.output.Output;

/**
 * No file of the user's is deleted or lost: an index is never written into a directory that holds
 * anything but its own files, two outputs never share a file, and every output is checked before
 * any input is read (exit 2, nothing written).
 */
class UserFilesTest {
  @TempDir Path tmp;

  /** A small corpus of three documents, two of them near-duplicates. */
  private Path corpus() throws IOException {
    Path dir = Files.createDirectories(tmp.resolve("pages"));
    Files.writeString(dir.resolve("a.txt"), BadInputTest.TEXTS[0]);
    Files.writeString(dir.resolve("b.txt"), BadInputTest.TEXTS[0] + " And more.");
    Files.writeString(dir.resolve("c.txt"), BadInputTest.TEXTS[1]);
    return dir;
  }

  /** Every file under {@code dir} with its content (bytes as ISO-8859-1 chars). */
  private static Map<String, String> contents(Path dir) throws IOException {
    Map<String, String> m = new TreeMap<>();
    try (Stream<Path> s = Files.walk(dir)) {
      for (Path p : s.filter(Files::isRegularFile).toList()) {
        m.put(
            dir.relativize(p).toString(),
            new String(Files.readAllBytes(p), java.nio.charset.StandardCharsets.ISO_8859_1));
      }
    }
    return m;
  }

  @Test
  void anIndexIsNeverWrittenIntoADirectoryOfOtherFiles() throws IOException {
    Path pages = corpus();
    Path dir = Files.createDirectories(tmp.resolve("dir"));
    // names that Lucene's file deleter takes for index files, and one that it does not
    for (String name : List.of("_draft.txt", "_1.doc", "_0.cfs.bak", "notes.txt")) {
      Files.writeString(dir.resolve(name), "the user's " + name);
    }
    Map<String, String> before = contents(dir);
    CliRunner.Result r = CliRunner.run("index", "-i", pages.toString(), "--index", dir.toString());
    assertEquals(2, r.exitCode(), r.err());
    assertTrue(r.err().contains("holds what is not a spotsigs index"), r.err());
    assertTrue(r.err().contains("_0.cfs.bak, _1.doc, _draft.txt, notes.txt"), r.err());
    assertEquals(before, contents(dir), "every file is kept, and no index file is added");

    // the same in an index of ours: a file the user put there is kept, and the index refused
    Path index = tmp.resolve("index");
    CliRunner.Result built =
        CliRunner.run("index", "-i", pages.toString(), "--index", index.toString());
    assertEquals(0, built.exitCode(), built.err());
    Files.writeString(index.resolve("_notes.txt"), "mine");
    for (String[] args :
        List.of(
            new String[] {"index", "-i", pages.toString(), "--index", index.toString()},
            new String[] {"dedup", "--index", index.toString(), "-t", "0.5", "--write-clusters"})) {
      CliRunner.Result again = CliRunner.run(args);
      assertEquals(2, again.exitCode(), again.err());
      assertTrue(again.err().contains("holds what is not part of its spotsigs index"), again.err());
      assertEquals("mine", Files.readString(index.resolve("_notes.txt")));
    }
    Files.delete(index.resolve("_notes.txt"));
    CliRunner.Result clean =
        CliRunner.run("dedup", "--index", index.toString(), "-t", "0.5", "--write-clusters");
    assertEquals(0, clean.exitCode(), clean.err());
  }

  @Test
  void aLuceneIndexNotBuiltBySpotsigsIsNotWritten() throws IOException {
    Path pages = corpus();
    Path index = tmp.resolve("plain");
    try (var dir = org.apache.lucene.store.FSDirectory.open(index);
        var w =
            new org.apache.lucene.index.IndexWriter(
                dir, new org.apache.lucene.index.IndexWriterConfig())) {
      w.addDocument(new org.apache.lucene.document.Document());
      w.commit();
    }
    Map<String, String> before = contents(index);
    CliRunner.Result r =
        CliRunner.run("index", "-i", pages.toString(), "--index", index.toString());
    assertEquals(2, r.exitCode(), r.err());
    assertTrue(r.err().contains("a Lucene index that spotsigs did not build"), r.err());
    assertEquals(before, contents(index));
  }

  @Test
  void anIndexDirectoryIsNeitherAnInputNorInsideOne() throws IOException {
    Path pages = corpus();
    Files.writeString(pages.resolve("_keep.html"), "<p>" + BadInputTest.TEXTS[2] + "</p>");
    Map<String, String> before = contents(pages);
    for (Path index : List.of(pages, pages.resolve("sub"))) {
      CliRunner.Result r =
          CliRunner.run("index", "-i", pages.toString(), "--index", index.toString());
      assertEquals(2, r.exitCode(), r.err());
      assertTrue(r.err().contains("is the input") || r.err().contains("inside the input"), r.err());
    }
    // an input inside the index directory: Lucene would delete it
    Path index = tmp.resolve("holder");
    Path inner = Files.createDirectories(index.resolve("docs"));
    Files.writeString(inner.resolve("_0.txt"), BadInputTest.TEXTS[0]);
    CliRunner.Result r =
        CliRunner.run("index", "-i", inner.toString(), "--index", index.toString());
    assertEquals(2, r.exitCode(), r.err());
    assertTrue(r.err().contains("is inside the index directory"), r.err());
    assertEquals(before, contents(pages), "the corpus is untouched");
    assertTrue(Files.exists(inner.resolve("_0.txt")));
  }

  @Test
  void theLeftoversOfAnInterruptedRunAreStillCleanedUp() throws IOException {
    Path pages = corpus();
    Path index = tmp.resolve("index");
    CliRunner.Result built =
        CliRunner.run("index", "-i", pages.toString(), "--index", index.toString());
    assertEquals(0, built.exitCode(), built.err());
    // a segment flushed but never committed, as a killed run leaves it
    Files.writeString(index.resolve("_9.si"), "half-written");
    Files.writeString(index.resolve("_9_Lucene103_0.doc"), "half-written");
    CliRunner.Result again =
        CliRunner.run("index", "-i", pages.toString(), "--index", index.toString());
    assertEquals(0, again.exitCode(), again.err());
    assertFalse(Files.exists(index.resolve("_9.si")), "Lucene removed the leftover");

    // a first run killed before its first commit: the lock file and segment files, no commit
    Path first = Files.createDirectories(tmp.resolve("first"));
    Files.writeString(first.resolve("write.lock"), "");
    Files.writeString(first.resolve("_0.fdt"), "half-written");
    CliRunner.Result fresh =
        CliRunner.run("index", "-i", pages.toString(), "--index", first.toString());
    assertEquals(0, fresh.exitCode(), fresh.err());
    assertFalse(Files.exists(first.resolve("_0.fdt")));
  }

  @Test
  void twoOutputsNeverShareAFile() throws IOException {
    Path pages = corpus();
    Path x = tmp.resolve("X");
    Files.createSymbolicLink(tmp.resolve("link"), x.getFileName());
    String xRelative = tmp.resolve(".").resolve("X").toString(); // ./X
    for (String[] outputs :
        List.of(
            new String[] {"--pairs", x.toString(), "--clusters", x.toString()},
            new String[] {"--pairs", x.toString(), "--summary-json", xRelative},
            new String[] {"--removals", tmp.resolve("link").toString(), "--clusters", x.toString()},
            new String[] {
              "--pairs",
              x.toString(),
              "--clusters",
              tmp.resolve("other").toString(),
              "--summary-json",
              x.toString()
            })) {
      String[] args =
          Stream.concat(Stream.of("dedup", "-i", pages.toString(), "-t", "0.5"), Stream.of(outputs))
              .toArray(String[]::new);
      CliRunner.Result r = CliRunner.run(args);
      assertEquals(2, r.exitCode(), r.err());
      assertTrue(r.err().contains("name the same file"), r.err());
      assertFalse(Files.exists(x), "nothing was written");
      assertFalse(r.err().contains("spotsigs dedup:"), "refused before the work: " + r.err());
    }
    // a hard link is one file under two names
    Files.writeString(x, "old");
    Files.createLink(tmp.resolve("hard"), x);
    CliRunner.Result r =
        CliRunner.run(
            "dedup",
            "-i",
            pages.toString(),
            "-t",
            "0.5",
            "--pairs",
            x.toString(),
            "--clusters",
            tmp.resolve("hard").toString());
    assertEquals(2, r.exitCode(), r.err());
    assertEquals("old", Files.readString(x));
    // devices may be named twice: they are written as they are
    CliRunner.Result devices =
        CliRunner.run(
            "dedup",
            "-i",
            pages.toString(),
            "-t",
            "0.5",
            "--pairs",
            "/dev/null",
            "--clusters",
            "/dev/null");
    assertEquals(0, devices.exitCode(), devices.err());
  }

  @Test
  void everyOutputIsCheckedBeforeAnyInputIsRead() throws IOException {
    Path pages = corpus();
    Path dir = Files.createDirectories(tmp.resolve("a-directory"));
    Path pairs = tmp.resolve("pairs.tsv");
    // --clusters names a directory: refused before --pairs is written
    CliRunner.Result r =
        CliRunner.run(
            "dedup",
            "-i",
            pages.toString(),
            "-t",
            "0.5",
            "--pairs",
            pairs.toString(),
            "--clusters",
            dir.toString());
    assertEquals(2, r.exitCode(), r.err());
    assertTrue(r.err().contains("--clusters " + dir + " is a directory"), r.err());
    assertFalse(Files.exists(pairs), "--pairs was not written");
    assertFalse(r.err().contains("spotsigs dedup:"), r.err());

    // --write-kept into a directory that is not empty
    Path kept = Files.createDirectories(tmp.resolve("kept"));
    Files.writeString(kept.resolve("mine.txt"), "mine");
    CliRunner.Result k =
        CliRunner.run(
            "dedup",
            "-i",
            pages.toString(),
            "-t",
            "0.5",
            "--pairs",
            pairs.toString(),
            "--write-kept",
            kept.toString());
    assertEquals(2, k.exitCode(), k.err());
    assertTrue(k.err().contains("is a directory that is not empty"), k.err());
    assertFalse(Files.exists(pairs));
    assertEquals("mine", Files.readString(kept.resolve("mine.txt")));

    // an output under a path whose parent is a file
    Path file = Files.writeString(tmp.resolve("plain"), "x");
    CliRunner.Result f =
        CliRunner.run(
            "dedup", "-i", pages.toString(), "-t", "0.5", "--pairs", file.resolve("p").toString());
    assertEquals(2, f.exitCode(), f.err());
    assertTrue(f.err().contains(file + " is not a directory"), f.err());
  }

  @Test
  void anOutputInAReadOnlyDirectoryIsRefusedWithTheReason() throws IOException {
    Assumptions.assumeFalse(
        "root".equals(System.getProperty("user.name")), "root may write a read-only directory");
    Path pages = corpus();
    Path ro = Files.createDirectories(tmp.resolve("ro"));
    Files.setPosixFilePermissions(ro, PosixFilePermissions.fromString("r-xr-xr-x"));
    try {
      CliRunner.Result r =
          CliRunner.run(
              "dedup",
              "-i",
              pages.toString(),
              "-t",
              "0.5",
              "--pairs",
              ro.resolve("pairs.tsv").toString());
      assertEquals(2, r.exitCode(), r.err());
      assertTrue(r.err().contains("cannot write --pairs"), r.err());
      assertTrue(r.err().contains("permission denied"), r.err());
      assertFalse(r.err().contains(Output.TEMP_SUFFIX), "the message names no temp file");
    } finally {
      Files.setPosixFilePermissions(ro, PosixFilePermissions.fromString("rwxr-xr-x"));
    }
  }

  @Test
  void theTempFilesOfAKilledRunAreRemovedAtTheStart() throws Exception {
    Path pages = corpus();
    Path out = Files.createDirectories(tmp.resolve("out"));
    // the PID of a process that has ended
    Process gone = new ProcessBuilder("true").start();
    assertTrue(gone.waitFor(30, TimeUnit.SECONDS));
    long deadPid = gone.pid();
    Path stale = out.resolve(".other.tsv." + deadPid + "-abc" + Output.TEMP_SUFFIX);
    Files.writeString(stale, "a killed run's half-written output");
    Path staleDir =
        Files.createDirectories(out.resolve(".kept." + deadPid + "-x1" + Output.TEMP_SUFFIX));
    Files.writeString(staleDir.resolve("a.txt"), "copied");
    Path live =
        out.resolve(".mine.tsv." + ProcessHandle.current().pid() + "-zz" + Output.TEMP_SUFFIX);
    Files.writeString(live, "a live run's output");
    CliRunner.Result r =
        CliRunner.run(
            "dedup",
            "-i",
            pages.toString(),
            "-t",
            "0.5",
            "--pairs",
            out.resolve("p.tsv").toString());
    assertEquals(0, r.exitCode(), r.err());
    assertFalse(Files.exists(stale), "the dead process's temp file is gone");
    assertFalse(Files.exists(staleDir), "and its temp directory");
    assertTrue(Files.exists(live), "a live process's temp file is kept");
  }
}
