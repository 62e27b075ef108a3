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

import java.io.IOException;
import org.opensearch.action.support.ActionFilters;
import org.opensearch.action.support.single.shard.TransportSingleShardAction;
import org.opensearch.cluster.ClusterState;
import org.opensearch.cluster.metadata.IndexNameExpressionResolver;
import org.opensearch.cluster.routing.ShardsIterator;
import org.opensearch.cluster.service.ClusterService;
import org.opensearch.common.inject.Inject;
import org.opensearch.core.action.ActionListener;
import org.opensearch.core.common.breaker.CircuitBreaker;
import org.opensearch.core.common.io.stream.Writeable;
import org.opensearch.core.index.shard.ShardId;
import org.opensearch.core.indices.breaker.CircuitBreakerService;
import org.opensearch.index.IndexService;
import org.opensearch.index.engine.Engine;
import org.opensearch.index.mapper.SeqNoFieldMapper;
import org.opensearch.index.shard.IndexShard;
import org.opensearch.indices.IndicesService;
import org.opensearch.threadpool.ThreadPool;
import org.opensearch.transport.TransportService;
import org.spotsigs.engine.ShardBatch;
import org.spotsigs.engine.ShardPages;
import org.spotsigs.index.SpotSigsSchema;
import org.spotsigs.opensearch.mapper.SpotSigsFields;
import org.spotsigs.shards.ShardReader;

/**
 * Reads a batch of a shard in the run's order on a copy of the shard (a local copy first; the next
 * copy if one fails). The batch is taken from the copy's current searcher: the documents a search
 * would see.
 *
 * <p>The reading is the library's {@link ShardReader}: one pass over the length doc values of the
 * window after the position asked for (in a segment sorted by length, only its part of the window
 * up to the batch's last length), a selection of at most {@code maxBytes / 64} positions, and the
 * forward vectors and ids (doc values, {@link ShardIds}) of the batch. The request circuit breaker
 * holds {@code maxBytes} plus the selection while the batch is read and sent.
 */
public final class TransportShardBatchAction
    extends TransportSingleShardAction<ShardBatchRequest, ShardBatchResponse> {
  private final IndicesService indicesService;
  private final CircuitBreakerService breakers;

  @Inject
  public TransportShardBatchAction(
      ClusterService clusterService,
      TransportService transportService,
      IndicesService indicesService,
      CircuitBreakerService breakers,
      ThreadPool threadPool,
      ActionFilters actionFilters,
      IndexNameExpressionResolver resolver) {
    super(
        ShardBatchAction.NAME,
        threadPool,
        clusterService,
        transportService,
        actionFilters,
        resolver,
        ShardBatchRequest::new,
        ThreadPool.Names.SEARCH);
    this.indicesService = indicesService;
    this.breakers = breakers;
  }

  @Override
  protected boolean resolveIndex(ShardBatchRequest request) {
    return true;
  }

  /** Every active copy, a copy on this node first. */
  @Override
  protected ShardsIterator shards(ClusterState state, InternalRequest request) {
    return clusterService
        .operationRouting()
        .getShards(state, request.concreteIndex(), request.request().shard(), "_local");
  }

  @Override
  protected Writeable.Reader<ShardBatchResponse> getResponseReader() {
    return ShardBatchResponse::new;
  }

  @Override
  protected void asyncShardOperation(
      ShardBatchRequest request, ShardId shardId, ActionListener<ShardBatchResponse> listener)
      throws IOException {
    CircuitBreaker breaker = breakers.getBreaker(CircuitBreaker.REQUEST);
    long reserved = request.maxBytes() + 2L * ShardPages.selectionCap(request.maxBytes()) * 24;
    breaker.addEstimateBytesAndMaybeBreak(reserved, "spotsigs_pairs_batch");
    super.asyncShardOperation(
        request,
        shardId,
        ActionListener.runAfter(listener, () -> breaker.addWithoutBreaking(-reserved)));
  }

  @Override
  protected ShardBatchResponse shardOperation(ShardBatchRequest request, ShardId shardId)
      throws IOException {
    IndexService indexService = indicesService.indexServiceSafe(shardId.getIndex());
    IndexShard shard = indexService.getShard(shardId.id());
    SpotSigsSchema schema = SpotSigsFields.require(indexService, request.field()).schema();
    ShardReader reader =
        new ShardReader(
            schema, request.measure(), SeqNoFieldMapper.NAME, ShardIds.of(request.field()));
    ShardBatch batch = new ShardBatch();
    long maxBytes = request.maxBytes();
    try (Engine.Searcher searcher = shard.acquireSearcher("spotsigs_pairs_batch")) {
      batch.next(
          reader.read(
              searcher.getIndexReader().leaves(),
              request.minLength(),
              request.maxLength(),
              request.after(),
              ShardPages.selectionCap(maxBytes),
              (id, length, seqNo, vector) -> batch.add(id, length, seqNo, vector, maxBytes)));
    }
    return new ShardBatchResponse(batch);
  }
}
