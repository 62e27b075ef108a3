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
import org.spotsigs.engine.PairPage;
import org.spotsigs.engine.ShardPages;

/**
 * A page of pairs of one ordered pair of shards ({@link ShardPages.Page}) on the wire: each pair's
 * ids (the document of the index side first), overlap and union; the position to go on after, or
 * none when the shard pair is done; and the number of query documents it took.
 */
public final class ShardPairsResponse extends ActionResponse {
  private final ShardPages.Page page;

  ShardPairsResponse(ShardPages.Page page) {
    this.page = page;
  }

  public ShardPairsResponse(StreamInput in) throws IOException {
    PairPage pairs = new PairPage();
    int n = in.readVInt();
    for (int i = 0; i < n; i++) {
      pairs.add(in.readString(), in.readString(), in.readVLong(), in.readVLong());
    }
    page = new ShardPages.Page(pairs, Wire.readPosition(in), in.readVLong());
  }

  @Override
  public void writeTo(StreamOutput out) throws IOException {
    PairPage pairs = page.pairs();
    out.writeVInt(pairs.size());
    for (int i = 0; i < pairs.size(); i++) {
      out.writeString(pairs.a(i));
      out.writeString(pairs.b(i));
      out.writeVLong(pairs.overlap(i));
      out.writeVLong(pairs.union(i));
    }
    Wire.writePosition(out, page.next());
    out.writeVLong(page.queried());
  }

  /** The page. */
  public ShardPages.Page page() {
    return page;
  }
}
