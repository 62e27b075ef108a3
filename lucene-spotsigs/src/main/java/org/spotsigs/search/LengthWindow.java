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
import org.apache.lucene.index.LeafReader;
import org.apache.lucene.index.NumericDocValues;

/**
 * Doc-id boundaries of length windows in a segment sorted by a length field, descending: found by a
 * search on the length doc values, nothing cached beyond one query. Doc values are read forwards
 * only, so a probe before the previous one opens the field afresh (as Lucene's {@code
 * IndexSortSortedNumericDocValuesRangeQuery} does); to need that rarely, the search first reads a
 * few dozen docs in order from where the caller knows the boundary cannot be before (when the
 * values are not already past it), which finds a window that shrinks by a little without opening
 * anything, then gallops forwards (1, 2, 4, ... docs on), bisects the last step down to a few dozen
 * docs and reads those in order. A document without the field has length 0 (it sorts last). Not
 * thread-safe.
 */
final class LengthWindow {
  private final LeafReader leaf;
  private final String field;
  private NumericDocValues values;
  private int lastProbe = Integer.MAX_VALUE;

  LengthWindow(LeafReader leaf, String field) {
    this.leaf = leaf;
    this.field = field;
  }

  /**
   * The first doc in {@code [from, to)} whose length is at most {@code maxLength}, or {@code to} if
   * there is none; the caller knows that no doc before {@code from} qualifies.
   */
  int firstDocAtMost(long maxLength, int from, int to) throws IOException {
    if (maxLength < 0 || from >= to) {
      return to; // no length is negative
    }
    int lo = from;
    if (values != null && lastProbe <= from) {
      // the values can be read on from here: a window that shrinks by a little (each list step of
      // a traversal) is found in a few docs read in order, without opening the doc values again
      for (int end = (int) Math.min(to, (long) from + SCAN); lo < end; lo++) {
        if (lengthOf(lo) <= maxLength) {
          return lo;
        }
      }
      if (lo == to) {
        return to;
      }
    }
    // gallop: lengths[lo - 1] > maxLength is known (or lo = from); find hi with lengths[hi] <=
    // maxLength
    final int start = lo;
    int hi = to;
    for (long step = 1, probe = start; probe < to; step <<= 1, probe = start + step - 1) {
      if (lengthOf((int) probe) <= maxLength) {
        hi = (int) probe;
        break;
      }
      lo = (int) probe + 1;
    }
    // bisect down to a short run, then read that run forwards: every probe before the previous one
    // opens the doc values again, which costs more than reading a few dozen values in order
    while (hi - lo > SCAN) {
      int mid = (lo + hi) >>> 1;
      if (lengthOf(mid) <= maxLength) {
        hi = mid;
      } else {
        lo = mid + 1;
      }
    }
    while (lo < hi && lengthOf(lo) > maxLength) {
      lo++;
    }
    return lo;
  }

  /** Runs of at most this many docs are read in order instead of bisected. */
  private static final int SCAN = 32;

  private long lengthOf(int doc) throws IOException {
    if (doc < lastProbe || values == null) {
      values = leaf.getNumericDocValues(field);
      if (values == null) {
        lastProbe = Integer.MAX_VALUE;
        return 0;
      }
    }
    lastProbe = doc;
    return values.advanceExact(doc) ? values.longValue() : 0;
  }
}
