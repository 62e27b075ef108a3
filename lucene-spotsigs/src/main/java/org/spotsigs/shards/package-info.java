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
/**
 * All near-duplicate pairs of a collection split into shards, with no engine in it: what an
 * engine's adapter (the OpenSearch plugin) runs where the shards are.
 *
 * <p>Every document has a place in one order ({@link org.spotsigs.shards.ShardPosition}: length
 * descending, then shard, then a key such as a sequence number). A shard pair (i, j) reports the
 * pairs whose earlier document lies in shard i and whose later one in shard j: the documents of
 * shard j, read in order in bounded batches ({@link org.spotsigs.shards.ShardReader}), are matched
 * against windows of shard i loaded into the library's in-memory lists ({@link
 * org.spotsigs.shards.ShardWindow}, kept by a node for the next batches and shard pairs in {@link
 * org.spotsigs.shards.ShardWindows}) with the one traversal ({@link
 * org.spotsigs.shards.ShardPairMatcher}). Every pair of the collection is reported exactly once.
 */
package org.spotsigs.shards;
