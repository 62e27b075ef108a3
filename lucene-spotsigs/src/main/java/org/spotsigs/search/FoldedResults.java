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

import java.util.List;
import org.apache.lucene.search.ScoreDoc;

/**
 * A result page with near-duplicates folded (see {@link ResultPageDeduplicator}).
 *
 * @param hits the kept results in rank order, each with what it folded
 * @param examined how many ranked hits were looked at to fill the page
 * @param exhausted whether every hit of the query was examined (the page may then hold fewer than k
 *     results); false when hits may be left, also when a search's page filled at the last hit of a
 *     full batch, after which it asks for no more
 */
public record FoldedResults(List<Hit> hits, int examined, boolean exhausted) {

  /**
   * A kept result and the lower-ranked hits folded into it.
   *
   * @param hit the kept result, as the ranked query returned it
   * @param folded the lower-ranked hits folded into it, in rank order; empty if none
   */
  public record Hit(ScoreDoc hit, List<Folded> folded) {}

  /**
   * A folded hit: its ScoreDoc and its exact similarity (overlap / union) to the result it was
   * folded into.
   *
   * @param hit the folded hit, as the ranked query returned it
   * @param overlap the exact overlap of its signature vector with the kept result's
   * @param union the two lengths added, less {@code overlap}; positive
   */
  public record Folded(ScoreDoc hit, long overlap, long union) {
    /**
     * overlap / union as a double.
     *
     * @return the similarity to the kept result, for display only
     */
    public double similarity() {
      return (double) overlap / union;
    }
  }
}
