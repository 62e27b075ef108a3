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
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.spotsigs.cli.output.PairFormat;
import org.spotsigs.core.Measure;
import org.spotsigs.core.Threshold;
import org.spotsigs.dedup.Clusters;
import org.spotsigs.dedup.DedupResult;
import org.spotsigs.io.Tsv;
import org.spotsigs.testing.BruteForce;
import org.spotsigs.testing.RandomVectors;

/**
 * One generated corpus through every route of the command line, each compared with a brute-force
 * oracle and so with each other: signature input, text input, an index then {@code dedup --index},
 * {@code query} of every document, {@code index --dedup} with the first and the best guess, seeded
 * (into an index that holds half the corpus), clusters (components and best, from {@code dedup} and
 * from {@code clusters} on the pairs), on 1 to 3 threads. The corpus holds clusters of edited
 * copies, exact copies, empty documents and pairs built to be exactly at tau; its documents are
 * texts whose signatures are the generated multisets ({@code the sN zz} gives {@code the:sN:zz}),
 * with ids in no particular order. (The OpenSearch plugin's pairs action is compared with the same
 * library answer in the plugin's own tests.)
 */
@Randomized
class SameAnswerEveryRouteTest {
  private static final ObjectMapper JSON = new ObjectMapper();

  @TempDir Path tmp;

  /** A pair of ids (earlier in input order first) and its exact similarity. */
  private record Pair(String a, String b, long overlap, long union) {}

  private List<String> ids;
  private List<Map<String, Integer>> vectors;
  private Threshold tau;
  private Measure measure;
  private int round;

  @Test
  void everyRouteGivesTheOracleAnswer(Random random) throws IOException {
    for (round = 0; round < 3; round++) {
      setUp(random);
      Path texts = writeTexts(0, ids.size());
      Path sigs = writeSignatures();
      Map<String, Pair> oracle = oraclePairs();
      String t = tau.toString();
      String m = measure.name().toLowerCase(java.util.Locale.ROOT);
      String what = "round " + round + ": " + ids.size() + " documents, tau " + t + ", " + m;

      // 1. signatures, 2. texts: all pairs, clusters of both kinds
      Map<String, Map<String, String>> clusterFiles = new HashMap<>();
      for (String method : List.of("components", "best")) {
        Path c1 = tmp.resolve(round + "-sig-" + method + ".tsv");
        Map<String, Pair> bySigs =
            pairs(
                run(
                    "dedup",
                    "-i",
                    sigs.toString(),
                    "--format",
                    "signatures",
                    "-t",
                    t,
                    "--measure",
                    m,
                    "--output-format",
                    "jsonl",
                    "--threads",
                    threads(random),
                    "--cluster-method",
                    method,
                    "--clusters",
                    c1.toString()));
        assertEquals(oracle, bySigs, what + ", signature input");
        Path c2 = tmp.resolve(round + "-text-" + method + ".tsv");
        Map<String, Pair> byText =
            pairs(
                run(
                    "dedup",
                    "-i",
                    texts.toString(),
                    "--format",
                    "jsonl",
                    "-t",
                    t,
                    "--measure",
                    m,
                    "--output-format",
                    "jsonl",
                    "--threads",
                    threads(random),
                    "--cluster-method",
                    method,
                    "--clusters",
                    c2.toString(),
                    // copies of a text read once (the default) or extracted again
                    random.nextBoolean() ? "--extract-copies" : "--pairs-order=input"));
        assertEquals(oracle, byText, what + ", text input");
        assertEquals(Files.readString(c1), Files.readString(c2), what + ", clusters " + method);
        clusterFiles.put(method, clusterMap(c1));
      }
      assertEquals(oracleComponents(oracle), clusterFiles.get("components"), what + ", components");
      assertEquals(libraryBestMatch(oracle), clusterFiles.get("best"), what + ", best match");

      // 3. an index, then dedup --index: the same pairs and clusters files
      Path index = tmp.resolve(round + "-index");
      run(
          "index",
          "-i",
          texts.toString(),
          "--format",
          "jsonl",
          "--index",
          index.toString(),
          "--measure",
          m,
          "--threads",
          threads(random));
      // pairs in the order found, from the index and from signature input: the oracle's pairs,
      // each (earlier, later) in input order as in the default order
      for (String[] input :
          new String[][] {
            {"--index", index.toString()}, {"-i", sigs.toString(), "--format", "signatures"}
          }) {
        List<String> args = new ArrayList<>(List.of("dedup"));
        args.addAll(List.of(input));
        args.addAll(
            List.of(
                "-t",
                t,
                "--output-format",
                "jsonl",
                "--pairs-order",
                "found",
                "--threads",
                threads(random)));
        if (input[0].equals("-i")) {
          args.addAll(List.of("--measure", m));
        }
        CliRunner.Result found = run(args.toArray(new String[0]));
        assertEquals(oracle, pairs(found), what + ", --pairs-order found " + input[0]);
        for (String line : found.out().split("\n")) {
          JsonNode n = JSON.readTree(line);
          assertTrue(
              ids.indexOf(n.get("a").asText()) < ids.indexOf(n.get("b").asText()),
              "earlier first: " + line);
        }
      }
      for (String method : List.of("components", "best")) {
        Path c = tmp.resolve(round + "-index-" + method + ".tsv");
        Map<String, Pair> byIndex =
            pairs(
                run(
                    "dedup",
                    "--index",
                    index.toString(),
                    "-t",
                    t,
                    "--output-format",
                    "jsonl",
                    "--threads",
                    threads(random),
                    "--cluster-method",
                    method,
                    "--clusters",
                    c.toString()));
        assertEquals(oracle, byIndex, what + ", dedup --index");
        assertEquals(
            clusterFiles.get(method), clusterMap(c), what + ", dedup --index clusters " + method);
        // 'clusters' on the pairs file dedup wrote: (earlier, later) in input order, so each
        // component is named after the same first document (it knows only the ids in pairs)
        Path pairsFile = tmp.resolve(round + "-pairs-" + method + ".jsonl");
        run(
            "dedup",
            "--index",
            index.toString(),
            "-t",
            t,
            "--output-format",
            "jsonl",
            "--pairs",
            pairsFile.toString());
        CliRunner.Result fromPairs =
            run("clusters", "--pairs", pairsFile.toString(), "--method", method);
        if (method.equals("components")) {
          Map<String, String> expected = new TreeMap<>(clusterFiles.get(method));
          expected.keySet().retainAll(clusterMap(fromPairs.out()).keySet());
          assertEquals(expected, clusterMap(fromPairs.out()), what + ", clusters command");
        }
      }

      // 4. query of every document: its near-duplicates in the index, itself included
      CliRunner.Result q =
          CliRunner.run(
              "query",
              "--index",
              index.toString(),
              "-t",
              t,
              "--format",
              "jsonl",
              "--output-format",
              "jsonl",
              texts.toString());
      assertEquals(0, q.exitCode(), q.err());
      Map<String, Pair> queried = new TreeMap<>();
      int selfHits = 0;
      for (String line : q.out().split("\n")) {
        if (line.isBlank()) {
          continue;
        }
        JsonNode n = JSON.readTree(line);
        if (n.get("a").asText().equals(n.get("b").asText())) {
          selfHits++;
          continue;
        }
        Pair p =
            ordered(
                n.get("a").asText(),
                n.get("b").asText(),
                n.get("overlap").asLong(),
                n.get("union").asLong());
        queried.put(p.a() + "\t" + p.b(), p);
      }
      assertEquals(oracle, queried, what + ", query (both directions)");
      assertEquals(
          vectors.stream().filter(v -> !v.isEmpty()).count(),
          selfHits,
          what + ", each document finds itself");

      // 5. index-time dedup, first and best guess; 6. seeded into an index holding the first half
      for (String guess : List.of("first", "best")) {
        Path decisions = tmp.resolve(round + "-decisions-" + guess + ".tsv");
        run(
            "index",
            "-i",
            texts.toString(),
            "--format",
            "jsonl",
            "--index",
            tmp.resolve(round + "-dedup-" + guess).toString(),
            "--dedup",
            "skip",
            "-t",
            t,
            "--measure",
            m,
            "--guess",
            guess,
            "--decisions",
            decisions.toString(),
            "--threads",
            threads(random));
        checkDecisions(decisions, 0, guess, what + ", index --dedup skip --guess " + guess);

        int half = ids.size() / 2;
        Path seeded = tmp.resolve(round + "-seeded-" + guess);
        run(
            "index",
            "-i",
            writeTexts(0, half).toString(),
            "--format",
            "jsonl",
            "--index",
            seeded.toString(),
            "--measure",
            m);
        Path seededDecisions = tmp.resolve(round + "-seeded-" + guess + ".tsv");
        run(
            "index",
            "-i",
            writeTexts(half, ids.size()).toString(),
            "--format",
            "jsonl",
            "--index",
            seeded.toString(),
            "--dedup",
            "skip",
            "-t",
            t,
            "--measure",
            m,
            "--guess",
            guess,
            "--decisions",
            seededDecisions.toString(),
            "--threads",
            threads(random));
        checkDecisions(seededDecisions, half, guess, what + ", seeded, --guess " + guess);
      }
    }
  }

  private void setUp(Random random) {
    tau = RandomVectors.randomTau(random);
    measure = random.nextBoolean() ? Measure.SET : Measure.MULTISET;
    vectors = new RandomVectors(random).collection(20 + random.nextInt(50), tau, measure);
    ids = new ArrayList<>();
    for (int i = 0; i < vectors.size(); i++) {
      ids.add(Integer.toHexString(random.nextInt(1 << 20)) + "-" + i); // unique, in no order
    }
  }

  private static String threads(Random random) {
    return Integer.toString(1 + random.nextInt(3));
  }

  private CliRunner.Result run(String... args) {
    List<String> all = new ArrayList<>(List.of(args));
    if ((all.get(0).equals("dedup") || all.get(0).equals("index"))
        && all.contains("jsonl")
        && all.indexOf("--format") >= 0
        && all.get(all.indexOf("--format") + 1).equals("jsonl")) {
      // the oracle is the generated signatures: texts are analysed as English, without the
      // fingerprint of texts with few signatures (the defaults' languages and fingerprints are
      // LanguagesCliTest's)
      all.addAll(List.of("--language", "en", "--fingerprint-below", "0"));
    }
    args = all.toArray(String[]::new);
    CliRunner.Result r = CliRunner.run(args);
    assertEquals(0, r.exitCode(), String.join(" ", args) + "\n" + r.err());
    return r;
  }

  private Path writeTexts(int from, int to) throws IOException {
    StringBuilder sb = new StringBuilder();
    for (int i = from; i < to; i++) {
      // an exact copy gets the very text of the first document with its vector: read once
      int seed = vectors.indexOf(vectors.get(i));
      sb.append(
              JSON.writeValueAsString(
                  Map.of("id", ids.get(i), "text", GeneratedTexts.text(vectors.get(i), seed))))
          .append('\n');
    }
    return Files.writeString(tmp.resolve(round + "-texts-" + from + "-" + to + ".jsonl"), sb);
  }

  private Path writeSignatures() throws IOException {
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < ids.size(); i++) {
      Map<String, Integer> sigs = new LinkedHashMap<>();
      vectors.get(i).forEach((k, c) -> sigs.put("the:" + k + ":zz", c));
      Map<String, Object> doc = new LinkedHashMap<>();
      doc.put("id", ids.get(i));
      doc.put("signatures", sigs);
      sb.append(JSON.writeValueAsString(doc)).append('\n');
    }
    return Files.writeString(tmp.resolve(round + "-sigs.jsonl"), sb);
  }

  private Pair ordered(String x, String y, long overlap, long union) {
    int ix = ids.indexOf(x);
    int iy = ids.indexOf(y);
    return ix < iy ? new Pair(x, y, overlap, union) : new Pair(y, x, overlap, union);
  }

  private long[] ou(int i, int j) {
    return BruteForce.overlapAndUnion(vectors.get(i), vectors.get(j), measure);
  }

  private boolean near(int i, int j) {
    if (vectors.get(i).isEmpty() || vectors.get(j).isEmpty()) {
      return false; // a document without signatures is never matched
    }
    long[] x = ou(i, j);
    return BruteForce.matches(x[0], x[1], tau);
  }

  private Map<String, Pair> oraclePairs() {
    Map<String, Pair> out = new TreeMap<>();
    for (int i = 0; i < ids.size(); i++) {
      for (int j = i + 1; j < ids.size(); j++) {
        if (near(i, j)) {
          long[] x = ou(i, j);
          out.put(ids.get(i) + "\t" + ids.get(j), new Pair(ids.get(i), ids.get(j), x[0], x[1]));
        }
      }
    }
    return out;
  }

  private Map<String, Pair> pairs(CliRunner.Result r) throws IOException {
    Map<String, Pair> out = new TreeMap<>();
    for (String line : r.out().split("\n")) {
      if (!line.isBlank()) {
        JsonNode n = JSON.readTree(line);
        Pair p =
            ordered(
                n.get("a").asText(),
                n.get("b").asText(),
                n.get("overlap").asLong(),
                n.get("union").asLong());
        assertTrue(out.put(p.a() + "\t" + p.b(), p) == null, "each pair once: " + line);
      }
    }
    return out;
  }

  private String pairsJsonl(Map<String, Pair> pairs) throws IOException {
    StringBuilder sb = new StringBuilder();
    for (Pair p : pairs.values()) {
      sb.append(
              JSON.writeValueAsString(
                  Map.of("a", p.a(), "b", p.b(), "overlap", p.overlap(), "union", p.union())))
          .append('\n');
    }
    return sb.toString();
  }

  private static Map<String, String> clusterMap(Path file) throws IOException {
    return clusterMap(Files.readString(file));
  }

  private static Map<String, String> clusterMap(String tsv) {
    Map<String, String> m = new TreeMap<>();
    for (String line : tsv.split("\n")) {
      if (!line.isEmpty()) {
        List<String> f = Tsv.split(line);
        m.put(f.get(0), f.get(1));
      }
    }
    return m;
  }

  /** Components by a plain search, each named after its first document in input order. */
  private Map<String, String> oracleComponents(Map<String, Pair> pairs) {
    int n = ids.size();
    int[] comp = new int[n];
    java.util.Arrays.fill(comp, -1);
    for (int s = 0; s < n; s++) {
      if (comp[s] >= 0) {
        continue;
      }
      java.util.ArrayDeque<Integer> todo = new java.util.ArrayDeque<>(List.of(s));
      comp[s] = s; // s is the first of its component: every earlier one was visited already
      while (!todo.isEmpty()) {
        int x = todo.poll();
        for (int y = 0; y < n; y++) {
          if (comp[y] < 0 && near(Math.min(x, y), Math.max(x, y))) {
            comp[y] = s;
            todo.add(y);
          }
        }
      }
    }
    Map<String, String> m = new TreeMap<>();
    for (int i = 0; i < n; i++) {
      m.put(ids.get(i), ids.get(comp[i]));
    }
    return m;
  }

  private Map<String, String> libraryBestMatch(Map<String, Pair> pairs) {
    List<Pair> list = new ArrayList<>(pairs.values());
    int[] a = new int[list.size()];
    int[] b = new int[list.size()];
    long[] o = new long[list.size()];
    long[] u = new long[list.size()];
    for (int k = 0; k < list.size(); k++) {
      a[k] = ids.indexOf(list.get(k).a());
      b[k] = ids.indexOf(list.get(k).b());
      o[k] = list.get(k).overlap();
      u[k] = list.get(k).union();
    }
    Clusters c = Clusters.bestMatch(DedupResult.of(a, b, o, u, ids.size()), ids.size());
    Map<String, String> m = new TreeMap<>();
    for (int i = 0; i < ids.size(); i++) {
      m.put(ids.get(i), ids.get(c.representative(i)));
    }
    return m;
  }

  /**
   * The decisions of index-time dedup (SKIP) of documents {@code from..} against everything kept
   * before them (all of {@code 0..from} were indexed): skipped exactly when a kept document is
   * within tau; the match is one (first guess) or the most similar, the earliest on ties (best).
   */
  private void checkDecisions(Path file, int from, String guess, String what) throws IOException {
    List<String> lines = Files.readAllLines(file);
    assertEquals(ids.size() - from, lines.size(), what);
    List<Integer> kept = new ArrayList<>();
    for (int i = 0; i < from; i++) {
      kept.add(i);
    }
    for (int i = from; i < ids.size(); i++) {
      List<String> f = Tsv.split(lines.get(i - from));
      assertEquals(ids.get(i), f.get(0), what);
      int best = -1;
      List<Integer> matches = new ArrayList<>();
      for (int k : kept) {
        if (near(Math.min(i, k), Math.max(i, k))) {
          matches.add(k);
          long[] x = ou(i, k);
          long[] y = best < 0 ? null : ou(i, best);
          if (best < 0 || Threshold.compareProducts(x[0], y[1], y[0], x[1]) > 0) {
            best = k; // strictly more similar; ties keep the earlier
          }
        }
      }
      if (matches.isEmpty()) {
        assertEquals("added", f.get(1), what + ": " + ids.get(i));
        kept.add(i);
        continue;
      }
      assertEquals("skipped", f.get(1), what + ": " + ids.get(i));
      int chosen = ids.indexOf(f.get(2));
      assertTrue(matches.contains(chosen), what + ": " + ids.get(i) + " matched " + f.get(2));
      long[] x = ou(i, chosen);
      StringBuilder sim = new StringBuilder();
      PairFormat.appendSimilarity(sim, x[0], x[1]);
      assertEquals(sim.toString(), f.get(3), what);
      if (guess.equals("best")) {
        assertEquals(ids.get(best), f.get(2), what + ": the most similar, the earliest on ties");
      }
    }
  }
}
