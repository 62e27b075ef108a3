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
import org.opensearch.common.io.stream.BytesStreamOutput;
import org.opensearch.common.xcontent.json.JsonXContent;
import org.opensearch.core.common.ParsingException;
import org.opensearch.core.xcontent.DeprecationHandler;
import org.opensearch.core.xcontent.NamedXContentRegistry;
import org.opensearch.core.xcontent.ToXContent;
import org.opensearch.core.xcontent.XContentBuilder;
import org.opensearch.core.xcontent.XContentParser;
import org.opensearch.test.OpenSearchTestCase;
import org.spotsigs.core.Measure;
import org.spotsigs.core.Threshold;
import org.spotsigs.index.SignatureVector;
import org.spotsigs.opensearch.query.NearDuplicateQueryBuilder;
import org.spotsigs.opensearch.query.NearDuplicateQueryBuilder.LikeDocument;
import org.spotsigs.testing.RandomVectors;

/**
 * The query's JSON and wire forms: what is written is read back equal; bad JSON is a parsing error
 * (HTTP 400).
 */
public class NearDuplicateQueryBuilderTests extends OpenSearchTestCase {

  private static NearDuplicateQueryBuilder randomBuilder() {
    Threshold tau = RandomVectors.randomTau(random());
    Measure measure = randomFrom(Measure.values());
    NearDuplicateQueryBuilder b =
        switch (random().nextInt(3)) {
          case 0 ->
              NearDuplicateQueryBuilder.likeText(
                  "body", randomAlphaOfLengthBetween(0, 40), tau, measure);
          case 1 ->
              NearDuplicateQueryBuilder.likeVector(
                  "body", SignatureVector.of(new RandomVectors(random()).document()), tau, measure);
          default ->
              NearDuplicateQueryBuilder.likeDocument(
                  "body",
                  new LikeDocument(
                      randomBoolean() ? null : "idx",
                      randomAlphaOfLength(5),
                      randomBoolean() ? null : "r"),
                  tau,
                  measure);
        };
    return b.include(randomBoolean())
        .ignoreUnmapped(randomBoolean())
        .boost(randomFloat() + 0.5f)
        .queryName(randomBoolean() ? null : "n");
  }

  private static NearDuplicateQueryBuilder parse(String json) throws IOException {
    try (XContentParser p =
        JsonXContent.jsonXContent.createParser(
            NamedXContentRegistry.EMPTY, DeprecationHandler.THROW_UNSUPPORTED_OPERATION, json)) {
      assertEquals(XContentParser.Token.START_OBJECT, p.nextToken());
      assertEquals(XContentParser.Token.FIELD_NAME, p.nextToken());
      assertEquals(NearDuplicateQueryBuilder.NAME, p.currentName());
      assertEquals(XContentParser.Token.START_OBJECT, p.nextToken());
      return NearDuplicateQueryBuilder.fromXContent(p);
    }
  }

  public void testJsonRoundTrip() throws IOException {
    for (int i = 0; i < 50; i++) {
      NearDuplicateQueryBuilder b = randomBuilder();
      XContentBuilder x = JsonXContent.contentBuilder();
      b.toXContent(x, ToXContent.EMPTY_PARAMS);
      String json = x.toString();
      assertEquals(json, b, parse(json));
    }
  }

  public void testWireRoundTrip() throws IOException {
    for (int i = 0; i < 50; i++) {
      NearDuplicateQueryBuilder b = randomBuilder();
      try (BytesStreamOutput out = new BytesStreamOutput()) {
        b.writeTo(out);
        assertEquals(b, new NearDuplicateQueryBuilder(out.bytes().streamInput()));
      }
    }
  }

  public void testTauIsExact() throws IOException {
    NearDuplicateQueryBuilder b =
        parse("{\"near_duplicate\": {\"field\": \"f\", \"like\": \"x\", \"tau\": 0.8}}");
    assertEquals(4, b.tau().numerator());
    assertEquals(5, b.tau().denominator());
    assertEquals(
        Threshold.of(2, 3),
        parse("{\"near_duplicate\": {\"field\": \"f\", \"like\": \"x\", \"tau\": \"2/3\"}}").tau());
  }

  public void testBadJsonIsAParsingError() {
    Map<String, String> bad =
        Map.of(
            "{\"near_duplicate\": {\"like\": \"x\", \"tau\": 0.5}}", "requires [field]",
            "{\"near_duplicate\": {\"field\": \"f\", \"tau\": 0.5}}", "requires [like]",
            "{\"near_duplicate\": {\"field\": \"f\", \"like\": \"x\", \"tau\": 0}}", "(0, 1]",
            "{\"near_duplicate\": {\"field\": \"f\", \"like\": \"x\", \"tau\": 0.5, \"color\": 1}}",
                "does not support [color]",
            "{\"near_duplicate\": {\"field\": \"f\", \"like\": 7, \"tau\": 0.5}}", "[like] must be",
            "{\"near_duplicate\": {\"field\": \"f\", \"like\": {\"_index\": \"i\"}, \"tau\": 0.5}}",
                "needs [_id] or [signatures]");
    for (Map.Entry<String, String> e : bad.entrySet()) {
      ParsingException ex = expectThrows(ParsingException.class, () -> parse(e.getKey()));
      assertTrue(e.getKey() + " -> " + ex.getMessage(), ex.getMessage().contains(e.getValue()));
    }
  }

  /**
   * Requests show in messages such as "no shard available for [...]" (an HTTP 503): readable, never
   * Object.toString.
   */
  public void testRequestsReadWellInMessages() {
    String shard =
        org.spotsigs.opensearch.action.ShardVectorsRequest.ofIds(
                "pages", "body", 2, java.util.List.of("a", "b"))
            .toString();
    assertEquals("the vectors of 2 documents of shard [2] of field [body] of index [pages]", shard);
    String batch =
        new org.spotsigs.opensearch.pairs.ShardBatchRequest(
                "pages",
                "body",
                2,
                org.spotsigs.core.Measure.MULTISET,
                8,
                40,
                new org.spotsigs.shards.ShardPosition(17, 5),
                1024)
            .toString();
    assertEquals(
        "a batch of shard [2] of index [pages], field [body], lengths [8, 40] after (length 17,"
            + " _seq_no 5)",
        batch);
    String doc =
        org.spotsigs.opensearch.action.ShardVectorsRequest.ofId("pages", "body", "17", null)
            .toString();
    assertEquals("the vector of document [17] of field [body] of index [pages]", doc);
    String pairs =
        new org.spotsigs.opensearch.pairs.NearDuplicatePairsRequest(
                "pages",
                "body",
                org.spotsigs.core.Threshold.parse("0.8"),
                org.spotsigs.core.Measure.SET,
                false,
                10)
            .toString();
    assertEquals(
        "near-duplicate pairs of field [body] of index [pages] at set Jaccard >= 0.8", pairs);
    String written =
        new org.spotsigs.opensearch.pairs.NearDuplicatePairsRequest(
                "pages",
                "body",
                org.spotsigs.core.Threshold.parse("0.8"),
                org.spotsigs.core.Measure.MULTISET,
                true,
                10,
                0,
                "pairs",
                null,
                null)
            .toString();
    assertEquals(
        "near-duplicate pairs of field [body] of index [pages] at multiset Jaccard >= 0.8 into"
            + " [pairs], cluster ids into [near_duplicate_cluster]",
        written);
  }
}
