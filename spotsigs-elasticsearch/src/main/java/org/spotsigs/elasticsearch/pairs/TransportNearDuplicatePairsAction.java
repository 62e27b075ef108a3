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
package org.spotsigs.elasticsearch.pairs;

import org.elasticsearch.ResourceAlreadyExistsException;
import org.elasticsearch.action.ActionListener;
import org.elasticsearch.action.support.ActionFilters;
import org.elasticsearch.action.support.HandledTransportAction;
import org.elasticsearch.client.internal.ParentTaskAssigningClient;
import org.elasticsearch.client.internal.node.NodeClient;
import org.elasticsearch.cluster.ClusterState;
import org.elasticsearch.cluster.metadata.IndexMetadata;
import org.elasticsearch.cluster.metadata.IndexNameExpressionResolver;
import org.elasticsearch.cluster.metadata.ProjectMetadata;
import org.elasticsearch.cluster.service.ClusterService;
import org.elasticsearch.common.breaker.CircuitBreaker;
import org.elasticsearch.common.util.concurrent.EsExecutors;
import org.elasticsearch.index.shard.ShardId;
import org.elasticsearch.indices.breaker.CircuitBreakerService;
import org.elasticsearch.injection.guice.Inject;
import org.elasticsearch.tasks.Task;
import org.elasticsearch.threadpool.ThreadPool;
import org.elasticsearch.transport.TransportService;
import org.spotsigs.engine.AllPairsRun;
import org.spotsigs.engine.Callback;
import org.spotsigs.engine.PairsParams;
import org.spotsigs.engine.RunMemory;

/**
 * Runs all pairs of an index on the node that received the request (spotsigs-engine's {@link
 * AllPairsRun} on {@link ElasticsearchPairsEngine}), as a cancellable task ({@link PairsTask}).
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
        NearDuplicatePairsRequest::new,
        EsExecutors.DIRECT_EXECUTOR_SERVICE);
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
    PairsParams p = request.params();
    ClusterState state = clusterService.state();
    ProjectMetadata project = state.metadata().getProject();
    String[] concrete;
    try {
      concrete = resolver.concreteIndexNames(project, request.indicesOptions(), p.index());
    } catch (RuntimeException e) {
      listener.onFailure(e);
      return;
    }
    if (concrete.length != 1) {
      listener.onFailure(
          new IllegalArgumentException(
              "[" + p.index() + "] must name exactly one index, it names " + concrete.length));
      return;
    }
    if (p.dest() != null && project.getIndicesLookup().containsKey(p.dest())) {
      listener.onFailure(
          new ResourceAlreadyExistsException(
              "[dest] index [{}] exists: name a new index for the pairs of this run", p.dest()));
      return;
    }
    IndexMetadata metadata = project.index(concrete[0]);
    ShardId[] shards = new ShardId[metadata.getNumberOfShards()];
    for (int s = 0; s < shards.length; s++) {
      shards[s] = new ShardId(metadata.getIndex(), s);
    }
    int concurrency =
        p.concurrency() > 0
            ? p.concurrency()
            : 2 * Math.max(1, state.nodes().getDataNodes().size());
    PairsTask pairsTask = (PairsTask) task;
    Memory memory = new Memory(breakers.getBreaker(CircuitBreaker.REQUEST), "spotsigs_pairs");
    new AllPairsRun(
            p,
            shards.length,
            concurrency,
            new ElasticsearchPairsEngine(
                pairsTask,
                p,
                shards,
                new ParentTaskAssigningClient(client, clusterService.localNode(), task),
                copies,
                threadPool,
                clusterService.getClusterSettings().get(PairsSettings.BATCH_SIZE).getBytes()),
            pairsTask,
            new RunMemory(memory),
            Callback.of(
                summary -> listener.onResponse(new NearDuplicatePairsResponse(summary)),
                listener::onFailure))
        .start();
  }
}
