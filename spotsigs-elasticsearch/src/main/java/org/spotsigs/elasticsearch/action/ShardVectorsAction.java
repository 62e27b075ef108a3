package org.spotsigs.elasticsearch.action;

import org.elasticsearch.action.ActionType;

/**
 * Reads signature vectors on a copy of a shard: of documents by id (like a realtime GET), or of
 * texts analyzed by a {@code spotsigs} field's analyzer.
 */
public final class ShardVectorsAction {
  public static final String NAME = "indices:data/read/spotsigs/vectors";
  public static final ActionType<ShardVectorsResponse> INSTANCE = new ActionType<>(NAME);

  private ShardVectorsAction() {}
}
