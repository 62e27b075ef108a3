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
package org.spotsigs.shards;

import java.io.IOException;
import java.util.IdentityHashMap;
import java.util.Map;
import java.util.Objects;
import org.apache.lucene.util.BytesRef;
import org.spotsigs.core.Threshold;
import org.spotsigs.search.DeltaTraversal;

/**
 * The pairs of one shard pair (i, j) of an all-pairs run over the shards of a collection: the
 * documents b of shard j, one at a time, each against the documents of shard i in its length window
 * that come before it ({@link ShardPosition}: longer, or as long in a lower shard, or in the same
 * shard with a lower key), with similarity at least tau. Every pair of the collection is so
 * reported by exactly one shard pair, that of its earlier and its later document, and no document
 * pairs with itself.
 *
 * <p>Shard i is read in windows ({@link ShardWindow}, in-memory lists of a bounded size): for b of
 * length {@code |b|}, the documents of shard i of length in {@code [|b|, floor(|b| / tau)]} lie in
 * one window or in consecutive ones, each found or loaded by a {@link WindowSource} (a node keeps
 * them across batches and shard pairs, {@link ShardWindows}), and matched with the library's one
 * traversal ({@link DeltaTraversal}: Algorithm 1 of M. Theobald, J. Siddharth, A. Paepcke,
 * "SpotSigs: Robust and Efficient Near Duplicate Detection in Large Web Collections", SIGIR 2008,
 * section 4). Query documents come in the order of their shard (longest first), so consecutive
 * queries need the same windows or the next ones.
 *
 * <p>Not thread-safe: one per thread and shard pair.
 */
public final class ShardPairMatcher {
  /** Finds or loads the window of shard i that holds the documents right after a position. */
  @FunctionalInterface
  public interface WindowSource {
    /**
     * A window that {@linkplain ShardWindow#covers covers} {@code start} (null: the first document
     * of the shard).
     *
     * @param start the position the documents wanted come right after, or null for the shard's
     *     first document
     * @return a window of shard i that covers {@code start}; not null
     * @throws IOException if loading the window fails
     */
    ShardWindow windowAt(ShardPosition start) throws IOException;
  }

  /** Receives the pairs found. */
  @FunctionalInterface
  public interface PairCollector {
    /**
     * The document at {@code position} of {@code window} (shard i) pairs with the query (of shard
     * j) with that overlap and union.
     *
     * @param window the window of shard i that holds the document
     * @param position the document's position in {@code window} (see {@link ShardWindow#id})
     * @param overlap the exact overlap of the two documents under the run's measure
     * @param union the size of their union; {@code overlap / union} is at least tau
     * @throws IOException if the collector cannot take the pair; it ends the match
     */
    void collect(ShardWindow window, int position, long overlap, long union) throws IOException;
  }

  private final Threshold tau;
  private final int shardOrder;
  private final WindowSource windows;
  private final Map<ShardWindow, ShardWindow.Matcher> matchers = new IdentityHashMap<>();

  /**
   * Creates the matcher of the shard pair (i, j).
   *
   * @param tau the threshold
   * @param shard i: the shard whose windows are matched against
   * @param queryShard j: the shard the query documents come from
   * @param windows finds or loads the windows of shard i
   */
  public ShardPairMatcher(Threshold tau, int shard, int queryShard, WindowSource windows) {
    this.tau = Objects.requireNonNull(tau, "tau");
    this.shardOrder = Integer.compare(shard, queryShard);
    this.windows = Objects.requireNonNull(windows, "windows");
  }

  /**
   * The pairs of query document b (its forward vector, its length and its key in shard j) with the
   * documents of shard i that come before it.
   *
   * @param vector the forward vector of b ({@link org.spotsigs.index.ForwardVector} encoding)
   * @param length the length of b under the run's measure; it must agree with {@code vector}. Less
   *     than 1: no pairs
   * @param key the key of b in shard j
   * @param collector receives every pair found
   * @return the number of pairs reported
   * @throws IOException if loading a window fails or {@code collector} throws it
   * @throws IllegalStateException if {@code length} is not the length of {@code vector} (found when
   *     a window holds documents in b's length window)
   */
  public int match(BytesRef vector, long length, long key, PairCollector collector)
      throws IOException {
    if (length < 1) {
      return 0;
    }
    ShardPosition start = ShardPosition.beforeLength(tau.maxLength(length));
    int found = 0;
    while (true) {
      ShardWindow w = windows.windowAt(start);
      ShardWindow.Matcher m = matchers.get(w);
      if (m == null) {
        if (matchers.size() > 16) {
          matchers.clear(); // windows of earlier queries: let them go
        }
        m = w.matcher(new DeltaTraversal(tau, true, true, Math.max(1, w.size())));
        matchers.put(w, m);
      }
      found +=
          m.match(
              vector,
              length,
              key,
              shardOrder,
              start,
              (position, overlap, union) -> collector.collect(w, position, overlap, union));
      ShardPosition last = w.last();
      if (w.complete() || last == null || last.length() < length) {
        return found; // no document after the window is as long as b
      }
      start = last;
    }
  }
}
