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
 * One exact near-duplicate hit: a top-level doc id and its similarity as the exact fraction {@code
 * overlap / union}.
 *
 * @param doc the hit's top-level doc id in the reader searched
 * @param overlap the exact overlap of the query with the hit, under the measure
 * @param union the query's length plus the hit's, less {@code overlap}; positive
 */
public record NearDuplicate(int doc, long overlap, long union)
    implements Comparable<NearDuplicate> {
  /**
   * overlap / union as a double.
   *
   * @return the similarity, in [tau, 1]; for display and scores only (compare hits exactly with
   *     {@link #compareTo})
   */
  public double similarity() {
    return (double) overlap / union;
  }

  /** Most similar first (compared exactly), then by doc id. */
  @Override
  public int compareTo(NearDuplicate o) {
    int c = Threshold.compareProducts(o.overlap, union, overlap, o.union);
    return c != 0 ? c : Integer.compare(doc, o.doc);
  }
}
