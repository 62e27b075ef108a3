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
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import org.opensearch.action.ActionRequest;
import org.opensearch.action.ActionRequestValidationException;
import org.opensearch.action.IndicesRequest;
import org.opensearch.action.ValidateActions;
import org.opensearch.action.support.IndicesOptions;
import org.opensearch.core.common.io.stream.StreamInput;
import org.opensearch.core.common.io.stream.StreamOutput;
import org.opensearch.core.tasks.TaskId;
import org.opensearch.tasks.Task;
import org.spotsigs.search.Measure;
import org.spotsigs.search.Threshold;

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
  public static final int DEFAULT_MAX_PAIRS = 10_000;

  /** Default keyword field of the source index that receives cluster ids. */
  public static final String DEFAULT_CLUSTER_FIELD = "near_duplicate_cluster";

  private final String index;
  private final String field;
  private final Threshold tau;
  private final Measure measure;
  private final boolean clusters;
  private final int maxPairs;
  private final int concurrency;
  private final String dest;
  private final String clusterField;
  private final String orderField;

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
    this.index = index;
    this.field = field;
    this.tau = tau;
    this.measure = measure;
    this.clusters = clusters;
    this.maxPairs = maxPairs;
    this.concurrency = concurrency;
    this.dest = dest;
    this.clusterField =
        clusterField == null && dest != null && clusters ? DEFAULT_CLUSTER_FIELD : clusterField;
    this.orderField = orderField;
  }

  public NearDuplicatePairsRequest(StreamInput in) throws IOException {
    super(in);
    index = in.readString();
    field = in.readString();
    tau = Threshold.of(in.readVLong(), in.readVLong());
    measure = in.readEnum(Measure.class);
    clusters = in.readBoolean();
    maxPairs = in.readVInt();
    concurrency = in.readVInt();
    dest = in.readOptionalString();
    clusterField = in.readOptionalString();
    orderField = in.readOptionalString();
  }

  @Override
  public void writeTo(StreamOutput out) throws IOException {
    super.writeTo(out);
    out.writeString(index);
    out.writeString(field);
    out.writeVLong(tau.numerator());
    out.writeVLong(tau.denominator());
    out.writeEnum(measure);
    out.writeBoolean(clusters);
    out.writeVInt(maxPairs);
    out.writeVInt(concurrency);
    out.writeOptionalString(dest);
    out.writeOptionalString(clusterField);
    out.writeOptionalString(orderField);
  }

  @Override
  public ActionRequestValidationException validate() {
    ActionRequestValidationException e = null;
    if (index == null || index.isEmpty()) {
      e = ValidateActions.addValidationError("an index is required", e);
    }
    if (field == null || field.isEmpty()) {
      e =
          ValidateActions.addValidationError(
              "[field] is required: the name of a spotsigs field", e);
    }
    if (tau == null) {
      e =
          ValidateActions.addValidationError(
              "[tau] is required: a number in (0, 1] such as 0.8 or \"4/5\"", e);
    }
    if (measure == null) {
      e = ValidateActions.addValidationError("[measure] is required", e);
    }
    if (maxPairs < 0) {
      e = ValidateActions.addValidationError("[max_pairs] must be >= 0, got " + maxPairs, e);
    }
    if (concurrency < 0) {
      e = ValidateActions.addValidationError("[concurrency] must be >= 1, got " + concurrency, e);
    }
    if (dest != null && dest.equals(index)) {
      e =
          ValidateActions.addValidationError(
              "[dest] must be a new index, not the index searched [" + index + "]", e);
    }
    if (clusterField != null && (dest == null || !clusters)) {
      e =
          ValidateActions.addValidationError(
              "[cluster_field] is the field of ["
                  + index
                  + "] that receives cluster ids: it needs [dest] and [clusters]: true",
              e);
    }
    if (orderField != null && !clusters) {
      e =
          ValidateActions.addValidationError(
              "[order_field] decides which document names a cluster: it needs [clusters]: true", e);
    }
    if (clusterField != null && clusterField.equals(field)) {
      e =
          ValidateActions.addValidationError(
              "[cluster_field] must not be the spotsigs field [" + field + "]", e);
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
    return dest == null ? new String[] {index} : new String[] {index, dest};
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

  public boolean clusters() {
    return clusters;
  }

  public int maxPairs() {
    return maxPairs;
  }

  /** Shard pairs computed at once, or 0 for the default. */
  public int concurrency() {
    return concurrency;
  }

  /** The index the pairs are written to, or null to return them. */
  public String dest() {
    return dest;
  }

  /** The keyword field of {@link #index()} that receives cluster ids, or null. */
  public String clusterField() {
    return clusterField;
  }

  /** The field whose ascending order decides which document names a cluster, or null. */
  public String orderField() {
    return orderField;
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
        + "] at "
        + (measure == null ? "" : measure.name().toLowerCase(Locale.ROOT))
        + " Jaccard >= "
        + tau
        + (dest == null ? "" : " into [" + dest + "]")
        + (clusterField == null ? "" : ", cluster ids into [" + clusterField + "]");
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof NearDuplicatePairsRequest r
        && index.equals(r.index)
        && field.equals(r.field)
        && tau.equals(r.tau)
        && measure == r.measure
        && clusters == r.clusters
        && maxPairs == r.maxPairs
        && concurrency == r.concurrency
        && Objects.equals(dest, r.dest)
        && Objects.equals(clusterField, r.clusterField)
        && Objects.equals(orderField, r.orderField);
  }

  @Override
  public int hashCode() {
    return Objects.hash(
        index,
        field,
        tau,
        measure,
        clusters,
        maxPairs,
        concurrency,
        dest,
        clusterField,
        orderField);
  }
}
