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
 * The OpenSearch plugin of lucene-spotsigs: exact near-duplicate detection on a sharded index.
 *
 * <p>{@link org.spotsigs.opensearch.SpotSigsPlugin} registers everything: the {@code spotsigs}
 * field type ({@code mapper}), the analysis components ({@code analysis}), the {@code
 * near_duplicate} query ({@code query}), the {@code near_duplicate} ingest processor ({@code
 * ingest}), the {@code near_duplicate_fold} search response processor ({@code pipeline}) and the
 * all-pairs REST action ({@code action}). Every matching decision is the library's ({@link
 * org.spotsigs.search.DeltaTraversal}, {@link org.spotsigs.core.Threshold}), so a cluster gives the
 * same answers as one Lucene index of the same documents. What the Elasticsearch plugin shares with
 * this one (analysis settings, processor parameters, the documents kept within one bulk request,
 * pairs and clusters) lives in {@code spotsigs-engine}; this plugin adapts it.
 */
package org.spotsigs.opensearch;
