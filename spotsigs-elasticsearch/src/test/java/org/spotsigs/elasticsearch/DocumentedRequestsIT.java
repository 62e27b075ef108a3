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

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * Every request of docs/ELASTICSEARCH.md (its {@code http} blocks), in order and as written,
 * against the node of the real distribution that the test classes share ({@link OneNode}; the
 * others use index and pipeline names of their own): each must answer 2xx; then the answers the
 * page describes.
 */
@ExtendWith(OneNode.class)
class DocumentedRequestsIT {
  private static final Path DOC = Path.of("..", "docs", "ELASTICSEARCH.md");
  private static final Pattern REQUEST_LINE = Pattern.compile("^(GET|PUT|POST|DELETE) (/\\S*)$");

  /** A request of the page. */
  record Request(String method, String path, String body) {}

  /** The requests of the page's {@code http} blocks, in order. */
  static List<Request> requests(String markdown) {
    List<Request> out = new ArrayList<>();
    boolean inBlock = false;
    String method = null;
    String path = null;
    StringBuilder body = new StringBuilder();
    for (String line : markdown.split("\n", -1)) {
      if (!inBlock) {
        inBlock = line.equals("```http");
        continue;
      }
      Matcher m = REQUEST_LINE.matcher(line);
      if (line.equals("```") || m.matches()) {
        if (method != null) {
          out.add(new Request(method, path, body.toString().strip()));
        }
        method = null;
        body.setLength(0);
        if (line.equals("```")) {
          inBlock = false;
          continue;
        }
        method = m.group(1);
        path = m.group(2);
      } else if (method != null) {
        body.append(line).append('\n');
      } else if (!line.isBlank()) {
        throw new AssertionError("a line outside a request in an http block: " + line);
      }
    }
    return out;
  }

  @Test
  void everyRequestRunsAsWritten(EsNodes es) throws Exception {
    List<Request> requests = requests(Files.readString(DOC));
    assertTrue(requests.size() >= 15, "the page's requests: " + requests.size());
    String task = null;
    for (Request r : requests) {
      String path = r.path();
      if (path.contains("<task>")) {
        assertTrue(task != null, "a task id before " + path);
        path = path.replace("<task>", task);
      }
      String body = r.body().isEmpty() ? null : r.body();
      if (body != null && path.contains("_bulk")) {
        body = body + "\n";
      }
      EsNodes.Answer a = es.request(r.method(), path, body);
      assertTrue(a.status() / 100 == 2, r.method() + " " + path + " as written answers " + a);
      if (a.body().get("task") instanceof String t) {
        task = t;
      }
    }
    // what the page says of the answers
    es.expect(404, "GET", "/pages/_doc/4", null); // a copy of 1: dropped by the dedup pipeline
    @SuppressWarnings("unchecked")
    Map<String, Object> tag =
        (Map<String, Object>)
            ((Map<String, Object>) es.expect(200, "GET", "/tagged/_doc/t1", null).get("_source"))
                .get("near_duplicate_of");
    assertEquals("1", tag.get("_id"), String.valueOf(tag));
    assertEquals(1.0, ((Number) tag.get("similarity")).doubleValue(), String.valueOf(tag));
    assertEquals(tag.get("overlap"), tag.get("union"));
    es.expect(200, "GET", "/pages/_doc/5", null);
    es.expect(404, "GET", "/pages/_doc/6", null); // a copy of 5 in the same bulk request
    Map<String, Object> pairs =
        es.expect(
            200,
            "POST",
            "/pages/_near_duplicates",
            "{\"field\": \"body\", \"tau\": 0.8, \"clusters\": true}");
    assertEquals(4, ((Number) pairs.get("documents")).intValue(), String.valueOf(pairs));
    assertEquals(List.of(List.of("1", "2")), pairs.get("clusters"), String.valueOf(pairs));
    @SuppressWarnings("unchecked")
    Map<String, Object> pair = ((List<Map<String, Object>>) pairs.get("pairs")).get(0);
    assertEquals(15, ((Number) pair.get("overlap")).intValue(), String.valueOf(pair));
    assertEquals(17, ((Number) pair.get("union")).intValue(), String.valueOf(pair));
    // the languages of the multilingual index, by body.lang: the German page alone is German
    for (String lang : List.of("en", "de")) {
      Set<String> ids = new java.util.TreeSet<>();
      for (Map<String, Object> h :
          EsNodes.hits(
              es.expect(
                  200,
                  "GET",
                  "/multilingual/_search",
                  "{\"query\": {\"term\": {\"body.lang\": \"" + lang + "\"}}}"))) {
        ids.add((String) h.get("_id"));
      }
      assertTrue(ids.contains(lang), lang + ": " + ids);
      assertEquals(lang.equals("de"), ids.equals(Set.of("de")), lang + ": " + ids);
    }
    // the short text's copy, by its fingerprint (fewer than five signatures), at similarity 1
    List<Map<String, Object>> copies =
        EsNodes.hits(
            es.expect(
                200,
                "GET",
                "/multilingual/_search",
                "{\"query\": {\"near_duplicate\": {\"field\": \"body\", \"like\": {\"_id\":"
                    + " \"short-1\"}, \"tau\": 0.9}}}"));
    assertEquals(1, copies.size(), String.valueOf(copies));
    assertEquals("short-2", copies.get(0).get("_id"));
    assertEquals(1.0, ((Number) copies.get(0).get("_score")).doubleValue());
    // the folded page: one of pages 1 and 2, the other under it with their exact similarity
    List<Map<String, Object>> folded =
        EsNodes.hits(
            es.expect(
                200,
                "GET",
                "/pages/_near_duplicate_fold?field=body&tau=0.8",
                "{\"query\": {\"match\": {\"title\": \"storm\"}}, \"size\": 20}"));
    assertEquals(1, folded.size(), String.valueOf(folded));
    @SuppressWarnings("unchecked")
    List<Map<String, Object>> under =
        (List<Map<String, Object>>)
            ((Map<String, Object>) folded.get(0).get("fields")).get("_near_duplicates");
    assertEquals(1, under.size(), String.valueOf(under));
    assertEquals(
        Set.of("1", "2"),
        Set.of((String) folded.get(0).get("_id"), (String) under.get(0).get("_id")));
    assertEquals(15.0 / 17, ((Number) under.get(0).get("similarity")).doubleValue());
    // collapse on the cluster ids: pages 1 and 2 in one hit
    List<Map<String, Object>> collapsed =
        EsNodes.hits(
            es.expect(
                200,
                "GET",
                "/pages/_search",
                "{\"query\": {\"match\": {\"title\": \"storm\"}}, \"collapse\": {\"field\":"
                    + " \"near_duplicate_cluster\"}}"));
    assertEquals(1, collapsed.size(), String.valueOf(collapsed));
    // the task's stored result and dest
    Map<String, Object> done = es.expect(200, "GET", "/_tasks/" + task, null);
    assertEquals(true, done.get("completed"), String.valueOf(done));
    @SuppressWarnings("unchecked")
    Map<String, Object> response = (Map<String, Object>) done.get("response");
    assertEquals(1, ((Number) response.get("pairs_written")).intValue(), String.valueOf(done));
    assertEquals(1, ((Number) response.get("clusters")).intValue(), String.valueOf(done));
    assertFalse(
        EsNodes.hits(es.expect(200, "GET", "/pages-pairs-2/_search", null)).isEmpty(),
        "dest holds the pair");
  }
}
