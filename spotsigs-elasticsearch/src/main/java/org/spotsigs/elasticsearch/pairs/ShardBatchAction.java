package org.spotsigs.elasticsearch.pairs;

import org.elasticsearch.action.ActionType;

/** Reads a batch of a shard's documents in the run's order, from a copy of the shard. */
public final class ShardBatchAction {
  public static final String NAME = "indices:data/read/spotsigs/pairs/batch";
  public static final ActionType<ShardBatchResponse> INSTANCE = new ActionType<>(NAME);

  private ShardBatchAction() {}
}
