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
package org.spotsigs.cli.command;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.apache.lucene.analysis.standard.StandardAnalyzer;
import org.apache.lucene.index.IndexWriter;
import org.apache.lucene.index.IndexWriterConfig;
import org.spotsigs.cli.IndexDirectory;
import org.spotsigs.cli.input.InputFormat;
import org.spotsigs.cli.output.KeptRecords;
import org.spotsigs.cli.output.MemberLines;
import org.spotsigs.cli.output.Output;
import org.spotsigs.dedup.ClusterLabels;
import org.spotsigs.dedup.Clusters;
import org.spotsigs.dedup.DedupResult;
import org.spotsigs.io.IndexMetadata;
import org.spotsigs.io.Tsv;
import org.spotsigs.util.IntArraySorter;

/**
 * The outputs of a {@code dedup} run made from all its pairs at once: the clusters ({@code
 * --clusters}), the documents to drop ({@code --removals}), the input without them ({@code
 * --write-kept}), the input annotated ({@code --annotate}) and the cluster ids of an index ({@code
 * --write-clusters}).
 */
final class ClusterOutputs {
  private final DedupPlan plan;
  private final DedupCorpus corpus;
  private final long[] order;

  /** The clusters of the run, or null when no output needs them. */
  final Clusters groups;

  /** Lines written to {@code --removals}, documents written by {@code --write-kept} (else -1). */
  long removed;

  long kept = -1;

  /**
   * The clusters of {@code found} (or of the pairs as they passed), when an output needs them.
   *
   * @param order the input order of an index's documents by doc id, or null for an input
   */
  ClusterOutputs(DedupPlan plan, DedupCorpus corpus, long[] order, PairRoute.Found found) {
    this.plan = plan;
    this.corpus = corpus;
    this.order = order;
    Clusters g = null;
    if (plan.needsAllPairs() != null) {
      long[] keepOrder = plan.survivor().order(corpus.lengths(corpus.measure), order);
      DedupResult result = found.result();
      int n = corpus.ids.size();
      g =
          found.streamed() != null
              ? found.streamed().build()
              : plan.best()
                  ? Clusters.bestMatch(result, n, keepOrder)
                  : Clusters.connectedComponents(result, n, keepOrder);
    }
    this.groups = g;
  }

  /** Writes every output the plan asks for; the cluster ids of an index are reported on err. */
  void write(PrintWriter err) throws IOException {
    List<String> ids = corpus.ids;
    int[] inInputOrder = plan.clusters() != null || plan.removals() != null ? inInputOrder() : null;
    if (plan.clusters() != null) {
      writeMembers(
          plan.clusters(), plan.header() ? Tsv.CLUSTERS_HEADER : null, ids, inInputOrder, false);
    }
    if (plan.removals() != null) {
      removed =
          writeMembers(
              plan.removals(), plan.header() ? Tsv.REMOVALS_HEADER : null, ids, inInputOrder, true);
    }
    if (plan.writeKept() != null) {
      kept = writeKept(ids);
    }
    if (plan.annotate() != null) {
      writeAnnotated(ids);
    }
    if (plan.writeClusters()) {
      writeClusterIds(err);
    }
  }

  /** The documents of the collection (external ids) in input order. */
  private int[] inInputOrder() {
    int[] docs = new int[corpus.vectors.size()];
    for (int i = 0; i < docs.length; i++) {
      docs[i] = corpus.vectors.externalId(i);
    }
    if (order != null) {
      IntArraySorter.sort(docs, 0, docs.length, (x, y) -> PairRoute.compare(order, x, y));
    }
    return docs;
  }

  /**
   * Writes {@code id<TAB>representative<TAB>similarity} for every document in input order (the
   * clusters file), or only for the documents that are not their cluster's survivor (removals). The
   * similarity is left empty for a connected-components member not paired directly with its
   * representative. Returns the number of lines ({@code header}, if not null, first and not
   * counted).
   */
  private long writeMembers(
      Path file, String header, List<String> ids, int[] docs, boolean removedOnly)
      throws IOException {
    boolean best = plan.best();
    long lines = 0;
    try (Output out = Output.open(file)) {
      MemberLines members = new MemberLines(out, file, removedOnly ? "kept_id" : "cluster", header);
      for (int id : docs) {
        int rep = groups.representative(id);
        if (removedOnly && rep == id) {
          continue;
        }
        members.write(
            ids.get(id),
            ids.get(rep),
            rep == id || best || groups.overlap(id) > 0,
            groups.overlap(id),
            groups.union(id));
        lines++;
      }
      out.commit();
    }
    return lines;
  }

  /**
   * {@code --write-kept}: the input's records of every document that is its cluster's survivor or
   * in no cluster.
   */
  private long writeKept(List<String> ids) throws IOException {
    List<String> keptWheres = new ArrayList<>();
    for (int id = 0; id < ids.size(); id++) {
      if (groups.isRepresentative(id)) {
        keptWheres.add(corpus.wheres.get(id));
      }
    }
    if (plan.inputFormat() == InputFormat.FILES) {
      return KeptRecords.copyFiles(plan.input(), keptWheres, plan.writeKept());
    }
    if (plan.inputFormat() == InputFormat.PARQUET) {
      return KeptRecords.writeParquet(plan.input(), new HashSet<>(keptWheres), plan.writeKept());
    }
    return KeptRecords.writeLines(
        plan.input(), new HashSet<>(keptWheres), plan.writeKept(), plan.outputShards());
  }

  /** {@code --annotate}: every record read back, with its cluster, survivor and similarity. */
  private void writeAnnotated(List<String> ids) throws IOException {
    Map<String, KeptRecords.Annotation> byWhere = new HashMap<>();
    for (int id = 0; id < ids.size(); id++) {
      int rep = groups.representative(id);
      byWhere.put(
          corpus.wheres.get(id),
          new KeptRecords.Annotation(
              ids.get(rep),
              rep == id ? null : ids.get(rep),
              rep != id && (plan.best() || groups.overlap(id) > 0),
              groups.overlap(id),
              groups.union(id)));
    }
    KeptRecords.writeAnnotated(plan.input(), byWhere, plan.annotate(), plan.outputShards());
  }

  /** {@code --write-clusters}: the cluster ids into the index. */
  private void writeClusterIds(PrintWriter err) throws IOException {
    IndexMetadata meta = IndexMetadata.read(corpus.indexDirectory());
    IndexWriterConfig config =
        meta.schema().configure(new IndexWriterConfig(new StandardAnalyzer()));
    try (IndexWriter writer =
        IndexDirectory.writer(corpus.indexDirectory(), config, plan.index())) {
      int n = ClusterLabels.write(writer, corpus.reader, meta.schema(), IndexMetadata.ID, groups);
      writer.commit();
      err.printf(
          Locale.ROOT,
          "  cluster ids of %,d documents written into the index (%s)%n",
          n,
          meta.schema().clusterField());
    }
  }
}
