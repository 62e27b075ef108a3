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

import static org.apache.spark.sql.functions.coalesce;
import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.count;
import static org.apache.spark.sql.functions.greatest;
import static org.apache.spark.sql.functions.least;
import static org.apache.spark.sql.functions.lit;
import static org.apache.spark.sql.functions.min;
import static org.apache.spark.sql.functions.negate;
import static org.apache.spark.sql.functions.struct;
import static org.apache.spark.sql.functions.sum;
import static org.apache.spark.sql.functions.when;

import org.apache.spark.sql.Column;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.util.LongAccumulator;
import org.spotsigs.dedup.Survivor;

/**
 * What a {@link SparkDedup} run found, as datasets computed on the executors when they are used:
 * the pairs of documents, their clusters (connected components, named after the survivor that
 * {@link Survivor} chooses, as {@code spotsigs dedup --keep} does), the documents to drop and the
 * ones to keep. Documents are named by their input order ({@code order}) and id. The documents'
 * vectors and the pairs of distinct vectors stay persisted until {@link #close()}.
 */
public final class DedupRun implements AutoCloseable {
  private final SparkDedup settings;
  private final Dataset<Row> docs;
  private final Dataset<Row> groups;
  private final Dataset<Row> members;
  private final Dataset<Row> repPairs;
  private final LongAccumulator verified;
  private final Counts counts;
  private Dataset<Row> components;
  private long[] pairCounts;

  /**
   * What the run counted on its way: documents skipped for a repeated id, distinct non-empty
   * vectors, documents with a non-empty vector, pairs within the groups of identical vectors.
   */
  record Counts(long repeatedIds, long distinct, long nonEmpty, long withinGroups) {}

  DedupRun(
      SparkDedup settings,
      Dataset<Row> docs,
      Dataset<Row> groups,
      Dataset<Row> members,
      Dataset<Row> repPairs,
      LongAccumulator verified,
      Counts counts) {
    this.settings = settings;
    this.docs = docs;
    this.groups = groups;
    this.members = members;
    this.repPairs = repPairs;
    this.verified = verified;
    this.counts = counts;
  }

  /**
   * Every document: {@code order, id, rep} (the first document in input order with the same vector;
   * itself for a document without signatures), {@code size} (documents with that vector), {@code
   * length} (of its vector under the measure; 0: no signatures, never matched).
   */
  public Dataset<Row> documents() {
    return members;
  }

  /**
   * The pairs of distinct vectors, by their representatives: {@code a < b} (orders), {@code
   * overlap}, {@code union}.
   */
  public Dataset<Row> vectorPairs() {
    return repPairs;
  }

  /**
   * Every pair of documents at or above tau, each once: {@code order_a < order_b}, {@code id_a},
   * {@code id_b}, the exact {@code overlap} and {@code union} (similarity = overlap / union). Not
   * sorted: {@code orderBy("order_a", "order_b")} gives the command line's order.
   */
  public Dataset<Row> pairs() {
    Dataset<Row> a = members.select(col("order").as("oa"), col("id").as("ia"), col("rep").as("a"));
    Dataset<Row> b = members.select(col("order").as("ob"), col("id").as("ib"), col("rep").as("b"));
    Dataset<Row> across =
        repPairs.join(a, "a").join(b, "b").select("oa", "ia", "ob", "ib", "overlap", "union");
    Dataset<Row> grouped = members.filter(col("size").gt(1));
    Dataset<Row> within =
        grouped
            .select(col("order").as("oa"), col("id").as("ia"), col("rep"), col("length"))
            .join(grouped.select(col("order").as("ob"), col("id").as("ib"), col("rep")), "rep")
            .filter(col("oa").lt(col("ob")))
            .select(
                col("oa"),
                col("ia"),
                col("ob"),
                col("ib"),
                col("length").as("overlap"),
                col("length").as("union"));
    Column first = col("oa").lt(col("ob"));
    return across
        .union(within)
        .select(
            when(first, col("oa")).otherwise(col("ob")).as("order_a"),
            when(first, col("ia")).otherwise(col("ib")).as("id_a"),
            when(first, col("ob")).otherwise(col("oa")).as("order_b"),
            when(first, col("ib")).otherwise(col("ia")).as("id_b"),
            col("overlap"),
            col("union"));
  }

  /** The number of pairs of {@link #pairs()}, counted without making them. */
  public long pairCount() {
    return pairCounts()[1] + counts.withinGroups();
  }

  /** The number of pairs of distinct vectors ({@link #vectorPairs()}). */
  public long vectorPairCount() {
    return pairCounts()[0];
  }

  /** The pairs of distinct vectors and the pairs of documents they stand for, in one job. */
  private long[] pairCounts() {
    if (pairCounts == null) {
      Dataset<Row> sizes = groups.select("rep", "size");
      Row r =
          repPairs
              .join(sizes.select(col("rep").as("a"), col("size").as("sa")), "a")
              .join(sizes.select(col("rep").as("b"), col("size").as("sb")), "b")
              .agg(count(lit(1)), sum(col("sa").multiply(col("sb"))))
              .first();
      pairCounts = new long[] {r.getLong(0), r.isNullAt(1) ? 0 : r.getLong(1)};
    }
    return pairCounts;
  }

  /**
   * The connected component of every distinct vector that is in a pair: {@code rep}, {@code
   * component} (its smallest representative).
   */
  private Dataset<Row> components() {
    if (components == null) {
      components =
          StarComponents.labels(repPairs.select("a", "b"))
              .select(col("node").as("rep"), col("label").as("component"));
    }
    return components;
  }

  /**
   * Every document with its cluster: {@code order, id, cluster_order, cluster_id} (the cluster's
   * survivor under {@code keep}; itself for a document in no pair), and its {@code overlap} and
   * {@code union} with the survivor when the two are a pair (1 / 1 for the survivor itself; null
   * when the document is linked to the survivor only through others).
   */
  public Dataset<Row> clusters(Survivor keep) {
    Dataset<Row> withComponent =
        members
            .join(
                components().select(col("rep").as("crep"), col("component")),
                col("rep").equalTo(col("crep")),
                "left")
            .select(
                col("order"),
                col("id"),
                col("rep"),
                col("length"),
                coalesce(col("component"), col("rep")).as("component"));
    Dataset<Row> survivors;
    if (keep == Survivor.FIRST) {
      survivors =
          withComponent.select(col("component"), col("component").as("survivor")).distinct();
    } else {
      Column byLength = keep == Survivor.LONGEST ? negate(col("length")) : col("length");
      survivors =
          withComponent
              .filter(col("order").equalTo(col("rep")))
              .groupBy("component")
              .agg(min(struct(byLength.as("l"), col("rep").as("r"))).as("best"))
              .select(col("component"), col("best.r").as("survivor"));
    }
    Dataset<Row> ids = members.select(col("order").as("survivor"), col("id").as("cluster_id"));
    Dataset<Row> withSurvivor = withComponent.join(survivors, "component").join(ids, "survivor");
    Dataset<Row> direct =
        repPairs.select(
            col("a").as("pa"), col("b").as("pb"), col("overlap").as("po"), col("union").as("pu"));
    Column pairA = least(col("rep"), col("survivor"));
    Column pairB = greatest(col("rep"), col("survivor"));
    Dataset<Row> joined =
        withSurvivor.join(direct, pairA.equalTo(col("pa")).and(pairB.equalTo(col("pb"))), "left");
    Column self = col("order").equalTo(col("survivor"));
    Column copy = col("rep").equalTo(col("survivor"));
    return joined.select(
        col("order"),
        col("id"),
        col("survivor").as("cluster_order"),
        col("cluster_id"),
        when(self, lit(1L)).when(copy, col("length")).otherwise(col("po")).as("overlap"),
        when(self, lit(1L)).when(copy, col("length")).otherwise(col("pu")).as("union"));
  }

  /** The documents of {@link #clusters} that are not their cluster's survivor: those to drop. */
  public Dataset<Row> removals(Survivor keep) {
    return clusters(keep).filter(col("order").notEqual(col("cluster_order")));
  }

  /**
   * The input orders of the documents to keep: every cluster's survivor and every other document.
   */
  public Dataset<Row> kept(Survivor keep) {
    return clusters(keep).filter(col("order").equalTo(col("cluster_order"))).select("order", "id");
  }

  /** Documents (with a text or signatures, as read), less those skipped for a repeated id. */
  public long documentCount() {
    return docs.count();
  }

  /** Documents skipped because an earlier document has their id. */
  public long repeatedIds() {
    return counts.repeatedIds();
  }

  /** Documents without signatures (never matched). */
  public long emptyCount() {
    return documentCount() - counts.nonEmpty();
  }

  /** Distinct non-empty vectors. */
  public long distinctVectors() {
    return counts.distinct();
  }

  /** Candidate pairs of distinct vectors verified so far (a statistic: retried tasks add again). */
  public long candidatesVerified() {
    return verified.value();
  }

  public SparkDedup settings() {
    return settings;
  }

  /** Lets go of the persisted vectors and pairs. */
  @Override
  public void close() {
    repPairs.unpersist();
    members.unpersist();
    groups.unpersist();
    docs.unpersist();
  }
}
