package org.spotsigs.dedup;

import com.carrotsearch.hppc.IntArrayList;
import com.carrotsearch.hppc.LongArrayList;
import org.apache.lucene.util.IntroSorter;

/**
 * A growable list of pairs with their exact overlap and union, in primitive arrays. Not
 * thread-safe.
 */
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
    // in place, with a sorter of its own: a comparator shared with other call sites would not
    // inline
    new IntroSorter() {
      int px;
      int py;

      @Override
      protected void setPivot(int i) {
        px = xs[i];
        py = ys[i];
      }

      @Override
      protected int comparePivot(int j) {
        int c = Integer.compare(px, xs[j]);
        return c != 0 ? c : Integer.compare(py, ys[j]);
      }

      @Override
      protected int compare(int i, int j) {
        int c = Integer.compare(xs[i], xs[j]);
        return c != 0 ? c : Integer.compare(ys[i], ys[j]);
      }

      @Override
      protected void swap(int i, int j) {
        int t = xs[i];
        xs[i] = xs[j];
        xs[j] = t;
        t = ys[i];
        ys[i] = ys[j];
        ys[j] = t;
        long l = ov[i];
        ov[i] = ov[j];
        ov[j] = l;
        l = un[i];
        un[i] = un[j];
        un[j] = l;
      }
    }.sort(0, n);
  }
}
