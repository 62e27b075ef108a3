/**
 * Result-page deduplication in a search pipeline: the {@code near_duplicate_fold} response
 * processor ({@link org.spotsigs.opensearch.pipeline.NearDuplicateFoldProcessor}) reads the vectors
 * of a page's hits and folds them with the library's {@link
 * org.spotsigs.search.ResultPageDeduplicator} rule.
 */
package org.spotsigs.opensearch.pipeline;
