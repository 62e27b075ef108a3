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

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import org.apache.lucene.index.DirectoryReader;
import org.apache.lucene.index.IndexWriter;
import org.apache.lucene.index.LeafReaderContext;
import org.apache.lucene.index.NumericDocValues;
import org.apache.lucene.index.ReaderUtil;

/**
 * The near-real-time readers of a {@link DeduplicatingWriter}'s IndexWriter that are in use: the
 * current one, which new matches take ({@link #acquire}), and older ones still held by matches that
 * began before a refresh. Each knows the highest sequence number it shows, so the writer can tell
 * which of its pending documents every reader in use shows ({@link #minVisible}). Not thread-safe:
 * the writer guards it with its lock.
 */
final class ReaderSnapshots {
  /** A near-real-time reader and the highest sequence number it is known to show. */
  static final class Snapshot {
    final DirectoryReader reader;
    final long visibleSeqNo;
    int users;

    Snapshot(DirectoryReader reader, long visibleSeqNo) {
      this.reader = reader;
      this.visibleSeqNo = visibleSeqNo;
    }
  }

  private final IndexWriter writer;

  private Snapshot current;

  /** Snapshots in use (current included). */
  private final List<Snapshot> live = new ArrayList<>();

  /** Opens the first reader on {@code writer}. */
  ReaderSnapshots(IndexWriter writer) throws IOException {
    this.writer = writer;
    long seq = writer.getMaxCompletedSequenceNumber();
    current = new Snapshot(DirectoryReader.open(writer), seq);
    current.users = 1;
    live.add(current);
  }

  /** The current snapshot, held by this class until a refresh. */
  Snapshot current() {
    return current;
  }

  /** The current snapshot, held until {@link #release}. */
  Snapshot acquire() {
    current.users++;
    return current;
  }

  /**
   * Makes a new current snapshot that shows everything added so far, and returns the old one, still
   * held by this class: the caller releases it.
   */
  Snapshot refresh() throws IOException {
    long seq = writer.getMaxCompletedSequenceNumber();
    DirectoryReader reader = DirectoryReader.openIfChanged(current.reader, writer, true);
    if (reader == null) {
      current.reader.incRef();
      reader = current.reader;
    }
    Snapshot next = new Snapshot(reader, seq);
    next.users = 1;
    live.add(next);
    Snapshot old = current;
    current = next;
    return old;
  }

  /**
   * Releases {@code snap} once; returns whether that was its last user (its reader is released).
   */
  boolean release(Snapshot snap) throws IOException {
    if (--snap.users == 0) {
      live.remove(snap);
      snap.reader.decRef();
      return true;
    }
    return false;
  }

  /** The highest sequence number every snapshot in use shows ({@code Long.MAX_VALUE}: none). */
  long minVisible() {
    long minVisible = Long.MAX_VALUE;
    for (Snapshot s : live) {
      minVisible = Math.min(minVisible, s.visibleSeqNo);
    }
    return minVisible;
  }

  /** The value of {@code field} of {@code doc} in {@code reader}, or {@code missing} if none. */
  static long docValue(DirectoryReader reader, int doc, String field, long missing)
      throws IOException {
    List<LeafReaderContext> leaves = reader.leaves();
    LeafReaderContext ctx = leaves.get(ReaderUtil.subIndex(doc, leaves));
    NumericDocValues dv = ctx.reader().getNumericDocValues(field);
    return dv != null && dv.advanceExact(doc - ctx.docBase) ? dv.longValue() : missing;
  }

  /** The largest value of {@code field} in {@code reader}, or -1 if none. */
  static long maxValue(DirectoryReader reader, String field) throws IOException {
    long max = -1;
    for (LeafReaderContext ctx : reader.leaves()) {
      NumericDocValues dv = ctx.reader().getNumericDocValues(field);
      if (dv != null) {
        for (int d = dv.nextDoc(); d != NumericDocValues.NO_MORE_DOCS; d = dv.nextDoc()) {
          max = Math.max(max, dv.longValue());
        }
      }
    }
    return max;
  }
}
