package org.spotsigs.dedup;

import com.carrotsearch.hppc.LongIntHashMap;
import java.util.Arrays;
import org.apache.lucene.util.ArrayUtil;
import org.spotsigs.search.Measure;

/**
 * The documents of a collection that share their vector with an earlier one: each group of equal
 * vectors is matched once, through its first document (its representative), and the others inherit
 * its pairs ({@link #expand}). Documents without signatures belong to no group and are never
 * matched. Used by every all-pairs route ({@link Deduplicator}, {@link SketchCandidates}).
 *
 * <p>One pass in position order: a document's checksum finds the representatives met so far with
 * that checksum, and the vectors are compared (a checksum is only a hint, so a collision costs
 * time, never exactness). The pairs are handed on ({@link #expand}, {@link #withinGroup}) from one
 * thread at a time.
 */
final class ExactDuplicates {
  private final DocumentVectors vc;
  private final Measure measure;

  /** The representative of each document (itself for a representative), -1 if it is empty. */
  final int[] repOf;

  /** Next member of the same group (linked from the representative), -1 at the end. */
  final int[] nextMember;

  /** Documents without signatures. */
  final int empty;

  /** Documents that are not their group's representative. */
  final int duplicates;

  /** The size of each representative's group (null: no groups of more than one). */
  private int[] groupSize;

  /**
   * @param group whether equal vectors are grouped (else every non-empty document represents
   *     itself)
   */
  ExactDuplicates(VectorCollection vc, Measure measure, boolean group) {
    this(vc.documents(), measure, group);
  }

  ExactDuplicates(DocumentVectors vc, Measure measure, boolean group) {
    this.vc = vc;
    this.measure = measure;
    int n = vc.size();
    repOf = new int[n];
    nextMember = new int[n];
    Arrays.fill(nextMember, -1);
    int e = 0;
    for (int d = 0; d < n; d++) {
      boolean none = vc.isEmpty(d);
      repOf[d] = none ? -1 : d;
      e += none ? 1 : 0;
    }
    empty = e;
    duplicates = group ? group() : 0;
  }

  private int group() {
    int n = vc.size();
    int found = 0;
    LongIntHashMap lastWithKey = new LongIntHashMap(Math.max(16, n - empty));
    int[] previousWithKey = new int[n]; // the representative before, with the same checksum
    DocumentVectors.Entries x = new DocumentVectors.Entries();
    DocumentVectors.Entries y = new DocumentVectors.Entries();
    for (int d = 0; d < n; d++) {
      if (repOf[d] < 0) {
        continue;
      }
      long key = vc.checksum(d, measure, x);
      int slot = lastWithKey.indexOf(key);
      boolean known = lastWithKey.indexExists(slot);
      int rep = -1;
      if (known) {
        vc.entries(d, x); // the checksum is a hint: the vectors are compared
        for (int r = lastWithKey.indexGet(slot); r >= 0; r = previousWithKey[r]) {
          if (sameVector(x, vc.entries(r, y))) {
            rep = r;
            break;
          }
        }
      }
      if (rep >= 0) {
        repOf[d] = rep;
        nextMember[d] = nextMember[rep];
        nextMember[rep] = d;
        if (groupSize == null) {
          groupSize = new int[n];
          Arrays.fill(groupSize, 1);
        }
        groupSize[rep]++;
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

  private boolean sameVector(DocumentVectors.Entries x, DocumentVectors.Entries y) {
    int n = x.size();
    if (n != y.size()) {
      return false;
    }
    for (int i = 0; i < n; i++) {
      if (x.termIds[x.from + i] != y.termIds[y.from + i]) {
        return false;
      }
      if (measure == Measure.MULTISET && x.counts[x.from + i] != y.counts[y.from + i]) {
        return false;
      }
    }
    return true;
  }

  /** The number of documents of the group of representative {@code rep} (1 if alone). */
  long members(int rep) {
    return groupSize == null ? 1 : groupSize[rep];
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
    // sized for all of them: a list that grows to millions of pairs copies itself each time
    long expected = 0;
    for (int i = 0; i < repPairs.size(); i++) {
      expected += members(repPairs.a.get(i)) * members(repPairs.b.get(i));
    }
    for (int d = 0; d < vc.size(); d++) {
      if (repOf[d] == d) {
        long m = members(d);
        expected += m * (m - 1) / 2;
      }
    }
    PairList out = new PairList((int) Math.min(expected, Integer.MAX_VALUE - 16));
    expand(repPairs, out::add);
    for (int d = 0; d < vc.size(); d++) {
      if (repOf[d] == d) {
        withinGroup(d, out::add);
      }
    }
    return out;
  }

  /**
   * The pairs of external ids that the pairs of representatives (positions) {@code repPairs} stand
   * for, handed to {@code out}; returns how many.
   */
  long expand(PairList repPairs, DedupResult.PairConsumer out) {
    long handed = 0;
    for (int i = 0; i < repPairs.size(); i++) {
      handed +=
          expand(
              repPairs.a.get(i),
              repPairs.b.get(i),
              repPairs.overlap.get(i),
              repPairs.union.get(i),
              out);
    }
    return handed;
  }

  /**
   * The pairs of external ids that the pair of representatives (positions) {@code a}, {@code b}
   * stands for: every member of one with every member of the other, the smaller id first; returns
   * how many.
   */
  long expand(int a, int b, long overlap, long union, DedupResult.PairConsumer out) {
    if (nextMember[a] < 0 && nextMember[b] < 0) {
      accept(out, vc.externalId(a), vc.externalId(b), overlap, union);
      return 1;
    }
    int nb = gatherIds(b); // each member's id read once, not once per member of the other group
    int[] ids = memberIds;
    for (int x = a; x >= 0; x = nextMember[x]) {
      int idX = vc.externalId(x);
      for (int j = 0; j < nb; j++) {
        accept(out, idX, ids[j], overlap, union);
      }
    }
    return members(a) * members(b);
  }

  /**
   * The pairs among the members of the group of representative {@code rep} (similarity 1), the
   * smaller id first; returns how many.
   */
  long withinGroup(int rep, DedupResult.PairConsumer out) {
    if (nextMember[rep] < 0) {
      return 0;
    }
    long len = vc.length(rep, measure);
    int m = gatherIds(rep);
    int[] ids = memberIds;
    for (int i = 0; i < m; i++) {
      for (int j = i + 1; j < m; j++) {
        accept(out, ids[i], ids[j], len, len);
      }
    }
    return m * (m - 1L) / 2;
  }

  /**
   * The external ids of the members of the group of representative {@code rep}, in the order of the
   * group's chain, into {@link #memberIds}; returns how many. The pairs of a group are handed on
   * from the ids gathered here: a document's id is looked up once per group, where a pair of groups
   * of m and n members would otherwise look up m x n ids at positions all over the collection.
   */
  private int gatherIds(int rep) {
    int m = 0;
    for (int x = rep; x >= 0; x = nextMember[x]) {
      if (m == memberIds.length) {
        memberIds = ArrayUtil.grow(memberIds, m + 1);
      }
      memberIds[m++] = vc.externalId(x);
    }
    return m;
  }

  /** Scratch of {@link #gatherIds}: the expanding methods are called from one thread at a time. */
  private int[] memberIds = new int[16];

  private static void accept(DedupResult.PairConsumer out, int x, int y, long overlap, long union) {
    out.accept(Math.min(x, y), Math.max(x, y), overlap, union);
  }
}
