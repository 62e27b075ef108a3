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
package org.spotsigs.elasticsearch.pairs;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import org.elasticsearch.action.ActionResponse;
import org.elasticsearch.common.io.stream.StreamInput;
import org.elasticsearch.common.io.stream.StreamOutput;
import org.elasticsearch.xcontent.ToXContentObject;
import org.elasticsearch.xcontent.XContentBuilder;
import org.spotsigs.engine.Pair;
import org.spotsigs.engine.RunSummary;

/**
 * The answer of an all-pairs run ({@link RunSummary}): each unordered pair once with its exact
 * overlap and union, or where the pairs and cluster ids were written.
 */
public final class NearDuplicatePairsResponse extends ActionResponse implements ToXContentObject {
  private final RunSummary summary;

  NearDuplicatePairsResponse(RunSummary summary) {
    this.summary = summary;
  }

  NearDuplicatePairsResponse(StreamInput in) throws IOException {
    long took = in.readVLong();
    int shards = in.readVInt();
    long documents = in.readVLong();
    long empty = in.readVLong();
    long total = in.readVLong();
    int n = in.readVInt();
    List<Pair> pairs = new ArrayList<>(n);
    for (int i = 0; i < n; i++) {
      pairs.add(new Pair(in.readString(), in.readString(), in.readVLong(), in.readVLong()));
    }
    List<List<String>> clusters =
        in.readBoolean() ? in.readCollectionAsList(StreamInput::readStringCollectionAsList) : null;
    RunSummary.Written written =
        in.readBoolean()
            ? new RunSummary.Written(
                in.readString(),
                in.readVLong(),
                in.readOptionalString(),
                in.readVLong(),
                in.readVInt())
            : null;
    summary = new RunSummary(took, shards, documents, empty, total, pairs, clusters, written);
  }

  @Override
  public void writeTo(StreamOutput out) throws IOException {
    out.writeVLong(summary.tookMillis());
    out.writeVInt(summary.shards());
    out.writeVLong(summary.documents());
    out.writeVLong(summary.emptyDocuments());
    out.writeVLong(summary.totalPairs());
    out.writeVInt(summary.pairs().size());
    for (Pair p : summary.pairs()) {
      out.writeString(p.a());
      out.writeString(p.b());
      out.writeVLong(p.overlap());
      out.writeVLong(p.union());
    }
    out.writeBoolean(summary.clusters() != null);
    if (summary.clusters() != null) {
      out.writeCollection(summary.clusters(), StreamOutput::writeStringCollection);
    }
    RunSummary.Written w = summary.written();
    out.writeBoolean(w != null);
    if (w != null) {
      out.writeString(w.dest());
      out.writeVLong(w.pairsWritten());
      out.writeOptionalString(w.clusterField());
      out.writeVLong(w.documentsLabelled());
      out.writeVInt(w.clusters());
    }
  }

  public RunSummary summary() {
    return summary;
  }

  @Override
  public XContentBuilder toXContent(XContentBuilder builder, Params params) throws IOException {
    return builder.map(summary.toMap());
  }
}
