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
 * Index-time deduplication in an ingest pipeline: the {@code near_duplicate} processor ({@link
 * org.spotsigs.opensearch.ingest.NearDuplicateProcessor}) asks the target index, with a {@code
 * near_duplicate} query, whether it already holds a near-duplicate, then drops or tags the document
 * (the incremental matching of the SpotSigs variants study, J. Siddharth, A. Paepcke and M.
 * Theobald: "SpotSigs: Near Duplicate Detection in Web Page Collections", master's thesis report,
 * Stanford University, 2007).
 */
package org.spotsigs.opensearch.ingest;
