package org.spotsigs.dedup;

import com.carrotsearch.hppc.LongIntHashMap;
import java.util.Arrays;
import org.spotsigs.index.Checksum;
import org.spotsigs.search.Measure;

/**
 * The documents of a collection that share their vector with an earlier one: each group of equal
 * vectors is matched once, through its first document (its representative), and the others inherit
 * its pairs ({@link #expand}). Documents without signatures belong to no group and are never
 * matched. Used by every all-pairs route ({@link Deduplicator}, {@link SketchCandidates}).
 *
 * <p>One pass in position order: a document's checksum finds the representatives met so far with
 * that checksum, and the vectors are compared (a checksum is only a hint, so a collision costs
 * time, never exactness).
 */
final class ExactDuplicates {
  private final VectorCollection vc;
  private final Measure measure;

  /** The representative of each document (itself for a representative), -1 if it is empty. */
  final int[] repOf;

  /** Next member of the same group (linked from the representative), -1 at the end. */
  final int[] nextMember;

  /** Documents without signatures. */
  final int empty;

  /** Documents that are not their group's representative. */
  final int duplicates;

  /**
   * @param group whether equal vectors are grouped (else every non-empty document represents
   *     itself)
   */
  ExactDuplicates(VectorCollection vc, Measure measure, boolean group) {
    this.vc = vc;
    this.measure = measure;
    int n = vc.size();
    repOf = new int[n];
    nextMember = new int[n];
    Arrays.fill(nextMember, -1);
    int e = 0;
    for (int d = 0; d < n; d++) {
      boolean none = vc.end(d) == vc.start(d);
      repOf[d] = none ? -1 : d;
      e += none ? 1 : 0;
    }
    empty = e;
    duplicates = group ? group() : 0;
  }

  private int group() {
    int n = vc.size();
    int[] termIds = vc.termIds();
    int found = 0;
    LongIntHashMap lastWithKey = new LongIntHashMap(Math.max(16, n - empty));
    int[] previousWithKey = new int[n]; // the representative before, with the same checksum
    for (int d = 0; d < n; d++) {
      if (repOf[d] < 0) {
        continue;
      }
      long key =
          measure == Measure.SET
              ? Checksum.of(termIds, vc.start(d), vc.end(d), termIds)
              : Checksum.of(termIds, vc.start(d), vc.end(d), vc.counts());
      int slot = lastWithKey.indexOf(key);
      boolean known = lastWithKey.indexExists(slot);
      int rep = -1;
      if (known) {
        for (int r = lastWithKey.indexGet(slot); r >= 0; r = previousWithKey[r]) {
          if (sameVector(r, d)) {
            rep = r;
            break;
          }
        }
      }
      if (rep >= 0) {
        repOf[d] = rep;
        nextMember[d] = nextMember[rep];
        nextMember[rep] = d;
        found++;
      } else if (known) {
        previousWithKey[d] = lastWithKey.indexGet(slot);
        lastWithKey.indexReplace(slot, d);
      } else {
        previousWithKey[d] = -1;
        lastWithKey.indexInsert(slot, key, d);
      }
    }
    return found;
  }

  private boolean sameVector(int x, int y) {
    int xs = vc.start(x);
    int xe = vc.end(x);
    int ys = vc.start(y);
    if (xe - xs != vc.end(y) - ys) {
      return false;
    }
    int[] termIds = vc.termIds();
    int[] counts = vc.counts();
    for (int i = 0; i < xe - xs; i++) {
      if (termIds[xs + i] != termIds[ys + i]) {
        return false;
      }
      if (measure == Measure.MULTISET && counts[xs + i] != counts[ys + i]) {
        return false;
      }
    }
    return true;
  }

  /** Whether {@code d} represents its group (or is alone): the documents that are matched. */
  boolean isRepresentative(int d) {
    return repOf[d] == d;
  }

  /**
   * Pairs between representatives (positions), plus each group's members among themselves (at
   * similarity 1), as pairs of external ids.
   */
  PairList expand(PairList repPairs) {
    PairList out = new PairList();
    for (int i = 0; i < repPairs.size(); i++) {
      long ov = repPairs.overlap.get(i);
      long un = repPairs.union.get(i);
      for (int x = repPairs.a.get(i); x >= 0; x = nextMember[x]) {
        for (int y = repPairs.b.get(i); y >= 0; y = nextMember[y]) {
          out.add(vc.externalId(x), vc.externalId(y), ov, un);
        }
      }
    }
    for (int d = 0; d < vc.size(); d++) {
      if (repOf[d] == d && nextMember[d] >= 0) {
        long len = vc.length(d, measure);
        for (int x = d; x >= 0; x = nextMember[x]) {
          for (int y = nextMember[x]; y >= 0; y = nextMember[y]) {
            out.add(vc.externalId(x), vc.externalId(y), len, len);
          }
        }
      }
    }
    return out;
  }
}
