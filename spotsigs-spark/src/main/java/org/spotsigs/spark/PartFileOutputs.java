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

import java.io.IOException;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import org.apache.hadoop.fs.FileSystem;
import org.apache.hadoop.fs.Path;
import org.apache.spark.api.java.function.MapFunction;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Encoders;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

/**
 * The outputs of {@link DedupApp}, each a directory of part files (Spark's) whose files read in
 * name order give the command line's file: the pairs, clusters and removals as TSV or JSONL lines,
 * and the input without the removals. An output that exists already is never replaced.
 */
final class PartFileOutputs {
  private PartFileOutputs() {}

  /** Fails if any of {@code dirs} (null for an output not asked for) exists already. */
  static void refuseExisting(SparkSession spark, String... dirs) throws IOException {
    for (String d : dirs) {
      if (d == null) {
        continue;
      }
      Path p = new Path(d);
      FileSystem fs = p.getFileSystem(spark.sparkContext().hadoopConfiguration());
      if (fs.exists(p)) {
        throw new IOException("output " + d + " exists already; outputs are never replaced");
      }
    }
  }

  /**
   * The pairs of {@link DedupRun#pairs} as lines: JSONL with the exact overlap and union, or TSV
   * with six decimals.
   */
  static Dataset<String> pairLines(Dataset<Row> pairs, boolean json) {
    return json
        ? pairs
            .select(
                col("id_a").as("a"),
                col("id_b").as("b"),
                col("overlap").cast("double").divide(col("union")).as("similarity"),
                col("overlap"),
                col("union"))
            .toJSON()
        : pairs.map(
            (MapFunction<Row, String>)
                r -> TsvText.line(r.getString(1), r.getString(3), r.getLong(4), r.getLong(5)),
            Encoders.STRING());
  }

  /** Clusters or removals as TSV lines, in input order. */
  static Dataset<String> memberLines(Dataset<Row> members) {
    return members
        .orderBy("order")
        .map(
            (MapFunction<Row, String>)
                r ->
                    TsvText.line(
                        r.getString(1),
                        r.getString(3),
                        r.isNullAt(4) ? null : r.getLong(4),
                        r.isNullAt(5) ? null : r.getLong(5)),
            Encoders.STRING());
  }

  /** Writes lines as text part files into {@code dir}, the header first in the first part. */
  static void writeText(Dataset<String> lines, String header, String dir) {
    Dataset<String> out = lines;
    if (header != null) {
      out =
          lines
              .sparkSession()
              .createDataset(
                  lines
                      .javaRDD()
                      .mapPartitionsWithIndex(
                          (Integer part, Iterator<String> it) -> {
                            if (part != 0) {
                              return it;
                            }
                            List<String> first = new ArrayList<>();
                            first.add(header);
                            return concat(first.iterator(), it);
                          },
                          true)
                      .rdd(),
                  Encoders.STRING());
    }
    out.write().text(dir);
  }

  private static <T> Iterator<T> concat(Iterator<T> a, Iterator<T> b) {
    return new Iterator<>() {
      @Override
      public boolean hasNext() {
        return a.hasNext() || b.hasNext();
      }

      @Override
      public T next() {
        return a.hasNext() ? a.next() : b.next();
      }
    };
  }

  /**
   * Writes the input without the removals into {@code dir}: the kept lines as read for JSONL input
   * in {@code jsonl}, else the kept documents' rows as JSONL or Parquet.
   *
   * @param keptFormat {@code jsonl}, {@code parquet}, or null for the input's default (jsonl for
   *     JSONL input, else parquet)
   * @return how many documents were kept
   */
  static long writeKept(
      SparkSession spark, Inputs in, Dataset<Row> keptDocs, String keptFormat, String dir)
      throws IOException {
    Dataset<Row> orders = keptDocs.select("order").persist();
    long n = orders.count();
    boolean jsonlInput = in.format.equals("jsonl") || in.format.equals("signatures");
    String f = keptFormat != null ? keptFormat : jsonlInput ? "jsonl" : "parquet";
    if (f.equals("jsonl") && jsonlInput) {
      Dataset<Row> lines = in.lines(spark);
      lines.join(orders, "order").orderBy("order").select("line").write().text(dir);
    } else {
      Dataset<Row> docs = in.documents(spark);
      Dataset<Row> rows = docs.join(orders, "order").orderBy("order").drop("order");
      if (f.equals("jsonl")) {
        rows.write().json(dir);
      } else {
        rows.write().parquet(dir);
      }
    }
    orders.unpersist();
    return n;
  }
}
