package org.spotsigs.opensearch.pairs;

import java.util.ArrayList;
import java.util.List;
import org.opensearch.ExceptionsHelper;
import org.opensearch.action.ActionListenerResponseHandler;
import org.opensearch.action.NoShardAvailableActionException;
import org.opensearch.action.support.TransportActions;
import org.opensearch.cluster.ClusterState;
import org.opensearch.cluster.node.DiscoveryNode;
import org.opensearch.cluster.routing.ShardRouting;
import org.opensearch.cluster.service.ClusterService;
import org.opensearch.common.Randomness;
import org.opensearch.core.action.ActionListener;
import org.opensearch.core.index.shard.ShardId;
import org.opensearch.core.tasks.TaskCancelledException;
import org.opensearch.tasks.CancellableTask;
import org.opensearch.threadpool.ThreadPool;
import org.opensearch.transport.TransportRequestOptions;
import org.opensearch.transport.TransportService;

/**
 * Sends a page request to one active copy of a shard after the other, as a child of the task: if a
 * copy fails (its node left, the shard moved or closed, the copy failed), the next active copy of
 * the cluster state at the time of the request is tried; when none answers, the listener gets the
 * last failure (wrapped in a {@link NoShardAvailableActionException} that names the shard when it
 * was a shard that could not be reached). A cancelled task is not retried.
 */
final class ShardCopies {
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
    List<ShardRouting> copies;
    try {
      copies = new ArrayList<>(state.routingTable().shardRoutingTable(shardId).activeShards());
    } catch (RuntimeException e) {
      listener.onFailure(e);
      return;
    }
    Randomness.shuffle(copies); // spread the pages of a shard over its copies
    new Attempt(task, shardId, request, state, copies, listener).next(null);
  }

  private final class Attempt {
    final CancellableTask task;
    final ShardId shardId;
    final ShardPairsRequest request;
    final ClusterState state;
    final List<ShardRouting> copies;
    final ActionListener<ShardPairsResponse> listener;
    int tried;

    Attempt(
        CancellableTask task,
        ShardId shardId,
        ShardPairsRequest request,
        ClusterState state,
        List<ShardRouting> copies,
        ActionListener<ShardPairsResponse> listener) {
      this.task = task;
      this.shardId = shardId;
      this.request = request;
      this.state = state;
      this.copies = copies;
      this.listener = listener;
    }

    void next(Exception lastFailure) {
      if (task.isCancelled()) {
        listener.onFailure(
            new TaskCancelledException("task cancelled [" + task.getReasonCancelled() + "]"));
        return;
      }
      if (tried == copies.size()) {
        listener.onFailure(
            lastFailure == null || TransportActions.isShardNotAvailableException(lastFailure)
                ? new NoShardAvailableActionException(
                    shardId,
                    "no copy of " + shardId + " could answer [" + request + "]",
                    lastFailure)
                : lastFailure);
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
              ActionListener.wrap(
                  listener::onResponse,
                  e -> {
                    if (ExceptionsHelper.unwrapCause(e) instanceof TaskCancelledException) {
                      listener.onFailure(e);
                    } else {
                      next(e);
                    }
                  }),
              ShardPairsResponse::new,
              ThreadPool.Names.SAME));
    }
  }
}
