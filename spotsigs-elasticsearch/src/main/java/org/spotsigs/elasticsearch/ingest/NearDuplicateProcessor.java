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

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.elasticsearch.ExceptionsHelper;
import org.elasticsearch.action.search.SearchRequest;
import org.elasticsearch.action.search.SearchResponse;
import org.elasticsearch.client.internal.Client;
import org.elasticsearch.cluster.metadata.ProjectId;
import org.elasticsearch.common.document.DocumentField;
import org.elasticsearch.common.util.concurrent.ThreadContext;
import org.elasticsearch.core.TimeValue;
import org.elasticsearch.index.IndexNotFoundException;
import org.elasticsearch.index.query.QueryBuilders;
import org.elasticsearch.ingest.AbstractProcessor;
import org.elasticsearch.ingest.ConfigurationUtils;
import org.elasticsearch.ingest.IngestDocument;
import org.elasticsearch.ingest.Processor;
import org.elasticsearch.search.SearchHit;
import org.elasticsearch.search.builder.SearchSourceBuilder;
import org.spotsigs.elasticsearch.action.ShardVectorsAction;
import org.spotsigs.elasticsearch.action.ShardVectorsRequest;
import org.spotsigs.elasticsearch.action.ShardVectorsResponse;
import org.spotsigs.elasticsearch.query.NearDuplicateQueryBuilder;
import org.spotsigs.engine.IngestParams;
import org.spotsigs.engine.KeptInBulk;
import org.spotsigs.engine.NearDuplicateOf;
import org.spotsigs.engine.NearDuplicateParams;
import org.spotsigs.engine.SignatureCounts;
import org.spotsigs.index.SignatureVector;

/**
 * The {@code near_duplicate} ingest processor ({@link IngestParams}): index-time deduplication.
 * Each incoming document is compared with the documents the target index can search (a {@code
 * near_duplicate} query with the document's vector, other ids only) and with the documents before
 * it in the same bulk request that this processor kept for the same index ({@link BulkScope}); a
 * near-duplicate is then dropped ({@code on_duplicate: skip}) or tagged with the most similar one
 * ({@code tag}: {@code {"_id", "similarity", "overlap", "union"}}, and {@code "in_request": true}
 * for a document of the same request). Every similarity is exact: the vectors of the best index
 * hits are read and compared with the document's own; the documents of the request are matched with
 * the library's traversal ({@link KeptInBulk}). Of equally similar near-duplicates, one the index
 * holds comes before one of the request, and of those the earlier.
 *
 * <p>The processor is synchronous: it waits for its lookups, so the documents of one bulk request
 * are decided one after the other, in request order.
 */
public final class NearDuplicateProcessor extends AbstractProcessor {
  public static final String TYPE = "near_duplicate";

  /** Hits read at most for the tag: those sharing the top score among them. */
  private static final int TOP_HITS = 10;

  private static final TimeValue WAIT = TimeValue.timeValueMinutes(1);

  private final Client client;
  private final ThreadContext threadContext;
  private final IngestParams params;

  NearDuplicateProcessor(
      String tag,
      String description,
      Client client,
      ThreadContext threadContext,
      IngestParams params) {
    super(tag, description);
    this.client = client;
    this.threadContext = threadContext;
    this.params = params;
  }

  @Override
  public String getType() {
    return TYPE;
  }

  @Override
  public IngestDocument execute(IngestDocument document) {
    Object value = document.getFieldValue(params.field(), Object.class, params.ignoreMissing());
    if (value == null) {
      if (params.ignoreMissing()) {
        return document;
      }
      throw new IllegalArgumentException(
          "[" + TYPE + "] field [" + params.field() + "] is null, cannot deduplicate it");
    }
    String target = params.index() != null ? params.index() : document.getMetadata().getIndex();
    String id = document.getMetadata().getId();
    SignatureVector vector = vector(value, target);
    NearDuplicateOf inIndex = vector == null ? null : inIndex(target, id, vector);
    BulkScope scope = BulkScope.current(threadContext);
    KeptInBulk kept =
        scope == null
            ? null
            : scope.kept(this, () -> new KeptInBulk(params.tau(), params.measure()));
    NearDuplicateOf inRequest =
        kept == null || vector == null ? null : kept.best(target, id, vector);
    if (params.skip()) {
      if (inIndex != null || inRequest != null) {
        return null; // dropped
      }
    } else {
      boolean request = inRequest != null && inRequest.moreSimilarThan(inIndex);
      NearDuplicateOf best = request ? inRequest : inIndex;
      if (best != null) {
        Map<String, Object> tag = best.tag();
        if (request) {
          tag.remove("bulk_item");
          tag.put("in_request", true);
        }
        document.setFieldValue(params.tagField(), tag);
      }
    }
    if (kept != null && vector != null) {
      kept.keep(target, id, 0, vector);
    }
    return document;
  }

  /**
   * The document's vector: signature counts as they are, a text analyzed by the index field's
   * analyzer on a shard of the index; null if the index or its field does not exist yet.
   */
  private SignatureVector vector(Object value, String target) {
    if (value instanceof Map<?, ?> counts) {
      return SignatureCounts.parse(counts, TYPE + "." + params.field());
    }
    if (!(value instanceof String text)) {
      throw new IllegalArgumentException(
          "["
              + TYPE
              + "] field ["
              + params.field()
              + "] must hold a text or an object of signature counts, got "
              + value.getClass().getSimpleName());
    }
    try {
      ShardVectorsResponse r =
          client
              .execute(
                  ShardVectorsAction.INSTANCE,
                  ShardVectorsRequest.ofTexts(target, params.indexField(), List.of(text)))
              .actionGet(WAIT);
      return r.textVector(0);
    } catch (RuntimeException e) {
      if (noIndexOrField(e)) {
        return null; // nothing indexed there yet: no analyzer to compare with
      }
      throw e;
    }
  }

  private static boolean noIndexOrField(Exception e) {
    Throwable cause = ExceptionsHelper.unwrapCause(e);
    return cause instanceof IndexNotFoundException || cause instanceof IllegalArgumentException;
  }

  /** The most similar document the index holds at or above tau, or null. */
  private NearDuplicateOf inIndex(String target, String id, SignatureVector vector) {
    if (vector.isEmpty()) {
      return null;
    }
    NearDuplicateQueryBuilder query =
        new NearDuplicateQueryBuilder(
            new NearDuplicateParams(
                params.indexField(),
                null,
                vector,
                null,
                null,
                null,
                params.tau(),
                params.measure(),
                false,
                false,
                null,
                null));
    SearchSourceBuilder source =
        new SearchSourceBuilder()
            .query(
                id == null
                    ? query
                    : QueryBuilders.boolQuery()
                        .must(query)
                        .mustNot(QueryBuilders.idsQuery().addIds(id)))
            .size(params.skip() ? 1 : TOP_HITS)
            .fetchSource(false)
            .trackTotalHits(false);
    List<Hit> hits = new ArrayList<>();
    SearchResponse response;
    try {
      response = client.search(new SearchRequest(target).source(source)).actionGet(WAIT);
    } catch (RuntimeException e) {
      if (ExceptionsHelper.unwrapCause(e) instanceof IndexNotFoundException) {
        return null; // nothing indexed yet: nothing to duplicate
      }
      throw e;
    }
    try {
      SearchHit[] found = response.getHits().getHits();
      for (SearchHit h : found) {
        if (h.getScore() == found[0].getScore()) { // float scores can tie where similarities differ
          DocumentField routing = h.field("_routing");
          hits.add(
              new Hit(
                  h.getIndex(),
                  h.getId(),
                  routing == null ? null : String.valueOf((Object) routing.getValue())));
        }
      }
    } finally {
      response.decRef();
    }
    if (hits.isEmpty()) {
      return null;
    }
    if (params.skip()) {
      return new NearDuplicateOf(hits.get(0).id(), -1, 0, 1);
    }
    NearDuplicateOf best = null;
    for (Hit hit : hits) {
      ShardVectorsResponse r =
          client
              .execute(
                  ShardVectorsAction.INSTANCE,
                  ShardVectorsRequest.ofId(
                      hit.index(), params.indexField(), hit.id(), hit.routing()))
              .actionGet(WAIT);
      if (r.found()) {
        SignatureVector theirs = r.vector();
        long overlap = vector.overlap(theirs, params.measure());
        long union = vector.length(params.measure()) + theirs.length(params.measure()) - overlap;
        NearDuplicateOf candidate = new NearDuplicateOf(hit.id(), -1, overlap, union);
        if (union > 0 && candidate.moreSimilarThan(best)) {
          best = candidate;
        }
      }
    }
    if (best == null) {
      throw new IllegalStateException(
          "[" + TYPE + "] the near-duplicates found are gone; retry the document");
    }
    return best;
  }

  private record Hit(String index, String id, String routing) {}

  /** Creates the processor from its pipeline configuration; bad values are HTTP 400s. */
  public static final class Factory implements Processor.Factory {
    private final Client client;
    private final ThreadContext threadContext;

    public Factory(Client client, ThreadContext threadContext) {
      this.client = client;
      this.threadContext = threadContext;
    }

    @Override
    public NearDuplicateProcessor create(
        Map<String, Processor.Factory> registry,
        String tag,
        String description,
        Map<String, Object> config,
        ProjectId projectId) {
      try {
        return new NearDuplicateProcessor(
            tag, description, client, threadContext, IngestParams.parse(config));
      } catch (IngestParams.BadProperty e) {
        throw ConfigurationUtils.newConfigurationException(TYPE, tag, e.property(), e.getMessage());
      }
    }
  }
}
