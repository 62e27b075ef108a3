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

import com.carrotsearch.hppc.IntArrayList;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.Objects;
import org.apache.lucene.util.Bits;
import org.apache.lucene.util.BytesRefHash;
import org.spotsigs.core.Measure;
import org.spotsigs.core.Threshold;
import org.spotsigs.index.ForwardVector;
import org.spotsigs.index.SignatureVector;

/**
 * The documents kept so far, in memory, and the kept documents similar to a new one at or above
 * tau, found exactly by the one traversal ({@link DeltaTraversal}): the most similar ({@link
 * Searcher#best}), the first kept ({@link Searcher#first}) or all of them ({@link Searcher#all}).
 * The one kept set of the library and the engines: incremental deduplication, the documents an
 * index-time deduplicator has not made searchable yet, the kept hits of a result page, the kept
 * documents of a bulk request.
 *
 * <p>Kept vectors are held in growable in-memory lists ({@link GrowableLists#byTermId}), one
 * collection per length partition of the SpotSigs paper ({@link Partitioning}: M. Theobald, J.
 * Siddharth, A. Paepcke, "SpotSigs: Robust and Efficient Near Duplicate Detection in Large Web
 * Collections", SIGIR 2008, section 4.2), so that a query walks only the lists of the partitions
 * its length window meets; one dictionary of the kept signatures gives all of them their term ids.
 * A document's signatures are looked up once ({@link #query}): the same {@link Query} is searched
 * and then kept, and only its signatures that no kept document had are looked up again.
 *
 * <p>Positions are numbered in the order documents are kept, across partitions; among equally
 * similar kept documents the one kept first is the match. {@link #query} and {@link Searcher
 * searchers} (one per thread) may run on several threads at once while nothing is kept; {@link
 * #keep} is for one thread, alone.
 *
 * @lucene.internal
 */
public final class KeptVectors {
  private final Threshold tau;
  private final Measure measure;
  private final Partitioning partitioning;

  /** The kept vectors of each partition, the position of each of them, and a view to append. */
  private final GrowableLists[] partitions;

  private final IntArrayList[] positions;
  private final GrowableLists.View[] appenders;
  private final BytesRefHash dictionary = new BytesRefHash();
  private int size;
  private long entries;

  /**
   * A kept document found at or above tau (the most similar, or the first kept): its position and
   * the similarity {@code overlap / union}.
   *
   * @param position the kept document's position: the number of documents kept before it
   * @param overlap the exact overlap of the query with it, under the measure
   * @param union the two lengths added, less {@code overlap}; positive
   */
  public record Match(int position, long overlap, long union) {}

  /**
   * Kept vectors in the length partitions of {@code tau} up to length 1000.
   *
   * @param tau the similarity threshold; not null
   * @param measure the measure lengths and overlaps are computed under; not null
   * @throws NullPointerException if {@code tau} or {@code measure} is null
   */
  public KeptVectors(Threshold tau, Measure measure) {
    this(tau, measure, Partitioning.of(tau, 1000));
  }

  /**
   * Kept vectors in {@code partitioning}'s partitions ({@link Partitioning#single()}: one).
   *
   * @param tau the similarity threshold; not null
   * @param measure the measure lengths and overlaps are computed under; not null
   * @param partitioning the length partitions to hold the kept vectors in, each its own lists; not
   *     null
   * @throws NullPointerException if an argument is null
   */
  public KeptVectors(Threshold tau, Measure measure, Partitioning partitioning) {
    this.tau = Objects.requireNonNull(tau, "tau");
    this.measure = Objects.requireNonNull(measure, "measure");
    this.partitioning = Objects.requireNonNull(partitioning, "partitioning");
    this.partitions = new GrowableLists[partitioning.size()];
    this.positions = new IntArrayList[partitioning.size()];
    this.appenders = new GrowableLists.View[partitioning.size()];
  }

  /**
   * The number of documents kept (an empty vector is not kept: it matches nothing).
   *
   * @return the number of documents kept, which is also the position the next one kept takes
   */
  public int size() {
    return size;
  }

  /**
   * The signature entries of the kept vectors (a measure of the memory they take).
   *
   * @return the number of distinct signatures of the kept vectors, summed over the vectors
   */
  public long entries() {
    return entries;
  }

  /**
   * A document's vector, its signatures looked up in the dictionary of the kept ones. Thread-safe
   * while nothing is kept.
   *
   * @param vector the document's signature vector; it is held, not copied, until the query is kept
   * @return a query to search with and perhaps {@link #keep(Query) keep}
   */
  public Query query(SignatureVector vector) {
    return new Query(vector);
  }

  /**
   * A document's vector read from its encoding ({@code reader} reset, unread), its signatures added
   * to the dictionary at once: one hash lookup per signature and no decoded vector, for one thread
   * that searches and keeps in turn (the hits of a result page). The dictionary then also holds the
   * signatures of documents searched and not kept, so use it where those are few. Not thread-safe,
   * and not while searching.
   *
   * @param reader the document's encoded forward vector, reset and not yet read; it is read to its
   *     end
   * @return a query to search with and perhaps {@link #keep(Query) keep}
   */
  public Query queryAdding(ForwardVector.Reader reader) {
    return new Query(reader);
  }

  /**
   * A document to search for and perhaps keep: its vector as term ids; a signature no kept document
   * had when it was looked up has an id after every real one (no list holds it, but it counts in
   * the query's length) and is looked up again once documents have been kept since.
   */
  public final class Query {
    /** The vector, or null when every signature was added to the dictionary at once. */
    private final SignatureVector vector;

    private final long length;
    private final int[] ids;
    private final int[] counts;

    /** The dictionary's size when the unknown signatures were looked up. */
    private int lookedUpAt;

    private boolean unknowns;

    private Query(SignatureVector vector) {
      this.vector = vector;
      this.length = vector.length(measure);
      int n = vector.size();
      this.ids = new int[n];
      this.counts = new int[n];
      int known = dictionary.size();
      int unknown = known;
      for (int i = 0; i < n; i++) {
        int id = dictionary.find(vector.term(i));
        if (id < 0) {
          id = unknown++;
          unknowns = true;
        }
        ids[i] = id;
        counts[i] = vector.count(i);
      }
      lookedUpAt = known;
    }

    private Query(ForwardVector.Reader reader) {
      this.vector = null;
      int n = reader.size();
      this.ids = new int[n];
      this.counts = new int[n];
      long total = 0;
      for (int i = 0; reader.next(); i++) {
        int id = dictionary.add(reader.term());
        ids[i] = id < 0 ? -id - 1 : id;
        counts[i] = reader.count();
        total += counts[i];
      }
      this.length = measure == Measure.SET ? n : total;
      this.lookedUpAt = dictionary.size();
    }

    /** Looks up again the signatures unknown then, if documents were kept since (one thread). */
    private void refresh() {
      int now = dictionary.size();
      if (!unknowns || now == lookedUpAt) {
        return;
      }
      int unknown = now;
      unknowns = false;
      for (int i = 0; i < ids.length; i++) {
        if (ids[i] >= lookedUpAt) {
          int id = dictionary.find(vector.term(i));
          if (id < 0) {
            id = unknown++;
            unknowns = true;
          }
          ids[i] = id;
        }
      }
      lookedUpAt = now;
    }
  }

  /**
   * Keeps the document of {@code query}: later searches may match it. Returns its position, or -1
   * for an empty vector (which matches nothing, so is not held). Not thread-safe, and not while
   * searching.
   *
   * @param query a query made by this instance ({@link #query} or {@link #queryAdding}), not kept
   *     before
   * @return the document's position (the number of documents kept before it), or -1 if its vector
   *     is empty
   */
  public int keep(Query query) {
    if (query.length == 0) {
      return -1;
    }
    for (int i = 0; i < query.ids.length; i++) {
      if (query.ids[i] >= query.lookedUpAt) { // unknown when looked up: add it (or find it now)
        int id = dictionary.add(query.vector.term(i));
        query.ids[i] = id < 0 ? -id - 1 : id;
      }
    }
    query.unknowns = false;
    query.lookedUpAt = dictionary.size();
    int k = partitioning.partitionOf(query.length);
    if (partitions[k] == null) {
      partitions[k] = GrowableLists.byTermId(measure);
      positions[k] = new IntArrayList();
      appenders[k] = partitions[k].view();
    }
    appenders[k].query(query.ids, query.counts, query.ids.length).append();
    positions[k].add(size);
    entries += query.ids.length;
    return size++;
  }

  /**
   * Keeps {@code vector} ({@link #keep(Query)}).
   *
   * @param vector the document's signature vector
   * @return the document's position (the number of documents kept before it), or -1 if the vector
   *     is empty
   */
  public int keep(SignatureVector vector) {
    return keep(query(vector));
  }

  /**
   * A searcher for one thread.
   *
   * @return a new searcher, with its own traversal and work counters
   */
  public Searcher searcher() {
    return new Searcher();
  }

  /** Finds kept documents for one thread; its work is counted ({@link #addTo}). */
  public final class Searcher {
    private final DeltaTraversal traversal = new DeltaTraversal(tau);
    private final GrowableLists.View[] views = new GrowableLists.View[partitions.length];
    private final BestMatch best = new BestMatch();
    private final Search search = new Search();

    private Searcher() {}

    /**
     * {@link #best(Query, int)} of a vector.
     *
     * @param vector the document's signature vector
     * @param from the smallest position to consider (0: every kept document)
     * @return the most similar kept document at or above tau, or null if there is none
     */
    public Match best(SignatureVector vector, int from) {
      return best(query(vector), from);
    }

    /**
     * The kept document most similar to the query's at or above tau (ties: the one kept first),
     * among those at positions {@code >= from}, or null. Looks up again the query's signatures that
     * were unknown, when documents were kept since: call it so only where nothing is kept at once.
     *
     * @param query a query made by this instance
     * @param from the smallest position to consider (0: every kept document)
     * @return the most similar kept document at or above tau, or null if there is none
     */
    public Match best(Query query, int from) {
      return best(query, from, null);
    }

    /**
     * {@link #best(Query, int)} among the positions {@code >= from} that {@code accept} holds
     * (null: all).
     *
     * @param query a query made by this instance
     * @param from the smallest position to consider (0: every kept document)
     * @param accept the positions that may match, by global position, or null for all
     * @return the most similar accepted kept document at or above tau, or null if there is none
     */
    public Match best(Query query, int from, Bits accept) {
      best.reset();
      search(query, from, accept, Integer.MAX_VALUE, best);
      return best.found() ? new Match(best.position(), best.overlap(), best.union()) : null;
    }

    /**
     * The kept document at or above tau kept first (the smallest position {@code >= from}), or
     * null: verified in position order, each partition's search stops at its first match.
     *
     * @param query a query made by this instance
     * @param from the smallest position to consider (0: every kept document)
     * @return the kept document at or above tau with the smallest position, or null if there is
     *     none
     */
    public Match first(Query query, int from) {
      First first = new First();
      search(query, from, null, 1, first);
      return first.position < 0 ? null : new Match(first.position, first.overlap, first.union);
    }

    /**
     * Reports every kept document at or above tau at a position {@code >= from} to {@code
     * collector} (with its position), partition by partition; returns how many.
     *
     * @param query a query made by this instance
     * @param from the smallest position to consider (0: every kept document)
     * @param collector receives every match with its global position, in no overall order
     * @return the number of matches reported
     * @throws UncheckedIOException if {@code collector} throws an {@link IOException}
     */
    public int all(Query query, int from, DeltaTraversal.Collector collector) {
      return search(query, from, null, Integer.MAX_VALUE, collector);
    }

    private int search(
        Query query, int from, Bits accept, int maxMatches, DeltaTraversal.Collector collector) {
      if (query.length == 0) {
        return 0;
      }
      query.refresh();
      long lo = tau.minLength(query.length);
      long hi = tau.maxLength(query.length);
      int found = 0;
      for (int k = partitioning.partitionOf(lo); k < partitions.length; k++) {
        if (partitioning.lowerBound(k) > hi) {
          break;
        }
        if (partitions[k] == null) {
          continue;
        }
        if (views[k] == null) {
          views[k] = partitions[k].view();
        }
        GrowableLists.View view = views[k];
        IntArrayList global = positions[k];
        view.query(query.ids, query.counts, query.ids.length).from(firstFrom(global, from));
        DeltaTraversal.Limits limits =
            accept == null
                ? DeltaTraversal.Limits.firstMatches(maxMatches)
                : new DeltaTraversal.Limits(search, -1, maxMatches);
        search.global = global;
        search.accept = accept;
        search.collector = collector;
        try {
          found += traversal.search(view, view, view.queryLength(), limits, search);
        } catch (IOException e) {
          throw new UncheckedIOException(e); // in-memory lists do no I/O
        }
      }
      return found;
    }

    /**
     * Adds the work counted so far to {@code stats} and resets the counters.
     *
     * @param stats the counters to add to; not null
     */
    public void addTo(MatchStats stats) {
      traversal.addTo(stats);
    }
  }

  /**
   * A partition's positions seen as global ones: the matches handed on with their global position,
   * the accepted positions looked up by it.
   */
  private static final class Search implements DeltaTraversal.Collector, Bits {
    IntArrayList global;
    Bits accept;
    DeltaTraversal.Collector collector;

    @Override
    public void collect(int position, long overlap, long union) throws IOException {
      collector.collect(global.get(position), overlap, union);
    }

    @Override
    public boolean get(int position) {
      return accept.get(global.get(position));
    }

    @Override
    public int length() {
      return global.size();
    }
  }

  /** The match at the smallest position. */
  private static final class First implements DeltaTraversal.Collector {
    int position = -1;
    long overlap;
    long union;

    @Override
    public void collect(int position, long overlap, long union) {
      if (this.position < 0 || position < this.position) {
        this.position = position;
        this.overlap = overlap;
        this.union = union;
      }
    }
  }

  /** The first local position of a partition whose global position is {@code >= from}. */
  private static int firstFrom(IntArrayList global, int from) {
    int lo = 0;
    int hi = global.size();
    while (lo < hi) {
      int mid = (lo + hi) >>> 1;
      if (global.get(mid) < from) {
        lo = mid + 1;
      } else {
        hi = mid;
      }
    }
    return lo;
  }
}
