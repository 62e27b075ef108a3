package org.spotsigs.elasticsearch.pairs;

import org.elasticsearch.common.breaker.CircuitBreaker;
import org.elasticsearch.core.Releasable;

/**
 * Heap an all-pairs run holds on its coordinating node (the listed pairs, the pair graph, pages
 * being merged), charged to the request circuit breaker: a run that would hold too much fails with
 * a circuit-breaking error. {@link #close()} gives it all back.
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
