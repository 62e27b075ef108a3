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
package org.spotsigs.dedup;

import org.spotsigs.core.Measure;
import org.spotsigs.index.Checksum;

/**
 * The signature vectors of the documents of a collection, by position: held in memory ({@link
 * VectorCollection}) or written to a temporary file ({@link SpilledVectors}). What grouping equal
 * vectors ({@link ExactDuplicates}) and verifying sketch candidates ({@link SketchCandidates})
 * read.
 */
interface DocumentVectors {
  /** Number of documents. */
  int size();

  /** The external id of {@code doc}. */
  int externalId(int doc);

  /** |doc| under {@code measure}. */
  long length(int doc, Measure measure);

  /** Whether {@code doc} has no signatures. */
  default boolean isEmpty(int doc) {
    return entries(doc, null).size() == 0;
  }

  /**
   * A checksum of the vector of {@code doc} under {@code measure} (of its term ids and, for the
   * multiset measure, its counts): equal vectors have equal checksums; unequal ones may collide.
   * {@code scratch} as for {@link #entries}.
   */
  default long checksum(int doc, Measure measure, Entries scratch) {
    Entries x = entries(doc, scratch);
    return Checksum.of(x.termIds, x.from, x.to, measure == Measure.SET ? x.termIds : x.counts);
  }

  /**
   * The entries of {@code doc}, in {@code reuse} if not null (a view of the collection's arrays or
   * a copy, depending on where the vectors are); one {@code reuse} per thread.
   */
  Entries entries(int doc, Entries reuse);

  /**
   * The entries of one document: term ids {@code termIds[from, to)} in ascending order with their
   * counts in {@code counts[from, to)}. Do not modify the arrays.
   */
  final class Entries {
    int[] termIds;
    int[] counts;
    int from;
    int to;

    /** The reader of a spilled collection that filled this (null: none yet). */
    Object reader;

    /** Number of distinct signatures. */
    int size() {
      return to - from;
    }

    /** The length under {@code measure}. */
    long length(Measure measure) {
      if (measure == Measure.SET) {
        return to - from;
      }
      long sum = 0;
      for (int i = from; i < to; i++) {
        sum += counts[i];
      }
      return sum;
    }
  }
}
