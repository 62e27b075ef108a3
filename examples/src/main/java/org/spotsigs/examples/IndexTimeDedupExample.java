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
import org.apache.lucene.store.ByteBuffersDirectory;
import org.apache.lucene.store.Directory;
import org.spotsigs.analysis.SpotSigsAnalyzer;
import org.spotsigs.core.Threshold;
import org.spotsigs.dedup.DeduplicatingWriter;
import org.spotsigs.index.SpotSigsSchema;
import org.spotsigs.io.CorpusWalk;

/**
 * Index-time deduplication: every page is matched, exactly, against what is already indexed before
 * it is added; near-duplicates (>= tau) are skipped. Swap {@code Policy.SKIP} for {@code LINK} to
 * index them with the cluster id of what they matched (then group or collapse on {@code
 * spotsigs.cluster} at search time).
 *
 * <p>Run: {@code examples/run IndexTimeDedupExample src-test-corpora/news-sample/pages 0.5}
 */
public final class IndexTimeDedupExample {
  public static void main(String[] args) throws Exception {
    Path dir = Path.of(args.length > 0 ? args[0] : "src-test-corpora/news-sample/pages");
    Threshold tau = Threshold.parse(args.length > 1 ? args[1] : "0.5");
    List<CorpusWalk.CorpusFile> files = CorpusWalk.list(dir).files();
    SpotSigsAnalyzer analyzer = new SpotSigsAnalyzer();
    SpotSigsSchema schema = SpotSigsSchema.defaults();
    try (Directory index = new ByteBuffersDirectory();
        IndexWriter writer =
            new IndexWriter(
                index, schema.configure(new IndexWriterConfig(new StandardAnalyzer())));
        DeduplicatingWriter dedup =
            DeduplicatingWriter.builder(writer, schema, tau)
                .policy(DeduplicatingWriter.Policy.SKIP)
                .guess(DeduplicatingWriter.Guess.BEST_GUESS)
                .idField("id")
                .build()) {
      int skipped = 0;
      for (CorpusWalk.CorpusFile file : files) {
        String html = Files.readString(file.path(), StandardCharsets.UTF_8);
        Document doc = new Document();
        doc.add(new StringField("id", file.id(), Field.Store.YES)); // unique, indexed
        doc.add(
            new TextField("body", html, Field.Store.NO)); // whatever else the application indexes
        DeduplicatingWriter.Decision d = dedup.add(doc, analyzer, html);
        if (!d.indexed()) {
          skipped++;
          System.out.printf(
              Locale.ROOT,
              "skipped %s: near-duplicate of %s (%.3f)%n",
              d.id(),
              d.match().id(),
              d.match().similarity());
        }
      }
      dedup.commit();
      try (DirectoryReader reader = DirectoryReader.open(index)) {
        System.out.println(
            files.size()
                + " pages, "
                + reader.numDocs()
                + " indexed, "
                + skipped
                + " skipped as near-duplicates at tau >= "
                + tau);
      }
    }
  }
}
