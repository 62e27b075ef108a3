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
