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
package org.spotsigs.examples;

import java.nio.file.Path;
import org.apache.lucene.index.DirectoryReader;
import org.apache.lucene.index.StoredFields;
import org.apache.lucene.search.IndexSearcher;
import org.apache.lucene.search.ScoreDoc;
import org.apache.lucene.search.TopDocs;
import org.apache.lucene.store.ByteBuffersDirectory;
import org.apache.lucene.store.Directory;
import org.spotsigs.analysis.SpotSigsAnalyzer;
import org.spotsigs.core.Measure;
import org.spotsigs.core.Threshold;
import org.spotsigs.index.SignatureVector;
import org.spotsigs.index.SpotSigsSchema;
import org.spotsigs.search.NearDuplicateQuery;

/**
 * Indexes a directory of pages and asks, for each page, which indexed pages are its
 * near-duplicates: one {@link NearDuplicateQuery} per page, an ordinary Lucene query whose hits are
 * exactly the pages at or above tau, scored by their similarity.
 *
 * <p>Run: {@code examples/run NearDuplicateSearchExample src-test-corpora/news-sample/pages 0.8}
 */
public final class NearDuplicateSearchExample {
  public static void main(String[] args) throws Exception {
    Path dir = Path.of(args.length > 0 ? args[0] : "src-test-corpora/news-sample/pages");
    Threshold tau = Threshold.parse(args.length > 1 ? args[1] : "0.8");

    SpotSigsAnalyzer analyzer = new SpotSigsAnalyzer();
    SpotSigsSchema schema = SpotSigsSchema.defaults();
    try (Directory index = new ByteBuffersDirectory()) {
      int n = ExampleIndex.indexDirectory(dir, index, schema, analyzer);
      System.out.println("indexed " + n + " documents from " + dir);
      try (DirectoryReader reader = DirectoryReader.open(index)) {
        IndexSearcher searcher = new IndexSearcher(reader);
        StoredFields stored = reader.storedFields();
        for (int doc = 0; doc < reader.maxDoc(); doc++) {
          // The query vector can come from text (SignatureVector.analyze) or, as here, from the
          // index.
          SignatureVector vector = schema.readVector(reader, doc);
          NearDuplicateQuery query =
              new NearDuplicateQuery(schema.field(), vector, tau, Measure.MULTISET);
          TopDocs hits = searcher.search(query, 10);
          StringBuilder line = new StringBuilder();
          for (ScoreDoc hit : hits.scoreDocs) {
            if (hit.doc != doc) {
              line.append(
                  String.format(
                      java.util.Locale.ROOT,
                      "  %s (%.3f)",
                      stored.document(hit.doc).get(ExampleIndex.ID),
                      hit.score));
            }
          }
          if (!line.isEmpty()) {
            System.out.println(stored.document(doc).get(ExampleIndex.ID) + " ~" + line);
          }
        }
      }
    }
  }
}
