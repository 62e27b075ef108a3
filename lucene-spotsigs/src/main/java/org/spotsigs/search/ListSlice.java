package org.spotsigs.search;

import org.apache.lucene.search.DocIdSetIterator;

/** The positions of one in-memory list: a slice of an int array, ascending. */
final class ListSlice extends DocIdSetIterator {
  private int[] data;
  private int p;
  private int end;
  private int doc;

  ListSlice reset(int[] data, int from, int to) {
    this.data = data;
    this.p = from - 1;
    this.end = to;
    this.doc = -1;
    return this;
  }

  @Override
  public int docID() {
    return doc;
  }

  @Override
  public int nextDoc() {
    return doc = ++p < end ? data[p] : NO_MORE_DOCS;
  }

  @Override
  public int advance(int target) {
    int lo = p + 1;
    int hi = end;
    while (lo < hi) {
      int mid = (lo + hi) >>> 1;
      if (data[mid] < target) {
        lo = mid + 1;
      } else {
        hi = mid;
      }
    }
    p = lo;
    return doc = p < end ? data[p] : NO_MORE_DOCS;
  }

  @Override
  public long cost() {
    return end - p - 1;
  }
}
