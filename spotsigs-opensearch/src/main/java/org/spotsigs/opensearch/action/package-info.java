/**
 * All near-duplicate pairs of an index across shards: {@code POST /{index}/_near_duplicates}
 * ({@link org.spotsigs.opensearch.action.RestNearDuplicatePairsAction}). Every shard sends the
 * vectors of its live documents ({@link org.spotsigs.opensearch.action.ShardVectorsAction}, also
 * used by the fold processor to read a page's vectors), and the coordinating node runs the
 * library's {@link org.spotsigs.dedup.Deduplicator} over all of them ({@link
 * org.spotsigs.opensearch.action.TransportNearDuplicatePairsAction}): Algorithm 1 of M. Theobald,
 * J. Siddharth, A. Paepcke, "SpotSigs: Robust and Efficient Near Duplicate Detection in Large Web
 * Collections", SIGIR 2008, section 4, exact across shard boundaries.
 */
package org.spotsigs.opensearch.action;
