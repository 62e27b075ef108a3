package org.spotsigs.search;

import org.spotsigs.core.Threshold;

/**
 * One exact near-duplicate hit: a top-level doc id and its similarity as the exact fraction {@code
 * overlap / union}.
 */
public record NearDuplicate(int doc, long overlap, long union)
    implements Comparable<NearDuplicate> {
  /** overlap / union as a double. */
  public double similarity() {
    return (double) overlap / union;
  }

  /** Most similar first (compared exactly), then by doc id. */
  @Override
  public int compareTo(NearDuplicate o) {
    int c = Threshold.compareProducts(o.overlap, union, overlap, o.union);
    return c != 0 ? c : Integer.compare(doc, o.doc);
  }
}
