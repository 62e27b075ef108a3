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

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.apache.lucene.analysis.standard.StandardAnalyzer;
import org.apache.lucene.document.Document;
import org.apache.lucene.document.Field;
import org.apache.lucene.document.StringField;
import org.apache.lucene.index.IndexWriter;
import org.apache.lucene.index.IndexWriterConfig;
import org.apache.lucene.store.Directory;
import org.spotsigs.analysis.SpotSigsAnalyzer;
import org.spotsigs.index.SpotSigsSchema;
import org.spotsigs.io.CorpusWalk;

/** Shared by the examples: indexes every file of a directory, with its file name as "id". */
final class ExampleIndex {
  static final String ID = "id";

  private ExampleIndex() {}

  static int indexDirectory(
      Path dir, Directory index, SpotSigsSchema schema, SpotSigsAnalyzer analyzer)
      throws IOException {
    // every page of the directory, with the ids the command line gives them (a/b.html is a/b)
    List<CorpusWalk.CorpusFile> files = CorpusWalk.list(dir).files();
    // The index sort (length, descending) lets every query walk a contiguous doc-id range.
    IndexWriterConfig config = schema.configure(new IndexWriterConfig(new StandardAnalyzer()));
    try (IndexWriter writer = new IndexWriter(index, config)) {
      for (CorpusWalk.CorpusFile file : files) {
        Document doc = new Document();
        doc.add(new StringField(ID, file.id(), Field.Store.YES));
        schema.addTo(doc, analyzer, Files.readString(file.path(), StandardCharsets.UTF_8));
        writer.addDocument(doc);
      }
      writer.commit();
    }
    return files.size();
  }
}
