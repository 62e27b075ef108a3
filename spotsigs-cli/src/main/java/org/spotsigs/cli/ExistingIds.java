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
package org.spotsigs.cli;

import java.io.Closeable;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import org.apache.lucene.index.DirectoryReader;
import org.apache.lucene.index.LeafReaderContext;
import org.apache.lucene.index.PostingsEnum;
import org.apache.lucene.index.Terms;
import org.apache.lucene.index.TermsEnum;
import org.apache.lucene.search.DocIdSetIterator;
import org.apache.lucene.store.Directory;
import org.apache.lucene.util.Bits;
import org.apache.lucene.util.BytesRef;
import org.spotsigs.io.IndexMetadata;

/**
 * The ids of the live documents of an index as it was when a run opened it, looked up one at a time
 * in the terms of the id field (nothing is loaded up front). Not thread-safe.
 */
public final class ExistingIds implements Closeable {
  private final DirectoryReader reader;
  private final List<TermsEnum> terms = new ArrayList<>();
  private final List<Bits> live = new ArrayList<>();
  private PostingsEnum postings;

  private ExistingIds(DirectoryReader reader) throws IOException {
    this.reader = reader;
    if (reader != null) {
      for (LeafReaderContext leaf : reader.leaves()) {
        Terms t = leaf.reader().terms(IndexMetadata.ID);
        if (t != null) {
          terms.add(t.iterator());
          live.add(leaf.reader().getLiveDocs());
        }
      }
    }
  }

  /** The ids of the index in {@code dir}, or none if it holds no index yet. */
  public static ExistingIds of(Directory dir) throws IOException {
    return new ExistingIds(DirectoryReader.indexExists(dir) ? DirectoryReader.open(dir) : null);
  }

  /** Whether a live document of the index has the id {@code id}. */
  public boolean contains(String id) throws IOException {
    BytesRef term = new BytesRef(id);
    for (int i = 0; i < terms.size(); i++) {
      TermsEnum te = terms.get(i);
      if (te.seekExact(term)) {
        postings = te.postings(postings, PostingsEnum.NONE);
        Bits liveDocs = live.get(i);
        for (int d = postings.nextDoc();
            d != DocIdSetIterator.NO_MORE_DOCS;
            d = postings.nextDoc()) {
          if (liveDocs == null || liveDocs.get(d)) {
            return true;
          }
        }
      }
    }
    return false;
  }

  @Override
  public void close() throws IOException {
    if (reader != null) {
      reader.close();
    }
  }
}
