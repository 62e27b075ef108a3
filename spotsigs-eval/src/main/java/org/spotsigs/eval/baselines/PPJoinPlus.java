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
package org.spotsigs.eval.baselines;

import com.carrotsearch.hppc.IntArrayList;
import java.util.Arrays;
import org.spotsigs.core.Threshold;
import org.spotsigs.dedup.VectorCollection;
import org.spotsigs.eval.Parallel;
import org.spotsigs.eval.ScoredPairs;

/**
 * PPJoin+ (C. Xiao, W. Wang, X. Lin, J. X. Yu: "Efficient Similarity Joins for Near Duplicate
 * Detection", WWW 2008, "the PPJoin paper" below): an exact Jaccard self-join of sets with prefix
 * filtering, size filtering, positional filtering, suffix filtering and the shorter index prefix of
 * its Lemma 3. Documents are the signature <em>sets</em> of a {@link VectorCollection} (counts are
 * ignored); the answer is every pair with {@code |x ∩ y| / |x ∪ y| >= tau}, as {@link
 * org.spotsigs.dedup.Deduplicator} gives in {@link org.spotsigs.core.Measure#SET} mode.
 *
 * <p>All decisions are in integer arithmetic through {@link Threshold} (the overlap threshold
 * {@code alpha = ceil(tau / (1 + tau) * (|x| + |y|))} is {@link Threshold#minOverlap}), so pairs at
 * exactly tau are found. Documents without signatures are never matched. Candidates that survive
 * the filters are verified by a merge of the two sorted records that stops once the overlap still
 * possible falls below alpha. Runs on one thread or several ({@link #join(VectorCollection, int)});
 * instances are immutable and thread-safe.
 */
public final class PPJoinPlus {
  /** Recursion depth of the suffix filter (the PPJoin paper uses 2 to 4). */
  public static final int DEFAULT_MAX_DEPTH = 3;

  private static final int PRUNED = Integer.MIN_VALUE;

  private final Threshold tau;
  private final int maxDepth;

  public PPJoinPlus(Threshold tau) {
    this(tau, DEFAULT_MAX_DEPTH);
  }

  public PPJoinPlus(Threshold tau, int maxDepth) {
    if (maxDepth < 0) {
      throw new IllegalArgumentException("maxDepth must be >= 0, got " + maxDepth);
    }
    this.tau = tau;
    this.maxDepth = maxDepth;
  }

  /** Work counters of the last {@link #join} on this thread's behalf: returned with the pairs. */
  public record Result(ScoredPairs pairs, long candidates, long verified) {}

  /**
   * Every pair of {@code vc} whose set Jaccard similarity is at least tau; ids are external ids.
   */
  public Result join(VectorCollection vc) {
    return join(vc, 1);
  }

  /**
   * As {@link #join(VectorCollection)} on {@code threads} threads: the index of every record's
   * prefix is built first, then records probe it in blocks, each probe seeing only the records
   * before it in the join order (exactly what the sequential join's index holds at that point). The
   * pairs, their order and the counters do not depend on the number of threads.
   */
  public Result join(VectorCollection vc, int threads) {
    Records r = records(vc);
    int m = r.rec.length;
    // Inverted index over the indexed prefixes: for token t, parallel lists of (join position,
    // position in record).
    IntArrayList[] listOrd = new IntArrayList[r.numTokens];
    IntArrayList[] listPos = new IntArrayList[r.numTokens];
    for (int oi = 0; oi < m; oi++) {
      int[] xs = r.rec[r.order[oi]];
      int index = xs.length - (int) tau.minOverlap(xs.length, xs.length) + 1;
      for (int i = 0; i < index; i++) {
        int w = xs[i];
        if (listOrd[w] == null) {
          listOrd[w] = new IntArrayList();
          listPos[w] = new IntArrayList();
        }
        listOrd[w].add(oi);
        listPos[w].add(i);
      }
    }
    int t = Math.max(1, threads);
    int block = Math.max(8, Math.min(512, m / (8 * t) + 1)); // records per probing block
    int blocks = (m + block - 1) / block;
    ScoredPairs[] blockPairs = new ScoredPairs[blocks];
    long[] candidates = new long[blocks];
    long[] verified = new long[blocks];
    // each worker takes blocks in ascending order, so its records come by ascending size
    ThreadLocal<Probe> probes = ThreadLocal.withInitial(() -> new Probe(m, r.numTokens));
    Parallel.forEach(
        blocks,
        t,
        b -> {
          Probe probe = probes.get();
          ScoredPairs out = new ScoredPairs();
          for (int oi = b * block; oi < Math.min(m, (b + 1) * block); oi++) {
            probe.run(oi, r, listOrd, listPos, vc, out);
          }
          blockPairs[b] = out;
          candidates[b] = probe.candidates;
          verified[b] = probe.verified;
          probe.candidates = 0;
          probe.verified = 0;
        });
    ScoredPairs out = new ScoredPairs();
    long c = 0;
    long v = 0;
    for (int b = 0; b < blocks; b++) {
      ScoredPairs p = blockPairs[b];
      for (int i = 0; i < p.size(); i++) {
        out.add(p.docA(i), p.docB(i), p.num(i), p.den(i));
      }
      c += candidates[b];
      v += verified[b];
    }
    return new Result(out, c, v);
  }

  /**
   * The records of a join: non-empty documents as sorted arrays of token ranks (tokens by ascending
   * document frequency, rarest first, ties by term id), and the join order (by size, then record).
   */
  private record Records(int[][] rec, int[] order, int[] docs, int numTokens) {}

  private static Records records(VectorCollection vc) {
    int n = vc.size();
    int[] df = new int[vc.numTerms()];
    for (int d = 0; d < n; d++) {
      for (int e = vc.start(d); e < vc.end(d); e++) {
        df[vc.termId(e)]++;
      }
    }
    Integer[] byDf = new Integer[df.length];
    for (int t = 0; t < df.length; t++) {
      byDf[t] = t;
    }
    Arrays.sort(
        byDf, (a, b) -> df[a] != df[b] ? Integer.compare(df[a], df[b]) : Integer.compare(a, b));
    int[] rank = new int[df.length];
    for (int r = 0; r < byDf.length; r++) {
      rank[byDf[r]] = r;
    }
    IntArrayList docs = new IntArrayList();
    for (int d = 0; d < n; d++) {
      if (vc.cardinality(d) > 0) {
        docs.add(d);
      }
    }
    int m = docs.size();
    int[][] rec = new int[m][];
    Integer[] order = new Integer[m];
    for (int i = 0; i < m; i++) {
      int d = docs.get(i);
      int[] r = new int[vc.cardinality(d)];
      for (int e = vc.start(d), k = 0; e < vc.end(d); e++, k++) {
        r[k] = rank[vc.termId(e)];
      }
      Arrays.sort(r);
      rec[i] = r;
      order[i] = i;
    }
    Arrays.sort(
        order,
        (a, b) ->
            rec[a].length != rec[b].length
                ? Integer.compare(rec[a].length, rec[b].length)
                : Integer.compare(a, b));
    int[] ord = new int[m];
    for (int i = 0; i < m; i++) {
      ord[i] = order[i];
    }
    return new Records(rec, ord, docs.toArray(), df.length);
  }

  /** One thread's probing state; its records must come in join order. */
  private final class Probe {
    final int[] overlap; // A[y]; PRUNED once y is ruled out for the current x
    final IntArrayList touched = new IntArrayList();
    final int[] listStart; // per token: entries before it are too short for every later record
    long candidates;
    long verified;

    Probe(int records, int tokens) {
      overlap = new int[records];
      listStart = new int[tokens];
    }

    /** Joins the record at join position {@code oi} with every record before it. */
    void run(
        int oi,
        Records r,
        IntArrayList[] listOrd,
        IntArrayList[] listPos,
        VectorCollection vc,
        ScoredPairs out) {
      int x = r.order[oi];
      int[] xs = r.rec[x];
      int lx = xs.length;
      int minLen = (int) tau.minLength(lx);
      int probe = lx - minLen + 1;
      for (int i = 0; i < probe; i++) {
        int w = xs[i];
        IntArrayList ords = listOrd[w];
        if (ords == null) {
          continue;
        }
        IntArrayList js = listPos[w];
        // size filtering: records come by ascending size, so a list only loses its head
        while (listStart[w] < ords.size()
            && r.rec[r.order[ords.get(listStart[w])]].length < minLen) {
          listStart[w]++;
        }
        for (int k = listStart[w]; k < ords.size(); k++) {
          int yo = ords.get(k);
          if (yo >= oi) {
            break; // the index holds the records before x only
          }
          int y = r.order[yo];
          int a = overlap[y];
          if (a == PRUNED) {
            continue;
          }
          int j = js.get(k);
          int ly = r.rec[y].length;
          int alpha = (int) tau.minOverlap(lx, ly);
          int ubound = Math.min(lx - i, ly - j); // positional filter: tokens from w on
          if (a + ubound < alpha) {
            prune(overlap, touched, y);
            continue;
          }
          if (a == 0) {
            // first common token: suffix filter on the rest (x[..i) and y[..j) share nothing)
            int hMax = lx + ly - 2 * alpha - i - j;
            int h = suffixFilter(xs, i + 1, lx, r.rec[y], j + 1, ly, hMax, 1);
            if (h > hMax) {
              prune(overlap, touched, y);
              continue;
            }
            touched.add(y);
          }
          overlap[y] = a + 1;
        }
      }
      // verify
      for (int t = 0; t < touched.size(); t++) {
        int y = touched.get(t);
        if (overlap[y] > 0) {
          candidates++;
          int[] yv = r.rec[y];
          int alpha = (int) tau.minOverlap(lx, yv.length);
          int o = intersect(xs, yv, alpha);
          verified++;
          if (o >= alpha) {
            long union = lx + yv.length - o;
            if (tau.accepts(o, union)) {
              out.add(vc.externalId(r.docs[x]), vc.externalId(r.docs[y]), o, union);
            }
          }
        }
        overlap[y] = 0;
      }
      touched.clear();
    }
  }

  private static void prune(int[] overlap, IntArrayList touched, int y) {
    if (overlap[y] == 0) {
      touched.add(y);
    }
    overlap[y] = PRUNED;
  }

  /** |x ∩ y| by a merge; returns early (less than alpha) once alpha cannot be reached. */
  static int intersect(int[] x, int[] y, int alpha) {
    int i = 0;
    int j = 0;
    int o = 0;
    while (i < x.length && j < y.length) {
      if (o + Math.min(x.length - i, y.length - j) < alpha) {
        return o;
      }
      if (x[i] == y[j]) {
        o++;
        i++;
        j++;
      } else if (x[i] < y[j]) {
        i++;
      } else {
        j++;
      }
    }
    return o;
  }

  /**
   * A lower bound of the Hamming distance {@code |x Δ y|} between {@code x[xFrom, xTo)} and {@code
   * y[yFrom, yTo)} (Algorithm 3 of the PPJoin paper): split both at the middle token w of y; tokens
   * below w can only meet tokens below w, so the distance is at least the sum of the size
   * differences of the two sides, plus one if w is missing from x. Recurses into the sides up to
   * the maximum depth, stopping as soon as the bound exceeds {@code hMax}. Every value returned is
   * a valid lower bound; {@code hMax} only decides how much work is spent.
   */
  int suffixFilter(int[] x, int xFrom, int xTo, int[] y, int yFrom, int yTo, int hMax, int depth) {
    int lx = xTo - xFrom;
    int ly = yTo - yFrom;
    if (ly == 0 || lx == 0 || depth > maxDepth) {
      return Math.abs(lx - ly);
    }
    int mid = yFrom + (ly - 1) / 2;
    int w = y[mid];
    int yl = mid - yFrom;
    int yr = yTo - mid - 1;
    int p = Arrays.binarySearch(x, xFrom, xTo, w);
    boolean found = p >= 0;
    int split = found ? p : -p - 1;
    int xl = split - xFrom;
    int xr = xTo - split - (found ? 1 : 0);
    int diff = found ? 0 : 1;
    int h = Math.abs(xl - yl) + Math.abs(xr - yr) + diff;
    if (h > hMax) {
      return h;
    }
    int hl =
        suffixFilter(x, xFrom, split, y, yFrom, mid, hMax - Math.abs(xr - yr) - diff, depth + 1);
    h = hl + Math.abs(xr - yr) + diff;
    if (h > hMax) {
      return h;
    }
    int hr =
        suffixFilter(
            x, found ? split + 1 : split, xTo, y, mid + 1, yTo, hMax - hl - diff, depth + 1);
    return hl + hr + diff;
  }
}
