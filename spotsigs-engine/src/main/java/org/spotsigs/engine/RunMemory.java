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

import org.spotsigs.shards.ShardWindows;

/**
 * Heap an all-pairs run holds on its coordinating node (the listed pairs, the pair graph, pages
 * being merged), charged to a circuit breaker: a run that would hold too much fails with the
 * breaker's error. {@link #close()} gives it all back; what is charged after that (a page that was
 * being merged when the run failed or was cancelled) never reaches the breaker. Thread-safe.
 */
public final class RunMemory implements AutoCloseable {
  private final ShardWindows.Memory breaker;
  private long held;
  private boolean closed;

  /** {@code breaker} reserves (and may refuse) and releases bytes. */
  public RunMemory(ShardWindows.Memory breaker) {
    this.breaker = breaker;
  }

  /** Charges {@code bytes} (negative: gives them back). */
  public synchronized void add(long bytes) {
    if (closed) {
      return;
    }
    if (bytes > 0) {
      breaker.reserve(bytes);
    } else {
      breaker.release(-bytes);
    }
    held += bytes;
  }

  /** The bytes held. */
  public synchronized long held() {
    return held;
  }

  @Override
  public synchronized void close() {
    breaker.release(held);
    held = 0;
    closed = true;
  }
}
