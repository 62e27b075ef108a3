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

import java.util.List;

/**
 * The results of one method over a tau sweep.
 *
 * @param method the method's name ({@link EvalMethod#externalName()})
 * @param settings how it was configured
 * @param seconds wall time to compute its candidate pairs (features excluded)
 * @param thresholdFree whether tau has no effect on it (I-Match)
 * @param sweep one result per tau of the sweep, ascending
 * @param best the result with the highest F1 (the lowest such tau on ties)
 * @param atDefaultTau the result at the default tau
 * @param f1Range the longest run of consecutive sweep taus with F1 >= the range threshold, or null
 */
public record MethodReport(
    String method,
    String settings,
    double seconds,
    boolean thresholdFree,
    List<TauResult> sweep,
    TauResult best,
    TauResult atDefaultTau,
    Range f1Range) {

  /**
   * A run of consecutive sweep taus on which F1 stays at or above {@code minF1}.
   *
   * @param width {@code to - from}
   */
  public record Range(double minF1, double from, double to, double width) {}

  /**
   * The longest run of consecutive entries of {@code sweep} with F1 >= {@code minF1} (the lowest on
   * ties).
   */
  static Range f1Range(List<TauResult> sweep, double minF1) {
    Range best = null;
    int i = 0;
    while (i < sweep.size()) {
      if (sweep.get(i).f1() < minF1) {
        i++;
        continue;
      }
      int j = i;
      while (j + 1 < sweep.size() && sweep.get(j + 1).f1() >= minF1) {
        j++;
      }
      double from = sweep.get(i).tau();
      double to = sweep.get(j).tau();
      if (best == null || to - from > best.width() + 1e-12) {
        best = new Range(minF1, from, to, Math.round((to - from) * 1e9) / 1e9);
      }
      i = j + 1;
    }
    return best;
  }
}
