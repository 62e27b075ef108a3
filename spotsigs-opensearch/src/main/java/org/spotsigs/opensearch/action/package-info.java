/**
 * Reading forward vectors of given documents from the shards that hold them ({@link
 * org.spotsigs.opensearch.action.ShardVectorsAction}): for the {@code like} document of a query,
 * the hits of a result page (the fold processor) and the near-duplicates an ingested document is
 * tagged with (the ingest processor).
 */
package org.spotsigs.opensearch.action;
