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

import java.util.concurrent.atomic.LongAdder;

/**
 * Counters of the work a match did: what the pruning saved and what it cost. Thread-safe; one
 * instance may be shared by the segments of a query searched in parallel, or by many queries.
 */
public final class MatchStats {
  private final LongAdder listsOpened = new LongAdder();
  private final LongAdder postingsVisited = new LongAdder();
  private final LongAdder candidates = new LongAdder();
  private final LongAdder verified = new LongAdder();
  private final LongAdder matches = new LongAdder();

  /** Counters at zero. */
  public MatchStats() {}

  /**
   * Adds work done elsewhere (used by the matchers; all arguments are increments).
   *
   * @param lists inverted lists walked, added to {@link #listsOpened()}
   * @param postings postings read, added to {@link #postingsVisited()}
   * @param candidates distinct candidates found, added to {@link #candidates()}
   * @param verified exact similarity computations, added to {@link #verified()}
   * @param matches matches found, added to {@link #matches()}
   */
  public void add(long lists, long postings, long candidates, long verified, long matches) {
    this.listsOpened.add(lists);
    this.postingsVisited.add(postings);
    this.candidates.add(candidates);
    this.verified.add(verified);
    this.matches.add(matches);
  }

  /**
   * Inverted lists (postings of one signature in one segment, or in memory) that were walked.
   *
   * @return the number of lists walked so far
   */
  public long listsOpened() {
    return listsOpened.sum();
  }

  /**
   * Postings read while walking the lists.
   *
   * @return the number of postings read so far
   */
  public long postingsVisited() {
    return postingsVisited.sum();
  }

  /**
   * Distinct documents found in the lists inside the bounds: candidates for verification.
   *
   * @return the number of candidates found so far, each counted once per search
   */
  public long candidates() {
    return candidates.sum();
  }

  /**
   * Exact similarity computations (the "Jaccard computations" of the SpotSigs paper's example).
   *
   * @return the number of candidates verified so far: those whose length lay in the window
   */
  public long verified() {
    return verified.sum();
  }

  /**
   * Pairs (or hits) at or above tau.
   *
   * @return the number of matches found so far
   */
  public long matches() {
    return matches.sum();
  }

  @Override
  public String toString() {
    return "lists="
        + listsOpened()
        + " postings="
        + postingsVisited()
        + " candidates="
        + candidates()
        + " verified="
        + verified()
        + " matches="
        + matches();
  }
}
