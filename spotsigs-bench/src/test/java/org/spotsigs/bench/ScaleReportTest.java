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
package org.spotsigs.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.carrotsearch.randomizedtesting.jupiter.Randomized;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.knowm.xchart.BitmapEncoder;
import org.knowm.xchart.XYChart;
import org.spotsigs.cli.SpotSigsCli;

/**
 * Generator, spotsigs dedup and report end to end on a tiny corpus, as bench/scale.sh chains them.
 */
@Randomized
class ScaleReportTest {
  @TempDir Path tmp;

  @Test
  void parsesTheRunsOfTheSpotsigsCommandAndScoresTheirPairs(Random random) throws IOException {
    RealCorpus corpus =
        RealCorpus.load(
            SyntheticCorpus.write(Files.createDirectories(tmp.resolve("in")), 20, random));
    Path gen = Files.createDirectories(tmp.resolve("gen"));
    Path runs = Files.createDirectories(tmp.resolve("runs"));
    int[] sizes = {300, 600};
    for (int n : sizes) {
      Path jsonl = gen.resolve("gen-" + n + ".jsonl");
      CorpusGenerator.generate(
          corpus, n, random.nextLong(), 2, jsonl, CorpusGenerator.truthFile(jsonl));
      for (String config : List.of("defaults", "prototype")) {
        String name = config + "-" + n;
        StringWriter err = new StringWriter();
        String[] args =
            config.equals("prototype")
                ? new String[] {
                  "dedup",
                  "-i",
                  jsonl.toString(),
                  "--format",
                  "jsonl",
                  "-t",
                  "0.9",
                  "--threads",
                  "2",
                  "--pairs",
                  runs.resolve(name + ".pairs.tsv").toString(),
                  "--no-progress",
                  "--preset",
                  "prototype"
                }
                : new String[] {
                  "dedup",
                  "-i",
                  jsonl.toString(),
                  "--format",
                  "jsonl",
                  "-t",
                  "0.9",
                  "--threads",
                  "2",
                  "--pairs",
                  runs.resolve(name + ".pairs.tsv").toString(),
                  "--no-progress"
                };
        assertEquals(
            0,
            SpotSigsCli.execute(args, new PrintWriter(new StringWriter()), new PrintWriter(err)),
            err.toString());
        Files.writeString(runs.resolve(name + ".err"), err.toString());
        Files.writeString(
            runs.resolve(name + ".time"),
            "Command exited with non-zero status 3\n" + (1 + n / 100) + ".25 " + (1024 * n) + "\n");
        Files.writeString(runs.resolve(name + ".walls"), "1.00 " + (1 + n / 100) + ".25 9.50\n");
        Files.writeString(
            runs.resolve(name + ".load"), config.equals("defaults") ? "0.42 7\n" : "0.42\n");
      }
    }
    List<ScaleReport.Run> parsed = ScaleReport.load(runs, gen);
    assertEquals(4, parsed.size());
    for (ScaleReport.Run r : parsed) {
      long n = Long.parseLong(r.input());
      assertEquals(n, r.documents(), r.toString());
      assertFalse(r.failed());
      assertEquals(
          Files.readAllLines(r.pairsFile()).size(), r.pairs(), "pairs as in the pairs file");
      assertEquals(1 + n / 100 + 0.25, r.wall(), 1e-9);
      assertEquals(n, r.rssMb());
      assertEquals(0.42, r.load(), 1e-9);
      assertEquals("1.00 " + (1 + n / 100) + ".25 9.50", r.walls());
      assertEquals(r.config().equals("defaults") ? 7.0 : Double.NaN, r.busy(), 1e-9);
      assertEquals(Files.size(gen.resolve("gen-" + n + ".jsonl")) / 1e6, r.megabytes(), 1e-9);
      assertTrue(
          r.extract() >= 0 && r.dedup() >= 0 && r.match() >= 0 && r.match() <= r.dedup(),
          r.toString());
      assertTrue(r.postings() >= 0 && r.verified() >= 0, r.toString());

      PairEvaluation.Result q = PairEvaluation.evaluate(r.truth(), r.pairsFile());
      assertEquals(r.pairs(), q.found());
      assertTrue(
          q.truePositives()
                  + q.realReal()
                  + q.inherited()
                  + q.boilerplateOnly()
                  + q.falsePositives()
              == q.found(),
          q.toString());
      if (r.config()
          .equals("defaults")) { // the prototype's IDF filter leaves little of a tiny made-up
        // vocabulary
        assertTrue(q.sourcePairsFound() > 0, q.toString());
        assertTrue(q.precision() >= 0.9, "made-up sentences rarely repeat: " + q);
      }
    }
    assertEquals(
        List.of(300L, 300L, 600L, 600L), parsed.stream().map(ScaleReport.Run::documents).toList());

    String speed = ScaleReport.speedTable(parsed);
    assertEquals(2 + 4, speed.split("\n").length, speed);
    assertTrue(
        speed.contains("| generated | defaults | 600 |") && speed.contains("| 0.42 (7 %) |"),
        speed);
    java.util.Set<String> thin = ScaleReport.thinDocuments(corpus);
    assertTrue(thin.isEmpty(), "every made-up document has signatures: " + thin);
    String quality = ScaleReport.qualityTable(parsed, thin::contains);
    assertEquals(2 + 4, quality.split("\n").length, quality);

    XYChart chart = ScaleReport.chart(parsed);
    assertEquals(2 * 3 + 2, chart.getSeriesMap().size(), chart.getSeriesMap().keySet().toString());
    System.setProperty("java.awt.headless", "true");
    BitmapEncoder.saveBitmap(
        chart, tmp.resolve("chart").toString(), BitmapEncoder.BitmapFormat.PNG);
    assertTrue(Files.size(tmp.resolve("chart.png")) > 1000);
  }

  @Test
  void aRunThatDidNotFinishIsReportedAsFailed() throws IOException {
    Path runs = Files.createDirectories(tmp.resolve("runs"));
    Files.writeString(
        runs.resolve("defaults-1000.err"),
        "Exception in thread \"main\" java.lang.OutOfMemoryError: Java heap space\n");
    Files.writeString(
        runs.resolve("defaults-1000.time"),
        "Command exited with non-zero status 1\n12.00 4300000\n");
    List<ScaleReport.Run> parsed = ScaleReport.load(runs, tmp);
    assertEquals(1, parsed.size());
    assertTrue(parsed.get(0).failed());
    assertTrue(ScaleReport.speedTable(parsed).contains("failed"), ScaleReport.speedTable(parsed));
  }
}
