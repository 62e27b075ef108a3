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

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.spotsigs.cli.input.InputFiles;

/**
 * The outputs of a dataset run are written as their names say: compressed by extension, removals
 * and clusters in JSONL for a {@code .jsonl} name, the kept records in shards, and every rejected
 * record in a file of its own.
 */
class DatasetOutputsTest {
  @TempDir Path tmp;

  private static final ObjectMapper JSON = new ObjectMapper();

  /** 30 records in 10 groups of 3 near-duplicates, then three bad lines. */
  private Path dataset() throws IOException {
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < 30; i++) {
      java.util.Map<String, Integer> v = new java.util.TreeMap<>();
      for (int j = 0; j < 10; j++) {
        v.put("g" + (i / 3) + "w" + j, 1); // the group's ten signatures
      }
      v.put("own" + i, 1); // and one of its own: 10 / 12 between members of a group
      String text = GeneratedTexts.text(v, i);
      sb.append("{\"id\": \"r").append(i).append("\", \"text\": \"").append(text).append("\"}\n");
    }
    sb.append("not json\n");
    sb.append("{\"id\": \"r1\", \"text\": \"a repeated id\"}\n");
    sb.append("{\"id\": \"n\", \"text\": 7}\n");
    return Files.writeString(tmp.resolve("data.jsonl"), sb);
  }

  private static String read(Path file) throws IOException {
    try (InputStream in = InputFiles.open(file)) {
      return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    }
  }

  @Test
  void outputsAreWrittenAsTheirNamesSay() throws IOException {
    Path data = dataset();
    for (String method : List.of("components", "incremental")) {
      Path kept = tmp.resolve(method + "-kept.jsonl.gz");
      Path removals = tmp.resolve(method + "-removals.jsonl");
      Path clusters = tmp.resolve(method + "-clusters.tsv.zst");
      Path rejected = tmp.resolve(method + "-rejected.jsonl");
      List<String> args =
          new ArrayList<>(
              List.of(
                  "dedup",
                  "-i",
                  data.toString(),
                  "--format",
                  "jsonl",
                  "-t",
                  "0.5",
                  "--cluster-method",
                  method,
                  "--write-kept",
                  kept.toString(),
                  "--removals",
                  removals.toString(),
                  "--clusters",
                  clusters.toString(),
                  "--rejected",
                  rejected.toString()));
      if (method.equals("components")) {
        args.addAll(List.of("--pairs", tmp.resolve("pairs.tsv.xz").toString()));
      }
      CliRunner.Result r = CliRunner.run(args.toArray(String[]::new));
      assertEquals(SpotSigsCli.EXIT_SKIPPED_INPUT, r.exitCode(), r.err());
      // compressed by name, read back by magic bytes
      byte[] head = Files.readAllBytes(kept);
      assertEquals(0x1f, head[0] & 0xff, "gzip");
      assertEquals(0x8b, head[1] & 0xff, "gzip");
      String keptLines = read(kept);
      assertEquals(10, keptLines.lines().count(), keptLines);
      assertEquals("zstd", InputFiles.compression(Files.readAllBytes(clusters), 6), method);
      assertEquals(30, read(clusters).lines().count());
      if (method.equals("components")) {
        assertEquals(
            "xz", InputFiles.compression(Files.readAllBytes(tmp.resolve("pairs.tsv.xz")), 6));
      }
      // removals as JSON lines, with the exact fraction
      List<String> lines = Files.readAllLines(removals);
      assertEquals(20, lines.size());
      for (String line : lines) {
        JsonNode n = JSON.readTree(line);
        assertTrue(n.get("id").asText().startsWith("r"), line);
        assertTrue(n.get("kept_id").asText().startsWith("r"), line);
        assertTrue(keptLines.contains("\"" + n.get("kept_id").asText() + "\""), line);
        assertFalse(keptLines.contains("\"" + n.get("id").asText() + "\""), line);
        if (!n.get("similarity").isNull()) {
          assertEquals(
              (double) n.get("overlap").asLong() / n.get("union").asLong(),
              n.get("similarity").asDouble());
        }
      }
      // every record the run skipped, with its line
      List<String> bad = Files.readAllLines(rejected);
      assertEquals(3, bad.size(), String.join("\n", bad));
      assertEquals("not json", JSON.readTree(bad.get(0)).get("line").asText());
      assertTrue(JSON.readTree(bad.get(0)).get("reason").asText().startsWith("invalid JSON"));
      assertEquals(data + ":32", JSON.readTree(bad.get(1)).get("where").asText());
      assertEquals("duplicate id 'r1'", JSON.readTree(bad.get(1)).get("reason").asText());
      assertEquals(
          "\"text\" is a number, not a string", JSON.readTree(bad.get(2)).get("reason").asText());
      assertTrue(r.err().contains("rejected      3 records written to " + rejected), r.err());
    }
  }

  @Test
  void keptRecordsInShards() throws IOException {
    Path data = dataset();
    Path whole = tmp.resolve("whole.jsonl");
    Path kept = tmp.resolve("kept.jsonl.gz");
    CliRunner.Result one =
        CliRunner.run(
            "dedup",
            "-i",
            data.toString(),
            "--format",
            "jsonl",
            "-t",
            "0.5",
            "--pairs",
            "/dev/null",
            "--write-kept",
            whole.toString());
    assertEquals(SpotSigsCli.EXIT_SKIPPED_INPUT, one.exitCode(), one.err());
    CliRunner.Result r =
        CliRunner.run(
            "dedup",
            "-i",
            data.toString(),
            "--format",
            "jsonl",
            "-t",
            "0.5",
            "--pairs",
            "/dev/null",
            "--write-kept",
            kept.toString(),
            "--output-shards",
            "4");
    assertEquals(SpotSigsCli.EXIT_SKIPPED_INPUT, r.exitCode(), r.err());
    StringBuilder joined = new StringBuilder();
    for (int k = 0; k < 4; k++) {
      Path shard = tmp.resolve(String.format("kept-%05d-of-00004.jsonl.gz", k));
      String text = read(shard);
      assertTrue(text.lines().count() >= 2, shard + ": about a quarter each");
      joined.append(text);
    }
    assertEquals(Files.readString(whole), joined.toString(), "the shards in order are the whole");
    assertFalse(Files.exists(kept), "no unsharded file");
    CliRunner.Result files =
        CliRunner.run(
            "dedup",
            "-i",
            tmp.toString(),
            "-t",
            "0.5",
            "--write-kept",
            tmp.resolve("k").toString(),
            "--output-shards",
            "2");
    assertEquals(2, files.exitCode(), files.err());
  }

  @Test
  void annotatedRecordsSayWhatEachDuplicates() throws IOException {
    Path data = dataset();
    List<String> input = Files.readAllLines(data);
    for (String method : List.of("components", "best", "incremental")) {
      Path annotated = tmp.resolve(method + "-annotated.jsonl.gz");
      Path removals = tmp.resolve(method + "-removals.tsv");
      List<String> args =
          new ArrayList<>(
              List.of(
                  "dedup",
                  "-i",
                  data.toString(),
                  "--format",
                  "jsonl",
                  "-t",
                  "0.5",
                  "--cluster-method",
                  method,
                  "--annotate",
                  annotated.toString(),
                  "--removals",
                  removals.toString()));
      if (!method.equals("incremental")) {
        args.addAll(List.of("--pairs", "/dev/null"));
      }
      CliRunner.Result r = CliRunner.run(args.toArray(String[]::new));
      assertEquals(SpotSigsCli.EXIT_SKIPPED_INPUT, r.exitCode(), method + ": " + r.err());
      java.util.Map<String, String> keptFor = new java.util.HashMap<>();
      for (String line : Files.readAllLines(removals)) {
        String[] f = line.split("\t", -1);
        keptFor.put(f[0], f[1]);
      }
      List<String> lines = read(annotated).lines().toList();
      assertEquals(30, lines.size(), method + ": every record read, none of the bad ones");
      for (int i = 0; i < 30; i++) {
        String line = lines.get(i);
        String original = input.get(i);
        assertTrue(
            line.startsWith(original.substring(0, original.length() - 1) + ",\"cluster_id\":"),
            method + ": the record as it was, then the fields: " + line);
        JsonNode n = JSON.readTree(line);
        String id = n.get("id").asText();
        assertEquals("r" + i, id);
        String dup = keptFor.get(id);
        if (dup == null) {
          assertTrue(n.get("duplicate_of").isNull(), line);
          assertEquals(id, n.get("cluster_id").asText(), line);
          assertTrue(n.get("similarity").isNull(), line);
        } else {
          assertEquals(dup, n.get("duplicate_of").asText(), line);
          assertEquals(dup, n.get("cluster_id").asText(), line);
          assertTrue(n.get("similarity").asDouble() >= 0.5, line);
        }
      }
    }
  }

  @Test
  void keptParquetRowsAreTheInputsRowsMinusTheRemovals() throws Exception {
    Path input = Path.of("..", "src-test-corpora", "stories", "stories.parquet");
    Path kept = tmp.resolve("kept.parquet");
    Path removals = tmp.resolve("removals.tsv");
    CliRunner.Result r =
        CliRunner.run(
            "dedup",
            "-i",
            input.toString(),
            "--id-field",
            "doc_id",
            "--text-field",
            "meta.content",
            "-t",
            "0.5",
            "--pairs",
            "/dev/null",
            "--removals",
            removals.toString(),
            "--write-kept",
            kept.toString());
    assertEquals(0, r.exitCode(), r.err());
    java.util.Set<String> removed = new java.util.HashSet<>();
    for (String line : Files.readAllLines(removals)) {
      removed.add(line.split("\t")[0]);
    }
    List<String> expected = new ArrayList<>();
    org.spotsigs.parquet.ParquetTextReader.read(
        input,
        "doc_id",
        "meta.content",
        (row, id, text) -> {
          if (!removed.contains(id)) {
            expected.add(id + "=" + text);
          }
        });
    List<String> actual = new ArrayList<>();
    org.spotsigs.parquet.ParquetTextReader.read(
        kept, "doc_id", "meta.content", (row, id, text) -> actual.add(id + "=" + text));
    assertFalse(removed.isEmpty());
    assertEquals(expected, actual, "the kept rows, every one as it was, in input order");
    // a dataset of other input has no Parquet file to write into
    CliRunner.Result shards =
        CliRunner.run(
            "dedup",
            "-i",
            input.toString(),
            "--id-field",
            "doc_id",
            "--text-field",
            "meta.content",
            "-t",
            "0.5",
            "--write-kept",
            kept.toString(),
            "--output-shards",
            "2");
    assertEquals(2, shards.exitCode(), shards.err());
  }
}
