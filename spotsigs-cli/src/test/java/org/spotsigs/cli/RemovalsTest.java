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

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.carrotsearch.randomizedtesting.jupiter.Randomized;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.TreeMap;
import java.util.stream.Stream;
import java.util.zip.GZIPOutputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.spotsigs.cli.output.PairFormat;
import org.spotsigs.core.Measure;
import org.spotsigs.core.Threshold;
import org.spotsigs.testing.BruteForce;
import org.spotsigs.testing.RandomVectors;

/**
 * {@code dedup --removals/--keep/--write-kept} against an oracle on generated corpora: exactly one
 * survivor per cluster, chosen by the policy; a removed document is never a kept one; every
 * similarity is the exact one; the kept records are the input's, byte for byte.
 */
@Randomized
class RemovalsTest {
  @TempDir Path tmp;

  private List<String> ids;
  private List<Map<String, Integer>> vectors;
  private Threshold tau;
  private Measure measure;

  private void setUp(Random random) {
    tau = RandomVectors.randomTau(random);
    measure = random.nextBoolean() ? Measure.SET : Measure.MULTISET;
    vectors = new RandomVectors(random).collection(20 + random.nextInt(40), tau, measure);
    ids = new ArrayList<>();
    for (int i = 0; i < vectors.size(); i++) {
      ids.add(Integer.toHexString(random.nextInt(1 << 20)) + "-" + i);
    }
  }

  private long length(int i) {
    long len = 0;
    for (int c : vectors.get(i).values()) {
      len += measure == Measure.SET ? 1 : c;
    }
    return len;
  }

  private boolean near(int i, int j) {
    if (vectors.get(i).isEmpty() || vectors.get(j).isEmpty()) {
      return false;
    }
    long[] x = BruteForce.overlapAndUnion(vectors.get(i), vectors.get(j), measure);
    return BruteForce.matches(x[0], x[1], tau);
  }

  private String similarity(int i, int j) {
    long[] x = BruteForce.overlapAndUnion(vectors.get(i), vectors.get(j), measure);
    StringBuilder sb = new StringBuilder();
    PairFormat.appendSimilarity(sb, x[0], x[1]);
    return sb.toString();
  }

  /** Whether {@code a} should survive rather than {@code b} under {@code keep}. */
  private boolean before(String keep, int a, int b) {
    int c =
        switch (keep) {
          case "longest" -> Long.compare(length(b), length(a));
          case "shortest" -> Long.compare(length(a), length(b));
          default -> 0;
        };
    return c != 0 ? c < 0 : a < b;
  }

  /** Connected components of the oracle's pairs, each mapped to its survivor under {@code keep}. */
  private int[] componentSurvivors(String keep) {
    int n = ids.size();
    int[] comp = new int[n];
    for (int i = 0; i < n; i++) {
      comp[i] = i;
    }
    boolean changed = true;
    while (changed) { // label propagation: simple, and the oracle need not be fast
      changed = false;
      for (int i = 0; i < n; i++) {
        for (int j = 0; j < n; j++) {
          if (i != j && comp[j] < comp[i] && near(i, j)) {
            comp[i] = comp[j];
            changed = true;
          }
        }
      }
    }
    int[] survivor = new int[n];
    Map<Integer, Integer> best = new HashMap<>();
    for (int i = 0; i < n; i++) {
      best.merge(comp[i], i, (x, y) -> before(keep, x, y) ? x : y);
    }
    for (int i = 0; i < n; i++) {
      survivor[i] = best.get(comp[i]);
    }
    return survivor;
  }

  /**
   * The one-at-a-time greedy in the order of {@code keep}: each document matched against those kept
   * before it, dropped for the most similar (ties: kept first), else kept. The document each one is
   * dropped for, or -1 for a kept one.
   */
  private int[] greedy(String keep) {
    int n = ids.size();
    List<Integer> order = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      order.add(i);
    }
    order.sort((a, b) -> a.equals(b) ? 0 : before(keep, a, b) ? -1 : 1);
    int[] keptAs = new int[n];
    List<Integer> kept = new ArrayList<>();
    for (int d : order) {
      int best = -1;
      long[] bestOu = null;
      for (int k : kept) {
        if (near(d, k)) {
          long[] ou = BruteForce.overlapAndUnion(vectors.get(d), vectors.get(k), measure);
          if (best < 0 || Threshold.compareProducts(ou[0], bestOu[1], bestOu[0], ou[1]) > 0) {
            best = k;
            bestOu = ou;
          }
        }
      }
      keptAs[d] = best;
      if (best < 0) {
        kept.add(d);
      }
    }
    return keptAs;
  }

  /**
   * A JSONL line with the fields in a varying order and spacing, and extra fields written as they
   * are.
   */
  private static String jsonlLine(String id, String text, int i, Random random) {
    List<String> fields =
        new ArrayList<>(
            List.of(
                "\"id\": \"" + id + "\"",
                "\"text\":\"" + text + "\"",
                "\"score\": " + (i % 7) + ".50",
                "\"meta\": {\"source\" : \"gen\", \"tags\": [1, 2.0e0]}"));
    Collections.shuffle(fields, random);
    return "{" + String.join(random.nextBoolean() ? ", " : ",", fields) + "}";
  }

  private static Map<String, String[]> removalLines(Path file) throws IOException {
    Map<String, String[]> m = new LinkedHashMap<>();
    for (String line : Files.readAllLines(file)) {
      String[] f = line.split("\t", -1);
      assertEquals(3, f.length, line);
      assertTrue(m.put(f[0], f) == null, "removed twice: " + f[0]);
    }
    return m;
  }

  @Test
  void removalsKeepOneSurvivorPerClusterAndKeptLinesAreTheInputs(Random random) throws IOException {
    for (int round = 0; round < 3; round++) {
      setUp(random);
      List<String> lines = new ArrayList<>();
      for (int i = 0; i < ids.size(); i++) {
        lines.add(jsonlLine(ids.get(i), GeneratedTexts.text(vectors.get(i), i), i, random));
      }
      Path input = tmp.resolve(round + "-in.jsonl");
      // CR LF line ends and a blank line: the kept lines are still the records' bytes, each ended
      // by LF
      Files.writeString(
          input,
          String.join("\r\n", lines.subList(0, 1))
              + "\r\n\n"
              + String.join("\n", lines.subList(1, lines.size()))
              + "\n");
      String t = tau.toString();
      String m = measure.name().toLowerCase(Locale.ROOT);
      for (String keep : List.of("first", "longest", "shortest")) {
        for (String method : List.of("components", "best", "incremental")) {
          String what =
              "round "
                  + round
                  + ", "
                  + ids.size()
                  + " docs, tau "
                  + t
                  + ", "
                  + m
                  + ", keep "
                  + keep
                  + ", "
                  + method;
          Path removals = tmp.resolve(round + keep + method + "-removals.tsv");
          Path clusters = tmp.resolve(round + keep + method + "-clusters.tsv");
          Path kept = tmp.resolve(round + keep + method + "-kept.jsonl");
          List<String> args =
              new ArrayList<>(
                  List.of(
                      "dedup",
                      "-i",
                      input.toString(),
                      "--format",
                      "jsonl",
                      // the oracle is the generated signatures: English analysis, no fingerprints
                      "--language",
                      "en",
                      "--fingerprint-below",
                      "0",
                      "-t",
                      t,
                      "--measure",
                      m,
                      "--cluster-method",
                      method,
                      "--keep",
                      keep,
                      "--removals",
                      removals.toString(),
                      "--clusters",
                      clusters.toString(),
                      "--write-kept",
                      kept.toString()));
          if (!method.equals("incremental")) { // which finds no pairs to write
            args.addAll(List.of("--pairs", tmp.resolve("pairs.tsv").toString()));
          }
          CliRunner.Result r = CliRunner.run(args.toArray(String[]::new));
          assertEquals(0, r.exitCode(), what + "\n" + r.err());
          Map<String, String[]> removed = removalLines(removals);
          Set<String> keptIds = new HashSet<>();
          for (String[] f : removed.values()) {
            keptIds.add(f[1]);
          }
          for (String k : keptIds) {
            assertFalse(removed.containsKey(k), what + ": " + k + " is both removed and kept");
          }
          // the clusters file names the same survivors
          Map<String, String> repOf = new TreeMap<>();
          for (String line : Files.readAllLines(clusters)) {
            String[] f = line.split("\t", -1);
            repOf.put(f[0], f[1]);
          }
          for (int i = 0; i < ids.size(); i++) {
            String id = ids.get(i);
            String rep = repOf.get(id);
            assertEquals(!rep.equals(id), removed.containsKey(id), what + ": " + id);
            if (removed.containsKey(id)) {
              assertEquals(rep, removed.get(id)[1], what + ": " + id);
            }
          }
          if (method.equals("components")) {
            // the same files from pairs streamed as found, never held (a union-find)
            Path streamedRemovals = tmp.resolve(round + keep + "-streamed-removals.tsv");
            Path streamedClusters = tmp.resolve(round + keep + "-streamed-clusters.tsv");
            List<String> streamedArgs = new ArrayList<>(args);
            streamedArgs.set(
                streamedArgs.indexOf(removals.toString()), streamedRemovals.toString());
            streamedArgs.set(
                streamedArgs.indexOf(clusters.toString()), streamedClusters.toString());
            int k = streamedArgs.indexOf("--write-kept");
            streamedArgs.remove(k + 1);
            streamedArgs.remove(k);
            streamedArgs.addAll(List.of("--pairs-order", "found", "--threads", "3"));
            CliRunner.Result s = CliRunner.run(streamedArgs.toArray(String[]::new));
            assertEquals(0, s.exitCode(), what + " (found order)\n" + s.err());
            assertEquals(Files.readString(removals), Files.readString(streamedRemovals), what);
            assertEquals(Files.readString(clusters), Files.readString(streamedClusters), what);
            int[] survivor = componentSurvivors(keep);
            for (int i = 0; i < ids.size(); i++) {
              String[] f = removed.get(ids.get(i));
              if (survivor[i] == i) {
                assertTrue(f == null, what + ": the survivor " + ids.get(i) + " is removed");
              } else {
                assertTrue(f != null, what + ": " + ids.get(i) + " is not removed");
                assertEquals(ids.get(survivor[i]), f[1], what + ": survivor of " + ids.get(i));
                assertEquals(
                    near(i, survivor[i]) ? similarity(i, survivor[i]) : "",
                    f[2],
                    what + ": similarity of " + ids.get(i));
              }
            }
          } else if (method.equals("incremental")) {
            int[] keptAs = greedy(keep);
            for (int i = 0; i < ids.size(); i++) {
              String[] f = removed.get(ids.get(i));
              if (keptAs[i] < 0) {
                assertTrue(f == null, what + ": the kept " + ids.get(i) + " is removed");
              } else {
                assertTrue(f != null, what + ": " + ids.get(i) + " is not removed");
                assertEquals(ids.get(keptAs[i]), f[1], what + ": kept match of " + ids.get(i));
                assertEquals(
                    similarity(i, keptAs[i]), f[2], what + ": similarity of " + ids.get(i));
              }
            }
          } else {
            // best match: every removed document is a near-duplicate of its survivor, with the
            // exact similarity
            for (String[] f : removed.values()) {
              int i = ids.indexOf(f[0]);
              int k = ids.indexOf(f[1]);
              assertTrue(near(i, k), what + ": " + f[0] + " is not a near-duplicate of " + f[1]);
              assertEquals(similarity(i, k), f[2], what);
            }
          }
          // no two documents kept are near-duplicates of each other
          for (int i = 0; i < ids.size(); i++) {
            for (int j = i + 1; j < ids.size(); j++) {
              if (!removed.containsKey(ids.get(i)) && !removed.containsKey(ids.get(j))) {
                assertFalse(
                    near(i, j), what + ": both " + ids.get(i) + " and " + ids.get(j) + " are kept");
              }
            }
          }
          // the kept records: the input's lines, byte for byte, in input order, minus the removals
          StringBuilder expected = new StringBuilder();
          for (int i = 0; i < ids.size(); i++) {
            if (!removed.containsKey(ids.get(i))) {
              expected.append(lines.get(i)).append('\n');
            }
          }
          assertEquals(expected.toString(), Files.readString(kept), what);
          assertTrue(r.err().contains("removals      " + removed.size() + " documents"), r.err());
        }
      }
    }
  }

  @Test
  void keptFilesAreCopiedByteForByteAtTheirPaths(Random random) throws IOException {
    setUp(random);
    Path input = Files.createDirectories(tmp.resolve("pages"));
    Map<String, byte[]> bytes = new TreeMap<>();
    for (int i = 0; i < ids.size(); i++) {
      Path file =
          input
              .resolve(i % 3 == 0 ? "a" : "b/c")
              .resolve(ids.get(i) + (i % 4 == 0 ? ".txt.gz" : ".txt"));
      Files.createDirectories(file.getParent());
      byte[] text = GeneratedTexts.text(vectors.get(i), i).getBytes(StandardCharsets.UTF_8);
      if (i % 4 == 0) {
        ByteArrayOutputStream b = new ByteArrayOutputStream();
        try (OutputStream gz = new GZIPOutputStream(b)) {
          gz.write(text);
        }
        text = b.toByteArray();
      }
      Files.write(file, text);
      bytes.put(input.relativize(file).toString(), text);
    }
    Path removals = tmp.resolve("removals.tsv");
    Path out = tmp.resolve("kept");
    CliRunner.Result r =
        CliRunner.run(
            "dedup",
            "-i",
            input.toString(),
            "-t",
            tau.toString(),
            "--measure",
            measure.name().toLowerCase(Locale.ROOT),
            "--extractor",
            "none",
            "--keep",
            "longest",
            "--pairs",
            tmp.resolve("pairs.tsv").toString(),
            "--removals",
            removals.toString(),
            "--write-kept",
            out.toString());
    assertEquals(0, r.exitCode(), r.err());
    Set<String> removed = removalLines(removals).keySet();
    Map<String, byte[]> expected = new TreeMap<>();
    bytes.forEach(
        (rel, b) -> {
          String id =
              rel.substring(
                  0, rel.indexOf(".txt")); // ids are relative paths without the extensions
          if (!removed.contains(id)) {
            expected.put(rel, b);
          }
        });
    Map<String, byte[]> actual = new TreeMap<>();
    try (Stream<Path> s = Files.walk(out)) {
      for (Path p : (Iterable<Path>) s.filter(Files::isRegularFile)::iterator) {
        actual.put(out.relativize(p).toString(), Files.readAllBytes(p));
      }
    }
    assertEquals(expected.keySet(), actual.keySet());
    expected.forEach((rel, b) -> assertArrayEquals(b, actual.get(rel), rel));

    // a second run does not write into what the first wrote
    CliRunner.Result again =
        CliRunner.run(
            "dedup",
            "-i",
            input.toString(),
            "-t",
            tau.toString(),
            "--pairs",
            tmp.resolve("pairs2.tsv").toString(),
            "--write-kept",
            out.toString());
    assertNotEquals(0, again.exitCode());
    assertTrue(again.err().contains("not empty"), again.err());
    assertEquals(expected.keySet(), listFiles(out), "the first output is left as it was");
  }

  private static Set<String> listFiles(Path dir) throws IOException {
    Set<String> names = new java.util.TreeSet<>();
    try (Stream<Path> s = Files.walk(dir)) {
      s.filter(Files::isRegularFile).forEach(p -> names.add(dir.relativize(p).toString()));
    }
    return names;
  }

  @Test
  void writeKeptIsRefusedWhereItCannotBeExact() throws IOException {
    Path trec =
        Files.writeString(
            tmp.resolve("in.trec"), "<DOC><DOCNO>a</DOCNO><TEXT>the cat sat</TEXT></DOC>\n");
    CliRunner.Result r =
        CliRunner.run(
            "dedup",
            "-i",
            trec.toString(),
            "--format",
            "trec",
            "-t",
            "0.5",
            "--write-kept",
            tmp.resolve("out.trec").toString());
    assertEquals(2, r.exitCode(), r.err());
    assertTrue(r.err().contains("use --removals"), r.err());

    Path jsonl =
        Files.writeString(
            tmp.resolve("in.jsonl"), "{\"id\": \"a\", \"text\": \"the cat sat on the mat\"}\n");
    CliRunner.Result same =
        CliRunner.run(
            "dedup",
            "-i",
            jsonl.toString(),
            "--format",
            "jsonl",
            "-t",
            "0.5",
            "--write-kept",
            jsonl.toString());
    assertEquals(2, same.exitCode(), same.err());
    assertEquals(
        "{\"id\": \"a\", \"text\": \"the cat sat on the mat\"}\n",
        Files.readString(jsonl),
        "the input is untouched");

    CliRunner.Result stdin =
        CliRunner.runWithStdin(
            Files.readAllBytes(jsonl),
            "dedup",
            "-i",
            "-",
            "--format",
            "jsonl",
            "-t",
            "0.5",
            "--write-kept",
            tmp.resolve("k.jsonl").toString());
    assertEquals(2, stdin.exitCode(), stdin.err());
    assertTrue(stdin.err().contains("standard input"), stdin.err());

    CliRunner.Result keep =
        CliRunner.run(
            "dedup", "-i", jsonl.toString(), "--format", "jsonl", "-t", "0.5", "--keep", "oldest");
    assertEquals(2, keep.exitCode(), keep.err());
    assertTrue(keep.err().contains("first, longest or shortest"), keep.err());
  }
}
