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
import org.apache.logging.log4j.LogManager;
import org.apache.logging.log4j.Logger;
import org.opensearch.ExceptionsHelper;
import org.opensearch.action.ActionListenerResponseHandler;
import org.opensearch.action.NoShardAvailableActionException;
import org.opensearch.action.support.TransportActions;
import org.opensearch.cluster.ClusterState;
import org.opensearch.cluster.ClusterStateObserver;
import org.opensearch.cluster.node.DiscoveryNode;
import org.opensearch.cluster.routing.ShardRouting;
import org.opensearch.cluster.service.ClusterService;
import org.opensearch.common.unit.TimeValue;
import org.opensearch.core.action.ActionListener;
import org.opensearch.core.index.shard.ShardId;
import org.opensearch.node.NodeClosedException;
import org.opensearch.tasks.CancellableTask;
import org.opensearch.threadpool.ThreadPool;
import org.opensearch.transport.ConnectTransportException;
import org.opensearch.transport.TransportRequestOptions;
import org.opensearch.transport.TransportService;

/**
 * Sends a page request to one active copy of a shard after the other, as a child of the task. If a
 * copy fails (its node left, the shard moved away or closed, the copy failed), the next active copy
 * is tried. When every copy of the cluster state the request started from has failed, the last
 * because it could not be reached, the request waits for a newer cluster state (a promoted replica,
 * a finished relocation) and tries its copies, for at most {@link #RETRY_FOR} in all. Otherwise the
 * listener gets the last failure (wrapped in a {@link NoShardAvailableActionException} that names
 * the shard when no copy could be reached). A cancelled task is not retried.
 */
final class ShardCopies {
  /** How long a page waits for a copy of its shard that can answer. */
  static final TimeValue RETRY_FOR = TimeValue.timeValueMinutes(1);

  private static final Logger logger = LogManager.getLogger(ShardCopies.class);

  private final TransportService transportService;
  private final ClusterService clusterService;
  private final ThreadPool threadPool;

  ShardCopies(TransportService transportService, ClusterService clusterService) {
    this.transportService = transportService;
    this.clusterService = clusterService;
    this.threadPool = transportService.getThreadPool();
  }

  void send(
      CancellableTask task,
      ShardId shardId,
      ShardPairsRequest request,
      ActionListener<ShardPairsResponse> listener) {
    ClusterState state = clusterService.state();
    ClusterStateObserver observer =
        new ClusterStateObserver(
            state, clusterService, RETRY_FOR, logger, threadPool.getThreadContext());
    new Attempt(task, shardId, request, observer, listener).start(state);
  }

  /** Whether another copy, or the same shard a little later, may answer. */
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

    void start(ClusterState state) {
      this.state = state;
      try {
        copies = new ArrayList<>(state.routingTable().shardRoutingTable(shardId).activeShards());
      } catch (RuntimeException e) {
        listener.onFailure(e);
        return;
      }
      // the primary first: every page of a shard pair goes to the same copy while it answers, so
      // that the windows of the shard its node loads serve the next pages too (primaries are
      // spread over the nodes)
      copies.sort(java.util.Comparator.comparing(copy -> !copy.primary()));
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
              ThreadPool.Names.SAME));
    }

    /** Every copy of this cluster state failed: waits for a newer one and tries its copies. */
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
