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

import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.BiConsumer;
import java.util.function.Consumer;
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
import org.opensearch.index.query.QueryBuilders;
import org.opensearch.search.SearchHit;
import org.opensearch.search.builder.SearchSourceBuilder;
import org.opensearch.search.sort.SortBuilders;
import org.opensearch.search.sort.SortOrder;
import org.opensearch.threadpool.ThreadPool;
import org.opensearch.transport.client.Client;
import org.spotsigs.engine.Pair;
import org.spotsigs.engine.PairGraph;
import org.spotsigs.engine.TopPairs;
import org.spotsigs.index.SpotSigsSchema;
import org.spotsigs.opensearch.mapper.SpotSigsFields;
import org.spotsigs.search.Measure;

/**
 * One all-pairs run on its coordinating node: checks the request against the mappings, creates
 * {@code dest}, runs the shard pairs and merges their pages, and writes cluster ids.
 *
 * <p>Shard pairs: for an index of S shards, every ordered pair (i, j) of shards, S x S of them,
 * each a sequence of pages ({@link TransportShardPairsAction}) sent to one copy of shard i after
 * the other ({@link ShardCopies}); a page names the position in shard j to go on after, so a page
 * that fails on one copy is asked again of the next copy from the same position. {@code
 * concurrency} shard pairs run at once, each one page at a time: the next page is asked for once
 * the previous one is merged (and, with {@code dest}, written), so the coordinating node holds at
 * most {@code concurrency} pages. Pages are merged into the response's most similar pairs ({@link
 * TopPairs}) or written to {@code dest} in one bulk request each, and, for clusters, into the
 * {@link PairGraph}.
 *
 * <p>Any failure fails the run with its reason: no partial answer. A cancelled task fails at once,
 * stops asking for pages, and the task framework cancels the pages running on other nodes.
 */
final class AllPairsJob {
  private static final TimeValue SCROLL = TimeValue.timeValueMinutes(5);
  private static final int SCROLL_SIZE = 1000;

  /** About the heap a listed pair takes in the response and its rendering. */
  private static final long RESPONSE_BYTES_PER_PAIR = 256;

  private static final Set<String> ORDER_TYPES =
      Set.of("long", "integer", "short", "byte", "date", "date_nanos");

  private final PairsTask task;
  private final NearDuplicatePairsRequest request;
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

  AllPairsJob(
      PairsTask task,
      NearDuplicatePairsRequest request,
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

  // ---- checks and preparation

  private void checkMappings(Runnable next) {
    client
        .admin()
        .indices()
        .getFieldMappings(
            mappingsRequest(request, index),
            step(
                (GetFieldMappingsResponse r) -> {
                  checkMappings(r, request, index);
                  next.run();
                }));
  }

  /** The request for the mappings {@link #checkMappings} checks. */
  static GetFieldMappingsRequest mappingsRequest(NearDuplicatePairsRequest request, String index) {
    String[] fields =
        java.util.stream.Stream.of(request.field(), request.clusterField(), request.orderField())
            .filter(java.util.Objects::nonNull)
            .toArray(String[]::new);
    return new GetFieldMappingsRequest().indices(index).fields(fields);
  }

  /**
   * Checks the fields a run names against the mappings of {@code index}: {@code field} of type
   * {@code spotsigs}, {@code cluster_field} a keyword field or unmapped, {@code order_field} an
   * integer or date field; every bad one is named in one message.
   *
   * @throws IllegalArgumentException (HTTP 400) if any is not
   */
  static void checkMappings(
      GetFieldMappingsResponse r, NearDuplicatePairsRequest request, String index) {
    List<String> bad = new java.util.ArrayList<>();
    try {
      SpotSigsFields.requireType(type(r, index, request.field()), request.field(), index);
    } catch (IllegalArgumentException e) {
      bad.add(e.getMessage());
    }
    String clusterType =
        request.clusterField() == null ? null : type(r, index, request.clusterField());
    if (clusterType != null && !clusterType.equals("keyword")) {
      bad.add(
          "[cluster_field] ["
              + request.clusterField()
              + "] of index ["
              + index
              + "] is of type ["
              + clusterType
              + "]; cluster ids go into a field of type [keyword]");
    }
    if (request.orderField() != null) {
      String orderType = type(r, index, request.orderField());
      if (orderType == null || !ORDER_TYPES.contains(orderType)) {
        bad.add(
            "[order_field] ["
                + request.orderField()
                + "] of index ["
                + index
                + "] is "
                + (orderType == null ? "not mapped" : "of type [" + orderType + "]")
                + "; it must be one of "
                + ORDER_TYPES);
      }
    }
    if (!bad.isEmpty()) {
      throw new IllegalArgumentException(String.join("; ", bad));
    }
  }

  /** The mapped type of {@code field}, or null if it is not mapped. */
  private static String type(GetFieldMappingsResponse response, String index, String field) {
    GetFieldMappingsResponse.FieldMappingMetadata m = response.fieldMappings(index, field);
    if (m == null || m.sourceAsMap().isEmpty()) {
      return null;
    }
    Object mapping = m.sourceAsMap().values().iterator().next();
    return mapping instanceof Map<?, ?> map && map.get("type") != null
        ? map.get("type").toString()
        : "object";
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

  private SearchRequest countRequest(org.opensearch.index.query.QueryBuilder query) {
    return new SearchRequest(index)
        .source(new SearchSourceBuilder().query(query).size(0).trackTotalHits(true));
  }

  // ---- shard pairs

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

  private void page(int i, int j, ShardOrder after) {
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
                      if (response.next() != null) {
                        if (after != null
                            && !after.isBefore(response.next().length(), response.next().seqNo())) {
                          throw new IllegalStateException(
                              "shards ["
                                  + i
                                  + "] and ["
                                  + j
                                  + "]: a page ended at "
                                  + response.next()
                                  + ", not after "
                                  + after);
                        }
                        page(i, j, response.next());
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
    PairPage pairs = response.pairs();
    task.page(response);
    // the page is held until it is merged (and written): in the breaker meanwhile
    long pageBytes = pairs.ramBytes();
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

  // ---- the end: the response, or dest refreshed and cluster ids written

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
      respond(top.total(), listed(top.sorted()), clusters, null);
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

  private static List<NearDuplicatePairsResponse.Pair> listed(List<Pair> pairs) {
    List<NearDuplicatePairsResponse.Pair> out = new java.util.ArrayList<>(pairs.size());
    for (Pair p : pairs) {
      out.add(new NearDuplicatePairsResponse.Pair(p.a(), p.b(), p.overlap(), p.union()));
    }
    return out;
  }

  private NearDuplicatePairsResponse.Written written(int clusters) {
    return new NearDuplicatePairsResponse.Written(
        request.dest(), pairsWritten, request.clusterField(), documentsLabelled, clusters);
  }

  private void respond(
      long totalPairs,
      List<NearDuplicatePairsResponse.Pair> listed,
      List<List<String>> clusters,
      NearDuplicatePairsResponse.Written written) {
    long took = (System.nanoTime() - start) / 1_000_000;
    // the listed pairs are copied into the response and rendered (JSON): in the breaker until the
    // response is sent (the listener gives everything back once it has answered)
    memory.add(RESPONSE_BYTES_PER_PAIR * listed.size());
    listener.onResponse(
        new NearDuplicatePairsResponse(
            took, shards.length, documents, emptyDocuments, totalPairs, listed, clusters, written));
  }

  /**
   * The order field's value of every document of the graph (Long.MAX_VALUE without one, after all
   * others), read in one scan of the index sorted by it; null without an order field.
   */
  private void orderValues(Consumer<long[]> then) {
    if (request.orderField() == null) {
      then.accept(null);
      return;
    }
    List<String> ids = graph.ids();
    Map<String, Integer> number = new java.util.HashMap<>();
    for (int k = 0; k < ids.size(); k++) {
      number.put(ids.get(k), k);
    }
    long[] order = new long[ids.size()];
    java.util.Arrays.fill(order, Long.MAX_VALUE);
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
          for (SearchHit hit : hits) {
            Integer k = number.get(hit.getId());
            if (k != null
                && hit.getSortValues().length > 0
                && hit.getSortValues()[0] instanceof Number value) {
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
          if (hits.length == 0) {
            done.onResponse(null);
            return;
          }
          BulkRequest bulk = new BulkRequest();
          for (SearchHit hit : hits) {
            String cluster = graph.clusterOf(hit.getId());
            DocumentField routing = hit.field("_routing");
            bulk.add(
                new UpdateRequest(index, hit.getId())
                    .doc(Map.of(request.clusterField(), cluster == null ? hit.getId() : cluster))
                    .routing(routing == null ? null : routing.getValue().toString())
                    .retryOnConflict(3));
          }
          client.bulk(
              bulk,
              ActionListener.wrap(
                  (BulkResponse written) -> {
                    requireNoFailures(written, index);
                    documentsLabelled += hits.length;
                    task.documentsLabelled(hits.length);
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

  /**
   * Scrolls through the whole index: each page of hits to {@code perPage}, which calls its listener
   * when the next page may come; then {@code then}.
   */
  private void scan(
      SearchSourceBuilder source,
      BiConsumer<SearchHit[], ActionListener<Void>> perPage,
      Runnable then) {
    client.search(
        new SearchRequest(index).source(source).scroll(SCROLL),
        step((SearchResponse first) -> scanPage(first, perPage, then)));
  }

  private void scanPage(
      SearchResponse response,
      BiConsumer<SearchHit[], ActionListener<Void>> perPage,
      Runnable then) {
    SearchHit[] hits = response.getHits().getHits();
    String scrollId = response.getScrollId();
    if (response.getFailedShards() > 0) {
      throw new IllegalStateException(
          "reading [" + index + "] failed on shards: " + List.of(response.getShardFailures()));
    }
    if (hits.length == 0) {
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
                    step((SearchResponse nextPage) -> scanPage(nextPage, perPage, then)))));
  }
}
