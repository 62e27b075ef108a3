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
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructType;
import org.junit.jupiter.api.Test;
import org.spotsigs.search.Measure;
import org.spotsigs.search.Threshold;
import org.spotsigs.testing.BruteForce;
import org.spotsigs.testing.RandomVectors;

/**
 * The pairs of a Spark run against all pairs by brute force, on random collections with clusters of
 * near-duplicates, identical vectors, empty documents and pairs exactly at tau, under both
 * measures, with block sizes small enough that groups are split by length and by block.
 */
@Randomized
class SparkDedupOracleTest {
  static final StructType SIGNATURES =
      new StructType()
          .add("order", DataTypes.LongType, false)
          .add("id", DataTypes.StringType, false)
          .add(
              "signatures",
              DataTypes.createMapType(DataTypes.StringType, DataTypes.IntegerType),
              false);

  /** "a,b" (positions, a < b) -> {overlap, union} of every pair at or above tau. */
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
    return LocalSpark.get().createDataFrame(rows, SIGNATURES).repartition(1 + random.nextInt(4));
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

  @Test
  void pairsEqualBruteForce(Random random) {
    long s0 = System.nanoTime();
    LocalSpark.get();
    System.out.println("TIMING session " + (System.nanoTime() - s0) / 1e6);
    LocalSpark.get().range(10).count();
    System.out.println("TIMING firstjob " + (System.nanoTime() - s0) / 1e6);
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
      long t0 = System.nanoTime();
      try (DedupRun run = dedup.runSignatures(frame(docs, random))) {
        System.out.println("TIMING run " + (System.nanoTime() - t0) / 1e6);
        String context = "iter=" + iter + " tau=" + tau + " " + measure + " n=" + docs.size();
        Map<String, List<Long>> expected = oracle(docs, tau, measure);
        assertEquals(expected, pairsOf(run), context);
        System.out.println("TIMING pairs " + (System.nanoTime() - t0) / 1e6);
        assertEquals(expected.size(), run.pairCount(), context + ": pair count");
        System.out.println("TIMING count " + (System.nanoTime() - t0) / 1e6);
        assertEquals(docs.size(), run.documentCount(), context);
        assertEquals(docs.stream().filter(Map::isEmpty).count(), run.emptyCount(), context);
      }
    }
  }
}
