package org.spotsigs.dedup;

import com.carrotsearch.hppc.IntArrayList;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.Objects;
import org.spotsigs.index.SignatureVector;
import org.spotsigs.search.DeltaTraversal;
import org.spotsigs.search.MatchStats;
import org.spotsigs.search.Measure;
import org.spotsigs.search.MemoryLists;
import org.spotsigs.search.Partitioning;
import org.spotsigs.search.Threshold;

/**
 * The documents kept so far, in memory, and the kept document most similar to a new one at or above
 * tau, found exactly by the one traversal ({@link DeltaTraversal}).
 *
 * <p>Kept vectors are held in growable in-memory lists ({@link MemoryLists#growable}), one
 * collection per length partition of the SpotSigs paper ({@link Partitioning}: M. Theobald, J.
 * Siddharth, A. Paepcke, "SpotSigs: Robust and Efficient Near Duplicate Detection in Large Web
 * Collections", SIGIR 2008, section 4.2), so that a query walks only the lists of the partitions
 * its length window meets. Positions are numbered in the order documents are kept, across
 * partitions; among equally similar kept documents the one kept first is the match.
 *
 * <p>{@link #keep} is for one thread at a time; {@link Searcher searchers} (one per thread) may
 * search at once while nothing is kept.
 */
public final class KeptVectors {
  private final Threshold tau;
  private final Measure measure;
  private final Partitioning partitioning;

  /** The kept vectors of each partition, and the position of each of them. */
  private final MemoryLists[] partitions;

  private final IntArrayList[] positions;
  private int size;
  private long entries;

  /** The most similar kept document: its position and the similarity {@code overlap / union}. */
  public record Match(int position, long overlap, long union) {}

  public KeptVectors(Threshold tau, Measure measure) {
    this.tau = Objects.requireNonNull(tau, "tau");
    this.measure = Objects.requireNonNull(measure, "measure");
    this.partitioning = Partitioning.of(tau, 1000);
    this.partitions = new MemoryLists[partitioning.size()];
    this.positions = new IntArrayList[partitioning.size()];
  }

  /** The number of documents kept (an empty vector is not kept: it matches nothing). */
  public int size() {
    return size;
  }

  /** The signature entries of the kept vectors (a measure of the memory they take). */
  public long entries() {
    return entries;
  }

  /**
   * Keeps {@code vector}: later searches may match it. Returns its position, or -1 for an empty
   * vector (which matches nothing, so is not held). Not thread-safe, and not while searching.
   */
  public int keep(SignatureVector vector) {
    if (vector.isEmpty()) {
      return -1;
    }
    int k = partitioning.partitionOf(vector.length(measure));
    if (partitions[k] == null) {
      partitions[k] = MemoryLists.growable(measure);
      positions[k] = new IntArrayList();
    }
    partitions[k].add(vector);
    positions[k].add(size);
    entries += vector.size();
    return size++;
  }

  /** A searcher for one thread. */
  public Searcher searcher() {
    return new Searcher();
  }

  /** Finds kept documents for one thread; its work is counted ({@link #addTo}). */
  public final class Searcher {
    private final DeltaTraversal traversal = new DeltaTraversal(tau);
    private final MemoryLists.View[] views = new MemoryLists.View[partitions.length];

    private Searcher() {}

    /**
     * The kept document most similar to {@code vector} at or above tau (ties: the one kept first),
     * among those at positions {@code >= from}, or null.
     */
    public Match best(SignatureVector vector, int from) {
      long length = vector.length(measure);
      if (length == 0) {
        return null;
      }
      long lo = tau.minLength(length);
      long hi = tau.maxLength(length);
      long[] best = {-1, 0, 1}; // position, overlap, union
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
        MemoryLists.View view = views[k];
        IntArrayList global = positions[k];
        view.lookup(vector).from(firstFrom(global, from));
        try {
          traversal.search(
              view,
              view,
              view.queryLength(),
              null,
              -1,
              Integer.MAX_VALUE,
              (p, overlap, union) -> {
                int position = global.get(p);
                int c = Threshold.compareProducts(overlap, best[2], best[1], union);
                if (best[0] < 0 || c > 0 || (c == 0 && position < best[0])) {
                  best[0] = position;
                  best[1] = overlap;
                  best[2] = union;
                }
              });
        } catch (IOException e) {
          throw new UncheckedIOException(e); // in-memory lists do no I/O
        }
      }
      return best[0] < 0 ? null : new Match((int) best[0], best[1], best[2]);
    }

    /** Adds the work counted so far to {@code stats} and resets the counters. */
    public void addTo(MatchStats stats) {
      traversal.addTo(stats);
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
