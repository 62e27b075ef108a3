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

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertFalse;
import static org.junit.Assert.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.junit.After;
import org.junit.Assume;
import org.junit.Test;
import org.opensearch.common.xcontent.XContentHelper;
import org.opensearch.common.xcontent.json.JsonXContent;
import org.spotsigs.analysis.SpotSigsAnalyzer;
import org.spotsigs.core.Measure;
import org.spotsigs.core.Threshold;
import org.spotsigs.dedup.DedupResult;
import org.spotsigs.dedup.Deduplicator;
import org.spotsigs.dedup.VectorCollection;
import org.spotsigs.engine.testing.DistributionNodes;
import org.spotsigs.html.ArticleExtractor;
import org.spotsigs.index.SignatureVector;

/**
 * The plugin in the real OpenSearch distribution (the integ-test zip of the same version from Maven
 * Central, unpacked by the build): installed with {@code bin/opensearch-plugin}, one node started
 * with {@code bin/opensearch} on loopback ({@link DistributionNodes}, shared with the Elasticsearch
 * plugin's tests), the requests of docs/OPENSEARCH.md run against the 47 bundled sample pages and
 * their answers compared with the library's (same analyzer: the article extraction), then the node
 * restarted and every answer checked again. The node's logs and console go to files under {@code
 * target/opensearch-dist-it}. Run by the build after the plugin zip is packaged (not as root:
 * OpenSearch refuses it).
 */
public class RealDistributionCheck {
  private static final Path SAMPLE = Path.of("..", "src-test-corpora", "news-sample", "pages");
  private static final Threshold TAU = Threshold.parse("0.8");

  /** Any 2xx status. */
  private static final int ANY_2XX = -2;

  private DistributionNodes node;

  private static String property(String name) {
    String v = System.getProperty(name);
    if (v == null) {
      throw new IllegalStateException(
          "system property " + name + " is not set (the build sets it)");
    }
    return v;
  }

  @Test
  public void documentedRequestsGiveTheLibraryAnswersBeforeAndAfterARestart() throws Exception {
    // only the build's real-distribution execution sets the properties (a -Dtest=... run of the
    // unit-test execution does not)
    Assume.assumeTrue(
        "run by the build after the plugin zip is packaged",
        System.getProperty("spotsigs.dist.dir") != null);
    Path work = Path.of(property("spotsigs.dist.work")).toAbsolutePath();
    Path home =
        DistributionNodes.home(
            DistributionNodes.Engine.OPENSEARCH, Path.of(property("spotsigs.dist.dir")));
    DistributionNodes.installPlugin(
        DistributionNodes.Engine.OPENSEARCH,
        home,
        "spotsigs",
        Path.of(property("spotsigs.plugin.zip")),
        work.resolve("plugin-install.log"));
    node =
        DistributionNodes.start(
            DistributionNodes.Engine.OPENSEARCH, home, work.resolve("node"), 1, "512m");
    Map<String, String> pages = samplePages();
    Map<String, SignatureVector> vectors = new TreeMap<>();
    // the default field analyzer of a new index: the article extraction the index records at
    // creation
    SpotSigsAnalyzer analyzer =
        SpotSigsAnalyzer.builder().textExtraction(ArticleExtractor.defaults()).build();
    pages.forEach((id, html) -> vectors.put(id, SignatureVector.analyze(analyzer, "body", html)));

    // Index settings and mapping, as documented
    request(
        "PUT",
        "/pages",
        """
        {"settings": {"number_of_shards": 3, "number_of_replicas": 1, "index.sort.field": "body.len", "index.sort.order": "desc"},
         "mappings": {"properties": {"body": {"type": "spotsigs"}, "title": {"type": "text"}}}}""",
        200);
    StringBuilder bulk = new StringBuilder();
    for (Map.Entry<String, String> e : pages.entrySet()) {
      bulk.append(json(Map.of("index", Map.of("_index", "pages", "_id", e.getKey())))).append('\n');
      bulk.append(json(Map.of("body", e.getValue(), "title", e.getKey()))).append('\n');
    }
    Map<String, Object> bulkResponse = request("POST", "/_bulk?refresh=true", bulk.toString(), 200);
    assertEquals("bulk errors: " + bulkResponse, false, bulkResponse.get("errors"));

    Map<String, Object> before = answers(pages, vectors);

    // the pipelines of the documentation: index-time dedup and result-page folding
    request(
        "PUT",
        "/_ingest/pipeline/dedup",
        """
        {"processors": [{"near_duplicate": {"field": "body", "tau": 0.8, "measure": "multiset", "on_duplicate": "skip",
          "tag_field": "near_duplicate_of"}}]}""",
        200);
    String someId =
        pages.keySet().stream().filter(id -> !vectors.get(id).isEmpty()).findFirst().orElseThrow();
    request(
        "PUT",
        "/pages/_doc/copy-of-" + someId + "?pipeline=dedup&refresh=true",
        json(Map.of("body", pages.get(someId))),
        ANY_2XX);
    request("GET", "/pages/_doc/copy-of-" + someId, null, 404); // a near-duplicate: skipped
    request(
        "PUT",
        "/_ingest/pipeline/tag",
        """
        {"processors": [{"near_duplicate": {"field": "body", "index": "pages", "tau": 0.8, "on_duplicate": "tag"}}]}""",
        200);
    request(
        "PUT",
        "/tagged/_doc/t1?pipeline=tag&refresh=true",
        json(Map.of("body", pages.get(someId))),
        ANY_2XX);
    @SuppressWarnings("unchecked")
    Map<String, Object> tag =
        (Map<String, Object>)
            ((Map<String, Object>) request("GET", "/tagged/_doc/t1", null, 200).get("_source"))
                .get("near_duplicate_of");
    assertEquals(
        "a copy is tagged with the exact similarity 1: " + tag,
        1.0,
        ((Number) tag.get("similarity")).doubleValue(),
        0d);
    assertEquals(String.valueOf(tag), tag.get("overlap"), tag.get("union"));
    request(
        "PUT",
        "/_search/pipeline/fold",
        """
        {"response_processors": [{"near_duplicate_fold": {"field": "body", "tau": 0.8}}]}""",
        200);
    Map<String, Object> folded =
        request(
            "POST",
            "/pages/_search?search_pipeline=fold",
            "{\"query\": {\"match_all\": {}}, \"size\": 100, \"_source\": false}",
            200);
    List<String> kept = new ArrayList<>();
    for (Map<String, Object> h : hits(folded)) {
      kept.add((String) h.get("_id"));
    }
    for (int i = 0; i < kept.size(); i++) {
      for (int j = i + 1; j < kept.size(); j++) {
        assertFalse(
            "kept hits are never near-duplicates: " + kept.get(i) + ", " + kept.get(j),
            near(vectors.get(kept.get(i)), vectors.get(kept.get(j)), Measure.MULTISET));
      }
    }
    assertTrue("the sample has near-duplicates to fold", kept.size() < pages.size());
    Map<String, Object> bad =
        request(
            "POST",
            "/pages/_search",
            "{\"query\": {\"near_duplicate\": {\"field\": \"body\", \"like\": \"x\", \"tau\": 1.5}}}",
            400);
    assertTrue(String.valueOf(bad), String.valueOf(bad).contains("tau"));

    // the ingest processor inside one bulk request: the second copy of a page is dropped
    request(
        "PUT",
        "/bulk-pages",
        """
        {"mappings": {"properties": {"body": {"type": "spotsigs"}, "title": {"type": "text"}}}}""",
        200);
    String otherId =
        pages.keySet().stream()
            .filter(
                id ->
                    !vectors.get(id).isEmpty()
                        && !near(vectors.get(id), vectors.get(someId), Measure.MULTISET))
            .findFirst()
            .orElseThrow();
    StringBuilder twice = new StringBuilder();
    for (String[] item : new String[][] {{"b1", someId}, {"b2", someId}, {"b3", otherId}}) {
      twice
          .append(json(Map.of("index", Map.of("_index", "bulk-pages", "_id", item[0]))))
          .append('\n');
      twice.append(json(Map.of("body", pages.get(item[1])))).append('\n');
    }
    Map<String, Object> bulkDedup =
        request("POST", "/_bulk?pipeline=dedup&refresh=true", twice.toString(), 200);
    List<String> results = new ArrayList<>();
    for (Object item : (List<?>) bulkDedup.get("items")) {
      results.add((String) ((Map<?, ?>) ((Map<?, ?>) item).get("index")).get("result"));
    }
    assertEquals(
        "bulk through the dedup pipeline: " + bulkDedup,
        List.of("created", "noop", "created"),
        results);

    // all pairs as a task, the pairs into an index and the cluster ids into the documents
    allPairsTask(pages, vectors);

    // restart: nothing changed
    node.stopNode(0);
    node.startNode(0);
    request("GET", "/_cluster/health/pages?wait_for_status=yellow&timeout=60s", null, 200);
    assertEquals(before, answers(pages, vectors));
  }

  /**
   * The task requests of docs/OPENSEARCH.md: started without waiting, watched and awaited in the
   * Tasks API, the pairs read from dest, the cluster ids read with collapse.
   */
  private void allPairsTask(Map<String, String> pages, Map<String, SignatureVector> vectors)
      throws Exception {
    Map<String, String> expected = libraryPairs(vectors);
    String task =
        (String)
            request(
                    "POST",
                    "/pages/_near_duplicates?wait_for_completion=false",
                    """
                    {"field": "body", "tau": 0.8, "dest": "pages-pairs", "clusters": true}""",
                    200)
                .get("task");
    Map<String, Object> running = request("GET", "/_tasks/" + task, null, 200);
    @SuppressWarnings("unchecked")
    Map<String, Object> status =
        (Map<String, Object>) ((Map<String, Object>) running.get("task")).get("status");
    assertEquals(String.valueOf(running), 9, ((Number) status.get("shard_pairs")).intValue());
    Map<String, Object> done =
        request("GET", "/_tasks/" + task + "?wait_for_completion=true&timeout=120s", null, 200);
    assertEquals(String.valueOf(done), true, done.get("completed"));
    @SuppressWarnings("unchecked")
    Map<String, Object> response = (Map<String, Object>) done.get("response");
    assertEquals(
        String.valueOf(done), expected.size(), ((Number) response.get("pairs_written")).intValue());
    assertEquals(pages.size(), ((Number) response.get("documents_labelled")).intValue());

    Map<String, String> strong = new TreeMap<>();
    expected.forEach(
        (k, v) -> {
          String[] ou = v.split("/");
          if (Long.parseLong(ou[0]) * 100 >= 95 * Long.parseLong(ou[1])) {
            strong.put(k, v);
          }
        });
    Map<String, String> got = new TreeMap<>();
    for (Map<String, Object> h :
        hits(
            request(
                "GET",
                "/pages-pairs/_search",
                """
                {"query": {"range": {"similarity": {"gte": 0.95}}}, "sort": [{"similarity": "desc"}], "size": 1000}""",
                200))) {
      @SuppressWarnings("unchecked")
      Map<String, Object> p = (Map<String, Object>) h.get("_source");
      got.put(
          key((String) p.get("a"), (String) p.get("b")), p.get("overlap") + "/" + p.get("union"));
    }
    assertEquals("pairs of similarity >= 0.95 in dest", strong, got);

    // collapse on the cluster ids: one hit per connected component (documents without a pair alone)
    Map<String, String> parent = new TreeMap<>();
    pages.keySet().forEach(id -> parent.put(id, id));
    for (String k : expected.keySet()) {
      String[] ab = k.split("\\|");
      String ra = root(parent, ab[0]);
      String rb = root(parent, ab[1]);
      parent.put(ra.compareTo(rb) < 0 ? rb : ra, ra.compareTo(rb) < 0 ? ra : rb);
    }
    Map<String, Object> collapsed =
        request(
            "GET",
            "/pages/_search",
            """
            {"query": {"match_all": {}}, "collapse": {"field": "near_duplicate_cluster"}, "size": 100, "_source": ["near_duplicate_cluster"]}""",
            200);
    java.util.Set<String> clusters = new java.util.TreeSet<>();
    for (Map<String, Object> h : hits(collapsed)) {
      @SuppressWarnings("unchecked")
      Map<String, Object> source = (Map<String, Object>) h.get("_source");
      clusters.add((String) source.get("near_duplicate_cluster"));
    }
    java.util.Set<String> expectedClusters = new java.util.TreeSet<>();
    pages.keySet().forEach(id -> expectedClusters.add(root(parent, id)));
    assertEquals(
        "collapse: one hit per cluster, named by its smallest _id", expectedClusters, clusters);
    request(
        "GET",
        "/pages/_search",
        """
        {"query": {"match": {"title": "south carolina"}}, "collapse": {"field": "near_duplicate_cluster"}}""",
        200);
  }

  private static String root(Map<String, String> parent, String x) {
    while (!parent.get(x).equals(x)) {
      x = parent.get(x);
    }
    return x;
  }

  /** "a|b" -> "overlap/union" of the library's pairs of the sample at TAU. */
  private static Map<String, String> libraryPairs(Map<String, SignatureVector> vectors) {
    List<String> ids = new ArrayList<>(vectors.keySet());
    VectorCollection.Builder b = VectorCollection.builder();
    ids.forEach(id -> b.add(vectors.get(id)));
    DedupResult pairs = Deduplicator.builder(TAU).threads(1).build().run(b.build());
    Map<String, String> out = new TreeMap<>();
    for (int i = 0; i < pairs.size(); i++) {
      out.put(
          key(ids.get(pairs.docA(i)), ids.get(pairs.docB(i))),
          pairs.overlap(i) + "/" + pairs.union(i));
    }
    return out;
  }

  /** The answers that must survive a restart, each checked against the library. */
  private Map<String, Object> answers(
      Map<String, String> pages, Map<String, SignatureVector> vectors) throws Exception {
    Map<String, Object> out = new LinkedHashMap<>();
    List<String> ids = new ArrayList<>(vectors.keySet());
    Map<String, String> expected = libraryPairs(vectors);
    assertFalse("the sample has pairs at 0.8", expected.isEmpty());

    // all pairs of the index
    Map<String, Object> pairs =
        request(
            "POST",
            "/pages/_near_duplicates",
            "{\"field\": \"body\", \"tau\": 0.8, \"measure\": \"multiset\", \"clusters\": true, \"max_pairs\": 10000}",
            200);
    Map<String, String> got = new TreeMap<>();
    for (Object o : (List<?>) pairs.get("pairs")) {
      Map<?, ?> p = (Map<?, ?>) o;
      got.put(
          key((String) p.get("a"), (String) p.get("b")), p.get("overlap") + "/" + p.get("union"));
    }
    assertEquals("_near_duplicates: the library's pairs", expected, got);
    out.put("pairs", got);
    out.put("clusters", pairs.get("clusters"));
    out.put("documents", pairs.get("documents"));

    // near_duplicate by text, by id (set measure, a fraction as tau), and inside a bool
    String probe = expected.keySet().iterator().next().split("\\|")[0]; // a page with pairs
    for (String[] q :
        new String[][] {
          {
            "text",
            "{\"query\": {\"near_duplicate\": {\"field\": \"body\", \"like\": "
                + json(pages.get(probe))
                + ", \"tau\": 0.8}}, \"size\": 100}"
          },
          {
            "id",
            "{\"query\": {\"near_duplicate\": {\"field\": \"body\", \"like\": {\"_id\": "
                + json(probe)
                + "}, \"tau\": \"4/5\", \"measure\": \"set\"}}, \"size\": 100}"
          },
          {
            "bool",
            "{\"query\": {\"bool\": {\"must\": {\"near_duplicate\": {\"field\": \"body\", \"like\": {\"signatures\": "
                + json(vectors.get(probe).toMap())
                + "}, \"tau\": 0.8}}, \"filter\": {\"exists\": {\"field\": \"title\"}}}}, \"size\": 100}"
          }
        }) {
      Measure m = q[0].equals("id") ? Measure.SET : Measure.MULTISET;
      Map<String, Float> expectedHits = new TreeMap<>();
      for (String id : ids) {
        if ((q[0].equals("id") && id.equals(probe))
            || !near(vectors.get(probe), vectors.get(id), m)) {
          continue;
        }
        long o = vectors.get(probe).overlap(vectors.get(id), m);
        expectedHits.put(
            id,
            (float) ((double) o / (vectors.get(probe).length(m) + vectors.get(id).length(m) - o)));
      }
      Map<String, Float> hitScores = new TreeMap<>();
      for (Map<String, Object> h : hits(request("POST", "/pages/_search", q[1], 200))) {
        hitScores.put((String) h.get("_id"), ((Number) h.get("_score")).floatValue());
      }
      assertEquals("near_duplicate like " + q[0], expectedHits, hitScores);
      out.put("query-" + q[0], hitScores);
    }

    // sorted by length
    List<Object> lengths = new ArrayList<>();
    for (Map<String, Object> h :
        hits(
            request(
                "POST",
                "/pages/_search",
                "{\"size\": 100, \"sort\": [{\"body.len\": \"desc\"}], \"_source\": false}",
                200))) {
      lengths.add(((List<?>) h.get("sort")).get(0));
    }
    List<Object> expectedLengths = new ArrayList<>();
    vectors.values().stream()
        .map(v -> v.length(Measure.MULTISET))
        .sorted(Comparator.reverseOrder())
        .forEach(l -> expectedLengths.add(l.intValue()));
    assertEquals("sorted by body.len", expectedLengths.toString(), lengths.toString());
    out.put("lengths", lengths);
    return out;
  }

  private static boolean near(SignatureVector a, SignatureVector b, Measure m) {
    if (a.isEmpty() || b.isEmpty()) {
      return false;
    }
    long o = a.overlap(b, m);
    return o >= TAU.minOverlap(a.length(m), b.length(m)) && o > 0;
  }

  private static String key(String a, String b) {
    return a.compareTo(b) < 0 ? a + "|" + b : b + "|" + a;
  }

  private static Map<String, String> samplePages() throws IOException {
    Map<String, String> pages = new TreeMap<>();
    try (Stream<Path> s = Files.list(SAMPLE)) {
      for (Path p : s.sorted().toList()) {
        String name = p.getFileName().toString();
        pages.put(
            name.substring(0, name.lastIndexOf('.')), Files.readString(p, StandardCharsets.UTF_8));
      }
    }
    return pages;
  }

  @SuppressWarnings("unchecked")
  private static List<Map<String, Object>> hits(Map<String, Object> response) {
    return (List<Map<String, Object>>) ((Map<String, Object>) response.get("hits")).get("hits");
  }

  private static String json(Object value) throws IOException {
    try (var b = JsonXContent.contentBuilder()) {
      b.value(value);
      return org.opensearch.core.common.bytes.BytesReference.bytes(b).utf8ToString();
    }
  }

  private Map<String, Object> request(String method, String path, String body, int status)
      throws Exception {
    DistributionNodes.Answer response = node.request(0, method, path, body);
    if (status == ANY_2XX) {
      assertTrue(method + " " + path + ": " + response.body(), response.status() / 100 == 2);
    } else {
      assertEquals(method + " " + path + ": " + response.body(), status, response.status());
    }
    return XContentHelper.convertToMap(JsonXContent.jsonXContent, response.body(), false);
  }

  @After
  public void stopNode() throws Exception {
    if (node != null) {
      node.close();
      node = null;
    }
  }
}
