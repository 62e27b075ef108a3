/*
 * Copyright 2026 the lucene-spotsigs authors
 *
 * Licensed under the Apache License, Version 2.0 (the "License");
 * you may not use this file except in compliance with the License.
 * You may obtain a copy of the License at
 *
 *     http://www.apache.org/licenses/LICENSE-2.0
 *
 * Unless required by applicable law or agreed to in writing, software
 * distributed under the License is distributed on an "AS IS" BASIS,
 * WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
 * See the License for the specific language governing permissions and
 * limitations under the License.
 */
package org.spotsigs.dedup;

import com.carrotsearch.hppc.LongIntHashMap;
import java.util.Arrays;
import org.apache.lucene.util.ArrayUtil;
import org.spotsigs.core.Measure;

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
   * The pairs of external ids that the pairs of representatives (positions) {@code repPairs} stand
   * for (as {@link #expand(PairList, DedupResult.PairConsumer)} hands them on), plus the pairs
   * within every group (as {@link #withinGroup}): the smaller id first, sorted by (first, second).
   *
   * <p>Generated in that order rather than sorted: the documents are visited in order of external
   * id, and each one's partners that come after it (the later members of its own group and of every
   * group its representative is paired with: a suffix of each group's members, which are kept in
   * the same order) are gathered and sorted, a handful at a time. So the list is written once, at
   * the size counted beforehand, with no sort over all pairs (and its scratch, three times the
   * list's size).
   */
  PairList sortedPairs(PairList repPairs) {
    PairList out = new PairList((int) Math.min(count(repPairs), Integer.MAX_VALUE - 16));
    sortedPairs(repPairs, out::add);
    return out;
  }

  /**
   * The pairs of {@link #sortedPairs(PairList)}, in that order, handed to {@code out} instead of
   * held; returns how many.
   */
  long sortedPairs(PairList repPairs, DedupResult.PairConsumer out) {
    int n = vc.size();
    int pairs = repPairs.size();
    // the documents in order of external id (then position): their ranks
    int[] docAt = new int[n];
    boolean ordered = true;
    for (int d = 0; d < n; d++) {
      docAt[d] = d;
      ordered &= d == 0 || vc.externalId(d - 1) < vc.externalId(d);
    }
    if (!ordered) {
      long[] keys = new long[n];
      for (int d = 0; d < n; d++) {
        keys[d] = (long) vc.externalId(d) << 32 | d;
      }
      Arrays.sort(keys);
      for (int k = 0; k < n; k++) {
        docAt[k] = (int) keys[k];
      }
    }
    // each group's members (by rank, ascending), grouped by representative
    int[] memberStart = new int[n + 1];
    for (int d = 0; d < n; d++) {
      if (repOf[d] >= 0) {
        memberStart[repOf[d] + 1]++;
      }
    }
    for (int d = 0; d < n; d++) {
      memberStart[d + 1] += memberStart[d];
    }
    int[] members = new int[memberStart[n]];
    int[] filled = Arrays.copyOf(memberStart, n);
    for (int k = 0; k < n; k++) {
      int r = repOf[docAt[k]];
      if (r >= 0) {
        members[filled[r]++] = k;
      }
    }
    // the pairs of each representative (indexes into repPairs), grouped by representative
    int[] pairStart = new int[n + 1];
    for (int i = 0; i < pairs; i++) {
      pairStart[repPairs.a.get(i) + 1]++;
      pairStart[repPairs.b.get(i) + 1]++;
    }
    for (int d = 0; d < n; d++) {
      pairStart[d + 1] += pairStart[d];
    }
    int[] pairOf = new int[2 * pairs];
    filled = Arrays.copyOf(pairStart, n);
    for (int i = 0; i < pairs; i++) {
      pairOf[filled[repPairs.a.get(i)]++] = i;
      pairOf[filled[repPairs.b.get(i)]++] = i;
    }
    filled = null;
    long handed = 0;
    for (int k = 0; k < n; k++) {
      int d = docAt[k];
      int r = repOf[d];
      if (r < 0) {
        continue;
      }
      int c = later(members, memberStart[r], memberStart[r + 1], k, 0, 0);
      for (int p = pairStart[r], pe = pairStart[r + 1]; p < pe; p++) {
        int i = pairOf[p];
        int o = repPairs.a.get(i) == r ? repPairs.b.get(i) : repPairs.a.get(i);
        c = later(members, memberStart[o], memberStart[o + 1], k, i + 1, c);
      }
      if (c == 0) {
        continue;
      }
      long[] partners = this.partners;
      Arrays.sort(partners, 0, c); // ranks are distinct: the order of the ranks
      handed += c;
      int id = vc.externalId(d);
      long length = -1;
      for (int j = 0; j < c; j++) {
        int other = vc.externalId(docAt[(int) (partners[j] >>> 32)]);
        int i = (int) partners[j] - 1;
        if (i < 0) {
          if (length < 0) {
            length = vc.length(r, measure);
          }
          out.accept(id, other, length, length);
        } else {
          out.accept(id, other, repPairs.overlap.get(i), repPairs.union.get(i));
        }
      }
    }
    return handed;
  }

  /** How many pairs {@link #sortedPairs} makes of {@code repPairs}. */
  private long count(PairList repPairs) {
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
    return expected;
  }

  /**
   * Appends to {@link #partners}, from index {@code c}, the ranks of {@code ranks[from, to)}
   * (ascending) above {@code rank}, each as {@code rank << 32 | tag}; returns the new count.
   */
  private int later(int[] ranks, int from, int to, int rank, int tag, int c) {
    int at = Arrays.binarySearch(ranks, from, to, rank);
    int j = at >= 0 ? at + 1 : -at - 1;
    long[] p = partners = ArrayUtil.grow(partners, c + to - j);
    for (; j < to; j++) {
      p[c++] = (long) ranks[j] << 32 | tag;
    }
    return c;
  }

  /**
   * Scratch of {@link #sortedPairs}: one document's later partners, each its rank {@code << 32 |}
   * (the index of the pair of representatives + 1, or 0 within its group).
   */
  private long[] partners = new long[16];

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
