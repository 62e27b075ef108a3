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
package org.spotsigs.elasticsearch.pairs;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.BiConsumer;
import java.util.function.Consumer;
import org.elasticsearch.action.ActionListener;
import org.elasticsearch.action.admin.indices.create.CreateIndexRequest;
import org.elasticsearch.action.admin.indices.mapping.get.GetFieldMappingsRequest;
import org.elasticsearch.action.admin.indices.mapping.get.GetFieldMappingsResponse;
import org.elasticsearch.action.admin.indices.mapping.put.PutMappingRequest;
import org.elasticsearch.action.admin.indices.refresh.RefreshRequest;
import org.elasticsearch.action.bulk.BulkRequest;
import org.elasticsearch.action.bulk.BulkResponse;
import org.elasticsearch.action.index.IndexRequest;
import org.elasticsearch.action.search.ClearScrollRequest;
import org.elasticsearch.action.search.SearchRequest;
import org.elasticsearch.action.search.SearchResponse;
import org.elasticsearch.action.search.SearchScrollRequest;
import org.elasticsearch.action.update.UpdateRequest;
import org.elasticsearch.client.internal.Client;
import org.elasticsearch.common.document.DocumentField;
import org.elasticsearch.core.TimeValue;
import org.elasticsearch.index.query.QueryBuilder;
import org.elasticsearch.index.query.QueryBuilders;
import org.elasticsearch.index.shard.ShardId;
import org.elasticsearch.search.SearchHit;
import org.elasticsearch.search.builder.SearchSourceBuilder;
import org.elasticsearch.search.sort.SortBuilders;
import org.elasticsearch.search.sort.SortOrder;
import org.elasticsearch.threadpool.ThreadPool;
import org.spotsigs.engine.PairGraph;
import org.spotsigs.engine.PairPage;
import org.spotsigs.engine.PairsParams;
import org.spotsigs.engine.RunSummary;
import org.spotsigs.engine.TopPairs;
import org.spotsigs.index.SpotSigsSchema;
import org.spotsigs.search.Measure;
import org.spotsigs.shards.ShardPosition;

/**
 * One all-pairs run on its coordinating node: checks the fields against the mappings, creates
 * {@code dest}, runs the S x S shard pairs (each a sequence of pages on a copy of its first shard,
 * {@link ShardCopies}; {@code concurrency} shard pairs at once, each one page at a time, so the
 * coordinating node holds at most {@code concurrency} pages), merges the pages into the most
 * similar pairs ({@link TopPairs}) or writes each to {@code dest} in one bulk request, and for
 * clusters into the pair graph ({@link PairGraph}), whose cluster ids it then writes into the
 * documents. Any failure fails the run with its reason: no partial answer. A cancelled task fails
 * at once and asks for no more pages; the task framework cancels the pages running on other nodes.
 */
final class AllPairsRun {
  private static final TimeValue SCROLL = TimeValue.timeValueMinutes(5);
  private static final int SCROLL_SIZE = 1000;

  private final PairsTask task;
  private final PairsParams request;
  private final String index;
  private final ShardId[] shards;
  private final Client client;
  private final ShardCopies copies;
  private final ThreadPool threadPool;
  private final long batchBytes;
  private final int concurrency;
  private final Memory memory;
  private final TopPairs top;
  private final PairGraph graph;
  private final ActionListener<NearDuplicatePairsResponse> listener;
  private final long start = System.nanoTime();

  private final AtomicInteger nextShardPair = new AtomicInteger();
  private final AtomicInteger shardPairsDone = new AtomicInteger();
  private final AtomicReference<Exception> failure = new AtomicReference<>();
  private long documents;
  private long emptyDocuments;
  private long pairsWritten;
  private long documentsLabelled;

  AllPairsRun(
      PairsTask task,
      PairsParams request,
      ShardId[] shards,
      Client client,
      ShardCopies copies,
      ThreadPool threadPool,
      long batchBytes,
      int concurrency,
      Memory memory,
      ActionListener<NearDuplicatePairsResponse> listener) {
    this.task = task;
    this.request = request;
    this.index = shards[0].getIndexName();
    this.shards = shards;
    this.client = client;
    this.copies = copies;
    this.threadPool = threadPool;
    this.batchBytes = batchBytes;
    this.concurrency = Math.max(1, Math.min(concurrency, shards.length * shards.length));
    this.memory = memory;
    this.top = request.dest() == null ? new TopPairs(request.maxPairs(), memory::add) : null;
    this.graph = request.clusters() ? new PairGraph(memory::add) : null;
    this.listener = ActionListener.runAfter(listener, memory::close);
  }

  void start() {
    task.shardPairs(shards.length * shards.length);
    task.onCancel(this::stopped); // answers at once; the pages still out end on their nodes
    checkMappings(() -> createDest(() -> count(this::runShardPairs)));
  }

  private void fail(Exception e) {
    if (failure.compareAndSet(null, e)) {
      listener.onFailure(e);
    }
  }

  private boolean stopped() {
    if (failure.get() != null) {
      return true;
    }
    if (task.isCancelled()) {
      fail(PairsTask.cancelled(task));
      return true;
    }
    return false;
  }

  /** Runs {@code then} with the response, or fails the run with the exception. */
  private <T> ActionListener<T> step(Consumer<T> then) {
    return ActionListener.wrap(
        r -> {
          if (!stopped()) {
            try {
              then.accept(r);
            } catch (Exception e) {
              fail(e);
            }
          }
        },
        this::fail);
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
    if (m == null || m.sourceAsMap().isEmpty()) {
      return null;
    }
    Object mapping = m.sourceAsMap().values().iterator().next();
    return mapping instanceof Map<?, ?> map && map.get("type") != null
        ? map.get("type").toString()
        : "object";
  }

  private void checkMappings(Runnable next) {
    client
        .admin()
        .indices()
        .getFieldMappings(
            mappingsRequest(request, index),
            step(
                (GetFieldMappingsResponse r) -> {
                  request.checkTypes(index, field -> type(r, index, field));
                  next.run();
                }));
  }

  private void createDest(Runnable next) {
    if (request.dest() == null) {
      next.run();
      return;
    }
    CreateIndexRequest create =
        new CreateIndexRequest(request.dest())
            .mapping(
                Map.of(
                    "properties",
                    Map.of(
                        "a", Map.of("type", "keyword"),
                        "b", Map.of("type", "keyword"),
                        "similarity", Map.of("type", "double"),
                        "overlap", Map.of("type", "long"),
                        "union", Map.of("type", "long"))));
    client
        .admin()
        .indices()
        .create(
            create,
            step(
                created -> {
                  if (request.clusterField() == null) {
                    next.run();
                    return;
                  }
                  client
                      .admin()
                      .indices()
                      .putMapping(
                          new PutMappingRequest(index)
                              .source(
                                  Map.of(
                                      "properties",
                                      Map.of(request.clusterField(), Map.of("type", "keyword")))),
                          step(ack -> next.run()));
                }));
  }

  private void count(Runnable next) {
    String lengthField =
        SpotSigsSchema.of(request.field(), Measure.MULTISET).lengthField(Measure.MULTISET);
    client.search(
        countRequest(QueryBuilders.matchAllQuery()),
        step(
            (SearchResponse all) -> {
              documents = all.getHits().getTotalHits().value();
              client.search(
                  countRequest(QueryBuilders.rangeQuery(lengthField).gte(1)),
                  step(
                      (SearchResponse withSignatures) -> {
                        emptyDocuments =
                            documents - withSignatures.getHits().getTotalHits().value();
                        next.run();
                      }));
            }));
  }

  private SearchRequest countRequest(QueryBuilder query) {
    return new SearchRequest(index)
        .source(new SearchSourceBuilder().query(query).size(0).trackTotalHits(true));
  }

  private void runShardPairs() {
    for (int k = 0; k < concurrency; k++) {
      nextShardPair();
    }
  }

  private void nextShardPair() {
    int s = shards.length;
    int u = nextShardPair.getAndIncrement();
    if (u < s * s) {
      page(u % s, u / s, null); // consecutive shard pairs on different shards i
    }
  }

  private void page(int i, int j, ShardPosition after) {
    if (stopped()) {
      return;
    }
    ShardPairsRequest r =
        new ShardPairsRequest(
            index, request.field(), request.tau(), request.measure(), i, j, after, batchBytes);
    copies.send(
        task,
        shards[i],
        r,
        step(
            response ->
                merge(
                    response,
                    () -> {
                      if (response.next != null) {
                        if (after != null
                            && !after.isBefore(response.next.length(), response.next.key())) {
                          throw new IllegalStateException(
                              "shards ["
                                  + i
                                  + "] and ["
                                  + j
                                  + "]: a page ended at "
                                  + response.next
                                  + ", not after "
                                  + after);
                        }
                        page(i, j, response.next);
                        return;
                      }
                      task.shardPairDone();
                      if (shardPairsDone.incrementAndGet() == shards.length * shards.length) {
                        threadPool.generic().execute(this::finish);
                      } else {
                        nextShardPair();
                      }
                    })));
  }

  /** Merges a page; runs {@code next} once the next page may be asked for. */
  private void merge(ShardPairsResponse response, Runnable next) {
    PairPage pairs = response.pairs;
    task.page(response.queried, pairs.size());
    long pageBytes = pairs.ramBytes(); // held until merged (and written)
    memory.add(pageBytes);
    Runnable done =
        () -> {
          memory.add(-pageBytes);
          next.run();
        };
    synchronized (this) {
      if (graph != null) {
        graph.add(pairs);
      }
      if (top != null) {
        top.add(pairs);
      }
    }
    if (request.dest() == null || pairs.size() == 0) {
      done.run();
      return;
    }
    BulkRequest bulk = new BulkRequest();
    for (int k = 0; k < pairs.size(); k++) {
      bulk.add(
          new IndexRequest(request.dest())
              .source(
                  Map.of(
                      "a", pairs.a(k),
                      "b", pairs.b(k),
                      "similarity", (double) pairs.overlap(k) / pairs.union(k),
                      "overlap", pairs.overlap(k),
                      "union", pairs.union(k))));
    }
    client.bulk(
        bulk,
        step(
            (BulkResponse written) -> {
              requireNoFailures(written, request.dest());
              synchronized (this) {
                pairsWritten += pairs.size();
              }
              task.pairsWritten(pairs.size());
              done.run();
            }));
  }

  private static void requireNoFailures(BulkResponse response, String where) {
    if (response.hasFailures()) {
      throw new IllegalStateException(
          "writing to [" + where + "] failed: " + response.buildFailureMessage());
    }
  }

  private void finish() {
    try {
      end();
    } catch (Exception e) {
      fail(e);
    }
  }

  private void end() {
    if (stopped()) {
      return;
    }
    if (request.dest() == null) {
      List<List<String>> clusters = null;
      if (graph != null) {
        graph.clusters(null);
        clusters = graph.members();
      }
      respond(top.total(), top.sorted(), clusters, null);
      return;
    }
    client
        .admin()
        .indices()
        .refresh(
            new RefreshRequest(request.dest()),
            step(
                refreshed -> {
                  if (graph == null) {
                    respond(pairsWritten, List.of(), null, written(0));
                  } else {
                    task.phase("clusters");
                    orderValues(
                        order -> {
                          graph.clusters(order);
                          labelClusters();
                        });
                  }
                }));
  }

  private RunSummary.Written written(int clusters) {
    return new RunSummary.Written(
        request.dest(), pairsWritten, request.clusterField(), documentsLabelled, clusters);
  }

  private void respond(
      long totalPairs,
      List<org.spotsigs.engine.Pair> listed,
      List<List<String>> clusters,
      RunSummary.Written written) {
    long took = (System.nanoTime() - start) / 1_000_000;
    memory.add(256L * listed.size()); // the response and its rendering, until it is sent
    listener.onResponse(
        new NearDuplicatePairsResponse(
            new RunSummary(
                took,
                shards.length,
                documents,
                emptyDocuments,
                totalPairs,
                listed,
                clusters,
                written)));
  }

  /**
   * The order field's value of every document of the graph (Long.MAX_VALUE without one), read in
   * one scan of the index sorted by it; null without an order field.
   */
  private void orderValues(Consumer<long[]> then) {
    if (request.orderField() == null) {
      then.accept(null);
      return;
    }
    List<String> ids = graph.ids();
    Map<String, Integer> number = new HashMap<>();
    for (int k = 0; k < ids.size(); k++) {
      number.put(ids.get(k), k);
    }
    long[] order = new long[ids.size()];
    Arrays.fill(order, Long.MAX_VALUE);
    SearchSourceBuilder source =
        new SearchSourceBuilder()
            .query(QueryBuilders.matchAllQuery())
            .fetchSource(false)
            .size(SCROLL_SIZE)
            .sort(
                SortBuilders.fieldSort(request.orderField()).order(SortOrder.ASC).missing("_last"));
    scan(
        source,
        (hits, done) -> {
          for (Hit hit : hits) {
            Integer k = number.get(hit.id());
            if (k != null
                && hit.sortValues().length > 0
                && hit.sortValues()[0] instanceof Number value) {
              order[k] = value.longValue();
            }
          }
          done.onResponse(null);
        },
        () -> then.accept(order));
  }

  /** Writes every document's cluster id (its own id if it has no near-duplicate). */
  private void labelClusters() {
    SearchSourceBuilder source =
        new SearchSourceBuilder()
            .query(QueryBuilders.matchAllQuery())
            .fetchSource(false)
            .size(SCROLL_SIZE)
            .sort("_doc");
    scan(
        source,
        (hits, done) -> {
          if (hits.isEmpty()) {
            done.onResponse(null);
            return;
          }
          BulkRequest bulk = new BulkRequest();
          for (Hit hit : hits) {
            String cluster = graph.clusterOf(hit.id());
            bulk.add(
                new UpdateRequest(index, hit.id())
                    .doc(Map.of(request.clusterField(), cluster == null ? hit.id() : cluster))
                    .routing(hit.routing())
                    .retryOnConflict(3));
          }
          client.bulk(
              bulk,
              ActionListener.wrap(
                  (BulkResponse written) -> {
                    requireNoFailures(written, index);
                    documentsLabelled += hits.size();
                    task.documentsLabelled(hits.size());
                    done.onResponse(null);
                  },
                  done::onFailure));
        },
        () ->
            client
                .admin()
                .indices()
                .refresh(
                    new RefreshRequest(index),
                    step(
                        refreshed ->
                            respond(
                                pairsWritten, List.of(), null, written(graph.clusterCount())))));
  }

  /** A hit of a scan, copied out of the (released) search response. */
  private record Hit(String id, String routing, Object[] sortValues) {}

  /**
   * Scrolls through the whole index: each page of hits to {@code perPage}, which calls its listener
   * when the next page may come; then {@code then}.
   */
  private void scan(
      SearchSourceBuilder source,
      BiConsumer<List<Hit>, ActionListener<Void>> perPage,
      Runnable then) {
    client.search(
        new SearchRequest(index).source(source).scroll(SCROLL),
        step((SearchResponse first) -> scanPage(copy(first), first.getScrollId(), perPage, then)));
  }

  private List<Hit> copy(SearchResponse response) {
    if (response.getFailedShards() > 0) {
      throw new IllegalStateException(
          "reading [" + index + "] failed on shards: " + List.of(response.getShardFailures()));
    }
    List<Hit> hits = new ArrayList<>();
    for (SearchHit h : response.getHits().getHits()) {
      DocumentField routing = h.field("_routing");
      hits.add(
          new Hit(
              h.getId(),
              routing == null ? null : String.valueOf((Object) routing.getValue()),
              h.getSortValues()));
    }
    return hits;
  }

  private void scanPage(
      List<Hit> hits,
      String scrollId,
      BiConsumer<List<Hit>, ActionListener<Void>> perPage,
      Runnable then) {
    if (hits.isEmpty()) {
      ClearScrollRequest clear = new ClearScrollRequest();
      clear.addScrollId(scrollId);
      client.clearScroll(clear, step(cleared -> then.run()));
      return;
    }
    perPage.accept(
        hits,
        step(
            ignored ->
                client.searchScroll(
                    new SearchScrollRequest(scrollId).scroll(SCROLL),
                    step(
                        (SearchResponse nextPage) ->
                            scanPage(copy(nextPage), nextPage.getScrollId(), perPage, then)))));
  }
}
