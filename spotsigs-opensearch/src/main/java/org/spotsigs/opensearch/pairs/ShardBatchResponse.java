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
import org.opensearch.core.action.ActionResponse;
import org.opensearch.core.common.io.stream.StreamInput;
import org.opensearch.core.common.io.stream.StreamOutput;
import org.spotsigs.engine.ShardBatch;

/**
 * A batch of a shard's documents in the run's order ({@link ShardBatch}) on the wire: id, length,
 * sequence number and encoded forward vector of each, and where the next batch starts, or none if
 * the window holds nothing after them.
 */
public final class ShardBatchResponse extends ActionResponse {
  private final ShardBatch batch;

  ShardBatchResponse(ShardBatch batch) {
    this.batch = batch;
  }

  public ShardBatchResponse(StreamInput in) throws IOException {
    batch = new ShardBatch();
    int n = in.readVInt();
    for (int i = 0; i < n; i++) {
      batch.add(in.readString(), in.readVLong(), in.readZLong(), in.readBytesRef(), Long.MAX_VALUE);
    }
    batch.next(Wire.readPosition(in));
  }

  @Override
  public void writeTo(StreamOutput out) throws IOException {
    out.writeVInt(batch.size());
    for (int i = 0; i < batch.size(); i++) {
      out.writeString(batch.id(i));
      out.writeVLong(batch.length(i));
      out.writeZLong(batch.key(i));
      out.writeBytesRef(batch.vector(i));
    }
    Wire.writePosition(out, batch.next());
  }

  /** The batch. */
  public ShardBatch batch() {
    return batch;
  }
}
