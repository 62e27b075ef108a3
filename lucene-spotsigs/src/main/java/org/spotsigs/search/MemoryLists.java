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

import java.util.Arrays;
import java.util.Objects;
import org.apache.lucene.search.DocIdSetIterator;
import org.apache.lucene.util.ArrayUtil;
import org.apache.lucene.util.BytesRef;
import org.apache.lucene.util.BytesRefHash;
import org.spotsigs.index.ForwardVector;
import org.spotsigs.index.SignatureVector;
import org.spotsigs.util.Parallel;

/**
 * The in-memory back-end of {@link DeltaTraversal}: signature vectors as sorted integer term ids
 * with counts, and for every term id the list of the positions that hold it.
 *
 * <p>Two forms. {@link #ranked} indexes the documents of a collection (in compressed-row form, as
 * {@code VectorCollection} holds them) at positions ordered by descending length, built once: the
 * all-pairs run, where every position is queried against the positions before it (longer or equally
 * long). {@link #growable} starts empty and takes vectors one at a time at positions in the order
 * added, term ids given by a dictionary of the signature terms: result-page folding (the kept hits)
 * and index-time deduplication (documents not yet searchable), and a window of a shard's documents
 * in an all-pairs run over shards (added longest first). Lengths are checked per candidate, and
 * while the vectors are added longest first (no vector longer than the one before it) a query's
 * length window is also found by a binary search, as in the ranked form.
 *
 * <p>Queries go through a {@link View} (one per thread); a ranked instance is immutable and its
 * views may be used from many threads at once, a growable one is not thread-safe.
 */
public final class MemoryLists {
  private final Measure measure;

  /**
   * Whether the positions are in length order, longest first: always for the ranked form; for the
   * growable form while every vector added is no longer than the one before it.
   */
  private boolean lengthOrdered;

  /** Entries of document d: [docStart[d], docStart[d + 1]) of termIds and counts. */
  private int[] docStart;

  private int[] termIds;
  private int[] counts;
  private int entries;

  /** Document and length of each position. */
  private int[] posDoc;

  private long[] posLength;
  private int size;

  /** Ranked form: the list of term t is listData[listStart[t] .. listStart[t + 1]). */
  private final int[] listStart;

  private final int[] listData;

  /** Growable form: the list of term t is lists[t][0 .. listSize[t]); the term dictionary. */
  private int[][] lists;

  private int[] listSize;
  private final BytesRefHash dictionary;
  private View appender;

  private MemoryLists(
      Measure measure,
      boolean lengthOrdered,
      int[] docStart,
      int[] termIds,
      int[] counts,
      int[] posDoc,
      long[] posLength,
      int[] listStart,
      int[] listData) {
    this.measure = Objects.requireNonNull(measure, "measure");
    this.lengthOrdered = lengthOrdered;
    this.docStart = docStart;
    this.termIds = termIds;
    this.counts = counts;
    this.entries = termIds.length;
    this.posDoc = posDoc;
    this.posLength = posLength;
    this.size = posDoc.length;
    this.listStart = listStart;
    this.listData = listData;
    this.dictionary = null;
  }

  private MemoryLists(Measure measure, boolean withDictionary) {
    this.measure = Objects.requireNonNull(measure, "measure");
    this.lengthOrdered = true; // no position yet
    this.docStart = new int[17];
    this.termIds = new int[64];
    this.counts = new int[64];
    this.posDoc = new int[16];
    this.posLength = new long[16];
    this.listStart = null;
    this.listData = null;
    this.lists = new int[64][];
    this.listSize = new int[64];
    this.dictionary = withDictionary ? new BytesRefHash() : null;
  }

  /**
   * Indexes the documents {@code rankDoc[0], rankDoc[1], ...} of a collection in compressed-row
   * form ({@code termIds[docStart[d] .. docStart[d + 1])} ascending, with their {@code counts}) at
   * positions {@code 0, 1, ...}; {@code rankLength[r]} is the length of {@code rankDoc[r]} under
   * {@code measure}, and must not increase with r. The arrays are used as they are (not copied).
   * The lists are built on up to {@code threads} threads (the calling one among them) when the
   * collection is large enough to gain from it.
   */
  public static MemoryLists ranked(
      int[] docStart,
      int[] termIds,
      int[] counts,
      int numTerms,
      int[] rankDoc,
      long[] rankLength,
      Measure measure,
      int threads) {
    return ranked(
        docStart,
        termIds,
        counts,
        numTerms,
        rankDoc,
        rankLength,
        measure,
        Parallel.threads(threads, "spotsigs-lists"));
  }

  /** {@link #ranked(int[], int[], int[], int, int[], long[], Measure, int)} on {@code parallel}. */
  public static MemoryLists ranked(
      int[] docStart,
      int[] termIds,
      int[] counts,
      int numTerms,
      int[] rankDoc,
      long[] rankLength,
      Measure measure,
      Parallel parallel) {
    if (rankDoc.length != rankLength.length) {
      throw new IllegalArgumentException("rankDoc and rankLength differ in length");
    }
    int parts = Math.max(1, Math.min(parallel.threads(), rankDoc.length / MIN_RANKS_PER_PART));
    int[][] lists = invert(docStart, termIds, numTerms, rankDoc, parallel.withThreads(parts));
    return new MemoryLists(
        measure, true, docStart, termIds, counts, rankDoc, rankLength, lists[0], lists[1]);
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

  /** An empty collection that takes vectors one at a time ({@link #add}, {@link View#append()}). */
  public static MemoryLists growable(Measure measure) {
    return new MemoryLists(measure, true);
  }

  /**
   * An empty collection that takes vectors one at a time as term ids the caller gives ({@link
   * View#query(int[], int[], int)}, then {@link View#append()}): several collections can then share
   * one dictionary, and a query's ids are looked up once for all of them.
   */
  public static MemoryLists growableByTermId(Measure measure) {
    return new MemoryLists(measure, false);
  }

  /** Number of positions. */
  public int size() {
    return size;
  }

  /** The length of the vector at {@code position} under the measure. */
  public long length(int position) {
    return posLength[position];
  }

  /** A new view for queries (one per thread). */
  public View view() {
    return new View();
  }

  /** Appends {@code vector} at the next position (growable form only); returns that position. */
  public int add(SignatureVector vector) {
    if (appender == null) {
      appender = new View();
    }
    return appender.query(vector).append();
  }

  /**
   * Appends the vector of {@code reader} (reset, unread) at the next position (growable form only);
   * returns that position.
   */
  public int add(ForwardVector.Reader reader) {
    if (appender == null) {
      appender = new View();
    }
    return appender.query(reader).append();
  }

  private long weight(int count) {
    return measure == Measure.SET ? 1 : count;
  }

  private long listLength(int term) {
    if (listStart != null) {
      return listStart[term + 1] - listStart[term];
    }
    return term < listSize.length ? listSize[term] : 0;
  }

  /** First position whose length is at most {@code maxLength} (positions in length order). */
  private int firstRankAtMost(long maxLength) {
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
  private int firstRankBelow(long minLength) {
    return minLength == Long.MIN_VALUE ? size : firstRankAtMost(minLength - 1);
  }

  /**
   * About the heap this collection takes: its arrays and, for the growable form, its dictionary of
   * signature terms.
   */
  public long ramBytesUsed() {
    long bytes =
        4L * (docStart.length + termIds.length + counts.length + posDoc.length)
            + 8L * posLength.length;
    if (listStart != null) {
      bytes += 4L * (listStart.length + listData.length);
    } else {
      bytes += 4L * listSize.length + 16L * lists.length;
      for (int t = 0; t < lists.length; t++) {
        if (lists[t] != null) {
          bytes += 16 + 4L * lists[t].length;
        }
      }
      bytes += dictionary.ramBytesUsed();
    }
    return bytes;
  }

  /** Appends a document; its entries are ids[from..to) (ascending) with their counts. */
  private int appendDocument(int[] ids, int[] cnts, int from, int to, long length) {
    if (lists == null) {
      throw new IllegalStateException("a ranked collection takes no more vectors");
    }
    int n = to - from;
    int p = size;
    if (termIds.length < entries + n) {
      termIds = ArrayUtil.grow(termIds, entries + n);
      counts = ArrayUtil.growExact(counts, termIds.length);
    }
    System.arraycopy(ids, from, termIds, entries, n);
    System.arraycopy(cnts, from, counts, entries, n);
    entries += n;
    if (posDoc.length == p) {
      posDoc = ArrayUtil.grow(posDoc, p + 1);
      posLength = ArrayUtil.growExact(posLength, posDoc.length);
    }
    if (docStart.length < p + 2) {
      docStart = ArrayUtil.grow(docStart, p + 2);
    }
    if (p > 0 && length > posLength[p - 1]) {
      lengthOrdered = false;
    }
    posDoc[p] = p;
    posLength[p] = length;
    docStart[p + 1] = entries;
    for (int i = from; i < to; i++) {
      int t = ids[i];
      if (t >= lists.length) {
        lists = ArrayUtil.grow(lists, t + 1);
        listSize = ArrayUtil.growExact(listSize, lists.length);
      }
      int[] list = lists[t];
      if (list == null) {
        list = lists[t] = new int[4];
      } else if (list.length == listSize[t]) {
        list = lists[t] = ArrayUtil.grow(list, listSize[t] + 1);
      }
      list[listSize[t]++] = p;
    }
    size = p + 1;
    return p;
  }

  /**
   * One query at a time against the collection: its {@link InvertedLists} and {@link
   * ForwardVectors}. The query is a position of the collection ({@link #queryPosition}: candidates
   * are the positions before it) or a vector from outside ({@link #query}: growable form;
   * candidates are the positions from {@link #from(int)} on). Not thread-safe.
   */
  public final class View implements InvertedLists, ForwardVectors {
    private int[] qIds;
    private int[] qCounts;
    private int qFrom;
    private int qTo;
    private long qLength;
    private long minLength;
    private int floor;
    private int end;
    private int until = Integer.MAX_VALUE;
    private boolean positionOrder;

    /** The last {@link #windowEnd} worked out by a binary search, and its minimum length. */
    private long endFor = -1;

    private int endBelow;

    private int[] scratchIds = new int[16];
    private int[] scratchCounts = new int[16];
    private long[] packed = new long[16];
    private final Slice slice = new Slice();

    private View() {
      this.positionOrder = listStart == null;
    }

    /**
     * Queries the vector at {@code position} against the positions before it (which, in a ranked
     * collection, are at least as long).
     */
    public View queryPosition(int position) {
      int d = posDoc[position];
      qIds = termIds;
      qCounts = counts;
      qFrom = docStart[d];
      qTo = docStart[d + 1];
      qLength = posLength[position];
      minLength = lengthOrdered ? qLength : 0;
      floor = 0;
      end = position;
      until = Integer.MAX_VALUE;
      endFor = -1;
      return this;
    }

    /** Queries {@code vector} against every position (growable form). */
    public View query(SignatureVector vector) {
      int n = vector.size();
      ensureScratch(n);
      for (int i = 0; i < n; i++) {
        scratchIds[i] = termId(vector.term(i));
        scratchCounts[i] = vector.count(i);
      }
      return prepared(n);
    }

    /**
     * Queries the vector of term ids {@code ids[0, n)} with their {@code counts} against every
     * position of a collection whose term ids are the caller's ({@link #growableByTermId}); ids no
     * position holds have no list. Views may query from several threads at once while no vector is
     * added.
     */
    public View query(int[] ids, int[] counts, int n) {
      if (dictionary != null || lists == null) {
        throw new IllegalStateException("only a collection of the caller's term ids takes ids");
      }
      ensureScratch(n);
      System.arraycopy(ids, 0, scratchIds, 0, n);
      System.arraycopy(counts, 0, scratchCounts, 0, n);
      return prepared(n);
    }

    /**
     * Queries the vector of {@code reader} (reset, unread) against every position (growable form).
     */
    public View query(ForwardVector.Reader reader) {
      int n = reader.size();
      ensureScratch(n);
      for (int i = 0; reader.next(); i++) {
        scratchIds[i] = termId(reader.term());
        scratchCounts[i] = reader.count();
      }
      return prepared(n);
    }

    /**
     * Queries the vector of {@code reader} (reset, unread) against every position (growable form),
     * without adding its signatures to the dictionary: a signature no position holds has no list,
     * so memory does not grow with the queries. Do not {@link #append()} such a query.
     */
    public View lookup(ForwardVector.Reader reader) {
      if (dictionary == null) {
        throw new IllegalStateException("a ranked collection is queried by position");
      }
      int n = reader.size();
      ensureScratch(n);
      int unknown = dictionary.size();
      for (int i = 0; reader.next(); i++) {
        int id = dictionary.find(reader.term());
        scratchIds[i] = id >= 0 ? id : unknown++; // ids of no list, distinct, never a position's
        scratchCounts[i] = reader.count();
      }
      return prepared(n);
    }

    /** Restricts the candidates to positions {@code < until} (after a query is set). */
    public View until(int until) {
      this.until = until;
      return this;
    }

    /** Restricts the candidates to positions {@code >= floor}. */
    public View from(int floor) {
      this.floor = floor;
      return this;
    }

    /** Verify candidates in position order (default for the growable form). */
    public View positionOrder(boolean on) {
      this.positionOrder = on;
      return this;
    }

    /** |q| of the current query under the measure. */
    public long queryLength() {
      return qLength;
    }

    /** Appends the current query vector at the next position (growable form); returns it. */
    public int append() {
      return appendDocument(qIds, qCounts, qFrom, qTo, qLength);
    }

    private int termId(BytesRef term) {
      if (dictionary == null) {
        throw new IllegalStateException("a ranked collection is queried by position");
      }
      int id = dictionary.add(term);
      return id < 0 ? -id - 1 : id;
    }

    private void ensureScratch(int n) {
      if (scratchIds.length < n) {
        int size = ArrayUtil.oversize(n, Long.BYTES);
        scratchIds = new int[size];
        scratchCounts = new int[size];
        packed = new long[size];
      }
    }

    /** Sorts the n scratch entries by term id and makes them the query. */
    private View prepared(int n) {
      for (int i = 0; i < n; i++) {
        packed[i] = ((long) scratchIds[i] << 32) | scratchCounts[i];
      }
      Arrays.sort(packed, 0, n);
      long length = 0;
      for (int i = 0; i < n; i++) {
        scratchIds[i] = (int) (packed[i] >>> 32);
        scratchCounts[i] = (int) packed[i];
        length += MemoryLists.this.weight(scratchCounts[i]);
      }
      qIds = scratchIds;
      qCounts = scratchCounts;
      qFrom = 0;
      qTo = n;
      qLength = length;
      minLength = 0;
      floor = 0;
      end = size;
      until = Integer.MAX_VALUE;
      endFor = -1;
      return this;
    }

    @Override
    public int size() {
      return qTo - qFrom;
    }

    @Override
    public long weight(int i) {
      return MemoryLists.this.weight(qCounts[qFrom + i]);
    }

    @Override
    public long listLength(int i) {
      return MemoryLists.this.listLength(qIds[qFrom + i]);
    }

    @Override
    public DocIdSetIterator list(int i) {
      int t = qIds[qFrom + i];
      if (listStart != null) {
        return slice.reset(listData, listStart[t], listStart[t + 1]);
      }
      return t < lists.length && lists[t] != null ? slice.reset(lists[t], 0, listSize[t]) : null;
    }

    @Override
    public long minLength() {
      return minLength;
    }

    @Override
    public int firstAtMost(long maxLength) {
      return lengthOrdered ? Math.max(floor, firstRankAtMost(maxLength)) : floor;
    }

    @Override
    public int windowEnd(long minLength) {
      int e = Math.min(end, until);
      if (listStart != null || !lengthOrdered) {
        return e; // ranked: the positions before a query's own are at least as long
      }
      if (minLength != endFor) { // one binary search per query: the traversal asks for each list
        endFor = minLength;
        endBelow = firstRankBelow(minLength);
      }
      return Math.min(e, endBelow);
    }

    @Override
    public boolean positionOrderOnly() {
      return positionOrder;
    }

    @Override
    public long length(int position) {
      return posLength[position];
    }

    @Override
    public long overlapAtLeast(int position, long length, long need) {
      int d = posDoc[position];
      return Overlap.atLeast(
          qIds,
          qCounts,
          qFrom,
          qTo,
          termIds,
          counts,
          docStart[d],
          docStart[d + 1],
          measure == Measure.SET,
          qLength,
          length,
          need);
    }
  }

  /** The positions of one list: a slice of an int array, ascending. */
  private static final class Slice extends DocIdSetIterator {
    private int[] data;
    private int p;
    private int end;
    private int doc;

    Slice reset(int[] data, int from, int to) {
      this.data = data;
      this.p = from - 1;
      this.end = to;
      this.doc = -1;
      return this;
    }

    @Override
    public int docID() {
      return doc;
    }

    @Override
    public int nextDoc() {
      return doc = ++p < end ? data[p] : NO_MORE_DOCS;
    }

    @Override
    public int advance(int target) {
      int lo = p + 1;
      int hi = end;
      while (lo < hi) {
        int mid = (lo + hi) >>> 1;
        if (data[mid] < target) {
          lo = mid + 1;
        } else {
          hi = mid;
        }
      }
      p = lo;
      return doc = p < end ? data[p] : NO_MORE_DOCS;
    }

    @Override
    public long cost() {
      return end - p - 1;
    }
  }
}
