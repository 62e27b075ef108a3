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
package org.spotsigs.opensearch.pipeline;

import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.opensearch.action.search.SearchRequest;
import org.opensearch.action.search.SearchResponse;
import org.opensearch.action.search.SearchResponseSections;
import org.opensearch.action.support.GroupedActionListener;
import org.opensearch.common.document.DocumentField;
import org.opensearch.core.action.ActionListener;
import org.opensearch.ingest.ConfigurationUtils;
import org.opensearch.search.SearchHit;
import org.opensearch.search.SearchHits;
import org.opensearch.search.SearchShardTarget;
import org.opensearch.search.pipeline.AbstractProcessor;
import org.opensearch.search.pipeline.PipelineProcessingContext;
import org.opensearch.search.pipeline.Processor;
import org.opensearch.search.pipeline.SearchResponseProcessor;
import org.opensearch.search.profile.SearchProfileShardResults;
import org.opensearch.transport.client.Client;
import org.spotsigs.core.Measure;
import org.spotsigs.core.Threshold;
import org.spotsigs.engine.FoldParams;
import org.spotsigs.engine.IngestParams;
import org.spotsigs.index.SignatureVector;
import org.spotsigs.opensearch.action.ShardVectorsAction;
import org.spotsigs.opensearch.action.ShardVectorsRequest;
import org.spotsigs.opensearch.action.ShardVectorsResponse;
import org.spotsigs.search.ResultPageDeduplicator;

/**
 * The {@code near_duplicate_fold} search response processor: result-page deduplication. It reads
 * the signature vectors of the hits of the page (one request per shard that returned hits) and
 * walks the hits in rank order: a hit that is a near-duplicate (similarity >= tau, decided exactly)
 * of a hit kept above it is removed from the page and listed under the highest-ranked such kept
 * hit, in the document field {@code folded_field} (default {@code _near_duplicates}) as {@code
 * {"_index", "_id", "similarity"}}. Hits are compared with kept hits only, so every kept hit is a
 * representative and no two kept hits are near-duplicates. The total hit count is left as it is; a
 * page may hold fewer hits than {@code size} afterwards (ask for more, e.g. with the {@code
 * oversample} processor, if that matters).
 *
 * <pre>
 * "response_processors": [{"near_duplicate_fold": {"field": "body", "tau": 0.8, "measure": "multiset"}}]
 * </pre>
 */
public final class NearDuplicateFoldProcessor extends AbstractProcessor
    implements SearchResponseProcessor {
  public static final String TYPE = "near_duplicate_fold";

  private final Client client;
  private final String field;
  private final ResultPageDeduplicator folder;
  private final String foldedField;

  NearDuplicateFoldProcessor(
      String tag,
      String description,
      boolean ignoreFailure,
      Client client,
      String field,
      Threshold tau,
      Measure measure,
      String foldedField) {
    super(tag, description, ignoreFailure);
    this.client = client;
    this.field = field;
    this.folder = new ResultPageDeduplicator(field, tau, measure);
    this.foldedField = foldedField;
  }

  @Override
  public String getType() {
    return TYPE;
  }

  @Override
  public SearchResponse processResponse(SearchRequest request, SearchResponse response) {
    throw new UnsupportedOperationException(
        "the near_duplicate_fold processor runs asynchronously");
  }

  private record HitKey(String index, String id) {}

  @Override
  public void processResponseAsync(
      SearchRequest request,
      SearchResponse response,
      PipelineProcessingContext context,
      ActionListener<SearchResponse> listener) {
    SearchHit[] hits = response.getHits().getHits();
    if (hits.length < 2) {
      listener.onResponse(response);
      return;
    }
    // One request per shard that returned hits; hits without a shard target are read by id.
    Map<String, List<String>> byShard = new LinkedHashMap<>();
    List<ShardVectorsRequest> requests = new ArrayList<>();
    for (SearchHit hit : hits) {
      SearchShardTarget target = hit.getShard();
      if (target != null && target.getShardId() != null) {
        byShard
            .computeIfAbsent(
                target.getShardId().getIndexName() + "\u0000" + target.getShardId().id(),
                k -> new ArrayList<>())
            .add(hit.getId());
      } else {
        DocumentField routing = hit.field("_routing");
        requests.add(
            ShardVectorsRequest.ofId(
                hit.getIndex(), field, hit.getId(), routing == null ? null : routing.getValue()));
      }
    }
    for (Map.Entry<String, List<String>> e : byShard.entrySet()) {
      String[] parts = e.getKey().split("\u0000");
      requests.add(
          ShardVectorsRequest.ofIds(parts[0], field, Integer.parseInt(parts[1]), e.getValue()));
    }
    GroupedActionListener<ShardVectorsResponse> all =
        new GroupedActionListener<>(
            ActionListener.wrap(
                responses -> {
                  listener.onResponse(fold(response, vectors(responses)));
                },
                listener::onFailure),
            requests.size());
    for (ShardVectorsRequest r : requests) {
      client.execute(ShardVectorsAction.INSTANCE, r, all);
    }
  }

  private static Map<HitKey, SignatureVector> vectors(Collection<ShardVectorsResponse> responses) {
    Map<HitKey, SignatureVector> vectors = new HashMap<>();
    for (ShardVectorsResponse r : responses) {
      for (int i = 0; i < r.size(); i++) {
        if (r.found(i)) {
          vectors.put(new HitKey(r.index(), r.id(i)), r.vector(i));
        }
      }
    }
    return vectors;
  }

  /**
   * Folds the page with the library's {@link ResultPageDeduplicator} rule; hits whose vector could
   * not be read (deleted since) are kept and never folded.
   */
  SearchResponse fold(SearchResponse response, Map<HitKey, SignatureVector> vectors) {
    SearchHit[] hits = response.getHits().getHits();
    List<SignatureVector> ranked = new ArrayList<>(hits.length);
    for (SearchHit hit : hits) {
      ranked.add(vectors.get(new HitKey(hit.getIndex(), hit.getId())));
    }
    ResultPageDeduplicator.Folding folding = folder.fold(ranked);
    List<SearchHit> kept = new ArrayList<>();
    Map<SearchHit, List<Object>> folded = new HashMap<>();
    for (int i = 0; i < hits.length; i++) {
      if (folding.kept(i)) {
        kept.add(hits[i]);
      } else {
        Map<String, Object> entry = new LinkedHashMap<>();
        entry.put("_index", hits[i].getIndex());
        entry.put("_id", hits[i].getId());
        entry.put("similarity", folding.similarity(i));
        folded.computeIfAbsent(hits[folding.into()[i]], h -> new ArrayList<>()).add(entry);
      }
    }
    if (folded.isEmpty()) {
      return response;
    }
    for (Map.Entry<SearchHit, List<Object>> e : folded.entrySet()) {
      e.getKey().setDocumentField(foldedField, new DocumentField(foldedField, e.getValue()));
    }
    SearchHits old = response.getHits();
    SearchHits newHits =
        new SearchHits(
            kept.toArray(new SearchHit[0]),
            old.getTotalHits(),
            old.getMaxScore(),
            old.getSortFields(),
            old.getCollapseField(),
            old.getCollapseValues());
    SearchResponseSections s = response.getInternalResponse();
    SearchResponseSections sections =
        new SearchResponseSections(
            newHits,
            s.aggregations(),
            s.suggest(),
            s.timedOut(),
            s.terminatedEarly(),
            s.profile() == null ? null : new SearchProfileShardResults(s.profile()),
            s.getNumReducePhases(),
            s.getSearchExtBuilders(),
            s.getProcessorResult());
    return new SearchResponse(
        sections,
        response.getScrollId(),
        response.getTotalShards(),
        response.getSuccessfulShards(),
        response.getSkippedShards(),
        response.getTook().millis(),
        response.getPhaseTook(),
        response.getShardFailures(),
        response.getClusters(),
        response.pointInTimeId());
  }

  /**
   * Creates the processor from its configuration: {@code field}, {@code tau}, {@code measure},
   * {@code folded_field}.
   */
  public static final class Factory implements Processor.Factory<SearchResponseProcessor> {
    private final Client client;

    public Factory(Client client) {
      this.client = client;
    }

    @Override
    public NearDuplicateFoldProcessor create(
        Map<String, Processor.Factory<SearchResponseProcessor>> factories,
        String tag,
        String description,
        boolean ignoreFailure,
        Map<String, Object> config,
        PipelineContext pipelineContext) {
      FoldParams p;
      try {
        p = FoldParams.parse(config); // what both engines' folds read, in spotsigs-engine
      } catch (IngestParams.BadProperty e) {
        throw ConfigurationUtils.newConfigurationException(TYPE, tag, e.property(), e.getMessage());
      }
      return new NearDuplicateFoldProcessor(
          tag,
          description,
          ignoreFailure,
          client,
          p.field(),
          p.tau(),
          p.measure(),
          p.foldedField());
    }
  }
}
