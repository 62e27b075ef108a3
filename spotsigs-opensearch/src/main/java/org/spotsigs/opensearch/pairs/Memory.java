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

import org.opensearch.core.common.breaker.CircuitBreaker;
import org.spotsigs.shards.ShardWindows;

/**
 * Heap charged to a circuit breaker under {@code label}: bytes that would take it past its limit
 * are refused with a circuit-breaking error. The all-pairs run's heap on its coordinating node
 * ({@link org.spotsigs.engine.RunMemory}) and the windows a node keeps go through it.
 */
record Memory(CircuitBreaker breaker, String label) implements ShardWindows.Memory {
  @Override
  public void reserve(long bytes) {
    breaker.addEstimateBytesAndMaybeBreak(bytes, label);
  }

  @Override
  public void release(long bytes) {
    breaker.addWithoutBreaking(-bytes);
  }
}
