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
package org.spotsigs.opensearch.pairs;

import org.opensearch.ResourceAlreadyExistsException;
import org.opensearch.action.support.ActionFilters;
import org.opensearch.action.support.HandledTransportAction;
import org.opensearch.cluster.ClusterState;
import org.opensearch.cluster.metadata.IndexMetadata;
import org.opensearch.cluster.metadata.IndexNameExpressionResolver;
import org.opensearch.cluster.service.ClusterService;
import org.opensearch.common.inject.Inject;
import org.opensearch.core.action.ActionListener;
import org.opensearch.core.common.breaker.CircuitBreaker;
import org.opensearch.core.index.shard.ShardId;
import org.opensearch.core.indices.breaker.CircuitBreakerService;
import org.opensearch.tasks.Task;
import org.opensearch.threadpool.ThreadPool;
import org.opensearch.transport.TransportService;
import org.opensearch.transport.client.ParentTaskAssigningClient;
import org.opensearch.transport.client.node.NodeClient;
import org.spotsigs.engine.AllPairsRun;
import org.spotsigs.engine.Callback;
import org.spotsigs.engine.RunMemory;

/**
 * All near-duplicate pairs of an index, exact, computed where the shards are: see spotsigs-engine's
 * {@link AllPairsRun} on {@link OpenSearchPairsEngine} (the coordinating node) and {@link
 * TransportShardPairsAction} (the nodes with the shards). The answer is exactly that of the
 * library's all-pairs run over one Lucene index of the same documents; if a shard has no copy that
 * can answer, the run fails rather than return a partial answer.
 */
public final class TransportNearDuplicatePairsAction
    extends HandledTransportAction<NearDuplicatePairsRequest, NearDuplicatePairsResponse> {
  private final ClusterService clusterService;
  private final IndexNameExpressionResolver resolver;
  private final NodeClient client;
  private final ThreadPool threadPool;
  private final CircuitBreakerService breakers;
  private final ShardCopies copies;

  @Inject
  public TransportNearDuplicatePairsAction(
      TransportService transportService,
      ActionFilters actionFilters,
      ClusterService clusterService,
      IndexNameExpressionResolver resolver,
      NodeClient client,
      ThreadPool threadPool,
      CircuitBreakerService breakers) {
    super(
        NearDuplicatePairsAction.NAME,
        transportService,
        actionFilters,
        NearDuplicatePairsRequest::new);
    this.clusterService = clusterService;
    this.resolver = resolver;
    this.client = client;
    this.threadPool = threadPool;
    this.breakers = breakers;
    this.copies = new ShardCopies(transportService, clusterService);
  }

  @Override
  protected void doExecute(
      Task task,
      NearDuplicatePairsRequest request,
      ActionListener<NearDuplicatePairsResponse> listener) {
    ClusterState state = clusterService.state();
    String[] concrete;
    try {
      concrete = resolver.concreteIndexNames(state, request.indicesOptions(), request.index());
    } catch (RuntimeException e) {
      listener.onFailure(e);
      return;
    }
    if (concrete.length != 1) {
      listener.onFailure(
          new IllegalArgumentException(
              "["
                  + request.index()
                  + "] must name exactly one index, it names "
                  + concrete.length));
      return;
    }
    if (request.dest() != null && state.metadata().getIndicesLookup().containsKey(request.dest())) {
      listener.onFailure(
          new ResourceAlreadyExistsException(
              "[dest] index [{}] exists: name a new index for the pairs of this run",
              request.dest()));
      return;
    }
    IndexMetadata metadata = state.metadata().index(concrete[0]);
    ShardId[] shards = new ShardId[metadata.getNumberOfShards()];
    for (int s = 0; s < shards.length; s++) {
      shards[s] = new ShardId(metadata.getIndex(), s);
    }
    int concurrency =
        request.concurrency() > 0
            ? request.concurrency()
            : 2 * Math.max(1, state.nodes().getDataNodes().size());
    PairsTask pairsTask = (PairsTask) task;
    new AllPairsRun(
            request.params(),
            shards.length,
            concurrency,
            new OpenSearchPairsEngine(
                pairsTask,
                request.params(),
                shards,
                new ParentTaskAssigningClient(client, clusterService.localNode(), task),
                copies,
                threadPool,
                clusterService.getClusterSettings().get(PairsSettings.BATCH_SIZE).getBytes()),
            pairsTask,
            new RunMemory(
                new Memory(breakers.getBreaker(CircuitBreaker.REQUEST), "spotsigs_pairs")),
            Callback.of(
                summary -> listener.onResponse(new NearDuplicatePairsResponse(summary)),
                listener::onFailure))
        .start();
  }
}
