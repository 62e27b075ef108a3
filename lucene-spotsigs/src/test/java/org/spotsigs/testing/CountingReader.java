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
package org.spotsigs.testing;

import java.io.IOException;
import java.util.concurrent.atomic.AtomicLong;
import org.apache.lucene.index.BinaryDocValues;
import org.apache.lucene.index.DirectoryReader;
import org.apache.lucene.index.FilterDirectoryReader;
import org.apache.lucene.index.FilterLeafReader;
import org.apache.lucene.index.LeafReader;
import org.apache.lucene.index.PostingsEnum;
import org.apache.lucene.index.Terms;
import org.apache.lucene.index.TermsEnum;

/**
 * A reader that counts what a query reads: postings of one field (every doc id an enumeration
 * returns) and forward-vector reads of one binary doc-values field (every {@code advanceExact}).
 */
public final class CountingReader extends FilterDirectoryReader {
  private final String postingsField;
  private final String vectorField;
  public final AtomicLong postingsRead;
  public final AtomicLong vectorsRead;

  public CountingReader(DirectoryReader in, String postingsField, String vectorField)
      throws IOException {
    this(in, postingsField, vectorField, new AtomicLong(), new AtomicLong());
  }

  private CountingReader(
      DirectoryReader in,
      String postingsField,
      String vectorField,
      AtomicLong postings,
      AtomicLong vectors)
      throws IOException {
    super(
        in,
        new SubReaderWrapper() {
          @Override
          public LeafReader wrap(LeafReader reader) {
            return new CountingLeaf(reader, postingsField, vectorField, postings, vectors);
          }
        });
    this.postingsField = postingsField;
    this.vectorField = vectorField;
    this.postingsRead = postings;
    this.vectorsRead = vectors;
  }

  @Override
  protected DirectoryReader doWrapDirectoryReader(DirectoryReader in) throws IOException {
    return new CountingReader(in, postingsField, vectorField, postingsRead, vectorsRead);
  }

  @Override
  public CacheHelper getReaderCacheHelper() {
    return in.getReaderCacheHelper();
  }

  private static final class CountingLeaf extends FilterLeafReader {
    private final String postingsField;
    private final String vectorField;
    private final AtomicLong postings;
    private final AtomicLong vectors;

    CountingLeaf(
        LeafReader in,
        String postingsField,
        String vectorField,
        AtomicLong postings,
        AtomicLong vectors) {
      super(in);
      this.postingsField = postingsField;
      this.vectorField = vectorField;
      this.postings = postings;
      this.vectors = vectors;
    }

    @Override
    public Terms terms(String field) throws IOException {
      Terms terms = super.terms(field);
      if (terms == null || !field.equals(postingsField)) {
        return terms;
      }
      return new FilterTerms(terms) {
        @Override
        public TermsEnum iterator() throws IOException {
          return new FilterTermsEnum(in.iterator()) {
            @Override
            public PostingsEnum postings(PostingsEnum reuse, int flags) throws IOException {
              PostingsEnum inner =
                  in.postings(reuse instanceof CountingPostings c ? c.inner() : reuse, flags);
              return new CountingPostings(inner, postings);
            }
          };
        }
      };
    }

    @Override
    public BinaryDocValues getBinaryDocValues(String field) throws IOException {
      BinaryDocValues values = super.getBinaryDocValues(field);
      if (values == null || !field.equals(vectorField)) {
        return values;
      }
      return new org.apache.lucene.index.FilterBinaryDocValues(values) {
        @Override
        public boolean advanceExact(int target) throws IOException {
          vectors.incrementAndGet();
          return in.advanceExact(target);
        }
      };
    }

    @Override
    public CacheHelper getCoreCacheHelper() {
      return in.getCoreCacheHelper();
    }

    @Override
    public CacheHelper getReaderCacheHelper() {
      return in.getReaderCacheHelper();
    }
  }

  private static final class CountingPostings extends FilterLeafReader.FilterPostingsEnum {
    private final AtomicLong count;

    CountingPostings(PostingsEnum in, AtomicLong count) {
      super(in);
      this.count = count;
    }

    PostingsEnum inner() {
      return in;
    }

    @Override
    public int nextDoc() throws IOException {
      int doc = in.nextDoc();
      if (doc != NO_MORE_DOCS) {
        count.incrementAndGet();
      }
      return doc;
    }

    @Override
    public int advance(int target) throws IOException {
      int doc = in.advance(target);
      if (doc != NO_MORE_DOCS) {
        count.incrementAndGet();
      }
      return doc;
    }
  }
}
