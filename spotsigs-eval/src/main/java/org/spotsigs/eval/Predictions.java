package org.spotsigs.eval;

import org.spotsigs.core.Threshold;

/** The pairs a method predicts to be near-duplicates, for any tau. */
public interface Predictions {
  /** Receives predicted pairs. */
  @FunctionalInterface
  interface PairConsumer {
    void accept(int docA, int docB);
  }

  /** Calls {@code consumer} once for every unordered pair predicted at {@code tau}. */
  void forEach(Threshold tau, PairConsumer consumer);

  /** Whether the answer is the same at every tau (I-Match: one hash, no threshold). */
  default boolean thresholdFree() {
    return false;
  }
}
