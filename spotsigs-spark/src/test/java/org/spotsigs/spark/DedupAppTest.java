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
package org.spotsigs.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.spotsigs.core.Measure;
import org.spotsigs.core.Threshold;
import org.spotsigs.dedup.DedupResult;
import org.spotsigs.dedup.Deduplicator;
import org.spotsigs.dedup.VectorCollection;
import picocli.CommandLine;

/**
 * The application in local mode on the stories written for the tests (JSON lines with nested text,
 * and the same stories as Parquet): its pairs against the library's, and its outputs.
 */
class DedupAppTest {
  static final Path STORIES = Path.of("../src-test-corpora/stories/stories.jsonl");
  static final Path STORIES_PARQUET = Path.of("../src-test-corpora/stories/stories.parquet");

  @BeforeAll
  static void session() {
    LocalSpark.get();
  }

  static int run(StringWriter err, String... args) {
    PrintWriter w = new PrintWriter(err, true);
    CommandLine cli = new CommandLine(new DedupApp(w));
    cli.setErr(w);
    return cli.execute(args);
  }

  /**
   * The application on the stories (JSON lines, text at meta.content, tau 0.5) and {@code more}.
   */
  static int stories(StringWriter err, String... more) {
    List<String> args =
        new ArrayList<>(
            List.of(
                "-i",
                STORIES.toString(),
                "--format",
                "jsonl",
                "--text-field",
                "meta.content",
                "-t",
                "0.5"));
    args.addAll(List.of(more));
    return run(err, args.toArray(String[]::new));
  }

  static List<String> parts(Path dir) throws IOException {
    return PartFiles.lines(dir);
  }

  /** The stories' pairs by the library, in input order, as TSV lines. */
  static List<String> expectedPairs(Threshold tau) throws IOException {
    return expectedPairs(tau, Analysis.defaults());
  }

  /** The stories' pairs by the library with {@code analysis}. */
  static List<String> expectedPairs(Threshold tau, Analysis analysis) throws IOException {
    ObjectMapper json = new ObjectMapper();
    List<String> ids = new ArrayList<>();
    VectorCollection.Builder b = VectorCollection.builder();
    for (String line : Files.readAllLines(STORIES, StandardCharsets.UTF_8)) {
      JsonNode n = json.readTree(line);
      ids.add(n.get("id").asText());
      b.add(analysis.vector(n.get("meta").get("content").asText()));
    }
    DedupResult r =
        Deduplicator.builder(tau).measure(Measure.MULTISET).threads(1).build().run(b.build());
    List<String> lines = new ArrayList<>();
    for (int i = 0; i < r.size(); i++) {
      lines.add(TsvText.line(ids.get(r.docA(i)), ids.get(r.docB(i)), r.overlap(i), r.union(i)));
    }
    return lines;
  }

  /**
   * The analysis has the command line's defaults (each document's language detected, documents
   * below five signatures matched by their text) and its options: one language for all, no
   * fingerprint; the summary records them; a negative minimum is refused.
   */
  @Test
  void theAnalysisHasTheCommandLinesDefaultsAndOptions(@TempDir Path tmp) throws IOException {
    org.spotsigs.analysis.SpotSigsAnalyzer defaults = Analysis.defaults().analyzer();
    assertTrue(defaults.autoLanguage());
    assertEquals(
        org.spotsigs.analysis.SpotSigsAnalyzer.RECOMMENDED_MIN_SIGNATURES,
        defaults.minSignatures());
    assertTrue(
        defaults.textExtraction().id().contains("language=auto"), defaults.textExtraction().id());

    StringWriter err = new StringWriter();
    int code =
        stories(
            err,
            "--language",
            "en",
            "--fingerprint-below",
            "0",
            "-p",
            tmp.resolve("pairs").toString(),
            "--summary-json",
            tmp.resolve("summary.json").toString());
    assertEquals(0, code, err.toString());
    Analysis english = new Analysis("en", "article", 0);
    assertFalse(english.analyzer().autoLanguage());
    List<String> expected = expectedPairs(Threshold.of(0.5), english);
    assertEquals(expected, parts(tmp.resolve("pairs")));
    // the options change what a short text is matched by (the stories all have five signatures or
    // more, so their pairs are the same either way)
    String brief = "Boston Bancorp sets two for one split";
    assertTrue(Analysis.defaults().vector(brief).isFingerprint());
    assertFalse(english.vector(brief).isFingerprint());
    JsonNode summary = new ObjectMapper().readTree(tmp.resolve("summary.json").toFile());
    assertEquals("en", summary.get("settings.language").asText(), summary.toString());
    assertEquals(0, summary.get("settings.fingerprint_below").asInt(), summary.toString());

    StringWriter bad = new StringWriter();
    assertEquals(2, stories(bad, "--fingerprint-below", "-1"), bad.toString());
    assertTrue(bad.toString().contains("--fingerprint-below"), bad.toString());
  }

  @Test
  void jsonLinesPairsRemovalsAndKeptLines(@TempDir Path tmp) throws IOException {
    StringWriter err = new StringWriter();
    int code =
        stories(
            err,
            "-p",
            tmp.resolve("pairs").toString(),
            "--header",
            "--removals",
            tmp.resolve("removals").toString(),
            "--write-kept",
            tmp.resolve("kept").toString(),
            "--summary-json",
            tmp.resolve("summary.json").toString());
    assertEquals(0, code, err.toString());
    List<String> expected = expectedPairs(Threshold.of(0.5));
    assertFalse(expected.isEmpty());
    List<String> pairs = parts(tmp.resolve("pairs"));
    assertEquals(TsvText.PAIRS_HEADER, pairs.get(0));
    assertEquals(expected, pairs.subList(1, pairs.size()));

    List<String> removals = parts(tmp.resolve("removals"));
    assertEquals(TsvText.REMOVALS_HEADER, removals.get(0));
    Set<String> removed = new HashSet<>();
    for (String line : removals.subList(1, removals.size())) {
      String[] f = line.split("\t", -1);
      assertNotEquals(f[0], f[1]);
      removed.add(f[0]);
    }
    assertFalse(removed.isEmpty());
    // the kept lines are the input's, byte for byte, in input order, less the removed documents
    ObjectMapper json = new ObjectMapper();
    List<String> keptExpected = new ArrayList<>();
    for (String line : Files.readAllLines(STORIES, StandardCharsets.UTF_8)) {
      if (!removed.contains(json.readTree(line).get("id").asText())) {
        keptExpected.add(line);
      }
    }
    assertEquals(keptExpected, parts(tmp.resolve("kept")));
    String summary = Files.readString(tmp.resolve("summary.json"));
    assertTrue(summary.contains("\"pairs.count\":" + expected.size()), summary);
    assertTrue(summary.contains("\"removals.count\":" + removed.size()), summary);
  }

  @Test
  void parquetGivesTheSamePairs(@TempDir Path tmp) throws IOException {
    StringWriter err = new StringWriter();
    int code =
        run(
            err,
            "-i",
            STORIES_PARQUET.toString(),
            "--format",
            "parquet",
            "--id-field",
            "doc_id",
            "--text-field",
            "meta.content",
            "-t",
            "0.5",
            "-p",
            tmp.resolve("pairs").toString());
    assertEquals(0, code, err.toString());
    assertEquals(expectedPairs(Threshold.of(0.5)), parts(tmp.resolve("pairs")));
  }

  @Test
  void anOutputThatExistsIsRefused(@TempDir Path tmp) throws IOException {
    Path pairs = Files.createDirectories(tmp.resolve("pairs"));
    Files.writeString(pairs.resolve("keep.txt"), "mine");
    StringWriter err = new StringWriter();
    int code = stories(err, "-p", pairs.toString());
    assertNotEquals(0, code);
    assertTrue(err.toString().contains("exists already"), err.toString());
    assertEquals("mine", Files.readString(pairs.resolve("keep.txt")));
  }

  @Test
  void badOptionsAreUsageErrors() {
    StringWriter err = new StringWriter();
    assertEquals(2, run(err, "-i", "x", "-t", "1.5"));
    assertTrue(err.toString().contains("tau"), err.toString());
    err = new StringWriter();
    assertEquals(2, run(err, "-i", "x", "-t", "0.5", "--cluster-method", "best"));
    assertTrue(err.toString().contains("only components"), err.toString());
  }
}
