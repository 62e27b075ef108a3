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

import com.carrotsearch.hppc.IntArrayList;
import java.io.IOException;
import java.util.Arrays;
import org.apache.lucene.index.IndexReader;
import org.apache.lucene.index.MultiBits;
import org.apache.lucene.index.MultiTerms;
import org.apache.lucene.index.PostingsEnum;
import org.apache.lucene.index.Terms;
import org.apache.lucene.index.TermsEnum;
import org.apache.lucene.search.DocIdSetIterator;
import org.apache.lucene.util.Bits;
import org.apache.lucene.util.BytesRef;
import org.spotsigs.index.Checksum;
import org.spotsigs.index.SpotSigsSchema;

/**
 * The {@link VectorCollection} of an index ({@link VectorCollection#fromIndex}), read from the
 * postings of its signature field in two passes: the number of signatures of every document, then
 * the terms in sorted order, so that the term ids of each document come out ascending.
 */
final class VectorsFromIndex {
  private VectorsFromIndex() {}

  /** The vectors of the live documents of {@code reader}, as {@link VectorCollection#fromIndex}. */
  static VectorCollection load(IndexReader reader, SpotSigsSchema schema) throws IOException {
    int maxDoc = reader.maxDoc();
    Bits live = MultiBits.getLiveDocs(reader);
    int[] ordOf = new int[maxDoc];
    IntArrayList external = new IntArrayList();
    for (int d = 0; d < maxDoc; d++) {
      if (live == null || live.get(d)) {
        ordOf[d] = external.size();
        external.add(d);
      } else {
        ordOf[d] = -1;
      }
    }
    int n = external.size();
    int[] start = new int[n + 1];
    Terms terms = MultiTerms.getTerms(reader, schema.field());
    if (terms == null) {
      return new VectorCollection(
          start, new int[0], new int[0], external.toArray(), 0, new long[0], null);
    }
    // Pass 1: number of distinct signatures per document.
    TermsEnum te = terms.iterator();
    PostingsEnum pe = null;
    int numTerms = 0;
    while (te.next() != null) {
      numTerms++;
      pe = te.postings(pe, PostingsEnum.NONE);
      for (int d = pe.nextDoc(); d != DocIdSetIterator.NO_MORE_DOCS; d = pe.nextDoc()) {
        int ord = ordOf[d];
        if (ord >= 0) {
          start[ord + 1]++;
        }
      }
    }
    for (int i = 0; i < n; i++) {
      start[i + 1] += start[i];
    }
    int[] ids = new int[start[n]];
    int[] cnts = new int[start[n]];
    int[] fill = Arrays.copyOf(start, n);
    // Pass 2: terms in sorted order, so every document's ids come out ascending.
    te = terms.iterator();
    int t = 0;
    long[] hashes = new long[numTerms];
    for (BytesRef term = te.next(); term != null; term = te.next()) {
      hashes[t] = Checksum.of(term);
      pe = te.postings(pe, PostingsEnum.FREQS);
      for (int d = pe.nextDoc(); d != DocIdSetIterator.NO_MORE_DOCS; d = pe.nextDoc()) {
        int ord = ordOf[d];
        if (ord >= 0) {
          int at = fill[ord]++;
          ids[at] = t;
          cnts[at] = pe.freq();
        }
      }
      t++;
    }
    return new VectorCollection(start, ids, cnts, external.toArray(), numTerms, hashes, null);
  }
}
