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

import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.greatest;
import static org.apache.spark.sql.functions.least;
import static org.apache.spark.sql.functions.min;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;

/**
 * Connected components of a graph given as edges, on the executors: the large-star and small-star
 * operations of R. Kiveris, S. Lattanzi, V. Mirrokni, V. Rastogi, S. Vassilvitskii, "Connected
 * Components in MapReduce and Beyond" (SoCC 2014), alternated until every component is a star
 * around its smallest node. Nothing but counts reaches the driver.
 *
 * <p>Edges are kept as {@code (u, v)} with {@code v < u}. Large-star: every node {@code u} links
 * each larger neighbour to the smallest node of its neighbourhood (itself included). Small-star:
 * every node {@code u} links itself and each smaller neighbour to the smallest of them. Both keep
 * the components; the edges are stars around the smallest nodes exactly when every node has at most
 * one edge of its own and no edge points to a node that has one (then every node points to its
 * component's smallest node, which points nowhere). Both halves are needed: on the path {@code
 * 0-4-2-3-1} one round gives {@code 2->0, 4->0, 2->1, 3->1}, where no edge points to a node with an
 * edge of its own, yet node 2 joins two stars that are one component.
 */
final class StarComponents {
  private StarComponents() {}

  /** A bound on the rounds, far above the O(log^2 n) of the paper; reaching it is a bug. */
  private static final int MAX_ROUNDS = 200;

  /**
   * @param edges rows {@code (a long, b long)}, any orientation, no self-loops needed
   * @return rows {@code (node long, label long)}: every node of an edge and the smallest node of
   *     its component
   */
  static Dataset<Row> labels(Dataset<Row> edges) {
    Dataset<Row> e =
        edges
            .select(greatest(col("a"), col("b")).as("u"), least(col("a"), col("b")).as("v"))
            .filter(col("u").notEqual(col("v")))
            .distinct()
            .localCheckpoint();
    for (int round = 0; ; round++) {
      if (round == MAX_ROUNDS) {
        throw new IllegalStateException("connected components did not converge");
      }
      Dataset<Row> next = smallStar(largeStar(e)).localCheckpoint();
      e = next;
      if (isStarForest(e)) {
        break;
      }
    }
    Dataset<Row> leaves = e.select(col("u").as("node"), col("v").as("label"));
    Dataset<Row> centers = e.select(col("v").as("node"), col("v").as("label")).distinct();
    return leaves.union(centers);
  }

  /**
   * Whether the edges {@code (u, v)} are stars around their smallest nodes: no node has two edges
   * of its own, and no edge points to a node that has one.
   */
  static boolean isStarForest(Dataset<Row> e) {
    long toNonRoot = e.join(e.select(col("u").as("v")).distinct(), "v").limit(1).count();
    if (toNonRoot > 0) {
      return false;
    }
    return e.groupBy("u").count().filter(col("count").gt(1)).limit(1).count() == 0;
  }

  /** Each node's larger neighbours linked to the smallest node of its neighbourhood. */
  static Dataset<Row> largeStar(Dataset<Row> e) {
    Dataset<Row> both =
        e.select(col("u"), col("v")).union(e.select(col("v").as("u"), col("u").as("v")));
    Dataset<Row> smallest =
        both.groupBy("u").agg(min("v").as("m")).select(col("u"), least(col("u"), col("m")).as("m"));
    return both.join(smallest, "u")
        .filter(col("v").gt(col("u")))
        .select(col("v").as("u"), col("m").as("v"))
        .distinct();
  }

  /** Each node and its smaller neighbours linked to the smallest of them. */
  static Dataset<Row> smallStar(Dataset<Row> e) {
    Dataset<Row> smallest = e.groupBy("u").agg(min("v").as("m"));
    Dataset<Row> neighbours =
        e.join(smallest, "u")
            .filter(col("v").notEqual(col("m")))
            .select(col("v").as("u"), col("m").as("v"));
    return neighbours.union(smallest.select(col("u"), col("m").as("v"))).distinct();
  }
}
