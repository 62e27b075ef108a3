package org.spotsigs.opensearch.action;

import java.io.IOException;
import java.util.List;
import java.util.Objects;
import org.opensearch.action.ActionRequestValidationException;
import org.opensearch.action.support.single.shard.SingleShardRequest;
import org.opensearch.core.common.io.stream.StreamInput;
import org.opensearch.core.common.io.stream.StreamOutput;

/**
 * Which vectors to read: of the documents {@code ids} (routed by the first id and {@code routing},
 * or sent to shard {@code shard} when it is >= 0).
 */
public final class ShardVectorsRequest extends SingleShardRequest<ShardVectorsRequest> {
  private final String field;
  private final List<String> ids;
  private final int shard;
  private final String routing;

  /**
   * A text to analyze with the field's analyzer on the shard (its vector comes back too), or null.
   */
  private final String text;

  private ShardVectorsRequest(
      String index, String field, List<String> ids, int shard, String routing, String text) {
    super(index);
    this.field = Objects.requireNonNull(field, "field");
    this.ids = ids;
    this.shard = shard;
    this.routing = routing;
    this.text = text;
  }

  /** The vector of one document, found by id (and routing) like a GET. */
  public static ShardVectorsRequest ofId(String index, String field, String id, String routing) {
    return new ShardVectorsRequest(index, field, List.of(id), -1, routing, null);
  }

  /**
   * The vector of one document, and the vector {@code text} gets from the field's analyzer there
   * (exactly as it would be indexed; {@link ShardVectorsResponse#textVector()}).
   */
  public static ShardVectorsRequest ofIdAndText(
      String index, String field, String id, String routing, String text) {
    return new ShardVectorsRequest(
        index, field, List.of(id), -1, routing, Objects.requireNonNull(text, "text"));
  }

  /** The vectors of documents known to live in shard {@code shard}. */
  public static ShardVectorsRequest ofIds(String index, String field, int shard, List<String> ids) {
    return new ShardVectorsRequest(index, field, List.copyOf(ids), shard, null, null);
  }

  public ShardVectorsRequest(StreamInput in) throws IOException {
    super(in);
    field = in.readString();
    ids = in.readStringList();
    shard = in.readVInt() - 1;
    routing = in.readOptionalString();
    text = in.readOptionalString();
  }

  @Override
  public void writeTo(StreamOutput out) throws IOException {
    super.writeTo(out);
    out.writeString(field);
    out.writeStringCollection(ids);
    out.writeVInt(shard + 1);
    out.writeOptionalString(routing);
    out.writeOptionalString(text);
  }

  @Override
  public ActionRequestValidationException validate() {
    ActionRequestValidationException e = super.validateNonNullIndex();
    if (ids.isEmpty()) {
      e = org.opensearch.action.ValidateActions.addValidationError("no ids given", e);
    }
    return e;
  }

  public String field() {
    return field;
  }

  /** The ids. */
  public List<String> ids() {
    return ids;
  }

  /** The shard number, or -1 to route by the first id. */
  public int shard() {
    return shard;
  }

  public String routing() {
    return routing;
  }

  /** The text to analyze on the shard, or null. */
  public String text() {
    return text;
  }

  /** Readable: it shows in messages such as "no shard available for [...]" (an HTTP 503). */
  @Override
  public String toString() {
    String what =
        ids.size() == 1
            ? "the vector of document ["
                + ids.get(0)
                + "]"
                + (routing == null ? "" : " with routing [" + routing + "]")
            : "the vectors of " + ids.size() + " documents of shard [" + shard + "]";
    return what + " of field [" + field + "] of index [" + index() + "]";
  }
}
