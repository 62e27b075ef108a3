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

import java.util.Map;
import org.apache.lucene.document.Document;
import org.apache.lucene.index.DirectoryReader;
import org.apache.lucene.index.IndexWriter;
import org.apache.lucene.index.IndexWriterConfig;
import org.apache.lucene.search.FieldDoc;
import org.apache.lucene.search.IndexSearcher;
import org.apache.lucene.search.ScoreDoc;
import org.apache.lucene.search.Sort;
import org.apache.lucene.search.TopFieldDocs;
import org.apache.lucene.store.Directory;
import org.apache.lucene.tests.util.LuceneTestCase;
import org.spotsigs.core.Measure;
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
}
