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
