package org.spotsigs.dedup;

/**
 * What a run of {@link SketchCandidates} found: its pairs (held, or only counted when they were
 * streamed), how the documents were sampled, and how many candidate pairs were verified exactly.
 *
 * @param pairs the pairs, as an exact run gives them ({@link Deduplicator})
 * @param sampler how the run sampled: MinHash over copies of the signatures (counts up to {@link
 *     SketchCandidates#MAX_COPIES}) or consistent weighted sampling
 * @param candidatesVerified the distinct candidate pairs (of representatives of the groups of equal
 *     vectors) verified exactly
 */
public record SketchResult(DedupResult pairs, String sampler, long candidatesVerified) {}
