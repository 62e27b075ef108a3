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
 * Exact near-duplicate search: one query document against an index, a page of results folded, and
 * the single implementation of the matching algorithm that every path uses.
 *
 * <p>Entry points: {@link org.spotsigs.search.NearDuplicateQuery} (a Lucene query: exactly the
 * documents at or above tau, alone or in a conjunction), {@link org.spotsigs.search.NearDuplicates}
 * (the same with exact similarities and work counters, {@link org.spotsigs.search.MatchStats}),
 * {@link org.spotsigs.search.ResultPageDeduplicator} (near-duplicates folded out of a ranked list),
 * {@link org.spotsigs.core.Threshold} (tau as an exact fraction: every decision in integer
 * arithmetic) and {@link org.spotsigs.core.Measure}.
 *
 * <p>The algorithm: {@link org.spotsigs.search.DeltaTraversal} carries out Algorithm 1 of M.
 * Theobald, J. Siddharth, A. Paepcke: "SpotSigs: Robust and Efficient Near Duplicate Detection in
 * Large Web Collections", SIGIR 2008 (section 4.2, the length partitioning, here a per-query length
 * window; section 4.3, the delta1/delta2 pruning of the inverted lists, in a form valid for
 * candidates both shorter and longer than the query), over two small interfaces: {@link
 * org.spotsigs.search.InvertedLists} and {@link org.spotsigs.search.ForwardVectors}. Its back-ends
 * are {@code SegmentLists} (a segment's postings and doc values, for the query and {@link
 * org.spotsigs.search.NearDuplicates}) and the in-memory {@link org.spotsigs.search.RankedLists}
 * (the all-pairs run) and {@link org.spotsigs.search.GrowableLists} (a window of a shard's
 * documents, and every kept set: {@link org.spotsigs.search.KeptVectors}, the kept hits of a result
 * page, the documents an index-time deduplicator has not made searchable yet or has kept). Every
 * candidate is verified by {@link org.spotsigs.core.Overlap}, the one merge with an exact early
 * exit. The delta1 bound is the multiset form of the prefix filter of C. Xiao, W. Wang, X. Lin, J.
 * X. Yu: "Efficient Similarity Joins for Near Duplicate Detection", WWW 2008. {@link
 * org.spotsigs.search.Partitioning} reproduces the paper's partitions (section 4.2) for reporting.
 */
package org.spotsigs.search;
