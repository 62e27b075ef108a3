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
import java.util.ArrayList;
import java.util.List;
import org.apache.lucene.util.BytesRef;
import org.opensearch.core.action.ActionResponse;
import org.opensearch.core.common.io.stream.StreamInput;
import org.opensearch.core.common.io.stream.StreamOutput;
import org.spotsigs.index.ForwardVector;
import org.spotsigs.index.SignatureVector;

/**
 * A batch of a shard's documents in {@link ShardOrder}: id, length, sequence number and encoded
 * forward vector of each, and where the next batch starts ({@link #next()}), or none if the window
 * holds nothing after them.
 */
public final class ShardBatchResponse extends ActionResponse {
  private final List<String> ids;
  private final long[] lengths;
  private final long[] seqNos;
  private final List<BytesRef> vectors;
  private final ShardOrder next;

  ShardBatchResponse(
      List<String> ids, long[] lengths, long[] seqNos, List<BytesRef> vectors, ShardOrder next) {
    this.ids = ids;
    this.lengths = lengths;
    this.seqNos = seqNos;
    this.vectors = vectors;
    this.next = next;
  }

  public ShardBatchResponse(StreamInput in) throws IOException {
    int n = in.readVInt();
    ids = new ArrayList<>(n);
    lengths = new long[n];
    seqNos = new long[n];
    vectors = new ArrayList<>(n);
    for (int i = 0; i < n; i++) {
      ids.add(in.readString());
      lengths[i] = in.readVLong();
      seqNos[i] = in.readZLong();
      vectors.add(in.readBytesRef());
    }
    next = ShardOrder.readOptional(in);
  }

  @Override
  public void writeTo(StreamOutput out) throws IOException {
    out.writeVInt(ids.size());
    for (int i = 0; i < ids.size(); i++) {
      out.writeString(ids.get(i));
      out.writeVLong(lengths[i]);
      out.writeZLong(seqNos[i]);
      out.writeBytesRef(vectors.get(i));
    }
    ShardOrder.writeOptional(out, next);
  }

  public int size() {
    return ids.size();
  }

  public String id(int i) {
    return ids.get(i);
  }

  public long length(int i) {
    return lengths[i];
  }

  public long seqNo(int i) {
    return seqNos[i];
  }

  public SignatureVector vector(int i) {
    return ForwardVector.decode(vectors.get(i));
  }

  /** The encoded forward vector of document {@code i} ({@link ForwardVector}). */
  public BytesRef encodedVector(int i) {
    return vectors.get(i);
  }

  /** The position of document {@code i}. */
  public ShardOrder position(int i) {
    return new ShardOrder(lengths[i], seqNos[i]);
  }

  /**
   * The position the next batch starts after (the last document this batch examined), or null if no
   * document of the window comes after this batch.
   */
  public ShardOrder next() {
    return next;
  }

  /** About the heap this batch takes. */
  public long ramBytes() {
    return estimateBytes(ids, vectors);
  }

  static long estimateBytes(List<String> ids, List<BytesRef> vectors) {
    long bytes = 0;
    for (int i = 0; i < ids.size(); i++) {
      bytes += entryBytes(ids.get(i), vectors.get(i).length);
    }
    return bytes;
  }

  /** One entry: the id's characters, the vector's bytes, the two longs and object headers. */
  static long entryBytes(String id, int vectorBytes) {
    return 2L * id.length() + vectorBytes + 96;
  }
}
