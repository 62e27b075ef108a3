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

import java.io.IOException;
import org.apache.lucene.search.DocIdSetIterator;
import org.apache.lucene.search.Scorer;
import org.apache.lucene.search.TwoPhaseIterator;
import org.spotsigs.core.Threshold;

/**
 * The scorer of a {@link NearDuplicateQuery} that does not lead a conjunction: its approximation is
 * the query's length window (a doc-id range in a sorted segment, all documents otherwise) and each
 * document the leading clause proposes is verified exactly against its forward vector ({@link
 * DeltaTraversal#verify}). Score = boost * similarity.
 */
final class VerifyingScorer extends Scorer {
  private final DocIdSetIterator approximation;
  private final TwoPhaseIterator twoPhase;
  private final float boost;
  private float score;

  VerifyingScorer(
      SegmentLists lists,
      long queryLength,
      Threshold tau,
      int windowStart,
      int windowEnd,
      float boost) {
    this.approximation = DocIdSetIterator.range(windowStart, windowEnd);
    this.boost = boost;
    final DeltaTraversal traversal = new DeltaTraversal(tau);
    final DeltaTraversal.Collector scoring =
        (doc, overlap, union) -> score = boost * (float) ((double) overlap / union);
    final float matchCost = 2f * lists.size();
    this.twoPhase =
        new TwoPhaseIterator(approximation) {
          @Override
          public boolean matches() throws IOException {
            return traversal.verify(lists, queryLength, approximation.docID(), scoring);
          }

          @Override
          public float matchCost() {
            return matchCost;
          }
        };
  }

  @Override
  public int docID() {
    return approximation.docID();
  }

  @Override
  public DocIdSetIterator iterator() {
    return TwoPhaseIterator.asDocIdSetIterator(twoPhase);
  }

  @Override
  public TwoPhaseIterator twoPhaseIterator() {
    return twoPhase;
  }

  @Override
  public float score() {
    return score;
  }

  @Override
  public float getMaxScore(int upTo) {
    return boost;
  }
}
