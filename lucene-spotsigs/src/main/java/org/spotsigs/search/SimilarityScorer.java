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

import java.util.Arrays;
import org.apache.lucene.search.DocIdSetIterator;
import org.apache.lucene.search.Scorer;

/**
 * A scorer over precomputed matches of one segment: doc ids ascending, score = boost * similarity.
 */
final class SimilarityScorer extends Scorer {
  private final int[] docs;
  private final float[] scores;
  private final float maxScore;
  private int index = -1;
  private int doc = -1;

  SimilarityScorer(SegmentLists.Result result, float boost) {
    this.docs = result.docs();
    this.scores = new float[docs.length];
    float max = 0;
    for (int i = 0; i < docs.length; i++) {
      scores[i] = boost * (float) result.similarity(i);
      max = Math.max(max, scores[i]);
    }
    this.maxScore = max;
  }

  @Override
  public int docID() {
    return doc;
  }

  @Override
  public float score() {
    return scores[index];
  }

  @Override
  public float getMaxScore(int upTo) {
    return maxScore;
  }

  @Override
  public DocIdSetIterator iterator() {
    return new DocIdSetIterator() {
      @Override
      public int docID() {
        return doc;
      }

      @Override
      public int nextDoc() {
        return move(index + 1);
      }

      @Override
      public int advance(int target) {
        int i = Arrays.binarySearch(docs, Math.max(index + 1, 0), docs.length, target);
        return move(i >= 0 ? i : -i - 1);
      }

      @Override
      public long cost() {
        return docs.length;
      }
    };
  }

  private int move(int i) {
    index = i;
    doc = i < docs.length ? docs[i] : DocIdSetIterator.NO_MORE_DOCS;
    return doc;
  }
}
