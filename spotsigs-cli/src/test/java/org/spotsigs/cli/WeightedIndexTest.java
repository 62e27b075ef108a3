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

import com.carrotsearch.randomizedtesting.jupiter.Randomized;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.math.BigInteger;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.spotsigs.core.Measure;
import org.spotsigs.core.Threshold;
import org.spotsigs.dedup.SignatureWeights;
import org.spotsigs.testing.RandomVectors;

/**
 * An index built with fixed weights ({@code index --measure weighted --weights FILE}) against a
 * brute force over the weighted Jaccard on every index route: {@code dedup --index}, {@code query}
 * of every document (so each pair from both sides), index-time dedup's decisions, {@code explain
 * --index}; and the same pairs as {@code dedup --input} with the same weights.
 */
@Randomized
class WeightedIndexTest {
  private static final ObjectMapper JSON = new ObjectMapper();

  @TempDir Path tmp;

  private List<Map<String, Integer>> docs;
  private Map<String, Long> w;
  private long dflt;
  private Measure base;
  private Threshold tau;

  private BigInteger[] weighted(int i, int j) {
    Set<String> all = new HashSet<>(docs.get(i).keySet());
    all.addAll(docs.get(j).keySet());
    BigInteger min = BigInteger.ZERO;
    BigInteger max = BigInteger.ZERO;
    for (String k : all) {
      long a = docs.get(i).containsKey(k) ? (base == Measure.SET ? 1 : docs.get(i).get(k)) : 0;
      long b = docs.get(j).containsKey(k) ? (base == Measure.SET ? 1 : docs.get(j).get(k)) : 0;
      BigInteger wk = BigInteger.valueOf(w.getOrDefault("the:" + k + ":zz", dflt));
      min = min.add(wk.multiply(BigInteger.valueOf(Math.min(a, b))));
      max = max.add(wk.multiply(BigInteger.valueOf(Math.max(a, b))));
    }
    return new BigInteger[] {min, max};
  }

  private boolean near(int i, int j) {
    BigInteger[] ou = weighted(i, j);
    return ou[0].signum() > 0
        && ou[0]
                .multiply(BigInteger.valueOf(tau.denominator()))
                .compareTo(ou[1].multiply(BigInteger.valueOf(tau.numerator())))
            >= 0;
  }

  private static CliRunner.Result ok(String... args) {
    java.util.List<String> all = new java.util.ArrayList<>(java.util.List.of(args));
    int format = all.indexOf("--format");
    if ((all.get(0).equals("dedup") || all.get(0).equals("index"))
        && (all.contains("-i") || all.contains("--input"))
        && !(format >= 0 && all.get(format + 1).equals("signatures"))) {
      // the oracle is the generated signatures: texts analysed as English, no fingerprints
      all.addAll(java.util.List.of("--language", "en", "--fingerprint-below", "0"));
    }
    args = all.toArray(String[]::new);
    CliRunner.Result r = CliRunner.run(args);
    assertEquals(0, r.exitCode(), String.join(" ", args) + "\n" + r.err());
    return r;
  }

  private static Set<String> pairs(String tsv) {
    Set<String> s = new TreeSet<>();
    for (String line : tsv.split("\n")) {
      if (!line.isBlank()) {
        String[] f = line.split("\t");
        int a = Integer.parseInt(f[0].substring(1));
        int b = Integer.parseInt(f[1].substring(1));
        s.add(Math.min(a, b) + " " + Math.max(a, b));
      }
    }
    return s;
  }

  @Test
  void everyIndexRouteGivesTheWeightedOracleAnswer(Random random) throws IOException {
    int pairsSeen = 0;
    for (int round = 0; round < 2; round++) {
      tau = RandomVectors.randomTau(random);
      base = random.nextBoolean() ? Measure.SET : Measure.MULTISET;
      docs = new RandomVectors(random).collection(15 + random.nextInt(20), tau, base);
      Set<String> keys = new HashSet<>();
      docs.forEach(d -> keys.addAll(d.keySet()));
      w = new HashMap<>();
      StringBuilder file = new StringBuilder();
      for (String k : keys) {
        if (random.nextBoolean()) {
          long wt = random.nextInt(4) == 0 ? 0 : (1 + random.nextInt(4)) * 250_000L;
          w.put("the:" + k + ":zz", wt);
          file.append("the:")
              .append(k)
              .append(":zz\t")
              .append(SignatureWeights.format(wt))
              .append('\n');
        }
      }
      dflt = SignatureWeights.SCALE;
      Path weights = Files.writeString(tmp.resolve(round + "-w.tsv"), file);
      Path dir = Files.createDirectories(tmp.resolve(round + "-docs"));
      for (int i = 0; i < docs.size(); i++) {
        Files.writeString(dir.resolve("d" + i + ".txt"), GeneratedTexts.text(docs.get(i), i));
      }
      String measure = base == Measure.SET ? "weighted-set" : "weighted";
      String t = tau.toString();
      String what = "round " + round + ", tau " + t + ", " + measure;

      Set<String> expected = new TreeSet<>();
      for (int i = 0; i < docs.size(); i++) {
        for (int j = i + 1; j < docs.size(); j++) {
          if (near(i, j)) {
            expected.add(i + " " + j);
          }
        }
      }
      pairsSeen += expected.size();
      // in memory
      assertEquals(
          expected,
          pairs(
              ok(
                      "dedup",
                      "-i",
                      dir.toString(),
                      "-t",
                      t,
                      "--extractor",
                      "none",
                      "--measure",
                      measure,
                      "--weights",
                      weights.toString())
                  .out()),
          what + ", dedup --input");
      // an index with the weights, built with index-time dedup recording its decisions
      Path index = tmp.resolve(round + "-index");
      Path decisions = tmp.resolve(round + "-decisions.tsv");
      ok(
          "index",
          "-i",
          dir.toString(),
          "--index",
          index.toString(),
          "--extractor",
          "none",
          "--measure",
          measure,
          "--weights",
          weights.toString(),
          "--dedup",
          "record",
          "-t",
          t,
          "--decisions",
          decisions.toString(),
          "--threads",
          "1");
      assertEquals(
          expected,
          pairs(ok("dedup", "--index", index.toString(), "-t", t).out()),
          what + ", dedup --index");
      // query of every document: each pair from both sides
      Set<String> byQuery = new TreeSet<>();
      for (String line :
          ok("query", "--index", index.toString(), "-t", t, dir.toString()).out().split("\n")) {
        if (!line.isBlank()) {
          String[] f = line.split("\t");
          if (!f[0].equals(f[1])) {
            int a = Integer.parseInt(f[0].substring(1));
            int b = Integer.parseInt(f[1].substring(1));
            assertTrue(near(a, b), what + ": query found " + line);
            byQuery.add(a + " " + b);
          }
        }
      }
      Set<String> bothSides = new TreeSet<>();
      for (String p : expected) {
        String[] ab = p.split(" ");
        bothSides.add(ab[0] + " " + ab[1]);
        bothSides.add(ab[1] + " " + ab[0]);
      }
      assertEquals(bothSides, byQuery, what + ", query both directions");
      // index-time dedup: a document is matched iff an earlier one (in input order) is a
      // near-duplicate
      List<String> order = Files.readAllLines(decisions);
      Set<Integer> before = new HashSet<>();
      for (String line : order) {
        String[] f = line.split("\t", -1);
        int d = Integer.parseInt(f[0].substring(1));
        boolean earlier = before.stream().anyMatch(e -> near(d, e));
        assertEquals(earlier, !f[2].isEmpty(), what + ", decision " + line);
        if (!f[2].isEmpty()) {
          assertTrue(near(d, Integer.parseInt(f[2].substring(1))), what + ", decision " + line);
        }
        before.add(d);
      }
      // explain by ids: the exact weighted fraction
      if (!expected.isEmpty()) {
        String[] p = expected.iterator().next().split(" ");
        int a = Integer.parseInt(p[0]);
        int b = Integer.parseInt(p[1]);
        JsonNode j =
            JSON.readTree(
                ok("explain", "--index", index.toString(), "d" + a, "d" + b, "--json").out());
        BigInteger[] ou = weighted(a, b);
        assertEquals(
            ou[0].multiply(BigInteger.valueOf(j.get("union").asLong())),
            ou[1].multiply(BigInteger.valueOf(j.get("overlap").asLong())),
            what + ", explain");
      }
      // the index keeps its weights: another measure or other weights are refused
      CliRunner.Result other =
          CliRunner.run(
              "query", "--index", index.toString(), "-t", t, "--measure", "set", dir.toString());
      assertEquals(2, other.exitCode(), other.err());
      assertTrue(other.err().contains("holds weighted counts"), other.err());
      CliRunner.Result more =
          CliRunner.run(
              "index",
              "-i",
              dir.toString(),
              "--index",
              index.toString(),
              "--measure",
              measure.toLowerCase(Locale.ROOT),
              "--weights",
              tmp.resolve(round + "-w.tsv").toString(),
              "--default-weight",
              "3");
      assertEquals(2, more.exitCode(), more.err());
      assertTrue(more.err().contains("counts weighted otherwise"), more.err());
    }
    assertTrue(pairsSeen > 0, "the generated collections had weighted pairs");
  }

  @Test
  void anIndexNeedsFixedWeights() {
    CliRunner.Result r =
        CliRunner.run(
            "index",
            "-i",
            IndexQueryClustersTest.SAMPLE.toString(),
            "--index",
            tmp.resolve("x").toString(),
            "--measure",
            "weighted",
            "--weights",
            "idf");
    assertEquals(2, r.exitCode(), r.err());
    assertTrue(r.err().contains("an index needs fixed weights"), r.err());
  }
}
