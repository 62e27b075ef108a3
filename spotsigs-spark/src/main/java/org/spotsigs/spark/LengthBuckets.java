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
package org.spotsigs.spark;

import java.util.Arrays;
import org.spotsigs.core.Threshold;

/**
 * Vector lengths cut into ranges such that two vectors that can reach tau lie in the same range or
 * in two neighbouring ones: range {@code k} is {@code [L_k, L_k+1)} with {@code L_0 = 1} and {@code
 * L_k+1 = floor(L_k / tau) + 1} ({@link Threshold#maxLength}, in integer arithmetic). A vector of
 * length {@code x < L_k+1} pairs only with lengths up to {@code floor(x / tau) <= floor((L_k+1 - 1)
 * / tau) < L_k+2}. Not thread-safe (a task keeps its own).
 */
final class LengthBuckets {
  private final Threshold tau;
  private long[] bounds = {1};
  private int size = 1;

  LengthBuckets(Threshold tau) {
    this.tau = tau;
  }

  /** The range of {@code length} (>= 1). */
  int bucket(long length) {
    while (bounds[size - 1] <= length) {
      if (size == bounds.length) {
        bounds = Arrays.copyOf(bounds, 2 * size);
      }
      bounds[size] = tau.maxLength(bounds[size - 1]) + 1;
      size++;
    }
    int at = Arrays.binarySearch(bounds, 0, size, length);
    return at >= 0 ? at : -at - 2;
  }
}
