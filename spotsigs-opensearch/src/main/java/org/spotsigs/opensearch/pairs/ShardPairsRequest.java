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
import org.opensearch.action.ActionRequest;
import org.opensearch.action.ActionRequestValidationException;
import org.opensearch.action.IndicesRequest;
import org.opensearch.action.support.IndicesOptions;
import org.opensearch.core.common.io.stream.StreamInput;
import org.opensearch.core.common.io.stream.StreamOutput;
import org.opensearch.core.tasks.TaskId;
import org.opensearch.tasks.CancellableTask;
import org.opensearch.tasks.Task;
import org.spotsigs.core.Measure;
import org.spotsigs.core.Threshold;
import org.spotsigs.shards.ShardPosition;

/**
 * The next page of the pairs between the documents of shard {@code queryShard} after {@code after}
 * (in the run's order ({@link ShardPosition})) and the documents of shard {@code shard}, which the
 * receiving node holds: at most one batch of {@code batchBytes} of query documents, and about
 * {@code batchBytes} of pairs.
 */
public final class ShardPairsRequest extends ActionRequest implements IndicesRequest {
  private final String index;
  private final String field;
  private final Threshold tau;
  private final Measure measure;
  private final int shard;
  private final int queryShard;
  private final ShardPosition after;
  private final long batchBytes;

  ShardPairsRequest(
      String index,
      String field,
      Threshold tau,
      Measure measure,
      int shard,
      int queryShard,
      ShardPosition after,
      long batchBytes) {
    this.index = Objects.requireNonNull(index, "index");
    this.field = Objects.requireNonNull(field, "field");
    this.tau = Objects.requireNonNull(tau, "tau");
    this.measure = Objects.requireNonNull(measure, "measure");
    this.shard = shard;
    this.queryShard = queryShard;
    this.after = after;
    this.batchBytes = batchBytes;
  }

  public ShardPairsRequest(StreamInput in) throws IOException {
    super(in);
    index = in.readString();
    field = in.readString();
    tau = Threshold.of(in.readVLong(), in.readVLong());
    measure = in.readEnum(Measure.class);
    shard = in.readVInt();
    queryShard = in.readVInt();
    after = Wire.readPosition(in);
    batchBytes = in.readVLong();
  }

  @Override
  public void writeTo(StreamOutput out) throws IOException {
    super.writeTo(out);
    out.writeString(index);
    out.writeString(field);
    out.writeVLong(tau.numerator());
    out.writeVLong(tau.denominator());
    out.writeEnum(measure);
    out.writeVInt(shard);
    out.writeVInt(queryShard);
    Wire.writePosition(out, after);
    out.writeVLong(batchBytes);
  }

  @Override
  public ActionRequestValidationException validate() {
    return null;
  }

  @Override
  public Task createTask(
      long id, String type, String action, TaskId parentTaskId, Map<String, String> headers) {
    return new CancellableTask(id, type, action, getDescription(), parentTaskId, headers) {
      @Override
      public boolean shouldCancelChildrenOnCancellation() {
        return true;
      }
    };
  }

  @Override
  public String[] indices() {
    return new String[] {index};
  }

  @Override
  public IndicesOptions indicesOptions() {
    return IndicesOptions.strictSingleIndexNoExpandForbidClosed();
  }

  public String index() {
    return index;
  }

  public String field() {
    return field;
  }

  public Threshold tau() {
    return tau;
  }

  public Measure measure() {
    return measure;
  }

  /** The shard whose index the batch is queried against (held by the receiving node). */
  public int shard() {
    return shard;
  }

  /** The shard the batch of query documents comes from. */
  public int queryShard() {
    return queryShard;
  }

  /** The position in the query shard to go on after, or null to start. */
  public ShardPosition after() {
    return after;
  }

  public long batchBytes() {
    return batchBytes;
  }

  @Override
  public String getDescription() {
    return toString();
  }

  @Override
  public String toString() {
    return "near-duplicate pairs of field ["
        + field
        + "] of index ["
        + index
        + "] between shards ["
        + shard
        + "] and ["
        + queryShard
        + "]"
        + (after == null ? "" : " after " + Wire.describe(after));
  }
}
