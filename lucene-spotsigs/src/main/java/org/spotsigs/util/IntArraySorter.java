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
package org.spotsigs.util;

import java.util.function.IntBinaryOperator;
import org.apache.lucene.util.IntroSorter;

/** Sorts a slice of an int array by a comparator on its values, without boxing (introsort). */
public final class IntArraySorter {
  private IntArraySorter() {}

  /**
   * Sorts {@code a[from..to)} so that {@code cmp.applyAsInt(a[i], a[i + 1]) <= 0}.
   *
   * @param a the array, sorted in place; the values outside {@code [from, to)} are not touched
   * @param from the first index of the slice, inclusive
   * @param to the end of the slice, exclusive
   * @param cmp compares two values of the array (not indices): negative, zero or positive as the
   *     first sorts before, with, or after the second; the sort is not stable
   */
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
