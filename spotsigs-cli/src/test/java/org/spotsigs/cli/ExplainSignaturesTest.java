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
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.spotsigs.core.Measure;
import org.spotsigs.core.Threshold;
import org.spotsigs.testing.BruteForce;
import org.spotsigs.testing.RandomVectors;

/**
 * {@code explain}'s numbers are the exact similarity and its verdict is what the matcher does
 * (files and ids in an index); {@code signatures} read back by {@code dedup --format signatures}
 * gives the pairs of the original input.
 */
@Randomized
class ExplainSignaturesTest {
  private static final ObjectMapper JSON = new ObjectMapper();

  @TempDir Path tmp;

  private static CliRunner.Result ok(String... args) {
    List<String> all = new java.util.ArrayList<>(List.of(args));
    if (all.contains("--extractor")) {
      // texts generated from signatures: analysed as English, without the fingerprint of texts
      // with few signatures (the defaults' languages and fingerprints are LanguagesCliTest's)
      all.addAll(List.of("--language", "en", "--fingerprint-below", "0"));
    }
    args = all.toArray(String[]::new);
    CliRunner.Result r = CliRunner.run(args);
    assertEquals(0, r.exitCode(), String.join(" ", args) + "\n" + r.err());
    return r;
  }

  private static Set<String> pairs(String tsv) {
    Set<String> s = new HashSet<>();
    for (String line : tsv.split("\n")) {
      if (!line.isBlank()) {
        String[] f = line.split("\t");
        s.add(f[0].compareTo(f[1]) < 0 ? f[0] + " " + f[1] : f[1] + " " + f[0]);
      }
    }
    return s;
  }

  @Test
  void explainGivesTheExactSimilarityAndWhatTheMatcherDoes(Random random) throws IOException {
    for (int round = 0; round < 8; round++) {
      Threshold tau = RandomVectors.randomTau(random);
      Measure measure = random.nextBoolean() ? Measure.SET : Measure.MULTISET;
      RandomVectors gen = new RandomVectors(random);
      List<Map<String, Integer>> two =
          switch (round % 3) {
            case 0 -> gen.pairAtTau(tau, measure); // exactly at tau
            case 1 -> List.of(gen.document(), gen.document()); // most likely unrelated
            default -> {
              Map<String, Integer> base = gen.document();
              yield List.of(base, gen.variant(base));
            }
          };
      Path dir = Files.createDirectories(tmp.resolve("r" + round));
      Path a = Files.writeString(dir.resolve("a.txt"), GeneratedTexts.text(two.get(0), 1));
      Path b = Files.writeString(dir.resolve("b.txt"), GeneratedTexts.text(two.get(1), 2));
      String t = tau.toString();
      String m = measure.name().toLowerCase(Locale.ROOT);
      String what = "round " + round + ", tau " + t + ", " + m + ": " + two;

      long[] exact = BruteForce.overlapAndUnion(two.get(0), two.get(1), measure);
      boolean nonEmpty = !two.get(0).isEmpty() && !two.get(1).isEmpty();
      boolean pair = nonEmpty && BruteForce.matches(exact[0], exact[1], tau);

      JsonNode j =
          JSON.readTree(
              ok(
                      "explain",
                      a.toString(),
                      b.toString(),
                      "-t",
                      t,
                      "--measure",
                      m,
                      "--extractor",
                      "none",
                      "--json")
                  .out());
      assertEquals(exact[0], j.get("overlap").asLong(), what);
      assertEquals(exact[1], j.get("union").asLong(), what);
      assertEquals(pair, j.at("/bounds/is_pair").asBoolean(), what);
      long la = j.at("/a/length").asLong();
      long lb = j.at("/b/length").asLong();
      long q = Math.min(la, lb);
      long c = Math.max(la, lb);
      assertEquals(
          c >= tau.minLength(q) && c <= tau.maxLength(q),
          j.at("/bounds/in_window").asBoolean(),
          what);
      if (pair) {
        assertTrue(
            j.at("/bounds/in_window").asBoolean(),
            what + ": a pair is always inside the length window");
        assertTrue(j.get("overlap").asLong() >= j.at("/bounds/overlap_needed").asLong(), what);
      }
      int shared = 0;
      for (JsonNode s : j.get("shared")) {
        String sig = s.get("signature").asText();
        String key = sig.substring("the:".length(), sig.length() - ":zz".length());
        assertEquals(two.get(0).get(key).intValue(), s.get("count_a").asInt(), what);
        assertEquals(two.get(1).get(key).intValue(), s.get("count_b").asInt(), what);
        shared++;
      }
      Set<String> common = new HashSet<>(two.get(0).keySet());
      common.retainAll(two.get(1).keySet());
      assertEquals(common.size(), shared, what);
      assertEquals(two.get(0).size() - common.size(), j.get("only_a_total").asInt(), what);

      // the matcher agrees with the verdict
      Set<String> found =
          pairs(
              ok("dedup", "-i", dir.toString(), "-t", t, "--measure", m, "--extractor", "none")
                  .out());
      assertEquals(pair, found.contains("a b"), what);

      // ids in an index: the same numbers
      Path index = tmp.resolve("index" + round);
      ok("index", "-i", dir.toString(), "--index", index.toString(), "--extractor", "none");
      JsonNode ji =
          JSON.readTree(
              ok(
                      "explain",
                      "--index",
                      index.toString(),
                      "a",
                      "b",
                      "-t",
                      t,
                      "--measure",
                      m,
                      "--json")
                  .out());
      assertEquals(exact[0], ji.get("overlap").asLong(), what + ", index");
      assertEquals(exact[1], ji.get("union").asLong(), what + ", index");
      assertEquals(pair, ji.at("/bounds/is_pair").asBoolean(), what + ", index");
    }
  }

  @Test
  void explainRefusesWhatItCannotExplain() throws IOException {
    Path a = Files.writeString(tmp.resolve("a.txt"), "the cat sat on the mat");
    CliRunner.Result r =
        CliRunner.run("explain", a.toString(), tmp.resolve("missing.txt").toString());
    assertTrue(r.exitCode() != 0, r.err());
    assertTrue(r.err().contains("missing.txt") && r.err().contains("does not exist"), r.err());
    Path index = tmp.resolve("index");
    ok("index", "-i", IndexQueryClustersTest.SAMPLE.toString(), "--index", index.toString());
    CliRunner.Result noId =
        CliRunner.run("explain", "--index", index.toString(), "d079693", "nosuchid");
    assertTrue(noId.exitCode() != 0, noId.err());
    assertTrue(noId.err().contains("no document with id 'nosuchid'"), noId.err());
    CliRunner.Result text =
        ok("explain", "--index", index.toString(), "d079693", "d700450", "-t", "0.3");
    assertTrue(
        text.out().contains("similarity (multiset Jaccard) = overlap / union = "), text.out());
    assertTrue(text.out().contains("verdict: passes every bound"), text.out());
  }

  @Test
  void signaturesReadBackGiveTheSamePairs(Random random) throws IOException {
    Threshold tau = RandomVectors.randomTau(random);
    Measure measure = random.nextBoolean() ? Measure.SET : Measure.MULTISET;
    List<Map<String, Integer>> vectors =
        new RandomVectors(random).collection(20 + random.nextInt(30), tau, measure);
    Path dir = Files.createDirectories(tmp.resolve("docs"));
    long distinct = 0;
    for (int i = 0; i < vectors.size(); i++) {
      Files.writeString(dir.resolve("d" + i + ".txt"), GeneratedTexts.text(vectors.get(i), i));
      distinct += vectors.get(i).size();
    }
    String t = tau.toString();
    String m = measure.name().toLowerCase(Locale.ROOT);
    Path sigs = tmp.resolve("sigs.jsonl");
    ok(
        "signatures",
        dir.toString(),
        "--extractor",
        "none",
        "-o",
        sigs.toString(),
        "--threads",
        "2");
    assertEquals(vectors.size(), Files.readAllLines(sigs).size());
    Set<String> direct =
        pairs(
            ok("dedup", "-i", dir.toString(), "-t", t, "--measure", m, "--extractor", "none")
                .out());
    Set<String> viaSignatures =
        pairs(
            ok("dedup", "-i", sigs.toString(), "--format", "signatures", "-t", t, "--measure", m)
                .out());
    assertEquals(direct, viaSignatures);
    assertFalse(direct.isEmpty(), "the generated collection has pairs");
    String tsv =
        ok("signatures", dir.toString(), "--extractor", "none", "--output-format", "tsv").out();
    assertEquals(
        distinct, tsv.lines().count(), "one TSV line per distinct signature of every document");
  }
}
