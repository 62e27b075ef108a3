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

import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * The windows of shards ({@link ShardWindow}) a node has loaded, kept for the next pages of an
 * all-pairs run that need them (the next batches of the same shard pair, and the pairs of the same
 * shard with the other shards), within a bound of heap: the least recently used go first. The heap
 * they hold is reserved with {@link Memory} while they are kept (a circuit breaker), and given back
 * when they are dropped. Thread-safe.
 */
public final class ShardWindows {
  /** Where the heap of the kept windows is accounted. */
  public interface Memory {
    /**
     * Reserves {@code bytes}, or throws if they cannot be had.
     *
     * @param bytes the heap to reserve, in bytes, at least 0
     */
    void reserve(long bytes);

    /**
     * Gives {@code bytes} back.
     *
     * @param bytes the heap to give back, in bytes: as much as an earlier {@link #reserve}
     */
    void release(long bytes);
  }

  private record Entry(Object shard, ShardWindow window) {}

  private final Memory memory;

  /** The windows by use, least recent first (the key is the entry itself). */
  private final LinkedHashMap<Entry, Long> entries = new LinkedHashMap<>(16, 0.75f, true);

  private long held;

  /**
   * An empty cache of windows.
   *
   * @param memory where the heap of the kept windows is reserved and released; not null
   * @throws NullPointerException if {@code memory} is null
   */
  public ShardWindows(Memory memory) {
    this.memory = Objects.requireNonNull(memory, "memory");
  }

  /**
   * A kept window of {@code shard} (a key that names the shard and the point in time it was read
   * at: windows of different keys are never mixed) that holds the documents right after {@code
   * start}, or null.
   *
   * @param shard the key of the shard and of its point in time; compared with {@code equals}
   * @param start the position the documents wanted come right after, or null for the shard's first
   * @param now the current time, on the clock {@link #expire} is given; recorded as the window's
   *     last use
   * @return a kept window that {@linkplain ShardWindow#covers covers} {@code start}, or null if
   *     none is kept
   */
  public synchronized ShardWindow get(Object shard, ShardPosition start, long now) {
    for (Map.Entry<Entry, Long> e : entries.entrySet()) {
      Entry entry = e.getKey();
      if (entry.shard.equals(shard) && entry.window.covers(start)) {
        entries.put(entry, now); // most recently used
        return entry.window;
      }
    }
    return null;
  }

  /**
   * Keeps {@code window} of {@code shard}, dropping the least recently used windows while the kept
   * ones would take more than {@code maxBytes} with it; keeps nothing if it alone takes more. If
   * {@link Memory#reserve} throws, the exception propagates and the window is not kept (the windows
   * dropped to make room for it stay dropped).
   *
   * @param shard the key of the shard and of its point in time, as given to {@link #get}
   * @param window the window to keep; if it is kept already, only its last use is recorded
   * @param maxBytes the most heap all kept windows may take, in bytes
   * @param now the current time, on the clock {@link #expire} is given; recorded as the window's
   *     last use
   */
  public synchronized void put(Object shard, ShardWindow window, long maxBytes, long now) {
    Entry entry = new Entry(shard, window);
    if (entries.containsKey(entry)) {
      entries.put(entry, now); // kept already: only its last use changes (and nothing is reserved)
      return;
    }
    long bytes = window.ramBytesUsed();
    if (bytes > maxBytes) {
      return;
    }
    Iterator<Entry> it = entries.keySet().iterator();
    while (held + bytes > maxBytes && it.hasNext()) {
      Entry old = it.next();
      it.remove();
      drop(old);
    }
    memory.reserve(bytes);
    held += bytes;
    entries.put(entry, now);
  }

  /**
   * Drops the windows last used before {@code time}.
   *
   * @param time the time, on the clock given to {@link #get} and {@link #put}, before which an
   *     unused window is dropped
   */
  public synchronized void expire(long time) {
    Iterator<Map.Entry<Entry, Long>> it = entries.entrySet().iterator();
    while (it.hasNext()) {
      Map.Entry<Entry, Long> e = it.next();
      if (e.getValue() < time) {
        it.remove();
        drop(e.getKey());
      }
    }
  }

  /**
   * Drops the windows of the shards {@code shards} accepts (e.g. those of a closed searcher).
   *
   * @param shards tested on each kept window's shard key; true drops the window
   */
  public synchronized void drop(java.util.function.Predicate<Object> shards) {
    Iterator<Entry> it = entries.keySet().iterator();
    while (it.hasNext()) {
      Entry e = it.next();
      if (shards.test(e.shard)) {
        it.remove();
        drop(e);
      }
    }
  }

  /** Drops every window. */
  public synchronized void clear() {
    expire(Long.MAX_VALUE);
  }

  /**
   * The heap the kept windows take.
   *
   * @return the bytes reserved for the kept windows
   */
  public synchronized long heldBytes() {
    return held;
  }

  /**
   * The number of windows kept.
   *
   * @return the number of windows kept; 0 after {@link #clear()}
   */
  public synchronized int size() {
    return entries.size();
  }

  private void drop(Entry e) {
    long bytes = e.window.ramBytesUsed();
    held -= bytes;
    memory.release(bytes);
  }

  /** The windows kept, least recently used first (for tests). */
  synchronized List<ShardWindow> windows() {
    List<ShardWindow> all = new ArrayList<>();
    for (Entry e : entries.keySet()) {
      all.add(e.window);
    }
    return all;
  }
}
