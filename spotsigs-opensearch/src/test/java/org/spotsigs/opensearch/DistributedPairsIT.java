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
package org.spotsigs.opensearch;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.junit.After;
import org.opensearch.action.search.SearchResponse;
import org.opensearch.client.Request;
import org.opensearch.client.Response;
import org.opensearch.client.ResponseException;
import org.opensearch.search.SearchHit;
import org.opensearch.test.OpenSearchIntegTestCase.ClusterScope;
import org.opensearch.test.OpenSearchIntegTestCase.Scope;
import org.opensearch.threadpool.ThreadPool;
import org.opensearch.threadpool.ThreadPoolStats;
import org.spotsigs.core.Measure;
import org.spotsigs.core.Threshold;
import org.spotsigs.index.SignatureVector;
import org.spotsigs.opensearch.pairs.NearDuplicatePairsAction;
import org.spotsigs.opensearch.pairs.NearDuplicatePairsRequest;
import org.spotsigs.opensearch.pairs.NearDuplicatePairsResponse;
import org.spotsigs.opensearch.pairs.PairsSettings;
import org.spotsigs.testing.RandomVectors;

/**
 * The distributed all-pairs run on three data nodes, indexes of six shards with one replica,
 * against the library's all-pairs run over one Lucene index of the same documents.
 */
@ClusterScope(
    scope = Scope.SUITE,
    numDataNodes = 3,
    numClientNodes = 0,
    supportsDedicatedMasters = false)
public class DistributedPairsIT extends SpotSigsIntegTestCase {

  @After
  public void defaultBatchSize() {
    batchSize(null);
  }

  public void testPairsEqualTheLibraryAtSeveralTaus() throws Exception {
    Threshold generatedFor = RandomVectors.randomTau(random());
    Measure measure = random().nextBoolean() ? Measure.MULTISET : Measure.SET;
    Map<String, SignatureVector> docs =
        randomDocs(300 + random().nextInt(300), generatedFor, measure);
    createSpotSigsIndex("d", 6, 1);
    indexVectors("d", docs);
    ensureGreen("d");
    List<Threshold> taus =
        List.of(generatedFor, RandomVectors.randomTau(random()), RandomVectors.randomTau(random()));
    long crossShard = 0;
    try (ReferenceIndex ref = new ReferenceIndex(FIELD, docs, random())) {
      for (Threshold tau : taus) {
        // one document per batch, a few, or whole shards in one batch
        String batch = randomFrom("1b", "300b", "4kb", "4mb");
        batchSize(batch);
        String what = "tau " + tau + " " + measure + ", batch " + batch;
        Map<String, long[]> expected = ref.pairs(tau, measure);
        NearDuplicatePairsResponse r =
            client()
                .execute(
                    NearDuplicatePairsAction.INSTANCE,
                    new NearDuplicatePairsRequest(
                        "d",
                        FIELD,
                        tau,
                        measure,
                        true,
                        Integer.MAX_VALUE,
                        1 + random().nextInt(8),
                        null,
                        null,
                        null))
                .actionGet();
        assertEquals(what, docs.size(), r.documents());
        assertEquals(what, 6, r.shards());
        assertSamePairs(what, expected, pairMap(r));
        assertClustersAreComponents(expected, r.clusters());
        crossShard += crossShardPairs("d", r);
      }
      // max_pairs lists the most similar pairs and counts them all
      Threshold tau = taus.get(0);
      Map<String, long[]> expected = ref.pairs(tau, measure);
      int max = random().nextInt(1 + expected.size());
      NearDuplicatePairsResponse r =
          client()
              .execute(
                  NearDuplicatePairsAction.INSTANCE,
                  new NearDuplicatePairsRequest("d", FIELD, tau, measure, false, max))
              .actionGet();
      assertEquals(expected.size(), r.totalPairs());
      assertEquals(max, r.pairs().size());
      List<long[]> similarities = new ArrayList<>(expected.values());
      similarities.sort((x, y) -> Threshold.compareProducts(y[0], x[1], x[0], y[1]));
      for (int k = 0; k < max; k++) {
        org.spotsigs.engine.Pair p = r.pairs().get(k);
        assertArrayEquals(
            "listed " + k + " is a pair",
            expected.get(ReferenceIndex.pairKey(p.a(), p.b())),
            new long[] {p.overlap(), p.union()});
        assertEquals(
            "listed " + k + " is as similar as the " + k + "-th most similar pair",
            0,
            Threshold.compareProducts(
                p.overlap(), similarities.get(k)[1], similarities.get(k)[0], p.union()));
      }
    }
    assertTrue("pairs across shards are among them", crossShard > 0);
  }

  /**
   * A run started without waiting: its progress shows in the Tasks API, and {@code _cancel} reaches
   * the pages it has sent to every node: pages waiting for a thread when the run is cancelled run
   * no query once they get one, no task of the run is left on any node within 10 s of that, and the
   * stored result says it was cancelled.
   */
  public void testCancelStopsTheWorkOnEveryNode() throws Exception {
    Map<String, SignatureVector> docs = randomDocs(600, Threshold.parse("0.5"), Measure.MULTISET);
    createSpotSigsIndex("c", 6, 1);
    indexVectors("c", docs);
    ensureGreen("c");
    batchSize("1kb");
    // hold every node's page threads: the run's pages wait, registered, in the nodes' queues
    CountDownLatch release = new CountDownLatch(1);
    long queries;
    String task;
    try {
      for (ThreadPool pool : internalCluster().getInstances(ThreadPool.class)) {
        for (int t = pool.info(PairsSettings.EXECUTOR).getMax(); t > 0; t--) {
          pool.executor(PairsSettings.EXECUTOR)
              .execute(
                  () -> {
                    try {
                      release.await();
                    } catch (InterruptedException e) {
                      Thread.currentThread().interrupt();
                    }
                  });
        }
      }
      Request start = new Request("POST", "/c/_near_duplicates?wait_for_completion=false");
      start.setJsonEntity("{\"field\": \"body\", \"tau\": 0.3, \"dest\": \"c-pairs\"}");
      task = (String) entityAsMap(getRestClient().performRequest(start)).get("task");
      assertNotNull(task);
      assertBusy(() -> assertTrue("pages wait on the nodes", queuedPages() > 0));
      Map<String, Object> status = status(task);
      assertEquals(String.valueOf(status), "pairs", status.get("phase"));
      assertEquals(String.valueOf(status), 36, ((Number) status.get("shard_pairs")).intValue());
      assertEquals(String.valueOf(status), 0, ((Number) status.get("shard_pairs_done")).intValue());
      getRestClient().performRequest(new Request("POST", "/_tasks/" + task + "/_cancel"));
      queries = queriesRun();
    } finally {
      release.countDown();
    }
    assertBusy(
        () ->
            assertEquals(
                "no page or batch of the run is left on any node",
                List.of(),
                client()
                    .admin()
                    .cluster()
                    .prepareListTasks()
                    .setActions(NearDuplicatePairsAction.NAME + "*")
                    .get()
                    .getTasks()
                    .stream()
                    .map(t -> t.getAction() + " " + t.getDescription())
                    .toList()),
        10,
        TimeUnit.SECONDS);
    assertEquals("no query runs after the run is cancelled", queries, queriesRun());
    Map<String, Object> done = completed(task);
    @SuppressWarnings("unchecked")
    Map<String, Object> error = (Map<String, Object>) done.get("error");
    assertNotNull("a cancelled run has no result: " + done, error);
    assertEquals(String.valueOf(error), "task_cancelled_exception", error.get("type"));
  }

  /**
   * With {@code dest}: every pair is written into the new index, each document of the index gets
   * its cluster's id (the first member in {@code order_field}, then by id; its own id without a
   * near-duplicate), {@code collapse} on that field leaves one hit per cluster, and the run's
   * result and progress stay in the Tasks API.
   */
  public void testPairsAndClusterIdsWrittenToIndexes() throws Exception {
    Threshold tau = RandomVectors.randomTau(random());
    Measure measure = random().nextBoolean() ? Measure.MULTISET : Measure.SET;
    Map<String, SignatureVector> docs = randomDocs(200 + random().nextInt(200), tau, measure);
    createSpotSigsIndex("w", 6, 1);
    indexVectors("w", docs);
    batchSize(randomFrom("300b", "4mb"));
    Map<String, long[]> expected;
    try (ReferenceIndex ref = new ReferenceIndex(FIELD, docs, random())) {
      expected = ref.pairs(tau, measure);
    }
    String clusterField = randomFrom("near_duplicate_cluster", "story");
    Request start = new Request("POST", "/w/_near_duplicates?wait_for_completion=false");
    start.setJsonEntity(
        json(
            Map.of(
                "field",
                FIELD,
                "tau",
                tau.toString(),
                "measure",
                measure.name().toLowerCase(java.util.Locale.ROOT),
                "dest",
                "w-pairs",
                "clusters",
                true,
                "order_field",
                "seq",
                "cluster_field",
                clusterField)));
    String task = (String) entityAsMap(getRestClient().performRequest(start)).get("task");
    Map<String, Object> done = completed(task);
    assertNull(String.valueOf(done), done.get("error"));
    @SuppressWarnings("unchecked")
    Map<String, Object> response = (Map<String, Object>) done.get("response");
    @SuppressWarnings("unchecked")
    Map<String, Object> status =
        (Map<String, Object>) ((Map<String, Object>) done.get("task")).get("status");
    assertEquals(
        String.valueOf(response),
        expected.size(),
        ((Number) response.get("total_pairs")).intValue());
    assertEquals(expected.size(), ((Number) response.get("pairs_written")).intValue());
    assertEquals(docs.size(), ((Number) response.get("documents_labelled")).intValue());
    assertEquals(String.valueOf(status), 36, ((Number) status.get("shard_pairs_done")).intValue());
    assertEquals(expected.size(), ((Number) status.get("pairs_found")).intValue());

    // the pairs, from the dest index
    Map<String, long[]> written = new TreeMap<>();
    SearchResponse count =
        client().prepareSearch("w-pairs").setSize(0).setTrackTotalHits(true).get();
    assertEquals(expected.size(), count.getHits().getTotalHits().value());
    for (SearchHit h : allPairs("w-pairs")) {
      Map<String, Object> p = h.getSourceAsMap();
      long overlap = ((Number) p.get("overlap")).longValue();
      long union = ((Number) p.get("union")).longValue();
      assertEquals((double) overlap / union, ((Number) p.get("similarity")).doubleValue(), 0d);
      assertNull(
          "written twice: " + p,
          written.put(
              ReferenceIndex.pairKey((String) p.get("a"), (String) p.get("b")),
              new long[] {overlap, union}));
    }
    assertSamePairs("pairs in dest", expected, written);

    // the cluster ids, against the components named by their first member in seq, then id
    Map<String, String> cluster = expectedClusters(docs, expected);
    SearchResponse all =
        client()
            .prepareSearch("w")
            .setSize(10_000)
            .setFetchSource(new String[] {clusterField}, null)
            .get();
    assertEquals(docs.size(), all.getHits().getHits().length);
    for (SearchHit h : all.getHits().getHits()) {
      assertEquals(
          "cluster of " + h.getId(), cluster.get(h.getId()), h.getSourceAsMap().get(clusterField));
    }
    // collapse folds near-duplicates: one hit per cluster
    SearchResponse collapsed =
        client()
            .prepareSearch("w")
            .setSize(10_000)
            .setCollapse(new org.opensearch.search.collapse.CollapseBuilder(clusterField))
            .get();
    assertEquals(
        new java.util.HashSet<>(cluster.values()).size(), collapsed.getHits().getHits().length);

    // dest must be new; the cluster field must be a keyword
    Request again = new Request("POST", "/w/_near_duplicates");
    again.setJsonEntity("{\"field\": \"body\", \"tau\": 0.5, \"dest\": \"w-pairs\"}");
    assertStatus400(again, "[dest] index [w-pairs] exists");
    Request badField = new Request("POST", "/w/_near_duplicates");
    badField.setJsonEntity(
        "{\"field\": \"body\", \"tau\": 0.5, \"dest\": \"w-pairs2\", \"clusters\": true,"
            + " \"cluster_field\": \"seq\"}");
    assertStatus400(badField, "cluster ids go into a field of type [keyword]");
  }

  /**
   * Every pair of a dest index, however many: pages sorted by (a, b), each after the last of the
   * one before (one search returns at most 10,000 hits).
   */
  private static List<SearchHit> allPairs(String index) {
    List<SearchHit> hits = new ArrayList<>();
    Object[] after = null;
    while (true) {
      var page =
          client()
              .prepareSearch(index)
              .setSize(4_000)
              .addSort("a", org.opensearch.search.sort.SortOrder.ASC)
              .addSort("b", org.opensearch.search.sort.SortOrder.ASC);
      if (after != null) {
        page.searchAfter(after);
      }
      SearchHit[] got = page.get().getHits().getHits();
      if (got.length == 0) {
        return hits;
      }
      hits.addAll(List.of(got));
      after = got[got.length - 1].getSortValues();
    }
  }

  /** id -> the id of its cluster's first member by (seq, id); its own id without a pair. */
  private static Map<String, String> expectedClusters(
      Map<String, SignatureVector> docs, Map<String, long[]> pairs) {
    List<String> ids = new ArrayList<>(docs.keySet());
    Map<String, Long> order = new java.util.HashMap<>();
    for (int k = 0; k < ids.size(); k++) {
      order.put(ids.get(k), seq(k) == null ? Long.MAX_VALUE : seq(k));
    }
    Map<String, String> parent = new java.util.HashMap<>();
    for (String id : ids) {
      parent.put(id, id);
    }
    java.util.Comparator<String> first =
        java.util.Comparator.<String, Long>comparing(order::get)
            .thenComparing(java.util.Comparator.<String>naturalOrder());
    for (String key : pairs.keySet()) {
      String[] ab = key.split("\\|");
      String ra = root(parent, ab[0]);
      String rb = root(parent, ab[1]);
      if (!ra.equals(rb)) {
        if (first.compare(ra, rb) < 0) {
          parent.put(rb, ra);
        } else {
          parent.put(ra, rb);
        }
      }
    }
    Map<String, String> out = new TreeMap<>();
    for (String id : ids) {
      out.put(id, root(parent, id));
    }
    return out;
  }

  private static String root(Map<String, String> parent, String x) {
    while (!parent.get(x).equals(x)) {
      x = parent.get(x);
    }
    return x;
  }

  private static void assertStatus400(Request request, String message) throws IOException {
    try {
      getRestClient().performRequest(request);
      fail("expected 400 for " + request);
    } catch (ResponseException e) {
      String body =
          new String(
              e.getResponse().getEntity().getContent().readAllBytes(),
              java.nio.charset.StandardCharsets.UTF_8);
      assertEquals(body, 400, e.getResponse().getStatusLine().getStatusCode());
      assertTrue(body, body.contains(message));
    }
  }

  /** The pages waiting in the nodes' queues for a thread. */
  private static int queuedPages() {
    int queued = 0;
    for (ThreadPool pool : internalCluster().getInstances(ThreadPool.class)) {
      for (ThreadPoolStats.Stats stats : pool.stats()) {
        if (stats.getName().equals(PairsSettings.EXECUTOR)) {
          queued += stats.getQueue();
        }
      }
    }
    return queued;
  }

  /** The task, from the Tasks API, once it has completed. */
  private static Map<String, Object> completed(String task) throws IOException {
    Map<String, Object> done =
        entityAsMap(
            getRestClient()
                .performRequest(
                    new Request(
                        "GET", "/_tasks/" + task + "?wait_for_completion=true&timeout=120s")));
    assertEquals(String.valueOf(done), true, done.get("completed"));
    return done;
  }

  /** The status of a running task, from the Tasks API. */
  @SuppressWarnings("unchecked")
  private static Map<String, Object> status(String task) throws IOException {
    Map<String, Object> r =
        entityAsMap(getRestClient().performRequest(new Request("GET", "/_tasks/" + task)));
    return (Map<String, Object>) ((Map<String, Object>) r.get("task")).get("status");
  }

  @SuppressWarnings("unchecked")
  static Map<String, Object> entityAsMap(Response response) throws IOException {
    return org.opensearch.common.xcontent.XContentHelper.convertToMap(
        org.opensearch.common.xcontent.json.JsonXContent.jsonXContent,
        response.getEntity().getContent(),
        false);
  }
}
