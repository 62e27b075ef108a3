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

import com.carrotsearch.randomizedtesting.jupiter.Randomized;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.RowFactory;
import org.junit.jupiter.api.Test;
import org.spotsigs.core.Measure;
import org.spotsigs.core.Threshold;
import org.spotsigs.dedup.Clusters;
import org.spotsigs.dedup.DedupResult;
import org.spotsigs.dedup.Survivor;
import org.spotsigs.testing.BruteForce;
import org.spotsigs.testing.RandomVectors;

/**
 * The pairs of a Spark run against all pairs by brute force, on random collections with clusters of
 * near-duplicates, identical vectors, empty documents and pairs exactly at tau, under both
 * measures, with block sizes small enough that groups are split by length and by block.
 */
@Randomized
class SparkDedupOracleTest {
  /**
   * {@code "a,b"} (positions, {@code a < b}) to {@code {overlap, union}}, of every pair at or above
   * tau.
   */
  static Map<String, List<Long>> oracle(
      List<Map<String, Integer>> docs, Threshold tau, Measure measure) {
    Map<String, List<Long>> pairs = new TreeMap<>();
    for (int i = 0; i < docs.size(); i++) {
      for (int j = i + 1; j < docs.size(); j++) {
        long[] ou = BruteForce.overlapAndUnion(docs.get(i), docs.get(j), measure);
        if (BruteForce.matches(ou[0], ou[1], tau)) {
          pairs.put(i + "," + j, List.of(ou[0], ou[1]));
        }
      }
    }
    return pairs;
  }

  static Dataset<Row> frame(List<Map<String, Integer>> docs, Random random) {
    List<Row> rows = new ArrayList<>();
    // input order is the order column, not the position of the row: a shuffled frame
    for (int i = 0; i < docs.size(); i++) {
      rows.add(RowFactory.create((long) i, "d" + i, docs.get(i)));
    }
    java.util.Collections.shuffle(rows, random);
    return LocalSpark.get()
        .createDataFrame(rows, Inputs.SIGNATURES)
        .repartition(1 + random.nextInt(4));
  }

  static Map<String, List<Long>> pairsOf(DedupRun run) {
    Map<String, List<Long>> actual = new TreeMap<>();
    for (Row r : run.pairs().collectAsList()) {
      long a = r.getLong(0);
      long b = r.getLong(2);
      assertEquals("d" + a, r.getString(1));
      assertEquals("d" + b, r.getString(3));
      List<Long> previous = actual.put(a + "," + b, List.of(r.getLong(4), r.getLong(5)));
      assertEquals(null, previous, "pair twice: " + a + "," + b);
      assertEquals(true, a < b, "earlier document first");
    }
    return actual;
  }

  /**
   * The clusters file of the command line for these pairs: the library's connected components with
   * the survivor's order, every document in input order as {@code id, survivor, overlap/union}
   * (empty when not paired with the survivor; 1/1 for the survivor).
   */
  static List<String> expectedClusters(
      List<Map<String, Integer>> docs,
      Map<String, List<Long>> pairs,
      Measure measure,
      Survivor keep) {
    int n = docs.size();
    int[] a = new int[pairs.size()];
    int[] b = new int[pairs.size()];
    long[] o = new long[pairs.size()];
    long[] u = new long[pairs.size()];
    int i = 0;
    for (Map.Entry<String, List<Long>> e : pairs.entrySet()) {
      String[] ab = e.getKey().split(",");
      a[i] = Integer.parseInt(ab[0]);
      b[i] = Integer.parseInt(ab[1]);
      o[i] = e.getValue().get(0);
      u[i++] = e.getValue().get(1);
    }
    long[] lengths = new long[n];
    for (int d = 0; d < n; d++) {
      lengths[d] =
          measure == Measure.SET
              ? docs.get(d).size()
              : docs.get(d).values().stream().mapToLong(Integer::longValue).sum();
    }
    Clusters c =
        Clusters.connectedComponents(DedupResult.of(a, b, o, u, n), n, keep.order(lengths, null));
    List<String> lines = new ArrayList<>();
    for (int d = 0; d < n; d++) {
      int rep = c.representative(d);
      boolean known = rep == d || c.overlap(d) > 0;
      lines.add("d" + d + "\td" + rep + "\t" + (known ? c.overlap(d) + "/" + c.union(d) : ""));
    }
    return lines;
  }

  static List<String> clustersOf(Dataset<Row> clusters) {
    List<String> lines = new ArrayList<>();
    for (Row r : clusters.orderBy("order").collectAsList()) {
      assertEquals("d" + r.getLong(0), r.getString(1));
      assertEquals("d" + r.getLong(2), r.getString(3));
      lines.add(
          r.getString(1)
              + "\t"
              + r.getString(3)
              + "\t"
              + (r.isNullAt(5) ? "" : r.getLong(4) + "/" + r.getLong(5)));
    }
    return lines;
  }

  @Test
  void pairsEqualBruteForce(Random random) {
    for (int iter = 0; iter < 8; iter++) {
      Threshold tau = RandomVectors.randomTau(random);
      Measure measure = random.nextBoolean() ? Measure.SET : Measure.MULTISET;
      List<Map<String, Integer>> docs =
          new RandomVectors(random).collection(20 + random.nextInt(150), tau, measure);
      SparkDedup dedup =
          SparkDedup.builder(tau)
              .measure(measure)
              .blockSize(2 + random.nextInt(random.nextBoolean() ? 4 : 100))
              .partitions(1 + random.nextInt(5))
              .build();
      try (DedupRun run = dedup.runSignatures(frame(docs, random))) {
        String context = "iter=" + iter + " tau=" + tau + " " + measure + " n=" + docs.size();
        Map<String, List<Long>> expected = oracle(docs, tau, measure);
        assertEquals(expected, pairsOf(run), context);
        assertEquals(expected.size(), run.pairCount(), context + ": pair count");
        assertEquals(docs.size(), run.documentCount(), context);
        assertEquals(docs.stream().filter(Map::isEmpty).count(), run.emptyCount(), context);
        Survivor keep = Survivor.values()[random.nextInt(Survivor.values().length)];
        assertEquals(
            expectedClusters(docs, expected, measure, keep),
            clustersOf(run.clusters(keep)),
            context + " keep=" + keep);
        assertEquals(
            expectedClusters(docs, expected, measure, keep).stream()
                .filter(line -> !line.split("\t")[0].equals(line.split("\t")[1]))
                .toList(),
            clustersOf(run.removals(keep)),
            context + " removals keep=" + keep);
      }
    }
  }
}
