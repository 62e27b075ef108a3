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
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.carrotsearch.randomizedtesting.jupiter.Randomized;
import com.carrotsearch.randomizedtesting.jupiter.RandomizedContext;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.spotsigs.io.Tsv;

/**
 * The TSV escaping convention, and ids with tabs, line breaks and backslashes through dedup,
 * clusters and index --decisions.
 */
@Randomized
class TsvTest {
  private static final ObjectMapper JSON = new ObjectMapper();
  private static final String NASTY = "\t\n\r\\ta\\n\"é ";

  @TempDir Path tmp;

  private static String randomField(Random r) {
    StringBuilder sb = new StringBuilder();
    for (int i = r.nextInt(8); i > 0; i--) {
      sb.append(
          r.nextInt(3) == 0
              ? NASTY.charAt(r.nextInt(NASTY.length()))
              : (char) ('a' + r.nextInt(26)));
    }
    return sb.toString();
  }

  @Test
  void escapedFieldsSplitBackIntoTheSameFields(RandomizedContext ctx) {
    Random r = ctx.getRandom();
    for (int iter = 0; iter < 2000; iter++) {
      List<String> fields = new ArrayList<>();
      for (int i = 1 + r.nextInt(5); i > 0; i--) {
        fields.add(randomField(r));
      }
      StringBuilder line = new StringBuilder();
      for (int i = 0; i < fields.size(); i++) {
        Tsv.append(i == 0 ? line : line.append('\t'), fields.get(i));
      }
      String s = line.toString();
      assertTrue(s.indexOf('\n') < 0 && s.indexOf('\r') < 0, "one line: " + s);
      assertEquals(fields, Tsv.split(s));
      assertEquals(
          Tsv.escape(String.join("\t", fields)),
          String.join("\\t", fields.stream().map(Tsv::escape).toList()));
    }
    assertEquals("plain", Tsv.escape("plain"));
    assertThrows(IllegalArgumentException.class, () -> Tsv.split("a\\x"));
    assertThrows(IllegalArgumentException.class, () -> Tsv.split("trailing\\"));
  }

  private static String id(int i) {
    return switch (i % 4) {
      case 0 -> "tab\tin " + i;
      case 1 -> "line\nbreak " + i;
      case 2 -> "back\\slash\\t " + i;
      default -> "cr\r\n" + i;
    };
  }

  @Test
  void idsWithTabsAndLineBreaksRoundTripThroughPairsAndClusters() throws IOException {
    StringBuilder jsonl = new StringBuilder();
    for (int i = 0; i < 12; i++) {
      // three groups of four identical documents
      Map<String, Object> doc =
          Map.of("id", id(i), "signatures", Map.of("the:g" + (i % 3) + ":x", 2, "is:y:z", 1));
      jsonl.append(JSON.writeValueAsString(doc)).append('\n');
    }
    Path input = Files.writeString(tmp.resolve("sigs.jsonl"), jsonl);
    Path pairsTsv = tmp.resolve("pairs.tsv");
    Path pairsJsonl = tmp.resolve("pairs.jsonl");
    Path clusters = tmp.resolve("clusters.tsv");
    CliRunner.Result tsv =
        CliRunner.run(
            "dedup",
            "-i",
            input.toString(),
            "--format",
            "signatures",
            "-t",
            "1",
            "--pairs",
            pairsTsv.toString(),
            "--clusters",
            clusters.toString());
    assertEquals(0, tsv.exitCode(), tsv.err());
    CliRunner.Result js =
        CliRunner.run(
            "dedup",
            "-i",
            input.toString(),
            "--format",
            "signatures",
            "-t",
            "1",
            "--pairs",
            pairsJsonl.toString(),
            "--output-format",
            "jsonl");
    assertEquals(0, js.exitCode(), js.err());

    List<String> tsvLines = Files.readAllLines(pairsTsv);
    assertEquals(3 * 6, tsvLines.size(), "one line per pair: " + tsvLines);
    List<String> jsonLines = Files.readAllLines(pairsJsonl);
    for (int i = 0; i < tsvLines.size(); i++) {
      List<String> f = Tsv.split(tsvLines.get(i));
      var node = JSON.readTree(jsonLines.get(i));
      assertEquals(
          List.of(node.get("a").asText(), node.get("b").asText(), "1.000000"),
          f,
          "JSONL output keeps the raw ids");
    }

    Map<String, String> direct = clusterMap(Files.readAllLines(clusters));
    assertEquals(12, direct.size());
    for (int i = 0; i < 12; i++) {
      assertEquals(id(i % 3), direct.get(id(i)), "first in input order represents its group");
    }
    for (Path pairs : List.of(pairsTsv, pairsJsonl)) {
      CliRunner.Result c = CliRunner.run("clusters", "--pairs", pairs.toString());
      assertEquals(0, c.exitCode(), c.err());
      assertEquals(
          direct,
          clusterMap(List.of(c.out().split("\n"))),
          "clusters reads back what dedup wrote: " + pairs);
    }
  }

  private static Map<String, String> clusterMap(List<String> lines) {
    Map<String, String> m = new TreeMap<>();
    for (String line : lines) {
      if (!line.isEmpty()) {
        List<String> f = Tsv.split(line);
        assertEquals(3, f.size(), line);
        m.put(f.get(0), f.get(1));
      }
    }
    return m;
  }

  @Test
  void decisionsEscapeIds() throws IOException {
    String text =
        "The mayor said the new bridge is a triumph of the city and the river, and the works have been a long road.";
    StringBuilder jsonl = new StringBuilder();
    for (int i = 0; i < 4; i++) {
      jsonl.append(JSON.writeValueAsString(Map.of("id", id(i), "text", text))).append('\n');
    }
    Path input = Files.writeString(tmp.resolve("docs.jsonl"), jsonl);
    Path decisions = tmp.resolve("decisions.tsv");
    CliRunner.Result r =
        CliRunner.run(
            "index",
            "-i",
            input.toString(),
            "--format",
            "jsonl",
            "--index",
            tmp.resolve("idx").toString(),
            "--dedup",
            "skip",
            "-t",
            "0.9",
            "--decisions",
            decisions.toString(),
            "--threads",
            "1");
    assertEquals(0, r.exitCode(), r.err());
    List<String> lines = Files.readAllLines(decisions);
    assertEquals(4, lines.size(), lines.toString());
    assertEquals(List.of(id(0), "added", "", "", ""), Tsv.split(lines.get(0)));
    for (int i = 1; i < 4; i++) {
      assertEquals(List.of(id(i), "skipped", id(0), "1.000000", ""), Tsv.split(lines.get(i)));
    }
  }
}
