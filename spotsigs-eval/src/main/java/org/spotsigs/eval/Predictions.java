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
