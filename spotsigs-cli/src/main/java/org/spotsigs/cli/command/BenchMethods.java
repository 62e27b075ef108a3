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
package org.spotsigs.cli.command;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.spotsigs.core.Measure;
import org.spotsigs.core.Threshold;
import org.spotsigs.dedup.DedupResult;
import org.spotsigs.dedup.Deduplicator;
import org.spotsigs.dedup.VectorCollection;
import org.spotsigs.eval.ScoredPairs;
import org.spotsigs.eval.baselines.LshS;
import org.spotsigs.eval.baselines.PPJoinPlus;

/**
 * The all-pairs methods {@code spotsigs bench} times ({@link BenchCommand}): SpotSigs with its
 * bounds ({@code spotsigs}), without the length window ({@code nopart}) or without the delta
 * pruning ({@code noprune}), and the baselines LSH-S and PPJoin+.
 */
final class BenchMethods {
  /** The methods' names, as {@code --methods} takes them. */
  static final List<String> NAMES = List.of("spotsigs", "nopart", "noprune", "lsh-s", "ppjoin+");

  private BenchMethods() {}

  /**
   * Finds the pairs of {@code vectors} at {@code tau} with {@code method} on {@code threads}
   * threads; returns what the run reports (threads, pairs, and the work counters the method has).
   */
  static Map<String, Object> run(
      String method, Threshold tau, Measure m, VectorCollection vectors, int threads) {
    Map<String, Object> run = new LinkedHashMap<>();
    switch (method) {
      case "spotsigs", "nopart", "noprune" -> {
        DedupResult r =
            Deduplicator.builder(tau)
                .measure(m)
                .threads(threads)
                .lengthWindow(method.equals("spotsigs"))
                .deltaPruning(!method.equals("noprune"))
                .build()
                .run(vectors);
        run.put("threads", threads);
        run.put("pairs", r.size());
        run.put("postings", r.stats().postingsVisited());
        run.put("candidates", r.stats().candidates());
        run.put("verified", r.stats().verified());
      }
      case "lsh-s" -> {
        ScoredPairs candidates =
            new LshS(LshS.DEFAULT_K, LshS.DEFAULT_L, LshS.DEFAULT_SEED, m).pairs(vectors, threads);
        int pairs = 0;
        for (int i = 0; i < candidates.size(); i++) {
          if (tau.accepts(candidates.num(i), candidates.den(i))) {
            pairs++;
          }
        }
        run.put("threads", threads);
        run.put("pairs", pairs);
        run.put("candidates", (long) candidates.size());
        run.put("verified", (long) candidates.size());
      }
      case "ppjoin+" -> {
        PPJoinPlus.Result r = new PPJoinPlus(tau).join(vectors, threads);
        run.put("threads", threads);
        run.put("pairs", r.pairs().size());
        run.put("candidates", r.candidates());
        run.put("verified", r.verified());
        run.put("note", "set Jaccard");
      }
      default -> throw new IllegalStateException(method);
    }
    return run;
  }
}
