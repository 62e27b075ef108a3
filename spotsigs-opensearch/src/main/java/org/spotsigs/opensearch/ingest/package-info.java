/**
 * Index-time deduplication in an ingest pipeline: the {@code near_duplicate} processor ({@link
 * org.spotsigs.opensearch.ingest.NearDuplicateProcessor}) asks the target index, with a {@code
 * near_duplicate} query, whether it already holds a near-duplicate, then drops or tags the document
 * (the incremental matching of the SpotSigs variants study, J. Siddharth, A. Paepcke and M.
 * Theobald: "SpotSigs: Near Duplicate Detection in Web Page Collections", master's thesis report,
 * Stanford University, 2007).
 */
package org.spotsigs.opensearch.ingest;
