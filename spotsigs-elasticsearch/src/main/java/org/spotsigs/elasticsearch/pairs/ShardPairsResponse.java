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
package org.spotsigs.elasticsearch.pairs;

import java.io.IOException;
import org.elasticsearch.action.ActionResponse;
import org.elasticsearch.common.io.stream.StreamInput;
import org.elasticsearch.common.io.stream.StreamOutput;
import org.spotsigs.engine.PairPage;
import org.spotsigs.shards.ShardPosition;

/**
 * One page of a shard pair: its pairs, where the next page starts (null: the shard pair is done)
 * and how many documents it queried.
 */
public final class ShardPairsResponse extends ActionResponse {
  final PairPage pairs;
  final ShardPosition next;
  final long queried;

  ShardPairsResponse(PairPage pairs, ShardPosition next, long queried) {
    this.pairs = pairs;
    this.next = next;
    this.queried = queried;
  }

  ShardPairsResponse(StreamInput in) throws IOException {
    pairs = new PairPage();
    int n = in.readVInt();
    for (int i = 0; i < n; i++) {
      pairs.add(in.readString(), in.readString(), in.readVLong(), in.readVLong());
    }
    next = Wire.readPosition(in);
    queried = in.readVLong();
  }

  @Override
  public void writeTo(StreamOutput out) throws IOException {
    out.writeVInt(pairs.size());
    for (int i = 0; i < pairs.size(); i++) {
      out.writeString(pairs.a(i));
      out.writeString(pairs.b(i));
      out.writeVLong(pairs.overlap(i));
      out.writeVLong(pairs.union(i));
    }
    Wire.writePosition(out, next);
    out.writeVLong(queried);
  }
}
