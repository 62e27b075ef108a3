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
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.apache.lucene.index.DirectoryReader;
import org.apache.lucene.store.FSDirectory;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Indexing the same batch again changes nothing, a dry run changes nothing at all, and the kept
 * records of an index-time dedup are written like those of {@code dedup --write-kept}.
 */
class IndexAgainTest {
  @TempDir Path tmp;

  private static final Path PAGES = Path.of("..", "src-test-corpora", "news-sample", "pages");

  private static int liveDocs(Path index) throws IOException {
    try (FSDirectory dir = FSDirectory.open(index);
        DirectoryReader r = DirectoryReader.open(dir)) {
      return r.numDocs();
    }
  }

  /** Every file of a directory with its bytes (as ISO-8859-1 text). */
  private static Map<String, String> files(Path dir) throws IOException {
    Map<String, String> m = new TreeMap<>();
    try (Stream<Path> s = Files.list(dir)) {
      for (Path p : s.toList()) {
        m.put(
            p.getFileName().toString(),
            new String(Files.readAllBytes(p), java.nio.charset.StandardCharsets.ISO_8859_1));
      }
    }
    return m;
  }

  @Test
  void aBatchIndexedAgainChangesNothing() throws IOException {
    Path index = tmp.resolve("index");
    String[] run = {
      "index",
      "-i",
      PAGES.toString(),
      "--index",
      index.toString(),
      "--dedup",
      "skip",
      "-t",
      "0.3",
      "--decisions",
      tmp.resolve("d1.tsv").toString()
    };
    CliRunner.Result first = CliRunner.run(run);
    assertEquals(0, first.exitCode(), first.err());
    int docs = liveDocs(index);
    assertEquals(30, docs, "17 of the 47 pages are near-duplicates at 0.3");
    run[run.length - 1] = tmp.resolve("d2.tsv").toString();
    CliRunner.Result again = CliRunner.run(run);
    assertEquals(0, again.exitCode(), again.err());
    assertEquals(docs, liveDocs(index), "no document added twice");
    assertTrue(again.err().contains("indexed       0"), again.err());
    assertTrue(
        again.err().contains("existing ids  30 documents the index had already: skipped"),
        again.err());
    List<String> decisions = Files.readAllLines(tmp.resolve("d2.tsv"));
    assertEquals(47, decisions.size());
    long existing = decisions.stream().filter(l -> l.split("\t")[1].equals("existing")).count();
    long skipped = decisions.stream().filter(l -> l.split("\t")[1].equals("skipped")).count();
    assertEquals(30, existing, "the kept ones are in the index");
    assertEquals(17, skipped, "the others are near-duplicates of them, not of themselves");
    for (String line : decisions) {
      String[] f = line.split("\t", -1);
      assertFalse(f[0].equals(f[2]), "no document is a near-duplicate of itself: " + line);
    }

    // without --dedup: the same ids are updated, not added
    Path plain = tmp.resolve("plain");
    for (int i = 0; i < 2; i++) {
      CliRunner.Result r =
          CliRunner.run("index", "-i", PAGES.toString(), "--index", plain.toString());
      assertEquals(0, r.exitCode(), r.err());
      assertEquals(47, liveDocs(plain));
    }
    CliRunner.Result refused =
        CliRunner.run(
            "index",
            "-i",
            PAGES.toString(),
            "--index",
            index.toString(),
            "--dedup",
            "skip",
            "-t",
            "0.3",
            "--existing-id",
            "update");
    assertEquals(2, refused.exitCode(), refused.err());
  }

  @Test
  void aDryRunChangesNothing() throws IOException {
    Path fresh = tmp.resolve("fresh");
    Path decisions = tmp.resolve("decisions.tsv");
    CliRunner.Result r =
        CliRunner.run(
            "index",
            "-i",
            PAGES.toString(),
            "--index",
            fresh.toString(),
            "--dedup",
            "skip",
            "-t",
            "0.3",
            "--dry-run",
            "--decisions",
            decisions.toString());
    assertEquals(0, r.exitCode(), r.err());
    assertFalse(Files.exists(fresh), "no index directory left behind");
    assertTrue(r.err().contains("dry run       nothing was written to the index"), r.err());
    assertEquals(47, Files.readAllLines(decisions).size());
    assertEquals(
        17, Files.readAllLines(decisions).stream().filter(l -> l.contains("\tskipped\t")).count());

    Path index = tmp.resolve("index");
    Path half = Files.createDirectories(tmp.resolve("half"));
    try (Stream<Path> s = Files.list(PAGES)) {
      for (Path p : s.sorted().limit(20).toList()) {
        Files.copy(p, half.resolve(p.getFileName()));
      }
    }
    assertEquals(
        0, CliRunner.run("index", "-i", half.toString(), "--index", index.toString()).exitCode());
    Map<String, String> before = files(index);
    CliRunner.Result dry =
        CliRunner.run(
            "index",
            "-i",
            PAGES.toString(),
            "--index",
            index.toString(),
            "--dedup",
            "link",
            "-t",
            "0.3",
            "--dry-run",
            "--commit-every",
            "5");
    assertEquals(0, dry.exitCode(), dry.err());
    assertEquals(before, files(index), "the index is as it was, byte for byte");
  }

  @Test
  void theKeptRecordsOfAnIndexTimeDedup() throws IOException {
    Path index = tmp.resolve("index");
    Path kept = tmp.resolve("kept");
    Path decisions = tmp.resolve("decisions.tsv");
    CliRunner.Result r =
        CliRunner.run(
            "index",
            "-i",
            PAGES.toString(),
            "--index",
            index.toString(),
            "--dedup",
            "skip",
            "-t",
            "0.3",
            "--write-kept",
            kept.toString(),
            "--decisions",
            decisions.toString());
    assertEquals(0, r.exitCode(), r.err());
    List<String> added =
        Files.readAllLines(decisions).stream()
            .filter(l -> l.split("\t")[1].equals("added"))
            .map(l -> l.split("\t")[0] + ".html")
            .sorted()
            .toList();
    try (Stream<Path> s = Files.list(kept)) {
      assertEquals(added, s.map(p -> p.getFileName().toString()).sorted().toList());
    }
    for (String name : added) {
      assertEquals(
          Files.readString(PAGES.resolve(name)), Files.readString(kept.resolve(name)), name);
    }
  }
}
