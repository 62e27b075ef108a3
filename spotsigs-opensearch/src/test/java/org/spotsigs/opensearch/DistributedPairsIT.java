package org.spotsigs.opensearch;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.junit.After;
import org.opensearch.client.Request;
import org.opensearch.client.Response;
import org.opensearch.test.OpenSearchIntegTestCase.ClusterScope;
import org.opensearch.test.OpenSearchIntegTestCase.Scope;
import org.opensearch.threadpool.ThreadPool;
import org.opensearch.threadpool.ThreadPoolStats;
import org.spotsigs.index.SignatureVector;
import org.spotsigs.opensearch.pairs.NearDuplicatePairsAction;
import org.spotsigs.opensearch.pairs.NearDuplicatePairsRequest;
import org.spotsigs.opensearch.pairs.NearDuplicatePairsResponse;
import org.spotsigs.opensearch.pairs.PairsSettings;
import org.spotsigs.search.Measure;
import org.spotsigs.search.Threshold;
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
        NearDuplicatePairsResponse.Pair p = r.pairs().get(k);
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
    Map<String, Object> done =
        entityAsMap(
            getRestClient()
                .performRequest(
                    new Request(
                        "GET", "/_tasks/" + task + "?wait_for_completion=true&timeout=30s")));
    assertEquals(String.valueOf(done), true, done.get("completed"));
    @SuppressWarnings("unchecked")
    Map<String, Object> error = (Map<String, Object>) done.get("error");
    assertNotNull("a cancelled run has no result: " + done, error);
    assertEquals(String.valueOf(error), "task_cancelled_exception", error.get("type"));
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
