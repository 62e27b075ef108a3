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

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code spotsigs eval} on the bundled sample, checked against {@code spotsigs dedup} and the
 * ground truth.
 */
class EvalCommandTest {
  private static final Path SAMPLE = Path.of("..", "src-test-corpora", "news-sample");

  @TempDir Path tmp;

  @Test
  void scoresWhatDedupFindsAgainstTheClusters() throws IOException {
    Path json = tmp.resolve("report.json");
    Path chart = tmp.resolve("f1.png");
    CliRunner.Result r =
        CliRunner.run(
            "eval",
            "--gold",
            SAMPLE.toString(),
            "--method",
            "spotsigs,i-match-s",
            "--tau-sweep",
            "0.3,0.6,0.9",
            "--tau",
            "0.6",
            "--json",
            json.toString(),
            "--chart",
            chart.toString(),
            "--min-block-words",
            "5",
            "--work-dir",
            tmp.toString());
    assertEquals(0, r.exitCode(), r.err());
    assertTrue(
        r.out().contains("spotsigs")
            && r.out().contains("i-match-s")
            && r.out().contains("F1 by tau"),
        r.out());
    assertTrue(Files.size(chart) > 1000, "chart written");

    Map<String, String> cluster = new HashMap<>();
    for (String line : Files.readAllLines(SAMPLE.resolve("clusters.tsv"))) {
      if (!line.isBlank()) {
        cluster.put(line.split("\t")[0], line.split("\t")[1]);
      }
    }
    JsonNode report = new ObjectMapper().readTree(json.toFile());
    assertEquals(cluster.size(), report.get("gold").get("documents").asInt());
    JsonNode spotsigs = report.get("methods").get(0);
    assertEquals("spotsigs", spotsigs.get("method").asText());
    for (JsonNode at : spotsigs.get("sweep")) {
      String tau = at.get("tau").asText();
      CliRunner.Result d =
          CliRunner.run(
              "dedup",
              "--input",
              SAMPLE.resolve("pages").toString(),
              "--tau",
              tau,
              "--min-block-words",
              "5");
      assertEquals(0, d.exitCode(), d.err());
      long tp = 0;
      long fp = 0;
      for (String line : d.out().split("\n")) {
        if (!line.isBlank()) {
          String[] f = line.split("\t");
          if (cluster.get(f[0]).equals(cluster.get(f[1]))) {
            tp++;
          } else {
            fp++;
          }
        }
      }
      assertEquals(tp, at.get("tp").asLong(), "tp at " + tau);
      assertEquals(fp, at.get("fp").asLong(), "fp at " + tau);
    }
    assertEquals(0.6, spotsigs.get("atDefaultTau").get("tau").asDouble());
    assertTrue(
        report.get("methods").get(1).get("thresholdFree").asBoolean(),
        "i-match-s has no threshold");
  }

  @Test
  void badOptionsAreRefused() {
    String gold = SAMPLE.toString();
    assertEquals(2, CliRunner.run("eval", "--gold", gold, "--method", "nope").exitCode());
    assertEquals(2, CliRunner.run("eval", "--gold", gold, "--tau-sweep", "0.1:0.5").exitCode());
    assertEquals(2, CliRunner.run("eval", "--gold", gold, "--tau-sweep", "0.5:0.1:0.1").exitCode());
    assertEquals(2, CliRunner.run("eval", "--gold", gold, "--tau", "1.5").exitCode());
    assertEquals(2, CliRunner.run("eval", "--gold", gold, "--lsh", "6").exitCode());
    CliRunner.Result missing =
        CliRunner.run(
            "eval", "--gold", tmp.resolve("none").toString(), "--work-dir", tmp.toString());
    assertEquals(1, missing.exitCode());
    assertTrue(missing.err().contains("does not exist"), missing.err());
  }
}
