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
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.spotsigs.cli.input.InputProblems;

/**
 * No run starves the machine or floods its terminal: threads have a ceiling, repeated problems are
 * counted rather than printed, and a run out of heap ends with one line that says what to do.
 */
class MachineLimitsTest {
  @TempDir Path tmp;

  @Test
  void threadsHaveACeiling() throws IOException {
    Path dir = Files.createDirectories(tmp.resolve("d"));
    Files.writeString(dir.resolve("a.txt"), BadInputTest.TEXTS[0]);
    int max = Checks.MAX_THREADS_PER_PROCESSOR * Runtime.getRuntime().availableProcessors();
    for (String command : List.of("dedup", "index", "signatures", "bench", "check-index")) {
      List<String> args = new ArrayList<>(List.of(command));
      switch (command) {
        case "dedup" -> args.addAll(List.of("-i", dir.toString(), "-t", "0.5"));
        case "index" -> args.addAll(List.of("-i", dir.toString(), "--index", tmp + "/i"));
        case "signatures" -> args.add(dir.toString());
        case "bench" -> args.addAll(List.of("-i", dir.toString()));
        default -> args.addAll(List.of("--index", tmp + "/i"));
      }
      args.addAll(List.of("--threads", "100000"));
      CliRunner.Result r = CliRunner.run(args.toArray(String[]::new));
      assertEquals(2, r.exitCode(), command + ": " + r.err());
      assertTrue(
          r.err().contains("--threads must be at most " + max + " (4 per processor"),
          command + ": " + r.err());
      assertFalse(Files.exists(tmp.resolve("i")), command + ": nothing done");
    }
    CliRunner.Result atMax =
        CliRunner.run("dedup", "-i", dir.toString(), "-t", "0.5", "--threads", "" + max);
    assertEquals(0, atMax.exitCode(), atMax.err());
  }

  @Test
  void repeatedProblemsAreCountedNotPrinted() throws IOException {
    Path jsonl = tmp.resolve("dups.jsonl");
    int copies = 5_000;
    try (Writer w = Files.newBufferedWriter(jsonl, StandardCharsets.UTF_8)) {
      w.write("{\"id\": \"a\", \"text\": \"" + BadInputTest.TEXTS[0] + "\"}\n");
      for (int i = 0; i < copies; i++) {
        w.write("{\"id\": \"a\", \"text\": \"" + BadInputTest.TEXTS[1] + "\"}\n");
        w.write("not json " + i + "\n");
      }
    }
    Path summary = tmp.resolve("summary.json");
    CliRunner.Result r =
        CliRunner.run(
            "dedup",
            "-i",
            jsonl.toString(),
            "--format",
            "jsonl",
            "-t",
            "0.5",
            "--summary-json",
            summary.toString());
    assertEquals(SpotSigsCli.EXIT_SKIPPED_INPUT, r.exitCode(), r.err());
    String[] lines = r.err().split("\n");
    long duplicates = Arrays.stream(lines).filter(l -> l.contains(": duplicate id 'a'")).count();
    long invalid = Arrays.stream(lines).filter(l -> l.contains(": invalid JSON")).count();
    assertEquals(InputProblems.SHOWN_PER_KIND, duplicates, r.err());
    assertEquals(InputProblems.SHOWN_PER_KIND, invalid, r.err());
    assertTrue(lines.length < 100, "a few lines, not thousands: " + lines.length);
    assertTrue(
        r.err().contains("more problems of the kind 'duplicate id' follow; they are counted"),
        r.err());
    assertTrue(r.err().contains("duplicate id 5,000; invalid JSON 5,000"), r.err());
    JsonNode json = new ObjectMapper().readTree(summary.toFile());
    assertEquals(2 * copies, json.at("/input/skipped").asInt());
    assertEquals(copies, json.at("/input/problems/duplicate id").asInt());
    assertEquals(copies, json.at("/input/problems/invalid JSON").asInt());
  }

  /**
   * {@code n} near-duplicates as JSONL: one text of 126 words, each copy with one word replaced by
   * a word of its own.
   */
  static Path clusterOfNearDuplicates(Path jsonl, int n) throws IOException {
    Random random = new Random(43);
    String[] words =
        ("the market is said to have been the best of the year for the company and the board will"
                + " meet to discuss the plan which is expected to be the most important of the"
                + " decade for the region")
            .split(" ");
    try (Writer w = Files.newBufferedWriter(jsonl, StandardCharsets.UTF_8)) {
      for (int i = 0; i < n; i++) {
        String[] text = new String[words.length * 3];
        for (int j = 0; j < text.length; j++) {
          text[j] = words[j % words.length];
        }
        text[random.nextInt(text.length)] = "w" + i;
        w.write("{\"id\": \"d" + i + "\", \"text\": \"" + String.join(" ", text) + "\"}\n");
      }
    }
    return jsonl;
  }

  @Test
  void aRunOutOfHeapEndsWithOneLineThatSaysWhatToDo() throws Exception {
    // one cluster of 6,000 near-duplicates: 18 million pairs, held for --removals
    Path jsonl = clusterOfNearDuplicates(tmp.resolve("cluster.jsonl"), 6_000);
    ProcessBuilder pb =
        CliProcess.builder(
            "dedup",
            "-i",
            jsonl.toString(),
            "--format",
            "jsonl",
            "-t",
            "0.5",
            "--pairs",
            "/dev/null",
            "--removals",
            tmp.resolve("removals.tsv").toString());
    // CliProcess gives the JVM -Xmx256m; a smaller heap comes after it and wins
    pb.command().add(pb.command().indexOf(SpotSigsCli.class.getName()), "-Xmx64m");
    Process p = pb.start();
    p.getOutputStream().close();
    String err = new String(p.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
    assertTrue(p.waitFor(300, TimeUnit.SECONDS));
    assertEquals(1, p.exitValue(), err);
    assertFalse(err.contains("Exception in thread"), err);
    assertFalse(err.contains("\tat "), "no stack trace: " + err);
    List<String> lines = err.lines().filter(l -> !l.isBlank()).toList();
    assertEquals(1, lines.size(), err);
    String line = lines.get(0);
    assertTrue(line.startsWith("spotsigs: out of memory"), line);
    assertTrue(line.contains("-Xmx64m"), "names the heap: " + line);
    assertTrue(line.contains("the pairs found, all held for --removals"), "what held it: " + line);
    assertTrue(line.contains("SPOTSIGS_JAVA_OPTS=-Xmx"), "how to raise it: " + line);
    assertFalse(Files.exists(tmp.resolve("removals.tsv")));
  }
}
