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
import java.util.List;
import org.apache.lucene.index.BinaryDocValues;
import org.apache.lucene.index.DocValues;
import org.apache.lucene.index.LeafReader;
import org.apache.lucene.index.LeafReaderContext;
import org.apache.lucene.index.NumericDocValues;
import org.apache.lucene.search.DocIdSetIterator;
import org.apache.lucene.util.ArrayUtil;
import org.apache.lucene.util.Bits;
import org.apache.lucene.util.BytesRef;
import org.apache.lucene.util.IntroSorter;
import org.spotsigs.core.Measure;
import org.spotsigs.index.SpotSigsSchema;

/**
 * Reads the live documents of one shard (a Lucene index) whose length lies in a window, in {@link
 * ShardPosition} order, a bounded part at a time: what an all-pairs run over shards sends from a
 * shard (a batch of query documents) and loads of it ({@link ShardWindow}).
 *
 * <p>Each document comes with its length (numeric doc values of the schema's length field), its key
 * (numeric doc values of {@code keyField}, e.g. {@code _seq_no}), its id ({@link IdSource}) and its
 * forward vector (binary doc values); documents without a forward vector, a key or an id are passed
 * over (they match nothing). Cost: one pass over the length doc values of the window after the
 * position asked for (in a segment sorted by the length, descending, only over the part of the
 * window up to the last length taken), a selection of at most {@code cap} positions, and the
 * forward vectors and ids of those taken. Not thread-safe; stateless between calls.
 */
public final class ShardReader {
  /** The ids of one segment's documents. */
  @FunctionalInterface
  public interface IdReader {
    /**
     * The id of {@code doc} (ascending doc ids between resets), or null if it has none.
     *
     * @param doc the segment-local doc id; greater than the one of the previous call
     * @return the document's id, or null if it has none (such as a nested document)
     * @throws IOException if reading the id fails
     */
    String id(int doc) throws IOException;
  }

  /** Opens an {@link IdReader} on a segment. */
  @FunctionalInterface
  public interface IdSource {
    /**
     * Opens a reader of the ids of {@code leaf}'s documents, positioned before the first.
     *
     * @param leaf the segment
     * @return a new id reader on the segment
     * @throws IOException if opening the reader fails
     */
    IdReader open(LeafReader leaf) throws IOException;
  }

  /** Takes the documents read, in order. */
  @FunctionalInterface
  public interface Sink {
    /**
     * Offers the next document; returns false if it does not fit (it is not taken and reading stops
     * before it). The first document offered must be taken. {@code vector} is valid only during the
     * call.
     *
     * @param id the document's id
     * @param length the document's length under the reader's measure, at least 1
     * @param key the document's key in the shard
     * @param vector the document's forward vector ({@link org.spotsigs.index.ForwardVector}
     *     encoding); not to be modified or kept after the call
     * @return true if the document is taken, false to stop before it
     * @throws IOException if taking the document fails; it ends the read
     */
    boolean accept(String id, long length, long key, BytesRef vector) throws IOException;
  }

  private final SpotSigsSchema schema;
  private final Measure measure;
  private final String keyField;
  private final IdSource ids;

  /**
   * A reader of a shard's documents.
   *
   * @param schema the schema the shard was indexed with
   * @param measure the measure whose length orders the documents and bounds the window
   * @param keyField the numeric doc values field of the documents' keys, such as {@code _seq_no}
   * @param ids opens the reader of the document ids of each segment
   */
  public ShardReader(SpotSigsSchema schema, Measure measure, String keyField, IdSource ids) {
    this.schema = schema;
    this.measure = measure;
    this.keyField = keyField;
    this.ids = ids;
  }

  /**
   * Offers {@code sink} the documents whose length lies in {@code [minLength, maxLength]} and that
   * come after {@code after} (null: from the first), in order, at most {@code cap} of them, until
   * it refuses one.
   *
   * @param leaves the segments of the shard, as of one point in time
   * @param minLength the shortest length of the window, inclusive (at least 1 is read)
   * @param maxLength the longest length of the window, inclusive
   * @param after the position the documents come after, or null to start at the first
   * @param cap the most documents offered; values below 1 count as 1
   * @param sink takes the documents; it must take the first offered
   * @return the position to read on after (the last document examined), or null if no document of
   *     the window comes after those taken
   * @throws IOException if reading the doc values or the ids fails, or {@code sink} throws it
   * @throws IllegalStateException if {@code sink} refuses the first document offered and no
   *     document was passed over before it
   */
  public ShardPosition read(
      List<LeafReaderContext> leaves,
      long minLength,
      long maxLength,
      ShardPosition after,
      int cap,
      Sink sink)
      throws IOException {
    Selection s = select(leaves, minLength, maxLength, after, Math.max(1, cap));
    BinaryDocValues[] vectors = new BinaryDocValues[leaves.size()];
    IdReader[] idReaders = new IdReader[leaves.size()];
    int[] lastDoc = new int[leaves.size()];
    int examined = 0;
    for (int k = 0; k < s.size; k++, examined++) {
      int leafOrd = s.leaf[k];
      int doc = s.doc[k];
      LeafReader leaf = leaves.get(leafOrd).reader();
      if (vectors[leafOrd] == null || doc <= lastDoc[leafOrd]) {
        vectors[leafOrd] = leaf.getBinaryDocValues(schema.vectorField());
        idReaders[leafOrd] = ids.open(leaf);
      }
      lastDoc[leafOrd] = doc;
      if (vectors[leafOrd] == null || !vectors[leafOrd].advanceExact(doc)) {
        continue; // no forward vector: it can match nothing
      }
      String id = idReaders[leafOrd].id(doc);
      if (id == null) {
        continue; // e.g. a nested document
      }
      if (!sink.accept(id, s.length[k], s.key[k], vectors[leafOrd].binaryValue())) {
        break;
      }
    }
    if (examined == s.size && !s.truncated) {
      return null;
    }
    if (examined == 0) {
      throw new IllegalStateException("the sink took no document: it must take the first offered");
    }
    return new ShardPosition(s.length[examined - 1], s.key[examined - 1]);
  }

  /** The first positions of the window after {@code after}, in order. */
  private Selection select(
      List<LeafReaderContext> leaves, long minLength, long maxLength, ShardPosition after, int cap)
      throws IOException {
    String lengthField = schema.lengthField(measure);
    long upper = after == null ? maxLength : Math.min(maxLength, after.length());
    long lower = Math.max(1, minLength);
    Selection selection = new Selection(cap);
    for (LeafReaderContext ctx : leaves) {
      LeafReader leaf = ctx.reader();
      NumericDocValues lengths = leaf.getNumericDocValues(lengthField);
      if (lengths == null) {
        continue;
      }
      NumericDocValues keys = DocValues.getNumeric(leaf, keyField);
      boolean sorted = schema.isSortedBy(leaf, measure);
      Bits live = leaf.getLiveDocs();
      for (int doc = lengths.nextDoc();
          doc != DocIdSetIterator.NO_MORE_DOCS;
          doc = lengths.nextDoc()) {
        long length = lengths.longValue();
        if (length > upper) {
          continue;
        }
        if (length < lower || (sorted && selection.truncated && length < selection.limitLength)) {
          if (sorted) {
            break; // the rest of this segment is shorter still
          }
          continue;
        }
        if ((live != null && !live.get(doc)) || !keys.advanceExact(doc)) {
          continue;
        }
        long key = keys.longValue();
        if (after == null || after.isBefore(length, key)) {
          selection.offer(length, key, ctx.ord, doc);
        }
      }
    }
    selection.finish();
    return selection;
  }

  /**
   * The first {@code cap} positions offered, in order: offers are collected up to twice the cap,
   * then sorted and cut to the cap, so memory stays within {@code 2 cap} entries (24 bytes each).
   */
  private static final class Selection {
    final int cap;
    long[] length;
    long[] key;
    int[] leaf;
    int[] doc;
    int size;

    /** Whether positions were dropped for the cap: the window goes on after the selection. */
    boolean truncated;

    /** Once truncated: the last kept position; every position after it is dropped. */
    long limitLength;

    long limitKey;

    Selection(int cap) {
      this.cap = cap;
      int initial = Math.min(2 * cap, 1024);
      length = new long[initial];
      key = new long[initial];
      leaf = new int[initial];
      doc = new int[initial];
    }

    void offer(long len, long k, int leafOrd, int d) {
      if (truncated && ShardPosition.compare(len, k, limitLength, limitKey) >= 0) {
        return; // cap better positions are known
      }
      if (size == length.length) {
        if (size >= 2 * cap) {
          cut();
        } else {
          int grown = Math.min(2 * cap, ArrayUtil.oversize(size + 1, Long.BYTES));
          length = ArrayUtil.growExact(length, grown);
          key = ArrayUtil.growExact(key, grown);
          leaf = ArrayUtil.growExact(leaf, grown);
          doc = ArrayUtil.growExact(doc, grown);
        }
      }
      length[size] = len;
      key[size] = k;
      leaf[size] = leafOrd;
      doc[size] = d;
      size++;
    }

    void finish() {
      if (size > cap) {
        cut();
      } else {
        sort();
      }
    }

    /** Sorted: keeps the first {@code cap}. */
    private void cut() {
      sort();
      size = cap;
      truncated = true;
      limitLength = length[cap - 1];
      limitKey = key[cap - 1];
    }

    private void sort() {
      new IntroSorter() {
        private long pivotLength;
        private long pivotKey;

        @Override
        protected void setPivot(int i) {
          pivotLength = length[i];
          pivotKey = key[i];
        }

        @Override
        protected int comparePivot(int j) {
          return ShardPosition.compare(pivotLength, pivotKey, length[j], key[j]);
        }

        @Override
        protected int compare(int i, int j) {
          return ShardPosition.compare(length[i], key[i], length[j], key[j]);
        }

        @Override
        protected void swap(int i, int j) {
          long l = length[i];
          length[i] = length[j];
          length[j] = l;
          long s = key[i];
          key[i] = key[j];
          key[j] = s;
          int f = leaf[i];
          leaf[i] = leaf[j];
          leaf[j] = f;
          int d = doc[i];
          doc[i] = doc[j];
          doc[j] = d;
        }
      }.sort(0, size);
    }
  }
}
