package org.spotsigs.dedup;

import com.carrotsearch.hppc.IntArrayList;
import com.carrotsearch.hppc.LongArrayList;
import org.spotsigs.util.IntArraySorter;

/** A growable list of pairs with their exact overlap and union, in primitive arrays. Not thread-safe. */
final class PairList {
  final IntArrayList a = new IntArrayList();
  final IntArrayList b = new IntArrayList();
  final LongArrayList overlap = new LongArrayList();
  final LongArrayList union = new LongArrayList();

  void add(int x, int y, long ov, long un) {
    a.add(x);
    b.add(y);
    overlap.add(ov);
    union.add(un);
  }

  int size() {
    return a.size();
  }

  void addAll(PairList other) {
    a.addAll(other.a);
    b.addAll(other.b);
    overlap.addAll(other.overlap);
    union.addAll(other.union);
  }

  /** Puts the smaller id first in every pair and sorts the pairs by (first, second). */
  void normalizeAndSort() {
    int[] xs = a.buffer;
    int[] ys = b.buffer;
    long[] ov = overlap.buffer;
    long[] un = union.buffer;
    int n = size();
    for (int i = 0; i < n; i++) {
      if (xs[i] > ys[i]) {
        int t = xs[i];
        xs[i] = ys[i];
        ys[i] = t;
      }
    }
    int[] order = new int[n];
    for (int i = 0; i < n; i++) {
      order[i] = i;
    }
    IntArraySorter.sort(order, 0, n, (i, j) -> {
      int c = Integer.compare(xs[i], xs[j]);
      return c != 0 ? c : Integer.compare(ys[i], ys[j]);
    });
    int[] sx = new int[n];
    int[] sy = new int[n];
    long[] so = new long[n];
    long[] su = new long[n];
    for (int k = 0; k < n; k++) {
      int i = order[k];
      sx[k] = xs[i];
      sy[k] = ys[i];
      so[k] = ov[i];
      su[k] = un[i];
    }
    System.arraycopy(sx, 0, xs, 0, n);
    System.arraycopy(sy, 0, ys, 0, n);
    System.arraycopy(so, 0, ov, 0, n);
    System.arraycopy(su, 0, un, 0, n);
  }
}
