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
package org.spotsigs.engine;

import com.carrotsearch.hppc.IntArrayList;
import com.carrotsearch.hppc.LongArrayList;
import com.carrotsearch.hppc.ObjectIntHashMap;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.TreeMap;
import java.util.function.LongConsumer;
import org.spotsigs.dedup.Clusters;
import org.spotsigs.dedup.DedupResult;
import org.spotsigs.util.IntArraySorter;

/**
 * The pairs of a run as a graph over the ids of the documents that have a near-duplicate, for the
 * clusters: the library's {@link Clusters#connectedComponents(DedupResult, int, long[])}, whose
 * representative is the first member in an order (here the order field's values, then the {@code
 * _id}), as the command line names clusters by their first document in input order. Holds about 80
 * bytes plus the id per document and 24 bytes per pair, charged to {@code memory} (a circuit
 * breaker). Not thread-safe.
 */
public final class PairGraph {
  private final ObjectIntHashMap<String> numbers = new ObjectIntHashMap<>();
  private final List<String> ids = new ArrayList<>();
  private final IntArrayList a = new IntArrayList();
  private final IntArrayList b = new IntArrayList();
  private final LongArrayList overlap = new LongArrayList();
  private final LongArrayList union = new LongArrayList();
  private final LongConsumer memory;

  /** Ids in {@code _id} order, once {@link #clusters} has been called. */
  private String[] sortedIds;

  private int[] representative;

  /** {@code memory} is charged the bytes the graph holds (negative: given back). */
  public PairGraph(LongConsumer memory) {
    this.memory = memory;
  }

  /** Adds the pairs of a page. */
  public void add(Pairs page) {
    for (int i = 0; i < page.size(); i++) {
      int x = number(page.a(i));
      int y = number(page.b(i));
      a.add(x);
      b.add(y);
      overlap.add(page.overlap(i));
      union.add(page.union(i));
      memory.accept(24);
    }
  }

  private int number(String id) {
    int slot = numbers.indexOf(id);
    if (numbers.indexExists(slot)) {
      return numbers.indexGet(slot);
    }
    int n = ids.size();
    memory.accept(80 + 2L * id.length());
    numbers.indexInsert(slot, id, n);
    ids.add(id);
    return n;
  }

  /** Whether the document has a near-duplicate. */
  public boolean contains(String id) {
    return numbers.containsKey(id);
  }

  /** The ids of the documents with a near-duplicate. */
  public List<String> ids() {
    return ids;
  }

  /**
   * Computes the clusters. {@code order} gives each id of {@link #ids()} its position in the order
   * field (or null: none); ties are broken by {@code _id}.
   */
  public void clusters(long[] order) {
    int n = ids.size();
    int[] byId = new int[n];
    for (int i = 0; i < n; i++) {
      byId[i] = i;
    }
    IntArraySorter.sort(byId, 0, n, (p, q) -> ids.get(p).compareTo(ids.get(q)));
    int[] renumbered = new int[n]; // number -> rank in _id order
    sortedIds = new String[n];
    long[] sortedOrder = order == null ? null : new long[n];
    for (int r = 0; r < n; r++) {
      renumbered[byId[r]] = r;
      sortedIds[r] = ids.get(byId[r]);
      if (order != null) {
        sortedOrder[r] = order[byId[r]];
      }
    }
    int m = a.size();
    int[] x = new int[m];
    int[] y = new int[m];
    for (int i = 0; i < m; i++) {
      x[i] = renumbered[a.get(i)];
      y[i] = renumbered[b.get(i)];
    }
    DedupResult pairs = DedupResult.of(x, y, overlap.toArray(), union.toArray(), n);
    Clusters components = Clusters.connectedComponents(pairs, n, sortedOrder);
    representative = new int[n];
    for (int r = 0; r < n; r++) {
      representative[r] = components.representative(r);
    }
    // the per-number maps are no longer needed: look ids up in _id order from now on
    numbers.clear();
    for (int r = 0; r < n; r++) {
      numbers.put(sortedIds[r], r);
    }
  }

  /**
   * After {@link #clusters}: the id that names the cluster of {@code id}, or null if it has none.
   */
  public String clusterOf(String id) {
    int slot = numbers.indexOf(id);
    return numbers.indexExists(slot) ? sortedIds[representative[numbers.indexGet(slot)]] : null;
  }

  /** After {@link #clusters}: the number of clusters (of at least two documents). */
  public int clusterCount() {
    int c = 0;
    for (int r = 0; r < representative.length; r++) {
      if (representative[r] == r) {
        c++;
      }
    }
    return c;
  }

  /** After {@link #clusters}: the clusters as lists of ids, ids sorted, largest first. */
  public List<List<String>> members() {
    TreeMap<Integer, List<String>> byRepresentative = new TreeMap<>();
    for (int r = 0; r < representative.length; r++) {
      byRepresentative.computeIfAbsent(representative[r], k -> new ArrayList<>()).add(sortedIds[r]);
    }
    List<List<String>> out = new ArrayList<>(byRepresentative.values());
    out.sort(
        Comparator.<List<String>>comparingInt(List::size).reversed().thenComparing(c -> c.get(0)));
    return out;
  }
}
