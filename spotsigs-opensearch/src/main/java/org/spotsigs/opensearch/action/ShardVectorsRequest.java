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
 * or sent to shard {@code shard} when it is >= 0), or of {@code texts} analyzed with the field's
 * analyzer on a shard of the index.
 */
public final class ShardVectorsRequest extends SingleShardRequest<ShardVectorsRequest> {
  private final String field;
  private final List<String> ids;
  private final int shard;
  private final String routing;

  /** Texts to analyze with the field's analyzer on the shard (their vectors come back too). */
  private final List<String> texts;

  private ShardVectorsRequest(
      String index, String field, List<String> ids, int shard, String routing, List<String> texts) {
    super(index);
    this.field = Objects.requireNonNull(field, "field");
    this.ids = ids;
    this.shard = shard;
    this.routing = routing;
    this.texts = texts;
  }

  /** The vector of one document, found by id (and routing) like a GET. */
  public static ShardVectorsRequest ofId(String index, String field, String id, String routing) {
    return new ShardVectorsRequest(index, field, List.of(id), -1, routing, List.of());
  }

  /**
   * The vectors {@code texts} get from the field's analyzer on a shard of the index, exactly as
   * they would be indexed ({@link ShardVectorsResponse#textVector(int)}).
   */
  public static ShardVectorsRequest ofTexts(String index, String field, List<String> texts) {
    return new ShardVectorsRequest(index, field, List.of(), 0, null, List.copyOf(texts));
  }

  /** The vectors of documents known to live in shard {@code shard}. */
  public static ShardVectorsRequest ofIds(String index, String field, int shard, List<String> ids) {
    return new ShardVectorsRequest(index, field, List.copyOf(ids), shard, null, List.of());
  }

  public ShardVectorsRequest(StreamInput in) throws IOException {
    super(in);
    field = in.readString();
    ids = in.readStringList();
    shard = in.readVInt() - 1;
    routing = in.readOptionalString();
    texts = in.readStringList();
  }

  @Override
  public void writeTo(StreamOutput out) throws IOException {
    super.writeTo(out);
    out.writeString(field);
    out.writeStringCollection(ids);
    out.writeVInt(shard + 1);
    out.writeOptionalString(routing);
    out.writeStringCollection(texts);
  }

  @Override
  public ActionRequestValidationException validate() {
    ActionRequestValidationException e = super.validateNonNullIndex();
    if (ids.isEmpty() && texts.isEmpty()) {
      e = org.opensearch.action.ValidateActions.addValidationError("no ids or texts given", e);
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

  /** The texts to analyze on the shard. */
  public List<String> texts() {
    return texts;
  }

  /** Readable: it shows in messages such as "no shard available for [...]" (an HTTP 503). */
  @Override
  public String toString() {
    String what =
        ids.isEmpty()
            ? "the vectors of " + texts.size() + " texts"
            : ids.size() == 1
                ? "the vector of document ["
                    + ids.get(0)
                    + "]"
                    + (routing == null ? "" : " with routing [" + routing + "]")
                : "the vectors of " + ids.size() + " documents of shard [" + shard + "]";
    return what + " of field [" + field + "] of index [" + index() + "]";
  }
}
