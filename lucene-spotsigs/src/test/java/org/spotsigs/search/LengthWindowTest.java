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

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.carrotsearch.randomizedtesting.jupiter.Randomized;
import java.io.IOException;
import java.util.Random;
import org.apache.lucene.document.Document;
import org.apache.lucene.document.Field;
import org.apache.lucene.document.IntPoint;
import org.apache.lucene.document.NumericDocValuesField;
import org.apache.lucene.document.StringField;
import org.apache.lucene.index.DirectoryReader;
import org.apache.lucene.index.IndexWriter;
import org.apache.lucene.index.IndexWriterConfig;
import org.apache.lucene.index.LeafReader;
import org.apache.lucene.index.LeafReaderContext;
import org.apache.lucene.index.NumericDocValues;
import org.apache.lucene.index.Term;
import org.apache.lucene.search.Sort;
import org.apache.lucene.search.SortField;
import org.apache.lucene.store.ByteBuffersDirectory;
import org.apache.lucene.store.Directory;
import org.junit.jupiter.api.Test;

/**
 * LengthWindow's boundaries against a scan (with and without points on the field, documents without
 * it, deletions).
 */
@Randomized
class LengthWindowTest {

  @Test
  void boundariesMatchAScan(Random random) throws IOException {
    for (int iter = 0; iter < 12; iter++) {
      boolean withPoints = random.nextBoolean();
      try (Directory dir = new ByteBuffersDirectory()) {
        IndexWriterConfig config =
            new IndexWriterConfig()
                .setIndexSort(new Sort(new SortField("len", SortField.Type.LONG, true)));
        config.setMaxBufferedDocs(2 + random.nextInt(2000));
        int n = 1 + random.nextInt(3000);
        int maxLength = 1 + random.nextInt(random.nextBoolean() ? 10 : 3000);
        try (IndexWriter w = new IndexWriter(dir, config)) {
          for (int i = 0; i < n; i++) {
            Document doc = new Document();
            doc.add(new StringField("id", Integer.toString(i), Field.Store.NO));
            if (random.nextInt(20) != 0) { // else: no length at all, sorts as 0
              int length = random.nextInt(maxLength + 1);
              doc.add(new NumericDocValuesField("len", length));
              if (withPoints) {
                doc.add(new IntPoint("len", length));
              }
            }
            w.addDocument(doc);
          }
          for (int d = random.nextInt(n / 10 + 1); d > 0; d--) {
            w.deleteDocuments(new Term("id", Integer.toString(random.nextInt(n))));
          }
        }
        try (DirectoryReader reader = DirectoryReader.open(dir)) {
          for (LeafReaderContext ctx : reader.leaves()) {
            LeafReader leaf = ctx.reader();
            long[] lengths = new long[leaf.maxDoc()];
            NumericDocValues dv = leaf.getNumericDocValues("len");
            for (int d = dv == null ? NumericDocValues.NO_MORE_DOCS : dv.nextDoc();
                d != NumericDocValues.NO_MORE_DOCS;
                d = dv.nextDoc()) {
              lengths[d] = dv.longValue();
            }
            LengthWindow window = new LengthWindow(leaf, "len");
            // a traversal's windows: the bound falls step by step, each search from the last
            // boundary (read on in order, without opening the values again)
            int last = 0;
            for (long l = maxLength + 1 - random.nextInt(2); l >= -1; l -= 1 + random.nextInt(4)) {
              int expected = firstAtMost(lengths, l);
              int got = window.firstDocAtMost(l, last, lengths.length);
              assertEquals(expected, got, "falling bounds: length<=" + l + " from " + last);
              last = got;
            }
            for (int q = 0; q < 50; q++) {
              long l = random.nextInt(maxLength + 3) - 1;
              int expected = firstAtMost(lengths, l);
              int from = random.nextBoolean() ? 0 : random.nextInt(expected + 1);
              int to =
                  random.nextBoolean()
                      ? lengths.length
                      : expected + random.nextInt(lengths.length - expected + 1);
              assertEquals(
                  Math.min(expected, to),
                  window.firstDocAtMost(l, from, to),
                  "points=" + withPoints + " length<=" + l + " in [" + from + ", " + to + ")");
            }
          }
        }
      }
    }
  }

  private static int firstAtMost(long[] lengths, long l) {
    for (int d = 0; d < lengths.length; d++) {
      if (lengths[d] <= l) {
        return d;
      }
    }
    return lengths.length;
  }
}
