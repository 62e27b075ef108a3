package org.spotsigs.elasticsearch.pairs;

import java.io.IOException;
import org.elasticsearch.common.io.stream.StreamInput;
import org.elasticsearch.common.io.stream.StreamOutput;
import org.spotsigs.core.Measure;
import org.spotsigs.core.Threshold;
import org.spotsigs.shards.ShardPosition;

/** How the run's values travel between nodes. */
final class Wire {
  private Wire() {}

  static void writeTau(StreamOutput out, Threshold tau) throws IOException {
    out.writeVLong(tau.numerator());
    out.writeVLong(tau.denominator());
  }

  static Threshold readTau(StreamInput in) throws IOException {
    return Threshold.of(in.readVLong(), in.readVLong());
  }

  static void writeMeasure(StreamOutput out, Measure measure) throws IOException {
    out.writeEnum(measure);
  }

  static Measure readMeasure(StreamInput in) throws IOException {
    return in.readEnum(Measure.class);
  }

  /** A position (length, sequence number) in a shard's order, or null. */
  static void writePosition(StreamOutput out, ShardPosition p) throws IOException {
    out.writeBoolean(p != null);
    if (p != null) {
      out.writeVLong(p.length());
      out.writeZLong(p.key());
    }
  }

  static ShardPosition readPosition(StreamInput in) throws IOException {
    return in.readBoolean() ? new ShardPosition(in.readVLong(), in.readZLong()) : null;
  }
}
