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
 * Reading forward vectors of given documents from the shards that hold them ({@link
 * org.spotsigs.opensearch.action.ShardVectorsAction}): for the {@code like} document of a query,
 * the hits of a result page (the fold processor) and the near-duplicates an ingested document is
 * tagged with (the ingest processor).
 */
package org.spotsigs.opensearch.action;
