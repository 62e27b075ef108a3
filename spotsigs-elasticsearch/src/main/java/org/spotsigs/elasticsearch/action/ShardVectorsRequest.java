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
 * Which vectors to read: of the document {@code id} (routed by it and {@code routing}), of the
 * documents {@code ids} of one {@code shard} (the hits of a page that shard returned), or of {@code
 * texts} analyzed with the field's analyzer on a shard of the index.
 */
public final class ShardVectorsRequest extends SingleShardRequest<ShardVectorsRequest> {
  private final String field;
  private final int shard;
  private final List<String> ids;
  private final String routing;
  private final List<String> texts;

  private ShardVectorsRequest(
      String index, String field, int shard, List<String> ids, String routing, List<String> texts) {
    super(index);
    this.field = Objects.requireNonNull(field, "field");
    this.shard = shard;
    this.ids = ids;
    this.routing = routing;
    this.texts = texts;
  }

  /** The vector of one document, found by id (and routing) like a GET. */
  public static ShardVectorsRequest ofId(String index, String field, String id, String routing) {
    return new ShardVectorsRequest(index, field, -1, List.of(id), routing, List.of());
  }

  /** The vectors of documents {@code ids} of shard {@code shard} of a concrete index. */
  public static ShardVectorsRequest ofIds(String index, String field, int shard, List<String> ids) {
    return new ShardVectorsRequest(index, field, shard, List.copyOf(ids), null, List.of());
  }

  /** The vectors {@code texts} get from the field's analyzer on a shard of the index. */
  public static ShardVectorsRequest ofTexts(String index, String field, List<String> texts) {
    return new ShardVectorsRequest(index, field, -1, List.of(), null, List.copyOf(texts));
  }

  public ShardVectorsRequest(StreamInput in) throws IOException {
    super(in);
    field = in.readString();
    shard = in.readInt();
    ids = in.readStringCollectionAsList();
    routing = in.readOptionalString();
    texts = in.readStringCollectionAsList();
  }

  @Override
  public void writeTo(StreamOutput out) throws IOException {
    super.writeTo(out);
    out.writeString(field);
    out.writeInt(shard);
    out.writeStringCollection(ids);
    out.writeOptionalString(routing);
    out.writeStringCollection(texts);
  }

  @Override
  public ActionRequestValidationException validate() {
    ActionRequestValidationException e = super.validateNonNullIndex();
    if (ids.isEmpty() && texts.isEmpty()) {
      e = ValidateActions.addValidationError("no ids or texts given", e);
    }
    return e;
  }

  public String field() {
    return field;
  }

  /** The shard the documents are read from, or -1: the shard of the first id, or any. */
  public int shard() {
    return shard;
  }

  /** The documents' ids (none for texts). */
  public List<String> ids() {
    return ids;
  }

  public String routing() {
    return routing;
  }

  public List<String> texts() {
    return texts;
  }

  @Override
  public String toString() {
    return (ids.isEmpty()
            ? "the vectors of " + texts.size() + " texts"
            : "the vectors of documents "
                + ids
                + (shard >= 0 ? " of shard [" + shard + "]" : "")
                + (routing == null ? "" : " with routing [" + routing + "]"))
        + " of field ["
        + field
        + "] of index ["
        + index()
        + "]";
  }
}
