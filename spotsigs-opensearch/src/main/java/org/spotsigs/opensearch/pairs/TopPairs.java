package org.spotsigs.opensearch.pairs;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.PriorityQueue;
import org.spotsigs.search.Threshold;

/**
 * The {@code max} most similar pairs of the pages merged so far, and how many pairs there were:
 * what a response lists. Holds at most {@code max} pairs, charged to {@link Memory}. Not
 * thread-safe.
 */
final class TopPairs {
  /** Most similar first (compared exactly: a/b > c/d iff a*d > c*b), then by ids. */
  static final Comparator<NearDuplicatePairsResponse.Pair> BY_SIMILARITY =
      (x, y) -> {
        int c = Threshold.compareProducts(y.overlap(), x.union(), x.overlap(), y.union());
        if (c != 0) {
          return c;
        }
        c = x.a().compareTo(y.a());
        return c != 0 ? c : x.b().compareTo(y.b());
      };

  private final int max;
  private final Memory memory;

  /** The least similar kept pair first. */
  private final PriorityQueue<NearDuplicatePairsResponse.Pair> kept =
      new PriorityQueue<>(BY_SIMILARITY.reversed());

  private long total;

  TopPairs(int max, Memory memory) {
    this.max = max;
    this.memory = memory;
  }

  void add(PairPage page) {
    for (int i = 0; i < page.size(); i++) {
      total++;
      if (max == 0) {
        continue;
      }
      var p =
          new NearDuplicatePairsResponse.Pair(page.a(i), page.b(i), page.overlap(i), page.union(i));
      if (kept.size() < max) {
        memory.add(bytes(p));
        kept.add(p);
      } else if (BY_SIMILARITY.compare(p, kept.peek()) < 0) {
        memory.add(bytes(p) - bytes(kept.poll()));
        kept.add(p);
      }
    }
  }

  private static long bytes(NearDuplicatePairsResponse.Pair p) {
    return 2L * (p.a().length() + p.b().length()) + 120;
  }

  long total() {
    return total;
  }

  /** The kept pairs, most similar first. */
  List<NearDuplicatePairsResponse.Pair> sorted() {
    List<NearDuplicatePairsResponse.Pair> out = new ArrayList<>(kept);
    out.sort(BY_SIMILARITY);
    return out;
  }
}
