package org.spotsigs.util;

import java.util.function.IntBinaryOperator;
import org.apache.lucene.util.IntroSorter;

/** Sorts a slice of an int array by a comparator on its values, without boxing (introsort). */
public final class IntArraySorter {
  private IntArraySorter() {}

  /** Sorts {@code a[from..to)} so that {@code cmp.applyAsInt(a[i], a[i + 1]) <= 0}. */
  public static void sort(int[] a, int from, int to, IntBinaryOperator cmp) {
    new IntroSorter() {
      int pivot;

      @Override
      protected void setPivot(int i) {
        pivot = a[i];
      }

      @Override
      protected int comparePivot(int j) {
        return cmp.applyAsInt(pivot, a[j]);
      }

      @Override
      protected int compare(int i, int j) {
        return cmp.applyAsInt(a[i], a[j]);
      }

      @Override
      protected void swap(int i, int j) {
        int t = a[i];
        a[i] = a[j];
        a[j] = t;
      }
    }.sort(from, to);
  }
}
