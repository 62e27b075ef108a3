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
