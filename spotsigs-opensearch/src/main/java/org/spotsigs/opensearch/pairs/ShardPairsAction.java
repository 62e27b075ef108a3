package org.spotsigs.opensearch.pairs;

import org.opensearch.action.ActionType;

/**
 * One page of the pairs of one ordered pair of shards (i, j), computed on a node that holds a copy
 * of shard i: the next batch of shard j's documents queried against shard i's index. Internal; the
 * coordinating node of an all-pairs run sends it to a copy of shard i.
 */
public final class ShardPairsAction extends ActionType<ShardPairsResponse> {
  public static final String NAME = "indices:data/read/spotsigs/pairs/shard";
  public static final ShardPairsAction INSTANCE = new ShardPairsAction();

  private ShardPairsAction() {
    super(NAME, ShardPairsResponse::new);
  }
}
