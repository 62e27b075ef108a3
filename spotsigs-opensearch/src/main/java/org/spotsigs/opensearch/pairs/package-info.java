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
 * All near-duplicate pairs of a sharded index, computed where the shards are: {@code POST
 * /{index}/_near_duplicates} ({@link org.spotsigs.opensearch.pairs.RestNearDuplicatePairsAction}),
 * a cancellable task ({@link org.spotsigs.opensearch.pairs.PairsTask}).
 *
 * <p>Each ordered pair of shards (i, j) is computed on a node holding a copy of shard i (its
 * primary first): shard j's documents, pulled in bounded batches in their length order ({@link
 * org.spotsigs.opensearch.pairs.ShardBatchAction}), are matched against windows of shard i held in
 * the library's in-memory lists, with its one traversal ({@link
 * org.spotsigs.shards.ShardPairMatcher}: Algorithm 1 of M. Theobald, J. Siddharth, A. Paepcke,
 * "SpotSigs: Robust and Efficient Near Duplicate Detection in Large Web Collections", SIGIR 2008,
 * section 4); the node keeps the windows for its next pages ({@link
 * org.spotsigs.shards.ShardWindows}). Every pair is reported by exactly one shard pair ({@link
 * org.spotsigs.opensearch.pairs.TransportShardPairsAction}).
 *
 * <p>What is the same in every engine lives in spotsigs-engine and the library: the run on the
 * coordinating node ({@link org.spotsigs.engine.AllPairsRun}: checks, the shard-pair plan and its
 * order, pages, the merge into the response or a {@code dest} index, cluster ids through {@link
 * org.spotsigs.engine.PairGraph} and the library's {@link org.spotsigs.dedup.Clusters}), the copy
 * failover ({@link org.spotsigs.engine.ShardCopies}), the pages on a shard's node ({@link
 * org.spotsigs.engine.ShardPages}) and the request's parameters ({@link
 * org.spotsigs.engine.PairsParams}). This package is the OpenSearch adapter: transport actions,
 * wire serialisation, the task, REST registration, and {@link
 * org.spotsigs.opensearch.pairs.OpenSearchPairsEngine}, the run's steps on OpenSearch's client.
 */
package org.spotsigs.opensearch.pairs;
