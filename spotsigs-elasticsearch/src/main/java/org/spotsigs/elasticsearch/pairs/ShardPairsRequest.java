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
import java.util.Map;
import org.elasticsearch.action.ActionRequestValidationException;
import org.elasticsearch.action.LegacyActionRequest;
import org.elasticsearch.common.io.stream.StreamInput;
import org.elasticsearch.common.io.stream.StreamOutput;
import org.elasticsearch.tasks.CancellableTask;
import org.elasticsearch.tasks.Task;
import org.elasticsearch.tasks.TaskId;
import org.spotsigs.core.Measure;
import org.spotsigs.core.Threshold;
import org.spotsigs.shards.ShardPosition;

/**
 * The next page of the pairs between the documents of shard {@code queryShard} after {@code after}
 * and the documents of shard {@code shard}, which the receiving node holds.
 */
public final class ShardPairsRequest extends LegacyActionRequest {
  final String index;
  final String field;
  final Threshold tau;
  final Measure measure;
  final int shard;
  final int queryShard;
  final ShardPosition after;
  final long batchBytes;

  ShardPairsRequest(
      String index,
      String field,
      Threshold tau,
      Measure measure,
      int shard,
      int queryShard,
      ShardPosition after,
      long batchBytes) {
    this.index = index;
    this.field = field;
    this.tau = tau;
    this.measure = measure;
    this.shard = shard;
    this.queryShard = queryShard;
    this.after = after;
    this.batchBytes = batchBytes;
  }

  ShardPairsRequest(StreamInput in) throws IOException {
    super(in);
    index = in.readString();
    field = in.readString();
    tau = Wire.readTau(in);
    measure = Wire.readMeasure(in);
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
    Wire.writeTau(out, tau);
    Wire.writeMeasure(out, measure);
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
    return new CancellableTask(id, type, action, toString(), parentTaskId, headers);
  }

  @Override
  public String toString() {
    return "the pairs of shards ["
        + shard
        + "] and ["
        + queryShard
        + "] of index ["
        + index
        + "] after "
        + after;
  }
}
