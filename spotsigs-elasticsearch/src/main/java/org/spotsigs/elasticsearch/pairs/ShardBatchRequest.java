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
import org.elasticsearch.action.ActionRequestValidationException;
import org.elasticsearch.action.support.single.shard.SingleShardRequest;
import org.elasticsearch.common.io.stream.StreamInput;
import org.elasticsearch.common.io.stream.StreamOutput;
import org.spotsigs.core.Measure;
import org.spotsigs.shards.ShardPosition;

/**
 * The next documents of shard {@code shard} in the run's order after {@code after} (from the first
 * if null) whose length lies in {@code [minLength, maxLength]}, as many as fit {@code maxBytes}.
 */
public final class ShardBatchRequest extends SingleShardRequest<ShardBatchRequest> {
  final String field;
  final int shard;
  final Measure measure;
  final long minLength;
  final long maxLength;
  final ShardPosition after;
  final long maxBytes;

  ShardBatchRequest(
      String index,
      String field,
      int shard,
      Measure measure,
      long minLength,
      long maxLength,
      ShardPosition after,
      long maxBytes) {
    super(index);
    this.field = field;
    this.shard = shard;
    this.measure = measure;
    this.minLength = minLength;
    this.maxLength = maxLength;
    this.after = after;
    this.maxBytes = maxBytes;
  }

  ShardBatchRequest(StreamInput in) throws IOException {
    super(in);
    field = in.readString();
    shard = in.readVInt();
    measure = Wire.readMeasure(in);
    minLength = in.readVLong();
    maxLength = in.readVLong();
    after = Wire.readPosition(in);
    maxBytes = in.readVLong();
  }

  @Override
  public void writeTo(StreamOutput out) throws IOException {
    super.writeTo(out);
    out.writeString(field);
    out.writeVInt(shard);
    Wire.writeMeasure(out, measure);
    out.writeVLong(minLength);
    out.writeVLong(maxLength);
    Wire.writePosition(out, after);
    out.writeVLong(maxBytes);
  }

  @Override
  public ActionRequestValidationException validate() {
    return super.validateNonNullIndex();
  }

  @Override
  public String toString() {
    return "a batch of shard ["
        + shard
        + "] of index ["
        + index()
        + "] after "
        + after
        + ", lengths ["
        + minLength
        + ", "
        + maxLength
        + "]";
  }
}
