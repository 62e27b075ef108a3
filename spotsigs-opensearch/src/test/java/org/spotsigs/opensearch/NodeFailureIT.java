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

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.opensearch.test.OpenSearchIntegTestCase.ClusterScope;
import org.opensearch.test.OpenSearchIntegTestCase.Scope;
import org.spotsigs.core.Measure;
import org.spotsigs.core.Threshold;
import org.spotsigs.index.SignatureVector;
import org.spotsigs.opensearch.query.NearDuplicateQueryBuilder;
import org.spotsigs.opensearch.query.NearDuplicateQueryBuilder.LikeDocument;

/** Stopping a data node mid-test: once the replicas take over, every answer is what it was. */
@ClusterScope(
    scope = Scope.TEST,
    numDataNodes = 2,
    numClientNodes = 0,
    supportsDedicatedMasters = false)
public class NodeFailureIT extends SpotSigsIntegTestCase {

  public void testAnswersUnchangedAfterADataNodeStops() throws Exception {
    // a third node holds the cluster manager role only, so that stopping a data node leaves a
    // quorum
    internalCluster().startClusterManagerOnlyNode();
    RandomIndex f = randomIndex("f", 200);
    Threshold tau = f.tau();
    Measure measure = f.measure();
    Map<String, SignatureVector> docs = f.docs();
    ensureGreen("f");

    List<String> ids = new ArrayList<>(docs.keySet());
    List<SignatureVector> probes = new ArrayList<>();
    List<String> likeIds = new ArrayList<>();
    for (int i = 0; i < 15; i++) {
      probes.add(docs.get(ids.get(random().nextInt(ids.size()))));
      likeIds.add(ids.get(random().nextInt(ids.size())));
    }
    Map<String, Object> before = answers(probes, likeIds, tau, measure, docs.size());
    try (ReferenceIndex ref = new ReferenceIndex(FIELD, docs, random())) {
      assertSamePairs(
          "pairs before", ref.pairs(tau, measure), pairMap(pairs("f", tau, measure, false)));
      for (int i = 0; i < probes.size(); i++) {
        assertSameHits(
            "query before",
            ref.find(probes.get(i), tau, measure),
            search(
                "f",
                NearDuplicateQueryBuilder.likeVector(FIELD, probes.get(i), tau, measure),
                docs.size()));
      }
    }

    internalCluster().stopRandomDataNode();
    ensureYellow(
        "f"); // every shard has an active copy again (a replica promoted where the primary was
    // lost)

    Map<String, Object> after = answers(probes, likeIds, tau, measure, docs.size());
    assertEquals("queries, like-document queries and all pairs are unchanged", before, after);
  }

  /** Every answer the plugin gives for these probes, in a comparable form. */
  private Map<String, Object> answers(
      List<SignatureVector> probes, List<String> likeIds, Threshold tau, Measure measure, int n) {
    Map<String, Object> out = new LinkedHashMap<>();
    for (int i = 0; i < probes.size(); i++) {
      out.put(
          "vector " + i,
          search("f", NearDuplicateQueryBuilder.likeVector(FIELD, probes.get(i), tau, measure), n));
      out.put(
          "like " + likeIds.get(i),
          search(
              "f",
              NearDuplicateQueryBuilder.likeDocument(
                  FIELD, new LikeDocument("f", likeIds.get(i), null), tau, measure),
              n));
    }
    Map<String, List<Long>> pairs = new LinkedHashMap<>();
    pairMap(pairs("f", tau, measure, false)).forEach((k, v) -> pairs.put(k, List.of(v[0], v[1])));
    out.put("pairs", pairs);
    assertTrue(
        "the probes found something",
        out.values().stream().anyMatch(v -> !((Map<?, ?>) v).isEmpty()));
    return out;
  }
}
