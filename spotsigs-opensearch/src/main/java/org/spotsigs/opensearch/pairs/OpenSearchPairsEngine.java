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
package org.spotsigs.opensearch.pairs;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Executor;
import java.util.function.Function;
import org.opensearch.action.admin.indices.create.CreateIndexRequest;
import org.opensearch.action.admin.indices.mapping.get.GetFieldMappingsRequest;
import org.opensearch.action.admin.indices.mapping.get.GetFieldMappingsResponse;
import org.opensearch.action.admin.indices.mapping.put.PutMappingRequest;
import org.opensearch.action.admin.indices.refresh.RefreshRequest;
import org.opensearch.action.bulk.BulkRequest;
import org.opensearch.action.bulk.BulkResponse;
import org.opensearch.action.index.IndexRequest;
import org.opensearch.action.search.ClearScrollRequest;
import org.opensearch.action.search.SearchRequest;
import org.opensearch.action.search.SearchResponse;
import org.opensearch.action.search.SearchScrollRequest;
import org.opensearch.action.update.UpdateRequest;
import org.opensearch.common.document.DocumentField;
import org.opensearch.common.unit.TimeValue;
import org.opensearch.core.action.ActionListener;
import org.opensearch.core.index.shard.ShardId;
import org.opensearch.index.query.QueryBuilder;
import org.opensearch.index.query.QueryBuilders;
import org.opensearch.search.SearchHit;
import org.opensearch.search.builder.SearchSourceBuilder;
import org.opensearch.search.sort.SortBuilders;
import org.opensearch.search.sort.SortOrder;
import org.opensearch.threadpool.ThreadPool;
import org.opensearch.transport.client.Client;
import org.spotsigs.engine.AllPairsRun;
import org.spotsigs.engine.Callback;
import org.spotsigs.engine.PairsEngine;
import org.spotsigs.engine.PairsParams;
import org.spotsigs.engine.ShardPages;
import org.spotsigs.shards.ShardPosition;

/**
 * The steps of an all-pairs run ({@link AllPairsRun}, in spotsigs-engine) on OpenSearch: the
 * mappings, the {@code dest} index, counts, scans and bulk requests through the node's client (as
 * children of the run's task), and pages of shard pairs sent to a copy of their shard ({@link
 * ShardCopies}).
 */
final class OpenSearchPairsEngine implements PairsEngine {
  private static final TimeValue SCROLL = TimeValue.timeValueMinutes(5);
  private static final int SCROLL_SIZE = 1000;

  private final PairsTask task;
  private final PairsParams params;
  private final String index;
  private final ShardId[] shards;
  private final Client client;
  private final ShardCopies copies;
  private final ThreadPool threadPool;
  private final long batchBytes;

  OpenSearchPairsEngine(
      PairsTask task,
      PairsParams params,
      ShardId[] shards,
      Client client,
      ShardCopies copies,
      ThreadPool threadPool,
      long batchBytes) {
    this.task = task;
    this.params = params;
    this.index = shards[0].getIndexName();
    this.shards = shards;
    this.client = client;
    this.copies = copies;
    this.threadPool = threadPool;
    this.batchBytes = batchBytes;
  }

  private static <T> ActionListener<T> listener(Callback<T> callback) {
    return ActionListener.wrap(callback::onResponse, callback::onFailure);
  }

  private static <T> ActionListener<T> done(Callback<Void> callback) {
    return ActionListener.wrap(r -> callback.onResponse(null), callback::onFailure);
  }

  @Override
  public String index() {
    return index;
  }

  /** The request for the mappings {@link PairsParams#checkTypes} checks. */
  static GetFieldMappingsRequest mappingsRequest(PairsParams request, String index) {
    return new GetFieldMappingsRequest()
        .indices(index)
        .fields(request.fieldsToCheck().toArray(String[]::new));
  }

  /** The mapped type of {@code field} in {@code index}, or null if it is not mapped. */
  static String type(GetFieldMappingsResponse response, String index, String field) {
    GetFieldMappingsResponse.FieldMappingMetadata m = response.fieldMappings(index, field);
    return PairsEngine.mappedType(m == null ? null : m.sourceAsMap());
  }

  @Override
  public void mappedTypes(List<String> fields, Callback<Function<String, String>> types) {
    client
        .admin()
        .indices()
        .getFieldMappings(
            mappingsRequest(params, index),
            ActionListener.wrap(
                (GetFieldMappingsResponse r) -> types.onResponse(f -> type(r, index, f)),
                types::onFailure));
  }

  @Override
  public void createIndex(String name, Map<String, Object> properties, Callback<Void> done) {
    client
        .admin()
        .indices()
        .create(new CreateIndexRequest(name).mapping(Map.of("properties", properties)), done(done));
  }

  @Override
  public void putMapping(Map<String, Object> properties, Callback<Void> done) {
    client
        .admin()
        .indices()
        .putMapping(
            new PutMappingRequest(index).source(Map.of("properties", properties)), done(done));
  }

  @Override
  public void count(String lengthField, Callback<Long> count) {
    QueryBuilder query =
        lengthField == null
            ? QueryBuilders.matchAllQuery()
            : QueryBuilders.rangeQuery(lengthField).gte(1);
    client.search(
        new SearchRequest(index)
            .source(new SearchSourceBuilder().query(query).size(0).trackTotalHits(true)),
        ActionListener.wrap(
            (SearchResponse r) -> count.onResponse(r.getHits().getTotalHits().value()),
            count::onFailure));
  }

  @Override
  public void page(int shard, int queryShard, ShardPosition after, Callback<ShardPages.Page> page) {
    ShardPairsRequest r =
        new ShardPairsRequest(
            index,
            params.field(),
            params.tau(),
            params.measure(),
            shard,
            queryShard,
            after,
            batchBytes);
    copies.send(
        task,
        shards[shard],
        r,
        ActionListener.wrap(response -> page.onResponse(response.page()), page::onFailure));
  }

  @Override
  public void index(String dest, List<Map<String, Object>> documents, Callback<Void> done) {
    BulkRequest bulk = new BulkRequest();
    for (Map<String, Object> document : documents) {
      bulk.add(new IndexRequest(dest).source(document));
    }
    bulk(bulk, dest, done);
  }

  @Override
  public void update(List<Hit> hits, String field, List<String> values, Callback<Void> done) {
    BulkRequest bulk = new BulkRequest();
    for (int k = 0; k < hits.size(); k++) {
      Hit hit = hits.get(k);
      bulk.add(
          new UpdateRequest(index, hit.id())
              .doc(Map.of(field, values.get(k)))
              .routing(hit.routing())
              .retryOnConflict(3));
    }
    bulk(bulk, index, done);
  }

  private void bulk(BulkRequest bulk, String where, Callback<Void> done) {
    client.bulk(
        bulk,
        ActionListener.wrap(
            (BulkResponse written) -> {
              if (written.hasFailures()) {
                done.onFailure(PairsEngine.bulkFailure(where, written.buildFailureMessage()));
              } else {
                done.onResponse(null);
              }
            },
            done::onFailure));
  }

  @Override
  public void refresh(String name, Callback<Void> done) {
    client.admin().indices().refresh(new RefreshRequest(name), done(done));
  }

  @Override
  public Executor executor() {
    return threadPool.generic();
  }

  @Override
  public void scan(String sortField, ScanPage perPage, Callback<Void> done) {
    SearchSourceBuilder source =
        new SearchSourceBuilder()
            .query(QueryBuilders.matchAllQuery())
            .fetchSource(false)
            .size(SCROLL_SIZE);
    if (sortField == null) {
      source.sort("_doc");
    } else {
      source.sort(SortBuilders.fieldSort(sortField).order(SortOrder.ASC).missing("_last"));
    }
    client.search(
        new SearchRequest(index).source(source).scroll(SCROLL),
        ActionListener.wrap(
            (SearchResponse first) -> scanPage(first, perPage, done), done::onFailure));
  }

  private void scanPage(SearchResponse response, ScanPage perPage, Callback<Void> done) {
    if (response.getFailedShards() > 0) {
      done.onFailure(PairsEngine.scanFailure(index, List.of(response.getShardFailures())));
      return;
    }
    String scrollId = response.getScrollId();
    List<Hit> hits = new ArrayList<>();
    for (SearchHit h : response.getHits().getHits()) {
      DocumentField routing = h.field("_routing");
      Object[] sort = h.getSortValues();
      hits.add(
          new Hit(
              h.getId(),
              routing == null ? null : routing.getValue().toString(),
              sort.length > 0 ? sort[0] : null));
    }
    if (hits.isEmpty()) {
      ClearScrollRequest clear = new ClearScrollRequest();
      clear.addScrollId(scrollId);
      client.clearScroll(clear, done(done));
      return;
    }
    perPage.accept(
        hits,
        Callback.of(
            ignored ->
                client.searchScroll(
                    new SearchScrollRequest(scrollId).scroll(SCROLL),
                    ActionListener.wrap(
                        (SearchResponse next) -> scanPage(next, perPage, done), done::onFailure)),
            done::onFailure));
  }
}
