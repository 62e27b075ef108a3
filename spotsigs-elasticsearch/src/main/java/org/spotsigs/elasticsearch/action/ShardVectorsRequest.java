package org.spotsigs.elasticsearch.action;

import java.io.IOException;
import java.util.List;
import java.util.Objects;
import org.elasticsearch.action.ActionRequestValidationException;
import org.elasticsearch.action.ValidateActions;
import org.elasticsearch.action.support.single.shard.SingleShardRequest;
import org.elasticsearch.common.io.stream.StreamInput;
import org.elasticsearch.common.io.stream.StreamOutput;

/**
 * Which vectors to read: of the document {@code id} (routed by it and {@code routing}), or of
 * {@code texts} analyzed with the field's analyzer on a shard of the index.
 */
public final class ShardVectorsRequest extends SingleShardRequest<ShardVectorsRequest> {
  private final String field;
  private final String id;
  private final String routing;
  private final List<String> texts;

  private ShardVectorsRequest(
      String index, String field, String id, String routing, List<String> texts) {
    super(index);
    this.field = Objects.requireNonNull(field, "field");
    this.id = id;
    this.routing = routing;
    this.texts = texts;
  }

  /** The vector of one document, found by id (and routing) like a GET. */
  public static ShardVectorsRequest ofId(String index, String field, String id, String routing) {
    return new ShardVectorsRequest(index, field, id, routing, List.of());
  }

  /** The vectors {@code texts} get from the field's analyzer on a shard of the index. */
  public static ShardVectorsRequest ofTexts(String index, String field, List<String> texts) {
    return new ShardVectorsRequest(index, field, null, null, List.copyOf(texts));
  }

  public ShardVectorsRequest(StreamInput in) throws IOException {
    super(in);
    field = in.readString();
    id = in.readOptionalString();
    routing = in.readOptionalString();
    texts = in.readStringCollectionAsList();
  }

  @Override
  public void writeTo(StreamOutput out) throws IOException {
    super.writeTo(out);
    out.writeString(field);
    out.writeOptionalString(id);
    out.writeOptionalString(routing);
    out.writeStringCollection(texts);
  }

  @Override
  public ActionRequestValidationException validate() {
    ActionRequestValidationException e = super.validateNonNullIndex();
    if (id == null && texts.isEmpty()) {
      e = ValidateActions.addValidationError("no id or texts given", e);
    }
    return e;
  }

  public String field() {
    return field;
  }

  /** The document's id, or null for texts. */
  public String id() {
    return id;
  }

  public String routing() {
    return routing;
  }

  public List<String> texts() {
    return texts;
  }

  @Override
  public String toString() {
    return (id == null
            ? "the vectors of " + texts.size() + " texts"
            : "the vector of document ["
                + id
                + "]"
                + (routing == null ? "" : " with routing [" + routing + "]"))
        + " of field ["
        + field
        + "] of index ["
        + index()
        + "]";
  }
}
