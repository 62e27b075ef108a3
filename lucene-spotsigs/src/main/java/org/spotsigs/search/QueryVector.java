package org.spotsigs.search;

import org.apache.lucene.util.BytesRef;
import org.spotsigs.index.ForwardVector;
import org.spotsigs.index.SignatureVector;

/**
 * A query's signature vector prepared for one measure: its terms, their weights (the count, or 1 for
 * {@link Measure#SET}), its length, and an exact verifier against stored forward vectors.
 * Immutable; {@link #overlapAtLeast} is thread-safe given a reader per thread.
 */
final class QueryVector {
  final SignatureVector vector;
  final Measure measure;
  final long length;
  private final long[] weights;
  /** suffix[i] = sum of weights[i..n). */
  private final long[] suffix;

  QueryVector(SignatureVector vector, Measure measure) {
    this.vector = vector;
    this.measure = measure;
    int n = vector.size();
    this.weights = new long[n];
    this.suffix = new long[n + 1];
    for (int i = 0; i < n; i++) {
      weights[i] = measure == Measure.SET ? 1 : vector.count(i);
    }
    for (int i = n - 1; i >= 0; i--) {
      suffix[i] = suffix[i + 1] + weights[i];
    }
    this.length = suffix[0];
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
   * The exact overlap of this vector with the forward vector in {@code reader} (already reset to a
   * candidate of length {@code candidateLength}), or -1 as soon as the overlap provably stays below
   * {@code need}: the overlap still possible is at most the smaller of the query mass not yet passed
   * and the candidate mass not yet read, and the answer is -1 only when even that cannot reach
   * {@code need}. Never rejects a candidate whose overlap is {@code >= need}.
   */
  long overlapAtLeast(ForwardVector.Reader reader, long candidateLength, long need) {
    final int n = weights.length;
    final boolean set = measure == Measure.SET;
    long overlap = 0;
    long candidateRead = 0;
    int i = 0;
    while (i < n && reader.next()) {
      BytesRef t = reader.term();
      long w = set ? 1 : reader.count();
      int cmp;
      while ((cmp = vector.term(i).compareTo(t)) < 0) {
        if (++i == n) {
          break;
        }
      }
      if (i < n && cmp == 0) {
        overlap += Math.min(weights[i], w);
        i++;
      }
      candidateRead += w;
      if (overlap + Math.min(suffix[i], candidateLength - candidateRead) < need) {
        return -1;
      }
    }
    return overlap >= need ? overlap : -1;
  }
}
