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
import java.util.ArrayList;
import java.util.List;
import org.apache.lucene.util.BytesRef;
import org.opensearch.core.action.ActionResponse;
import org.opensearch.core.common.io.stream.StreamInput;
import org.opensearch.core.common.io.stream.StreamOutput;
import org.spotsigs.index.ForwardVector;
import org.spotsigs.index.SignatureVector;

/**
 * Vectors read from one shard, in the order asked for (or in index order for a whole shard): each
 * document id with its encoded forward vector, or none when the document does not exist. A document
 * that exists without a value in the field has the empty vector.
 */
public final class ShardVectorsResponse extends ActionResponse {
  private final String index;
  private final int shard;
  private final List<String> ids;
  private final List<BytesRef> vectors;
  private final List<BytesRef> textVectors;

  ShardVectorsResponse(
      String index,
      int shard,
      List<String> ids,
      List<BytesRef> vectors,
      List<BytesRef> textVectors) {
    this.index = index;
    this.shard = shard;
    this.ids = ids;
    this.vectors = vectors;
    this.textVectors = textVectors;
  }

  public ShardVectorsResponse(StreamInput in) throws IOException {
    index = in.readString();
    shard = in.readVInt();
    int n = in.readVInt();
    ids = new ArrayList<>(n);
    vectors = new ArrayList<>(n);
    for (int i = 0; i < n; i++) {
      ids.add(in.readString());
      vectors.add(in.readBoolean() ? in.readBytesRef() : null);
    }
    int texts = in.readVInt();
    textVectors = new ArrayList<>(texts);
    for (int i = 0; i < texts; i++) {
      textVectors.add(in.readBytesRef());
    }
  }

  @Override
  public void writeTo(StreamOutput out) throws IOException {
    out.writeString(index);
    out.writeVInt(shard);
    out.writeVInt(ids.size());
    for (int i = 0; i < ids.size(); i++) {
      out.writeString(ids.get(i));
      BytesRef v = vectors.get(i);
      out.writeBoolean(v != null);
      if (v != null) {
        out.writeBytesRef(v);
      }
    }
    out.writeVInt(textVectors.size());
    for (BytesRef v : textVectors) {
      out.writeBytesRef(v);
    }
  }

  /** The vector of the request's text {@code i}, analyzed with the field's analyzer. */
  public SignatureVector textVector(int i) {
    return ForwardVector.decode(textVectors.get(i));
  }

  /** The concrete index that answered. */
  public String index() {
    return index;
  }

  /** The shard that answered. */
  public int shard() {
    return shard;
  }

  public int size() {
    return ids.size();
  }

  public String id(int i) {
    return ids.get(i);
  }

  /** Whether document {@code i} exists. */
  public boolean found(int i) {
    return vectors.get(i) != null;
  }

  /** The vector of document {@code i}, or null if it does not exist. */
  public SignatureVector vector(int i) {
    BytesRef v = vectors.get(i);
    return v == null ? null : ForwardVector.decode(v);
  }
}
