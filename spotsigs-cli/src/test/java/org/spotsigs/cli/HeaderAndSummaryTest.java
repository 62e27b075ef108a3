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
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.spotsigs.io.Tsv;

/**
 * {@code --header} on every TSV output (read back by {@code clusters}) and {@code --summary-json}
 * against the stderr summary.
 */
class HeaderAndSummaryTest {
  private static final ObjectMapper JSON = new ObjectMapper();
  private static final String SAMPLE = IndexQueryClustersTest.SAMPLE.toString();

  @TempDir Path tmp;

  private static CliRunner.Result ok(String... args) {
    CliRunner.Result r = CliRunner.run(args);
    assertEquals(0, r.exitCode(), String.join(" ", args) + "\n" + r.err());
    return r;
  }

  /** The first number (with thousands separators) after {@code label} in the stderr summary. */
  private static long figure(String err, String label) {
    Matcher m = Pattern.compile(Pattern.quote(label) + "\\s*([0-9,]+)").matcher(err);
    assertTrue(m.find(), label + " in\n" + err);
    return Long.parseLong(m.group(1).replace(",", ""));
  }

  private void assertHeaderThenSame(Path withHeader, Path without, String header)
      throws IOException {
    List<String> h = Files.readAllLines(withHeader);
    assertEquals(header, h.get(0), withHeader.toString());
    assertEquals(Files.readAllLines(without), h.subList(1, h.size()), withHeader.toString());
  }

  @Test
  void everyTsvOutputTakesAHeaderAndClustersReadsItBack() throws IOException {
    String[] outputs = {"pairs", "clusters", "removals"};
    for (String variant : new String[] {"plain", "header"}) {
      ok(
          "dedup",
          "-i",
          SAMPLE,
          "-t",
          "0.3",
          "--pairs",
          tmp.resolve(variant + "-pairs.tsv").toString(),
          "--clusters",
          tmp.resolve(variant + "-clusters.tsv").toString(),
          "--removals",
          tmp.resolve(variant + "-removals.tsv").toString(),
          variant.equals("header") ? "--header" : "--threads=1");
    }
    String[] headers = {Tsv.PAIRS_HEADER, Tsv.CLUSTERS_HEADER, Tsv.REMOVALS_HEADER};
    for (int i = 0; i < outputs.length; i++) {
      assertHeaderThenSame(
          tmp.resolve("header-" + outputs[i] + ".tsv"),
          tmp.resolve("plain-" + outputs[i] + ".tsv"),
          headers[i]);
    }
    // clusters reads a pairs file with its header as one without
    ok(
        "clusters",
        "-p",
        tmp.resolve("header-pairs.tsv").toString(),
        "-o",
        tmp.resolve("c-header.tsv").toString(),
        "--header");
    ok(
        "clusters",
        "-p",
        tmp.resolve("plain-pairs.tsv").toString(),
        "-o",
        tmp.resolve("c-plain.tsv").toString());
    assertHeaderThenSame(
        tmp.resolve("c-header.tsv"), tmp.resolve("c-plain.tsv"), Tsv.CLUSTERS_HEADER);

    // index decisions and query results
    Path index = tmp.resolve("index");
    CliRunner.Result indexed =
        ok(
            "index",
            "-i",
            SAMPLE,
            "--index",
            index.toString(),
            "--dedup",
            "record",
            "-t",
            "0.3",
            "--decisions",
            tmp.resolve("d-header.tsv").toString(),
            "--header",
            "--summary-json",
            tmp.resolve("i.json").toString());
    JsonNode ij = JSON.readTree(tmp.resolve("i.json").toFile());
    assertEquals(figure(indexed.err(), "indexed"), ij.at("/index/indexed").asLong());
    assertEquals(figure(indexed.err(), "spotsigs index:"), ij.at("/input/documents").asLong());
    assertEquals(47, ij.at("/index/indexed").asLong());
    Path index2 = tmp.resolve("index2");
    ok(
        "index",
        "-i",
        SAMPLE,
        "--index",
        index2.toString(),
        "--dedup",
        "record",
        "-t",
        "0.3",
        "--decisions",
        tmp.resolve("d-plain.tsv").toString());
    assertHeaderThenSame(
        tmp.resolve("d-header.tsv"), tmp.resolve("d-plain.tsv"), Tsv.DECISIONS_HEADER);
    String page = IndexQueryClustersTest.SAMPLE.resolve("d079693.html").toString();
    CliRunner.Result q =
        ok(
            "query",
            "--index",
            index.toString(),
            "-t",
            "0.3",
            "-o",
            tmp.resolve("q-header.tsv").toString(),
            "--header",
            "--summary-json",
            tmp.resolve("q.json").toString(),
            page);
    JsonNode qj = JSON.readTree(tmp.resolve("q.json").toFile());
    assertEquals(
        Files.readAllLines(tmp.resolve("q-header.tsv")).size() - 1,
        qj.at("/matches/count").asLong());
    assertEquals(figure(q.err(), "postings="), qj.at("/matching/postings").asLong());
    ok(
        "query",
        "--index",
        index.toString(),
        "-t",
        "0.3",
        "-o",
        tmp.resolve("q-plain.tsv").toString(),
        page);
    assertHeaderThenSame(tmp.resolve("q-header.tsv"), tmp.resolve("q-plain.tsv"), Tsv.QUERY_HEADER);
  }

  @Test
  void summaryJsonHoldsTheFiguresOfTheStderrSummary() throws IOException {
    Path input = Files.createDirectories(tmp.resolve("pages"));
    try (var s = Files.list(IndexQueryClustersTest.SAMPLE)) {
      for (Path p : (Iterable<Path>) s::iterator) {
        Files.copy(p, input.resolve(p.getFileName()));
      }
    }
    Files.writeString(input.resolve("zz-empty.html"), ""); // skipped: an empty file
    Path summary = tmp.resolve("summary.json");
    Path removals = tmp.resolve("removals.tsv");
    CliRunner.Result r =
        CliRunner.run(
            "dedup",
            "-i",
            input.toString(),
            "-t",
            "0.3",
            "--pairs",
            tmp.resolve("p.tsv").toString(),
            "--clusters",
            tmp.resolve("c.tsv").toString(),
            "--removals",
            removals.toString(),
            "--summary-json",
            summary.toString());
    assertEquals(SpotSigsCli.EXIT_SKIPPED_INPUT, r.exitCode(), r.err());
    JsonNode j = JSON.readTree(summary.toFile());
    String err = r.err();
    assertEquals("dedup", j.get("command").asText());
    assertEquals(figure(err, "spotsigs dedup:"), j.at("/input/documents").asLong());
    assertEquals(47, j.at("/input/documents").asLong());
    assertEquals(1, j.at("/input/skipped").asLong());
    assertTrue(err.contains("1 bad inputs skipped"), err);
    assertEquals(figure(err, "signatures"), j.at("/signatures/total").asLong());
    Matcher distinct = Pattern.compile("\\(([0-9,]+) distinct\\)").matcher(err);
    assertTrue(distinct.find());
    assertEquals(
        Long.parseLong(distinct.group(1).replace(",", "")), j.at("/signatures/distinct").asLong());
    assertEquals(figure(err, "exact dupes"), j.at("/exact_duplicates").asLong());
    assertEquals(figure(err, "pairs"), j.at("/pairs/count").asLong());
    assertEquals(Files.readAllLines(tmp.resolve("p.tsv")).size(), j.at("/pairs/count").asLong());
    assertEquals(figure(err, "clusters"), j.at("/clusters/count").asLong());
    assertEquals(figure(err, "removals"), j.at("/removals/count").asLong());
    assertEquals(Files.readAllLines(removals).size(), j.at("/removals/count").asLong());
    assertEquals(figure(err, "postings="), j.at("/matching/postings").asLong());
    assertEquals(figure(err, "verified="), j.at("/matching/verified").asLong());
    assertEquals(figure(err, "matches="), j.at("/matching/matches").asLong());
    assertEquals("0.3", j.at("/settings/tau").asText());
    assertEquals("multiset", j.at("/settings/measure").asText());
    assertEquals("first", j.at("/settings/keep").asText());
    assertTrue(j.at("/settings/analysis").asText().contains("extraction=article"), j.toString());
    Matcher total = Pattern.compile("total ([0-9.]+) s").matcher(err);
    assertTrue(total.find(), err);
    assertEquals(Double.parseDouble(total.group(1)), j.at("/time/total_seconds").asDouble(), 0.006);
  }
}
