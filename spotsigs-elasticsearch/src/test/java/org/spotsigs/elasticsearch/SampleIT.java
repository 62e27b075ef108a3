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

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.spotsigs.analysis.SpotSigsAnalyzer;
import org.spotsigs.core.Measure;
import org.spotsigs.core.Threshold;
import org.spotsigs.html.ArticleExtractor;
import org.spotsigs.index.SignatureVector;
import org.spotsigs.search.ResultPageDeduplicator;

/**
 * The 47 bundled sample pages indexed as texts on one node of the real distribution: every answer
 * of the plugin equals the library's over the same vectors (the analyzer defaults of a new index,
 * which are the command line's: the article extraction).
 */
@ExtendWith(OneNode.class)
class SampleIT {
  private static final Path SAMPLE = Path.of("..", "src-test-corpora", "news-sample", "pages");
  private static EsNodes es;
  private static final Map<String, String> pages = new TreeMap<>();
  private static final Map<String, SignatureVector> vectors = new TreeMap<>();

  @BeforeAll
  static void index(EsNodes node) throws Exception {
    es = node;
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
        "/sample",
        """
        {"settings": {"number_of_shards": 3, "number_of_replicas": 0, "index.sort.field": "body.len", "index.sort.order": "desc"},
         "mappings": {"properties": {"body": {"type": "spotsigs"}, "title": {"type": "keyword"}}}}""");
    StringBuilder bulk = new StringBuilder();
    for (Map.Entry<String, String> e : pages.entrySet()) {
      bulk.append(EsNodes.json(Map.of("index", Map.of("_index", "sample", "_id", e.getKey()))));
      bulk.append('\n').append(EsNodes.json(Map.of("body", e.getValue(), "title", e.getKey())));
      bulk.append('\n');
    }
    Map<String, Object> r = es.expect(200, "POST", "/_bulk?refresh=true", bulk.toString());
    assertEquals(false, r.get("errors"), String.valueOf(r));
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
                "/sample/_near_duplicates",
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
                    "/sample/_search",
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
        {"processors": [{"near_duplicate": {"field": "body", "index": "sample", "tau": 0.8, "on_duplicate": "skip"}}]}""");
    es.expect(
        200,
        "PUT",
        "/_ingest/pipeline/sample-tag",
        """
        {"processors": [{"near_duplicate": {"field": "body", "tau": 0.8, "on_duplicate": "tag"}}]}""");
    es.expect(
        200,
        "PUT",
        "/sample-incoming",
        "{\"mappings\": {\"properties\": {\"body\": {\"type\": \"spotsigs\"}}}}");
    // each page against the index: skipped exactly when the library finds a near-duplicate there
    // (the page itself is one: a copy)
    StringBuilder bulk = new StringBuilder();
    List<String> ids = new ArrayList<>(pages.keySet());
    for (String id : ids) {
      bulk.append(
          EsNodes.json(Map.of("index", Map.of("_index", "sample-incoming", "_id", "copy-" + id))));
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
      fresh.append(EsNodes.json(Map.of("index", Map.of("_index", "sample-fresh", "_id", id))));
      fresh.append('\n').append(EsNodes.json(Map.of("body", pages.get(id)))).append('\n');
    }
    es.expect(
        200,
        "PUT",
        "/sample-fresh",
        "{\"mappings\": {\"properties\": {\"body\": {\"type\": \"spotsigs\"}}}}");
    es.expect(
        200,
        "PUT",
        "/_ingest/pipeline/sample-fresh-skip",
        """
        {"processors": [{"near_duplicate": {"field": "body", "tau": 0.8, "on_duplicate": "skip"}}]}""");
    r = es.expect(200, "POST", "/_bulk?pipeline=sample-fresh-skip&refresh=true", fresh.toString());
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
        "/sample-tagged",
        "{\"mappings\": {\"properties\": {\"body\": {\"type\": \"spotsigs\"}}}}");
    r =
        es.expect(
            200,
            "POST",
            "/_bulk?pipeline=sample-tag&refresh=true",
            bulk.toString().replace("\"sample-incoming\"", "\"sample-tagged\""));
    for (String id : ids) {
      @SuppressWarnings("unchecked")
      Map<String, Object> source =
          (Map<String, Object>)
              es.expect(200, "GET", "/sample-tagged/_doc/copy-" + id, null).get("_source");
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
  void foldedPagesAreTheLibrarysResultPageDeduplication() throws Exception {
    for (String t : List.of("0.5", "4/5")) {
      Measure m = t.equals("0.5") ? Measure.SET : Measure.MULTISET;
      List<String> order = new ArrayList<>(pages.keySet()); // the page sorted by title = id
      ResultPageDeduplicator.Folding expected =
          new ResultPageDeduplicator("body", Threshold.parse(t), m)
              .fold(order.stream().map(vectors::get).toList());
      Map<String, Object> folded =
          es.expect(
              200,
              "POST",
              "/sample/_near_duplicate_fold?field=body&tau="
                  + t
                  + "&measure="
                  + m.name().toLowerCase(java.util.Locale.ROOT),
              "{\"query\": {\"match_all\": {}}, \"size\": 100, \"sort\": [{\"title\": \"asc\"}],"
                  + " \"_source\": false}");
      Map<String, List<String>> expectedKept = new java.util.LinkedHashMap<>();
      for (int i = 0; i < order.size(); i++) {
        if (expected.kept(i)) {
          expectedKept.put(order.get(i), new ArrayList<>());
        }
      }
      for (int i = 0; i < order.size(); i++) {
        if (!expected.kept(i)) {
          expectedKept
              .get(order.get(expected.into()[i]))
              .add(order.get(i) + "=" + expected.similarity(i));
        }
      }
      Map<String, List<String>> got = new java.util.LinkedHashMap<>();
      for (Map<String, Object> h : EsNodes.hits(folded)) {
        List<String> under = new ArrayList<>();
        @SuppressWarnings("unchecked")
        Map<String, Object> fields = (Map<String, Object>) h.get("fields");
        if (fields != null) {
          for (Object o : (List<?>) fields.get("_near_duplicates")) {
            Map<?, ?> f = (Map<?, ?>) o;
            assertEquals("sample", f.get("_index"));
            under.add(f.get("_id") + "=" + f.get("similarity"));
          }
        }
        got.put((String) h.get("_id"), under);
      }
      assertEquals(expectedKept, got, "the folded page at " + t + " " + m);
      assertTrue(got.size() < pages.size(), "the sample folds at " + t);
      assertEquals(
          pages.size(),
          ((Number) ((Map<?, ?>) ((Map<?, ?>) folded.get("hits")).get("total")).get("value"))
              .intValue(),
          "the total is left as it was");
    }
  }

  @Test
  void badRequestsAreFourHundreds() throws Exception {
    for (String[] bad :
        new String[][] {
          {
            "POST",
            "/sample/_search",
            "{\"query\": {\"near_duplicate\": {\"field\": \"body\", \"like\": \"x\", \"tau\": 1.5}}}",
            "tau"
          },
          {
            "POST",
            "/sample/_search",
            "{\"query\": {\"near_duplicate\": {\"field\": \"title\", \"like\": \"x\", \"tau\": 0.5}}}",
            "spotsigs"
          },
          {
            "POST",
            "/sample/_search",
            "{\"query\": {\"near_duplicate\": {\"field\": \"body\", \"like\": {\"_id\": \"nope\"}, \"tau\": 0.5}}}",
            "not found"
          },
          {
            "POST",
            "/sample/_search",
            "{\"query\": {\"near_duplicate\": {\"field\": \"body\", \"like\": \"x\", \"tau\": 0.5, \"measure\": \"cosine\"}}}",
            "measure"
          },
          {
            "POST",
            "/sample/_search",
            "{\"size\": 0, \"aggs\": {\"l\": {\"terms\": {\"field\": \"body.len\"}}}}",
            "aggregated"
          },
          {"POST", "/sample/_near_duplicates", "{\"field\": \"body\"}", "tau"},
          {"POST", "/sample/_near_duplicate_fold?field=body", "{}", "tau"},
          {
            "POST",
            "/sample/_near_duplicate_fold?field=body&tau=0.5&measure=cosine",
            "{}",
            "measure"
          },
          {"POST", "/sample/_near_duplicate_fold?tau=0.5", "{}", "field"},
          {"POST", "/sample/_near_duplicates", "{\"field\": \"title\", \"tau\": 0.5}", "spotsigs"},
          {
            "POST",
            "/sample/_near_duplicates",
            "{\"field\": \"body\", \"tau\": 0.5, \"colors\": 1}",
            "unknown"
          },
          {
            "POST",
            "/sample/_near_duplicates?wait_for_completion=false",
            "{\"field\": \"body\", \"tau\": 0.5, \"dest\": \"sample-incoming\"}",
            "exists"
          },
          {
            "PUT",
            "/badsettings",
            "{\"settings\": {\"analysis\": {\"analyzer\": {\"a\": {\"type\": \"spotsigs\", \"distance\": \"x\", \"colour\": 1}}}}}",
            "colour"
          },
          {"PUT", "/sample/_doc/array", "{\"body\": [\"a text\", \"another\"]}", "one value"},
          {"PUT", "/sample/_doc/badcount", "{\"body\": {\"the:a:b\": 0}}", "count"},
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
