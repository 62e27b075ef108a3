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
package org.spotsigs.opensearch;

import java.io.Closeable;
import java.io.IOException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;
import org.apache.lucene.document.Document;
import org.apache.lucene.document.Field;
import org.apache.lucene.document.StringField;
import org.apache.lucene.index.DirectoryReader;
import org.apache.lucene.index.IndexWriter;
import org.apache.lucene.index.IndexWriterConfig;
import org.apache.lucene.store.ByteBuffersDirectory;
import org.apache.lucene.store.Directory;
import org.spotsigs.core.Measure;
import org.spotsigs.core.Threshold;
import org.spotsigs.dedup.DedupResult;
import org.spotsigs.dedup.Deduplicator;
import org.spotsigs.index.SignatureVector;
import org.spotsigs.index.SpotSigsSchema;
import org.spotsigs.search.NearDuplicate;
import org.spotsigs.search.NearDuplicates;

/**
 * The oracle of the cluster tests: the same documents in one plain Lucene index (sorted by length,
 * several segments), searched with the library itself.
 */
final class ReferenceIndex implements Closeable {
  final SpotSigsSchema schema;
  private final Directory dir = new ByteBuffersDirectory();
  final DirectoryReader reader;
  private final String[] idOf;
  private final Map<String, Integer> docOf = new HashMap<>();

  ReferenceIndex(String field, Map<String, SignatureVector> docs, Random random)
      throws IOException {
    schema = SpotSigsSchema.of(field, Measure.MULTISET);
    IndexWriterConfig config = schema.configure(new IndexWriterConfig());
    try (IndexWriter w = new IndexWriter(dir, config)) {
      for (Map.Entry<String, SignatureVector> e : docs.entrySet()) {
        Document d = new Document();
        d.add(new StringField("id", e.getKey(), Field.Store.YES));
        schema.addTo(d, e.getValue());
        w.addDocument(d);
        if (random.nextInt(40) == 0) {
          w.commit(); // several segments
        }
      }
    }
    reader = DirectoryReader.open(dir);
    idOf = new String[reader.maxDoc()];
    var stored = reader.storedFields();
    for (int d = 0; d < reader.maxDoc(); d++) {
      idOf[d] = stored.document(d).get("id");
      docOf.put(idOf[d], d);
    }
  }

  /** id -> overlap/union of every document at or above tau (NearDuplicates.find). */
  Map<String, long[]> find(SignatureVector v, Threshold tau, Measure measure) throws IOException {
    return toIds(NearDuplicates.find(reader, schema.field(), v, tau, measure, null));
  }

  /** Near-duplicates of an indexed document, without itself (NearDuplicates.of). */
  Map<String, long[]> of(String id, Threshold tau, Measure measure) throws IOException {
    return toIds(NearDuplicates.of(reader, schema.field(), docOf.get(id), tau, measure, null));
  }

  private Map<String, long[]> toIds(List<NearDuplicate> hits) {
    Map<String, long[]> out = new TreeMap<>();
    for (NearDuplicate h : hits) {
      out.put(idOf[h.doc()], new long[] {h.overlap(), h.union()});
    }
    return out;
  }

  /**
   * "a|b" (a {@literal <} b) {@literal ->} overlap/union of every pair (Deduplicator over this
   * index).
   */
  Map<String, long[]> pairs(Threshold tau, Measure measure) throws IOException {
    DedupResult r =
        Deduplicator.builder(tau).measure(measure).threads(2).build().run(reader, schema);
    Map<String, long[]> out = new TreeMap<>();
    for (int i = 0; i < r.size(); i++) {
      out.put(pairKey(idOf[r.docA(i)], idOf[r.docB(i)]), new long[] {r.overlap(i), r.union(i)});
    }
    return out;
  }

  static String pairKey(String a, String b) {
    return a.compareTo(b) < 0 ? a + "|" + b : b + "|" + a;
  }

  List<String> ids() {
    return new ArrayList<>(docOf.keySet());
  }

  @Override
  public void close() throws IOException {
    reader.close();
    dir.close();
  }
}
