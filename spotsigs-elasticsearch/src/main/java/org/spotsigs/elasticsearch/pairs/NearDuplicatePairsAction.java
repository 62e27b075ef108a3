package org.spotsigs.elasticsearch.pairs;

import org.elasticsearch.action.ActionType;

/** All near-duplicate pairs of an index, computed where its shards are. */
public final class NearDuplicatePairsAction {
  public static final String NAME = "indices:data/read/spotsigs/pairs";
  public static final ActionType<NearDuplicatePairsResponse> INSTANCE = new ActionType<>(NAME);

  private NearDuplicatePairsAction() {}
}
