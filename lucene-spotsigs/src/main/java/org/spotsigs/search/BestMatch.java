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

  /** Forgets the match, for the next search. */
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

  /** Whether a match was collected. */
  public boolean found() {
    return position >= 0;
  }

  /** The position of the match, or -1. */
  public int position() {
    return position;
  }

  public long overlap() {
    return overlap;
  }

  public long union() {
    return union;
  }
}
