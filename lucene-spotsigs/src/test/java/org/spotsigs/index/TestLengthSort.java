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
package org.spotsigs.index;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.apache.lucene.document.Document;
import org.apache.lucene.index.DirectoryReader;
import org.apache.lucene.index.IndexWriter;
import org.apache.lucene.index.IndexWriterConfig;
import org.apache.lucene.index.LeafReaderContext;
import org.apache.lucene.search.FieldDoc;
import org.apache.lucene.search.IndexSearcher;
import org.apache.lucene.search.ScoreDoc;
import org.apache.lucene.search.Sort;
import org.apache.lucene.search.SortField;
import org.apache.lucene.search.TopFieldDocs;
import org.apache.lucene.store.Directory;
import org.apache.lucene.tests.util.LuceneTestCase;
import org.spotsigs.core.Measure;
import org.spotsigs.core.Threshold;
import org.spotsigs.search.NearDuplicate;
import org.spotsigs.search.NearDuplicates;
import org.spotsigs.testing.Queries;
import org.spotsigs.testing.RandomVectors;

/**
 * A search sorted by a length field works in either direction, on the index's own measure and the
 * other one, with the sort field the schema gives (the length fields are also int points, which
 * Lucene's sort pruning would otherwise read as longs).
 */
public class TestLengthSort extends LuceneTestCase {
  public void testSearchSortedByLength() throws Exception {
    for (Measure measure : Measure.values()) {
      SpotSigsSchema schema = SpotSigsSchema.of("f", measure);
      try (Directory dir = newDirectory()) {
        try (IndexWriter w = new IndexWriter(dir, schema.configure(new IndexWriterConfig()))) {
          RandomVectors rv = new RandomVectors(random());
          for (int i = 0; i < 300; i++) {
            Map<String, Integer> doc = rv.document();
            w.addDocument(schema.addTo(new Document(), RandomVectors.toVector(doc)));
            if (random().nextInt(50) == 0) {
              w.commit();
            }
          }
        }
        try (DirectoryReader reader = DirectoryReader.open(dir)) {
          IndexSearcher searcher = newSearcher(reader);
          for (boolean reverse : new boolean[] {true, false}) {
            for (Measure by : Measure.values()) {
              Sort sort = new Sort(schema.lengthSortField(by, reverse));
              TopFieldDocs top = searcher.search(Queries.matchAll(), 10, sort);
              assertEquals(10, top.scoreDocs.length);
              long previous = reverse ? Long.MAX_VALUE : Long.MIN_VALUE;
              for (ScoreDoc sd : top.scoreDocs) {
                long len = ((Number) ((FieldDoc) sd).fields[0]).longValue();
                assertEquals(schema.readVector(reader, sd.doc).length(by), len);
                assertTrue(reverse ? len <= previous : len >= previous);
                previous = len;
              }
            }
          }
        }
      }
    }
  }

  /**
   * An index sorted by the length descending is recognised as sorted whether the sort is an {@code
   * INT} sort (the schema's) or a {@code LONG} sort on the same field (as earlier versions wrote
   * it), and not when it is ascending, on the other measure's length, or absent; the near
   * duplicates found are the same on all of them (the length window is taken only where the sort is
   * recognised).
   */
  public void testIndexSortOfEitherTypeIsRecognised() throws Exception {
    Measure measure = Measure.values()[random().nextInt(Measure.values().length)];
    Measure other = Measure.values()[(measure.ordinal() + 1) % Measure.values().length];
    SpotSigsSchema schema = SpotSigsSchema.of("f", measure);
    String field = schema.lengthField(measure);
    Sort[] sorts = {
      schema.indexSort(),
      new Sort(new SortField(field, SortField.Type.LONG, true)),
      new Sort(new SortField(field, SortField.Type.LONG, false)),
      new Sort(new SortField(field, SortField.Type.INT, false)),
      new Sort(new SortField(schema.lengthField(other), SortField.Type.INT, true)),
      null
    };
    boolean[] sorted = {true, true, false, false, false, false};
    RandomVectors rv = new RandomVectors(random());
    List<Map<String, Integer>> docs = new ArrayList<>();
    for (int i = 0; i < 200; i++) {
      docs.add(rv.document());
    }
    Threshold tau = Threshold.of(0.3 + 0.6 * random().nextDouble());
    int[] queries = new int[20];
    for (int q = 0; q < queries.length; q++) {
      queries[q] = random().nextInt(docs.size());
    }
    List<List<String>> answers = new ArrayList<>();
    for (int s = 0; s < sorts.length; s++) {
      try (Directory dir = newDirectory()) {
        IndexWriterConfig config = new IndexWriterConfig();
        if (sorts[s] != null) {
          config.setIndexSort(sorts[s]);
        }
        try (IndexWriter w = new IndexWriter(dir, config)) {
          for (int i = 0; i < docs.size(); i++) {
            Document d = schema.addTo(new Document(), RandomVectors.toVector(docs.get(i)));
            d.add(new org.apache.lucene.document.StoredField("i", i));
            w.addDocument(d);
            if (i % 40 == 39) {
              w.commit(); // several segments, at the same places for every sort
            }
          }
        }
        try (DirectoryReader reader = DirectoryReader.open(dir)) {
          for (LeafReaderContext leaf : reader.leaves()) {
            assertEquals("sort " + sorts[s], sorted[s], schema.isSortedBy(leaf.reader(), measure));
          }
          List<String> found = new ArrayList<>();
          for (int q = 0; q < queries.length; q++) {
            Map<String, Integer> query = docs.get(queries[q]);
            for (NearDuplicate h :
                NearDuplicates.find(
                    reader, schema.field(), RandomVectors.toVector(query), tau, measure, null)) {
              int i =
                  reader.storedFields().document(h.doc()).getField("i").numericValue().intValue();
              found.add(q + ":" + i + ":" + h.overlap() + "/" + h.union());
            }
          }
          java.util.Collections.sort(found);
          answers.add(found);
        }
      }
    }
    for (int s = 1; s < sorts.length; s++) {
      assertEquals("sort " + sorts[s], answers.get(0), answers.get(s));
    }
  }
}
