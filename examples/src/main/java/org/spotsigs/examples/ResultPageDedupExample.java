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

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import org.apache.lucene.analysis.standard.StandardAnalyzer;
import org.apache.lucene.document.Document;
import org.apache.lucene.document.Field;
import org.apache.lucene.document.StringField;
import org.apache.lucene.document.TextField;
import org.apache.lucene.index.DirectoryReader;
import org.apache.lucene.index.IndexWriter;
import org.apache.lucene.index.IndexWriterConfig;
import org.apache.lucene.queryparser.classic.QueryParser;
import org.apache.lucene.search.IndexSearcher;
import org.apache.lucene.search.Query;
import org.apache.lucene.store.ByteBuffersDirectory;
import org.apache.lucene.store.Directory;
import org.spotsigs.analysis.SpotSigsAnalyzer;
import org.spotsigs.core.Measure;
import org.spotsigs.core.Threshold;
import org.spotsigs.index.SpotSigsSchema;
import org.spotsigs.io.CorpusWalk;
import org.spotsigs.search.FoldedResults;
import org.spotsigs.search.ResultPageDeduplicator;

/**
 * Result-page deduplication: an ordinary full-text search whose page of k results has its
 * near-duplicates folded into the higher-ranked result they duplicate.
 *
 * <p>Run: {@code examples/run ResultPageDedupExample src-test-corpora/news-sample/pages "auto show
 * electric" 5 0.4}
 */
public final class ResultPageDedupExample {
  public static void main(String[] args) throws Exception {
    Path dir = Path.of(args.length > 0 ? args[0] : "src-test-corpora/news-sample/pages");
    String queryText = args.length > 1 ? args[1] : "auto show electric";
    int k = args.length > 2 ? Integer.parseInt(args[2]) : 5;
    Threshold tau = Threshold.parse(args.length > 3 ? args[3] : "0.4");
    List<CorpusWalk.CorpusFile> files = CorpusWalk.list(dir).files();
    SpotSigsAnalyzer spotSigs = new SpotSigsAnalyzer();
    SpotSigsSchema schema = SpotSigsSchema.defaults();
    StandardAnalyzer text = new StandardAnalyzer();
    try (Directory index = new ByteBuffersDirectory()) {
      try (IndexWriter writer =
          new IndexWriter(index, schema.configure(new IndexWriterConfig(text)))) {
        for (CorpusWalk.CorpusFile file : files) {
          String html = Files.readString(file.path(), StandardCharsets.UTF_8);
          Document doc = new Document();
          doc.add(new StringField("id", file.id(), Field.Store.YES));
          doc.add(new TextField("body", html, Field.Store.NO));
          schema.addTo(doc, spotSigs, html);
          writer.addDocument(doc);
        }
      }
      try (DirectoryReader reader = DirectoryReader.open(index)) {
        IndexSearcher searcher = new IndexSearcher(reader);
        Query query = new QueryParser("body", text).parse(queryText);
        FoldedResults page =
            new ResultPageDeduplicator(schema.field(), tau, Measure.MULTISET)
                .search(searcher, query, k);
        System.out.printf(
            Locale.ROOT,
            "query '%s': %d results (looked at %d hits; near-duplicates at tau >= %s folded)%n",
            queryText,
            page.hits().size(),
            page.examined(),
            tau);
        int rank = 1;
        for (FoldedResults.Hit hit : page.hits()) {
          System.out.printf(
              Locale.ROOT,
              "%2d. %s (score %.3f)%n",
              rank++,
              reader.storedFields().document(hit.hit().doc).get("id"),
              hit.hit().score);
          for (FoldedResults.Folded f : hit.folded()) {
            System.out.printf(
                Locale.ROOT,
                "      folded: %s (similarity %.3f)%n",
                reader.storedFields().document(f.hit().doc).get("id"),
                f.similarity());
          }
        }
      }
    }
  }
}
