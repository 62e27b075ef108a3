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

import java.util.Map;
import java.util.TreeMap;
import org.spotsigs.core.Threshold;

/** Scores predicted pairs against a {@link GoldSet}. Thread-safe (keeps no state between calls). */
public final class Scorer {
  private final GoldSet gold;
  private final int distractors;

  public Scorer(GoldSet gold) {
    this.gold = gold;
    int d = 0;
    for (int i = 0; i < gold.size(); i++) {
      if (gold.isDistractor(i)) {
        d++;
      }
    }
    this.distractors = d;
  }

  /** Number of distractor pages in the gold set. */
  public int distractors() {
    return distractors;
  }

  /** The quality of {@code predictions} at {@code tau}; a pair predicted twice counts once. */
  public TauResult score(Predictions predictions, Threshold tau) {
    long[] counts = new long[2]; // tp, fp
    boolean[] matched = new boolean[gold.size()];
    com.carrotsearch.hppc.LongHashSet seen = new com.carrotsearch.hppc.LongHashSet();
    long n = gold.size();
    predictions.forEach(
        tau,
        (a, b) -> {
          if (a == b || a < 0 || b < 0 || a >= n || b >= n) {
            throw new IllegalArgumentException("bad predicted pair " + a + "," + b);
          }
          long key = Math.min(a, b) * n + Math.max(a, b);
          if (!seen.add(key)) {
            return;
          }
          counts[gold.sameCluster(a, b) ? 0 : 1]++;
          matched[a] = true;
          matched[b] = true;
        });
    long tp = counts[0];
    long fp = counts[1];
    long fn = gold.positivePairs() - tp;
    long tn = gold.allPairs() - tp - fp - fn;
    Map<String, Integer> byKind = new TreeMap<>();
    int distractorHits = 0;
    for (int i = 0; i < gold.size(); i++) {
      if (gold.isDistractor(i)) {
        byKind.merge(gold.kind(i), matched[i] ? 1 : 0, Integer::sum);
        if (matched[i]) {
          distractorHits++;
        }
      }
    }
    double precision = tp + fp == 0 ? 1.0 : (double) tp / (tp + fp);
    double recall = tp + fn == 0 ? 1.0 : (double) tp / (tp + fn);
    double f1 = tp == 0 ? 0.0 : 2 * precision * recall / (precision + recall);
    return new TauResult(
        tau.value(),
        tp,
        fp,
        fn,
        tn,
        precision,
        recall,
        f1,
        mcc(tp, fp, fn, tn),
        byKind,
        distractors == 0 ? 0.0 : (double) distractorHits / distractors);
  }

  /** Matthews correlation coefficient; 0 when a marginal is empty. */
  static double mcc(long tp, long fp, long fn, long tn) {
    double d = Math.sqrt((double) (tp + fp) * (tp + fn) * (tn + fp) * (tn + fn));
    return d == 0 ? 0.0 : ((double) tp * tn - (double) fp * fn) / d;
  }
}
