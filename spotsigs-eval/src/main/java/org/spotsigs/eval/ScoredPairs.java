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

import com.carrotsearch.hppc.IntArrayList;
import com.carrotsearch.hppc.LongArrayList;
import org.spotsigs.core.Threshold;
import org.spotsigs.dedup.DedupResult;

/**
 * Candidate pairs, each with its similarity as an exact fraction {@code num / den}; the pairs
 * predicted at tau are those with {@code num / den >= tau} (decided in integer arithmetic by {@link
 * Threshold#accepts}). Built once at the lowest tau of a sweep and filtered for the others. Not
 * thread-safe while being built; immutable in use.
 */
public final class ScoredPairs implements Predictions {
  private final IntArrayList a = new IntArrayList();
  private final IntArrayList b = new IntArrayList();
  private final LongArrayList num = new LongArrayList();
  private final LongArrayList den = new LongArrayList();
  private boolean thresholdFree;

  /** Adds pair {@code (docA, docB)} with similarity {@code num / den} (den > 0). */
  public ScoredPairs add(int docA, int docB, long num, long den) {
    if (docA == docB || den <= 0 || num < 0) {
      throw new IllegalArgumentException("bad pair " + docA + "," + docB + " " + num + "/" + den);
    }
    a.add(Math.min(docA, docB));
    b.add(Math.max(docA, docB));
    this.num.add(num);
    this.den.add(den);
    return this;
  }

  /**
   * The pairs of a deduplication run (its external ids are taken as document numbers), scored
   * overlap / union.
   */
  public static ScoredPairs of(DedupResult result) {
    ScoredPairs s = new ScoredPairs();
    result.forEach((x, y, overlap, union) -> s.add(x, y, overlap, union));
    return s;
  }

  /**
   * Marks these pairs as predicted at every tau whatever their score (a method without threshold).
   */
  public ScoredPairs thresholdFree(boolean value) {
    this.thresholdFree = value;
    return this;
  }

  @Override
  public boolean thresholdFree() {
    return thresholdFree;
  }

  public int size() {
    return a.size();
  }

  public int docA(int i) {
    return a.get(i);
  }

  public int docB(int i) {
    return b.get(i);
  }

  public long num(int i) {
    return num.get(i);
  }

  public long den(int i) {
    return den.get(i);
  }

  @Override
  public void forEach(Threshold tau, PairConsumer consumer) {
    for (int i = 0, n = a.size(); i < n; i++) {
      if (thresholdFree || tau.accepts(num.get(i), den.get(i))) {
        consumer.accept(a.get(i), b.get(i));
      }
    }
  }
}
