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

import java.io.IOException;
import java.util.List;
import java.util.Map;
import org.elasticsearch.ResourceAlreadyExistsException;
import org.elasticsearch.action.ActionListener;
import org.elasticsearch.action.admin.indices.get.GetIndexRequest;
import org.elasticsearch.client.internal.node.NodeClient;
import org.elasticsearch.core.TimeValue;
import org.elasticsearch.rest.BaseRestHandler;
import org.elasticsearch.rest.RestChannel;
import org.elasticsearch.rest.RestRequest;
import org.elasticsearch.rest.RestResponse;
import org.elasticsearch.rest.RestStatus;
import org.elasticsearch.rest.action.RestCancellableNodeClient;
import org.elasticsearch.rest.action.RestToXContentListener;
import org.elasticsearch.tasks.Task;
import org.elasticsearch.xcontent.XContentBuilder;
import org.spotsigs.engine.PairsParams;

/**
 * {@code POST /{index}/_near_duplicates} ({@link PairsParams}): with {@code
 * wait_for_completion=false} the checks a run makes first are made before its task starts, and the
 * answer is the task's id; the Tasks API shows its progress and, stored, its result.
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
    PairsParams params = PairsParams.parse(index, body, key -> request.param(key));
    NearDuplicatePairsRequest r = new NearDuplicatePairsRequest(params);
    boolean waitForCompletion = request.paramAsBoolean("wait_for_completion", true);
    if (waitForCompletion) {
      // the run is cancelled if the client closes the connection
      return channel ->
          new RestCancellableNodeClient(client, request.getHttpChannel())
              .execute(NearDuplicatePairsAction.INSTANCE, r, new RestToXContentListener<>(channel));
    }
    r.setShouldStoreResult(true); // GET _tasks/<id> shows the result when the run is done
    return channel -> {
      ActionListener<Void> start =
          ActionListener.wrap(
              ok -> {
                Task task =
                    client.executeLocally(
                        NearDuplicatePairsAction.INSTANCE, r, ActionListener.noop());
                try (XContentBuilder builder = channel.newBuilder()) {
                  builder
                      .startObject()
                      .field("task", client.getLocalNodeId() + ":" + task.getId())
                      .endObject();
                  channel.sendResponse(new RestResponse(RestStatus.OK, builder));
                }
              },
              e -> sendError(channel, e));
      client
          .admin()
          .indices()
          .getFieldMappings(
              ElasticsearchPairsEngine.mappingsRequest(params, index),
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
                    params.checkTypes(
                        concrete, f -> ElasticsearchPairsEngine.type(mappings, concrete, f));
                    if (params.dest() == null) {
                      start.onResponse(null);
                      return;
                    }
                    client
                        .admin()
                        .indices()
                        .getIndex(
                            new GetIndexRequest(TimeValue.THIRTY_SECONDS)
                                .indices(params.dest())
                                .indicesOptions(
                                    org.elasticsearch.action.support.IndicesOptions
                                        .lenientExpandOpen()),
                            ActionListener.wrap(
                                found -> {
                                  if (found.getIndices().length > 0) {
                                    throw new ResourceAlreadyExistsException(
                                        "[dest] index [{}] exists: name a new index for the pairs"
                                            + " of this run",
                                        params.dest());
                                  }
                                  start.onResponse(null);
                                },
                                start::onFailure));
                  },
                  start::onFailure));
    };
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
