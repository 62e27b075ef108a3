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
package org.spotsigs.engine;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.PriorityQueue;
import java.util.function.LongConsumer;
import org.spotsigs.core.Threshold;

/**
 * The {@code max} most similar pairs of the pages merged so far, and how many pairs there were:
 * what a response lists. Holds at most {@code max} pairs, charged to {@code memory}. Not
 * thread-safe.
 */
public final class TopPairs {
  /** Most similar first (compared exactly: a/b > c/d iff a*d > c*b), then by ids. */
  public static final Comparator<Pair> BY_SIMILARITY =
      (x, y) -> {
        int c = Threshold.compareProducts(y.overlap(), x.union(), x.overlap(), y.union());
        if (c != 0) {
          return c;
        }
        c = x.a().compareTo(y.a());
        return c != 0 ? c : x.b().compareTo(y.b());
      };

  private final int max;
  private final LongConsumer memory;

  /** The least similar kept pair first. */
  private final PriorityQueue<Pair> kept = new PriorityQueue<>(BY_SIMILARITY.reversed());

  private long total;

  /** {@code memory} is charged the bytes the kept pairs hold (negative: given back). */
  public TopPairs(int max, LongConsumer memory) {
    this.max = max;
    this.memory = memory;
  }

  /** Merges the pairs of a page. */
  public void add(Pairs page) {
    for (int i = 0; i < page.size(); i++) {
      total++;
      if (max == 0) {
        continue;
      }
      var p = new Pair(page.a(i), page.b(i), page.overlap(i), page.union(i));
      if (kept.size() < max) {
        memory.accept(bytes(p));
        kept.add(p);
      } else if (BY_SIMILARITY.compare(p, kept.peek()) < 0) {
        memory.accept(bytes(p) - bytes(kept.poll()));
        kept.add(p);
      }
    }
  }

  private static long bytes(Pair p) {
    return 2L * (p.a().length() + p.b().length()) + 120;
  }

  /** The number of pairs merged. */
  public long total() {
    return total;
  }

  /** The kept pairs, most similar first. */
  public List<Pair> sorted() {
    List<Pair> out = new ArrayList<>(kept);
    out.sort(BY_SIMILARITY);
    return out;
  }
}
