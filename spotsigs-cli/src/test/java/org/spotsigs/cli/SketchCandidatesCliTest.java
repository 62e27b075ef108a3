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
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code dedup --candidates sketch}: only true pairs, with the exact similarity; seeded; its
 * banding in the summary.
 */
class SketchCandidatesCliTest {
  private static final String SAMPLE = IndexQueryClustersTest.SAMPLE.toString();

  @TempDir Path tmp;

  /**
   * {@code dedup} of the sample at {@code tau} by sketch candidates, seed 7, {@code more} added.
   */
  private static CliRunner.Result sketch(String tau, String threads, String... more) {
    List<String> args =
        new java.util.ArrayList<>(
            List.of(
                "dedup",
                "-i",
                SAMPLE,
                "-t",
                tau,
                "--candidates",
                "sketch",
                "--seed",
                "7",
                "--threads",
                threads));
    args.addAll(List.of(more));
    return CliRunner.run(args.toArray(String[]::new));
  }

  @Test
  void sketchPairsAreExactPairsAndTheRunIsReproducible() throws IOException {
    for (String tau : List.of("0.3", "0.8")) {
      CliRunner.Result exact = CliRunner.run("dedup", "-i", SAMPLE, "-t", tau);
      assertEquals(0, exact.exitCode(), exact.err());
      Set<String> exactLines = new HashSet<>(exact.out().lines().toList());
      Path summary = tmp.resolve("s" + tau + ".json");
      CliRunner.Result sketch = sketch(tau, "1", "--summary-json", summary.toString());
      assertEquals(0, sketch.exitCode(), sketch.err());
      for (String line : sketch.out().lines().toList()) {
        assertTrue(exactLines.contains(line), "tau " + tau + ": not an exact pair line: " + line);
      }
      CliRunner.Result again = sketch(tau, "3");
      assertEquals(
          sketch.out(), again.out(), "the same seed gives the same pairs on any number of threads");
      // written as found: the same lines, in one order on any number of threads, nothing held
      List<String> firstFound = null;
      for (String threads : List.of("1", "3")) {
        CliRunner.Result found = sketch(tau, threads, "--pairs-order", "found");
        assertEquals(0, found.exitCode(), found.err());
        List<String> lines = found.out().lines().toList();
        if (firstFound == null) {
          firstFound = lines;
          assertEquals(
              sketch.out().lines().sorted().toList(),
              lines.stream().sorted().toList(),
              "tau " + tau + ": the pairs written as found are the pairs held");
          assertTrue(found.err().contains("pairs         " + lines.size() + " at"), found.err());
        } else {
          assertEquals(firstFound, lines, "the same order on " + threads + " threads");
        }
      }
      JsonNode j = new ObjectMapper().readTree(summary.toFile());
      assertEquals("sketch", j.at("/candidates/method").asText());
      double recall = j.at("/candidates/recall_at_tau").asDouble();
      int bands = j.at("/candidates/bands").asInt();
      int rows = j.at("/candidates/rows").asInt();
      assertTrue(recall >= 0.99, "the default banding gives recall >= 0.99 at tau: " + recall);
      assertTrue(bands * rows <= 128, bands + " x " + rows);
      assertEquals(1 - Math.pow(1 - Math.pow(Double.parseDouble(tau), rows), bands), recall, 1e-9);
      assertTrue(sketch.err().contains(bands + " bands x " + rows + " rows"), sketch.err());
      // the summary speaks of the sketch's work, not of the exact traversal's
      assertFalse(sketch.err().contains("length partitions"), sketch.err());
      assertFalse(sketch.err().contains("  matching  "), sketch.err());
      assertTrue(
          sketch
              .err()
              .matches(
                  "(?s).*dedup [0-9.]+ s \\(sample [0-9.]+ s, candidates [0-9.]+ s, output [0-9.]+ s\\).*"),
          sketch.err());
      assertTrue(exact.err().contains("length partitions"), exact.err());
      assertTrue(exact.err().contains("  matching  "), exact.err());
    }
  }

  @Test
  void badSketchOptionsAreUsageErrors() {
    for (String[] bad :
        new String[][] {
          {"--candidates", "approx"},
          {"--sketch-samples", "0"},
          {"--sketch-recall", "1.5"},
          {"--temp-dir", "/no/such/directory"}
        }) {
      CliRunner.Result r = CliRunner.run("dedup", "-i", SAMPLE, "-t", "0.5", bad[0], bad[1]);
      assertEquals(2, r.exitCode(), r.err());
      assertTrue(r.err().contains(bad[0]), r.err());
    }
  }

  /**
   * Written as found, the documents are sampled as they are read and their vectors wait in a
   * temporary file (in {@code --temp-dir}, deleted at the end); with a corpus filter, which needs
   * the whole collection, they are held as before. Both give the pairs of the held route.
   */
  @Test
  void sketchedAsReadWithTheVectorsInATemporaryFile() throws IOException {
    Path spill = java.nio.file.Files.createDirectory(tmp.resolve("spill"));
    for (String[] filter : new String[][] {{}, {"--idf", "0:0.9"}}) {
      List<String> extra = new java.util.ArrayList<>(List.of(filter));
      CliRunner.Result held = sketch("0.3", "2", extra.toArray(String[]::new));
      assertEquals(0, held.exitCode(), held.err());
      extra.addAll(List.of("--pairs-order", "found", "--temp-dir", spill.toString()));
      CliRunner.Result found = sketch("0.3", "2", extra.toArray(String[]::new));
      assertEquals(0, found.exitCode(), found.err());
      assertFalse(found.out().isEmpty(), "the sample has pairs at 0.3");
      assertEquals(
          held.out().lines().sorted().toList(),
          found.out().lines().sorted().toList(),
          List.of(filter) + ": the pairs of the held route");
      assertEquals(filter.length == 0, found.err().contains("sampled as read"), found.err());
      assertFalse(held.err().contains("sampled as read"), held.err());
      try (java.util.stream.Stream<Path> left = java.nio.file.Files.list(spill)) {
        assertEquals(List.of(), left.toList(), "the temporary file is deleted");
      }
    }
  }
}
