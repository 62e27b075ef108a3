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

import java.io.Closeable;
import java.io.IOException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import org.apache.lucene.analysis.Analyzer;
import org.apache.lucene.index.DirectoryReader;
import org.apache.lucene.index.IndexWriter;
import org.apache.lucene.index.IndexableField;
import org.apache.lucene.index.Term;
import org.spotsigs.core.Measure;
import org.spotsigs.core.Threshold;
import org.spotsigs.dedup.PendingDocuments.Pending;
import org.spotsigs.dedup.ReaderSnapshots.Snapshot;
import org.spotsigs.index.SignatureVector;
import org.spotsigs.index.SpotSigsSchema;
import org.spotsigs.search.MatchStats;
import org.spotsigs.search.NearDuplicate;
import org.spotsigs.search.NearDuplicates;

/**
 * Index-time (incremental) deduplication around an {@link IndexWriter} (the SpotSigs variants
 * study's incremental matching): before a document is added it is matched, exactly, against every
 * document added before it, and a {@link Policy} decides what happens.
 *
 * <ul>
 *   <li>{@link Policy#SKIP}: a near-duplicate (similarity >= tau) of a document already there is
 *       not indexed;
 *   <li>{@link Policy#LINK}: every document is indexed, with the cluster id (a numeric doc-values
 *       field) of what it matched, or a new one; grouping or collapsing on that field folds
 *       near-duplicates at search time;
 *   <li>{@link Policy#INDEX_ALL}: every document is indexed; the matches are only reported.
 * </ul>
 *
 * {@link Guess#FIRST_GUESS} takes the first match found (and stops looking), {@link
 * Guess#BEST_GUESS} the most similar (on ties, the earliest in input order). Opening it on a writer
 * whose index already holds documents is the SpotSigs variants study's seeded matching: they are
 * matched against from the start.
 *
 * <p><b>What counts as "already there".</b> Every document added through this writer before the
 * decision, whether it is searchable in a near-real-time reader yet or still in the writer's
 * buffer, and every document of the index when the writer was opened. Matching against the
 * searchable part runs in parallel; the documents added since the last refresh are matched under a
 * lock together with the decision and the add, so two near-duplicates added at the same moment from
 * different threads cannot both get in under SKIP. The buffer is made searchable every {@code
 * maxPending} documents (or on {@link #refresh()}). Documents added to the IndexWriter directly,
 * bypassing this class, are seen only after the next refresh.
 *
 * <p><b>Input order.</b> Every document added gets its position in the order of addition in {@link
 * SpotSigsSchema#sequenceField()} (continuing after the largest one of the index it was opened on),
 * so that all-pairs clusters of the index are named after the same documents as for the input
 * itself ({@link Clusters}); the documents passed in must not carry that field.
 *
 * <p><b>Failures.</b> Nothing is committed implicitly: call {@link #commit()}. A process killed at
 * any point leaves the last commit intact, as with any IndexWriter. Each document must carry a
 * unique string id in {@code idField} (indexed, e.g. a StringField, so cluster ids can be written
 * back with doc-values updates). Thread-safe. Closing this object does not close the IndexWriter.
 *
 * <p>Longer than 400 lines: the types of its public API are nested in it ({@link Policy}, {@link
 * Guess}, {@link Outcome}, {@link Match}, {@link Decision} and the {@link Builder}, a quarter of
 * it), and what is left is the one decision under the lock; the matching of the documents not yet
 * searchable is {@code PendingDocuments}, the readers in use {@code ReaderSnapshots}.
 */
public final class DeduplicatingWriter implements Closeable {
  /** What to do with a near-duplicate of a document already there. */
  public enum Policy {
    /** A near-duplicate of a document already there is not indexed. */
    SKIP,
    /** Every document is indexed, with the cluster id of its match or a new one. */
    LINK,
    /** Every document is indexed, without a cluster id; the matches are only reported. */
    INDEX_ALL
  }

  /** Which match counts (the SpotSigs variants study). */
  public enum Guess {
    /** The first match found counts, and the matching stops there. */
    FIRST_GUESS,
    /** The most similar match counts (ties: the earliest in input order); every match is found. */
    BEST_GUESS
  }

  /** What happened to a document. */
  public enum Outcome {
    /** Indexed: no match, or policy INDEX_ALL. */
    ADDED,
    /** Not indexed: a near-duplicate of {@link Decision#match()} (policy SKIP). */
    SKIPPED,
    /** Indexed into the cluster of {@link Decision#match()} (policy LINK). */
    LINKED
  }

  /**
   * A document already there that the new one matched, with the exact similarity overlap / union.
   *
   * @param id the matched document's unique id, its value of the id field
   * @param overlap the overlap of the two vectors under the writer's measure, in {@code [0, union]}
   * @param union the union of the two vectors under the writer's measure, at least 1
   */
  public record Match(String id, long overlap, long union) {
    /**
     * The similarity as a double.
     *
     * @return overlap / union, in {@code [0, 1]} (rounded: the exact fraction is {@link #overlap()}
     *     / {@link #union()})
     */
    public double similarity() {
      return (double) overlap / union;
    }
  }

  /**
   * The decision about one document.
   *
   * @param id the document's unique id, its value of the id field
   * @param outcome whether it was indexed, and how
   * @param cluster its cluster id under LINK, else -1
   * @param matches the match chosen by the guess first; under BEST_GUESS all matches, most similar
   *     first
   */
  public record Decision(String id, Outcome outcome, long cluster, List<Match> matches) {
    /**
     * Whether the document was added to the index.
     *
     * @return true unless the outcome is {@link Outcome#SKIPPED}
     */
    public boolean indexed() {
      return outcome != Outcome.SKIPPED;
    }

    /**
     * The chosen match, or null if there was none.
     *
     * @return the first of {@link #matches()}, or null if it is empty
     */
    public Match match() {
      return matches.isEmpty() ? null : matches.get(0);
    }
  }

  private final IndexWriter writer;
  private final SpotSigsSchema schema;
  private final Threshold tau;
  private final Measure measure;
  private final Policy policy;
  private final Guess guess;
  private final String idField;
  private final String clusterField;
  private final int maxPending;
  private final MatchStats stats = new MatchStats();

  private final Object lock = new Object();

  /** The near-real-time readers in use; guarded by lock. */
  private final ReaderSnapshots snapshots;

  /** Documents added since the oldest snapshot in use was opened; guarded by lock. */
  private final PendingDocuments pending;

  /**
   * Cluster ids given by doc-values updates that a snapshot in use may not show; guarded by lock.
   */
  private final Map<String, Pending> clusterUpdates = new HashMap<>();

  private long nextCluster;
  private long nextSequence;
  private boolean closed;

  private DeduplicatingWriter(Builder b) throws IOException {
    this.writer = b.writer;
    this.schema = b.schema;
    this.tau = b.tau;
    this.measure = b.measure;
    this.policy = b.policy;
    this.guess = b.guess;
    this.idField = b.idField;
    this.clusterField = schema.clusterField();
    this.maxPending = b.maxPending;
    synchronized (lock) {
      pending = new PendingDocuments(tau, measure);
      snapshots = new ReaderSnapshots(writer);
      DirectoryReader first = snapshots.current().reader;
      nextCluster = ReaderSnapshots.maxValue(first, clusterField) + 1;
      nextSequence = schema.nextSequence(first);
    }
  }

  /**
   * Settings for a deduplicating writer, the optional ones at their defaults.
   *
   * @param writer the IndexWriter the documents are added to; it stays the caller's to close
   * @param schema the schema that names the signature, cluster and sequence fields
   * @param tau the similarity threshold: a document at or above it is a near-duplicate
   * @return a new builder
   * @throws NullPointerException if an argument is null
   */
  public static Builder builder(IndexWriter writer, SpotSigsSchema schema, Threshold tau) {
    return new Builder(writer, schema, tau);
  }

  /**
   * The doc-values field holding cluster ids ({@link SpotSigsSchema#clusterField()}).
   *
   * @return the name of the cluster field
   */
  public String clusterField() {
    return clusterField;
  }

  /**
   * Work done by the matching so far.
   *
   * @return the writer's live counters, of every add so far (not a copy)
   */
  public MatchStats stats() {
    return stats;
  }

  /**
   * Analyzes {@code text} with {@code analyzer}, then {@link #add(Iterable, SignatureVector)}.
   *
   * @param document the fields to index, among them the unique id in the id field; not the schema's
   *     fields, which are added
   * @param analyzer the analyzer that makes the signatures, given the schema's signature field
   * @param text the document's text
   * @return the decision about the document
   * @throws IllegalArgumentException if the document has no string value in the id field
   * @throws IllegalStateException if this writer is closed
   * @throws IOException if matching against the index or adding to it fails
   */
  public Decision add(Iterable<? extends IndexableField> document, Analyzer analyzer, String text)
      throws IOException {
    return add(document, SignatureVector.analyze(analyzer, schema.field(), text));
  }

  /**
   * Matches {@code vector} against every document already there, then adds {@code document} with
   * the schema's fields for {@code vector} (and a cluster id under LINK) unless the policy skips
   * it.
   *
   * @param document the fields to index, among them the unique id in the id field; not the schema's
   *     fields, which are added
   * @param vector the document's signature vector
   * @return the decision about the document
   * @throws IllegalArgumentException if the document has no string value in the id field
   * @throws IllegalStateException if this writer is closed
   * @throws IOException if matching against the index, adding to it or writing a cluster id back
   *     fails
   */
  public Decision add(Iterable<? extends IndexableField> document, SignatureVector vector)
      throws IOException {
    String id = idOf(document);
    Snapshot snap = acquire();
    try {
      List<Found> found = new ArrayList<>();
      matchSnapshot(snap, vector, found);
      synchronized (lock) {
        ensureOpen();
        if (guess == Guess.BEST_GUESS || found.isEmpty()) {
          matchPending(snap, vector, found);
        }
        if (guess == Guess.BEST_GUESS) {
          // most similar first (exact), then the earlier in input order (as Clusters names
          // clusters)
          found.sort(
              (x, y) -> {
                int c =
                    Threshold.compareProducts(
                        y.match.overlap(), x.match.union(), x.match.overlap(), y.match.union());
                return c != 0 ? c : Long.compare(x.sequence, y.sequence);
              });
        } else if (found.size() > 1) {
          found.subList(1, found.size()).clear();
        }
        List<Match> matches = new ArrayList<>(found.size());
        java.util.HashSet<String> seen = new java.util.HashSet<>();
        for (Found f : found) {
          if (seen.add(f.match.id())) {
            matches.add(f.match);
          }
        }
        Found chosen = found.isEmpty() ? null : found.get(0);
        if (policy == Policy.SKIP && chosen != null) {
          return new Decision(id, Outcome.SKIPPED, -1, List.copyOf(matches));
        }
        long cluster = -1;
        Outcome outcome = Outcome.ADDED;
        if (policy == Policy.LINK) {
          if (chosen == null) {
            cluster = nextCluster++;
          } else {
            cluster = clusterOf(snap, chosen);
            outcome = Outcome.LINKED;
          }
        }
        List<IndexableField> fields = new ArrayList<>();
        document.forEach(fields::add);
        fields.addAll(schema.createFields(vector, cluster));
        long sequence = nextSequence++;
        fields.add(
            new org.apache.lucene.document.NumericDocValuesField(schema.sequenceField(), sequence));
        long seq = writer.addDocument(fields);
        Pending added = new Pending(id, vector, cluster, seq, sequence);
        pending.add(added);
        if (pending.size() >= maxPending) {
          refreshLocked();
        }
        return new Decision(id, outcome, cluster, List.copyOf(matches));
      }
    } finally {
      release(snap);
    }
  }

  private String idOf(Iterable<? extends IndexableField> document) {
    for (IndexableField f : document) {
      if (f.name().equals(idField) && f.stringValue() != null) {
        return f.stringValue();
      }
    }
    throw new IllegalArgumentException(
        "document has no string value in id field '" + idField + "'");
  }

  /**
   * A match, where it was found (a doc of the snapshot, or -1 for a document added since) and its
   * position in input order (Long.MAX_VALUE if the index does not record it).
   */
  private record Found(Match match, int snapshotDoc, long sequence) {}

  private void matchSnapshot(Snapshot snap, SignatureVector vector, List<Found> found)
      throws IOException {
    List<NearDuplicate> hits;
    if (guess == Guess.FIRST_GUESS) {
      NearDuplicate first =
          NearDuplicates.first(snap.reader, schema.field(), vector, tau, measure, stats);
      hits = first == null ? List.of() : List.of(first);
    } else {
      hits = NearDuplicates.find(snap.reader, schema.field(), vector, tau, measure, stats);
    }
    for (NearDuplicate h : hits) {
      String matchedId = snap.reader.storedFields().document(h.doc(), Set.of(idField)).get(idField);
      found.add(
          new Found(
              new Match(matchedId, h.overlap(), h.union()),
              h.doc(),
              ReaderSnapshots.docValue(
                  snap.reader, h.doc(), schema.sequenceField(), Long.MAX_VALUE)));
    }
  }

  /** Documents added after {@code snap} was opened. Under lock. */
  private void matchPending(Snapshot snap, SignatureVector vector, List<Found> found)
      throws IOException {
    pending.match(
        snap.visibleSeqNo,
        vector,
        guess == Guess.FIRST_GUESS,
        stats,
        (p, overlap, union) ->
            found.add(new Found(new Match(p.id(), overlap, union), -1, p.sequence())));
  }

  /** The cluster of a match; gives it one (and writes it back) if it has none yet. Under lock. */
  private long clusterOf(Snapshot snap, Found chosen) throws IOException {
    String id = chosen.match.id();
    long pendingCluster = pending.cluster(id);
    if (pendingCluster >= 0) {
      return pendingCluster;
    }
    Pending update = clusterUpdates.get(id);
    if (update != null) {
      return update.cluster();
    }
    if (chosen.snapshotDoc >= 0) {
      long indexed = ReaderSnapshots.docValue(snap.reader, chosen.snapshotDoc, clusterField, -1);
      if (indexed >= 0) {
        return indexed;
      }
    }
    // a document indexed without a cluster (seed, or another policy): give it one now
    long cluster = nextCluster++;
    long seq = writer.updateNumericDocValue(new Term(idField, id), clusterField, cluster);
    clusterUpdates.put(id, new Pending(id, null, cluster, seq, Long.MAX_VALUE));
    return cluster;
  }

  /**
   * Makes every document added so far visible to the parallel part of the matching.
   *
   * @throws IllegalStateException if this writer is closed
   * @throws IOException if opening the near-real-time reader fails
   */
  public void refresh() throws IOException {
    synchronized (lock) {
      ensureOpen();
      refreshLocked();
    }
  }

  private void refreshLocked() throws IOException {
    releaseLocked(snapshots.refresh());
  }

  private Snapshot acquire() {
    synchronized (lock) {
      ensureOpen();
      return snapshots.acquire();
    }
  }

  private void release(Snapshot snap) throws IOException {
    synchronized (lock) {
      releaseLocked(snap);
    }
  }

  private void releaseLocked(Snapshot snap) throws IOException {
    if (snapshots.release(snap)) {
      long visible = snapshots.minVisible();
      pending.removeVisible(visible);
      for (Iterator<Pending> it = clusterUpdates.values().iterator(); it.hasNext(); ) {
        if (it.next().seqNo() <= visible) {
          it.remove();
        }
      }
    }
  }

  /**
   * Commits the IndexWriter.
   *
   * @return the sequence number that {@link IndexWriter#commit()} returns
   * @throws IOException if the commit fails
   */
  public long commit() throws IOException {
    return writer.commit();
  }

  private void ensureOpen() {
    if (closed) {
      throw new IllegalStateException("DeduplicatingWriter is closed");
    }
  }

  /** Releases the readers; the IndexWriter stays open (it belongs to the caller). */
  @Override
  public void close() throws IOException {
    synchronized (lock) {
      if (!closed) {
        closed = true;
        releaseLocked(snapshots.current());
      }
    }
  }

  /** Settings of a {@link DeduplicatingWriter}. */
  public static final class Builder {
    private final IndexWriter writer;
    private final SpotSigsSchema schema;
    private final Threshold tau;
    private Measure measure = Measure.MULTISET;
    private Policy policy = Policy.SKIP;
    private Guess guess = Guess.FIRST_GUESS;
    private String idField = "id";
    private int maxPending = 1024;

    private Builder(IndexWriter writer, SpotSigsSchema schema, Threshold tau) {
      this.writer = Objects.requireNonNull(writer, "writer");
      this.schema = Objects.requireNonNull(schema, "schema");
      this.tau = Objects.requireNonNull(tau, "tau");
    }

    /**
     * The measure of the similarity (default {@link Measure#MULTISET}).
     *
     * @param measure set or multiset Jaccard
     * @return this builder
     * @throws NullPointerException if {@code measure} is null
     */
    public Builder measure(Measure measure) {
      this.measure = Objects.requireNonNull(measure);
      return this;
    }

    /**
     * What to do with a near-duplicate (default {@link Policy#SKIP}).
     *
     * @param policy skip, link or index all
     * @return this builder
     * @throws NullPointerException if {@code policy} is null
     */
    public Builder policy(Policy policy) {
      this.policy = Objects.requireNonNull(policy);
      return this;
    }

    /**
     * Which match counts (default {@link Guess#FIRST_GUESS}).
     *
     * @param guess the first match found or the most similar one
     * @return this builder
     * @throws NullPointerException if {@code guess} is null
     */
    public Builder guess(Guess guess) {
      this.guess = Objects.requireNonNull(guess);
      return this;
    }

    /**
     * The field holding each document's unique id (default "id").
     *
     * @param idField the name of the field, indexed and stored, with a string value in every
     *     document added
     * @return this builder
     * @throws NullPointerException if {@code idField} is null
     */
    public Builder idField(String idField) {
      this.idField = Objects.requireNonNull(idField);
      return this;
    }

    /**
     * Documents matched in memory before the buffer is made searchable (default 1024).
     *
     * @param maxPending the number of pending documents that triggers a refresh, at least 1
     * @return this builder
     * @throws IllegalArgumentException if {@code maxPending} is less than 1
     */
    public Builder maxPending(int maxPending) {
      if (maxPending < 1) {
        throw new IllegalArgumentException("maxPending must be >= 1, got " + maxPending);
      }
      this.maxPending = maxPending;
      return this;
    }

    /**
     * A deduplicating writer with these settings, which opens a near-real-time reader on the
     * IndexWriter and continues the cluster ids and input positions of the index.
     *
     * @return a new writer, open until {@link DeduplicatingWriter#close()}
     * @throws IOException if opening the reader or reading the index's cluster ids and positions
     *     fails
     */
    public DeduplicatingWriter build() throws IOException {
      return new DeduplicatingWriter(this);
    }
  }
}
