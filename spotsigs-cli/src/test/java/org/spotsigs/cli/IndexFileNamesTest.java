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

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.apache.lucene.analysis.standard.StandardAnalyzer;
import org.apache.lucene.document.Document;
import org.apache.lucene.document.Field;
import org.apache.lucene.document.NumericDocValuesField;
import org.apache.lucene.document.StringField;
import org.apache.lucene.index.IndexWriter;
import org.apache.lucene.index.IndexWriterConfig;
import org.apache.lucene.index.Term;
import org.apache.lucene.store.FSDirectory;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.spotsigs.core.Measure;
import org.spotsigs.index.SignatureVector;
import org.spotsigs.index.SpotSigsSchema;
import org.spotsigs.io.AnalysisSettings;
import org.spotsigs.io.IndexMetadata;

/**
 * {@link IndexDirectory} tells an index's own files from the user's by Lucene's names and the
 * extensions Lucene's codec writes: every file of every kind of index spotsigs writes (compound or
 * not, with deletions, doc-value updates and merges, sorted by either measure) must be one it
 * knows, or a later run would refuse the index.
 */
class IndexFileNamesTest {
  @TempDir Path tmp;

  @Test
  void everyFileOfEveryKindOfIndexIsKnown() throws IOException {
    Random random = new Random(20261127L);
    int n = 0;
    for (boolean compound : new boolean[] {true, false}) {
      for (Measure measure : Measure.values()) {
        Path path = tmp.resolve("index" + n++);
        SpotSigsSchema schema = SpotSigsSchema.of(SpotSigsSchema.DEFAULT_FIELD, measure);
        try (FSDirectory dir = FSDirectory.open(path)) {
          IndexWriterConfig config =
              schema.configure(new IndexWriterConfig(new StandardAnalyzer()));
          config.setUseCompoundFile(compound);
          config.setMaxBufferedDocs(50); // several segments, then merges
          try (IndexWriter w = new IndexWriter(dir, config)) {
            w.setLiveCommitData(
                new IndexMetadata(
                        new AnalysisSettings(
                            "the(1,2)",
                            "antecedent",
                            false,
                            0,
                            "standard",
                            null,
                            null,
                            "en",
                            "none",
                            0),
                        measure)
                    .userData()
                    .entrySet());
            for (int d = 0; d < 200; d++) {
              Document doc = new Document();
              doc.add(new StringField(IndexMetadata.ID, "d" + d, Field.Store.YES));
              doc.add(new NumericDocValuesField(schema.sequenceField(), d));
              SignatureVector.Builder b = SignatureVector.builder();
              for (int t = 0; t < 1 + random.nextInt(30); t++) {
                b.add("a:" + random.nextInt(200) + ":" + random.nextInt(5), 1 + random.nextInt(3));
              }
              w.addDocument(schema.addTo(doc, b.build()));
              if (d % 7 == 3) {
                w.deleteDocuments(new Term(IndexMetadata.ID, "d" + (d - 2)));
              }
              if (d % 40 == 0) {
                w.commit();
              }
            }
            w.commit();
            for (int d = 0; d < 200; d += 3) {
              w.updateNumericDocValue(
                  new Term(IndexMetadata.ID, "d" + d), schema.clusterField(), d);
            }
            w.commit();
            w.forceMerge(2);
            w.commit();
          }
          List<String> unknown = new ArrayList<>();
          for (String name : dir.listAll()) {
            if (!name.equals(IndexWriter.WRITE_LOCK_NAME)
                && !name.startsWith("segments_")
                && !IndexDirectory.isLuceneFile(name)) {
              unknown.add(name);
            }
          }
          assertEquals(List.of(), unknown, "compound " + compound + ", " + measure);
        }
        assertNull(IndexDirectory.unwritable(path), "an index of ours may be written again");
      }
    }
  }

  @Test
  void namesThatOnlyLookLikeIndexFilesAreNotTheIndexs() {
    for (String name : List.of("_0.cfs", "_a_Lucene103_0.doc", "_1_2.liv", "_3.si", "_0.tmp")) {
      assertTrue(IndexDirectory.isLuceneFile(name), name);
    }
    for (String name :
        List.of(
            "_draft.txt", "_0.cfs.bak", "_notes.txt", "notes.cfs", "_0.CFS", "_.si", "a_0.si")) {
      assertFalse(IndexDirectory.isLuceneFile(name), name);
    }
  }
}
