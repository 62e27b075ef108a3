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
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.zip.GZIPOutputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A dataset in shards: a directory or a glob of JSONL files, compressed or not, read in path order
 * as one input, with its format inferred from the names (and said), and written back whole.
 */
class ShardsTest {
  @TempDir Path tmp;

  private final List<String> lines = new ArrayList<>();

  /** 40 records, 4 groups of near-duplicates: into one file, and into 5 shards (some gzipped). */
  private Path shards() throws IOException {
    for (int i = 0; i < 40; i++) {
      java.util.Map<String, Integer> v = new java.util.TreeMap<>();
      for (int j = 0; j < 8; j++) {
        v.put("g" + (i % 4) + "w" + j, 1);
      }
      v.put("own" + i, 1);
      lines.add("{\"id\": \"r" + i + "\", \"text\": \"" + GeneratedTexts.text(v, i) + "\"}");
    }
    Files.writeString(tmp.resolve("whole.jsonl"), String.join("\n", lines) + "\n");
    Path dir = Files.createDirectories(tmp.resolve("shards"));
    for (int k = 0; k < 5; k++) {
      String part = String.join("\n", lines.subList(8 * k, 8 * k + 8)) + "\n";
      if (k % 2 == 0) {
        try (OutputStream out =
            new GZIPOutputStream(Files.newOutputStream(dir.resolve("part-" + k + ".jsonl.gz")))) {
          out.write(part.getBytes(StandardCharsets.UTF_8));
        }
      } else {
        Files.writeString(dir.resolve("part-" + k + ".jsonl"), part);
      }
    }
    Files.writeString(dir.resolve(".hidden.jsonl"), "not read\n");
    return dir;
  }

  private CliRunner.Result dedup(String input, String... more) {
    List<String> args = new ArrayList<>(List.of("dedup", "-i", input, "-t", "0.5"));
    args.addAll(List.of(more));
    return CliRunner.run(args.toArray(String[]::new));
  }

  @Test
  void aDirectoryOrAGlobOfShardsIsOneInput() throws IOException {
    Path dir = shards();
    CliRunner.Result whole = dedup(tmp.resolve("whole.jsonl").toString());
    assertEquals(0, whole.exitCode(), whole.err());
    assertTrue(
        whole.err().contains("reading " + tmp.resolve("whole.jsonl") + " as jsonl"), whole.err());
    assertFalse(whole.out().isEmpty());
    for (String input : List.of(dir.toString(), dir + "/part-*.jsonl*", dir + "/*")) {
      CliRunner.Result r = dedup(input);
      assertEquals(0, r.exitCode(), input + ": " + r.err());
      assertEquals(whole.out(), r.out(), input + ": the same pairs as the whole file");
      assertTrue(r.err().contains("as jsonl (5 files, by the names)"), r.err());
      assertTrue(r.err().contains("spotsigs dedup: 40 documents"), r.err());
    }
    // written back whole, in input order
    Path kept = tmp.resolve("kept.jsonl");
    Path annotated = tmp.resolve("annotated.jsonl");
    CliRunner.Result w =
        dedup(
            dir.toString(),
            "--pairs",
            "/dev/null",
            "--write-kept",
            kept.toString(),
            "--annotate",
            annotated.toString());
    assertEquals(0, w.exitCode(), w.err());
    assertEquals(
        List.of(lines.get(0), lines.get(1), lines.get(2), lines.get(3)), Files.readAllLines(kept));
    assertEquals(40, Files.readAllLines(annotated).size());
  }

  @Test
  void theFormatIsSaidOrAsked() throws IOException {
    Path dir = shards();
    // a repeated id across shards is reported like one within a file
    Files.writeString(dir.resolve("part-9.jsonl"), lines.get(0) + "\n");
    CliRunner.Result dup = dedup(dir.toString());
    assertEquals(SpotSigsCli.EXIT_SKIPPED_INPUT, dup.exitCode(), dup.err());
    assertTrue(dup.err().contains("part-9.jsonl:1: duplicate id 'r0'"), dup.err());
    // a glob over files of different kinds must say its format
    Files.writeString(dir.resolve("notes.txt"), "The notes of the day are here.");
    CliRunner.Result mixed = dedup(dir + "/*");
    assertEquals(2, mixed.exitCode(), mixed.err());
    assertTrue(mixed.err().contains("not all of one format by their names"), mixed.err());
    // a directory whose names say nothing in common is a directory of documents
    CliRunner.Result files = dedup(dir.toString());
    assertEquals(0, files.exitCode(), files.err());
    assertFalse(files.err().contains("as jsonl"), files.err());
    assertTrue(
        files.err().contains("spotsigs dedup: 7 documents"), "a file a document: " + files.err());
    // a glob that matches nothing, and standard input without --format
    CliRunner.Result none = dedup(dir + "/*.parquet");
    assertEquals(1, none.exitCode(), none.err());
    assertTrue(none.err().contains("matches no file"), none.err());
    CliRunner.Result stdin =
        CliRunner.runWithStdin(
            lines.get(0).getBytes(StandardCharsets.UTF_8), "dedup", "-i", "-", "-t", "0.5");
    assertEquals(2, stdin.exitCode(), stdin.err());
    assertTrue(stdin.err().contains("say its format with --format"), stdin.err());
  }
}
