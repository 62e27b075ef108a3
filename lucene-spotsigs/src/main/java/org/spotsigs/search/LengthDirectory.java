package org.spotsigs.search;

import java.io.IOException;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.apache.lucene.index.IndexReader;
import org.apache.lucene.index.LeafReader;
import org.apache.lucene.index.NumericDocValues;
import org.apache.lucene.search.DocIdSetIterator;
import org.apache.lucene.util.ArrayUtil;

/**
 * For a segment sorted by a length field in descending order: the first doc id of every distinct
 * length, so that the documents whose length lies in a window are found as one doc-id range by a
 * binary search. Built by one pass over the length doc values and cached per segment core (and
 * dropped when the core closes). Immutable and thread-safe.
 */
final class LengthDirectory {
  private static final Map<Key, LengthDirectory> CACHE = new ConcurrentHashMap<>();

  private record Key(Object core, String field) {}

  /** Distinct lengths, descending. */
  private final long[] lengths;
  /** firstDoc[i]: first doc whose length is lengths[i]; firstDoc[n] = maxDoc. */
  private final int[] firstDoc;

  private LengthDirectory(long[] lengths, int[] firstDoc) {
    this.lengths = lengths;
    this.firstDoc = firstDoc;
  }

  /**
   * The directory of {@code leaf}'s {@code field}, or null if the segment's lengths are not in
   * descending doc-id order (the caller then checks lengths per document).
   */
  static LengthDirectory forLeaf(LeafReader leaf, String field) throws IOException {
    IndexReader.CacheHelper helper = leaf.getCoreCacheHelper();
    if (helper == null) {
      return build(leaf, field);
    }
    Key key = new Key(helper.getKey(), field);
    LengthDirectory dir = CACHE.get(key);
    if (dir == null) {
      dir = build(leaf, field);
      if (dir == null) {
        return null;
      }
      if (CACHE.putIfAbsent(key, dir) == null) {
        helper.addClosedListener(k -> CACHE.keySet().removeIf(e -> e.core() == k));
      }
    }
    return dir;
  }

  private static LengthDirectory build(LeafReader leaf, String field) throws IOException {
    int maxDoc = leaf.maxDoc();
    NumericDocValues dv = leaf.getNumericDocValues(field);
    long[] lengths = new long[8];
    int[] first = new int[9];
    int n = 0;
    long previous = Long.MAX_VALUE;
    int doc = dv == null ? DocIdSetIterator.NO_MORE_DOCS : dv.nextDoc();
    for (int d = 0; d < maxDoc; d++) {
      long len;
      if (doc == d) {
        len = dv.longValue();
        doc = dv.nextDoc();
      } else {
        len = 0; // a document without the field sorts as length 0
      }
      if (len > previous) {
        return null; // not sorted by this field, descending
      }
      if (n == 0 || len != previous) {
        lengths = ArrayUtil.grow(lengths, n + 1);
        first = ArrayUtil.grow(first, n + 2);
        lengths[n] = len;
        first[n] = d;
        n++;
        previous = len;
      }
    }
    first = ArrayUtil.grow(first, n + 1);
    first[n] = maxDoc;
    return new LengthDirectory(ArrayUtil.copyOfSubArray(lengths, 0, n), ArrayUtil.copyOfSubArray(first, 0, n + 1));
  }

  /** The first doc whose length is {@code <= maxLength} (maxDoc if none). */
  int firstDocAtMost(long maxLength) {
    // first index i with lengths[i] <= maxLength; lengths descending
    int lo = 0;
    int hi = lengths.length;
    while (lo < hi) {
      int mid = (lo + hi) >>> 1;
      if (lengths[mid] <= maxLength) {
        hi = mid;
      } else {
        lo = mid + 1;
      }
    }
    return firstDoc[lo];
  }

  /** The first doc whose length is {@code < minLength} (maxDoc if none): the end of a window. */
  int firstDocBelow(long minLength) {
    return firstDocAtMost(minLength - 1);
  }
}
