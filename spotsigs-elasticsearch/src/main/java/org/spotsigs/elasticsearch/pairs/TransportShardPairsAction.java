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

import java.io.IOException;
import org.elasticsearch.action.ActionListener;
import org.elasticsearch.action.support.ActionFilters;
import org.elasticsearch.action.support.HandledTransportAction;
import org.elasticsearch.client.internal.node.NodeClient;
import org.elasticsearch.cluster.metadata.IndexMetadata;
import org.elasticsearch.cluster.service.ClusterService;
import org.elasticsearch.common.breaker.CircuitBreaker;
import org.elasticsearch.core.TimeValue;
import org.elasticsearch.index.IndexNotFoundException;
import org.elasticsearch.index.IndexService;
import org.elasticsearch.index.engine.Engine;
import org.elasticsearch.index.mapper.SeqNoFieldMapper;
import org.elasticsearch.indices.IndicesService;
import org.elasticsearch.indices.breaker.CircuitBreakerService;
import org.elasticsearch.injection.guice.Inject;
import org.elasticsearch.tasks.CancellableTask;
import org.elasticsearch.tasks.Task;
import org.elasticsearch.threadpool.ThreadPool;
import org.elasticsearch.transport.TransportService;
import org.spotsigs.elasticsearch.mapper.SpotSigsFields;
import org.spotsigs.engine.PairPage;
import org.spotsigs.engine.ShardPages;
import org.spotsigs.index.SpotSigsSchema;
import org.spotsigs.shards.ShardReader;

/**
 * Computes one page of the pairs of shards (i, j) on a node that holds a copy of shard i, on the
 * {@link PairsSettings#EXECUTOR} thread pool: the length window of shard i ({@code [ceil(tau min),
 * max]} of its lengths), the next batch of shard j in that window ({@link ShardBatchAction}), and
 * each of its documents matched against shard i's documents that come before it ({@link
 * ShardPages}: the library's shard-pair matcher over windows of shard i kept in memory, at most
 * eight batch sizes in all, in the request circuit breaker, dropped after 30 s unused). A cancelled
 * task stops before its next query.
 */
public final class TransportShardPairsAction
    extends HandledTransportAction<ShardPairsRequest, ShardPairsResponse> {
  /** How long a window no page uses is kept. */
  static final TimeValue KEEP_WINDOWS = TimeValue.timeValueSeconds(30);

  private final IndicesService indicesService;
  private final CircuitBreakerService breakers;
  private final NodeClient client;
  private final ClusterService clusterService;
  private final ShardPages pages;

  @Inject
  public TransportShardPairsAction(
      TransportService transportService,
      ActionFilters actionFilters,
      IndicesService indicesService,
      CircuitBreakerService breakers,
      ClusterService clusterService,
      NodeClient client) {
    super(
        ShardPairsAction.NAME,
        transportService,
        actionFilters,
        ShardPairsRequest::new,
        transportService.getThreadPool().executor(PairsSettings.EXECUTOR));
    this.indicesService = indicesService;
    this.breakers = breakers;
    this.client = client;
    this.clusterService = clusterService;
    this.pages =
        new ShardPages(
            new Memory(breakers.getBreaker(CircuitBreaker.REQUEST), "spotsigs_pairs_windows"));
    ThreadPool threadPool = transportService.getThreadPool();
    threadPool.scheduleWithFixedDelay(
        () -> pages.expire(System.nanoTime() - KEEP_WINDOWS.nanos()),
        KEEP_WINDOWS,
        threadPool.generic());
  }

  @Override
  protected void doExecute(
      Task task, ShardPairsRequest request, ActionListener<ShardPairsResponse> listener) {
    ActionListener.completeWith(listener, () -> page((CancellableTask) task, request));
  }

  private ShardPairsResponse page(CancellableTask task, ShardPairsRequest request)
      throws IOException {
    if (task.isCancelled()) {
      throw PairsTask.cancelled(task);
    }
    IndexMetadata metadata = clusterService.state().metadata().getProject().index(request.index);
    if (metadata == null) {
      throw new IndexNotFoundException(request.index);
    }
    IndexService indexService = indicesService.indexServiceSafe(metadata.getIndex());
    SpotSigsSchema schema =
        SpotSigsFields.require(
                indexService.mapperService().fieldType(request.field), request.field, request.index)
            .schema();
    CircuitBreaker breaker = breakers.getBreaker(CircuitBreaker.REQUEST);
    try (Engine.Searcher searcher =
        indexService.getShard(request.shard).acquireSearcher("spotsigs_pairs")) {
      long[] range =
          ShardPages.lengthRange(searcher.getIndexReader(), schema.lengthField(request.measure));
      if (range == null) {
        return new ShardPairsResponse(new PairPage(), null, 0); // no document to pair with
      }
      ShardBatchRequest batchRequest =
          new ShardBatchRequest(
              request.index,
              request.field,
              request.queryShard,
              request.measure,
              request.tau.minLength(range[0]),
              range[1],
              request.after,
              request.batchBytes);
      batchRequest.setParentTask(clusterService.localNode().getId(), task.getId());
      ShardBatchResponse batch =
          client.execute(ShardBatchAction.INSTANCE, batchRequest).actionGet();
      long held = batch.batch.ramBytes() + request.batchBytes;
      breaker.addEstimateBytesAndMaybeBreak(held, "spotsigs_pairs_page");
      try {
        ShardPages.Page page =
            pages.page(
                metadata.getIndexUUID(),
                request.shard,
                request.queryShard,
                request.field,
                request.tau,
                request.measure,
                searcher.getDirectoryReader(),
                new ShardReader(
                    schema, request.measure, SeqNoFieldMapper.NAME, ShardIds.of(request.field)),
                batch.batch,
                request.batchBytes,
                () -> {
                  if (task.isCancelled()) {
                    throw PairsTask.cancelled(task);
                  }
                });
        return new ShardPairsResponse(page.pairs(), page.next(), page.queried());
      } finally {
        breaker.addWithoutBreaking(-held);
      }
    }
  }
}
