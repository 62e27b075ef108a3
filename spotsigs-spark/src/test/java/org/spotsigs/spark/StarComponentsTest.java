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
package org.spotsigs.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.carrotsearch.randomizedtesting.jupiter.Randomized;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.RowFactory;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructType;
import org.junit.jupiter.api.Test;

/** The components of {@link StarComponents} against union-find over the same edges. */
@Randomized
class StarComponentsTest {
  private static final StructType EDGES =
      new StructType().add("a", DataTypes.LongType, false).add("b", DataTypes.LongType, false);

  /** Every node of an edge and the smallest node of its component, by union-find. */
  static Map<Long, Long> oracle(List<long[]> edges) {
    Map<Long, Long> parent = new HashMap<>();
    for (long[] e : edges) {
      parent.putIfAbsent(e[0], e[0]);
      parent.putIfAbsent(e[1], e[1]);
      long a = find(parent, e[0]);
      long b = find(parent, e[1]);
      if (a != b) {
        parent.put(Math.max(a, b), Math.min(a, b));
      }
    }
    Map<Long, Long> labels = new TreeMap<>();
    for (long node : parent.keySet()) {
      labels.put(node, find(parent, node));
    }
    return labels;
  }

  private static long find(Map<Long, Long> parent, long x) {
    while (parent.get(x) != x) {
      x = parent.get(x);
    }
    return x;
  }

  /** The labels of a run; a node labelled twice fails. */
  static Map<Long, Long> labels(List<long[]> edges) {
    List<Row> rows = new ArrayList<>();
    for (long[] e : edges) {
      rows.add(RowFactory.create(e[0], e[1]));
    }
    Map<Long, Long> labels = new TreeMap<>();
    for (Row r :
        StarComponents.labels(LocalSpark.get().createDataFrame(rows, EDGES)).collectAsList()) {
      Long previous = labels.put(r.getLong(0), r.getLong(1));
      assertEquals(null, previous, "node " + r.getLong(0) + " labelled twice");
    }
    return labels;
  }

  /**
   * The path 0-4-2-3-1: after one round no edge points to a node with an edge of its own, but node
   * 2 still has edges to both 0 and 1 (two stars of one component), so stopping there is wrong.
   */
  @Test
  void nodeBetweenTwoStarsIsOneComponent() {
    List<long[]> path =
        List.of(new long[] {0, 4}, new long[] {4, 2}, new long[] {2, 3}, new long[] {3, 1});
    Map<Long, Long> expected = new TreeMap<>();
    for (long node = 0; node <= 4; node++) {
      expected.put(node, 0L);
    }
    assertEquals(expected, oracle(path));
    assertEquals(expected, labels(path));
  }

  @Test
  void labelsEqualUnionFind(Random random) {
    for (int iter = 0; iter < 2; iter++) {
      int nodes = 2 + random.nextInt(random.nextBoolean() ? 8 : 60);
      int count = 1 + random.nextInt(2 * nodes);
      // distinct sparse node ids, so that components are not named by small dense numbers
      long[] ids = new long[nodes];
      for (int i = 1; i < nodes; i++) {
        ids[i] = ids[i - 1] + 1 + random.nextInt(1000);
      }
      List<long[]> edges = new ArrayList<>();
      for (int i = 0; i < count; i++) {
        int a = random.nextInt(nodes);
        int b = random.nextInt(nodes);
        if (a != b) {
          edges.add(new long[] {ids[a], ids[b]});
        }
      }
      if (edges.isEmpty()) {
        edges.add(new long[] {ids[0], ids[1]});
      }
      assertEquals(oracle(edges), labels(edges), "iter=" + iter + " edges=" + edges.size());
    }
  }
}
