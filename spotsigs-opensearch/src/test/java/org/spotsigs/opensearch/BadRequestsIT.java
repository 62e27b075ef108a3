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
import java.util.Map;
import org.opensearch.client.Request;
import org.opensearch.client.Response;
import org.opensearch.client.ResponseException;
import org.opensearch.test.OpenSearchIntegTestCase.ClusterScope;
import org.opensearch.test.OpenSearchIntegTestCase.Scope;
import org.spotsigs.core.Measure;
import org.spotsigs.core.Threshold;
import org.spotsigs.index.SignatureVector;

/** Bad requests over HTTP: status 400 and a message that says what to fix; never a 500. */
@ClusterScope(
    scope = Scope.SUITE,
    numDataNodes = 2,
    numClientNodes = 0,
    supportsDedicatedMasters = false)
public class BadRequestsIT extends SpotSigsIntegTestCase {

  @Override
  public void setUp() throws Exception {
    super.setUp();
    if (!indexExists("bad")) {
      createSpotSigsIndex("bad", 3, 1);
      indexVectors(
          "bad",
          Map.of(
              "a",
              SignatureVector.of(Map.of("the:x:y", 2, "is:a:b", 1)),
              "b",
              SignatureVector.of(Map.of("the:x:y", 2, "is:a:c", 1))));
    }
  }

  private static String nearDuplicate(String field, String like, String tau) {
    return "{\"query\": {\"near_duplicate\": {\"field\": \""
        + field
        + "\", \"like\": "
        + like
        + ", \"tau\": "
        + tau
        + "}}}";
  }

  /** Performs the request; returns the error body of a 400, failing on any other status. */
  private static String expect400(String method, String path, String body) throws IOException {
    return expectStatus(400, method, path, body);
  }

  /** Performs the request; returns the error body, failing on any status but {@code expected}. */
  private static String expectStatus(int expected, String method, String path, String body)
      throws IOException {
    Request r = new Request(method, path);
    if (body != null) {
      r.setJsonEntity(body);
    }
    try {
      Response ok = getRestClient().performRequest(r);
      fail("expected 400, got " + ok.getStatusLine());
      return null;
    } catch (ResponseException e) {
      int status = e.getResponse().getStatusLine().getStatusCode();
      String text =
          new String(
              e.getResponse().getEntity().getContent().readAllBytes(),
              java.nio.charset.StandardCharsets.UTF_8);
      assertEquals("status of " + method + " " + path + " " + body + ": " + text, expected, status);
      return text;
    }
  }

  private static void assertMentions(String body, String... words) {
    for (String w : words) {
      assertTrue("error should mention [" + w + "]: " + body, body.contains(w));
    }
  }

  public void testGoodQueryOverHttp() throws IOException {
    Request r = new Request("POST", "/bad/_search");
    r.setJsonEntity(
        nearDuplicate("body", "{\"signatures\": {\"the:x:y\": 2, \"is:a:b\": 1}}", "\"1/2\""));
    Response response = getRestClient().performRequest(r);
    String text =
        new String(
            response.getEntity().getContent().readAllBytes(),
            java.nio.charset.StandardCharsets.UTF_8);
    // a: identical (1.0); b: overlap 2, union 4 (0.5, exactly tau)
    assertMentions(text, "\"_id\":\"a\"", "\"_score\":1.0", "\"_id\":\"b\"", "\"_score\":0.5");
  }

  public void testTauOutOfRange() throws IOException {
    for (String tau : new String[] {"0", "1.5", "-0.2", "\"abc\"", "\"3/2\""}) {
      assertMentions(
          expect400("POST", "/bad/_search", nearDuplicate("body", "\"the text\"", tau)),
          "tau",
          "(0, 1]");
    }
    assertMentions(
        expect400("POST", "/bad/_near_duplicates", "{\"field\": \"body\", \"tau\": 1.2}"),
        "tau",
        "(0, 1]");
    assertMentions(
        expect400(
            "POST",
            "/bad/_search",
            "{\"query\": {\"near_duplicate\": {\"field\": \"body\", \"like\": \"x\"}}}"),
        "requires [tau]");
  }

  public void testMissingField() throws IOException {
    assertMentions(
        expect400("POST", "/bad/_search", nearDuplicate("nope", "\"the text\"", "0.8")),
        "no field [nope]");
    assertMentions(
        expect400("POST", "/bad/_near_duplicates", "{\"field\": \"nope\", \"tau\": 0.8}"),
        "no field [nope]");
    assertMentions(
        expect400("POST", "/bad/_near_duplicates", "{\"tau\": 0.8}"), "requires [field]");
  }

  public void testWrongFieldType() throws IOException {
    assertMentions(
        expect400("POST", "/bad/_search", nearDuplicate("group", "\"the text\"", "0.8")),
        "[group]",
        "[keyword]",
        "[spotsigs]");
    assertMentions(
        expect400("POST", "/bad/_near_duplicates", "{\"field\": \"group\", \"tau\": 0.8}"),
        "[keyword]",
        "[spotsigs]");
  }

  public void testUnknownDocumentId() throws IOException {
    assertMentions(
        expect400("POST", "/bad/_search", nearDuplicate("body", "{\"_id\": \"missing\"}", "0.8")),
        "document [missing] not found");
    assertMentions(
        expect400(
            "POST",
            "/bad/_search",
            nearDuplicate("body", "{\"_id\": \"missing\", \"_index\": \"bad\"}", "0.8")),
        "document [missing] not found");
  }

  public void testMalformedRequests() throws IOException {
    assertMentions(
        expect400(
            "POST",
            "/bad/_search",
            nearDuplicate("body", "{\"_id\": \"a\", \"signatures\": {\"x\": 1}}", "0.8")),
        "either [_id] or [signatures]");
    assertMentions(
        expect400(
            "POST", "/bad/_search", nearDuplicate("body", "{\"signatures\": {\"x\": 0}}", "0.8")),
        "must be an integer in [1, ");
    assertMentions(
        expect400(
            "POST",
            "/bad/_search",
            "{\"query\": {\"near_duplicate\": {\"field\": \"body\", \"like\": \"x\", \"tau\": 0.5, \"measure\": \"cosine\"}}}"),
        "unknown measure");
    assertMentions(
        expect400(
            "POST",
            "/bad/_near_duplicates",
            "{\"field\": \"body\", \"tau\": 0.5, \"concurrency\": \"many\"}"),
        "[concurrency] must be an integer");
    assertMentions(
        expect400("PUT", "/bad/_doc/c", "{\"body\": [\"one text\", \"another\"]}"),
        "one value per document");
    assertMentions(
        expect400("PUT", "/bad/_doc/c", "{\"body\": {\"the:x\": \"two\"}}"), "count of [the:x]");
    assertMentions(
        expect400(
            "PUT",
            "/bad2",
            "{\"settings\": {\"analysis\": {\"filter\": {\"s\": {\"type\": \"spotsigs\", "
                + "\"distance\": \"far\"}}}}}"),
        "[distance] must be an integer");
    assertMentions(
        expect400(
            "PUT",
            "/bad3",
            "{\"settings\": {\"analysis\": {\"filter\": {\"s\": {\"type\": \"spotsigs\", "
                + "\"antecedent_set\": \"nouns\"}}}}}"),
        "unknown antecedent set");
    assertMentions(
        expect400(
            "PUT",
            "/_ingest/pipeline/bad",
            "{\"processors\": [{\"near_duplicate\": {\"field\": \"body\", \"tau\": 2}}]}"),
        "tau");
    assertMentions(
        expect400(
            "PUT",
            "/_search/pipeline/bad",
            "{\"response_processors\": [{\"near_duplicate_fold\": "
                + "{\"field\": \"body\", \"tau\": 0}}]}"),
        "tau");
  }

  public void testBadExtractionSettings() throws IOException {
    assertMentions(
        expect400(
            "PUT", "/badext", "{\"settings\": {\"index.spotsigs.extraction\": \"readability\"}}"),
        "index.spotsigs.extraction");
    assertMentions(
        expect400(
            "PUT",
            "/badext",
            "{\"settings\": {\"analysis\": {\"analyzer\": {\"a\": {\"type\": \"spotsigs\", "
                + "\"extraction\": \"article:minWords=-1\"}}}}}"),
        "minWords");
    assertMentions(
        expect400(
            "PUT",
            "/badext",
            "{\"settings\": {\"analysis\": {\"analyzer\": {\"a\": {\"type\": \"spotsigs\", "
                + "\"extraction\": \"none\", \"min_block_words\": 5}}}}}"),
        "[extraction] or [strip_html]/[min_block_words]");
    assertMentions(
        expect400(
            "PUT",
            "/badext",
            "{\"settings\": {\"analysis\": {\"char_filter\": {\"c\": {\"type\": \"html_article\", "
                + "\"min_words\": -1}}}}}"),
        "min_words");
    assertMentions(
        expect400(
            "PUT",
            "/badext",
            "{\"settings\": {\"analysis\": {\"char_filter\": {\"c\": {\"type\": \"html_article\", "
                + "\"minimum\": 3}}}}}"),
        "unknown setting [minimum]");
  }

  public void testStrictParameters() throws IOException {
    assertMentions(
        expect400(
            "POST",
            "/bad/_near_duplicates",
            "{\"field\": \"body\", \"tau\": 0.5, \"clusters\": \"x\"}"),
        "[clusters] must be true or false");
    assertMentions(
        expect400(
            "POST", "/bad/_near_duplicates?clusters=yes", "{\"field\": \"body\", \"tau\": 0.5}"),
        "[clusters] must be true or false");
    assertMentions(
        expect400(
            "POST",
            "/bad/_search",
            nearDuplicate("body", "{\"signatures\": {\"x\": 3000000000}}", "0.8")),
        "count of [x]",
        "2147483647");
    assertMentions(
        expect400("PUT", "/bad/_doc/c", "{\"body\": {\"the:x\": 4294967297}}"), "count of [the:x]");
    assertMentions(
        expect400("POST", "/bad,other/_near_duplicates", "{\"field\": \"body\", \"tau\": 0.5}"),
        "one index at a time",
        "[bad,other]");
    assertMentions(
        expect400("POST", "/ba*/_near_duplicates", "{\"field\": \"body\", \"tau\": 0.5}"),
        "one index at a time");
    String pairs = "/bad/_near_duplicates";
    assertMentions(
        expect400(
            "POST",
            pairs,
            "{\"field\": \"body\", \"tau\": 0.5, \"dest\": \"p\", \"max_pairs\": 5}"),
        "[max_pairs]",
        "[dest]");
    assertMentions(
        expect400("POST", pairs, "{\"field\": \"body\", \"tau\": 0.5, \"cluster_field\": \"c\"}"),
        "[cluster_field]",
        "needs [dest] and [clusters]: true");
    assertMentions(
        expect400("POST", pairs, "{\"field\": \"body\", \"tau\": 0.5, \"order_field\": \"seq\"}"),
        "[order_field]",
        "needs [clusters]: true");
    assertMentions(
        expect400("POST", pairs, "{\"field\": \"body\", \"tau\": 0.5, \"dest\": \"bad\"}"),
        "[dest] must be a new index");
    assertMentions(
        expect400("POST", pairs, "{\"field\": \"body\", \"tau\": 0.5, \"concurrency\": 0}"),
        "[concurrency] must be >= 1");
    assertMentions(
        expect400(
            "POST",
            pairs,
            "{\"field\": \"body\", \"tau\": 0.5, \"dest\": \"bad-pairs\", \"clusters\": true,"
                + " \"order_field\": \"nope\"}"),
        "[order_field] [nope] of index [bad] is not mapped");
    assertFalse("a refused run creates no dest index", indexExists("bad-pairs"));
  }

  public void testSearchesSortByLength() throws IOException {
    if (!indexExists("sorted")) {
      createSpotSigsIndex("sorted", 3, 1);
      indexVectors("sorted", randomDocs(60, Threshold.parse("0.8"), Measure.MULTISET));
    }
    for (String field : new String[] {"body.len", "body.card"}) {
      for (String order : new String[] {"desc", "asc"}) {
        Request r = new Request("POST", "/sorted/_search");
        r.setJsonEntity(
            "{\"size\": 20, \"sort\": [{\""
                + field
                + "\": \""
                + order
                + "\"}], \"_source\": false}");
        Response response = getRestClient().performRequest(r);
        Map<String, Object> body =
            org.opensearch.common.xcontent.XContentHelper.convertToMap(
                org.opensearch.common.xcontent.json.JsonXContent.jsonXContent,
                response.getEntity().getContent(),
                false);
        @SuppressWarnings("unchecked")
        Map<String, Object> shards = (Map<String, Object>) body.get("_shards");
        assertEquals(
            field + " " + order + ": " + body, 0, ((Number) shards.get("failed")).intValue());
        @SuppressWarnings("unchecked")
        java.util.List<Map<String, Object>> hits =
            (java.util.List<Map<String, Object>>)
                ((Map<String, Object>) body.get("hits")).get("hits");
        assertEquals(20, hits.size());
        long previous = order.equals("desc") ? Long.MAX_VALUE : Long.MIN_VALUE;
        for (Map<String, Object> h : hits) {
          long v = ((Number) ((java.util.List<?>) h.get("sort")).get(0)).longValue();
          assertTrue(
              field + " " + order + ": " + hits,
              order.equals("desc") ? v <= previous : v >= previous);
          previous = v;
        }
      }
    }
  }

  public void testAggregationOnLengthIsRefusedCleanly() throws IOException {
    assertMentions(
        expect400(
            "POST",
            "/bad/_search",
            "{\"size\": 0, \"aggs\": {\"l\": {\"terms\": {\"field\": \"body.len\"}}}}"),
        "body.len");
  }

  /** The thresholds parse exactly: 0.8 is 4/5 and the pair at exactly tau is found. */
  public void testThresholdIsExactOverTheWire() {
    Map<String, Float> hits =
        search(
            "bad",
            org.spotsigs.opensearch.query.NearDuplicateQueryBuilder.likeVector(
                FIELD,
                SignatureVector.of(Map.of("the:x:y", 2, "is:a:b", 1)),
                Threshold.parse("0.5"),
                Measure.MULTISET),
            2);
    assertEquals(Map.of("a", 1f, "b", 0.5f), hits);
  }

  /**
   * A run asked for with {@code wait_for_completion=false} makes its checks before it starts: a bad
   * field, order field, missing index or existing dest is the answer itself, not a task whose
   * stored result is the error; and no task is started for it.
   */
  public void testTheTaskFormChecksBeforeItStarts() throws IOException {
    String async = "/bad/_near_duplicates?wait_for_completion=false";
    assertMentions(
        expect400("POST", async, "{\"field\": \"nope\", \"tau\": 0.8}"),
        "index [bad] has no field [nope]");
    assertMentions(
        expect400("POST", async, "{\"field\": \"group\", \"tau\": 0.8}"),
        "of type [keyword]",
        "needs a field of type [spotsigs]");
    // every bad field in one answer
    assertMentions(
        expect400(
            "POST",
            async,
            "{\"field\": \"nope\", \"tau\": 0.8, \"clusters\": true, \"dest\": \"p1\","
                + " \"order_field\": \"missing\"}"),
        "has no field [nope]",
        "[order_field] [missing] of index [bad] is not mapped");
    assertMentions(
        expectStatus(
            404,
            "POST",
            "/no-such-index/_near_duplicates?wait_for_completion=false",
            "{\"field\": \"body\", \"tau\": 0.8}"),
        "no such index");
    if (!indexExists("taken")) {
      createIndex("taken");
    }
    assertMentions(
        expect400("POST", async, "{\"field\": \"body\", \"tau\": 0.8, \"dest\": \"taken\"}"),
        "[dest] index [taken] exists");
    // none of them left a run behind
    Response tasks =
        getRestClient()
            .performRequest(new Request("GET", "/_tasks?actions=indices:data/read/spotsigs/pairs"));
    String text =
        new String(
            tasks.getEntity().getContent().readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
    assertFalse("no run started: " + text, text.contains("spotsigs/pairs"));
  }

  /** Every bad setting of an analysis component is named in its one answer, not the first only. */
  public void testEveryBadAnalysisSettingIsNamed() throws IOException {
    assertMentions(
        expect400(
            "PUT",
            "/bad4",
            "{\"settings\": {\"analysis\": {\"filter\": {\"s\": {\"type\": \"spotsigs\", "
                + "\"distance\": \"far\", \"chain_length\": \"long\", \"antecedent_set\": "
                + "\"nouns\", \"language\": \"xx\", \"colour\": 1, \"size\": 2}}}}}"),
        "[distance] must be an integer",
        "[chain_length] must be an integer",
        "unknown antecedent set",
        "xx",
        "unknown settings [colour, size]");
    assertMentions(
        expect400(
            "PUT",
            "/bad5",
            "{\"settings\": {\"analysis\": {\"analyzer\": {\"a\": {\"type\": \"spotsigs\", "
                + "\"tokenization\": \"words\", \"min_block_words\": \"many\", \"key\": "
                + "\"both\"}}}}}"),
        "unknown tokenization [words]",
        "[min_block_words] must be an integer",
        "both");
  }
}
