/**
 * The {@code near_duplicate} query ({@link
 * org.spotsigs.opensearch.query.NearDuplicateQueryBuilder}): parses the request, reads a
 * like-document on the coordinating node, and becomes the library's {@link
 * org.spotsigs.search.NearDuplicateQuery} on every shard (Algorithm 1 of M. Theobald, J. Siddharth,
 * A. Paepcke, "SpotSigs: Robust and Efficient Near Duplicate Detection in Large Web Collections",
 * SIGIR 2008, section 4).
 */
package org.spotsigs.opensearch.query;
