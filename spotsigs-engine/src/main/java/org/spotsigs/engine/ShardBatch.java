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

import com.carrotsearch.hppc.LongArrayList;
import java.util.ArrayList;
import java.util.List;
import org.apache.lucene.util.BytesRef;
import org.spotsigs.shards.ShardPosition;
import org.spotsigs.shards.ShardReader;

/**
 * A batch of a shard's documents in the all-pairs run's order (length descending, then a per-shard
 * key): id, length, key and encoded forward vector of each, at most a number of bytes, and where
 * the next batch starts. Filled from {@link ShardReader} on the node that holds the shard, matched
 * on the node that holds the other shard of a shard pair.
 */
public final class ShardBatch {
  private final List<String> ids = new ArrayList<>();
  private final LongArrayList lengths = new LongArrayList();
  private final LongArrayList keys = new LongArrayList();
  private final List<BytesRef> vectors = new ArrayList<>();
  private long bytes;
  private ShardPosition next;

  /**
   * Adds a document (its vector copied) unless it would take the batch past {@code maxBytes}; the
   * first document always fits.
   *
   * @return whether it was added
   */
  public boolean add(String id, long length, long key, BytesRef vector, long maxBytes) {
    long entry = entryBytes(id, vector.length);
    if (!ids.isEmpty() && bytes + entry > maxBytes) {
      return false;
    }
    bytes += entry;
    ids.add(id);
    lengths.add(length);
    keys.add(key);
    vectors.add(BytesRef.deepCopyOf(vector));
    return true;
  }

  /** Sets where the next batch starts: after this position (null: nothing comes after). */
  public void next(ShardPosition position) {
    this.next = position;
  }

  public int size() {
    return ids.size();
  }

  public String id(int i) {
    return ids.get(i);
  }

  public long length(int i) {
    return lengths.get(i);
  }

  public long key(int i) {
    return keys.get(i);
  }

  /** The encoded forward vector of document {@code i}. */
  public BytesRef vector(int i) {
    return vectors.get(i);
  }

  /** The position of document {@code i}. */
  public ShardPosition position(int i) {
    return new ShardPosition(lengths.get(i), keys.get(i));
  }

  /** The position the next batch starts after, or null if no document comes after this batch. */
  public ShardPosition next() {
    return next;
  }

  /** About the heap the batch takes. */
  public long ramBytes() {
    return bytes;
  }

  /** One entry: the id's characters, the vector's bytes, the two longs and object headers. */
  static long entryBytes(String id, int vectorBytes) {
    return 2L * id.length() + vectorBytes + 96;
  }
}
