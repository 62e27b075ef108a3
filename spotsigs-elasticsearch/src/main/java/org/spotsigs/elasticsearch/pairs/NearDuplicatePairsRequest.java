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
import org.elasticsearch.action.IndicesRequest;
import org.elasticsearch.action.LegacyActionRequest;
import org.elasticsearch.action.ValidateActions;
import org.elasticsearch.action.support.IndicesOptions;
import org.elasticsearch.common.io.stream.StreamInput;
import org.elasticsearch.common.io.stream.StreamOutput;
import org.elasticsearch.tasks.Task;
import org.elasticsearch.tasks.TaskId;
import org.spotsigs.engine.PairsParams;

/** An all-pairs run ({@link PairsParams}) as an Elasticsearch request. */
public final class NearDuplicatePairsRequest extends LegacyActionRequest implements IndicesRequest {
  private final PairsParams params;

  /** Whether the task's result is stored (a run started without waiting for its completion). */
  private boolean shouldStoreResult;

  public NearDuplicatePairsRequest(PairsParams params) {
    this.params = params;
  }

  NearDuplicatePairsRequest(StreamInput in) throws IOException {
    super(in);
    params =
        new PairsParams(
            in.readString(),
            in.readString(),
            Wire.readTau(in),
            Wire.readMeasure(in),
            in.readBoolean(),
            in.readVInt(),
            in.readVInt(),
            in.readOptionalString(),
            in.readOptionalString(),
            in.readOptionalString());
    shouldStoreResult = in.readBoolean();
  }

  @Override
  public void writeTo(StreamOutput out) throws IOException {
    super.writeTo(out);
    out.writeString(params.index());
    out.writeString(params.field());
    Wire.writeTau(out, params.tau());
    Wire.writeMeasure(out, params.measure());
    out.writeBoolean(params.clusters());
    out.writeVInt(params.maxPairs());
    out.writeVInt(params.concurrency());
    out.writeOptionalString(params.dest());
    out.writeOptionalString(params.clusterField());
    out.writeOptionalString(params.orderField());
    out.writeBoolean(shouldStoreResult);
  }

  public PairsParams params() {
    return params;
  }

  @Override
  public ActionRequestValidationException validate() {
    ActionRequestValidationException e = null;
    for (String problem : params.problems()) {
      e = ValidateActions.addValidationError(problem, e);
    }
    return e;
  }

  /** Stores the result in the tasks index when the run ends, for the Tasks API to show. */
  public void setShouldStoreResult(boolean shouldStoreResult) {
    this.shouldStoreResult = shouldStoreResult;
  }

  @Override
  public boolean getShouldStoreResult() {
    return shouldStoreResult;
  }

  @Override
  public Task createTask(
      long id, String type, String action, TaskId parentTaskId, Map<String, String> headers) {
    return new PairsTask(id, type, action, params.toString(), parentTaskId, headers);
  }

  @Override
  public String[] indices() {
    return params.dest() == null
        ? new String[] {params.index()}
        : new String[] {params.index(), params.dest()};
  }

  @Override
  public IndicesOptions indicesOptions() {
    return IndicesOptions.strictSingleIndexNoExpandForbidClosed();
  }

  @Override
  public String getDescription() {
    return params.toString();
  }
}
