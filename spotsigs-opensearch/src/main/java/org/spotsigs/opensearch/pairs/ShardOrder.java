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
import org.opensearch.core.common.io.stream.Writeable;
import org.spotsigs.shards.ShardPosition;

/**
 * A position in the order in which the all-pairs run walks the documents of a shard (the library's
 * {@link ShardPosition}, with the sequence number as key, on the wire): length descending (under
 * the measure), then sequence number ({@code _seq_no}) ascending. Both are the same on every copy
 * of a shard (a replica indexes each operation with the primary's sequence number, and live
 * documents have distinct ones), so a run that resumes after a position on another copy neither
 * misses nor repeats a document.
 *
 * <p>Across shards, documents are ordered by length descending, then shard number, then sequence
 * number: the order in which the run reports every pair once, from its later document (see {@link
 * TransportShardPairsAction}).
 *
 * @param length the document's length under the measure
 * @param seqNo its sequence number in its shard
 */
public record ShardOrder(long length, long seqNo) implements Writeable {

  public static ShardOrder readFrom(StreamInput in) throws IOException {
    return new ShardOrder(in.readVLong(), in.readZLong());
  }

  @Override
  public void writeTo(StreamOutput out) throws IOException {
    out.writeVLong(length);
    out.writeZLong(seqNo);
  }

  /** Whether the document {@code (length, seqNo)} comes after this position. */
  public boolean isBefore(long length, long seqNo) {
    return ShardPosition.compare(this.length, this.seqNo, length, seqNo) < 0;
  }

  static void writeOptional(StreamOutput out, ShardOrder position) throws IOException {
    out.writeBoolean(position != null);
    if (position != null) {
      position.writeTo(out);
    }
  }

  static ShardOrder readOptional(StreamInput in) throws IOException {
    return in.readBoolean() ? readFrom(in) : null;
  }

  @Override
  public String toString() {
    return "(length " + length + ", _seq_no " + seqNo + ")";
  }
}
