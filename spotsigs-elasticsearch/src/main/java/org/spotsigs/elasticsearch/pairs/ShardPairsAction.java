package org.spotsigs.elasticsearch.pairs;

import org.elasticsearch.action.ActionType;

/** Computes one page of the pairs of a shard pair on a node that holds the earlier shard. */
public final class ShardPairsAction {
  public static final String NAME = "indices:data/read/spotsigs/pairs/shard";
  public static final ActionType<ShardPairsResponse> INSTANCE = new ActionType<>(NAME);

  private ShardPairsAction() {}
}
