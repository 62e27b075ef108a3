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
import org.spotsigs.core.Measure;
import org.spotsigs.core.Threshold;
import org.spotsigs.index.SignatureVector;
import org.spotsigs.search.KeptVectors;
import org.spotsigs.search.MatchStats;

/**
 * The documents a {@link DeduplicatingWriter} added that a near-real-time reader in use may not
 * show yet, in the order added, and their matching in memory: the part of "already there" that is
 * not searchable. A document leaves once every reader in use shows it ({@link #removeVisible}). Not
 * thread-safe: the writer guards it with its lock.
 */
final class PendingDocuments {
  /**
   * A document added (or a cluster id written) through the writer.
   *
   * @param vector its vector, or null for a cluster id written back
   * @param cluster its cluster id, or -1
   * @param seqNo the IndexWriter's sequence number of the add (or update)
   * @param sequence its position in input order
   */
  record Pending(String id, SignatureVector vector, long cluster, long seqNo, long sequence) {}

  /** What a match in the pending documents is given to. */
  interface Hit {
    void found(Pending p, long overlap, long union);
  }

  private final Threshold tau;
  private final Measure measure;

  private final List<Pending> pending = new ArrayList<>();

  /**
   * The vectors of {@link #pending} that have signatures, in the same order, the document of each
   * position in {@link #kept}.
   */
  private KeptVectors vectors;

  private final List<Pending> kept = new ArrayList<>();

  /** Matches a document against {@link #vectors}. */
  private KeptVectors.Searcher searcher;

  PendingDocuments(Threshold tau, Measure measure) {
    this.tau = tau;
    this.measure = measure;
    rebuild();
  }

  int size() {
    return pending.size();
  }

  void add(Pending p) {
    pending.add(p);
    keep(p);
  }

  /**
   * Matches {@code vector} against the documents added after the reader that shows every sequence
   * number up to {@code visibleSeqNo}: the first match ({@code first}), or all of them.
   */
  void match(long visibleSeqNo, SignatureVector vector, boolean first, MatchStats stats, Hit hit)
      throws IOException {
    int from = pending.size();
    int fromKept = kept.size(); // the first position of vectors at or after from
    while (from > 0 && pending.get(from - 1).seqNo() > visibleSeqNo) {
      from--;
      if (!pending.get(from).vector().isEmpty()) {
        fromKept--;
      }
    }
    if (fromKept == kept.size() || vector.isEmpty()) {
      return;
    }
    KeptVectors.Query query = vectors.query(vector);
    if (first) {
      KeptVectors.Match m = searcher.first(query, fromKept);
      if (m != null) {
        hit.found(kept.get(m.position()), m.overlap(), m.union());
      }
    } else {
      searcher.all(
          query,
          fromKept,
          (position, overlap, union) -> hit.found(kept.get(position), overlap, union));
    }
    searcher.addTo(stats);
  }

  /** The cluster of the last document added with {@code id} that has one, or -1. */
  long cluster(String id) {
    for (int i = pending.size() - 1; i >= 0; i--) {
      Pending p = pending.get(i);
      if (p.id().equals(id) && p.cluster() >= 0) {
        return p.cluster();
      }
    }
    return -1;
  }

  /** Drops the documents whose sequence number is at most {@code visible}. */
  void removeVisible(long visible) {
    if (pending.removeIf(p -> p.seqNo() <= visible)) {
      rebuild();
    }
  }

  /** Indexes the vectors of {@link #pending} afresh (after documents left it). */
  private void rebuild() {
    vectors = new KeptVectors(tau, measure);
    searcher = vectors.searcher();
    kept.clear();
    for (Pending p : pending) {
      keep(p);
    }
  }

  /** Adds a pending document's vector (if it has signatures) to {@link #vectors}. */
  private void keep(Pending p) {
    if (vectors.keep(p.vector()) >= 0) {
      kept.add(p);
    }
  }
}
