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

import org.apache.lucene.util.BytesRef;
import org.spotsigs.core.Measure;
import org.spotsigs.core.Overlap;
import org.spotsigs.index.ForwardVector;
import org.spotsigs.index.SignatureVector;

/**
 * A query's signature vector prepared for one measure: its terms, their weights (the count, or 1
 * for {@link Measure#SET}) and its length. Immutable and thread-safe.
 */
final class QueryVector {
  final SignatureVector vector;
  final Measure measure;
  final long length;
  private final long[] weights;

  QueryVector(SignatureVector vector, Measure measure) {
    this.vector = vector;
    this.measure = measure;
    int n = vector.size();
    this.weights = new long[n];
    long sum = 0;
    for (int i = 0; i < n; i++) {
      weights[i] = measure == Measure.SET ? 1 : vector.count(i);
      sum += weights[i];
    }
    this.length = sum;
  }

  int size() {
    return weights.length;
  }

  BytesRef term(int i) {
    return vector.term(i);
  }

  long weight(int i) {
    return weights[i];
  }

  /**
   * The query (side A) merged with a candidate's encoded forward vector (side B). Not thread-safe.
   */
  final class ForwardMerge implements Overlap.Merge {
    final ForwardVector.Reader reader = new ForwardVector.Reader();
    private int i;

    /** Starts a merge with the candidate vector {@code encoded}. */
    ForwardMerge reset(BytesRef encoded) {
      reader.reset(encoded);
      i = -1;
      return this;
    }

    @Override
    public boolean nextA() {
      return ++i < weights.length;
    }

    @Override
    public boolean nextB() {
      return reader.next();
    }

    @Override
    public int compare() {
      return vector.term(i).compareTo(reader.term());
    }

    @Override
    public long weightA() {
      return weights[i];
    }

    @Override
    public long weightB() {
      return measure == Measure.SET ? 1 : reader.count();
    }
  }
}
