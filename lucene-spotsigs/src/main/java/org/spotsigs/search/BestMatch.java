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

import org.spotsigs.core.Threshold;

/**
 * The most similar match of a search ({@link DeltaTraversal.Collector}): the position with the
 * largest {@code overlap / union}, compared exactly; among equally similar ones, the smallest
 * position (the one kept, or indexed, first). Reusable: {@link #reset} before each search.
 *
 * @lucene.internal
 */
public final class BestMatch implements DeltaTraversal.Collector {
  private int position = -1;
  private long overlap;
  private long union = 1;

  /** A collector with no match yet. */
  public BestMatch() {}

  /**
   * Forgets the match, for the next search.
   *
   * @return this collector, now empty
   */
  public BestMatch reset() {
    position = -1;
    overlap = 0;
    union = 1;
    return this;
  }

  @Override
  public void collect(int position, long overlap, long union) {
    int c = Threshold.compareProducts(overlap, this.union, this.overlap, union);
    if (this.position < 0 || c > 0 || (c == 0 && position < this.position)) {
      this.position = position;
      this.overlap = overlap;
      this.union = union;
    }
  }

  /**
   * Whether a match was collected.
   *
   * @return true if {@link #collect} was called since this collector was made or last {@link
   *     #reset}
   */
  public boolean found() {
    return position >= 0;
  }

  /**
   * The position of the match, or -1.
   *
   * @return the position of the most similar match, or -1 if none was collected
   */
  public int position() {
    return position;
  }

  /**
   * The overlap of the query with the match.
   *
   * @return the exact overlap, the numerator of the similarity; 0 if none was collected
   */
  public long overlap() {
    return overlap;
  }

  /**
   * The union of the query and the match: the denominator of the similarity.
   *
   * @return the union: the two lengths added, less the overlap; 1 if none was collected
   */
  public long union() {
    return union;
  }
}
