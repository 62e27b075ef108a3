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
import java.util.Map;
import java.util.Objects;
import org.opensearch.action.ActionRequestValidationException;
import org.opensearch.action.ValidateActions;
import org.opensearch.action.support.single.shard.SingleShardRequest;
import org.opensearch.core.common.io.stream.StreamInput;
import org.opensearch.core.common.io.stream.StreamOutput;
import org.opensearch.core.tasks.TaskId;
import org.opensearch.tasks.CancellableTask;
import org.opensearch.tasks.Task;
import org.spotsigs.core.Measure;
import org.spotsigs.shards.ShardPosition;

/**
 * The next documents of shard {@code shard} in the run's order ({@link ShardPosition}) after {@code
 * after} (from the first if null) whose length lies in {@code [minLength, maxLength]}, as many as
 * fit {@code maxBytes} (at least one).
 */
public final class ShardBatchRequest extends SingleShardRequest<ShardBatchRequest> {
  private final String field;
  private final int shard;
  private final Measure measure;
  private final long minLength;
  private final long maxLength;
  private final ShardPosition after;
  private final long maxBytes;

  public ShardBatchRequest(
      String index,
      String field,
      int shard,
      Measure measure,
      long minLength,
      long maxLength,
      ShardPosition after,
      long maxBytes) {
    super(index);
    this.field = Objects.requireNonNull(field, "field");
    this.shard = shard;
    this.measure = Objects.requireNonNull(measure, "measure");
    this.minLength = minLength;
    this.maxLength = maxLength;
    this.after = after;
    this.maxBytes = maxBytes;
  }

  public ShardBatchRequest(StreamInput in) throws IOException {
    super(in);
    field = in.readString();
    shard = in.readVInt();
    measure = in.readEnum(Measure.class);
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
    out.writeEnum(measure);
    out.writeVLong(minLength);
    out.writeVLong(maxLength);
    Wire.writePosition(out, after);
    out.writeVLong(maxBytes);
  }

  @Override
  public ActionRequestValidationException validate() {
    ActionRequestValidationException e = super.validateNonNullIndex();
    if (shard < 0) {
      e = ValidateActions.addValidationError("shard must be >= 0, got " + shard, e);
    }
    if (maxBytes < 1) {
      e = ValidateActions.addValidationError("maxBytes must be >= 1, got " + maxBytes, e);
    }
    return e;
  }

  @Override
  public Task createTask(
      long id, String type, String action, TaskId parentTaskId, Map<String, String> headers) {
    return new CancellableTask(id, type, action, getDescription(), parentTaskId, headers) {
      @Override
      public boolean shouldCancelChildrenOnCancellation() {
        return false;
      }
    };
  }

  public String field() {
    return field;
  }

  public int shard() {
    return shard;
  }

  public Measure measure() {
    return measure;
  }

  public long minLength() {
    return minLength;
  }

  public long maxLength() {
    return maxLength;
  }

  /** The position to start after, or null for the first document. */
  public ShardPosition after() {
    return after;
  }

  public long maxBytes() {
    return maxBytes;
  }

  @Override
  public String getDescription() {
    return toString();
  }

  @Override
  public String toString() {
    return "a batch of shard ["
        + shard
        + "] of index ["
        + index()
        + "], field ["
        + field
        + "], lengths ["
        + minLength
        + ", "
        + maxLength
        + "]"
        + (after == null ? "" : " after " + Wire.describe(after));
  }
}
