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
import java.util.concurrent.atomic.AtomicLong;
import org.apache.lucene.index.IndexReader;
import org.apache.lucene.index.LeafReaderContext;
import org.apache.lucene.index.PointValues;
import org.apache.lucene.util.NumericUtils;
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
import org.spotsigs.index.SpotSigsSchema;
import org.spotsigs.opensearch.mapper.SpotSigsFields;
import org.spotsigs.search.Measure;
import org.spotsigs.shards.ShardPairMatcher;
import org.spotsigs.shards.ShardReader;
import org.spotsigs.shards.ShardWindow;
import org.spotsigs.shards.ShardWindows;

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
 *       ShardPairMatcher} against the documents of shard i of length {@code [|b|, floor(|b| /
 *       tau)]} that come before it (longer, or as long and in a lower shard, or in the same shard
 *       with a lower sequence number), held in memory: windows of shard i ({@link ShardWindow}, at
 *       most {@code batch_size} each) loaded into the library's in-memory lists and matched with
 *       its one traversal (Algorithm 1 of the SpotSigs paper, exact). The node keeps the windows it
 *       loaded ({@link ShardWindows}, at most {@link PairsSettings#windowCacheBytes} in all, in the
 *       request circuit breaker) for the next batches of this shard pair and for the pairs of shard
 *       i with the other shards, as long as shard i's searcher is the same. So each pair of the
 *       index is reported exactly once, by the shard pair (shard of the earlier document, shard of
 *       the later), whichever copies answer, and a document never pairs with itself.
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
  private final AtomicLong queries = new AtomicLong();
  private final AtomicLong windowsLoaded = new AtomicLong();
  private final ShardWindows windows;

  /** The searchers whose closing drops their windows. */
  private final java.util.Set<Object> readers = java.util.concurrent.ConcurrentHashMap.newKeySet();

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
    this.windows =
        new ShardWindows(
            new ShardWindows.Memory() {
              @Override
              public void reserve(long bytes) {
                breakers
                    .getBreaker(CircuitBreaker.REQUEST)
                    .addEstimateBytesAndMaybeBreak(bytes, "spotsigs_pairs_windows");
              }

              @Override
              public void release(long bytes) {
                breakers.getBreaker(CircuitBreaker.REQUEST).addWithoutBreaking(-bytes);
              }
            });
    ThreadPool threadPool = transportService.getThreadPool();
    // windows no page has used for a while go, and their heap with them
    threadPool.scheduleWithFixedDelay(
        () -> windows.expire(System.nanoTime() - KEEP_WINDOWS.nanos()),
        KEEP_WINDOWS,
        ThreadPool.Names.GENERIC);
  }

  /** How long a window no page uses is kept. */
  static final TimeValue KEEP_WINDOWS = TimeValue.timeValueSeconds(30);

  /** The queries this node has run for all-pairs tasks since it started. */
  public long queriesRun() {
    return queries.get();
  }

  /** The windows of shards this node has loaded for all-pairs tasks since it started. */
  public long windowsLoaded() {
    return windowsLoaded.get();
  }

  /** The windows this node keeps. */
  ShardWindows windows() {
    return windows;
  }

  @Override
  protected void doExecute(
      Task task, ShardPairsRequest request, ActionListener<ShardPairsResponse> listener) {
    ActionListener.completeWith(listener, () -> page((CancellableTask) task, request));
  }

  /** What the windows of a shard are kept under: the shard, the field, and its searcher. */
  private record WindowKey(
      String indexUuid, int shard, String field, Measure measure, Object readerKey) {}

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
      long[] range = lengthRange(reader, schema.lengthField(request.measure()));
      if (range == null) {
        return new ShardPairsResponse(new PairPage(), null, 0); // no document to pair with
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
      ShardBatchResponse batch =
          client.execute(ShardBatchAction.INSTANCE, batchRequest).actionGet();
      long held = batch.ramBytes() + request.batchBytes();
      breaker.addEstimateBytesAndMaybeBreak(held, "spotsigs_pairs_page");
      try {
        IndexReader.CacheHelper cache = searcher.getDirectoryReader().getReaderCacheHelper();
        WindowKey key =
            new WindowKey(
                metadata.getIndexUUID(),
                request.shard(),
                request.field(),
                request.measure(),
                cache.getKey());
        if (readers.add(cache.getKey())) {
          // the windows of a searcher go when it is closed (a refresh, the shard closed or moved)
          cache.addClosedListener(
              closed -> {
                readers.remove(closed);
                windows.drop(k -> ((WindowKey) k).readerKey() == closed);
              });
        }
        ShardReader shardReader =
            new ShardReader(
                schema, request.measure(), SeqNoFieldMapper.NAME, ShardIds.of(request.field()));
        long windowBytes = request.batchBytes();
        long cacheBytes = PairsSettings.windowCacheBytes(request.batchBytes());
        ShardPairMatcher matcher =
            new ShardPairMatcher(
                request.tau(),
                request.shard(),
                request.queryShard(),
                start -> {
                  ShardWindow w = windows.get(key, start, System.nanoTime());
                  if (w == null) {
                    checkCancelled(task);
                    w =
                        ShardWindow.load(
                            shardReader, reader.leaves(), start, request.measure(), windowBytes);
                    windowsLoaded.incrementAndGet();
                    windows.put(key, w, cacheBytes, System.nanoTime());
                  }
                  return w;
                });
        return query(task, request, matcher, batch);
      } finally {
        breaker.addWithoutBreaking(-held);
      }
    }
  }

  private ShardPairsResponse query(
      CancellableTask task,
      ShardPairsRequest request,
      ShardPairMatcher matcher,
      ShardBatchResponse batch)
      throws IOException {
    PairPage pairs = new PairPage();
    for (int k = 0; k < batch.size(); k++) {
      checkCancelled(task);
      queries.incrementAndGet();
      String idB = batch.id(k);
      matcher.match(
          batch.encodedVector(k),
          batch.length(k),
          batch.seqNo(k),
          (window, position, overlap, union) ->
              pairs.add(window.id(position), idB, overlap, union));
      if (pairs.ramBytes() >= request.batchBytes() && k + 1 < batch.size()) {
        return new ShardPairsResponse(pairs, batch.position(k), k + 1);
      }
    }
    return new ShardPairsResponse(pairs, batch.next(), batch.size());
  }

  /**
   * The smallest and largest length in the index's length points (deleted documents included: a
   * window no narrower than the live documents'), or null if no document has one.
   */
  static long[] lengthRange(IndexReader reader, String lengthField) throws IOException {
    long min = Long.MAX_VALUE;
    long max = Long.MIN_VALUE;
    for (LeafReaderContext ctx : reader.leaves()) {
      PointValues points = ctx.reader().getPointValues(lengthField);
      if (points == null || points.size() == 0) {
        continue;
      }
      min = Math.min(min, NumericUtils.sortableBytesToInt(points.getMinPackedValue(), 0));
      max = Math.max(max, NumericUtils.sortableBytesToInt(points.getMaxPackedValue(), 0));
    }
    return max < 1 ? null : new long[] {Math.max(1, min), max};
  }

  private static void checkCancelled(CancellableTask task) {
    if (task.isCancelled()) {
      throw PairsTask.cancelled(task);
    }
  }
}
