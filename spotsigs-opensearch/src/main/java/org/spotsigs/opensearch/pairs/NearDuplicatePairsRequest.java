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
import org.opensearch.action.ActionRequest;
import org.opensearch.action.ActionRequestValidationException;
import org.opensearch.action.IndicesRequest;
import org.opensearch.action.ValidateActions;
import org.opensearch.action.support.IndicesOptions;
import org.opensearch.core.common.io.stream.StreamInput;
import org.opensearch.core.common.io.stream.StreamOutput;
import org.opensearch.core.tasks.TaskId;
import org.opensearch.tasks.Task;
import org.spotsigs.core.Measure;
import org.spotsigs.core.Threshold;
import org.spotsigs.engine.PairsParams;

/**
 * Every pair of documents of {@code index} whose similarity in {@code field} is at least {@code
 * tau}.
 *
 * <ul>
 *   <li>Without {@code dest}: the pairs in the response, most similar first, at most {@code
 *       maxPairs} of them (all are counted); with {@code clusters}, also the connected components.
 *   <li>With {@code dest}: every pair written into the new index {@code dest}; with {@code
 *       clusters}, every document of {@code index} gets its cluster's id in the keyword field
 *       {@code clusterField}: the id of the cluster's first document in the order of {@code
 *       orderField} (ascending; documents without a value last), ties and without {@code
 *       orderField} the smallest {@code _id}.
 * </ul>
 *
 * {@code concurrency}: the shard pairs computed at the same time (0: two per data node).
 */
public final class NearDuplicatePairsRequest extends ActionRequest implements IndicesRequest {
  /** Default cap on listed pairs. */
  public static final int DEFAULT_MAX_PAIRS = PairsParams.DEFAULT_MAX_PAIRS;

  /** Default keyword field of the source index that receives cluster ids. */
  public static final String DEFAULT_CLUSTER_FIELD = PairsParams.DEFAULT_CLUSTER_FIELD;

  private final PairsParams params;

  /** Whether the task's result is stored (a run started without waiting for its completion). */
  private boolean shouldStoreResult;

  /** All pairs in the response (at most {@code maxPairs} listed), clusters if asked. */
  public NearDuplicatePairsRequest(
      String index, String field, Threshold tau, Measure measure, boolean clusters, int maxPairs) {
    this(index, field, tau, measure, clusters, maxPairs, 0, null, null, null);
  }

  public NearDuplicatePairsRequest(
      String index,
      String field,
      Threshold tau,
      Measure measure,
      boolean clusters,
      int maxPairs,
      int concurrency,
      String dest,
      String clusterField,
      String orderField) {
    this(
        new PairsParams(
                index,
                field,
                tau,
                measure,
                clusters,
                maxPairs,
                concurrency,
                dest,
                clusterField,
                orderField)
            .withDefaultClusterField());
  }

  /** The run {@code params} (validated by {@link #validate()}). */
  public NearDuplicatePairsRequest(PairsParams params) {
    this.params = params;
  }

  public NearDuplicatePairsRequest(StreamInput in) throws IOException {
    super(in);
    params =
        new PairsParams(
            in.readString(),
            in.readString(),
            Threshold.of(in.readVLong(), in.readVLong()),
            in.readEnum(Measure.class),
            in.readBoolean(),
            in.readVInt(),
            in.readVInt(),
            in.readOptionalString(),
            in.readOptionalString(),
            in.readOptionalString());
  }

  @Override
  public void writeTo(StreamOutput out) throws IOException {
    super.writeTo(out);
    out.writeString(params.index());
    out.writeString(params.field());
    out.writeVLong(params.tau().numerator());
    out.writeVLong(params.tau().denominator());
    out.writeEnum(params.measure());
    out.writeBoolean(params.clusters());
    out.writeVInt(params.maxPairs());
    out.writeVInt(params.concurrency());
    out.writeOptionalString(params.dest());
    out.writeOptionalString(params.clusterField());
    out.writeOptionalString(params.orderField());
  }

  /** What is missing, then what is wrong with the combination ({@link PairsParams#problems()}). */
  @Override
  public ActionRequestValidationException validate() {
    ActionRequestValidationException e = null;
    if (params.index() == null || params.index().isEmpty()) {
      e = ValidateActions.addValidationError("an index is required", e);
    }
    if (params.field() == null || params.field().isEmpty()) {
      e =
          ValidateActions.addValidationError(
              "[field] is required: the name of a spotsigs field", e);
    }
    if (params.tau() == null) {
      e =
          ValidateActions.addValidationError(
              "[tau] is required: a number in (0, 1] such as 0.8 or \"4/5\"", e);
    }
    if (params.measure() == null) {
      e = ValidateActions.addValidationError("[measure] is required", e);
    }
    if (params.concurrency() < 0) {
      e =
          ValidateActions.addValidationError(
              "[concurrency] must be >= 1, got " + params.concurrency(), e);
    }
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
    return new PairsTask(id, type, action, getDescription(), parentTaskId, headers);
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

  /** The run. */
  public PairsParams params() {
    return params;
  }

  public String index() {
    return params.index();
  }

  /** The index the pairs are written to, or null to return them. */
  public String dest() {
    return params.dest();
  }

  /** Shard pairs computed at once, or 0 for the default. */
  public int concurrency() {
    return params.concurrency();
  }

  @Override
  public String getDescription() {
    return toString();
  }

  @Override
  public String toString() {
    return params.toString();
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof NearDuplicatePairsRequest r && params.equals(r.params);
  }

  @Override
  public int hashCode() {
    return params.hashCode();
  }
}
