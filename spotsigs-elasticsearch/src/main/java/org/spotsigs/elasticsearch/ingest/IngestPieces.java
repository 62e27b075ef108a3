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
package org.spotsigs.elasticsearch.ingest;

import java.util.Collection;
import java.util.List;
import java.util.Map;
import org.apache.lucene.util.SetOnce;
import org.elasticsearch.action.support.ActionFilter;
import org.elasticsearch.common.util.concurrent.ThreadContext;
import org.elasticsearch.ingest.Processor;

/** What the plugin registers for index-time deduplication. */
public final class IngestPieces {
  private IngestPieces() {}

  /** The {@code near_duplicate} processor. */
  public static Map<String, Processor.Factory> processors(Processor.Parameters parameters) {
    return Map.of(
        NearDuplicateProcessor.TYPE,
        new NearDuplicateProcessor.Factory(parameters.client, parameters.threadContext));
  }

  /** The filter that gives each bulk request its {@link BulkScope}. */
  public static Collection<ActionFilter> filters(SetOnce<ThreadContext> threadContext) {
    return List.of(new BulkScope.Filter(threadContext));
  }
}
