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
import static org.apache.spark.sql.functions.count;
import static org.apache.spark.sql.functions.lit;
import static org.apache.spark.sql.functions.max;
import static org.apache.spark.sql.functions.min;
import static org.apache.spark.sql.functions.sum;
import static org.apache.spark.sql.functions.when;

import java.io.Serializable;
import java.util.Arrays;
import java.util.Iterator;
import java.util.Map;
import org.apache.spark.api.java.function.MapPartitionsFunction;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Encoders;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.RowFactory;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructField;
import org.apache.spark.sql.types.StructType;
import org.apache.spark.storage.StorageLevel;
import org.apache.spark.util.LongAccumulator;
import org.spotsigs.core.Measure;
import org.spotsigs.core.Threshold;
import org.spotsigs.index.SignatureVector;

/**
 * Exact near-duplicate detection of a dataset on Spark: every pair of documents whose
 * spot-signature Jaccard similarity is at least tau, the same pairs as {@code spotsigs dedup} on
 * one machine.
 *
 * <pre>{@code
 * SparkDedup dedup = SparkDedup.builder(Threshold.of(0.5)).measure(Measure.MULTISET).build();
 * DedupRun run = dedup.run(spark.read().json("pages.jsonl"));   // columns id, text
 * run.pairs().show();                                           // order_a, id_a, order_b, id_b, overlap, union
 * run.clusters(Survivor.FIRST).write().parquet("clusters");
 * }</pre>
 *
 * <p>The steps, all on the executors: each text's signature vector by the library's analysis
 * ({@link Analysis}: the article of a page, then its spot signatures); identical vectors grouped
 * (one representative each, the first in input order, as the library's exact duplicates are); the
 * distinct vectors rewritten in a global signature order ({@link GlobalOrder}); their pairs by the
 * prefix-filter join ({@link PrefixJoin}), each candidate verified by the library's {@code Overlap}
 * and {@code Threshold}; the documents' pairs, clusters and removals made from those ({@link
 * DedupRun}). Nothing proportional to the corpus or to the pairs is collected on the driver, and an
 * executor holds at most one cell of about twice the block size of vectors at a time.
 *
 * <p>Input order, which names clusters and orders pairs as on the command line, is the {@code
 * order} column when the input has one (distinct longs, smaller first; a row whose order is null is
 * skipped), else the position of each row in the dataset ({@code zipWithIndex}: the dataset is read
 * twice, so it must give the same rows in the same order each time, as files do). A document whose
 * id an earlier document has is skipped, as on the command line. Immutable and serializable.
 */
public final class SparkDedup implements Serializable {
  private static final long serialVersionUID = 1L;

  /** Documents with their vectors: what the extraction gives. */
  static final StructType EXTRACTED =
      new StructType()
          .add("order", DataTypes.LongType, false)
          .add("id", DataTypes.StringType, false)
          .add("sig", DataTypes.BinaryType, false)
          .add("length", DataTypes.LongType, false)
          .add("h1", DataTypes.LongType, false)
          .add("h2", DataTypes.LongType, false)
          .add("h3", DataTypes.LongType, false);

  private final Tau tau;
  private final Measure measure;
  private final Analysis analysis;
  private final int blockSize;
  private final int partitions;
  private final StorageLevel storage;

  private SparkDedup(Builder b) {
    this.tau = new Tau(b.tau);
    this.measure = b.measure;
    this.analysis = b.analysis;
    this.blockSize = b.blockSize;
    this.partitions = b.partitions;
    this.storage = b.storage;
  }

  public static Builder builder(Threshold tau) {
    return new Builder(tau);
  }

  public Threshold tau() {
    return tau.get();
  }

  public Measure measure() {
    return measure;
  }

  /** Settings of a run. */
  public static final class Builder {
    private final Threshold tau;
    private Measure measure = Measure.MULTISET;
    private Analysis analysis = Analysis.defaults();
    private int blockSize = 2048;
    private int partitions;
    private StorageLevel storage = StorageLevel.MEMORY_AND_DISK();

    private Builder(Threshold tau) {
      this.tau = java.util.Objects.requireNonNull(tau, "tau");
    }

    /** Set or multiset Jaccard (default: multiset). */
    public Builder measure(Measure measure) {
      this.measure = java.util.Objects.requireNonNull(measure, "measure");
      return this;
    }

    /** How texts become signatures (default: English, the article of each page). */
    public Builder analysis(Analysis analysis) {
      this.analysis = java.util.Objects.requireNonNull(analysis, "analysis");
      return this;
    }

    /**
     * The most distinct vectors a group of the join holds before it is split (default 2048): a
     * cell's work is at most about {@code 2 blockSize^2} candidate checks.
     */
    public Builder blockSize(int blockSize) {
      if (blockSize < 2) {
        throw new IllegalArgumentException("block size must be at least 2, got " + blockSize);
      }
      this.blockSize = blockSize;
      return this;
    }

    /** Partitions of the shuffles of the join (default 0: {@code spark.sql.shuffle.partitions}). */
    public Builder partitions(int partitions) {
      if (partitions < 0) {
        throw new IllegalArgumentException("partitions must be >= 0, got " + partitions);
      }
      this.partitions = partitions;
      return this;
    }

    /** Where the documents' vectors are kept between the steps (default: memory and disk). */
    public Builder storage(StorageLevel storage) {
      this.storage = java.util.Objects.requireNonNull(storage, "storage");
      return this;
    }

    public SparkDedup build() {
      return new SparkDedup(this);
    }
  }

  /**
   * Runs on documents with an {@code id} (string) and a {@code text} (string) column, and
   * optionally an {@code order} (long) column. A row whose text is null is skipped.
   */
  public DedupRun run(Dataset<Row> documents) {
    requireColumn(documents, "id", DataTypes.StringType);
    requireColumn(documents, "text", DataTypes.StringType);
    Dataset<Row> ordered =
        withOrder(
            documents.select(orderColumn(documents), col("id"), col("text")), hasOrder(documents));
    return runExtracted(
        ordered.mapPartitions(
            (MapPartitionsFunction<Row, Row>) this::extract, Encoders.row(EXTRACTED)));
  }

  /**
   * Runs on documents given as signatures: an {@code id} (string) and a {@code signatures} column,
   * a map from signature to count (or an array of signatures, each counted once), and optionally an
   * {@code order} (long) column.
   */
  public DedupRun runSignatures(Dataset<Row> documents) {
    requireColumn(documents, "id", DataTypes.StringType);
    if (!Arrays.asList(documents.columns()).contains("signatures")) {
      throw new IllegalArgumentException("the documents have no column 'signatures'");
    }
    Dataset<Row> ordered =
        withOrder(
            documents.select(orderColumn(documents), col("id"), col("signatures")),
            hasOrder(documents));
    return runExtracted(
        ordered.mapPartitions(
            (MapPartitionsFunction<Row, Row>) this::fromSignatures, Encoders.row(EXTRACTED)));
  }

  /** Runs on rows of {@link #EXTRACTED}. */
  DedupRun runExtracted(Dataset<Row> extracted) {
    SparkSession spark = extracted.sparkSession();
    int n = partitions > 0 ? partitions : spark.sessionState().conf().numShufflePartitions();
    Dataset<Row> all = extracted.persist(storage);
    // a repeated id: the first document in input order keeps it, the others are skipped
    Dataset<Row> repeated =
        all.select("order", "id")
            .groupBy("id")
            .agg(min("order").as("first"), count(lit(1)).as("n"))
            .filter(col("n").gt(1))
            .persist(storage);
    Dataset<Row> docs = all;
    long skipped = 0;
    if (!repeated.isEmpty()) {
      Dataset<Row> later =
          all.select(col("order").as("later"), col("id").as("rid"))
              .join(repeated, col("rid").equalTo(col("id")))
              .filter(col("later").notEqual(col("first")))
              .select("later");
      docs = all.join(later, col("order").equalTo(col("later")), "left_anti").persist(storage);
      skipped = all.count() - docs.count();
      all.unpersist();
    }
    repeated.unpersist();
    // identical vectors: one group per fingerprint (with partial aggregation, so that a group of
    // many copies costs no single task more than its share); the third fingerprint and the length
    // check the grouping
    Dataset<Row> groups =
        docs.filter(col("length").gt(0))
            .groupBy("h1", "h2")
            .agg(
                min("order").as("rep"),
                count(lit(1)).as("size"),
                min("h3").as("h3min"),
                max("h3").as("h3max"),
                min("length").as("lmin"),
                max("length").as("lmax"))
            .persist(storage);
    Row stats =
        groups
            .agg(
                count(lit(1)),
                sum(
                    when(
                            col("h3min")
                                .notEqual(col("h3max"))
                                .or(col("lmin").notEqual(col("lmax"))),
                            1)
                        .otherwise(0)),
                sum(col("size")),
                sum(col("size").multiply(col("size").minus(1)).divide(2).cast("long")))
            .first();
    if (!stats.isNullAt(1) && stats.getLong(1) > 0) {
      throw new IllegalStateException(
          "two different signature vectors share a 128-bit fingerprint; this run cannot group"
              + " identical vectors exactly");
    }
    Dataset<Row> members =
        docs.filter(col("length").gt(0))
            .select("order", "id", "length", "h1", "h2")
            .join(groups.select("h1", "h2", "rep", "size"), new String[] {"h1", "h2"})
            .select("order", "id", "rep", "size", "length")
            .union(
                docs.filter(col("length").equalTo(0))
                    .select(
                        col("order"),
                        col("id"),
                        col("order").as("rep"),
                        lit(1L).as("size"),
                        col("length")))
            .persist(storage);
    Dataset<Row> reps =
        docs.join(groups.select(col("rep").as("order")), "order")
            .select(col("order").as("rep"), col("sig"));
    LongAccumulator verified = spark.sparkContext().longAccumulator("spotsigs candidates verified");
    Dataset<Row> keyed = GlobalOrder.keyed(reps, n);
    Dataset<Row> repPairs =
        new PrefixJoin(tau.get(), measure, blockSize, verified).pairs(keyed, n).persist(storage);
    long distinct = stats.getLong(0);
    long nonEmpty = stats.isNullAt(2) ? 0 : stats.getLong(2);
    long withinGroups = stats.isNullAt(3) ? 0 : stats.getLong(3);
    return new DedupRun(
        this,
        docs,
        groups,
        members,
        repPairs,
        verified,
        new DedupRun.Counts(skipped, distinct, nonEmpty, withinGroups));
  }

  private static boolean hasOrder(Dataset<Row> documents) {
    return Arrays.asList(documents.columns()).contains("order");
  }

  private static org.apache.spark.sql.Column orderColumn(Dataset<Row> documents) {
    return hasOrder(documents)
        ? col("order").cast(DataTypes.LongType).as("order")
        : lit(null).cast(DataTypes.LongType).as("order");
  }

  /** The rows with their {@code order}: as given, or their positions when there is none. */
  private static Dataset<Row> withOrder(Dataset<Row> rows, boolean given) {
    if (given) {
      return rows;
    }
    StructType schema = rows.schema();
    StructField[] fields = schema.fields().clone();
    fields[0] = new StructField("order", DataTypes.LongType, false, fields[0].metadata());
    StructType out = new StructType(fields);
    return rows.sparkSession()
        .createDataFrame(
            rows.javaRDD()
                .zipWithIndex()
                .map(
                    t -> {
                      Object[] values = new Object[t._1().size()];
                      for (int i = 1; i < values.length; i++) {
                        values[i] = t._1().get(i);
                      }
                      values[0] = t._2();
                      return RowFactory.create(values);
                    }),
            out);
  }

  private static void requireColumn(
      Dataset<Row> documents, String name, org.apache.spark.sql.types.DataType type) {
    for (StructField f : documents.schema().fields()) {
      if (f.name().equals(name)) {
        if (!f.dataType().equals(type)) {
          throw new IllegalArgumentException(
              "column '"
                  + name
                  + "' is "
                  + f.dataType().simpleString()
                  + ", not "
                  + type.simpleString());
        }
        return;
      }
    }
    throw new IllegalArgumentException("the documents have no column '" + name + "'");
  }

  /** Rows {@code (order, id, text)} to {@link #EXTRACTED}, skipping null texts. */
  Iterator<Row> extract(Iterator<Row> rows) {
    return new MappedRows<Row>(rows) {
      @Override
      Row map(Row r) {
        if (r.isNullAt(1) || r.isNullAt(2)) {
          return null;
        }
        return extracted(r.getLong(0), r.getString(1), analysis.vector(r.getString(2)));
      }
    };
  }

  /** Rows {@code (order, id, signatures)} to {@link #EXTRACTED}. */
  Iterator<Row> fromSignatures(Iterator<Row> rows) {
    return new MappedRows<Row>(rows) {
      @Override
      Row map(Row r) {
        if (r.isNullAt(1) || r.isNullAt(2)) {
          return null;
        }
        SignatureVector.Builder b = SignatureVector.builder();
        Object sigs = r.get(2);
        if (sigs instanceof scala.collection.Map<?, ?>) {
          for (Map.Entry<Object, Object> e : r.<Object, Object>getJavaMap(2).entrySet()) {
            b.add(String.valueOf(e.getKey()), ((Number) e.getValue()).intValue());
          }
        } else {
          for (Object s : r.getList(2)) {
            b.add(String.valueOf(s), 1);
          }
        }
        return extracted(r.getLong(0), r.getString(1), b.build());
      }
    };
  }

  Row extracted(long order, String id, SignatureVector v) {
    long[] h = v.isEmpty() ? new long[3] : SignatureBytes.fingerprints(v, measure);
    return RowFactory.create(
        order, id, SignatureBytes.encode(v), v.length(measure), h[0], h[1], h[2]);
  }
}
