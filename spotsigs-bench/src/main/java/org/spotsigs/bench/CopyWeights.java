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
package org.spotsigs.bench;

import java.util.Arrays;

/**
 * How often a {@link CorpusGenerator} copies each real document: half of the sources get no copy,
 * the others a heavy-tailed (Pareto) weight, so that most sources have no or few copies and a few
 * have hundreds.
 */
final class CopyWeights {
  static final double SOURCES_WITH_COPIES = 0.5;
  static final double PARETO_ALPHA = 1.6;
  static final double WEIGHT_CAP = 400;

  private CopyWeights() {}

  /** Cumulative copy weights of the sources: half get 0, the others a capped Pareto weight. */
  static double[] cumulative(int count, Rng r) {
    double[] cumulative = new double[count];
    double sum = 0;
    for (int i = 0; i < count; i++) {
      if (r.chance(SOURCES_WITH_COPIES)) {
        sum += Math.min(WEIGHT_CAP, Math.pow(1 - r.nextDouble(), -1 / PARETO_ALPHA));
      } else {
        r.nextDouble(); // same number of draws per source
      }
      cumulative[i] = sum;
    }
    if (sum == 0) { // tiny corpora: every source may be copied
      for (int i = 0; i < count; i++) {
        cumulative[i] = i + 1;
      }
    }
    return cumulative;
  }

  /** A source drawn by its weight: the first whose cumulative weight exceeds a uniform draw. */
  static int pick(double[] cumulative, Rng r) {
    double x = r.nextDouble() * cumulative[cumulative.length - 1];
    int i = Arrays.binarySearch(cumulative, x);
    i = i >= 0 ? i : -i - 1;
    while (i < cumulative.length - 1 && cumulative[i] <= x) { // the first with cumulative > x
      i++;
    }
    return i;
  }
}
