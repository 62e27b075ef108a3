package org.spotsigs.opensearch.action;

import java.io.IOException;
import java.util.Objects;
import org.opensearch.action.ActionRequest;
import org.opensearch.action.ActionRequestValidationException;
import org.opensearch.action.IndicesRequest;
import org.opensearch.action.ValidateActions;
import org.opensearch.action.support.IndicesOptions;
import org.opensearch.core.common.io.stream.StreamInput;
import org.opensearch.core.common.io.stream.StreamOutput;
import org.spotsigs.search.Measure;
import org.spotsigs.search.Threshold;

/**
 * Every pair of documents of {@code index} whose similarity in {@code field} is at least {@code
 * tau}. {@code threads}: matching threads on the coordinating node (default 1); {@code clusters}:
 * also return the connected components; {@code maxPairs}: the most pairs listed (all are counted).
 */
public final class NearDuplicatePairsRequest extends ActionRequest implements IndicesRequest {
  /** Default cap on listed pairs. */
  public static final int DEFAULT_MAX_PAIRS = 10_000;

  private final String index;
  private final String field;
  private final Threshold tau;
  private final Measure measure;
  private final int threads;
  private final boolean clusters;
  private final int maxPairs;

  public NearDuplicatePairsRequest(
      String index,
      String field,
      Threshold tau,
      Measure measure,
      int threads,
      boolean clusters,
      int maxPairs) {
    this.index = index;
    this.field = field;
    this.tau = tau;
    this.measure = measure;
    this.threads = threads;
    this.clusters = clusters;
    this.maxPairs = maxPairs;
  }

  public NearDuplicatePairsRequest(StreamInput in) throws IOException {
    super(in);
    index = in.readString();
    field = in.readString();
    tau = Threshold.of(in.readVLong(), in.readVLong());
    measure = in.readEnum(Measure.class);
    threads = in.readVInt();
    clusters = in.readBoolean();
    maxPairs = in.readVInt();
  }

  @Override
  public void writeTo(StreamOutput out) throws IOException {
    super.writeTo(out);
    out.writeString(index);
    out.writeString(field);
    out.writeVLong(tau.numerator());
    out.writeVLong(tau.denominator());
    out.writeEnum(measure);
    out.writeVInt(threads);
    out.writeBoolean(clusters);
    out.writeVInt(maxPairs);
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
    if (threads < 1) {
      e = ValidateActions.addValidationError("[threads] must be >= 1, got " + threads, e);
    }
    if (maxPairs < 0) {
      e = ValidateActions.addValidationError("[max_pairs] must be >= 0, got " + maxPairs, e);
    }
    return e;
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

  public int threads() {
    return threads;
  }

  public boolean clusters() {
    return clusters;
  }

  public int maxPairs() {
    return maxPairs;
  }

  @Override
  public String toString() {
    return "near-duplicate pairs of field ["
        + field
        + "] of index ["
        + index
        + "] at "
        + measure.name().toLowerCase(java.util.Locale.ROOT)
        + " Jaccard >= "
        + tau;
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof NearDuplicatePairsRequest r
        && index.equals(r.index)
        && field.equals(r.field)
        && tau.equals(r.tau)
        && measure == r.measure
        && threads == r.threads
        && clusters == r.clusters
        && maxPairs == r.maxPairs;
  }

  @Override
  public int hashCode() {
    return Objects.hash(index, field, tau, measure, threads, clusters, maxPairs);
  }
}
