package org.spotsigs.opensearch.action;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import org.opensearch.core.action.ActionResponse;
import org.opensearch.core.common.io.stream.StreamInput;
import org.opensearch.core.common.io.stream.StreamOutput;
import org.opensearch.core.xcontent.ToXContentObject;
import org.opensearch.core.xcontent.XContentBuilder;

/**
 * The near-duplicate pairs of an index: each unordered pair once, most similar first, with its
 * similarity as the exact fraction overlap / union; optionally the clusters (connected components
 * of the pairs, largest first).
 */
public final class NearDuplicatePairsResponse extends ActionResponse implements ToXContentObject {
  /** One pair of document ids with overlap / union. */
  public record Pair(String a, String b, long overlap, long union) {
    public double similarity() {
      return (double) overlap / union;
    }
  }

  private final long tookMillis;
  private final int shards;
  private final int documents;
  private final int emptyDocuments;
  private final long totalPairs;
  private final List<Pair> pairs;
  private final List<List<String>> clusters;

  public NearDuplicatePairsResponse(
      long tookMillis,
      int shards,
      int documents,
      int emptyDocuments,
      long totalPairs,
      List<Pair> pairs,
      List<List<String>> clusters) {
    this.tookMillis = tookMillis;
    this.shards = shards;
    this.documents = documents;
    this.emptyDocuments = emptyDocuments;
    this.totalPairs = totalPairs;
    this.pairs = pairs;
    this.clusters = clusters;
  }

  public NearDuplicatePairsResponse(StreamInput in) throws IOException {
    tookMillis = in.readVLong();
    shards = in.readVInt();
    documents = in.readVInt();
    emptyDocuments = in.readVInt();
    totalPairs = in.readVLong();
    int n = in.readVInt();
    pairs = new ArrayList<>(n);
    for (int i = 0; i < n; i++) {
      pairs.add(new Pair(in.readString(), in.readString(), in.readVLong(), in.readVLong()));
    }
    clusters = in.readBoolean() ? in.readList(StreamInput::readStringList) : null;
  }

  @Override
  public void writeTo(StreamOutput out) throws IOException {
    out.writeVLong(tookMillis);
    out.writeVInt(shards);
    out.writeVInt(documents);
    out.writeVInt(emptyDocuments);
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
  }

  /** The listed pairs (at most max_pairs of {@link #totalPairs()}). */
  public List<Pair> pairs() {
    return pairs;
  }

  public long totalPairs() {
    return totalPairs;
  }

  public int documents() {
    return documents;
  }

  public int shards() {
    return shards;
  }

  /** The clusters, or null if not asked for. */
  public List<List<String>> clusters() {
    return clusters;
  }

  @Override
  public XContentBuilder toXContent(XContentBuilder builder, Params params) throws IOException {
    builder.startObject();
    builder.field("took", tookMillis);
    builder.field("shards", shards);
    builder.field("documents", documents);
    builder.field("empty_documents", emptyDocuments);
    builder.field("total_pairs", totalPairs);
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
