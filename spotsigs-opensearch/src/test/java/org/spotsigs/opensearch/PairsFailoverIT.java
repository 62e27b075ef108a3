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
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import org.opensearch.cluster.ClusterState;
import org.opensearch.cluster.routing.ShardRouting;
import org.opensearch.cluster.routing.allocation.command.MoveAllocationCommand;
import org.opensearch.common.action.ActionFuture;
import org.opensearch.test.InternalTestCluster;
import org.opensearch.test.OpenSearchIntegTestCase.ClusterScope;
import org.opensearch.test.OpenSearchIntegTestCase.Scope;
import org.spotsigs.core.Measure;
import org.spotsigs.core.Threshold;
import org.spotsigs.index.SignatureVector;
import org.spotsigs.opensearch.pairs.NearDuplicatePairsAction;
import org.spotsigs.opensearch.pairs.NearDuplicatePairsRequest;
import org.spotsigs.opensearch.pairs.NearDuplicatePairsResponse;
import org.spotsigs.testing.RandomVectors;

/**
 * The all-pairs run while its shards move: a shard copy relocates and a data node stops while the
 * pairs are being computed; the pages that fail are asked again of other copies, and the answer is
 * still exactly the library's.
 */
@ClusterScope(
    scope = Scope.TEST,
    numDataNodes = 0,
    numClientNodes = 0,
    supportsDedicatedMasters = false)
public class PairsFailoverIT extends SpotSigsIntegTestCase {

  public void testExactWhileAShardRelocatesAndANodeStops() throws Exception {
    // the coordinating node holds no shard and stays up; three data nodes hold six shards x 2
    String coordinator = internalCluster().startClusterManagerOnlyNode();
    List<String> data = internalCluster().startDataOnlyNodes(3);
    Threshold tau = RandomVectors.randomTau(random());
    Measure measure = random().nextBoolean() ? Measure.MULTISET : Measure.SET;
    Map<String, SignatureVector> docs = randomDocs(700, tau, measure);
    createSpotSigsIndex("f", 6, 1);
    indexVectors("f", docs);
    flushAndRefresh("f");
    ensureGreen("f");
    Map<String, long[]> expected;
    try (ReferenceIndex ref = new ReferenceIndex(FIELD, docs, random())) {
      expected = ref.pairs(tau, measure);
    }
    batchSize("100b"); // a few documents per page: many pages, so the run lasts

    ActionFuture<NearDuplicatePairsResponse> run =
        internalCluster()
            .client(coordinator)
            .execute(
                NearDuplicatePairsAction.INSTANCE,
                new NearDuplicatePairsRequest(
                    "f", FIELD, tau, measure, false, Integer.MAX_VALUE, 3, null, null, null));
    assertBusy(() -> assertTrue("pages are being computed", queriesRun() > 0));

    // move one shard copy from one data node to another that holds no copy of that shard
    ClusterState state = internalCluster().clusterService(coordinator).state();
    ShardRouting moved = null;
    String to = null;
    for (ShardRouting copy : state.routingTable().allShards("f")) {
      Set<String> holders =
          state.routingTable().shardRoutingTable(copy.shardId()).activeShards().stream()
              .map(c -> state.nodes().get(c.currentNodeId()).getName())
              .collect(Collectors.toSet());
      List<String> free = new ArrayList<>(data);
      free.removeAll(holders);
      if (copy.started() && !free.isEmpty()) {
        moved = copy;
        to = free.get(0);
        break;
      }
    }
    assertNotNull("a shard copy that can move", moved);
    String from = state.nodes().get(moved.currentNodeId()).getName();
    internalCluster()
        .client(coordinator)
        .admin()
        .cluster()
        .prepareReroute()
        .add(new MoveAllocationCommand("f", moved.id(), from, to))
        .get();

    // stop the third data node: every shard keeps a copy on the other two
    String stopped = null;
    for (String n : data) {
      if (!n.equals(from) && !n.equals(to)) {
        stopped = n;
      }
    }
    assertFalse("the run is still going when the node stops", run.isDone());
    internalCluster().stopRandomNode(InternalTestCluster.nameFilter(stopped));

    NearDuplicatePairsResponse r = run.get(5, TimeUnit.MINUTES);
    assertEquals(docs.size(), r.documents());
    assertSamePairs(
        "all pairs while shard [" + moved.id() + "] moved and node [" + stopped + "] stopped",
        expected,
        pairMap(r));
  }
}
