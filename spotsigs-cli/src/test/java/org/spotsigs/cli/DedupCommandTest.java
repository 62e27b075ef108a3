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

import com.carrotsearch.randomizedtesting.jupiter.Randomized;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.spotsigs.core.Measure;
import org.spotsigs.core.Threshold;
import org.spotsigs.testing.BruteForce;
import org.spotsigs.testing.RandomVectors;

@Randomized
class DedupCommandTest {
  private static final ObjectMapper JSON = new ObjectMapper();

  @TempDir Path tmp;

  /** Lines {@code "a<TAB>b"} to their similarity, from TSV output. */
  private static Map<String, Double> parsePairs(String tsv) {
    Map<String, Double> pairs = new TreeMap<>();
    for (String line : tsv.split("\n")) {
      if (line.isBlank()) {
        continue;
      }
      String[] f = line.split("\t");
      assertEquals(3, f.length, "three columns: " + line);
      assertTrue(f[2].matches("[01]\\.\\d{6}"), "similarity with 6 decimals: " + f[2]);
      assertTrue(
          pairs.put(f[0] + "\t" + f[1], Double.parseDouble(f[2])) == null, "pair once: " + line);
    }
    return pairs;
  }

  @Test
  void directoryOfTextFiles() throws IOException {
    Path dir = Files.createDirectories(tmp.resolve("docs"));
    String story =
        "The mayor said the new bridge is a triumph of the city and the river. The works have been"
            + " a long road for the builders, and the council was glad. A vote is due in the spring.";
    Files.writeString(dir.resolve("a.txt"), story);
    Files.createDirectories(dir.resolve("sub"));
    // the navigation is a short block (dropped by default); the last paragraph is long enough to
    // stay
    String page =
        "<html><body><nav>Home | News</nav><p>"
            + story
            + "</p><p>Read more of this story in print, with"
            + " a report on city budgets and plans for next year and weather for tomorrow morning here.</p></body></html>";
    Files.writeString(dir.resolve("sub/b.html"), page);
    Files.writeString(
        dir.resolve("c.txt"), "Completely different: the cat is on the mat and the dog is out.");
    Files.writeString(dir.resolve("empty.txt"), "");
    Files.writeString(dir.resolve("nosigs.txt"), "Nothing here matches any antecedent whatsoever.");
    Files.write(dir.resolve("binary.bin"), new byte[] {1, 2, 0, 3});
    Files.writeString(dir.resolve(".hidden"), "the hidden file is not a document");

    CliRunner.Result r = CliRunner.run("dedup", "--input", dir.toString(), "--tau", "0.8");
    assertEquals(SpotSigsCli.EXIT_SKIPPED_INPUT, r.exitCode(), r.err());
    Map<String, Double> pairs = parsePairs(r.out());
    org.spotsigs.analysis.SpotSigsAnalyzer analyzer = new org.spotsigs.analysis.SpotSigsAnalyzer();
    double expected =
        org.spotsigs.index.SignatureVector.analyze(analyzer, "f", story)
            .similarity(
                org.spotsigs.index.SignatureVector.analyze(analyzer, "f", page), Measure.MULTISET);
    assertTrue(expected >= 0.8 && expected < 1, "the page frame adds a little: " + expected);
    assertEquals(Map.of("a\tsub/b", Math.round(expected * 1e6) / 1e6), pairs, r.out());
    assertTrue(r.err().contains("empty.txt: empty file"), r.err());
    assertTrue(r.err().contains("binary.bin: binary file"), r.err());
    // c and nosigs have fewer than 5 signatures: they are matched by their text (with no copy here)
    assertTrue(
        r.err()
            .contains("matched by    signatures 2, text fingerprint 2 (fewer than 5 signatures)"),
        r.err());
    assertTrue(
        r.err().contains("dedup: 4 documents"),
        r.err()); // a, sub/b, c, nosigs; empty and binary skipped
  }

  @Test
  void pairsFileIsWrittenAndTauIsChecked() throws IOException {
    Path dir = Files.createDirectories(tmp.resolve("d"));
    Files.writeString(
        dir.resolve("x.txt"), "the quick brown fox is a fast animal and the dog is lazy");
    Files.writeString(
        dir.resolve("y.txt"), "the quick brown fox is a fast animal and the dog is lazy");
    Path out = tmp.resolve("out/pairs.tsv");
    CliRunner.Result r =
        CliRunner.run("dedup", "-i", dir.toString(), "-t", "4/5", "--pairs", out.toString());
    assertEquals(0, r.exitCode(), r.err());
    assertEquals("x\ty\t1.000000\n", Files.readString(out));
    assertEquals("", r.out());

    for (String bad : List.of("0", "1.2", "-0.5", "abc")) {
      CliRunner.Result b = CliRunner.run("dedup", "-i", dir.toString(), "-t", bad);
      assertEquals(2, b.exitCode(), b.err());
      assertTrue(b.err().contains("(0, 1]") || b.err().contains("tau"), b.err());
    }
    CliRunner.Result missing =
        CliRunner.run("dedup", "-i", tmp.resolve("nope").toString(), "-t", "0.8");
    assertEquals(1, missing.exitCode());
    assertTrue(missing.err().contains("does not exist"), missing.err());
  }

  @Test
  void signatureJsonlMatchesTheOracle(Random random) throws IOException {
    for (int iter = 0; iter < 15; iter++) {
      Threshold tau = RandomVectors.randomTau(random);
      Measure measure = random.nextBoolean() ? Measure.SET : Measure.MULTISET;
      List<Map<String, Integer>> docs =
          new RandomVectors(random).collection(30 + random.nextInt(150), tau, measure);
      Path file = tmp.resolve("sigs" + iter + ".jsonl");
      List<String> lines = new ArrayList<>();
      for (int i = 0; i < docs.size(); i++) {
        Map<String, Object> obj = new LinkedHashMap<>();
        obj.put("id", "doc" + i);
        obj.put("signatures", docs.get(i));
        lines.add(JSON.writeValueAsString(obj));
      }
      Files.write(file, lines, StandardCharsets.UTF_8);
      CliRunner.Result r =
          CliRunner.run(
              "dedup",
              "-i",
              file.toString(),
              "--format",
              "signatures",
              "-t",
              tau.numerator() + "/" + tau.denominator(),
              "--measure",
              measure.name().toLowerCase(),
              "--threads",
              Integer.toString(1 + random.nextInt(3)));
      assertEquals(0, r.exitCode(), r.err());
      Map<String, Double> actual = new TreeMap<>();
      // the CLI writes ids in input order; compare as ordered "docI<TAB>docJ" with i < j
      parsePairs(r.out())
          .forEach(
              (k, v) -> {
                String[] ab = k.split("\t");
                int i = Integer.parseInt(ab[0].substring(3));
                int j = Integer.parseInt(ab[1].substring(3));
                actual.put("doc" + Math.min(i, j) + "\tdoc" + Math.max(i, j), v);
              });
      Map<String, Double> expected = new TreeMap<>();
      for (int i = 0; i < docs.size(); i++) {
        for (int j = i + 1; j < docs.size(); j++) {
          long[] ou = BruteForce.overlapAndUnion(docs.get(i), docs.get(j), measure);
          if (BruteForce.matches(ou[0], ou[1], tau)) {
            expected.put("doc" + i + "\tdoc" + j, Math.round(1e6 * ou[0] / (double) ou[1]) / 1e6);
          }
        }
      }
      assertEquals(expected.keySet(), actual.keySet(), "tau=" + tau + " " + measure);
      for (Map.Entry<String, Double> e : expected.entrySet()) {
        assertEquals(e.getValue(), actual.get(e.getKey()), 1e-9, e.getKey());
      }
    }
  }

  @Test
  void badJsonlLinesAreReportedWithTheirLineNumber() throws IOException {
    Path file = tmp.resolve("bad.jsonl");
    Files.writeString(
        file,
        String.join(
            "\n",
            "{\"id\": \"a\", \"signatures\": {\"x:y\": 2, \"y:z\": 1}}",
            "{\"id\": \"b\", \"signatures\": {\"x:y\": 2, \"y:z\": 1}}",
            "not json",
            "{\"id\": \"c\"}",
            "{\"id\": \"d\", \"signatures\": {\"x:y\": 0}}",
            "{\"id\": \"a\", \"signatures\": {\"x:y\": 1}}",
            "",
            "{\"id\": \"e\", \"signatures\": {}}",
            "[1, 2]"));
    CliRunner.Result r =
        CliRunner.run("dedup", "-i", file.toString(), "--format", "signatures", "-t", "0.9");
    assertEquals(SpotSigsCli.EXIT_SKIPPED_INPUT, r.exitCode(), r.err());
    assertEquals("a\tb\t1.000000\n", r.out());
    assertTrue(r.err().contains("bad.jsonl:3: invalid JSON"), r.err());
    assertTrue(r.err().contains("bad.jsonl:4: missing \"signatures\""), r.err());
    assertTrue(
        r.err().contains("bad.jsonl:5: count of signature \"x:y\" must be a whole number >= 1"),
        r.err());
    assertTrue(r.err().contains("bad.jsonl:6: duplicate id 'a'"), r.err());
    assertTrue(r.err().contains("bad.jsonl:9: expected a JSON object"), r.err());
    assertTrue(r.err().contains("skipped       5 bad inputs"), r.err());
    assertTrue(r.err().contains("no signatures 1 documents, never matched: e"), r.err());
    assertFalse(r.err().contains("Exception"), r.err());
  }

  @Test
  void bundledSampleCorpus() {
    Path sample = Path.of("..", "src-test-corpora", "news-sample", "pages");
    CliRunner.Result r = CliRunner.run("dedup", "-i", sample.toString(), "-t", "0.8");
    assertEquals(0, r.exitCode(), r.err());
    Map<String, Double> pairs = parsePairs(r.out());
    assertTrue(r.err().contains("47 documents"), r.err());
    // every pair lies inside one gold cluster at this tau
    Map<String, String> cluster = new TreeMap<>();
    try {
      for (String line :
          Files.readAllLines(Path.of("..", "src-test-corpora", "news-sample", "clusters.tsv"))) {
        String[] f = line.split("\t");
        cluster.put(f[0], f[1]);
      }
    } catch (IOException e) {
      throw new AssertionError(e);
    }
    assertFalse(pairs.isEmpty());
    for (String p : pairs.keySet()) {
      String[] ab = p.split("\t");
      assertEquals(
          cluster.get(ab[0]), cluster.get(ab[1]), "pair " + p + " within one gold cluster");
    }
  }

  /**
   * The sample's pages give the same pairs read as files (decoded into a thread's buffer, which the
   * article extraction parses in place) and as the texts of JSON lines (strings).
   */
  @Test
  void pagesGiveThePairsAsFilesAndAsJsonLines() throws IOException {
    Path sample = Path.of("..", "src-test-corpora", "news-sample", "pages");
    Path jsonl = tmp.resolve("pages.jsonl");
    ObjectMapper json = new ObjectMapper();
    StringBuilder lines = new StringBuilder();
    try (java.util.stream.Stream<Path> files = Files.list(sample)) {
      for (Path f : files.sorted().toList()) {
        Map<String, String> doc = new LinkedHashMap<>();
        doc.put("id", f.getFileName().toString().replaceFirst("\\.html$", ""));
        doc.put("text", org.spotsigs.html.HtmlCharset.decode(Files.readAllBytes(f), null));
        lines.append(json.writeValueAsString(doc)).append('\n');
      }
    }
    Files.writeString(jsonl, lines);
    for (String threads : new String[] {"1", "2"}) {
      CliRunner.Result files =
          CliRunner.run("dedup", "-i", sample.toString(), "-t", "0.3", "--threads", threads);
      CliRunner.Result texts =
          CliRunner.run(
              "dedup",
              "-i",
              jsonl.toString(),
              "--format",
              "jsonl",
              "-t",
              "0.3",
              "--threads",
              threads);
      assertEquals(0, files.exitCode(), files.err());
      assertEquals(0, texts.exitCode(), texts.err());
      assertTrue(files.out().lines().count() >= 30, files.out());
      assertEquals(files.out(), texts.out());
    }
  }

  @Test
  void prototypePresetAndCorpusFilterOptions() {
    Path sample = Path.of("..", "src-test-corpora", "news-sample", "pages");
    CliRunner.Result r =
        CliRunner.run("dedup", "-i", sample.toString(), "-t", "0.9", "--preset", "prototype");
    assertEquals(0, r.exitCode(), r.err());
    assertTrue(
        r.err().contains("SignatureFilter(idf in [0.2, 0.8] PROTOTYPE, min 4 signatures)"),
        r.err());
    CliRunner.Result f =
        CliRunner.run(
            "dedup",
            "-i",
            sample.toString(),
            "-t",
            "0.5",
            "--idf",
            "0.2:0.85",
            "--min-signatures",
            "5");
    assertEquals(0, f.exitCode(), f.err());
    assertTrue(
        f.err().contains("SignatureFilter(idf in [0.2, 0.85] PAPER, min 5 signatures)"), f.err());
    for (String[] bad :
        new String[][] {
          {"--idf", "0.9:0.1"},
          {"--idf", "x"},
          {"--preset", "fancy"},
          {"--key", "both"},
          {"--antecedents", "no-such-set"},
          {"--spots", "the(1"}
        }) {
      CliRunner.Result b =
          CliRunner.run("dedup", "-i", sample.toString(), "-t", "0.5", bad[0], bad[1]);
      assertEquals(2, b.exitCode(), String.join(" ", bad) + ": " + b.err());
      assertFalse(b.err().contains("Exception"), b.err());
    }
  }

  /**
   * --pairs-order found writes the very lines of the default order, in the order found (the same on
   * any number of threads), with the count in the summary; outputs that need every pair are
   * refused.
   */
  @Test
  void pairsInTheOrderFound() throws IOException {
    Path sample = Path.of("..", "src-test-corpora", "news-sample", "pages");
    CliRunner.Result sorted = CliRunner.run("dedup", "-i", sample.toString(), "-t", "0.3");
    assertEquals(0, sorted.exitCode(), sorted.err());
    List<String> first = null;
    for (String threads : new String[] {"1", "2", "3"}) {
      CliRunner.Result found =
          CliRunner.run(
              "dedup",
              "-i",
              sample.toString(),
              "-t",
              "0.3",
              "--pairs-order",
              "found",
              "--threads",
              threads);
      assertEquals(0, found.exitCode(), found.err());
      List<String> lines = List.of(found.out().split("\n"));
      if (first == null) {
        first = lines;
        List<String> a = new java.util.ArrayList<>(lines);
        List<String> b = new java.util.ArrayList<>(List.of(sorted.out().split("\n")));
        java.util.Collections.sort(a);
        java.util.Collections.sort(b);
        assertEquals(b, a, "the same lines");
        assertTrue(a.size() > 10, "pairs: " + a.size());
        assertTrue(found.err().contains("pairs         " + a.size() + " at"), found.err());
      } else {
        assertEquals(first, lines, "the same order on " + threads + " threads");
      }
    }
    // best-match clusters need every pair at once (components are made as the pairs pass:
    // RemovalsTest)
    for (String[] needsAll :
        new String[][] {
          {"--clusters", "c.tsv", "--cluster-method", "best"},
          {"--removals", "r.tsv", "--cluster-method", "best"},
          {"--pairs-order", "random"}
        }) {
      List<String> args =
          new java.util.ArrayList<>(
              List.of("dedup", "-i", sample.toString(), "-t", "0.3", "--pairs-order", "found"));
      args.addAll(List.of(needsAll));
      CliRunner.Result b = CliRunner.run(args.toArray(String[]::new));
      assertEquals(2, b.exitCode(), String.join(" ", needsAll) + ": " + b.err());
      assertTrue(b.err().contains("--pairs-order"), b.err());
    }
  }
}
