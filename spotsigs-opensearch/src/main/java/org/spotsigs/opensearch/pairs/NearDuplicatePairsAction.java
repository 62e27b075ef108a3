package org.spotsigs.opensearch.pairs;

import org.opensearch.action.ActionType;

/**
 * All near-duplicate pairs (and optionally clusters) of one index: {@code POST
 * /{index}/_near_duplicates}.
 */
public final class NearDuplicatePairsAction extends ActionType<NearDuplicatePairsResponse> {
  public static final String NAME = "indices:data/read/spotsigs/pairs";
  public static final NearDuplicatePairsAction INSTANCE = new NearDuplicatePairsAction();

  private NearDuplicatePairsAction() {
    super(NAME, NearDuplicatePairsResponse::new);
  }
}
