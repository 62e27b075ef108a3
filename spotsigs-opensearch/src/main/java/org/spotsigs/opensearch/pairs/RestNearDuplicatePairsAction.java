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

import java.io.IOException;
import java.util.List;
import java.util.Map;
import org.opensearch.ResourceAlreadyExistsException;
import org.opensearch.action.ActionRequestValidationException;
import org.opensearch.action.admin.indices.exists.indices.IndicesExistsRequest;
import org.opensearch.core.action.ActionListener;
import org.opensearch.core.rest.RestStatus;
import org.opensearch.core.xcontent.XContentBuilder;
import org.opensearch.rest.BaseRestHandler;
import org.opensearch.rest.BytesRestResponse;
import org.opensearch.rest.RestRequest;
import org.opensearch.rest.action.RestCancellableNodeClient;
import org.opensearch.rest.action.RestToXContentListener;
import org.opensearch.tasks.LoggingTaskListener;
import org.opensearch.tasks.Task;
import org.opensearch.transport.client.node.NodeClient;
import org.spotsigs.engine.PairsParams;

/**
 * {@code POST /{index}/_near_duplicates} with a body {@code {"field": "body", "tau": 0.8,
 * "measure": "multiset", "clusters": false, "max_pairs": 10000}}: all near-duplicate pairs of the
 * index; with {@code "dest": "pairs"} they are written into that new index (and with {@code
 * "clusters": true} every document's cluster id into {@code cluster_field} of the index, named by
 * the first document in {@code order_field}). Parameters may also be given in the query string.
 * With {@code ?wait_for_completion=false} the answer is a task id at once ({@code {"task":
 * "node:id"}}); the Tasks API then shows the run's progress, its result once it is done, and
 * cancels it. Bad values get HTTP 400.
 */
public final class RestNearDuplicatePairsAction extends BaseRestHandler {
  @Override
  public String getName() {
    return "spotsigs_near_duplicate_pairs";
  }

  @Override
  public List<Route> routes() {
    return List.of(
        new Route(RestRequest.Method.POST, "/{index}/_near_duplicates"),
        new Route(RestRequest.Method.GET, "/{index}/_near_duplicates"));
  }

  @Override
  protected RestChannelConsumer prepareRequest(RestRequest request, NodeClient client)
      throws IOException {
    Map<String, Object> body = request.hasContent() ? request.contentParser().map() : Map.of();
    String index = request.param("index");
    boolean waitForCompletion = request.paramAsBoolean("wait_for_completion", true);
    NearDuplicatePairsRequest r =
        new NearDuplicatePairsRequest(PairsParams.read(index, body, request::param));
    ActionRequestValidationException invalid = r.validate();
    if (invalid != null) {
      throw invalid;
    }
    if (waitForCompletion) {
      // the run is cancelled if the client closes the connection
      return channel ->
          new RestCancellableNodeClient(client, request.getHttpChannel())
              .execute(NearDuplicatePairsAction.INSTANCE, r, new RestToXContentListener<>(channel));
    }
    r.setShouldStoreResult(true); // GET _tasks/<id> shows the result when the run is done
    // the checks a run makes first are made before the task starts, so that a bad request is
    // answered with its error (400, 404) instead of a task whose stored result is that error
    return channel -> {
      ActionListener<Void> start =
          ActionListener.wrap(
              ok -> {
                Task task =
                    client.executeLocally(
                        NearDuplicatePairsAction.INSTANCE, r, LoggingTaskListener.instance());
                try (XContentBuilder builder = channel.newBuilder()) {
                  builder
                      .startObject()
                      .field("task", client.getLocalNodeId() + ":" + task.getId())
                      .endObject();
                  channel.sendResponse(new BytesRestResponse(RestStatus.OK, builder));
                }
              },
              e -> sendError(channel, e));
      client
          .admin()
          .indices()
          .getFieldMappings(
              OpenSearchPairsEngine.mappingsRequest(r.params(), index),
              ActionListener.wrap(
                  mappings -> {
                    if (mappings.mappings().size() != 1) {
                      throw new IllegalArgumentException(
                          "["
                              + index
                              + "] must name exactly one index, it names "
                              + mappings.mappings().size());
                    }
                    String concrete = mappings.mappings().keySet().iterator().next();
                    r.params()
                        .checkTypes(
                            concrete, f -> OpenSearchPairsEngine.type(mappings, concrete, f));
                    if (r.dest() == null) {
                      start.onResponse(null);
                      return;
                    }
                    client
                        .admin()
                        .indices()
                        .exists(
                            new IndicesExistsRequest(r.dest()),
                            ActionListener.wrap(
                                exists -> {
                                  if (exists.isExists()) {
                                    throw new ResourceAlreadyExistsException(
                                        "[dest] index [{}] exists: name a new index for the pairs"
                                            + " of this run",
                                        r.dest());
                                  }
                                  start.onResponse(null);
                                },
                                start::onFailure));
                  },
                  start::onFailure));
    };
  }

  private static void sendError(org.opensearch.rest.RestChannel channel, Exception e) {
    try {
      channel.sendResponse(new BytesRestResponse(channel, e));
    } catch (IOException io) {
      io.addSuppressed(e);
      throw new java.io.UncheckedIOException(io);
    }
  }
}
