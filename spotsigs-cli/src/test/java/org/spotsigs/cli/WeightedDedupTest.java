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
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.math.MathContext;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.spotsigs.core.Measure;
import org.spotsigs.core.Threshold;
import org.spotsigs.dedup.SignatureWeights;
import org.spotsigs.testing.RandomVectors;

/**
 * {@code dedup --measure weighted|weighted-set --weights FILE} on text and signature input against
 * a brute force over the weighted Jaccard: the same pairs, every printed similarity within 1e-6 of
 * the exact one.
 */
@Randomized
class WeightedDedupTest {
  private static final ObjectMapper JSON = new ObjectMapper();

  @TempDir Path tmp;

  @Test
  void weightedPairsOnEveryInputAreTheOraclePairs(Random random) throws IOException {
    for (int round = 0; round < 3; round++) {
      Threshold tau = RandomVectors.randomTau(random);
      Measure base = random.nextBoolean() ? Measure.SET : Measure.MULTISET;
      List<Map<String, Integer>> docs =
          new RandomVectors(random).collection(20 + random.nextInt(30), tau, base);
      Set<String> keys = new HashSet<>();
      docs.forEach(d -> keys.addAll(d.keySet()));
      Map<String, Long> w = new HashMap<>();
      StringBuilder file = new StringBuilder();
      for (String k : keys) {
        if (random.nextBoolean()) {
          long wt = random.nextInt(4) == 0 ? 0 : random.nextInt(3_000_000);
          w.put("the:" + k + ":zz", wt);
          file.append("the:")
              .append(k)
              .append(":zz\t")
              .append(SignatureWeights.format(wt))
              .append('\n');
        }
      }
      long dflt = 1 + random.nextInt(2_000_000);
      Path weights = Files.writeString(tmp.resolve(round + "-w.tsv"), file);

      StringBuilder texts = new StringBuilder();
      StringBuilder sigs = new StringBuilder();
      for (int i = 0; i < docs.size(); i++) {
        texts
            .append(
                JSON.writeValueAsString(
                    Map.of("id", "d" + i, "text", GeneratedTexts.text(docs.get(i), i))))
            .append('\n');
        Map<String, Integer> s = new LinkedHashMap<>();
        docs.get(i).forEach((k, c) -> s.put("the:" + k + ":zz", c));
        sigs.append(JSON.writeValueAsString(Map.of("id", "d" + i, "signatures", s))).append('\n');
      }
      Path textFile = Files.writeString(tmp.resolve(round + "-texts.jsonl"), texts);
      Path sigFile = Files.writeString(tmp.resolve(round + "-sigs.jsonl"), sigs);

      // the oracle: sum w min / sum w max, exactly
      Map<String, BigDecimal> expected = new TreeMap<>();
      for (int i = 0; i < docs.size(); i++) {
        for (int j = i + 1; j < docs.size(); j++) {
          BigInteger min = BigInteger.ZERO;
          BigInteger max = BigInteger.ZERO;
          Set<String> all = new HashSet<>(docs.get(i).keySet());
          all.addAll(docs.get(j).keySet());
          for (String k : all) {
            long a =
                docs.get(i).containsKey(k) ? (base == Measure.SET ? 1 : docs.get(i).get(k)) : 0;
            long b =
                docs.get(j).containsKey(k) ? (base == Measure.SET ? 1 : docs.get(j).get(k)) : 0;
            BigInteger wk = BigInteger.valueOf(w.getOrDefault("the:" + k + ":zz", dflt));
            min = min.add(wk.multiply(BigInteger.valueOf(Math.min(a, b))));
            max = max.add(wk.multiply(BigInteger.valueOf(Math.max(a, b))));
          }
          if (min.signum() > 0
              && min.multiply(BigInteger.valueOf(tau.denominator()))
                      .compareTo(max.multiply(BigInteger.valueOf(tau.numerator())))
                  >= 0) {
            expected.put(
                "d" + i + " d" + j,
                new BigDecimal(min).divide(new BigDecimal(max), MathContext.DECIMAL64));
          }
        }
      }
      String measure = base == Measure.SET ? "weighted-set" : "weighted";
      for (Path input : List.of(textFile, sigFile)) {
        String format = input == textFile ? "jsonl" : "signatures";
        String what = "round " + round + ", tau " + tau + ", " + measure + ", " + format;
        CliRunner.Result r =
            CliRunner.run(
                "dedup",
                "-i",
                input.toString(),
                "--format",
                format,
                // the oracle is the generated signatures: texts analysed as English, no
                // fingerprints
                "--language=en",
                "--fingerprint-below=0",
                "-t",
                tau.toString(),
                "--measure",
                measure,
                "--weights",
                weights.toString(),
                "--default-weight",
                SignatureWeights.format(dflt),
                "--threads",
                "" + (1 + random.nextInt(3)));
        assertEquals(0, r.exitCode(), what + "\n" + r.err());
        Map<String, Double> actual = new TreeMap<>();
        for (String line : r.out().split("\n")) {
          if (!line.isBlank()) {
            String[] f = line.split("\t");
            String a = f[0].compareTo(f[1]) < 0 ? f[0] : f[1];
            String b = f[0].compareTo(f[1]) < 0 ? f[1] : f[0];
            // ids sort as d<n>: compare by number for the oracle's key
            int ia = Integer.parseInt(a.substring(1));
            int ib = Integer.parseInt(b.substring(1));
            actual.put("d" + Math.min(ia, ib) + " d" + Math.max(ia, ib), Double.parseDouble(f[2]));
          }
        }
        assertEquals(expected.keySet(), actual.keySet(), what);
        for (Map.Entry<String, BigDecimal> e : expected.entrySet()) {
          assertEquals(
              e.getValue().doubleValue(),
              actual.get(e.getKey()),
              1e-6 + 1e-12,
              what + " " + e.getKey());
        }
      }
    }
  }

  @Test
  void weightedRoutesRefuseWhatTheyCannotDoExactly() throws IOException {
    String sample = IndexQueryClustersTest.SAMPLE.toString();
    CliRunner.Result noWeights =
        CliRunner.run("dedup", "-i", sample, "-t", "0.3", "--measure", "weighted");
    assertEquals(2, noWeights.exitCode());
    assertTrue(noWeights.err().contains("needs --weights"), noWeights.err());
    Path index = tmp.resolve("index");
    assertEquals(0, CliRunner.run("index", "-i", sample, "--index", index.toString()).exitCode());
    CliRunner.Result onIndex =
        CliRunner.run(
            "dedup",
            "--index",
            index.toString(),
            "-t",
            "0.3",
            "--measure",
            "weighted",
            "--weights",
            "idf");
    assertEquals(2, onIndex.exitCode());
    assertTrue(onIndex.err().contains("an index is weighted when it is built"), onIndex.err());
    // a query takes the measure its index was built with
    CliRunner.Result query =
        CliRunner.run(
            "query", "--index", index.toString(), "-t", "0.3", "--measure", "weighted", sample);
    assertEquals(2, query.exitCode(), query.err());
    assertTrue(query.err().contains("is not computed here"), query.err());
    CliRunner.Result noWeightsIndex =
        CliRunner.run(
            "index",
            "-i",
            sample,
            "--index",
            tmp.resolve("i2").toString(),
            "--measure",
            "weighted");
    assertEquals(2, noWeightsIndex.exitCode(), noWeightsIndex.err());
    assertTrue(noWeightsIndex.err().contains("needs --weights"), noWeightsIndex.err());
    Path bad = Files.writeString(tmp.resolve("bad.tsv"), "the:a:b\t1\nthe:c:d\t-2\n");
    CliRunner.Result badFile =
        CliRunner.run(
            "dedup",
            "-i",
            sample,
            "-t",
            "0.3",
            "--measure",
            "weighted",
            "--weights",
            bad.toString());
    assertTrue(badFile.exitCode() != 0);
    assertTrue(
        badFile.err().contains("bad.tsv:2") && badFile.err().contains("negative"), badFile.err());
  }
}
