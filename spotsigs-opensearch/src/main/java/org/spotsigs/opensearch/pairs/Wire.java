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
import org.opensearch.core.common.io.stream.StreamInput;
import org.opensearch.core.common.io.stream.StreamOutput;
import org.spotsigs.shards.ShardPosition;

/**
 * How the positions of the run's order travel between nodes: the library's {@link ShardPosition}
 * with the sequence number ({@code _seq_no}) as key. Both are the same on every copy of a shard (a
 * replica indexes each operation with the primary's sequence number, and live documents have
 * distinct ones), so a run that resumes after a position on another copy neither misses nor repeats
 * a document.
 */
final class Wire {
  private Wire() {}

  /** A position (length, sequence number), or null. */
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

  /** A position as messages show it. */
  static String describe(ShardPosition p) {
    return "(length " + p.length() + ", _seq_no " + p.key() + ")";
  }
}
