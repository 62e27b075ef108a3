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
import org.apache.lucene.index.IndexReader;
import org.opensearch.action.support.ActionFilters;
import org.opensearch.action.support.HandledTransportAction;
import org.opensearch.cluster.metadata.IndexMetadata;
import org.opensearch.cluster.service.ClusterService;
import org.opensearch.common.inject.Inject;
import org.opensearch.common.unit.TimeValue;
import org.opensearch.core.action.ActionListener;
import org.opensearch.core.common.breaker.CircuitBreaker;
import org.opensearch.core.indices.breaker.CircuitBreakerService;
import org.opensearch.index.IndexNotFoundException;
import org.opensearch.index.IndexService;
import org.opensearch.index.engine.Engine;
import org.opensearch.index.mapper.SeqNoFieldMapper;
import org.opensearch.index.shard.IndexShard;
import org.opensearch.indices.IndicesService;
import org.opensearch.tasks.CancellableTask;
import org.opensearch.tasks.Task;
import org.opensearch.threadpool.ThreadPool;
import org.opensearch.transport.TransportService;
import org.opensearch.transport.client.node.NodeClient;
import org.spotsigs.engine.PairPage;
import org.spotsigs.engine.ShardBatch;
import org.spotsigs.engine.ShardPages;
import org.spotsigs.index.SpotSigsSchema;
import org.spotsigs.opensearch.mapper.SpotSigsFields;
import org.spotsigs.shards.ShardReader;

/**
 * Computes one page of the pairs of shards (i, j) on a node that holds a copy of shard i, on the
 * {@link PairsSettings#EXECUTOR} thread pool.
 *
 * <ol>
 *   <li>The length window of shard i: the lengths of its documents lie in {@code [min, max]} (the
 *       length points of its segments), so a document of shard j can have a near-duplicate there at
 *       least as long as itself only if its length lies in {@code [ceil(tau min), max]}.
 *   <li>The next batch of shard j in that window ({@link ShardBatchAction}, from a copy of shard j,
 *       this node's own first), at most {@code batch_size} bytes.
 *   <li>Each document b of the batch, in order, is matched by the library's {@link
 *       org.spotsigs.shards.ShardPairMatcher} against the documents of shard i of length {@code
 *       [|b|, floor(|b| / tau)]} that come before it (longer, or as long and in a lower shard, or
 *       in the same shard with a lower sequence number), held in memory: windows of shard i ({@link
 *       org.spotsigs.shards.ShardWindow}, at most {@code batch_size} each) loaded into the
 *       library's in-memory lists and matched with its one traversal (Algorithm 1 of the SpotSigs
 *       paper, exact). The node keeps the windows it loaded (spotsigs-engine's {@link ShardPages},
 *       at most eight batch sizes in all, in the request circuit breaker) for the next batches of
 *       this shard pair and for the pairs of shard i with the other shards, as long as shard i's
 *       searcher is the same. So each pair of the index is reported exactly once, by the shard pair
 *       (shard of the earlier document, shard of the later), whichever copies answer, and a
 *       document never pairs with itself.
 * </ol>
 *
 * The page ends after the batch, or earlier, after the query whose pairs reach {@code batch_size}
 * bytes; its response says where the next page of (i, j) starts. A cancelled task stops before the
 * next query. Memory: the batch and the page's pairs, held in the request circuit breaker, and the
 * windows the page uses.
 */
public final class TransportShardPairsAction
    extends HandledTransportAction<ShardPairsRequest, ShardPairsResponse> {
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
        PairsSettings.EXECUTOR);
    this.indicesService = indicesService;
    this.breakers = breakers;
    this.client = client;
    this.clusterService = clusterService;
    this.pages =
        new ShardPages(
            new Memory(breakers.getBreaker(CircuitBreaker.REQUEST), "spotsigs_pairs_windows"));
    ThreadPool threadPool = transportService.getThreadPool();
    // windows no page has used for a while go, and their heap with them
    threadPool.scheduleWithFixedDelay(
        () -> pages.expire(System.nanoTime() - KEEP_WINDOWS.nanos()),
        KEEP_WINDOWS,
        ThreadPool.Names.GENERIC);
  }

  /** How long a window no page uses is kept. */
  static final TimeValue KEEP_WINDOWS = TimeValue.timeValueSeconds(30);

  /** The queries this node has run for all-pairs tasks since it started. */
  public long queriesRun() {
    return pages.queriesRun();
  }

  /** The windows of shards this node has loaded for all-pairs tasks since it started. */
  public long windowsLoaded() {
    return pages.windowsLoaded();
  }

  @Override
  protected void doExecute(
      Task task, ShardPairsRequest request, ActionListener<ShardPairsResponse> listener) {
    ActionListener.completeWith(listener, () -> page((CancellableTask) task, request));
  }

  private ShardPairsResponse page(CancellableTask task, ShardPairsRequest request)
      throws IOException {
    checkCancelled(task);
    IndexMetadata metadata = clusterService.state().metadata().index(request.index());
    if (metadata == null) {
      throw new IndexNotFoundException(request.index());
    }
    IndexService indexService = indicesService.indexServiceSafe(metadata.getIndex());
    IndexShard shard = indexService.getShard(request.shard());
    SpotSigsSchema schema = SpotSigsFields.require(indexService, request.field()).schema();
    CircuitBreaker breaker = breakers.getBreaker(CircuitBreaker.REQUEST);
    try (Engine.Searcher searcher = shard.acquireSearcher("spotsigs_pairs")) {
      IndexReader reader = searcher.getIndexReader();
      long[] range = ShardPages.lengthRange(reader, schema.lengthField(request.measure()));
      if (range == null) {
        // no document to pair with
        return new ShardPairsResponse(new ShardPages.Page(new PairPage(), null, 0));
      }
      ShardBatchRequest batchRequest =
          new ShardBatchRequest(
              request.index(),
              request.field(),
              request.queryShard(),
              request.measure(),
              request.tau().minLength(range[0]),
              range[1],
              request.after(),
              request.batchBytes());
      batchRequest.setParentTask(clusterService.localNode().getId(), task.getId());
      ShardBatch batch =
          client.execute(ShardBatchAction.INSTANCE, batchRequest).actionGet().batch();
      long held = batch.ramBytes() + request.batchBytes();
      breaker.addEstimateBytesAndMaybeBreak(held, "spotsigs_pairs_page");
      try {
        return new ShardPairsResponse(
            pages.page(
                metadata.getIndexUUID(),
                request.shard(),
                request.queryShard(),
                request.field(),
                request.tau(),
                request.measure(),
                searcher.getDirectoryReader(),
                new ShardReader(
                    schema, request.measure(), SeqNoFieldMapper.NAME, ShardIds.of(request.field())),
                batch,
                request.batchBytes(),
                () -> checkCancelled(task)));
      } finally {
        breaker.addWithoutBreaking(-held);
      }
    }
  }

  private static void checkCancelled(CancellableTask task) {
    if (task.isCancelled()) {
      throw PairsTask.cancelled(task);
    }
  }
}
