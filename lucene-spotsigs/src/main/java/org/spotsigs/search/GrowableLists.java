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
import org.apache.lucene.search.DocIdSetIterator;
import org.apache.lucene.util.ArrayUtil;
import org.apache.lucene.util.BytesRef;
import org.apache.lucene.util.BytesRefHash;
import org.spotsigs.core.Measure;
import org.spotsigs.index.ForwardVector;
import org.spotsigs.index.SignatureVector;

/**
 * The in-memory back-end of {@link DeltaTraversal} that grows: it starts empty and takes vectors
 * one at a time at positions in the order added, each a list per term id that grows with them. Term
 * ids are given by a dictionary of the signature terms ({@link #withDictionary}) or by the caller
 * ({@link #byTermId}, so that several instances share one dictionary). Used for the kept documents
 * of a result page, of index-time deduplication and of a bulk request ({@link KeptVectors}), and
 * for a window of a shard's documents in an all-pairs run over shards (added longest first).
 * Lengths are checked per candidate, and while the vectors are added longest first (no vector
 * longer than the one before it) a query's length window is also found by a binary search.
 *
 * <p>Not thread-safe, except that {@link View views} of an instance {@link #byTermId} may query
 * from several threads at once while no vector is added.
 *
 * @lucene.internal
 */
public final class GrowableLists extends MemoryVectors {
  private int entries;

  /** The list of term t is lists[t][0 .. listSize[t]). */
  private int[][] lists = new int[64][];

  private int[] listSize = new int[64];

  /** The dictionary of the signature terms, or null when the caller gives term ids. */
  private final BytesRefHash dictionary;

  private View appender;

  private GrowableLists(Measure measure, boolean withDictionary) {
    super(measure, true, new int[17], new int[64], new int[64], new int[16], new long[16], 0);
    this.dictionary = withDictionary ? new BytesRefHash() : null;
  }

  /**
   * An empty collection that takes vectors one at a time ({@link #add}, {@link View#append()}), its
   * term ids given by a dictionary of its own.
   *
   * @param measure the measure the lengths and the overlaps are computed under; not null
   * @return a new, empty collection
   * @throws NullPointerException if {@code measure} is null
   */
  public static GrowableLists withDictionary(Measure measure) {
    return new GrowableLists(measure, true);
  }

  /**
   * An empty collection that takes vectors one at a time as term ids the caller gives ({@link
   * View#query(int[], int[], int)}, then {@link View#append()}): several collections can then share
   * one dictionary, and a query's ids are looked up once for all of them.
   *
   * @param measure the measure the lengths and the overlaps are computed under; not null
   * @return a new, empty collection
   * @throws NullPointerException if {@code measure} is null
   */
  public static GrowableLists byTermId(Measure measure) {
    return new GrowableLists(measure, false);
  }

  /**
   * A new view for queries (one per thread).
   *
   * @return a view with no query yet: set one ({@code query} or {@link View#lookup}) before
   *     searching it
   */
  public View view() {
    return new View();
  }

  /**
   * Appends {@code vector} at the next position; returns that position.
   *
   * @param vector the signature vector to add; its signatures are added to the dictionary
   * @return the position of the vector: the number of vectors added before it
   * @throws IllegalStateException if this collection takes the caller's term ids ({@link
   *     #byTermId})
   */
  public int add(SignatureVector vector) {
    return appender().query(vector).append();
  }

  /**
   * Appends the vector of {@code reader} (reset, unread) at the next position; returns it.
   *
   * @param reader an encoded forward vector, reset and not yet read; it is read to its end
   * @return the position of the vector: the number of vectors added before it
   * @throws IllegalStateException if this collection takes the caller's term ids ({@link
   *     #byTermId})
   */
  public int add(ForwardVector.Reader reader) {
    return appender().query(reader).append();
  }

  private View appender() {
    if (appender == null) {
      appender = new View();
    }
    return appender;
  }

  @Override
  long listLength(int term) {
    return term < listSize.length ? listSize[term] : 0;
  }

  @Override
  DocIdSetIterator list(int term, ListSlice slice) {
    return term < lists.length && lists[term] != null
        ? slice.reset(lists[term], 0, listSize[term])
        : null;
  }

  /**
   * About the heap this collection takes: its arrays, its lists and its dictionary.
   *
   * @return an estimate in bytes
   */
  public long ramBytesUsed() {
    long bytes = vectorBytes() + 4L * listSize.length + 16L * lists.length;
    for (int[] list : lists) {
      if (list != null) {
        bytes += 16 + 4L * list.length;
      }
    }
    return bytes + (dictionary == null ? 0 : dictionary.ramBytesUsed());
  }

  /** Appends a document; its entries are ids[from..to) (ascending) with their counts. */
  private int appendDocument(int[] ids, int[] cnts, int from, int to, long length) {
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
   * One query at a time: a vector from outside against the positions in {@code [from, until)}
   * ({@link #from}, {@link #until}), verified in position order. Not thread-safe.
   */
  public final class View extends Query {
    private int until = Integer.MAX_VALUE;

    /** The last {@link #windowEnd} worked out by a binary search, and its minimum length. */
    private long endFor = -1;

    private int endBelow;

    private int[] scratchIds = new int[16];
    private int[] scratchCounts = new int[16];
    private long[] packed = new long[16];

    private View() {}

    /**
     * Queries {@code vector} against every position (its signatures added to the dictionary).
     *
     * @param vector the query's signature vector
     * @return this view, bound to the new query, its candidate range reset to every position
     * @throws IllegalStateException if the collection takes the caller's term ids ({@link
     *     #byTermId})
     */
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
     * position of a collection whose term ids are the caller's ({@link #byTermId}); ids no position
     * holds have no list. Views may query from several threads at once while no vector is added.
     *
     * @param ids the query's term ids, distinct, in any order (they are sorted here); not negative
     * @param counts the count of each id, at least 1
     * @param n the number of entries of {@code ids} and {@code counts} to read
     * @return this view, bound to the new query, its candidate range reset to every position
     * @throws IllegalStateException if the collection has a dictionary of its own ({@link
     *     #withDictionary})
     */
    public View query(int[] ids, int[] counts, int n) {
      if (dictionary != null) {
        throw new IllegalStateException("only a collection of the caller's term ids takes ids");
      }
      ensureScratch(n);
      System.arraycopy(ids, 0, scratchIds, 0, n);
      System.arraycopy(counts, 0, scratchCounts, 0, n);
      return prepared(n);
    }

    /**
     * Queries the vector of {@code reader} (reset, unread) against every position (its signatures
     * added to the dictionary).
     *
     * @param reader an encoded forward vector, reset and not yet read; it is read to its end
     * @return this view, bound to the new query, its candidate range reset to every position
     * @throws IllegalStateException if the collection takes the caller's term ids ({@link
     *     #byTermId})
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
     * Queries the vector of {@code reader} (reset, unread) against every position, without adding
     * its signatures to the dictionary: a signature no position holds has no list, so memory does
     * not grow with the queries. Do not {@link #append()} such a query.
     *
     * @param reader an encoded forward vector, reset and not yet read; it is read to its end
     * @return this view, bound to the new query, its candidate range reset to every position
     * @throws IllegalStateException if the collection takes the caller's term ids ({@link
     *     #byTermId})
     */
    public View lookup(ForwardVector.Reader reader) {
      checkDictionary();
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

    /**
     * Restricts the candidates to positions {@code < until} (after a query is set).
     *
     * @param until the first position not to consider, exclusive end of the candidate range
     * @return this view
     */
    public View until(int until) {
      this.until = until;
      return this;
    }

    /**
     * Restricts the candidates to positions {@code >= floor} (after a query is set).
     *
     * @param floor the first position to consider, inclusive start of the candidate range
     * @return this view
     */
    public View from(int floor) {
      this.floor = floor;
      return this;
    }

    /**
     * Appends the current query vector at the next position; returns it.
     *
     * @return the position of the vector: the number of vectors added before it
     */
    public int append() {
      return appendDocument(qIds, qCounts, qFrom, qTo, qLength);
    }

    private int termId(BytesRef term) {
      checkDictionary();
      int id = dictionary.add(term);
      return id < 0 ? -id - 1 : id;
    }

    private void checkDictionary() {
      if (dictionary == null) {
        throw new IllegalStateException("a collection of the caller's term ids is queried by ids");
      }
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
        length += GrowableLists.this.weight(scratchCounts[i]);
      }
      setQuery(scratchIds, scratchCounts, 0, n, length);
      minLength = 0;
      floor = 0;
      end = size;
      until = Integer.MAX_VALUE;
      endFor = -1;
      return this;
    }

    @Override
    public int firstAtMost(long maxLength) {
      return lengthOrdered ? Math.max(floor, GrowableLists.this.firstAtMost(maxLength)) : floor;
    }

    @Override
    public int windowEnd(long minLength) {
      int e = Math.min(end, until);
      if (!lengthOrdered) {
        return e;
      }
      if (minLength != endFor) { // one binary search per query: the traversal asks for each list
        endFor = minLength;
        endBelow = firstBelow(minLength);
      }
      return Math.min(e, endBelow);
    }

    @Override
    public boolean positionOrderOnly() {
      return true;
    }
  }
}
