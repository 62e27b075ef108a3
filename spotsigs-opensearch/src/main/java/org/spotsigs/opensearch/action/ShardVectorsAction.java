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

import org.opensearch.action.ActionType;

/**
 * Reads signature vectors (forward vectors) from one copy of one shard: of given document ids (the
 * {@code like} document of a query, the hits of a result page, the near-duplicates an ingested
 * document is compared with). Internal; there is no REST endpoint for it.
 */
public final class ShardVectorsAction extends ActionType<ShardVectorsResponse> {
  public static final String NAME = "indices:data/read/spotsigs/vectors";
  public static final ShardVectorsAction INSTANCE = new ShardVectorsAction();

  private ShardVectorsAction() {
    super(NAME, ShardVectorsResponse::new);
  }
}
