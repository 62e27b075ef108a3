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

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code dedup --cluster-method incremental}: the same removals and clusters on every route (read
 * as they come, or collected from files, an index or signatures, on any number of threads), and a
 * cluster far too large for its pairs decided in a small heap.
 */
class IncrementalRouteTest {
  @TempDir Path tmp;

  private static final Path PAGES = Path.of("..", "src-test-corpora", "news-sample", "pages");

  /** Runs dedup with {@code source} args; returns the removals and clusters files' contents. */
  private String run(String name, String keep, String... source) throws Exception {
    Path removals = tmp.resolve(name + "-removals.tsv");
    Path clusters = tmp.resolve(name + "-clusters.tsv");
    List<String> args = new ArrayList<>(List.of("dedup"));
    args.addAll(List.of(source));
    args.addAll(
        List.of(
            "-t",
            "0.3",
            "--cluster-method",
            "incremental",
            "--keep",
            keep,
            "--removals",
            removals.toString(),
            "--clusters",
            clusters.toString()));
    CliRunner.Result r = CliRunner.run(args.toArray(String[]::new));
    assertEquals(0, r.exitCode(), name + ": " + r.err());
    assertTrue(r.out().isEmpty(), "no pairs on stdout: " + r.out());
    return Files.readString(removals) + "--\n" + Files.readString(clusters);
  }

  @Test
  void everyRouteGivesTheSameDecisions() throws Exception {
    Path index = tmp.resolve("index");
    CliRunner.Result built =
        CliRunner.run("index", "-i", PAGES.toString(), "--index", index.toString());
    assertEquals(0, built.exitCode(), built.err());
    Path signatures = tmp.resolve("signatures.jsonl");
    CliRunner.Result sigs =
        CliRunner.run("signatures", "-o", signatures.toString(), PAGES.toString());
    assertEquals(0, sigs.exitCode(), sigs.err());
    for (String keep : List.of("first", "longest", "shortest")) {
      String streamed = run("input-" + keep, keep, "-i", PAGES.toString(), "--threads", "1");
      assertTrue(streamed.lines().count() > 47, streamed);
      assertEquals(
          streamed, run("threads-" + keep, keep, "-i", PAGES.toString(), "--threads", "3"), keep);
      assertEquals(streamed, run("index-" + keep, keep, "--index", index.toString()), keep);
      assertEquals(
          streamed,
          run("signatures-" + keep, keep, "-i", signatures.toString(), "--format", "signatures"),
          keep);
    }
    // with keep first and a clique of near-duplicates, the same as the components of all pairs
    Path removals = tmp.resolve("components.tsv");
    CliRunner.Result all =
        CliRunner.run(
            "dedup",
            "-i",
            PAGES.toString(),
            "-t",
            "0.3",
            "--pairs",
            "/dev/null",
            "--removals",
            removals.toString());
    assertEquals(0, all.exitCode(), all.err());
    String incremental = Files.readString(tmp.resolve("input-first-removals.tsv"));
    assertEquals(Files.readString(removals), incremental, "the sample's clusters are cliques");
  }

  @Test
  void pairsAreNotWhatItFinds() {
    CliRunner.Result r =
        CliRunner.run(
            "dedup",
            "-i",
            PAGES.toString(),
            "-t",
            "0.3",
            "--cluster-method",
            "incremental",
            "--pairs",
            tmp.resolve("p.tsv").toString(),
            "--removals",
            tmp.resolve("r.tsv").toString());
    assertEquals(2, r.exitCode(), r.err());
    assertTrue(r.err().contains("one match per dropped document, not every pair"), r.err());
    CliRunner.Result none =
        CliRunner.run(
            "dedup", "-i", PAGES.toString(), "-t", "0.3", "--cluster-method", "incremental");
    assertEquals(2, none.exitCode(), none.err());
    assertFalse(Files.exists(tmp.resolve("r.tsv")));
  }

  @Test
  void aClusterTooLargeForItsPairsFitsASmallHeap() throws Exception {
    // the cluster whose 18 million pairs run all-pairs out of a 64 MB heap (MachineLimitsTest)
    Path jsonl = MachineLimitsTest.clusterOfNearDuplicates(tmp.resolve("cluster.jsonl"), 6_000);
    Path removals = tmp.resolve("removals.tsv");
    ProcessBuilder pb =
        CliProcess.builder(
            "dedup",
            "-i",
            jsonl.toString(),
            "--format",
            "jsonl",
            "-t",
            "0.5",
            "--cluster-method",
            "incremental",
            "--removals",
            removals.toString());
    pb.command().add(pb.command().indexOf(SpotSigsCli.class.getName()), "-Xmx64m");
    Process p = pb.start();
    p.getOutputStream().close();
    String err = new String(p.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
    assertTrue(p.waitFor(300, TimeUnit.SECONDS));
    assertEquals(0, p.exitValue(), err);
    List<String> lines = Files.readAllLines(removals);
    assertEquals(5_999, lines.size());
    for (String line : lines) {
      assertTrue(line.split("\t")[1].equals("d0"), "every copy is dropped for the first: " + line);
    }
    assertTrue(err.contains("held          1 kept vectors"), err);
  }
}
