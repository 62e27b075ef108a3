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
import org.opensearch.core.action.ActionResponse;
import org.opensearch.core.common.io.stream.StreamInput;
import org.opensearch.core.common.io.stream.StreamOutput;

/**
 * A page of pairs of one ordered pair of shards: each pair's ids (the document of the index side
 * first), overlap and union; the position to go on after, or none when the shard pair is done; and
 * the number of query documents it took.
 */
public final class ShardPairsResponse extends ActionResponse {
  private final PairPage pairs;
  private final ShardOrder next;
  private final int queried;

  ShardPairsResponse(PairPage pairs, ShardOrder next, int queried) {
    this.pairs = pairs;
    this.next = next;
    this.queried = queried;
  }

  public ShardPairsResponse(StreamInput in) throws IOException {
    pairs = new PairPage(in);
    next = ShardOrder.readOptional(in);
    queried = in.readVInt();
  }

  @Override
  public void writeTo(StreamOutput out) throws IOException {
    pairs.writeTo(out);
    ShardOrder.writeOptional(out, next);
    out.writeVInt(queried);
  }

  public PairPage pairs() {
    return pairs;
  }

  /** Where the next page starts, or null if this shard pair is done. */
  public ShardOrder next() {
    return next;
  }

  /** The query documents of this page. */
  public int queried() {
    return queried;
  }
}
