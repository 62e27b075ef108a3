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
 * The {@code near_duplicate} query ({@link
 * org.spotsigs.opensearch.query.NearDuplicateQueryBuilder}): parses the request, reads a
 * like-document on the coordinating node, and becomes the library's {@link
 * org.spotsigs.search.NearDuplicateQuery} on every shard (Algorithm 1 of M. Theobald, J. Siddharth,
 * A. Paepcke, "SpotSigs: Robust and Efficient Near Duplicate Detection in Large Web Collections",
 * SIGIR 2008, section 4).
 */
package org.spotsigs.opensearch.query;
