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
package org.spotsigs.testing;

import java.math.BigInteger;
import java.util.Map;
import org.spotsigs.core.Measure;
import org.spotsigs.core.Threshold;

/**
 * The oracle: similarity of two documents computed from their maps, and the threshold decision in
 * BigInteger arithmetic (independent of the code under test).
 */
public final class BruteForce {
  private BruteForce() {}

  /** {overlap, union} of two documents under {@code measure}. */
  public static long[] overlapAndUnion(
      Map<String, Integer> a, Map<String, Integer> b, Measure measure) {
    long overlap = 0;
    long union = 0;
    for (Map.Entry<String, Integer> e : a.entrySet()) {
      int ca = measure == Measure.SET ? 1 : e.getValue();
      Integer cbo = b.get(e.getKey());
      int cb = cbo == null ? 0 : (measure == Measure.SET ? 1 : cbo);
      overlap += Math.min(ca, cb);
      union += Math.max(ca, cb);
    }
    for (Map.Entry<String, Integer> e : b.entrySet()) {
      if (!a.containsKey(e.getKey())) {
        union += measure == Measure.SET ? 1 : e.getValue();
      }
    }
    return new long[] {overlap, union};
  }

  /** Whether overlap / union >= tau, in BigInteger arithmetic; empty documents never match. */
  public static boolean matches(long overlap, long union, Threshold tau) {
    if (union == 0 || overlap == 0) {
      return false;
    }
    return BigInteger.valueOf(overlap)
            .multiply(BigInteger.valueOf(tau.denominator()))
            .compareTo(BigInteger.valueOf(tau.numerator()).multiply(BigInteger.valueOf(union)))
        >= 0;
  }
}
