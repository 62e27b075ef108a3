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
package org.spotsigs.eval;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.carrotsearch.randomizedtesting.jupiter.Randomized;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.spotsigs.core.Threshold;

@Randomized
class ScorerTest {
  @TempDir Path tmp;

  /** Writes a random gold set: ids, clusters and kinds; returns docid -> {cluster, kind}. */
  static Map<String, String[]> writeRandomGold(Random random, Path dir) throws IOException {
    Files.createDirectories(dir.resolve("pages"));
    Map<String, String[]> docs = new TreeMap<>();
    int n = 2 + random.nextInt(60);
    List<String> clusters = new ArrayList<>();
    StringBuilder tsv = new StringBuilder();
    StringBuilder meta = new StringBuilder();
    for (int i = 0; i < n; i++) {
      String id = String.format("p%03d", i);
      String cluster;
      String kind;
      if (random.nextInt(3) == 0 || clusters.isEmpty()) {
        cluster = "s" + id;
        kind =
            random.nextBoolean()
                ? "distractor-same-frame"
                : (random.nextBoolean() ? "distractor-same-story" : "seed");
        if (random.nextBoolean()) {
          clusters.add("c" + i);
          cluster = "c" + i;
          kind = "seed";
        }
      } else {
        cluster = clusters.get(random.nextInt(clusters.size()));
        kind = "reframe";
      }
      docs.put(id, new String[] {cluster, kind});
      Files.writeString(dir.resolve("pages").resolve(id + ".html"), "<p>page " + i + "</p>");
      tsv.append(id).append('\t').append(cluster).append('\n');
      if (random.nextInt(10) > 0) {
        meta.append("{\"docid\": \"")
            .append(id)
            .append("\", \"kind\": \"")
            .append(kind)
            .append("\"}\n");
      } else {
        docs.get(id)[1] = GoldSet.UNKNOWN_KIND;
      }
    }
    Files.writeString(dir.resolve("clusters.tsv"), tsv, StandardCharsets.UTF_8);
    Files.writeString(dir.resolve("meta.jsonl"), meta, StandardCharsets.UTF_8);
    return docs;
  }

  @Test
  void countsAndMeasuresFollowTheirDefinitions(Random random) throws IOException {
    for (int iter = 0; iter < 30; iter++) {
      Path dir = tmp.resolve("g" + iter);
      Map<String, String[]> docs = writeRandomGold(random, dir);
      GoldSet gold = GoldSet.load(dir);
      List<String> ids = new ArrayList<>(docs.keySet());
      assertEquals(ids, gold.ids());
      // predictions: random pairs, some twice, in both orders
      ScoredPairs pred = new ScoredPairs();
      Set<String> predicted = new HashSet<>();
      for (int k = random.nextInt(3 * ids.size()); k > 0; k--) {
        int a = random.nextInt(ids.size());
        int b = random.nextInt(ids.size());
        if (a != b) {
          pred.add(a, b, 1, 1);
          predicted.add(Math.min(a, b) + "," + Math.max(a, b));
        }
      }
      long tp = 0;
      long fp = 0;
      long positives = 0;
      Map<String, Set<Integer>> matchedByKind = new HashMap<>();
      for (int a = 0; a < ids.size(); a++) {
        for (int b = a + 1; b < ids.size(); b++) {
          boolean same = docs.get(ids.get(a))[0].equals(docs.get(ids.get(b))[0]);
          positives += same ? 1 : 0;
          if (predicted.contains(a + "," + b)) {
            if (same) {
              tp++;
            } else {
              fp++;
            }
            for (int d : new int[] {a, b}) {
              String kind = docs.get(ids.get(d))[1];
              if (kind.startsWith("distractor")) {
                matchedByKind.computeIfAbsent(kind, x -> new HashSet<>()).add(d);
              }
            }
          }
        }
      }
      long all = (long) ids.size() * (ids.size() - 1) / 2;
      long fn = positives - tp;
      long tn = all - tp - fp - fn;
      TauResult r = new Scorer(gold).score(pred, Threshold.parse("0.5"));
      assertEquals(tp, r.tp());
      assertEquals(fp, r.fp());
      assertEquals(fn, r.fn());
      assertEquals(tn, r.tn());
      double p = tp + fp == 0 ? 1 : tp / (double) (tp + fp);
      double rc = positives == 0 ? 1 : tp / (double) positives;
      assertEquals(p, r.precision(), 1e-12);
      assertEquals(rc, r.recall(), 1e-12);
      assertEquals(tp == 0 ? 0 : 2 * p * rc / (p + rc), r.f1(), 1e-12);
      double den = Math.sqrt((double) (tp + fp) * (tp + fn) * (tn + fp) * (tn + fn));
      assertEquals(den == 0 ? 0 : (tp * (double) tn - fp * (double) fn) / den, r.mcc(), 1e-12);
      long distractors = docs.values().stream().filter(d -> d[1].startsWith("distractor")).count();
      int matched = matchedByKind.values().stream().mapToInt(Set::size).sum();
      assertEquals(
          distractors == 0 ? 0 : matched / (double) distractors, r.distractorFpRate(), 1e-12);
      for (Map.Entry<String, Integer> e : r.distractorsMatched().entrySet()) {
        assertEquals(
            matchedByKind.getOrDefault(e.getKey(), Set.of()).size(), e.getValue(), e.getKey());
      }
    }
  }
}
