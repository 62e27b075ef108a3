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
