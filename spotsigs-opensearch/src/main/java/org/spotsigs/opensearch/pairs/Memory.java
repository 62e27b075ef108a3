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
