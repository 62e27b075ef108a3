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
package org.spotsigs.elasticsearch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.carrotsearch.randomizedtesting.jupiter.Randomized;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.spotsigs.core.Measure;
import org.spotsigs.core.Threshold;
import org.spotsigs.index.SignatureVector;
import org.spotsigs.testing.RandomVectors;

/**
 * Three nodes of the real distribution on loopback, an index of six shards with one replica holding
 * random signature vectors (clusters of edited copies, exact copies, empty documents, pairs built
 * to be exactly at tau: the library's {@link RandomVectors}). {@code _near_duplicates} computes
 * every shard pair where the shards are, and gives exactly the library's {@code Deduplicator} pairs
 * and clusters at three thresholds, with batches from one document up. Then a run of one-document
 * batches, one shard pair at a time, started as a task on an index four times as large (so that it
 * outlasts the kill on a quiet machine), loses a data node that holds shards while it runs: the
 * pages of that node's shards are asked again of the other copies (the documented recovery), and
 * the run's answer is still exactly the library's, never a partial one.
 */
@Randomized
class ThreeNodesIT {
  private static final List<String> TAUS = List.of("0.3", "0.5", "0.9");

  @Test
  void allPairsAreTheLibrarysAlsoWhenANodeStopsMidRun(Random random) throws Exception {
    try (EsNodes es = EsNodes.start("three-nodes", 3, "320m")) {
      Measure measure = random.nextBoolean() ? Measure.SET : Measure.MULTISET;
      List<Map<String, Integer>> docs =
          new RandomVectors(random)
              .collection(500 + random.nextInt(300), Threshold.parse("0.5"), measure);
      String lengthField = measure == Measure.SET ? "body.card" : "body.len";
      Map<String, SignatureVector> vectors = index(es, "vectors", docs, lengthField);
      String m = measure.name().toLowerCase(Locale.ROOT);

      for (String t : TAUS) {
        String batch = List.of("1b", "2kb", "8mb").get(random.nextInt(3));
        batchSize(es, batch);
        Threshold tau = Threshold.parse(t);
        Map<String, String> expected = Library.pairs(vectors, tau, measure);
        Map<String, Object> answer =
            es.expect(
                200,
                "POST",
                "/vectors/_near_duplicates",
                EsNodes.json(
                    Map.of(
                        "field",
                        "body",
                        "tau",
                        t,
                        "measure",
                        m,
                        "clusters",
                        true,
                        "max_pairs",
                        1_000_000,
                        "concurrency",
                        1 + random.nextInt(8))));
        String where = "tau " + t + ", " + m + ", batches of " + batch;
        assertEquals(6, ((Number) answer.get("shards")).intValue(), where);
        assertEquals(expected, Library.pairs(answer), "pairs at " + where);
        assertEquals(Library.components(expected), answer.get("clusters"), "clusters at " + where);
      }

      // a run of one-document batches, one shard pair at a time, on an index four times as large
      // (so that the run outlasts the kill on a quiet machine too); node 2 (not the one that runs
      // the task) crashes during it
      batchSize(es, "1b");
      Threshold tau = Threshold.parse("0.5");
      List<Map<String, Integer>> crashDocs = crashCollection(random, tau, measure);
      Map<String, SignatureVector> crashVectors = index(es, "crash", crashDocs, lengthField);
      Map<String, String> expected = Library.pairs(crashVectors, tau, measure);
      assertFalse(expected.isEmpty(), "the collection has pairs at 0.5");
      assertTrue(
          String.valueOf(es.expect(200, "GET", "/_cat/shards/crash?h=node", null))
              .contains("node-2"),
          "node 2 holds copies of the index");
      String task =
          (String)
              es.expect(
                      200,
                      "POST",
                      "/crash/_near_duplicates?wait_for_completion=false",
                      EsNodes.json(
                          Map.of(
                              "field",
                              "body",
                              "tau",
                              "0.5",
                              "measure",
                              m,
                              "max_pairs",
                              1_000_000,
                              "concurrency",
                              1)))
                  .get("task");
      long deadline = System.nanoTime() + TimeUnit.MINUTES.toNanos(2);
      while (true) {
        Map<String, Object> running = es.expect(200, "GET", "/_tasks/" + task, null);
        assertEquals(false, running.get("completed"), "the run outlasts its first page");
        @SuppressWarnings("unchecked")
        Map<String, Object> status =
            (Map<String, Object>) ((Map<String, Object>) running.get("task")).get("status");
        if (((Number) status.get("shard_pairs_done")).intValue() > 0) {
          break;
        }
        assertTrue(System.nanoTime() < deadline, "no shard pair done in 2 minutes: " + running);
        Thread.sleep(20);
      }
      es.killNode(2);
      Map<String, Object> afterKill = es.expect(200, "GET", "/_tasks/" + task, null);
      assertEquals(
          false,
          afterKill.get("completed"),
          "the run still runs when node 2 is gone: " + afterKill);
      Map<String, Object> done =
          es.expect(200, "GET", "/_tasks/" + task + "?wait_for_completion=true&timeout=180s", null);
      assertEquals(true, done.get("completed"), String.valueOf(done));
      assertEquals(null, done.get("error"), String.valueOf(done));
      @SuppressWarnings("unchecked")
      Map<String, Object> response = (Map<String, Object>) done.get("response");
      assertEquals(expected, Library.pairs(response), "pairs of the run that lost node 2");
      // the two nodes left hold the index (the replicas of node 2's shards promoted)
      es.expect(200, "GET", "/_cluster/health/crash?wait_for_status=yellow&timeout=60s", null);
      assertEquals(expected.size(), ((Number) response.get("total_pairs")).intValue());
    }
  }

  /**
   * The most pairs the crash run's collection may have: its pairs are held by the node that runs
   * the task (320 MB of heap here) and sent in one answer, and a collection of random small
   * documents sometimes has hundreds of thousands at 0.5 (465,141 for seed EA557099C6221A90, which
   * then ended in the circuit breaker or in an OutOfMemoryError of that node).
   */
  private static final int MAX_CRASH_PAIRS = 50_000;

  /**
   * 2,000 to 3,000 documents with at most {@link #MAX_CRASH_PAIRS} pairs at {@code tau}: drawn
   * again from the same random source until they have.
   */
  private static List<Map<String, Integer>> crashCollection(
      Random random, Threshold tau, Measure measure) {
    while (true) {
      List<Map<String, Integer>> docs =
          new RandomVectors(random).collection(2000 + random.nextInt(1000), tau, measure);
      Map<String, SignatureVector> vectors = new TreeMap<>();
      for (int k = 0; k < docs.size(); k++) {
        vectors.put("d" + k, RandomVectors.toVector(docs.get(k)));
      }
      if (Library.pairs(vectors, tau, measure).size() <= MAX_CRASH_PAIRS) {
        return docs;
      }
    }
  }

  /**
   * Index {@code name} of six shards with one replica, sorted by {@code lengthField}, holding
   * {@code docs} as d0, d1, ...; their vectors by id.
   */
  private static Map<String, SignatureVector> index(
      EsNodes es, String name, List<Map<String, Integer>> docs, String lengthField)
      throws Exception {
    es.expect(
        200,
        "PUT",
        "/" + name,
        "{\"settings\": {\"number_of_shards\": 6, \"number_of_replicas\": 1,"
            + " \"index.sort.field\": \""
            + lengthField
            + "\", \"index.sort.order\": \"desc\"},"
            + " \"mappings\": {\"properties\": {\"body\": {\"type\": \"spotsigs\"}}}}");
    Map<String, SignatureVector> vectors = new TreeMap<>();
    StringBuilder bulk = new StringBuilder();
    for (int k = 0; k < docs.size(); k++) {
      String id = "d" + k;
      vectors.put(id, RandomVectors.toVector(docs.get(k)));
      bulk.append(EsNodes.json(Map.of("index", Map.of("_index", name, "_id", id))));
      bulk.append('\n').append(EsNodes.json(Map.of("body", docs.get(k)))).append('\n');
    }
    Map<String, Object> r = es.expect(200, "POST", "/_bulk?refresh=true", bulk.toString());
    assertEquals(false, r.get("errors"), String.valueOf(r));
    es.expect(200, "GET", "/_cluster/health/" + name + "?wait_for_status=green&timeout=120s", null);
    return vectors;
  }

  private static void batchSize(EsNodes es, String size) throws Exception {
    es.expect(
        200,
        "PUT",
        "/_cluster/settings",
        "{\"persistent\": {\"spotsigs.pairs.batch_size\": \"" + size + "\"}}");
  }
}
