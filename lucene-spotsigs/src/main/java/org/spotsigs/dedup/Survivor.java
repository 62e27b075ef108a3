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
package org.spotsigs.dedup;

import java.util.Locale;
import org.apache.lucene.util.IntroSorter;

/**
 * Which document of a cluster is kept when the others are dropped: the cluster's representative in
 * {@link Clusters}, chosen by an order of the documents that this policy defines.
 *
 * <ul>
 *   <li>{@link #FIRST}: the first in input order (the order {@link Clusters} uses by default, and
 *       the one an index's cluster ids follow);
 *   <li>{@link #LONGEST}: the longest, then the first in input order;
 *   <li>{@link #SHORTEST}: the shortest, then the first in input order.
 * </ul>
 *
 * A document's length is the length of its signature vector under the measure of the run (the
 * number of its signatures, counted once each under the set measure): every input route knows it,
 * and for pages it grows with the article's text. With connected components the survivor is exactly
 * that document of each cluster; with best-match clusters the representatives are chosen
 * most-connected first, and the order breaks ties between equally connected ones (so that every
 * dropped document stays a near-duplicate of the one kept).
 */
public enum Survivor {
  /** Keeps the first document of each cluster in input order. */
  FIRST,
  /** Keeps the longest document of each cluster; ties: the first in input order. */
  LONGEST,
  /** Keeps the shortest document of each cluster; ties: the first in input order. */
  SHORTEST;

  /**
   * The policy of a name: {@code first}, {@code longest} or {@code shortest}, in any case.
   *
   * @param name the policy's name, as {@link #toString()} gives it (any case)
   * @return the policy of that name
   * @throws IllegalArgumentException if {@code name} is null or names no policy
   */
  public static Survivor forName(String name) {
    for (Survivor s : values()) {
      if (s.name().equalsIgnoreCase(name)) {
        return s;
      }
    }
    throw new IllegalArgumentException(
        "unknown survivor policy '" + name + "': use first, longest or shortest");
  }

  /**
   * The order for {@link Clusters#connectedComponents(DedupResult, int, long[])} and {@link
   * Clusters#bestMatch(DedupResult, int, long[])} that makes this policy's document of every
   * cluster its representative: {@code order[id]} is the position of {@code id}, smaller first.
   *
   * @param lengths the length of every id's vector (ids {@code [0, lengths.length)})
   * @param inputOrder the input position of every id, or null when the ids are input positions
   * @return the position of every id, a new array of {@code lengths.length} ranks for {@link
   *     #LONGEST} and {@link #SHORTEST}; for {@link #FIRST}, {@code inputOrder} itself (null when
   *     it is null, which the clustering methods read as the ids' own order)
   * @throws IllegalArgumentException if {@code inputOrder} covers fewer ids than {@code lengths}
   */
  public long[] order(long[] lengths, long[] inputOrder) {
    int n = lengths.length;
    if (inputOrder != null && inputOrder.length < n) {
      throw new IllegalArgumentException(
          "input order covers " + inputOrder.length + " ids, not " + n);
    }
    if (this == FIRST) {
      return inputOrder;
    }
    int[] ids = new int[n];
    for (int i = 0; i < n; i++) {
      ids[i] = i;
    }
    int sign = this == LONGEST ? -1 : 1;
    new IntroSorter() {
      int pivot;

      @Override
      protected void setPivot(int i) {
        pivot = ids[i];
      }

      @Override
      protected int comparePivot(int j) {
        return compareIds(pivot, ids[j]);
      }

      @Override
      protected int compare(int i, int j) {
        return compareIds(ids[i], ids[j]);
      }

      private int compareIds(int x, int y) {
        int c = sign * Long.compare(lengths[x], lengths[y]);
        if (c == 0 && inputOrder != null) {
          c = Long.compare(inputOrder[x], inputOrder[y]);
        }
        return c != 0 ? c : Integer.compare(x, y);
      }

      @Override
      protected void swap(int i, int j) {
        int t = ids[i];
        ids[i] = ids[j];
        ids[j] = t;
      }
    }.sort(0, n);
    long[] order = new long[n];
    for (int rank = 0; rank < n; rank++) {
      order[ids[rank]] = rank;
    }
    return order;
  }

  @Override
  public String toString() {
    return name().toLowerCase(Locale.ROOT);
  }
}
