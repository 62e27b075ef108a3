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
package org.spotsigs.search;

import com.carrotsearch.hppc.LongArrayList;
import java.util.Arrays;
import org.spotsigs.core.Threshold;

/**
 * The length partitions of the SpotSigs paper, section 4.2: a function of tau and the length range
 * rho only.
 *
 * <p>Construction (as the paper describes it and as its prototype builds it): starting at {@code
 * last = 1}, walk {@code i = 1..rho}; the first {@code i} with {@code i - last > (1 - tau) i}
 * closes the partition {@code [last, i]} and the next starts at {@code i + 1}; lengths beyond the
 * last closed partition go to a final open partition {@code [last, infinity)}. Any two documents
 * whose length ratio is at least tau then lie in the same or in adjacent partitions (condition (A)
 * of the paper), so matching a document against its own partition and the next one misses no pair.
 *
 * <p>{@link #of(Threshold, long)} decides the comparison exactly ({@code i - last > (1 - tau) i}
 * exactly when {@code tau i > last}). {@link #asPublished(double, long)} repeats the prototype's
 * double arithmetic, which is where the paper's counts come from: with rho = 1000 it gives 501
 * partitions at tau = 1.0, 41 at 0.9 and 3 at 0.1. The exact construction gives 40 at 0.9, because
 * in doubles {@code (1 - 0.9) * 10 = 0.9999999999999998 < 1} closes the partition {@code [9, 10]}
 * one step early. Both satisfy condition (A).
 *
 * <p>The matcher itself does not need partitions: it uses the tighter per-document length window
 * (see {@link Threshold#minLength(long)}, {@link Threshold#maxLength(long)}). Partitions are kept
 * as the paper's unit of work and for reporting. Immutable and thread-safe.
 */
public final class Partitioning {
  /** starts[k]: smallest length of partition k; the last partition is open-ended. */
  private final long[] starts;

  private Partitioning(long[] starts) {
    this.starts = starts;
  }

  /**
   * One partition of every length: for a collection so small (the kept hits of a result page) that
   * one set of lists costs less than a set per partition that a query's length window skips.
   *
   * @return a partitioning of one open partition, {@code [1, infinity)}
   */
  public static Partitioning single() {
    return new Partitioning(new long[] {1});
  }

  /**
   * Partitions of [1, rho] for tau, decided exactly.
   *
   * @param tau the similarity threshold
   * @param rho the length range: the largest length put in a closed partition, in [1, 10^8]
   * @return the partitions, the open-ended last one included
   * @throws IllegalArgumentException if {@code rho} is not in [1, 10^8]
   */
  public static Partitioning of(Threshold tau, long rho) {
    checkRho(rho);
    LongArrayList starts = new LongArrayList();
    long last = 1;
    starts.add(last);
    for (long i = 1; i <= rho; i++) {
      // i - last > (1 - tau) * i  <=>  tau * i > last  <=>  i * num > last * den
      if (Threshold.compareProducts(i, tau.numerator(), last, tau.denominator()) > 0) {
        last = i + 1;
        starts.add(last);
      }
    }
    return new Partitioning(starts.toArray());
  }

  /**
   * Partitions of [1, rho] for tau, with the prototype's double arithmetic (reproduces the paper's
   * counts).
   *
   * @param tau the similarity threshold, in (0, 1]
   * @param rho the length range: the largest length put in a closed partition, in [1, 10^8]
   * @return the partitions, the open-ended last one included
   * @throws IllegalArgumentException if {@code tau} is not in (0, 1] (or is NaN), or {@code rho} is
   *     not in [1, 10^8]
   */
  public static Partitioning asPublished(double tau, long rho) {
    if (!(tau > 0 && tau <= 1)) {
      throw new IllegalArgumentException("tau must be in (0, 1], got " + tau);
    }
    checkRho(rho);
    LongArrayList starts = new LongArrayList();
    long last = 1;
    starts.add(last);
    for (long i = 1; i <= rho; i++) {
      if (i - last > (1 - tau) * i) {
        last = i + 1;
        starts.add(last);
      }
    }
    return new Partitioning(starts.toArray());
  }

  private static void checkRho(long rho) {
    if (rho < 1 || rho > 100_000_000L) {
      throw new IllegalArgumentException("rho must be in [1, 10^8], got " + rho);
    }
  }

  /**
   * Number of partitions, the open-ended last one included.
   *
   * @return the number of partitions, at least 1
   */
  public int size() {
    return starts.length;
  }

  /**
   * Smallest length of partition {@code k}.
   *
   * @param k the partition's number, in {@code [0, size())}
   * @return the partition's smallest length, inclusive; 1 for partition 0
   */
  public long lowerBound(int k) {
    return starts[k];
  }

  /**
   * Largest length of partition {@code k}, inclusive; Long.MAX_VALUE for the last.
   *
   * @param k the partition's number, in {@code [0, size())}
   * @return the partition's largest length, inclusive, or {@link Long#MAX_VALUE} for the last
   */
  public long upperBound(int k) {
    return k + 1 < starts.length ? starts[k + 1] - 1 : Long.MAX_VALUE;
  }

  /**
   * The partition holding {@code length} (lengths below 1 go to partition 0).
   *
   * @param length a document's length under the measure
   * @return the number of the partition whose bounds hold {@code length}, in {@code [0, size())}
   */
  public int partitionOf(long length) {
    int i = Arrays.binarySearch(starts, length);
    if (i >= 0) {
      return i;
    }
    return Math.max(0, -i - 2);
  }

  @Override
  public String toString() {
    StringBuilder sb = new StringBuilder();
    for (int k = 0; k < starts.length; k++) {
      sb.append(k == 0 ? "" : " ").append('[').append(starts[k]).append(", ");
      sb.append(k + 1 < starts.length ? String.valueOf(starts[k + 1] - 1) + "]" : "inf)");
    }
    return sb.toString();
  }
}
