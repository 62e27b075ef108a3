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
package org.spotsigs.elasticsearch.search;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Predicate;
import org.elasticsearch.action.ActionListener;
import org.elasticsearch.action.search.SearchRequest;
import org.elasticsearch.action.search.SearchResponse;
import org.elasticsearch.action.search.TransportSearchAction;
import org.elasticsearch.action.support.GroupedActionListener;
import org.elasticsearch.client.internal.node.NodeClient;
import org.elasticsearch.common.document.DocumentField;
import org.elasticsearch.common.xcontent.XContentHelper;
import org.elasticsearch.features.NodeFeature;
import org.elasticsearch.rest.BaseRestHandler;
import org.elasticsearch.rest.RestChannel;
import org.elasticsearch.rest.RestRequest;
import org.elasticsearch.rest.RestResponse;
import org.elasticsearch.rest.RestStatus;
import org.elasticsearch.rest.action.RestCancellableNodeClient;
import org.elasticsearch.rest.action.search.RestSearchAction;
import org.elasticsearch.search.SearchHit;
import org.elasticsearch.search.SearchShardTarget;
import org.elasticsearch.xcontent.XContentBuilder;
import org.elasticsearch.xcontent.XContentType;
import org.spotsigs.elasticsearch.action.ShardVectorsAction;
import org.spotsigs.elasticsearch.action.ShardVectorsRequest;
import org.spotsigs.elasticsearch.action.ShardVectorsResponse;
import org.spotsigs.engine.FoldParams;
import org.spotsigs.engine.IngestParams;
import org.spotsigs.index.SignatureVector;
import org.spotsigs.search.ResultPageDeduplicator;

/**
 * {@code GET|POST /{index}/_near_duplicate_fold?field=F&tau=T}: a search (the body and the URL
 * parameters of {@code _search}) whose page of hits is then folded, as the OpenSearch plugin's
 * {@code near_duplicate_fold} response processor folds it (Elasticsearch has no search pipelines):
 * the signature vectors of the page's hits are read (one request per shard that returned hits) and
 * the hits walked in rank order with the library's {@link ResultPageDeduplicator}; a hit that is a
 * near-duplicate (similarity >= tau, decided exactly) of a hit kept above it is removed from the
 * page and listed under the highest-ranked such kept hit, in the hit's {@code fields} under {@code
 * folded_field} (default {@code _near_duplicates}) as {@code {"_index", "_id", "similarity"}}.
 * Parameters: {@link FoldParams} ({@code field}, {@code tau}, {@code measure}, {@code
 * folded_field}). The total hit count is left as it is; a hit whose vector cannot be read (deleted
 * since, a remote cluster's) is kept and never folded.
 */
public final class RestNearDuplicateFoldAction extends BaseRestHandler {
  private static final List<String> FOLD_PARAMS =
      List.of("field", "tau", "measure", "folded_field");

  private final Predicate<NodeFeature> clusterSupportsFeature;

  public RestNearDuplicateFoldAction(Predicate<NodeFeature> clusterSupportsFeature) {
    this.clusterSupportsFeature = clusterSupportsFeature;
  }

  @Override
  public String getName() {
    return "spotsigs_near_duplicate_fold";
  }

  @Override
  public List<Route> routes() {
    return List.of(
        new Route(RestRequest.Method.GET, "/{index}/_near_duplicate_fold"),
        new Route(RestRequest.Method.POST, "/{index}/_near_duplicate_fold"));
  }

  @Override
  protected RestChannelConsumer prepareRequest(RestRequest request, NodeClient client)
      throws IOException {
    Map<String, Object> given = new HashMap<>();
    for (String p : FOLD_PARAMS) {
      String v = request.param(p);
      if (v != null) {
        given.put(p, v);
      }
    }
    FoldParams params;
    try {
      params = FoldParams.parse(given);
    } catch (IngestParams.BadProperty e) {
      throw new IllegalArgumentException("[" + e.property() + "] " + e.getMessage(), e);
    }
    SearchRequest search = new SearchRequest();
    request.withContentOrSourceParamParserOrNull(
        parser ->
            RestSearchAction.parseSearchRequest(
                search,
                request,
                parser,
                clusterSupportsFeature,
                size -> search.source().size(size)));
    ResultPageDeduplicator folder =
        new ResultPageDeduplicator(params.field(), params.tau(), params.measure());
    return channel ->
        new RestCancellableNodeClient(client, request.getHttpChannel())
            .execute(
                TransportSearchAction.TYPE,
                search,
                ActionListener.wrap(
                    response -> fold(client, request, channel, response, params, folder),
                    e -> sendError(channel, e)));
  }

  /** A hit of the page: where to read its vector. */
  private record Hit(String index, int shard, String id, String routing) {}

  /**
   * Takes what the fold needs from the response while the caller holds it (its hits are released
   * when this returns), then reads the vectors and answers.
   */
  private static void fold(
      NodeClient client,
      RestRequest request,
      RestChannel channel,
      SearchResponse response,
      FoldParams params,
      ResultPageDeduplicator folder)
      throws IOException {
    List<Hit> hits = new ArrayList<>();
    for (SearchHit h : response.getHits().getHits()) {
      SearchShardTarget target = h.getShard();
      DocumentField routing = h.field("_routing");
      int shard;
      if (target == null || target.getShardId() == null) {
        shard = -1; // read by id and routing
      } else if (target.getClusterAlias() != null) {
        shard = -2; // a remote cluster's hit: not read, kept
      } else {
        shard = target.getShardId().id();
      }
      hits.add(
          new Hit(
              h.getIndex(),
              shard,
              h.getId(),
              routing == null ? null : String.valueOf((Object) routing.getValue())));
    }
    Map<String, Object> rendered =
        XContentHelper.convertToMap(
                XContentHelper.toXContent(response, XContentType.JSON, request, false),
                true,
                XContentType.JSON)
            .v2();
    Map<String, List<Hit>> byShard = new LinkedHashMap<>();
    for (Hit h : hits) {
      if (h.shard() >= -1 && h.index() != null && h.id() != null) {
        String key = h.index() + "\u0000" + (h.shard() >= 0 ? h.shard() : "id\u0000" + h.id());
        byShard.computeIfAbsent(key, k -> new ArrayList<>()).add(h);
      }
    }
    if (hits.size() < 2 || byShard.isEmpty()) {
      send(channel, rendered);
      return;
    }
    GroupedActionListener<ShardVectorsResponse> all =
        new GroupedActionListener<>(
            byShard.size(),
            ActionListener.wrap(
                responses -> {
                  foldPage(rendered, hits, vectors(responses), params, folder);
                  send(channel, rendered);
                },
                e -> sendError(channel, e)));
    for (List<Hit> shardHits : byShard.values()) {
      Hit first = shardHits.get(0);
      ShardVectorsRequest r =
          first.shard() >= 0
              ? ShardVectorsRequest.ofIds(
                  first.index(),
                  params.field(),
                  first.shard(),
                  shardHits.stream().map(Hit::id).toList())
              : ShardVectorsRequest.ofId(
                  first.index(), params.field(), first.id(), first.routing());
      client.execute(ShardVectorsAction.INSTANCE, r, all);
    }
  }

  private static Map<String, SignatureVector> vectors(Collection<ShardVectorsResponse> responses) {
    Map<String, SignatureVector> vectors = new HashMap<>();
    for (ShardVectorsResponse r : responses) {
      for (int i = 0; i < r.size(); i++) {
        if (r.found(i)) {
          vectors.put(r.index() + "\u0000" + r.id(i), r.vector(i));
        }
      }
    }
    return vectors;
  }

  /**
   * Removes the folded hits from the rendered page and lists each under the kept hit it was folded
   * into.
   */
  @SuppressWarnings("unchecked")
  private static void foldPage(
      Map<String, Object> rendered,
      List<Hit> hits,
      Map<String, SignatureVector> vectors,
      FoldParams params,
      ResultPageDeduplicator folder) {
    List<SignatureVector> ranked = new ArrayList<>(hits.size());
    for (Hit h : hits) {
      ranked.add(vectors.get(h.index() + "\u0000" + h.id()));
    }
    ResultPageDeduplicator.Folding folding = folder.fold(ranked);
    List<Object> page = (List<Object>) ((Map<String, Object>) rendered.get("hits")).get("hits");
    List<Object> kept = new ArrayList<>();
    for (int i = 0; i < hits.size(); i++) {
      if (folding.kept(i)) {
        kept.add(page.get(i));
        continue;
      }
      Map<String, Object> entry = new LinkedHashMap<>();
      entry.put("_index", hits.get(i).index());
      entry.put("_id", hits.get(i).id());
      entry.put("similarity", folding.similarity(i));
      Map<String, Object> into = (Map<String, Object>) page.get(folding.into()[i]);
      Map<String, Object> fields =
          (Map<String, Object>) into.computeIfAbsent("fields", k -> new LinkedHashMap<>());
      ((List<Object>) fields.computeIfAbsent(params.foldedField(), k -> new ArrayList<>()))
          .add(entry);
    }
    page.clear();
    page.addAll(kept);
  }

  private static void send(RestChannel channel, Map<String, Object> body) throws IOException {
    try (XContentBuilder builder = channel.newBuilder()) {
      builder.map(body);
      channel.sendResponse(new RestResponse(RestStatus.OK, builder));
    }
  }

  private static void sendError(RestChannel channel, Exception e) {
    try {
      channel.sendResponse(new RestResponse(channel, e));
    } catch (IOException io) {
      io.addSuppressed(e);
      throw new java.io.UncheckedIOException(io);
    }
  }
}
