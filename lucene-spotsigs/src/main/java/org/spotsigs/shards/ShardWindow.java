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
package org.spotsigs.shards;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import org.apache.lucene.index.LeafReaderContext;
import org.apache.lucene.util.ArrayUtil;
import org.apache.lucene.util.BytesRef;
import org.spotsigs.core.Measure;
import org.spotsigs.index.ForwardVector;
import org.spotsigs.search.DeltaTraversal;
import org.spotsigs.search.GrowableLists;

/**
 * A run of one shard's documents in {@link ShardPosition} order, held in the library's in-memory
 * lists ({@link GrowableLists}, added longest first, so that a query's length window is a range of
 * positions): every live document with a forward vector after {@link #after()} up to and including
 * {@link #last()}, or to the end of the shard if {@link #complete()}. Documents of other shards are
 * matched against it with the one traversal ({@link DeltaTraversal}) by {@link Matcher#match}.
 *
 * <p>Immutable once loaded; {@link Matcher#match} may run on many threads at once, each with its
 * own {@link Matcher}.
 */
public final class ShardWindow {
  private final GrowableLists lists;
  private final long[] keys;
  private final String[] ids;
  private final ShardPosition after;
  private final ShardPosition last;
  private final boolean complete;
  private final long ramBytes;

  private ShardWindow(
      GrowableLists lists,
      long[] keys,
      String[] ids,
      ShardPosition after,
      ShardPosition last,
      boolean complete) {
    this.lists = lists;
    this.keys = keys;
    this.ids = ids;
    this.after = after;
    this.last = last;
    this.complete = complete;
    long idBytes = 0;
    for (String id : ids) {
      idBytes += 56 + 2L * id.length();
    }
    this.ramBytes = lists.ramBytesUsed() + 8L * keys.length + idBytes + 64;
  }

  /**
   * Loads the documents of a shard after {@code after} (null: from its first), in order, until they
   * take about {@code maxBytes} of heap (at least one document is loaded).
   *
   * @param reader reads the shard's documents
   * @param leaves the segments of the shard, as of one point in time
   * @param after the position the window starts after (exclusive), or null to start at the shard's
   *     first document
   * @param measure the run's measure, the one of {@code reader}
   * @param maxBytes about the most heap the window may take, in bytes; exceeded only by a first
   *     document larger than it
   * @return the window; empty and {@linkplain #complete() complete} if no document comes after
   *     {@code after}
   * @throws IOException if reading the shard fails
   * @throws IllegalStateException if a document's length field disagrees with its forward vector
   */
  public static ShardWindow load(
      ShardReader reader,
      List<LeafReaderContext> leaves,
      ShardPosition after,
      Measure measure,
      long maxBytes)
      throws IOException {
    GrowableLists lists = GrowableLists.withDictionary(measure);
    ForwardVector.Reader vector = new ForwardVector.Reader();
    List<String> ids = new ArrayList<>();
    long[][] keys = {new long[64]};
    long[] bytes = {0};
    ShardPosition next =
        reader.read(
            leaves,
            1,
            Long.MAX_VALUE,
            after,
            (int) Math.max(1, Math.min(1 << 22, maxBytes / 128)),
            (String id, long length, long key, BytesRef encoded) -> {
              long estimate = estimateBytes(id, encoded);
              if (!ids.isEmpty() && bytes[0] + estimate > maxBytes) {
                return false;
              }
              bytes[0] += estimate;
              vector.reset(encoded);
              int p = lists.add(vector);
              if (lists.length(p) != length) {
                throw new IllegalStateException(
                    "document ["
                        + id
                        + "] has length "
                        + length
                        + " in its length field and "
                        + lists.length(p)
                        + " in its forward vector");
              }
              if (p == keys[0].length) {
                keys[0] = ArrayUtil.grow(keys[0], p + 1);
              }
              keys[0][p] = key;
              ids.add(id);
              return true;
            });
    int n = ids.size();
    ShardPosition lastTaken =
        n == 0 ? after : new ShardPosition(lists.length(n - 1), keys[0][n - 1]);
    return new ShardWindow(
        lists,
        ArrayUtil.copyOfSubArray(keys[0], 0, n),
        ids.toArray(new String[0]),
        after,
        next == null ? lastTaken : next,
        next == null);
  }

  /** About the heap a document takes in the lists: entries, list postings, new terms, its id. */
  private static long estimateBytes(String id, BytesRef encoded) {
    return 3L * encoded.length + 72 + 2L * id.length();
  }

  /**
   * The position the window starts after (exclusive), or null if it starts at the first.
   *
   * @return the start position, or null for the shard's first document
   */
  public ShardPosition after() {
    return after;
  }

  /**
   * The last position the window covers (inclusive; the window holds every document of the shard
   * between {@link #after()} and it), or null if it is empty and starts at the first.
   *
   * @return the last position covered, or null
   */
  public ShardPosition last() {
    return last;
  }

  /**
   * Whether the window reaches to the end of the shard: no document comes after it.
   *
   * @return true if no document of the shard comes after the window
   */
  public boolean complete() {
    return complete;
  }

  /**
   * Whether the window holds every document right after {@code start}, or there are none.
   *
   * @param start a position, or null for the shard's first document
   * @return true if the window starts at or before {@code start}
   */
  public boolean startsAtOrBefore(ShardPosition start) {
    return after == null || (start != null && !start.isBefore(after.length(), after.key()));
  }

  /**
   * Whether documents after {@code start} lie in this window (or none lie after it).
   *
   * @param start a position, or null for the shard's first document
   * @return true if the window starts at or before {@code start} and, unless it is complete,
   *     reaches past it
   */
  public boolean covers(ShardPosition start) {
    return startsAtOrBefore(start)
        && (complete || last == null || start == null || start.isBefore(last.length(), last.key()));
  }

  /**
   * Number of documents held.
   *
   * @return the number of documents; positions are {@code [0, size())}
   */
  public int size() {
    return ids.length;
  }

  /**
   * The id of the document at {@code position}.
   *
   * @param position the document's position in the window, in {@code [0, size())}; positions follow
   *     {@link ShardPosition} order
   * @return the document's id, as its {@link ShardReader.IdReader} read it
   */
  public String id(int position) {
    return ids[position];
  }

  /**
   * About the heap the window takes.
   *
   * @return an estimate of the window's heap, in bytes, fixed when it is loaded
   */
  public long ramBytesUsed() {
    return ramBytes;
  }

  /**
   * A new matcher for one thread.
   *
   * @param traversal the traversal the matcher searches with, made for the run's threshold; it is
   *     kept and used by the matcher only
   * @return a new matcher over this window
   */
  public Matcher matcher(DeltaTraversal traversal) {
    return new Matcher(traversal);
  }

  /** Receives the pairs found. */
  @FunctionalInterface
  public interface PairCollector {
    /**
     * The window's document at {@code position} pairs with the query at {@code overlap/union}.
     *
     * @param position the document's position in the window (see {@link ShardWindow#id})
     * @param overlap the exact overlap of the two documents under the run's measure
     * @param union the size of their union; {@code overlap / union} is at least tau
     * @throws IOException if the collector cannot take the pair; it ends the match
     */
    void collect(int position, long overlap, long union) throws IOException;
  }

  /** Queries against the window, one at a time. Not thread-safe. */
  public final class Matcher {
    private final DeltaTraversal traversal;
    private final GrowableLists.View view = lists.view();
    private final ForwardVector.Reader reader = new ForwardVector.Reader();

    private Matcher(DeltaTraversal traversal) {
      this.traversal = traversal;
    }

    /**
     * The documents of the window that come before document b, of length {@code lengthB} and key
     * {@code keyB} in its own shard, and whose similarity with it is at least tau: the pairs of b
     * that an all-pairs run over shards reports from b's side. {@code shardOrder} compares this
     * window's shard with b's ({@code Integer.compare(shard, shardOfB)}): documents of equal length
     * come before b if their shard is lower, or, in b's own shard, their key is lower (so b is
     * never paired with itself).
     *
     * <p>Only the documents after {@code start} (null: all) are matched, so that windows that
     * overlap can be matched one after the other without reporting a pair twice.
     *
     * @param vectorB the forward vector of b ({@link ForwardVector} encoding)
     * @param lengthB the length of b under the run's measure; it must agree with {@code vectorB}
     * @param keyB the key of b in its shard
     * @param shardOrder {@code Integer.compare(shard, shardOfB)}: negative, 0 or positive
     * @param start the position after which the window's documents are matched, or null for all
     * @param collector receives every pair found
     * @return the number of pairs reported to {@code collector}
     * @throws IOException if {@code collector} throws it
     * @throws IllegalStateException if {@code lengthB} is not the length of {@code vectorB} (found
     *     when the window holds documents in b's length window)
     */
    public int match(
        BytesRef vectorB,
        long lengthB,
        long keyB,
        int shardOrder,
        ShardPosition start,
        PairCollector collector)
        throws IOException {
      int n = ids.length;
      if (n == 0
          || lists.length(0) < lengthB
          || lists.length(n - 1) > traversal.tau().maxLength(lengthB)) {
        return 0; // no document of the window has a length b can pair with
      }
      int end = end(lengthB, keyB, shardOrder);
      int floor = start == null ? 0 : firstAfter(start);
      if (end <= floor) {
        return 0;
      }
      reader.reset(vectorB);
      view.lookup(reader).until(end).from(floor);
      if (view.queryLength() != lengthB) {
        throw new IllegalStateException(
            "a query document has length "
                + lengthB
                + " in its length field and "
                + view.queryLength()
                + " in its forward vector");
      }
      return traversal.search(view, view, lengthB, collector::collect);
    }

    /** The first position after {@code start}. */
    private int firstAfter(ShardPosition start) {
      int lo = 0;
      int hi = ids.length;
      while (lo < hi) {
        int mid = (lo + hi) >>> 1;
        if (!start.isBefore(lists.length(mid), keys[mid])) {
          lo = mid + 1;
        } else {
          hi = mid;
        }
      }
      return lo;
    }

    /** The first position that does not come before b. */
    private int end(long lengthB, long keyB, int shardOrder) {
      int lo = 0;
      int hi = ids.length;
      while (lo < hi) {
        int mid = (lo + hi) >>> 1;
        if (before(lists.length(mid), keys[mid], lengthB, keyB, shardOrder)) {
          lo = mid + 1;
        } else {
          hi = mid;
        }
      }
      return lo;
    }
  }

  /** Whether a document (lengthA, keyA) of this window comes before b. */
  private static boolean before(long lengthA, long keyA, long lengthB, long keyB, int shardOrder) {
    if (lengthA != lengthB) {
      return lengthA > lengthB;
    }
    return shardOrder < 0 || (shardOrder == 0 && keyA < keyB);
  }
}
