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

import com.carrotsearch.hppc.IntHashSet;
import java.io.IOException;
import java.util.Arrays;
import java.util.Objects;
import org.apache.lucene.search.DocIdSetIterator;
import org.apache.lucene.util.ArrayUtil;
import org.apache.lucene.util.Bits;
import org.spotsigs.core.Overlap;
import org.spotsigs.core.Threshold;

/**
 * Algorithm 1 of the SpotSigs paper (M. Theobald, J. Siddharth, A. Paepcke: "SpotSigs: Robust and
 * Efficient Near Duplicate Detection in Large Web Collections", SIGIR 2008, section 4), for one
 * query vector, exact, in a form valid for candidates both shorter and longer than the query: the
 * one traversal behind {@link NearDuplicateQuery}, {@link NearDuplicates}, the all-pairs {@code
 * Deduplicator}, index-time and result-page deduplication.
 *
 * <p>The query's lists ({@link InvertedLists}) are taken in ascending length (rarest signature
 * first). Let {@code delta1} be the query mass of the signatures whose lists are done. A candidate
 * first met in the next list shares nothing with those, so its overlap is at most {@code |q| -
 * delta1}, and it can only reach tau if its length is at most {@link
 * Threshold#maxCandidateLength(long, long) floor((|q| - delta1) / tau) - delta1}; any candidate
 * reaches tau only if its length is at least {@link Threshold#minLength(long) ceil(tau |q|)}. So
 * every list is walked only over that window of lengths, which shrinks from above as {@code delta1}
 * grows, and the walk stops once the window is empty: the length partitioning (section 4.2) and the
 * delta1/delta2 pruning (section 4.3) of the paper, which is also the prefix filter of PPJoin (C.
 * Xiao, W. Wang, X. Lin, J. X. Yu: "Efficient Similarity Joins for Near Duplicate Detection", WWW
 * 2008). Every distinct candidate is then verified once, exactly, against its forward vector
 * ({@link ForwardVectors}, {@link Overlap}), and the threshold is decided in integer arithmetic
 * ({@link Threshold}).
 *
 * <p>Both prunings can be switched off (the paper's NoPart and NoPrune runs); the answer is the
 * same. An instance is reusable for many queries but not thread-safe: use one per thread. It counts
 * its work ({@link #addTo(MatchStats)}).
 *
 * @lucene.internal
 */
public final class DeltaTraversal {
  /** Receives the matches of a search. */
  @FunctionalInterface
  public interface Collector {
    /**
     * A candidate whose similarity {@code overlap / union} is at least tau.
     *
     * @param position the candidate's position in the lists searched (a segment doc id, or a rank
     *     of an in-memory collection)
     * @param overlap the exact overlap of the query with the candidate, under the measure
     * @param union the query's length plus the candidate's, less {@code overlap}; positive
     * @throws IOException if the collector reads the index and that fails
     */
    void collect(int position, long overlap, long union) throws IOException;
  }

  /**
   * What a search may report: the positions that may match, one never to consider, and how many
   * matches to verify before it stops.
   *
   * @param acceptDocs positions that may match (null: all)
   * @param exclude a position never to consider (the query itself), or -1
   * @param maxMatches stop once this many matches are verified (lowest positions first when
   *     candidates are verified in position order); at least 1
   */
  public record Limits(Bits acceptDocs, int exclude, int maxMatches) {
    /** Every position, every match. */
    public static final Limits NONE = new Limits(null, -1, Integer.MAX_VALUE);

    /**
     * Checks the limits.
     *
     * @throws IllegalArgumentException if {@code maxMatches} is less than 1
     */
    public Limits {
      if (maxMatches < 1) {
        throw new IllegalArgumentException("maxMatches must be at least 1, got " + maxMatches);
      }
    }

    /**
     * Only the positions {@code acceptDocs} holds (null: all), every match.
     *
     * @param acceptDocs the positions that may match, or null for all
     * @return limits with no excluded position and no cap on matches; {@link #NONE} if {@code
     *     acceptDocs} is null
     */
    public static Limits accepting(Bits acceptDocs) {
      return acceptDocs == null ? NONE : new Limits(acceptDocs, -1, Integer.MAX_VALUE);
    }

    /**
     * Every position, at most {@code maxMatches} matches.
     *
     * @param maxMatches how many matches to verify before the search stops; at least 1 ({@link
     *     Integer#MAX_VALUE}: all)
     * @return limits accepting every position; {@link #NONE} if {@code maxMatches} is {@link
     *     Integer#MAX_VALUE}
     * @throws IllegalArgumentException if {@code maxMatches} is less than 1
     */
    public static Limits firstMatches(int maxMatches) {
      return maxMatches == Integer.MAX_VALUE ? NONE : new Limits(null, -1, maxMatches);
    }
  }

  private final Threshold tau;
  private final boolean lengthWindow;
  private final boolean deltaPruning;

  /** Stamps per position (when the number of positions is known), else a hash set. */
  private final int[] stamps;

  private int stamp;
  private final IntHashSet seen;

  private long[] order = new long[64];

  /** Candidates: {@code (position << 32) | list step}. */
  private long[] candidates = new long[64];

  /** The largest length a candidate first met at each list step may have. */
  private long[] stepCap = new long[64];

  /**
   * {@link Threshold#minOverlap} by the sum of the two lengths (it depends on nothing else), plus
   * one; 0 where not yet worked out; null in an instance's first search (one made for a single
   * search does not fill a table). Sums from {@link #MEMO_SUMS} on are worked out every time.
   */
  private long[] minOverlaps;

  private boolean searched;

  private static final int MEMO_SUMS = 1 << 20;

  private long listsOpened;
  private long postings;
  private long candidateCount;
  private long verified;
  private long matches;

  /**
   * A traversal for one threshold, with each pruning switched on or off.
   *
   * @param tau the threshold
   * @param lengthWindow skip candidates outside the length window (false: the paper's NoPart)
   * @param deltaPruning tighten the window and stop early with the delta bounds (false: NoPrune)
   * @param positions the number of positions of every search made with this instance, or 0 if it
   *     varies (a hash set then tracks the candidates seen)
   * @throws NullPointerException if {@code tau} is null
   */
  public DeltaTraversal(Threshold tau, boolean lengthWindow, boolean deltaPruning, int positions) {
    this.tau = Objects.requireNonNull(tau, "tau");
    this.lengthWindow = lengthWindow;
    this.deltaPruning = deltaPruning;
    this.stamps = positions > 0 ? new int[positions] : null;
    this.seen = positions > 0 ? null : new IntHashSet();
  }

  /**
   * Both prunings on, positions tracked in a hash set.
   *
   * @param tau the threshold
   * @throws NullPointerException if {@code tau} is null
   */
  public DeltaTraversal(Threshold tau) {
    this(tau, true, true, 0);
  }

  /**
   * The threshold this traversal decides with.
   *
   * @return tau, as given to the constructor
   */
  public Threshold tau() {
    return tau;
  }

  /**
   * Finds every candidate of {@code lists} whose similarity to the query is at least tau and
   * reports it to {@code collector}: in ascending position order when {@code vectors} must be read
   * so, else in the order found.
   *
   * @param lists the inverted lists of the query's signatures
   * @param vectors the candidates' lengths and forward vectors, to verify them with
   * @param queryLength |q|: the sum of {@link InvertedLists#weight} over the query's signatures
   * @param collector receives every match
   * @return the number of matches reported; 0 if the query or its lists are empty
   * @throws IOException if reading the lists or the forward vectors fails, or the collector throws
   *     it
   */
  public int search(
      InvertedLists lists, ForwardVectors vectors, long queryLength, Collector collector)
      throws IOException {
    return search(lists, vectors, queryLength, Limits.NONE, collector);
  }

  /**
   * {@link #search(InvertedLists, ForwardVectors, long, Collector)} within {@code limits}: only the
   * positions it accepts, at most as many matches as it allows.
   *
   * @param lists the inverted lists of the query's signatures
   * @param vectors the candidates' lengths and forward vectors, to verify them with
   * @param queryLength |q|: the sum of {@link InvertedLists#weight} over the query's signatures
   * @param limits the positions that may match, the one to exclude, and the cap on matches
   * @param collector receives every match
   * @return the number of matches reported, at most {@code limits.maxMatches()}; 0 if the query or
   *     its lists are empty
   * @throws IOException if reading the lists or the forward vectors fails, or the collector throws
   *     it
   */
  public int search(
      InvertedLists lists,
      ForwardVectors vectors,
      long queryLength,
      Limits limits,
      Collector collector)
      throws IOException {
    final Bits acceptDocs = limits.acceptDocs();
    final int maxMatches = limits.maxMatches();
    final int n = lists.size();
    if (queryLength == 0 || n == 0) {
      return 0;
    }
    final long lo = Math.max(tau.minLength(queryLength), lists.minLength());
    final long hi = lengthWindow ? tau.maxLength(queryLength) : Long.MAX_VALUE;

    if (order.length < n) {
      order = new long[ArrayUtil.oversize(n, Long.BYTES)];
    }
    for (int i = 0; i < n; i++) {
      order[i] = (Math.min(lists.listLength(i), Integer.MAX_VALUE) << 32) | i;
    }
    Arrays.sort(order, 0, n);

    if (searched && minOverlaps == null) {
      minOverlaps = new long[0];
    }
    searched = true;
    beginMarks(limits.exclude());
    int count = 0;
    long delta1 = 0;
    for (int step = 0; step < n; step++) {
      int i = (int) order[step];
      long maxLength = hi;
      if (deltaPruning) {
        maxLength = Math.min(hi, tau.maxCandidateLength(queryLength, delta1));
        if (maxLength < lo) {
          break; // no candidate not yet seen can reach tau
        }
      }
      long listLength = order[step] >>> 32;
      int from = 0;
      int end = 0; // no list: no window to look up
      if (listLength > 0) {
        end = lists.walkEnd(lengthWindow ? lo : 0, listLength);
        from = lists.walkFrom(lengthWindow ? maxLength : Long.MAX_VALUE, listLength);
      }
      if (from < end) {
        DocIdSetIterator it = lists.list(i);
        if (it != null) {
          listsOpened++;
          if (stepCap.length <= step) {
            stepCap = ArrayUtil.grow(stepCap, step + 1);
          }
          stepCap[step] = lengthWindow ? maxLength : Long.MAX_VALUE;
          for (int p = it.advance(from); p < end; p = it.nextDoc()) {
            postings++;
            if ((acceptDocs == null || acceptDocs.get(p)) && mark(p)) {
              if (count == candidates.length) {
                candidates = ArrayUtil.grow(candidates, count + 1);
              }
              candidates[count++] = ((long) p << 32) | step;
            }
          }
        }
      }
      delta1 += lists.weight(i);
    }
    candidateCount += count;
    return verify(vectors, queryLength, lo, count, maxMatches, collector);
  }

  private int verify(
      ForwardVectors vectors,
      long queryLength,
      long lo,
      int count,
      int maxMatches,
      Collector collector)
      throws IOException {
    if (vectors.positionOrderOnly()) {
      Arrays.sort(candidates, 0, count);
    }
    int found = 0;
    for (int k = 0; k < count && found < maxMatches; k++) {
      long c = candidates[k];
      int position = (int) (c >>> 32);
      long length = vectors.length(position);
      long overlap = verify(vectors, queryLength, position, length, lo, stepCap[(int) c]);
      if (overlap >= 0) {
        collector.collect(position, overlap, queryLength + length - overlap);
        found++;
      }
    }
    matches += found;
    return found;
  }

  /**
   * Verifies one candidate of {@code length} (negative: no vector), which must lie in [lo, cap]:
   * its overlap, or -1.
   */
  private long verify(
      ForwardVectors vectors, long queryLength, int position, long length, long lo, long cap)
      throws IOException {
    if (length < 0 || length < lo || length > cap) {
      return -1; // no vector, or outside the window it was found in (positions not in length order)
    }
    verified++;
    return vectors.overlapAtLeast(position, length, minOverlap(queryLength, length));
  }

  /**
   * {@link Threshold#minOverlap}, remembered by length sum from an instance's second search on:
   * exact integer arithmetic that cost an eighth of the matching time of an all-pairs run when
   * worked out for each of millions of candidates.
   */
  private long minOverlap(long queryLength, long length) {
    long sum = queryLength + length;
    if (sum >= MEMO_SUMS || minOverlaps == null) {
      return tau.minOverlap(queryLength, length);
    }
    int s = (int) sum;
    if (s >= minOverlaps.length) {
      minOverlaps = ArrayUtil.grow(minOverlaps, s + 1);
    }
    long m = minOverlaps[s];
    if (m == 0) {
      m = tau.minOverlap(queryLength, length) + 1;
      minOverlaps[s] = m;
    }
    return m - 1;
  }

  /**
   * Verifies one candidate found by other means (a two-phase check of what another query matched):
   * whether its similarity to the query is at least tau; if so it is reported to {@code collector}.
   *
   * @param vectors the forward vectors of the candidates, bound to the query
   * @param queryLength |q|: the sum of the query's signature weights under the measure
   * @param position the candidate's position
   * @param collector receives the candidate if it matches
   * @return true if the candidate has a forward vector and reaches tau (it was then reported);
   *     false if {@code queryLength} is 0
   * @throws IOException if reading the forward vector fails, or the collector throws it
   */
  public boolean verify(ForwardVectors vectors, long queryLength, int position, Collector collector)
      throws IOException {
    if (queryLength == 0) {
      return false;
    }
    long length = vectors.length(position);
    long overlap =
        verify(
            vectors,
            queryLength,
            position,
            length,
            tau.minLength(queryLength),
            tau.maxLength(queryLength));
    if (overlap < 0) {
      return false;
    }
    matches++;
    collector.collect(position, overlap, queryLength + length - overlap);
    return true;
  }

  private void beginMarks(int exclude) {
    if (stamps != null) {
      if (++stamp == 0) {
        Arrays.fill(stamps, 0);
        stamp = 1;
      }
      if (exclude >= 0) {
        stamps[exclude] = stamp;
      }
    } else {
      seen.clear();
      if (exclude >= 0) {
        seen.add(exclude);
      }
    }
  }

  /** Whether {@code p} is seen for the first time in this search. */
  private boolean mark(int p) {
    if (stamps != null) {
      if (stamps[p] == stamp) {
        return false;
      }
      stamps[p] = stamp;
      return true;
    }
    return seen.add(p);
  }

  /**
   * Adds the work counted so far to {@code stats} and resets the counters.
   *
   * @param stats the counters to add to; not null
   */
  public void addTo(MatchStats stats) {
    stats.add(listsOpened, postings, candidateCount, verified, matches);
    listsOpened = 0;
    postings = 0;
    candidateCount = 0;
    verified = 0;
    matches = 0;
  }
}
