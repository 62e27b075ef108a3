package org.spotsigs.elasticsearch.pairs;

import java.io.IOException;
import org.elasticsearch.action.ActionResponse;
import org.elasticsearch.common.io.stream.StreamInput;
import org.elasticsearch.common.io.stream.StreamOutput;
import org.spotsigs.engine.PairPage;
import org.spotsigs.shards.ShardPosition;

/**
 * One page of a shard pair: its pairs, where the next page starts (null: the shard pair is done)
 * and how many documents it queried.
 */
public final class ShardPairsResponse extends ActionResponse {
  final PairPage pairs;
  final ShardPosition next;
  final long queried;

  ShardPairsResponse(PairPage pairs, ShardPosition next, long queried) {
    this.pairs = pairs;
    this.next = next;
    this.queried = queried;
  }

  ShardPairsResponse(StreamInput in) throws IOException {
    pairs = new PairPage();
    int n = in.readVInt();
    for (int i = 0; i < n; i++) {
      pairs.add(in.readString(), in.readString(), in.readVLong(), in.readVLong());
    }
    next = Wire.readPosition(in);
    queried = in.readVLong();
  }

  @Override
  public void writeTo(StreamOutput out) throws IOException {
    out.writeVInt(pairs.size());
    for (int i = 0; i < pairs.size(); i++) {
      out.writeString(pairs.a(i));
      out.writeString(pairs.b(i));
      out.writeVLong(pairs.overlap(i));
      out.writeVLong(pairs.union(i));
    }
    Wire.writePosition(out, next);
    out.writeVLong(queried);
  }
}
