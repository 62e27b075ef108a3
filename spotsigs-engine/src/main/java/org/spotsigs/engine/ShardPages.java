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
package org.spotsigs.engine;

import java.io.IOException;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;
import org.apache.lucene.index.IndexReader;
import org.apache.lucene.index.LeafReaderContext;
import org.apache.lucene.index.PointValues;
import org.apache.lucene.util.NumericUtils;
import org.spotsigs.core.Measure;
import org.spotsigs.core.Threshold;
import org.spotsigs.shards.ShardPairMatcher;
import org.spotsigs.shards.ShardPosition;
import org.spotsigs.shards.ShardReader;
import org.spotsigs.shards.ShardWindow;
import org.spotsigs.shards.ShardWindows;

/**
 * Computes pages of shard pairs on a node that holds shard i: each document b of a batch of shard j
 * is matched by the library's {@link ShardPairMatcher} against the documents of shard i that come
 * before it, held in memory in windows ({@link ShardWindow}, at most {@code batchBytes} each) that
 * the node keeps ({@link ShardWindows}) for the next batches and for the pairs of shard i with the
 * other shards, as long as shard i's reader is the same: the windows of a reader go when it is
 * closed (a refresh, the shard closed or moved). One instance per node.
 */
public final class ShardPages {
  /** Throws if the run was cancelled. */
  @FunctionalInterface
  public interface Cancellation {
    void check();
  }

  private final ShardWindows windows;
  private final Set<Object> readers = ConcurrentHashMap.newKeySet();
  private final AtomicLong queries = new AtomicLong();
  private final AtomicLong windowsLoaded = new AtomicLong();

  /** {@code memory} holds the heap of the kept windows (a circuit breaker). */
  public ShardPages(ShardWindows.Memory memory) {
    this.windows = new ShardWindows(memory);
  }

  /** Drops the windows no page has used since {@code time} (a {@link System#nanoTime()}). */
  public void expire(long time) {
    windows.expire(time);
  }

  /** The documents this node has queried since it started. */
  public long queriesRun() {
    return queries.get();
  }

  /** The windows this node has loaded since it started. */
  public long windowsLoaded() {
    return windowsLoaded.get();
  }

  /** A page: its pairs, where the next one starts (null: done), the documents queried. */
  public record Page(PairPage pairs, ShardPosition next, long queried) {}

  /** The key of a shard's windows: index, shard, field, measure and the reader they came from. */
  private record WindowKey(String index, int shard, String field, Measure measure, Object reader) {}

  /**
   * The page of the pairs of {@code batch} (documents of shard {@code queryShard}) with shard
   * {@code shard}, read through {@code shardReader} from {@code reader} (whose {@code readerKey}
   * identifies it; the reader must be {@code reader}'s cache key's owner). The page ends after the
   * batch or, earlier, after the query whose pairs reach {@code batchBytes} bytes.
   */
  public Page page(
      String index,
      int shard,
      int queryShard,
      String field,
      Threshold tau,
      Measure measure,
      IndexReader reader,
      ShardReader shardReader,
      ShardBatch batch,
      long batchBytes,
      Cancellation cancellation)
      throws IOException {
    IndexReader.CacheHelper cache = reader.getReaderCacheHelper();
    Object readerKey = cache == null ? reader : cache.getKey();
    WindowKey key = new WindowKey(index, shard, field, measure, readerKey);
    if (cache != null && readers.add(readerKey)) {
      cache.addClosedListener(
          closed -> {
            readers.remove(closed);
            windows.drop(k -> ((WindowKey) k).reader() == closed);
          });
    }
    long cacheBytes = batchBytes > Long.MAX_VALUE / 8 ? Long.MAX_VALUE : 8 * batchBytes;
    ShardPairMatcher matcher =
        new ShardPairMatcher(
            tau,
            shard,
            queryShard,
            start -> {
              ShardWindow w = windows.get(key, start, System.nanoTime());
              if (w == null) {
                cancellation.check();
                w = ShardWindow.load(shardReader, reader.leaves(), start, measure, batchBytes);
                windowsLoaded.incrementAndGet();
                windows.put(key, w, cacheBytes, System.nanoTime());
              }
              return w;
            });
    PairPage pairs = new PairPage();
    for (int k = 0; k < batch.size(); k++) {
      cancellation.check();
      queries.incrementAndGet();
      String idB = batch.id(k);
      matcher.match(
          batch.vector(k),
          batch.length(k),
          batch.key(k),
          (window, position, overlap, union) ->
              pairs.add(window.id(position), idB, overlap, union));
      if (pairs.ramBytes() >= batchBytes && k + 1 < batch.size()) {
        return new Page(pairs, batch.position(k), k + 1);
      }
    }
    return new Page(pairs, batch.next(), batch.size());
  }

  /**
   * The smallest and largest length in the index's length points (deleted documents included: a
   * window no narrower than the live documents'), or null if no document has one.
   */
  public static long[] lengthRange(IndexReader reader, String lengthField) throws IOException {
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

  /** At most how many positions a batch of {@code maxBytes} selects ({@link ShardReader}). */
  public static int selectionCap(long maxBytes) {
    return (int) Math.max(1, Math.min(1 << 22, maxBytes / 64));
  }
}
