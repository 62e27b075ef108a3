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
import org.apache.lucene.util.BytesRef;
import org.elasticsearch.action.ActionResponse;
import org.elasticsearch.common.io.stream.StreamInput;
import org.elasticsearch.common.io.stream.StreamOutput;
import org.spotsigs.index.ForwardVector;
import org.spotsigs.index.SignatureVector;

/**
 * The vectors read on a shard: the documents' in the order of the request's ids (null for one that
 * was not found), and the texts', each as its forward-vector encoding.
 */
public final class ShardVectorsResponse extends ActionResponse {
  private final String index;
  private final List<String> ids;
  private final List<BytesRef> documents;
  private final List<BytesRef> texts;

  ShardVectorsResponse(
      String index, List<String> ids, List<BytesRef> documents, List<BytesRef> texts) {
    this.index = index;
    this.ids = ids;
    this.documents = documents;
    this.texts = texts;
  }

  public ShardVectorsResponse(StreamInput in) throws IOException {
    index = in.readString();
    ids = in.readStringCollectionAsList();
    documents = in.readCollectionAsList(i -> i.readBoolean() ? i.readBytesRef() : null);
    texts = in.readCollectionAsList(StreamInput::readBytesRef);
  }

  @Override
  public void writeTo(StreamOutput out) throws IOException {
    out.writeString(index);
    out.writeStringCollection(ids);
    out.writeCollection(
        documents,
        (o, d) -> {
          o.writeBoolean(d != null);
          if (d != null) {
            o.writeBytesRef(d);
          }
        });
    out.writeCollection(texts, StreamOutput::writeBytesRef);
  }

  /** The concrete index the vectors were read from. */
  public String index() {
    return index;
  }

  /** The number of documents asked for. */
  public int size() {
    return ids.size();
  }

  /** The id of document {@code i}. */
  public String id(int i) {
    return ids.get(i);
  }

  /** Whether document {@code i} was found. */
  public boolean found(int i) {
    return documents.get(i) != null;
  }

  /** The vector of document {@code i}. */
  public SignatureVector vector(int i) {
    return ForwardVector.decode(documents.get(i));
  }

  /** Whether the one document asked for by {@link ShardVectorsRequest#ofId} was found. */
  public boolean found() {
    return found(0);
  }

  /** The vector of the one document asked for by {@link ShardVectorsRequest#ofId}. */
  public SignatureVector vector() {
    return vector(0);
  }

  /** The vector of text {@code k}. */
  public SignatureVector textVector(int k) {
    return ForwardVector.decode(texts.get(k));
  }
}
