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

import java.util.Arrays;
import org.spotsigs.util.IntArraySorter;

/**
 * Groups of near-duplicates from the pairs of a {@link DedupResult} (the near-duplicate graph of
 * the SpotSigs paper: every document linked to each of its near-duplicates).
 *
 * <ul>
 *   <li>{@link #connectedComponents}: transitive groups; two documents are in one cluster if a
 *       chain of near-duplicate pairs links them (so two members may be far apart through a chain).
 *   <li>{@link #bestMatch}: one representative per group, every other document assigned to the most
 *       similar representative it is a near-duplicate of (so every member is within tau of its
 *       representative), for users who want one copy per story.
 * </ul>
 *
 * Ids are the external ids of the pairs, in {@code [0, numIds)}; an id in no pair is a cluster of
 * its own. A cluster is named by its representative's id. Immutable.
 *
 * <p><b>Which document represents a cluster</b> depends only on the pairs and on an <em>order</em>
 * of the documents: by default the ids themselves (the input order when ids are input positions, as
 * for an in-memory collection), or an explicit order such as the input order an index records
 * ({@link org.spotsigs.index.SpotSigsSchema#inputOrder}). So the same documents give the same
 * representatives whether they come from files or from an index, on any number of threads and
 * whatever the index's doc-id order: for components, the first member in that order; for best
 * match, see {@link #bestMatch(DedupResult, int, long[])}. Ties in the order fall back to the id.
 */
public final class Clusters {
  private final int[] representative;

  /** Similarity of each id to its representative as overlap / union (1/1 for representatives). */
  private final long[] overlap;

  private final long[] union;

  private Clusters(int[] representative, long[] overlap, long[] union) {
    this.representative = representative;
    this.overlap = overlap;
    this.union = union;
  }

  /**
   * Connected components of the pair graph; the representative of a component is its smallest id.
   * Similarity to the representative is not defined for components (reported as 0/1 for members
   * that are not directly paired with it, else the pair's similarity).
   *
   * @param pairs the near-duplicate pairs, over ids in {@code [0, numIds)}
   * @param numIds the number of ids: one more than the largest id any pair may name
   * @return the components, every id in {@code [0, numIds)} in one
   * @throws IllegalArgumentException if a pair has an id outside {@code [0, numIds)}
   */
  public static Clusters connectedComponents(DedupResult pairs, int numIds) {
    return connectedComponents(pairs, numIds, null);
  }

  /**
   * Connected components of the pair graph; the representative of a component is its first member
   * in {@code order} ({@code order[id]} is the position of {@code id}, smaller first; ties and a
   * null {@code order}: the smaller id).
   *
   * @param pairs the near-duplicate pairs, over ids in {@code [0, numIds)}
   * @param numIds the number of ids: one more than the largest id any pair may name
   * @param order the position of every id, smaller first (at least {@code numIds} entries, as
   *     {@link Survivor#order} gives it), or null for the ids' own order
   * @return the components, every id in {@code [0, numIds)} in one
   * @throws IllegalArgumentException if a pair has an id outside {@code [0, numIds)}, or {@code
   *     order} has fewer than {@code numIds} entries
   */
  public static Clusters connectedComponents(DedupResult pairs, int numIds, long[] order) {
    checkIds(pairs, numIds);
    checkOrder(order, numIds);
    int[] parent = new int[numIds];
    for (int i = 0; i < numIds; i++) {
      parent[i] = i;
    }
    for (int i = 0; i < pairs.size(); i++) {
      int a = find(parent, pairs.docA(i));
      int b = find(parent, pairs.docB(i));
      if (a != b) {
        // keep the earlier one as root so it is the representative
        if (before(order, a, b)) {
          parent[b] = a;
        } else {
          parent[a] = b;
        }
      }
    }
    int[] rep = new int[numIds];
    long[] ov = new long[numIds];
    long[] un = new long[numIds];
    for (int i = 0; i < numIds; i++) {
      rep[i] = find(parent, i);
      un[i] = 1;
      ov[i] = rep[i] == i ? 1 : 0;
    }
    for (int i = 0; i < pairs.size(); i++) {
      int a = pairs.docA(i);
      int b = pairs.docB(i);
      if (rep[b] == a) {
        ov[b] = pairs.overlap(i);
        un[b] = pairs.union(i);
      } else if (rep[a] == b) {
        ov[a] = pairs.overlap(i);
        un[a] = pairs.union(i);
      }
    }
    return new Clusters(rep, ov, un);
  }

  /**
   * Connected components made from pairs as they come, in any order, without holding them (memory
   * grows with the documents: a union-find and, for each document, its earliest partner), for pairs
   * streamed by {@link Deduplicator#stream}: {@link #build()} gives exactly {@link
   * Clusters#connectedComponents(DedupResult, int, long[])} of the same pairs, similarities
   * included. Not thread-safe: one thread adds the pairs.
   */
  public static final class Components implements DedupResult.PairConsumer {
    private final long[] order;
    private final int[] parent;

    /** The partner of each id earliest in the order, and their similarity; -1 for none yet. */
    private final int[] partner;

    private final long[] partnerOverlap;
    private final long[] partnerUnion;

    /**
     * Components of ids {@code [0, numIds)}; {@code order} as for {@link
     * Clusters#connectedComponents(DedupResult, int, long[])} (null: the ids' order).
     *
     * @param numIds the number of ids: one more than the largest id a pair may name
     * @param order the position of every id, smaller first (at least {@code numIds} entries), or
     *     null for the ids' own order
     * @throws IllegalArgumentException if {@code order} has fewer than {@code numIds} entries
     */
    public Components(int numIds, long[] order) {
      checkOrder(order, numIds);
      this.order = order;
      this.parent = new int[numIds];
      this.partner = new int[numIds];
      for (int i = 0; i < numIds; i++) {
        parent[i] = i;
        partner[i] = -1;
      }
      this.partnerOverlap = new long[numIds];
      this.partnerUnion = new long[numIds];
    }

    @Override
    public void accept(int a, int b, long overlap, long union) {
      if (a < 0 || b < 0 || a >= parent.length || b >= parent.length) {
        throw new IllegalArgumentException(
            "pair (" + a + ", " + b + ") has an id outside [0, " + parent.length + ")");
      }
      notePartner(a, b, overlap, union);
      notePartner(b, a, overlap, union);
      int ra = find(parent, a);
      int rb = find(parent, b);
      if (ra != rb) {
        if (before(order, ra, rb)) {
          parent[rb] = ra;
        } else {
          parent[ra] = rb;
        }
      }
    }

    private void notePartner(int d, int other, long overlap, long union) {
      if (partner[d] < 0 || before(order, other, partner[d])) {
        partner[d] = other;
        partnerOverlap[d] = overlap;
        partnerUnion[d] = union;
      }
    }

    /**
     * The components of the pairs added. A member is paired directly with its representative (the
     * component's first member in the order) exactly when that representative is its earliest
     * partner, whose similarity is kept.
     *
     * @return the components of the pairs added so far, every id in {@code [0, numIds)} in one
     */
    public Clusters build() {
      int n = parent.length;
      int[] rep = new int[n];
      long[] ov = new long[n];
      long[] un = new long[n];
      for (int i = 0; i < n; i++) {
        rep[i] = find(parent, i);
        if (rep[i] == i) {
          ov[i] = 1;
          un[i] = 1;
        } else if (partner[i] == rep[i]) {
          ov[i] = partnerOverlap[i];
          un[i] = partnerUnion[i];
        } else {
          un[i] = 1;
        }
      }
      return new Clusters(rep, ov, un);
    }
  }

  private static int find(int[] parent, int x) {
    while (parent[x] != x) {
      parent[x] = parent[parent[x]];
      x = parent[x];
    }
    return x;
  }

  /**
   * Representatives chosen greedily, most-connected first (ties: smaller id): a document not yet
   * covered becomes a representative and covers its near-duplicates. Then every other document is
   * assigned to the representative it is most similar to among its near-duplicates (exact
   * comparison of the fractions; ties: smaller id). Every member is thus a near-duplicate of its
   * representative.
   *
   * @param pairs the near-duplicate pairs, over ids in {@code [0, numIds)}
   * @param numIds the number of ids: one more than the largest id any pair may name
   * @return the clusters, every id in {@code [0, numIds)} in one
   * @throws IllegalArgumentException if a pair has an id outside {@code [0, numIds)}
   */
  public static Clusters bestMatch(DedupResult pairs, int numIds) {
    return bestMatch(pairs, numIds, null);
  }

  /**
   * {@link #bestMatch(DedupResult, int)} with every tie broken by {@code order} instead of the id
   * (most-connected first, then earlier in {@code order}; among equally similar representatives,
   * the earlier one); null: the ids' order.
   *
   * @param pairs the near-duplicate pairs, over ids in {@code [0, numIds)}
   * @param numIds the number of ids: one more than the largest id any pair may name
   * @param order the position of every id, smaller first (at least {@code numIds} entries, as
   *     {@link Survivor#order} gives it), or null for the ids' own order
   * @return the clusters, every id in {@code [0, numIds)} in one
   * @throws IllegalArgumentException if a pair has an id outside {@code [0, numIds)}, or {@code
   *     order} has fewer than {@code numIds} entries
   */
  public static Clusters bestMatch(DedupResult pairs, int numIds, long[] order) {
    checkIds(pairs, numIds);
    checkOrder(order, numIds);
    int m = pairs.size();
    // adjacency in compressed-row form
    int[] degree = new int[numIds + 1];
    for (int i = 0; i < m; i++) {
      degree[pairs.docA(i) + 1]++;
      degree[pairs.docB(i) + 1]++;
    }
    int[] start = new int[numIds + 1];
    for (int i = 0; i < numIds; i++) {
      start[i + 1] = start[i] + degree[i + 1];
    }
    int[] fill = Arrays.copyOf(start, numIds);
    int[] neighbor = new int[2 * m];
    int[] edge = new int[2 * m];
    for (int i = 0; i < m; i++) {
      int a = pairs.docA(i);
      int b = pairs.docB(i);
      neighbor[fill[a]] = b;
      edge[fill[a]++] = i;
      neighbor[fill[b]] = a;
      edge[fill[b]++] = i;
    }
    int[] byDegree = new int[numIds];
    for (int i = 0; i < numIds; i++) {
      byDegree[i] = i;
    }
    // most neighbours first, then earlier
    IntArraySorter.sort(
        byDegree,
        0,
        numIds,
        (x, y) -> {
          int c = Integer.compare(start[y + 1] - start[y], start[x + 1] - start[x]);
          return c != 0 ? c : compare(order, x, y);
        });
    boolean[] isRep = new boolean[numIds];
    boolean[] covered = new boolean[numIds];
    for (int d : byDegree) {
      if (!covered[d]) {
        isRep[d] = true;
        covered[d] = true;
        for (int k = start[d]; k < start[d + 1]; k++) {
          covered[neighbor[k]] = true;
        }
      }
    }
    int[] rep = new int[numIds];
    long[] ov = new long[numIds];
    long[] un = new long[numIds];
    for (int d = 0; d < numIds; d++) {
      if (isRep[d]) {
        rep[d] = d;
        ov[d] = 1;
        un[d] = 1;
        continue;
      }
      int best = -1;
      long bo = 0;
      long bu = 1;
      for (int k = start[d]; k < start[d + 1]; k++) {
        int r = neighbor[k];
        if (!isRep[r]) {
          continue;
        }
        int e = edge[k];
        long o = pairs.overlap(e);
        long u = pairs.union(e);
        // o/u > bo/bu, or equal and the earlier representative
        int c = compareFractions(o, u, bo, bu);
        if (best < 0 || c > 0 || (c == 0 && before(order, r, best))) {
          best = r;
          bo = o;
          bu = u;
        }
      }
      rep[d] = best;
      ov[d] = bo;
      un[d] = bu;
    }
    return new Clusters(rep, ov, un);
  }

  /** a/b vs c/d for non-negative values with b, d > 0, exactly. */
  private static int compareFractions(long a, long b, long c, long d) {
    return org.spotsigs.core.Threshold.compareProducts(a, d, c, b);
  }

  /**
   * Whether {@code a} comes before {@code b} in {@code order} (ties and no order: the smaller id).
   */
  private static boolean before(long[] order, int a, int b) {
    return compare(order, a, b) < 0;
  }

  private static int compare(long[] order, int a, int b) {
    int c = order == null ? 0 : Long.compare(order[a], order[b]);
    return c != 0 ? c : Integer.compare(a, b);
  }

  private static void checkOrder(long[] order, int numIds) {
    if (order != null && order.length < numIds) {
      throw new IllegalArgumentException("order covers " + order.length + " ids, not " + numIds);
    }
  }

  private static void checkIds(DedupResult pairs, int numIds) {
    for (int i = 0; i < pairs.size(); i++) {
      if (pairs.docB(i) >= numIds || pairs.docA(i) < 0) {
        throw new IllegalArgumentException(
            "pair ("
                + pairs.docA(i)
                + ", "
                + pairs.docB(i)
                + ") has an id outside [0, "
                + numIds
                + ")");
      }
    }
  }

  /**
   * Number of ids.
   *
   * @return the number of ids the clusters cover: {@code [0, numIds())}
   */
  public int numIds() {
    return representative.length;
  }

  /**
   * The representative (cluster name) of {@code id}; {@code id} itself for representatives and
   * singletons.
   *
   * @param id an id in {@code [0, numIds())}
   * @return the id of the representative of {@code id}'s cluster
   */
  public int representative(int id) {
    return representative[id];
  }

  /**
   * Whether {@code id} represents its cluster (singletons do).
   *
   * @param id an id in {@code [0, numIds())}
   * @return true if {@code id} is its own representative
   */
  public boolean isRepresentative(int id) {
    return representative[id] == id;
  }

  /**
   * Overlap of {@code id} with its representative (see {@link #union(int)}).
   *
   * @param id an id in {@code [0, numIds())}
   * @return the overlap: 1 for a representative, 0 for a component member not paired directly with
   *     its representative
   */
  public long overlap(int id) {
    return overlap[id];
  }

  /**
   * Union of {@code id} with its representative; similarity = overlap / union.
   *
   * @param id an id in {@code [0, numIds())}
   * @return the union, at least 1: 1 for a representative and for a component member not paired
   *     directly with its representative
   */
  public long union(int id) {
    return union[id];
  }

  /**
   * Number of clusters, singletons included.
   *
   * @return the number of representatives
   */
  public int count() {
    int c = 0;
    for (int i = 0; i < representative.length; i++) {
      if (representative[i] == i) {
        c++;
      }
    }
    return c;
  }

  /**
   * Number of clusters with at least two members.
   *
   * @return the number of clusters that are not singletons
   */
  public int countNonSingleton() {
    int[] size = new int[representative.length];
    for (int r : representative) {
      size[r]++;
    }
    int c = 0;
    for (int s : size) {
      if (s > 1) {
        c++;
      }
    }
    return c;
  }
}
