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

import java.util.List;
import org.apache.logging.log4j.LogManager;
import org.apache.logging.log4j.Logger;
import org.elasticsearch.ExceptionsHelper;
import org.elasticsearch.action.ActionListener;
import org.elasticsearch.action.ActionListenerResponseHandler;
import org.elasticsearch.action.NoShardAvailableActionException;
import org.elasticsearch.action.support.TransportActions;
import org.elasticsearch.cluster.ClusterState;
import org.elasticsearch.cluster.ClusterStateObserver;
import org.elasticsearch.cluster.node.DiscoveryNode;
import org.elasticsearch.cluster.routing.ShardRouting;
import org.elasticsearch.cluster.service.ClusterService;
import org.elasticsearch.common.util.concurrent.EsExecutors;
import org.elasticsearch.core.TimeValue;
import org.elasticsearch.index.shard.ShardId;
import org.elasticsearch.node.NodeClosedException;
import org.elasticsearch.transport.ConnectTransportException;
import org.elasticsearch.transport.TransportRequestOptions;
import org.elasticsearch.transport.TransportService;
import org.spotsigs.engine.Callback;

/**
 * Sends a page request to a copy of its shard, as a child of the run's task, with the failover of
 * spotsigs-engine's {@link org.spotsigs.engine.ShardCopies} (the primary first, then the other
 * active copies, then the copies of a newer cluster state) over Elasticsearch's routing table and
 * cluster state observer: a request waits for newer cluster states for at most {@link #RETRY_FOR}
 * in all.
 */
final class ShardCopies {
  static final TimeValue RETRY_FOR = TimeValue.timeValueMinutes(1);
  private static final Logger logger = LogManager.getLogger(ShardCopies.class);

  private final TransportService transportService;
  private final ClusterService clusterService;

  ShardCopies(TransportService transportService, ClusterService clusterService) {
    this.transportService = transportService;
    this.clusterService = clusterService;
  }

  void send(
      PairsTask task,
      ShardId shardId,
      ShardPairsRequest request,
      ActionListener<ShardPairsResponse> listener) {
    ClusterStateObserver observer =
        new ClusterStateObserver(
            clusterService.state(),
            clusterService,
            RETRY_FOR,
            logger,
            transportService.getThreadPool().getThreadContext());
    org.spotsigs.engine.ShardCopies.send(
        new Copies(task, shardId, request, observer),
        task,
        Callback.of(listener::onResponse, listener::onFailure));
  }

  private final class Copies
      implements org.spotsigs.engine.ShardCopies.Copies<
          ClusterState, ShardRouting, ShardPairsResponse> {
    final PairsTask task;
    final ShardId shardId;
    final ShardPairsRequest request;
    final ClusterStateObserver observer;

    Copies(
        PairsTask task, ShardId shardId, ShardPairsRequest request, ClusterStateObserver observer) {
      this.task = task;
      this.shardId = shardId;
      this.request = request;
      this.observer = observer;
    }

    @Override
    public ClusterState state() {
      return clusterService.state();
    }

    @Override
    public List<ShardRouting> activeCopies(ClusterState state) {
      return state.routingTable().shardRoutingTable(shardId).activeShards();
    }

    @Override
    public boolean isPrimary(ShardRouting copy) {
      return copy.primary();
    }

    @Override
    public void send(ClusterState state, ShardRouting copy, Callback<ShardPairsResponse> answer) {
      DiscoveryNode node = state.nodes().get(copy.currentNodeId());
      if (node == null) {
        answer.onFailure(
            new NoShardAvailableActionException(shardId, "the node of " + copy + " left"));
        return;
      }
      transportService.sendChildRequest(
          node,
          ShardPairsAction.NAME,
          request,
          task,
          TransportRequestOptions.EMPTY,
          new ActionListenerResponseHandler<>(
              ActionListener.wrap(answer::onResponse, answer::onFailure),
              ShardPairsResponse::new,
              EsExecutors.DIRECT_EXECUTOR_SERVICE));
    }

    @Override
    public boolean unreachable(Exception e) {
      Throwable cause = ExceptionsHelper.unwrapCause(e);
      return TransportActions.isShardNotAvailableException(cause)
          || cause instanceof ConnectTransportException
          || cause instanceof NodeClosedException;
    }

    @Override
    public void awaitNewer(
        ClusterState state, Exception lastFailure, Callback<ClusterState> newer) {
      long version = state.version();
      observer.waitForNextChange(
          new ClusterStateObserver.Listener() {
            @Override
            public void onNewClusterState(ClusterState newState) {
              newer.onResponse(newState);
            }

            @Override
            public void onClusterServiceClose() {
              newer.onFailure(new NodeClosedException(clusterService.localNode()));
            }

            @Override
            public void onTimeout(TimeValue timeout) {
              newer.onFailure(
                  new NoShardAvailableActionException(
                      shardId,
                      "no copy of "
                          + shardId
                          + " could answer ["
                          + request
                          + "] within "
                          + RETRY_FOR,
                      lastFailure));
            }
          },
          newState -> newState.version() > version);
    }
  }
}
