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

import org.apache.lucene.util.ArrayUtil;

/**
 * The band keys of documents for {@link SketchCandidates}, {@code bands} per document, in pages of
 * 4,096 documents: the keys of millions of documents grow without copying (no moment with the old
 * and the new array both alive) and without one array of billions of entries.
 */
final class BandKeys {
  private static final int PAGE_SHIFT = 12;
  private static final int PAGE_MASK = (1 << PAGE_SHIFT) - 1;

  private final int bands;
  private long[][] pages = new long[8][];
  private int allocated; // pages [0, allocated) exist

  /** Keys for {@code docs} documents (more with {@link #ensure}). */
  BandKeys(int bands, int docs) {
    this.bands = bands;
    ensure(docs);
  }

  /** Makes room for documents {@code [0, docs)}. */
  void ensure(int docs) {
    int needed = (int) (((long) docs + PAGE_MASK) >>> PAGE_SHIFT);
    if (needed > pages.length) {
      pages = ArrayUtil.growExact(pages, Math.max(needed, pages.length * 2));
    }
    for (; allocated < needed; allocated++) {
      pages[allocated] = new long[bands << PAGE_SHIFT];
    }
  }

  /** The page holding the keys of {@code doc}; they start at {@link #offset}. */
  long[] page(int doc) {
    return pages[doc >>> PAGE_SHIFT];
  }

  /** Where the keys of {@code doc} start in its {@link #page}. */
  int offset(int doc) {
    return (doc & PAGE_MASK) * bands;
  }

  /** The key of band {@code band} of {@code doc}. */
  long get(int doc, int band) {
    return pages[doc >>> PAGE_SHIFT][(doc & PAGE_MASK) * bands + band];
  }

  /** Copies the keys of document {@code from} to document {@code to}. */
  void copy(int from, int to) {
    System.arraycopy(page(from), offset(from), page(to), offset(to), bands);
  }

  /** Frees the pages past the first {@code docs} documents. */
  void truncate(int docs) {
    int keep = (int) (((long) docs + PAGE_MASK) >>> PAGE_SHIFT);
    for (int p = keep; p < allocated; p++) {
      pages[p] = null;
    }
    allocated = Math.min(allocated, keep);
  }
}
