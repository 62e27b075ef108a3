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
