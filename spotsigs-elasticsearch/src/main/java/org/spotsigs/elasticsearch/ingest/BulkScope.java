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

import java.util.IdentityHashMap;
import java.util.Map;
import java.util.function.Supplier;
import org.apache.lucene.util.SetOnce;
import org.elasticsearch.action.ActionListener;
import org.elasticsearch.action.ActionRequest;
import org.elasticsearch.action.ActionResponse;
import org.elasticsearch.action.support.ActionFilter;
import org.elasticsearch.action.support.ActionFilterChain;
import org.elasticsearch.common.util.concurrent.ThreadContext;
import org.elasticsearch.tasks.Task;
import org.spotsigs.engine.KeptInBulk;

/**
 * The documents one bulk request has kept so far, per {@code near_duplicate} processor: what the
 * later documents of the same request are compared with. A bulk request gets its scope from {@link
 * Filter} on the node that runs its ingest pipelines, in the request's thread context, which
 * Elasticsearch carries to the threads that run them; the processor runs each document to the end
 * before the next one starts (it is synchronous), so the documents of a request are compared in
 * request order. Not thread-safe (one request's documents run one after the other).
 */
final class BulkScope {
  /** The thread-context key of the current bulk request's scope. */
  static final String KEY = "_spotsigs_bulk_scope";

  private static final String BULK_ACTION = "indices:data/write/bulk";

  private final Map<Object, KeptInBulk> byProcessor = new IdentityHashMap<>();

  /** The kept documents of {@code processor} in this request. */
  synchronized KeptInBulk kept(Object processor, Supplier<KeptInBulk> create) {
    return byProcessor.computeIfAbsent(processor, p -> create.get());
  }

  /** The scope of the bulk request being processed, or null outside one. */
  static BulkScope current(ThreadContext context) {
    return context == null ? null : context.getTransient(KEY);
  }

  /** Opens a scope for every bulk request this node executes. */
  static final class Filter implements ActionFilter {
    private final SetOnce<ThreadContext> context;

    Filter(SetOnce<ThreadContext> context) {
      this.context = context;
    }

    @Override
    public int order() {
      return Integer.MIN_VALUE; // first: before the request goes anywhere
    }

    @Override
    public <Request extends ActionRequest, Response extends ActionResponse> void apply(
        Task task,
        String action,
        Request request,
        ActionListener<Response> listener,
        ActionFilterChain<Request, Response> chain) {
      ThreadContext threadContext = context.get();
      if (!BULK_ACTION.equals(action)
          || threadContext == null
          || threadContext.getTransient(KEY) != null) {
        chain.proceed(task, action, request, listener);
        return;
      }
      // the scope lives in the context the request's work is carried on with; this thread's own
      // context is restored when the request has been handed on
      try (ThreadContext.StoredContext restore = threadContext.newStoredContext()) {
        threadContext.putTransient(KEY, new BulkScope());
        chain.proceed(task, action, request, listener);
      }
    }
  }
}
