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
package org.spotsigs.opensearch.ingest;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import org.opensearch.ExceptionsHelper;
import org.opensearch.action.search.SearchRequest;
import org.opensearch.common.document.DocumentField;
import org.opensearch.core.action.ActionListener;
import org.opensearch.index.IndexNotFoundException;
import org.opensearch.index.query.QueryBuilders;
import org.opensearch.search.SearchHit;
import org.opensearch.search.builder.SearchSourceBuilder;
import org.opensearch.transport.client.Client;
import org.spotsigs.core.Measure;
import org.spotsigs.core.Threshold;
import org.spotsigs.engine.NearDuplicateOf;
import org.spotsigs.index.SignatureVector;
import org.spotsigs.opensearch.action.ShardVectorsAction;
import org.spotsigs.opensearch.action.ShardVectorsRequest;
import org.spotsigs.opensearch.ingest.NearDuplicateProcessor.OnDuplicate;
import org.spotsigs.opensearch.query.NearDuplicateQueryBuilder;

/**
 * The near-duplicate a {@link NearDuplicateProcessor} finds in the target index for one document: a
 * {@code near_duplicate} query with the document's text or vector (other ids only); under {@code
 * on_duplicate: tag}, the exact similarity of the best hits (those with the top score), whose
 * vectors are read and compared with the document's.
 */
final class IndexLookup {
  private static final String TYPE = NearDuplicateProcessor.TYPE;

  /** Hits read at most for the tag: those sharing the top score among them. */
  private static final int TOP_HITS = 10;

  private final Client client;
  private final String field;
  private final String indexField;
  private final Threshold tau;
  private final Measure measure;
  private final OnDuplicate onDuplicate;

  IndexLookup(
      Client client,
      String field,
      String indexField,
      Threshold tau,
      Measure measure,
      OnDuplicate onDuplicate) {
    this.client = client;
    this.field = field;
    this.indexField = indexField;
    this.tau = tau;
    this.measure = measure;
    this.onDuplicate = onDuplicate;
  }

  /**
   * The index's near-duplicate of a document (skip: any; tag: the most similar).
   *
   * @param value the document's value: a text, or signature counts
   * @param vector its vector, or null for a text that was not analyzed
   * @param target the index it goes to
   * @param id its id, or null
   */
  void find(
      Object value,
      SignatureVector vector,
      String target,
      String id,
      ActionListener<NearDuplicateOf> listener) {
    NearDuplicateQueryBuilder query =
        value instanceof String text && vector == null
            ? NearDuplicateQueryBuilder.likeText(indexField, text, tau, measure)
            : NearDuplicateQueryBuilder.likeVector(indexField, vector, tau, measure);
    query.ignoreUnmapped(true);
    var bool = QueryBuilders.boolQuery().must(query);
    if (id != null) {
      bool.mustNot(QueryBuilders.idsQuery().addIds(id));
    }
    SearchRequest search =
        new SearchRequest(target)
            .source(
                new SearchSourceBuilder()
                    .query(bool)
                    .size(onDuplicate == OnDuplicate.SKIP ? 1 : TOP_HITS)
                    .fetchSource(false)
                    .trackTotalHits(false));
    client.search(
        search,
        ActionListener.wrap(
            response -> {
              SearchHit[] hits = response.getHits().getHits();
              if (hits.length == 0) {
                listener.onResponse(null);
              } else if (onDuplicate == OnDuplicate.SKIP) {
                listener.onResponse(new NearDuplicateOf(hits[0].getId(), -1, 0, 1));
              } else if (vector == null) {
                listener.onFailure(
                    new IllegalStateException(
                        "["
                            + TYPE
                            + "] the text of field ["
                            + field
                            + "] could not be analyzed by field ["
                            + indexField
                            + "] of index ["
                            + target
                            + "]"));
              } else {
                List<SearchHit> best = new ArrayList<>();
                for (SearchHit h : hits) {
                  if (h.getScore() == hits[0].getScore()) {
                    best.add(h); // float scores can tie where the exact similarities differ
                  }
                }
                exactBest(vector, best, 0, null, listener);
              }
            },
            e -> {
              if (ExceptionsHelper.unwrapCause(e) instanceof IndexNotFoundException) {
                listener.onResponse(null); // nothing indexed yet: nothing to duplicate
              } else {
                listener.onFailure(e);
              }
            }));
  }

  /**
   * The most similar of {@code hits} (exact: their vectors are read and compared with the
   * document's), one hit after the other from {@code i}; ties keep the first.
   */
  private void exactBest(
      SignatureVector mine,
      List<SearchHit> hits,
      int i,
      NearDuplicateOf best,
      ActionListener<NearDuplicateOf> listener) {
    if (i == hits.size()) {
      if (best == null) {
        listener.onFailure(
            new IllegalStateException(
                "[" + TYPE + "] the near-duplicates found are gone; retry the document"));
      } else {
        listener.onResponse(best);
      }
      return;
    }
    SearchHit hit = hits.get(i);
    DocumentField routingField = hit.field("_routing");
    String routing = routingField == null ? null : Objects.toString(routingField.getValue());
    client.execute(
        ShardVectorsAction.INSTANCE,
        ShardVectorsRequest.ofId(hit.getIndex(), indexField, hit.getId(), routing),
        ActionListener.wrap(
            r -> {
              NearDuplicateOf next = best;
              if (r.found(0)) {
                SignatureVector theirs = r.vector(0);
                long overlap = mine.overlap(theirs, measure);
                long union = mine.length(measure) + theirs.length(measure) - overlap;
                NearDuplicateOf candidate = new NearDuplicateOf(hit.getId(), -1, overlap, union);
                if (union > 0 && candidate.moreSimilarThan(best)) {
                  next = candidate;
                }
              }
              exactBest(mine, hits, i + 1, next, listener);
            },
            listener::onFailure));
  }
}
