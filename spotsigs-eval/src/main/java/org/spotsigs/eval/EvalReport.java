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
import java.util.Map;

/**
 * Everything an evaluation measured: the gold set, the settings, and one {@link MethodReport} per
 * method. Serialized as the JSON of {@code spotsigs eval --json}.
 */
public record EvalReport(
    Gold gold, Settings settings, Machine machine, List<MethodReport> methods) {

  /**
   * What was evaluated against.
   *
   * @param clusters clusters of two or more pages
   * @param singletons pages without a near-duplicate
   */
  public record Gold(
      String path,
      int documents,
      int clusters,
      int singletons,
      long positivePairs,
      long allPairs,
      Map<String, Integer> kinds,
      int distractors) {}

  /** How the documents were analyzed and matched. */
  public record Settings(
      String analyzer,
      String signatureFilter,
      String measure,
      double defaultTau,
      List<Double> taus,
      double f1RangeThreshold) {}

  /** Where and when. */
  public record Machine(String date, int processors, String java, String os, int threads) {}
}
