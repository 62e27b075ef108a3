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

import org.elasticsearch.action.ActionType;

/** Reads a batch of a shard's documents in the run's order, from a copy of the shard. */
public final class ShardBatchAction {
  public static final String NAME = "indices:data/read/spotsigs/pairs/batch";
  public static final ActionType<ShardBatchResponse> INSTANCE = new ActionType<>(NAME);

  private ShardBatchAction() {}
}
