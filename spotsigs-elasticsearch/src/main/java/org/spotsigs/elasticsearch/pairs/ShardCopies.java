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
import java.util.Comparator;
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
import org.elasticsearch.tasks.CancellableTask;
import org.elasticsearch.transport.ConnectTransportException;
import org.elasticsearch.transport.TransportRequestOptions;
import org.elasticsearch.transport.TransportService;

/**
 * Sends a page request to one active copy of a shard after the other (the primary first), as a
 * child of the run's task. If a copy fails (its node left, the shard moved or closed), the next
 * active copy is tried from the same position; when every copy failed, the last because it could
 * not be reached, the request waits for a newer cluster state (a promoted replica, a finished
 * relocation) and tries its copies, for at most {@link #RETRY_FOR} in all. A cancelled task is not
 * retried.
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
      CancellableTask task,
      ShardId shardId,
      ShardPairsRequest request,
      ActionListener<ShardPairsResponse> listener) {
    ClusterState state = clusterService.state();
    ClusterStateObserver observer =
        new ClusterStateObserver(
            state,
            clusterService,
            RETRY_FOR,
            logger,
            transportService.getThreadPool().getThreadContext());
    new Attempt(task, shardId, request, observer, listener).start(state);
  }

  private static boolean unreachable(Exception e) {
    Throwable cause = ExceptionsHelper.unwrapCause(e);
    return TransportActions.isShardNotAvailableException(cause)
        || cause instanceof ConnectTransportException
        || cause instanceof NodeClosedException;
  }

  private final class Attempt {
    final CancellableTask task;
    final ShardId shardId;
    final ShardPairsRequest request;
    final ClusterStateObserver observer;
    final ActionListener<ShardPairsResponse> listener;
    ClusterState state;
    List<ShardRouting> copies;
    int tried;

    Attempt(
        CancellableTask task,
        ShardId shardId,
        ShardPairsRequest request,
        ClusterStateObserver observer,
        ActionListener<ShardPairsResponse> listener) {
      this.task = task;
      this.shardId = shardId;
      this.request = request;
      this.observer = observer;
      this.listener = listener;
    }

    void start(ClusterState newState) {
      this.state = newState;
      try {
        copies = new ArrayList<>(state.routingTable().shardRoutingTable(shardId).activeShards());
      } catch (RuntimeException e) {
        listener.onFailure(e);
        return;
      }
      // the primary first: the pages of a shard pair go to one copy while it answers, so that the
      // windows its node keeps serve them all
      copies.sort(Comparator.comparing(copy -> !copy.primary()));
      tried = 0;
      next(null);
    }

    void next(Exception lastFailure) {
      if (task.isCancelled()) {
        listener.onFailure(PairsTask.cancelled(task));
        return;
      }
      if (tried == copies.size()) {
        if (lastFailure == null || unreachable(lastFailure)) {
          retryLater(lastFailure);
        } else {
          listener.onFailure(lastFailure);
        }
        return;
      }
      ShardRouting copy = copies.get(tried++);
      DiscoveryNode node = state.nodes().get(copy.currentNodeId());
      if (node == null) {
        next(new NoShardAvailableActionException(shardId, "the node of " + copy + " left"));
        return;
      }
      transportService.sendChildRequest(
          node,
          ShardPairsAction.NAME,
          request,
          task,
          TransportRequestOptions.EMPTY,
          new ActionListenerResponseHandler<>(
              ActionListener.wrap(listener::onResponse, this::next),
              ShardPairsResponse::new,
              EsExecutors.DIRECT_EXECUTOR_SERVICE));
    }

    private void retryLater(Exception lastFailure) {
      long version = state.version();
      observer.waitForNextChange(
          new ClusterStateObserver.Listener() {
            @Override
            public void onNewClusterState(ClusterState newState) {
              start(newState);
            }

            @Override
            public void onClusterServiceClose() {
              listener.onFailure(new NodeClosedException(clusterService.localNode()));
            }

            @Override
            public void onTimeout(TimeValue timeout) {
              listener.onFailure(
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
