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

import org.apache.lucene.search.DocIdSetIterator;
import org.spotsigs.core.Measure;
import org.spotsigs.util.Parallel;

/**
 * The in-memory back-end of {@link DeltaTraversal} for the all-pairs run: the documents of a
 * collection (in compressed-row form, as {@code VectorCollection} holds them) at positions ordered
 * by descending length (ranks), and for every term id the list of the ranks that hold it, built
 * once. Every rank is queried against the ranks before it ({@link View#queryPosition}), which are
 * at least as long.
 *
 * <p>Immutable: its {@link View views} (one per thread) may be used from many threads at once.
 *
 * @lucene.internal
 */
public final class RankedLists extends MemoryVectors {
  /**
   * Documents in compressed-row form: the entries of document d are {@code termIds[starts[d],
   * starts[d + 1])}, ascending, with their {@code counts}; term ids are below {@code numTerms}.
   *
   * @param starts where each document's entries start, one per document plus the end of the last
   * @param termIds the term ids of every document's entries, each document's ascending, in {@code
   *     [0, numTerms)}
   * @param counts the count of each entry of {@code termIds}, at least 1
   * @param numTerms the size of the term id space: every term id is below it
   */
  public record Rows(int[] starts, int[] termIds, int[] counts, int numTerms) {}

  /** The list of term t is listData[listStart[t] .. listStart[t + 1]). */
  private final int[] listStart;

  private final int[] listData;

  private RankedLists(Measure measure, Rows rows, int[] rankDoc, long[] rankLength, int[][] lists) {
    super(
        measure,
        true,
        rows.starts(),
        rows.termIds(),
        rows.counts(),
        rankDoc,
        rankLength,
        rankDoc.length);
    this.listStart = lists[0];
    this.listData = lists[1];
  }

  /**
   * Indexes the documents {@code rankDoc[0], rankDoc[1], ...} of {@code rows} at positions {@code
   * 0, 1, ...}; {@code rankLength[r]} is the length of {@code rankDoc[r]} under {@code measure},
   * and must not increase with r. The arrays are used as they are (not copied). The lists are built
   * on the threads of {@code parallel} (the calling one among them) when the collection is large
   * enough to gain from it.
   *
   * @param rows the documents' vectors
   * @param rankDoc the document of each rank, longest first: indexes into {@code rows}
   * @param rankLength the length of each rank's document under {@code measure} (the sum of its
   *     counts, or its number of distinct terms for {@link Measure#SET}), not increasing
   * @param measure the measure the lengths and the overlaps are computed under
   * @param parallel the threads to build the lists on
   * @return the lists, holding the ranks {@code 0 .. rankDoc.length - 1}
   * @throws IllegalArgumentException if {@code rankDoc} and {@code rankLength} differ in length
   */
  public static RankedLists build(
      Rows rows, int[] rankDoc, long[] rankLength, Measure measure, Parallel parallel) {
    if (rankDoc.length != rankLength.length) {
      throw new IllegalArgumentException("rankDoc and rankLength differ in length");
    }
    int parts = Math.max(1, Math.min(parallel.threads(), rankDoc.length / MIN_RANKS_PER_PART));
    int[][] lists =
        invert(
            rows.starts(), rows.termIds(), rows.numTerms(), rankDoc, parallel.withThreads(parts));
    return new RankedLists(measure, rows, rankDoc, rankLength, lists);
  }

  /** Ranks a thread of {@link #invert} takes at least. */
  private static final int MIN_RANKS_PER_PART = 1 << 14;

  /**
   * The inverted lists of the documents {@code rankDoc[0], rankDoc[1], ...}: {listStart, listData},
   * the ranks holding term t (ascending) at {@code listData[listStart[t], listStart[t + 1])}. The
   * ranks are cut into {@code parts} consecutive ranges, one a thread (the calling one takes the
   * first): each counts its postings per term, the counts give every range its place in every list
   * (after the ranges before it), and each writes its ranks there.
   */
  static int[][] invert(
      int[] docStart, int[] termIds, int numTerms, int[] rankDoc, Parallel parallel) {
    int parts = parallel.threads();
    int[] listStart = new int[numTerms + 1];
    int[] from = new int[parts + 1];
    for (int p = 0; p <= parts; p++) {
      from[p] = (int) ((long) rankDoc.length * p / parts);
    }
    int[][] fills = new int[parts][];
    parallel.forEach(
        parts,
        (w, p) -> {
          int[] count = new int[numTerms];
          for (int r = from[p]; r < from[p + 1]; r++) {
            int doc = rankDoc[r];
            for (int i = docStart[doc], e = docStart[doc + 1]; i < e; i++) {
              count[termIds[i]]++;
            }
          }
          fills[p] = count;
        });
    // each range's first place in each list: the list's start plus the postings of the ranges
    // before
    int at = 0;
    for (int t = 0; t < numTerms; t++) {
      listStart[t] = at;
      for (int p = 0; p < parts; p++) {
        int n = fills[p][t];
        fills[p][t] = at;
        at += n;
      }
    }
    listStart[numTerms] = at;
    int[] listData = new int[at];
    parallel.forEach(
        parts,
        (w, p) -> fill(docStart, termIds, rankDoc, from[p], from[p + 1], fills[p], listData));
    return new int[][] {listStart, listData};
  }

  /** Writes the ranks {@code [from, to)} into their lists, at the places {@code fill} holds. */
  private static void fill(
      int[] docStart, int[] termIds, int[] rankDoc, int from, int to, int[] fill, int[] listData) {
    for (int r = from; r < to; r++) {
      int doc = rankDoc[r];
      for (int i = docStart[doc], e = docStart[doc + 1]; i < e; i++) {
        listData[fill[termIds[i]]++] = r;
      }
    }
  }

  @Override
  long listLength(int term) {
    return listStart[term + 1] - listStart[term];
  }

  @Override
  DocIdSetIterator list(int term, ListSlice slice) {
    return slice.reset(listData, listStart[term], listStart[term + 1]);
  }

  /**
   * About the heap these lists take: the vectors' arrays and the lists'.
   *
   * @return an estimate in bytes of the arrays' heap, without object headers
   */
  public long ramBytesUsed() {
    return vectorBytes() + 4L * (listStart.length + listData.length);
  }

  /**
   * A new view for queries (one per thread).
   *
   * @return a view with no query yet: call {@link View#queryPosition} before searching it
   */
  public View view() {
    return new View();
  }

  /** Queries ranks against the ranks before them, one at a time. Not thread-safe. */
  public final class View extends Query {
    private View() {}

    /**
     * Queries the vector at {@code position} against the positions before it.
     *
     * @param position the rank to query, in {@code [0, size())}; only ranks before it, at least as
     *     long, are candidates
     * @return this view, bound to the new query
     */
    public View queryPosition(int position) {
      int d = posDoc[position];
      setQuery(termIds, counts, docStart[d], docStart[d + 1], posLength[position]);
      minLength = qLength;
      floor = 0;
      end = position;
      return this;
    }

    @Override
    public int firstAtMost(long maxLength) {
      return RankedLists.this.firstAtMost(maxLength);
    }

    @Override
    public int windowEnd(long minLength) {
      return end; // the positions before a query's own are at least as long
    }

    @Override
    public boolean positionOrderOnly() {
      return false;
    }
  }
}
