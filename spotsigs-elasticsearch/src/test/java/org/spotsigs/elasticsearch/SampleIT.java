package org.spotsigs.elasticsearch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.spotsigs.analysis.SpotSigsAnalyzer;
import org.spotsigs.html.ArticleExtractor;
import org.spotsigs.index.SignatureVector;
import org.spotsigs.search.Measure;
import org.spotsigs.search.Threshold;

/**
 * The 47 bundled sample pages indexed as texts on one node of the real distribution: every answer
 * of the plugin equals the library's over the same vectors (the analyzer defaults of a new index,
 * which are the command line's: the article extraction).
 */
class SampleIT {
  private static final Path SAMPLE = Path.of("..", "src-test-corpora", "news-sample", "pages");
  private static EsNodes es;
  private static final Map<String, String> pages = new TreeMap<>();
  private static final Map<String, SignatureVector> vectors = new TreeMap<>();

  @BeforeAll
  static void index() throws Exception {
    es = EsNodes.start("sample", 1);
    try (Stream<Path> s = Files.list(SAMPLE)) {
      for (Path p : s.sorted().toList()) {
        pages.put(
            p.getFileName().toString().replaceFirst("\\.html?$", ""),
            Files.readString(p, StandardCharsets.UTF_8));
      }
    }
    SpotSigsAnalyzer analyzer =
        SpotSigsAnalyzer.builder().textExtraction(ArticleExtractor.defaults()).build();
    pages.forEach((id, html) -> vectors.put(id, SignatureVector.analyze(analyzer, "body", html)));
    es.expect(
        200,
        "PUT",
        "/pages",
        """
        {"settings": {"number_of_shards": 3, "number_of_replicas": 0, "index.sort.field": "body.len", "index.sort.order": "desc"},
         "mappings": {"properties": {"body": {"type": "spotsigs"}, "title": {"type": "keyword"}}}}""");
    StringBuilder bulk = new StringBuilder();
    for (Map.Entry<String, String> e : pages.entrySet()) {
      bulk.append(EsNodes.json(Map.of("index", Map.of("_index", "pages", "_id", e.getKey()))));
      bulk.append('\n').append(EsNodes.json(Map.of("body", e.getValue(), "title", e.getKey())));
      bulk.append('\n');
    }
    Map<String, Object> r = es.expect(200, "POST", "/_bulk?refresh=true", bulk.toString());
    assertEquals(false, r.get("errors"), String.valueOf(r));
  }

  @AfterAll
  static void stop() throws Exception {
    if (es != null) {
      es.close();
    }
  }

  @Test
  void allPairsAndClustersAreTheLibrarys() throws Exception {
    for (String t : List.of("0.3", "0.5", "0.9", "4/5")) {
      for (Measure m : Measure.values()) {
        Threshold tau = Threshold.parse(t);
        Map<String, String> expected = Library.pairs(vectors, tau, m);
        Map<String, Object> answer =
            es.expect(
                200,
                "POST",
                "/pages/_near_duplicates",
                EsNodes.json(
                    Map.of(
                        "field",
                        "body",
                        "tau",
                        t,
                        "measure",
                        m.name().toLowerCase(java.util.Locale.ROOT),
                        "clusters",
                        true,
                        "concurrency",
                        1 + expected.size() % 4)));
        assertEquals(expected, Library.pairs(answer), "pairs at " + t + " " + m);
        assertEquals(Library.components(expected), answer.get("clusters"), "clusters " + t + m);
        assertEquals(expected.size(), ((Number) answer.get("total_pairs")).intValue());
        assertEquals(pages.size(), ((Number) answer.get("documents")).intValue());
      }
    }
    assertFalse(Library.pairs(vectors, Threshold.parse("0.9"), Measure.MULTISET).isEmpty());
  }

  @Test
  void nearDuplicateQueryGivesTheLibrarysDocuments() throws Exception {
    Threshold tau = Threshold.parse("0.5");
    int probes = 0;
    for (String probe : vectors.keySet()) {
      if (vectors.get(probe).isEmpty() || probes++ >= 12) {
        continue;
      }
      for (String kind : List.of("text", "id", "signatures")) {
        Measure m = kind.equals("id") ? Measure.SET : Measure.MULTISET;
        Object like =
            switch (kind) {
              case "text" -> pages.get(probe);
              case "id" -> Map.of("_id", probe);
              default -> Map.of("signatures", vectors.get(probe).toMap());
            };
        Map<String, Object> query =
            Map.of(
                "near_duplicate",
                Map.of(
                    "field",
                    "body",
                    "like",
                    like,
                    "tau",
                    "1/2",
                    "measure",
                    m.name().toLowerCase(java.util.Locale.ROOT)));
        if (kind.equals("signatures")) { // inside a bool with a filter that removes the probe
          query =
              Map.of(
                  "bool",
                  Map.of(
                      "must",
                      query,
                      "filter",
                      Map.of("bool", Map.of("must_not", Map.of("term", Map.of("title", probe))))));
        }
        Map<String, Float> expected = new TreeMap<>();
        for (String id : vectors.keySet()) {
          if ((!kind.equals("text") && id.equals(probe))
              || !Library.near(vectors.get(probe), vectors.get(id), tau, m)) {
            continue;
          }
          long o = vectors.get(probe).overlap(vectors.get(id), m);
          long u = vectors.get(probe).length(m) + vectors.get(id).length(m) - o;
          expected.put(id, (float) ((double) o / u));
        }
        Map<String, Float> got = new TreeMap<>();
        for (Map<String, Object> h :
            EsNodes.hits(
                es.expect(
                    200,
                    "POST",
                    "/pages/_search",
                    EsNodes.json(Map.of("query", query, "size", 100, "_source", false))))) {
          got.put((String) h.get("_id"), ((Number) h.get("_score")).floatValue());
        }
        assertEquals(expected.keySet(), got.keySet(), kind + " like " + probe);
        for (String id : expected.keySet()) {
          assertEquals(expected.get(id), got.get(id), 1e-6f, kind + " score of " + id);
        }
      }
    }
  }

  @Test
  void ingestSkipsAndTagsTheLibrarysNearDuplicatesAlsoWithinOneBulk() throws Exception {
    Threshold tau = Threshold.parse("0.8");
    es.expect(
        200,
        "PUT",
        "/_ingest/pipeline/sample-skip",
        """
        {"processors": [{"near_duplicate": {"field": "body", "index": "pages", "tau": 0.8, "on_duplicate": "skip"}}]}""");
    es.expect(
        200,
        "PUT",
        "/_ingest/pipeline/sample-tag",
        """
        {"processors": [{"near_duplicate": {"field": "body", "tau": 0.8, "on_duplicate": "tag"}}]}""");
    es.expect(
        200,
        "PUT",
        "/incoming",
        "{\"mappings\": {\"properties\": {\"body\": {\"type\": \"spotsigs\"}}}}");
    // each page against the index: skipped exactly when the library finds a near-duplicate there
    // (the page itself is one: a copy)
    StringBuilder bulk = new StringBuilder();
    List<String> ids = new ArrayList<>(pages.keySet());
    for (String id : ids) {
      bulk.append(EsNodes.json(Map.of("index", Map.of("_index", "incoming", "_id", "copy-" + id))));
      bulk.append('\n').append(EsNodes.json(Map.of("body", pages.get(id)))).append('\n');
    }
    Map<String, Object> r =
        es.expect(200, "POST", "/_bulk?pipeline=sample-skip&refresh=true", bulk.toString());
    List<?> items = (List<?>) r.get("items");
    for (int k = 0; k < ids.size(); k++) {
      String result = (String) ((Map<?, ?>) ((Map<?, ?>) items.get(k)).get("index")).get("result");
      boolean duplicate = !vectors.get(ids.get(k)).isEmpty();
      assertEquals(duplicate ? "noop" : "created", result, ids.get(k));
    }
    // within one bulk request into a new index: each page is dropped exactly when an earlier page
    // of the request that was kept is a near-duplicate of it
    StringBuilder fresh = new StringBuilder();
    for (String id : ids) {
      fresh.append(EsNodes.json(Map.of("index", Map.of("_index", "fresh", "_id", id))));
      fresh.append('\n').append(EsNodes.json(Map.of("body", pages.get(id)))).append('\n');
    }
    es.expect(
        200,
        "PUT",
        "/fresh",
        "{\"mappings\": {\"properties\": {\"body\": {\"type\": \"spotsigs\"}}}}");
    es.expect(
        200,
        "PUT",
        "/_ingest/pipeline/fresh-skip",
        """
        {"processors": [{"near_duplicate": {"field": "body", "tau": 0.8, "on_duplicate": "skip"}}]}""");
    r = es.expect(200, "POST", "/_bulk?pipeline=fresh-skip&refresh=true", fresh.toString());
    items = (List<?>) r.get("items");
    List<String> kept = new ArrayList<>();
    int dropped = 0;
    for (int k = 0; k < ids.size(); k++) {
      String result = (String) ((Map<?, ?>) ((Map<?, ?>) items.get(k)).get("index")).get("result");
      SignatureVector v = vectors.get(ids.get(k));
      boolean duplicate =
          kept.stream().anyMatch(id -> Library.near(vectors.get(id), v, tau, Measure.MULTISET));
      assertEquals(duplicate ? "noop" : "created", result, "bulk item " + ids.get(k));
      if (duplicate) {
        dropped++;
      } else {
        kept.add(ids.get(k));
      }
    }
    assertTrue(dropped > 0, "the sample holds near-duplicates within one request");
    // tag: the most similar, exactly, with the request's own documents named in_request
    es.expect(
        200,
        "PUT",
        "/tagged",
        "{\"mappings\": {\"properties\": {\"body\": {\"type\": \"spotsigs\"}}}}");
    r =
        es.expect(
            200,
            "POST",
            "/_bulk?pipeline=sample-tag&refresh=true",
            bulk.toString().replace("\"incoming\"", "\"tagged\""));
    for (String id : ids) {
      @SuppressWarnings("unchecked")
      Map<String, Object> source =
          (Map<String, Object>)
              es.expect(200, "GET", "/tagged/_doc/copy-" + id, null).get("_source");
      @SuppressWarnings("unchecked")
      Map<String, Object> tag = (Map<String, Object>) source.get("near_duplicate_of");
      SignatureVector v = vectors.get(id);
      long best = -1;
      long bestUnion = 1;
      for (String other : ids) {
        if (other.equals(id) || ids.indexOf(other) > ids.indexOf(id)) {
          continue; // only earlier documents of the same request
        }
        long o = v.overlap(vectors.get(other), Measure.MULTISET);
        long u = v.length(Measure.MULTISET) + vectors.get(other).length(Measure.MULTISET) - o;
        if (u > 0 && tau.accepts(o, u) && (best < 0 || o * bestUnion > best * u)) {
          best = o;
          bestUnion = u;
        }
      }
      if (best < 0) {
        assertEquals(null, tag, id);
      } else {
        assertEquals(
            (double) best / bestUnion, ((Number) tag.get("similarity")).doubleValue(), 1e-12, id);
        assertEquals(true, tag.get("in_request"), id);
      }
    }
  }

  @Test
  void badRequestsAreFourHundreds() throws Exception {
    for (String[] bad :
        new String[][] {
          {
            "POST",
            "/pages/_search",
            "{\"query\": {\"near_duplicate\": {\"field\": \"body\", \"like\": \"x\", \"tau\": 1.5}}}",
            "tau"
          },
          {
            "POST",
            "/pages/_search",
            "{\"query\": {\"near_duplicate\": {\"field\": \"title\", \"like\": \"x\", \"tau\": 0.5}}}",
            "spotsigs"
          },
          {
            "POST",
            "/pages/_search",
            "{\"query\": {\"near_duplicate\": {\"field\": \"body\", \"like\": {\"_id\": \"nope\"}, \"tau\": 0.5}}}",
            "not found"
          },
          {
            "POST",
            "/pages/_search",
            "{\"query\": {\"near_duplicate\": {\"field\": \"body\", \"like\": \"x\", \"tau\": 0.5, \"measure\": \"cosine\"}}}",
            "measure"
          },
          {
            "POST",
            "/pages/_search",
            "{\"size\": 0, \"aggs\": {\"l\": {\"terms\": {\"field\": \"body.len\"}}}}",
            "aggregated"
          },
          {"POST", "/pages/_near_duplicates", "{\"field\": \"body\"}", "tau"},
          {"POST", "/pages/_near_duplicates", "{\"field\": \"title\", \"tau\": 0.5}", "spotsigs"},
          {
            "POST",
            "/pages/_near_duplicates",
            "{\"field\": \"body\", \"tau\": 0.5, \"colors\": 1}",
            "unknown"
          },
          {
            "POST",
            "/pages/_near_duplicates?wait_for_completion=false",
            "{\"field\": \"body\", \"tau\": 0.5, \"dest\": \"incoming\"}",
            "exists"
          },
          {
            "PUT",
            "/badsettings",
            "{\"settings\": {\"analysis\": {\"analyzer\": {\"a\": {\"type\": \"spotsigs\", \"distance\": \"x\", \"colour\": 1}}}}}",
            "colour"
          },
          {"PUT", "/pages/_doc/array", "{\"body\": [\"a text\", \"another\"]}", "one value"},
          {"PUT", "/pages/_doc/badcount", "{\"body\": {\"the:a:b\": 0}}", "count"},
          {
            "PUT",
            "/_ingest/pipeline/bad",
            "{\"processors\": [{\"near_duplicate\": {\"field\": \"body\", \"tau\": 2}}]}",
            "tau"
          },
        }) {
      EsNodes.Answer a = es.request(bad[0], bad[1], bad[2]);
      assertEquals(400, a.status(), bad[1] + " " + bad[2] + ": " + a);
      assertTrue(String.valueOf(a.body()).contains(bad[3]), bad[2] + " names " + bad[3] + ": " + a);
    }
  }
}
