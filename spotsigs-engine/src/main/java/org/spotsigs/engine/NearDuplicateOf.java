package org.spotsigs.engine;

import java.util.HashMap;
import java.util.Map;
import org.spotsigs.core.Threshold;

/**
 * The near-duplicate an ingested document is tagged with: its {@code _id} (null for a document of
 * the same bulk request sent without one), its position in that bulk request ({@code -1} for a
 * document the index holds), and the exact similarity {@code overlap / union}.
 */
public record NearDuplicateOf(String id, int bulkItem, long overlap, long union) {

  /** Whether this is more similar than {@code other} (null: nothing); ties keep {@code other}. */
  public boolean moreSimilarThan(NearDuplicateOf other) {
    return other == null
        || Threshold.compareProducts(overlap, other.union, other.overlap, union) > 0;
  }

  /** The tag: {@code {"_id", "similarity", "overlap", "union"}}, and {@code "bulk_item"}. */
  public Map<String, Object> tag() {
    Map<String, Object> tag = new HashMap<>();
    tag.put("_id", id);
    tag.put("similarity", (double) overlap / union);
    tag.put("overlap", overlap);
    tag.put("union", union);
    if (bulkItem >= 0) {
      tag.put("bulk_item", bulkItem);
    }
    return tag;
  }
}
