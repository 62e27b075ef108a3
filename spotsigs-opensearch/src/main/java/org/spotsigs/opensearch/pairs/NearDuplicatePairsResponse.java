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
package org.spotsigs.opensearch.pairs;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import org.opensearch.core.action.ActionResponse;
import org.opensearch.core.common.io.stream.StreamInput;
import org.opensearch.core.common.io.stream.StreamOutput;
import org.opensearch.core.xcontent.ToXContentObject;
import org.opensearch.core.xcontent.XContentBuilder;

/**
 * The near-duplicate pairs of an index: each unordered pair once, with its similarity as the exact
 * fraction overlap / union. Without {@code dest}: the most similar pairs (at most {@code
 * max_pairs}) and optionally the clusters (connected components of the pairs, largest first). With
 * {@code dest}: where the pairs went, how many, and how many documents got a cluster id.
 */
public final class NearDuplicatePairsResponse extends ActionResponse implements ToXContentObject {
  /** One pair of document ids with overlap / union. */
  public record Pair(String a, String b, long overlap, long union) {
    public double similarity() {
      return (double) overlap / union;
    }
  }

  /** Where the pairs and cluster ids were written. */
  public record Written(
      String dest, long pairsWritten, String clusterField, long documentsLabelled, int clusters) {}

  private final long tookMillis;
  private final int shards;
  private final long documents;
  private final long emptyDocuments;
  private final long totalPairs;
  private final List<Pair> pairs;
  private final List<List<String>> clusters;
  private final Written written;

  NearDuplicatePairsResponse(
      long tookMillis,
      int shards,
      long documents,
      long emptyDocuments,
      long totalPairs,
      List<Pair> pairs,
      List<List<String>> clusters,
      Written written) {
    this.tookMillis = tookMillis;
    this.shards = shards;
    this.documents = documents;
    this.emptyDocuments = emptyDocuments;
    this.totalPairs = totalPairs;
    this.pairs = pairs;
    this.clusters = clusters;
    this.written = written;
  }

  public NearDuplicatePairsResponse(StreamInput in) throws IOException {
    tookMillis = in.readVLong();
    shards = in.readVInt();
    documents = in.readVLong();
    emptyDocuments = in.readVLong();
    totalPairs = in.readVLong();
    int n = in.readVInt();
    pairs = new ArrayList<>(n);
    for (int i = 0; i < n; i++) {
      pairs.add(new Pair(in.readString(), in.readString(), in.readVLong(), in.readVLong()));
    }
    clusters = in.readBoolean() ? in.readList(StreamInput::readStringList) : null;
    written =
        in.readBoolean()
            ? new Written(
                in.readString(),
                in.readVLong(),
                in.readOptionalString(),
                in.readVLong(),
                in.readVInt())
            : null;
  }

  @Override
  public void writeTo(StreamOutput out) throws IOException {
    out.writeVLong(tookMillis);
    out.writeVInt(shards);
    out.writeVLong(documents);
    out.writeVLong(emptyDocuments);
    out.writeVLong(totalPairs);
    out.writeVInt(pairs.size());
    for (Pair p : pairs) {
      out.writeString(p.a());
      out.writeString(p.b());
      out.writeVLong(p.overlap());
      out.writeVLong(p.union());
    }
    out.writeBoolean(clusters != null);
    if (clusters != null) {
      out.writeCollection(clusters, StreamOutput::writeStringCollection);
    }
    out.writeBoolean(written != null);
    if (written != null) {
      out.writeString(written.dest());
      out.writeVLong(written.pairsWritten());
      out.writeOptionalString(written.clusterField());
      out.writeVLong(written.documentsLabelled());
      out.writeVInt(written.clusters());
    }
  }

  /** The listed pairs (at most max_pairs of {@link #totalPairs()}; none with dest). */
  public List<Pair> pairs() {
    return pairs;
  }

  public long totalPairs() {
    return totalPairs;
  }

  public long documents() {
    return documents;
  }

  public int shards() {
    return shards;
  }

  /** The clusters, or null if not asked for or written to the index. */
  public List<List<String>> clusters() {
    return clusters;
  }

  /** What was written with dest, or null. */
  public Written written() {
    return written;
  }

  @Override
  public XContentBuilder toXContent(XContentBuilder builder, Params params) throws IOException {
    builder.startObject();
    builder.field("took", tookMillis);
    builder.field("shards", shards);
    builder.field("documents", documents);
    builder.field("empty_documents", emptyDocuments);
    builder.field("total_pairs", totalPairs);
    if (written != null) {
      builder.field("dest", written.dest());
      builder.field("pairs_written", written.pairsWritten());
      if (written.clusterField() != null) {
        builder.field("cluster_field", written.clusterField());
        builder.field("documents_labelled", written.documentsLabelled());
        builder.field("clusters", written.clusters());
      }
      return builder.endObject();
    }
    builder.field("truncated", totalPairs > pairs.size());
    builder.startArray("pairs");
    for (Pair p : pairs) {
      builder
          .startObject()
          .field("a", p.a())
          .field("b", p.b())
          .field("similarity", p.similarity())
          .field("overlap", p.overlap())
          .field("union", p.union())
          .endObject();
    }
    builder.endArray();
    if (clusters != null) {
      builder.startArray("clusters");
      for (List<String> c : clusters) {
        builder.value(c);
      }
      builder.endArray();
    }
    return builder.endObject();
  }
}
