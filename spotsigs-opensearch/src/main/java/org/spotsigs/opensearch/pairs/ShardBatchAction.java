package org.spotsigs.opensearch.pairs;

import org.opensearch.action.ActionType;

/**
 * Reads one bounded batch of a shard's documents in the run's order: their ids, lengths, sequence
 * numbers and forward vectors, from one copy of the shard. What the all-pairs run pulls from the
 * other shards. Internal; there is no REST endpoint for it.
 */
public final class ShardBatchAction extends ActionType<ShardBatchResponse> {
  public static final String NAME = "indices:data/read/spotsigs/pairs/batch";
  public static final ShardBatchAction INSTANCE = new ShardBatchAction();

  private ShardBatchAction() {
    super(NAME, ShardBatchResponse::new);
  }
}
