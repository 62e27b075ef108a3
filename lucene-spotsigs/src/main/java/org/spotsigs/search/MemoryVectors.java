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

import java.util.Objects;
import org.apache.lucene.search.DocIdSetIterator;
import org.spotsigs.core.Measure;
import org.spotsigs.core.Overlap;

/**
 * What the two in-memory back-ends of {@link DeltaTraversal} share ({@link RankedLists}, {@link
 * GrowableLists}): signature vectors as sorted integer term ids with counts in compressed-row form,
 * each at a position with its length, and a query against them ({@link Query}) whose candidates are
 * verified by {@link Overlap}. Where the inverted lists live and how positions are added is each
 * back-end's own.
 */
abstract class MemoryVectors {
  final Measure measure;

  /**
   * Whether the positions are in length order, longest first: always for the ranked lists; for the
   * growable ones while every vector added is no longer than the one before it.
   */
  boolean lengthOrdered;

  /** Entries of document d: [docStart[d], docStart[d + 1]) of termIds and counts. */
  int[] docStart;

  int[] termIds;
  int[] counts;

  /** Document and length of each position. */
  int[] posDoc;

  long[] posLength;
  int size;

  MemoryVectors(
      Measure measure,
      boolean lengthOrdered,
      int[] docStart,
      int[] termIds,
      int[] counts,
      int[] posDoc,
      long[] posLength,
      int size) {
    this.measure = Objects.requireNonNull(measure, "measure");
    this.lengthOrdered = lengthOrdered;
    this.docStart = docStart;
    this.termIds = termIds;
    this.counts = counts;
    this.posDoc = posDoc;
    this.posLength = posLength;
    this.size = size;
  }

  /** Number of positions. */
  public int size() {
    return size;
  }

  /** The length of the vector at {@code position} under the measure. */
  public long length(int position) {
    return posLength[position];
  }

  final long weight(int count) {
    return measure == Measure.SET ? 1 : count;
  }

  /** The number of positions in the list of {@code term}. */
  abstract long listLength(int term);

  /**
   * The positions of the list of {@code term} in {@code slice}, or null if no position holds it.
   */
  abstract DocIdSetIterator list(int term, ListSlice slice);

  /** First position whose length is at most {@code maxLength} (positions in length order). */
  final int firstAtMost(long maxLength) {
    int lo = 0;
    int hi = size;
    while (lo < hi) {
      int mid = (lo + hi) >>> 1;
      if (posLength[mid] <= maxLength) {
        hi = mid;
      } else {
        lo = mid + 1;
      }
    }
    return lo;
  }

  /** First position whose length is less than {@code minLength} (positions in length order). */
  final int firstBelow(long minLength) {
    return minLength == Long.MIN_VALUE ? size : firstAtMost(minLength - 1);
  }

  /** About the heap of the vectors (not of the lists). */
  final long vectorBytes() {
    return 4L * (docStart.length + termIds.length + counts.length + posDoc.length)
        + 8L * posLength.length;
  }

  /**
   * One query at a time against the vectors: its {@link InvertedLists} and {@link ForwardVectors}.
   * The query is a vector of term ids {@code qIds[qFrom, qTo)} (ascending) with their counts;
   * candidates are the positions in {@code [floor, end)}. Not thread-safe.
   */
  abstract class Query implements InvertedLists, ForwardVectors {
    /** The query: set by {@link #setQuery} only. */
    int[] qIds;

    int[] qCounts;
    int qFrom;
    int qTo;
    long qLength;
    long minLength;
    int floor;
    int end;
    final ListSlice slice = new ListSlice();

    /** The query's vector, and a candidate's, for {@link Overlap}. */
    private final Overlap.Keys queryKeys = new Overlap.Keys();

    private final Overlap.Keys candidateKeys = new Overlap.Keys();

    /** Makes {@code ids[from, to)} with their {@code counts} the query, of {@code length}. */
    final void setQuery(int[] ids, int[] counts, int from, int to, long length) {
      qIds = ids;
      qCounts = counts;
      qFrom = from;
      qTo = to;
      qLength = length;
      queryKeys.reset(ids, counts, from, to, length);
    }

    /** |q| of the current query under the measure. */
    public long queryLength() {
      return qLength;
    }

    @Override
    public int size() {
      return qTo - qFrom;
    }

    @Override
    public long weight(int i) {
      return MemoryVectors.this.weight(qCounts[qFrom + i]);
    }

    @Override
    public long listLength(int i) {
      return MemoryVectors.this.listLength(qIds[qFrom + i]);
    }

    @Override
    public DocIdSetIterator list(int i) {
      return MemoryVectors.this.list(qIds[qFrom + i], slice);
    }

    @Override
    public long minLength() {
      return minLength;
    }

    @Override
    public long length(int position) {
      return posLength[position];
    }

    @Override
    public long overlapAtLeast(int position, long length, long need) {
      int d = posDoc[position];
      return Overlap.atLeast(
          queryKeys,
          candidateKeys.reset(termIds, counts, docStart[d], docStart[d + 1], length),
          measure == Measure.SET,
          need);
    }
  }
}
