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

import org.opensearch.common.lease.Releasable;
import org.opensearch.core.common.breaker.CircuitBreaker;

/**
 * Heap an all-pairs run holds on its coordinating node (the listed pairs, the pair graph of the
 * clusters), charged to the request circuit breaker: a run that would hold too much fails with a
 * circuit-breaking error instead of exhausting the heap. {@link #close()} gives it all back.
 */
final class Memory implements Releasable {
  private final CircuitBreaker breaker;
  private long held;

  Memory(CircuitBreaker breaker) {
    this.breaker = breaker;
  }

  /** Charges {@code bytes} (negative: gives them back). */
  synchronized void add(long bytes) {
    if (bytes > 0) {
      breaker.addEstimateBytesAndMaybeBreak(bytes, "spotsigs_pairs");
    } else {
      breaker.addWithoutBreaking(bytes);
    }
    held += bytes;
  }

  @Override
  public synchronized void close() {
    breaker.addWithoutBreaking(-held);
    held = 0;
  }
}
