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

import static org.opensearch.test.hamcrest.OpenSearchAssertions.assertAcked;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.opensearch.action.bulk.BulkRequestBuilder;
import org.opensearch.action.bulk.BulkResponse;
import org.opensearch.action.search.SearchResponse;
import org.opensearch.action.support.WriteRequest;
import org.opensearch.common.settings.Settings;
import org.opensearch.common.xcontent.XContentType;
import org.opensearch.index.query.QueryBuilder;
import org.opensearch.plugins.Plugin;
import org.opensearch.search.SearchHit;
import org.opensearch.test.OpenSearchIntegTestCase;
import org.opensearch.transport.Netty4ModulePlugin;
import org.spotsigs.core.Measure;
import org.spotsigs.core.Threshold;
import org.spotsigs.index.SignatureVector;
import org.spotsigs.opensearch.pairs.NearDuplicatePairsAction;
import org.spotsigs.opensearch.pairs.NearDuplicatePairsRequest;
import org.spotsigs.opensearch.pairs.NearDuplicatePairsResponse;
import org.spotsigs.opensearch.pairs.PairsSettings;
import org.spotsigs.opensearch.pairs.TransportShardPairsAction;
import org.spotsigs.testing.RandomVectors;

/**
 * Cluster plumbing shared by the plugin's integration tests: the plugin, HTTP, an index, random
 * documents.
 */
public abstract class SpotSigsIntegTestCase extends OpenSearchIntegTestCase {
  static final String FIELD = "body";

  @Override
  protected Collection<Class<? extends Plugin>> nodePlugins() {
    return List.of(SpotSigsPlugin.class, Netty4ModulePlugin.class);
  }

  @Override
  protected boolean addMockHttpTransport() {
    return false; // real HTTP, so that status codes are tested as a client sees them
  }

  /**
   * An index with a spotsigs field {@code body}, a keyword {@code group}, a long {@code seq},
   * sorted by {@code body.len} descending.
   */
  void createSpotSigsIndex(String index, int shards, int replicas) throws IOException {
    assertAcked(
        prepareCreate(index)
            .setSettings(
                Settings.builder()
                    .put("index.number_of_shards", shards)
                    .put("index.number_of_replicas", replicas)
                    .putList("index.sort.field", FIELD + ".len")
                    .putList("index.sort.order", "desc"))
            .setMapping(
                "{\"properties\": {\""
                    + FIELD
                    + "\": {\"type\": \"spotsigs\"}, \"group\": {\"type\": \"keyword\"},"
                    + " \"seq\": {\"type\": \"long\"}}}"));
  }

  /**
   * The documents of an index made by {@link #randomIndex}, with the tau and measure they were made
   * for.
   */
  record RandomIndex(Threshold tau, Measure measure, Map<String, SignatureVector> docs) {}

  /**
   * A random tau and measure, about {@code n} random documents for them, indexed into a new index
   * (3 shards, 1 replica).
   */
  RandomIndex randomIndex(String index, int n) throws IOException {
    Threshold tau = RandomVectors.randomTau(random());
    Measure measure = random().nextBoolean() ? Measure.MULTISET : Measure.SET;
    Map<String, SignatureVector> docs = randomDocs(n, tau, measure);
    createSpotSigsIndex(index, 3, 1);
    indexVectors(index, docs);
    return new RandomIndex(tau, measure, docs);
  }

  /**
   * Random signature multisets with clusters of near-duplicates, exact copies, empties and pairs at
   * tau.
   */
  static Map<String, SignatureVector> randomDocs(int n, Threshold tau, Measure measure) {
    RandomVectors gen = new RandomVectors(random());
    Map<String, SignatureVector> docs = new LinkedHashMap<>();
    for (Map<String, Integer> d : gen.collection(n, tau, measure)) {
      docs.put("d" + docs.size(), SignatureVector.of(d));
    }
    return docs;
  }

  static String group(String id) {
    return (id.hashCode() & 1) == 0 ? "even" : "odd";
  }

  /**
   * The input position the documents are indexed with, in field {@code seq}: their position in the
   * map, none for every tenth.
   */
  static Long seq(int position) {
    return position % 10 == 9 ? null : (long) position;
  }

  /**
   * Indexes the vectors as signature-count objects in a few bulk requests and refreshes; each gets
   * {@link #group} and {@link #seq}.
   */
  void indexVectors(String index, Map<String, SignatureVector> docs) throws IOException {
    List<String> ids = new ArrayList<>(docs.keySet());
    for (int from = 0; from < ids.size(); from += 100) {
      BulkRequestBuilder bulk = client().prepareBulk();
      for (int k = from; k < Math.min(ids.size(), from + 100); k++) {
        String id = ids.get(k);
        Map<String, Object> source = new HashMap<>();
        source.put(FIELD, docs.get(id).toMap());
        source.put("group", group(id));
        if (seq(k) != null) {
          source.put("seq", seq(k));
        }
        bulk.add(client().prepareIndex(index).setId(id).setSource(source));
      }
      BulkResponse r = bulk.get();
      assertFalse(r.buildFailureMessage(), r.hasFailures());
    }
    refresh(index);
  }

  /** id -> score of every hit of {@code query} (all of them). */
  Map<String, Float> search(String index, QueryBuilder query, int expectedAtMost) {
    SearchResponse r =
        client().prepareSearch(index).setQuery(query).setSize(expectedAtMost + 10).get();
    assertEquals("shard failures: " + List.of(r.getShardFailures()), 0, r.getFailedShards());
    Map<String, Float> out = new TreeMap<>();
    for (SearchHit h : r.getHits().getHits()) {
      out.put(h.getId(), h.getScore());
    }
    assertEquals("all hits returned", r.getHits().getTotalHits().value(), out.size());
    return out;
  }

  /** Checks that {@code hits} are exactly the expected ids, each scored by its similarity. */
  static void assertSameHits(String what, Map<String, long[]> expected, Map<String, Float> hits) {
    assertEquals(what + ": ids", expected.keySet(), hits.keySet());
    for (Map.Entry<String, long[]> e : expected.entrySet()) {
      float similarity = (float) ((double) e.getValue()[0] / e.getValue()[1]);
      assertEquals(what + ": score of " + e.getKey(), similarity, hits.get(e.getKey()), 0f);
    }
  }

  NearDuplicatePairsResponse pairs(String index, Threshold tau, Measure measure, boolean clusters) {
    return client()
        .execute(
            NearDuplicatePairsAction.INSTANCE,
            new NearDuplicatePairsRequest(index, FIELD, tau, measure, clusters, Integer.MAX_VALUE))
        .actionGet();
  }

  /** "a|b" -> overlap/union of the pairs the cluster found. */
  static Map<String, long[]> pairMap(NearDuplicatePairsResponse r) {
    Map<String, long[]> out = new TreeMap<>();
    for (org.spotsigs.engine.Pair p : r.pairs()) {
      long[] old =
          out.put(ReferenceIndex.pairKey(p.a(), p.b()), new long[] {p.overlap(), p.union()});
      assertNull("pair listed twice: " + p, old);
    }
    assertEquals(r.totalPairs(), out.size());
    return out;
  }

  static void assertSamePairs(
      String what, Map<String, long[]> expected, Map<String, long[]> actual) {
    assertEquals(what + ": pairs", expected.keySet(), actual.keySet());
    for (Map.Entry<String, long[]> e : expected.entrySet()) {
      assertArrayEquals(
          what + ": overlap/union of " + e.getKey(), e.getValue(), actual.get(e.getKey()));
    }
  }

  static String json(Map<String, ?> body) throws IOException {
    return org.opensearch.common.xcontent.XContentHelper.convertToJson(
        org.opensearch.core.common.bytes.BytesReference.bytes(
            org.opensearch.common.xcontent.json.JsonXContent.contentBuilder().map(body)),
        false,
        XContentType.JSON);
  }

  static WriteRequest.RefreshPolicy immediate() {
    return WriteRequest.RefreshPolicy.IMMEDIATE;
  }

  /** Checks that {@code clusters} are the connected components of the pairs (keys "a|b"). */
  static void assertClustersAreComponents(Map<String, long[]> pairs, List<List<String>> clusters) {
    Map<String, String> parent = new HashMap<>();
    for (String key : pairs.keySet()) {
      String[] ab = key.split("\\|");
      union(parent, ab[0], ab[1]);
    }
    Map<String, List<String>> components = new TreeMap<>();
    for (String id : parent.keySet()) {
      components.computeIfAbsent(find(parent, id), k -> new ArrayList<>()).add(id);
    }
    List<List<String>> expected =
        components.values().stream()
            .map(c -> c.stream().sorted().toList())
            .sorted((a, b) -> a.get(0).compareTo(b.get(0)))
            .toList();
    List<List<String>> actual =
        clusters.stream().sorted((a, b) -> a.get(0).compareTo(b.get(0))).toList();
    assertEquals("clusters are the connected components of the pairs", expected, actual);
  }

  private static String find(Map<String, String> parent, String x) {
    parent.putIfAbsent(x, x);
    while (!parent.get(x).equals(x)) {
      x = parent.get(x);
    }
    return x;
  }

  private static void union(Map<String, String> parent, String a, String b) {
    parent.put(find(parent, a), find(parent, b));
  }

  /** Pairs whose documents live in different shards. */
  long crossShardPairs(String index, NearDuplicatePairsResponse r) {
    Map<String, Integer> shardOf = new HashMap<>();
    SearchResponse all = client().prepareSearch(index).setSize(10_000).setFetchSource(false).get();
    for (SearchHit h : all.getHits().getHits()) {
      shardOf.put(h.getId(), h.getShard().getShardId().id());
    }
    return r.pairs().stream().filter(p -> !shardOf.get(p.a()).equals(shardOf.get(p.b()))).count();
  }

  /** Sets the batch size of every node (null: the default). */
  static void batchSize(String size) {
    client()
        .admin()
        .cluster()
        .prepareUpdateSettings()
        .setPersistentSettings(
            size == null
                ? Settings.builder().putNull(PairsSettings.BATCH_SIZE.getKey())
                : Settings.builder().put(PairsSettings.BATCH_SIZE.getKey(), size))
        .get();
  }

  /** The queries all nodes have run for all-pairs runs so far. */
  long queriesRun() {
    long n = 0;
    for (TransportShardPairsAction a :
        internalCluster().getInstances(TransportShardPairsAction.class)) {
      n += a.queriesRun();
    }
    return n;
  }
}
