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
package org.spotsigs.engine;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The answer of an all-pairs run. Without {@code dest}: the most similar pairs (at most {@code
 * max_pairs}) and optionally the clusters (connected components of the pairs, largest first). With
 * {@code dest}: where the pairs went, how many, and how many documents got a cluster id.
 *
 * @param tookMillis how long the run took
 * @param shards the index's shards
 * @param documents the index's documents
 * @param emptyDocuments documents without signatures
 * @param totalPairs all pairs found
 * @param pairs the listed pairs, most similar first
 * @param clusters the clusters, or null
 * @param written what was written with {@code dest}, or null
 */
public record RunSummary(
    long tookMillis,
    int shards,
    long documents,
    long emptyDocuments,
    long totalPairs,
    List<Pair> pairs,
    List<List<String>> clusters,
    Written written) {

  /** Where the pairs and cluster ids were written. */
  public record Written(
      String dest, long pairsWritten, String clusterField, long documentsLabelled, int clusters) {}

  /** The answer as the JSON object the REST API renders. */
  public Map<String, Object> toMap() {
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("took", tookMillis);
    m.put("shards", shards);
    m.put("documents", documents);
    m.put("empty_documents", emptyDocuments);
    m.put("total_pairs", totalPairs);
    if (written != null) {
      m.put("dest", written.dest());
      m.put("pairs_written", written.pairsWritten());
      if (written.clusterField() != null) {
        m.put("cluster_field", written.clusterField());
        m.put("documents_labelled", written.documentsLabelled());
        m.put("clusters", written.clusters());
      }
      return m;
    }
    m.put("truncated", totalPairs > pairs.size());
    List<Map<String, Object>> listed = new ArrayList<>(pairs.size());
    for (Pair p : pairs) {
      Map<String, Object> pair = new LinkedHashMap<>();
      pair.put("a", p.a());
      pair.put("b", p.b());
      pair.put("similarity", (double) p.overlap() / p.union());
      pair.put("overlap", p.overlap());
      pair.put("union", p.union());
      listed.add(pair);
    }
    m.put("pairs", listed);
    if (clusters != null) {
      m.put("clusters", clusters);
    }
    return m;
  }
}
