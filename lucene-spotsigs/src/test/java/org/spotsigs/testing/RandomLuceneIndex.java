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

import java.io.Closeable;
import java.io.IOException;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import org.apache.lucene.analysis.core.KeywordAnalyzer;
import org.apache.lucene.document.Document;
import org.apache.lucene.document.Field;
import org.apache.lucene.document.NumericDocValuesField;
import org.apache.lucene.document.StringField;
import org.apache.lucene.index.DirectoryReader;
import org.apache.lucene.index.IndexWriter;
import org.apache.lucene.index.IndexWriterConfig;
import org.apache.lucene.index.LeafReaderContext;
import org.apache.lucene.index.LogDocMergePolicy;
import org.apache.lucene.index.NoMergePolicy;
import org.apache.lucene.index.NumericDocValues;
import org.apache.lucene.index.Term;
import org.apache.lucene.index.TieredMergePolicy;
import org.apache.lucene.store.ByteBuffersDirectory;
import org.apache.lucene.store.Directory;
import org.spotsigs.core.Measure;
import org.spotsigs.index.SpotSigsSchema;

/**
 * A Lucene index of random documents built the way users build theirs, with randomness where it
 * matters to the matcher: several segments (or one), index sorted by either length or not sorted,
 * deleted documents, NRT or committed readers.
 */
public final class RandomLuceneIndex implements Closeable {
  public static final String ID = "id";

  /** A string field for filters: every document i has the values {@link #tags(int)}. */
  public static final String TAG = "tag";

  public final Directory dir;
  public final DirectoryReader reader;

  /** For each top-level doc id, the index of its document in the input list. */
  public final int[] docIndex;

  /** Indexes (in the input list) of documents that were deleted. */
  public final Set<Integer> deleted;

  public final SpotSigsSchema schema;

  /** The measure the index is sorted by, or null if it is not sorted. */
  public final Measure sortedBy;

  private RandomLuceneIndex(
      Directory dir,
      DirectoryReader reader,
      Set<Integer> deleted,
      SpotSigsSchema schema,
      Measure sortedBy)
      throws IOException {
    this.dir = dir;
    this.reader = reader;
    this.deleted = deleted;
    this.schema = schema;
    this.sortedBy = sortedBy;
    this.docIndex = new int[reader.maxDoc()];
    Arrays.fill(docIndex, -1);
    for (LeafReaderContext ctx : reader.leaves()) {
      NumericDocValues ids = ctx.reader().getNumericDocValues(ID);
      for (int d = ids.nextDoc(); d != NumericDocValues.NO_MORE_DOCS; d = ids.nextDoc()) {
        docIndex[ctx.docBase + d] = (int) ids.longValue();
      }
    }
  }

  /** The {@link #TAG} values of document {@code i}: one of 5 (common) and one of 37 (selective). */
  public static List<String> tags(int i) {
    return List.of("m" + (i % 5), "p" + (i % 37));
  }

  /** Indexes {@code docs} (position = id) with random settings. */
  public static RandomLuceneIndex build(Random random, List<Map<String, Integer>> docs)
      throws IOException {
    Measure sortedBy =
        switch (random.nextInt(5)) {
          case 0 -> null;
          case 1 -> Measure.SET;
          default -> Measure.MULTISET;
        };
    return build(random, docs, sortedBy, random.nextInt(4) == 0 ? 0 : 0.15);
  }

  /**
   * @param sortedBy the measure the index is sorted by, or null for no index sort
   * @param deleteRate share of documents to delete after adding them
   */
  public static RandomLuceneIndex build(
      Random random, List<Map<String, Integer>> docs, Measure sortedBy, double deleteRate)
      throws IOException {
    SpotSigsSchema schema =
        SpotSigsSchema.of(
            SpotSigsSchema.DEFAULT_FIELD, sortedBy == null ? Measure.MULTISET : sortedBy);
    Directory dir = new ByteBuffersDirectory();
    IndexWriterConfig config = new IndexWriterConfig(new KeywordAnalyzer());
    if (sortedBy != null) {
      schema.configure(config);
    }
    config.setMaxBufferedDocs(2 + random.nextInt(random.nextBoolean() ? 8 : 100));
    config.setMergePolicy(
        switch (random.nextInt(3)) {
          case 0 -> NoMergePolicy.INSTANCE;
          case 1 -> new LogDocMergePolicy();
          default -> new TieredMergePolicy();
        });
    Set<Integer> deleted = new HashSet<>();
    try (IndexWriter writer = new IndexWriter(dir, config)) {
      for (int i = 0; i < docs.size(); i++) {
        Document doc = new Document();
        doc.add(new StringField(ID, Integer.toString(i), Field.Store.YES));
        doc.add(new NumericDocValuesField(ID, i));
        for (String tag : tags(i)) {
          doc.add(new StringField(TAG, tag, Field.Store.NO));
        }
        schema.addTo(doc, RandomVectors.toVector(docs.get(i)));
        writer.addDocument(doc);
        if (random.nextInt(50) == 0) {
          writer.commit();
        }
      }
      for (int i = 0; i < docs.size(); i++) {
        if (random.nextDouble() < deleteRate) {
          writer.deleteDocuments(new Term(ID, Integer.toString(i)));
          deleted.add(i);
        }
      }
      if (random.nextInt(4) == 0) {
        writer.forceMerge(1 + random.nextInt(3));
      }
      writer.commit();
    }
    return new RandomLuceneIndex(dir, DirectoryReader.open(dir), deleted, schema, sortedBy);
  }

  @Override
  public void close() throws IOException {
    reader.close();
    dir.close();
  }
}
