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
