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
import org.elasticsearch.action.support.single.shard.TransportSingleShardAction;
import org.elasticsearch.cluster.ProjectState;
import org.elasticsearch.cluster.metadata.IndexNameExpressionResolver;
import org.elasticsearch.cluster.project.ProjectResolver;
import org.elasticsearch.cluster.routing.ShardsIterator;
import org.elasticsearch.cluster.service.ClusterService;
import org.elasticsearch.common.breaker.CircuitBreaker;
import org.elasticsearch.common.io.stream.Writeable;
import org.elasticsearch.index.IndexService;
import org.elasticsearch.index.engine.Engine;
import org.elasticsearch.index.mapper.SeqNoFieldMapper;
import org.elasticsearch.index.shard.ShardId;
import org.elasticsearch.indices.IndicesService;
import org.elasticsearch.indices.breaker.CircuitBreakerService;
import org.elasticsearch.injection.guice.Inject;
import org.elasticsearch.threadpool.ThreadPool;
import org.elasticsearch.transport.TransportService;
import org.spotsigs.elasticsearch.mapper.SpotSigsFields;
import org.spotsigs.engine.ShardBatch;
import org.spotsigs.engine.ShardPages;
import org.spotsigs.index.SpotSigsSchema;
import org.spotsigs.shards.ShardReader;

/**
 * Reads a batch of a shard in the run's order on a copy of the shard (a local copy first; the next
 * copy if one fails), from the copy's current searcher, with the library's {@link ShardReader}. The
 * request circuit breaker holds the batch and the selection while it is read and sent.
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
      ProjectResolver projectResolver,
      IndexNameExpressionResolver resolver) {
    super(
        ShardBatchAction.NAME,
        threadPool,
        clusterService,
        transportService,
        actionFilters,
        projectResolver,
        resolver,
        ShardBatchRequest::new,
        threadPool.executor(ThreadPool.Names.SEARCH));
    this.indicesService = indicesService;
    this.breakers = breakers;
  }

  @Override
  protected boolean resolveIndex(ShardBatchRequest request) {
    return true;
  }

  @Override
  protected ShardsIterator shards(ProjectState state, InternalRequest request) {
    return clusterService
        .operationRouting()
        .getShards(state, request.concreteIndex(), request.request().shard, "_local");
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
    long reserved = request.maxBytes + 2L * ShardPages.selectionCap(request.maxBytes) * 24;
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
    SpotSigsSchema schema =
        SpotSigsFields.require(
                indexService.mapperService().fieldType(request.field),
                request.field,
                shardId.getIndexName())
            .schema();
    ShardReader reader =
        new ShardReader(schema, request.measure, SeqNoFieldMapper.NAME, ShardIds.of(request.field));
    ShardBatch batch = new ShardBatch();
    try (Engine.Searcher searcher =
        indexService.getShard(shardId.id()).acquireSearcher("spotsigs_pairs_batch")) {
      batch.next(
          reader.read(
              searcher.getIndexReader().leaves(),
              request.minLength,
              request.maxLength,
              request.after,
              ShardPages.selectionCap(request.maxBytes),
              (id, length, key, vector) -> batch.add(id, length, key, vector, request.maxBytes)));
    }
    return new ShardBatchResponse(batch);
  }
}
