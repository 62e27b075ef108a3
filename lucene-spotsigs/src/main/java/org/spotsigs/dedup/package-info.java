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
 * Deduplication of whole collections: all pairs, clusters, and deduplication at index time.
 *
 * <p>Entry points: {@link org.spotsigs.dedup.Deduplicator} (every pair at or above tau of an index
 * or of a {@link org.spotsigs.dedup.VectorCollection}, on several threads: each document is queried
 * once against the longer-or-equal documents ranked before it, through the same {@link
 * org.spotsigs.search.DeltaTraversal} as a single query, over {@link
 * org.spotsigs.search.RankedLists}), {@link org.spotsigs.dedup.DedupResult}, {@link
 * org.spotsigs.dedup.Clusters} (connected components or best-match representatives), {@link
 * org.spotsigs.dedup.ClusterLabels} (cluster ids written back as doc values), {@link
 * org.spotsigs.dedup.DeduplicatingWriter} (index-time deduplication around an IndexWriter) and
 * {@link org.spotsigs.dedup.SignatureFilter} (corpus-level signature filters such as the
 * prototype's IDF band), {@link org.spotsigs.dedup.SketchCandidates} (candidates from consistent
 * weighted samples, each verified exactly) and {@link org.spotsigs.dedup.SketchedCollection} (the
 * same for documents sampled as they come, their vectors in a temporary file).
 *
 * <p>The all-pairs run is Algorithm 1 of M. Theobald, J. Siddharth, A. Paepcke: "SpotSigs: Robust
 * and Efficient Near Duplicate Detection in Large Web Collections", SIGIR 2008, section 4 (with its
 * NoPart and NoPrune switches); incremental, seeded and first-/best-guess matching follow the
 * SpotSigs variants study, J. Siddharth, A. Paepcke and M. Theobald: "SpotSigs: Near Duplicate
 * Detection in Web Page Collections", master's thesis report, Stanford University, 2007 (2,168 news
 * pages in 67 clusters).
 */
package org.spotsigs.dedup;
