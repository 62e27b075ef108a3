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

import org.opensearch.action.ActionType;

/**
 * One page of the pairs of one ordered pair of shards (i, j), computed on a node that holds a copy
 * of shard i: the next batch of shard j's documents queried against shard i's index. Internal; the
 * coordinating node of an all-pairs run sends it to a copy of shard i.
 */
public final class ShardPairsAction extends ActionType<ShardPairsResponse> {
  public static final String NAME = "indices:data/read/spotsigs/pairs/shard";
  public static final ShardPairsAction INSTANCE = new ShardPairsAction();

  private ShardPairsAction() {
    super(NAME, ShardPairsResponse::new);
  }
}
