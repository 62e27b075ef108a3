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
package org.spotsigs.core;

/**
 * The one verification routine of the library: the exact overlap of two signature vectors, merged
 * in one key order, with an early exit that never rejects a pair reaching the required overlap.
 *
 * <p>While the two vectors are merged, the overlap still possible is at most the overlap so far
 * plus the smaller of the two masses not yet passed; as soon as even that is below {@code need} the
 * answer is -1. The two vectors may be held in any form (signature terms, an encoded forward
 * vector): a {@link Merge} walks them; two vectors of term ids in arrays have the same rule written
 * out on the arrays, the inner loop of an all-pairs run. A measure's contribution of a shared
 * signature is the smaller of the two weights the merge reports (the count under {@link
 * Measure#MULTISET}, 1 under {@link Measure#SET}). The query traversal, the all-pairs run,
 * index-time and result-page deduplication and {@link org.spotsigs.index.SignatureVector#overlap}
 * all verify through here.
 *
 * @lucene.internal
 */
public final class Overlap {
  private Overlap() {}

  /**
   * Two vectors walked together, each in ascending key order. Both sides start before their first
   * entry. Implementations are not thread-safe.
   */
  public interface Merge {
    /**
     * Moves side A to its next entry; false once it has none.
     *
     * @return true if A is now on an entry, false if A has no more entries
     */
    boolean nextA();

    /**
     * Moves side B to its next entry; false once it has none.
     *
     * @return true if B is now on an entry, false if B has no more entries
     */
    boolean nextB();

    /**
     * Compares the key of A's current entry with the key of B's current entry. Called only while
     * both sides are on an entry.
     *
     * @return a negative number, zero or a positive number as A's key is smaller than, equal to or
     *     greater than B's, in the order both sides ascend in
     */
    int compare();

    /**
     * The weight of A's current entry under the measure (count, or 1 for sets).
     *
     * @return the weight, at least 1
     */
    long weightA();

    /**
     * The weight of B's current entry under the measure (count, or 1 for sets).
     *
     * @return the weight, at least 1
     */
    long weightB();
  }

  /**
   * The exact overlap of the two vectors of {@code merge}, whose lengths (total weights) are {@code
   * lengthA} and {@code lengthB}, or -1 if it is below {@code need} (decided as early as the masses
   * still unread allow). With {@code need <= 0} this is the plain overlap.
   *
   * @param merge the two vectors, both sides before their first entry; it is advanced, and left
   *     wherever the merge stopped
   * @param lengthA the length of vector A: the sum of its weights under the measure
   * @param lengthB the length of vector B: the sum of its weights under the measure
   * @param need the smallest overlap of interest (from {@link Threshold#minOverlap}); 0 or less for
   *     the exact overlap whatever it is
   * @return the exact overlap (sum of the smaller weight over shared keys) if it is at least {@code
   *     need}, else -1
   */
  public static long atLeast(Merge merge, long lengthA, long lengthB, long need) {
    if (need > Math.min(lengthA, lengthB)) {
      return -1;
    }
    // slackA = overlap + (mass of A not yet passed) - need, slackB the same for B: the pair can
    // still reach need while both are >= 0 (a step that passes an entry of one side lowers only
    // that side's slack; a shared entry lowers the slack of the side with the larger weight)
    long slackA = lengthA - need;
    long slackB = lengthB - need;
    long overlap = 0;
    boolean hasA = merge.nextA();
    boolean hasB = merge.nextB();
    while (hasA && hasB) {
      int c = merge.compare();
      if (c < 0) {
        if ((slackA -= merge.weightA()) < 0) {
          return -1;
        }
        hasA = merge.nextA();
      } else if (c > 0) {
        if ((slackB -= merge.weightB()) < 0) {
          return -1;
        }
        hasB = merge.nextB();
      } else {
        long wa = merge.weightA();
        long wb = merge.weightB();
        if (wa <= wb) {
          overlap += wa;
          if ((slackB -= wb - wa) < 0) {
            return -1;
          }
        } else {
          overlap += wb;
          if ((slackA -= wa - wb) < 0) {
            return -1;
          }
        }
        hasA = merge.nextA();
        hasB = merge.nextB();
      }
    }
    return overlap >= need ? overlap : -1;
  }

  /**
   * A vector of integer keys held in arrays (a slice of an in-memory collection): keys {@code
   * keys[from, to)} ascending, with their {@code counts}, of length (total weight under the
   * measure) {@code length}. The arrays are not copied. Reusable: {@link #reset} it for the next
   * vector. Not thread-safe.
   */
  public static final class Keys {
    private int[] keys;
    private int[] counts;
    private int from;
    private int to;
    private long length;

    /** An empty vector: {@link #reset} it before use. */
    public Keys() {}

    /**
     * Makes this the vector {@code keys[from, to)} with its {@code counts} and {@code length}.
     *
     * @param keys the key array; {@code keys[from, to)} strictly ascending. Not copied
     * @param counts the counts, parallel to {@code keys} ({@code counts[i]} is the count of {@code
     *     keys[i]}, at least 1); read only under the multiset measure. Not copied
     * @param from the index of the first key of the vector, inclusive
     * @param to the index after the last key of the vector, exclusive
     * @param length the vector's length under the measure it is compared with: {@code to - from}
     *     for sets, the sum of {@code counts[from, to)} for multisets
     * @return this
     */
    public Keys reset(int[] keys, int[] counts, int from, int to, long length) {
      this.keys = keys;
      this.counts = counts;
      this.from = from;
      this.to = to;
      this.length = length;
      return this;
    }

    /**
     * The length (total weight under the measure) given with the keys.
     *
     * @return the length passed to the last {@link #reset}
     */
    public long length() {
      return length;
    }
  }

  /**
   * {@link #atLeast(Merge, long, long, long)} for two vectors of integer keys held in arrays (the
   * in-memory collections); weights are the counts, or 1 when {@code set}. The same rule, written
   * out on the arrays because it is the inner loop of an all-pairs run.
   *
   * @param a the first vector
   * @param b the second vector, with keys of the same key space as {@code a}
   * @param set true for {@link Measure#SET} (every weight 1), false for {@link Measure#MULTISET}
   *     (weights are the counts); the {@linkplain Keys#length() lengths} must be of that measure
   * @param need the smallest overlap of interest (from {@link Threshold#minOverlap}); 0 or less for
   *     the exact overlap whatever it is
   * @return the exact overlap if it is at least {@code need}, else -1
   */
  public static long atLeast(Keys a, Keys b, boolean set, long need) {
    final int[] aKeys = a.keys;
    final int[] aCounts = a.counts;
    final int aTo = a.to;
    final int[] bKeys = b.keys;
    final int[] bCounts = b.counts;
    final int bTo = b.to;
    final long lengthA = a.length;
    final long lengthB = b.length;
    if (need > Math.min(lengthA, lengthB)) {
      return -1;
    }
    long slackA = lengthA - need; // as in atLeast(Merge, ...)
    long slackB = lengthB - need;
    long overlap = 0;
    int i = a.from;
    int j = b.from;
    while (i < aTo && j < bTo) {
      int ka = aKeys[i];
      int kb = bKeys[j];
      if (ka < kb) {
        if ((slackA -= set ? 1 : aCounts[i]) < 0) {
          return -1;
        }
        i++;
      } else if (ka > kb) {
        if ((slackB -= set ? 1 : bCounts[j]) < 0) {
          return -1;
        }
        j++;
      } else {
        if (set) {
          overlap++;
        } else {
          int wa = aCounts[i];
          int wb = bCounts[j];
          if (wa <= wb) {
            overlap += wa;
            if ((slackB -= wb - wa) < 0) {
              return -1;
            }
          } else {
            overlap += wb;
            if ((slackA -= wa - wb) < 0) {
              return -1;
            }
          }
        }
        i++;
        j++;
      }
    }
    return overlap >= need ? overlap : -1;
  }
}
