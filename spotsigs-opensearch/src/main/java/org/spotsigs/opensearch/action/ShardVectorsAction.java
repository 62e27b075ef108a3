package org.spotsigs.opensearch.action;

import org.opensearch.action.ActionType;

/**
 * Reads signature vectors (forward vectors) from one copy of one shard: of given document ids (the
 * {@code like} document of a query, the hits of a result page, the near-duplicates an ingested
 * document is compared with). Internal; there is no REST endpoint for it.
 */
public final class ShardVectorsAction extends ActionType<ShardVectorsResponse> {
  public static final String NAME = "indices:data/read/spotsigs/vectors";
  public static final ShardVectorsAction INSTANCE = new ShardVectorsAction();

  private ShardVectorsAction() {
    super(NAME, ShardVectorsResponse::new);
  }
}
