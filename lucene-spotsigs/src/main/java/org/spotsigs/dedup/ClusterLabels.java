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
package org.spotsigs.dedup;

import java.io.IOException;
import java.util.Set;
import org.apache.lucene.index.IndexReader;
import org.apache.lucene.index.IndexWriter;
import org.apache.lucene.index.MultiBits;
import org.apache.lucene.index.StoredFields;
import org.apache.lucene.index.Term;
import org.apache.lucene.util.Bits;
import org.spotsigs.index.SpotSigsSchema;

/**
 * Writes cluster ids into an index, so that Lucene's grouping and collapsing (or an engine's) can
 * fold near-duplicates at search time with no extra work per query.
 *
 * <p>The {@link Clusters} must be over the top-level doc ids of {@code reader} (as {@link
 * Deduplicator#run(IndexReader, SpotSigsSchema)} returns them, with {@code numIds =
 * reader.maxDoc()}). Each live document gets, in {@link SpotSigsSchema#clusterField()}, the doc id
 * of its cluster's representative in that reader (a label: stable until the next write). Documents
 * are addressed by their unique id in {@code idField} (indexed and stored); the updates are
 * doc-values updates, visible after the writer's next commit or NRT reopen.
 */
public final class ClusterLabels {
  private ClusterLabels() {}

  /**
   * Writes the labels; returns the number of documents updated.
   *
   * @param writer the writer of the index that {@code reader} reads; the updates are made through
   *     it and not committed
   * @param reader the reader whose top-level doc ids the {@code clusters} are over; its deleted
   *     documents are skipped
   * @param schema the schema that names the cluster field, a numeric doc-values field
   * @param idField the field holding each document's unique id, indexed and stored
   * @param clusters the clusters over the ids {@code [0, reader.maxDoc())}
   * @return the number of documents updated: the live documents of {@code reader}
   * @throws IllegalArgumentException if {@code clusters} do not cover exactly {@code
   *     reader.maxDoc()} ids, or a live document has no stored {@code idField}
   * @throws IOException if reading the stored ids or updating the doc values fails
   */
  public static int write(
      IndexWriter writer,
      IndexReader reader,
      SpotSigsSchema schema,
      String idField,
      Clusters clusters)
      throws IOException {
    if (clusters.numIds() != reader.maxDoc()) {
      throw new IllegalArgumentException(
          "clusters cover "
              + clusters.numIds()
              + " ids but the reader has maxDoc "
              + reader.maxDoc());
    }
    Bits live = MultiBits.getLiveDocs(reader);
    StoredFields stored = reader.storedFields();
    Set<String> fields = Set.of(idField);
    int updated = 0;
    for (int doc = 0; doc < reader.maxDoc(); doc++) {
      if (live != null && !live.get(doc)) {
        continue;
      }
      String id = stored.document(doc, fields).get(idField);
      if (id == null) {
        throw new IllegalArgumentException("document " + doc + " has no stored '" + idField + "'");
      }
      writer.updateNumericDocValue(
          new Term(idField, id), schema.clusterField(), clusters.representative(doc));
      updated++;
    }
    return updated;
  }
}
