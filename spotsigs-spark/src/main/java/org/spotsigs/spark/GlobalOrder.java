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

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Iterator;
import java.util.List;
import org.apache.spark.TaskContext;
import org.apache.spark.api.java.function.FlatMapFunction;
import org.apache.spark.api.java.function.MapPartitionsFunction;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Encoders;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.RowFactory;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructType;

/**
 * The global signature order of the prefix filter, made without the driver: every signature of the
 * distinct vectors gets a key, {@code df << 40 | partition << 26 | index}, where {@code df} is the
 * number of distinct vectors that hold it (so keys ascend from the rarest signature, as in Vernica,
 * Carey, Li, SIGMOD 2010), and partition and index place it among the signatures counted by one
 * task (sorted there, so a task run again gives the same keys). Any total order keeps the join
 * exact; rarest first keeps the prefixes' groups small. The vectors are then rewritten as their
 * keys, ascending ({@link KeyedVector}). Two shuffles of the postings: one by signature (the
 * counts, and the keys joined back), one by vector.
 */
final class GlobalOrder {
  private GlobalOrder() {}

  static final int DF_SHIFT = 40;
  private static final long MAX_DF = (1L << 23) - 1;
  private static final int PARTITION_SHIFT = 26;
  private static final long MAX_PARTITION = (1L << 14) - 1;
  private static final long MAX_INDEX = (1L << PARTITION_SHIFT) - 1;

  static final StructType POSTINGS =
      new StructType()
          .add("rep", DataTypes.LongType, false)
          .add("term", DataTypes.BinaryType, false)
          .add("count", DataTypes.IntegerType, false);

  static final StructType KEYS =
      new StructType()
          .add("term", DataTypes.BinaryType, false)
          .add("key", DataTypes.LongType, false);

  /** The distinct vectors: their representative and their keyed vector (binary). */
  static final StructType KEYED =
      new StructType()
          .add("rep", DataTypes.LongType, false)
          .add("vector", DataTypes.BinaryType, false);

  /** The number of distinct vectors holding the signature of {@code key} (saturating). */
  static long df(long key) {
    return key >>> DF_SHIFT;
  }

  /**
   * @param reps rows {@code (rep long, sig binary)}: each distinct vector once ({@link
   *     SignatureBytes})
   * @return rows {@code (rep long, vector binary)} ({@link KeyedVector})
   */
  static Dataset<Row> keyed(Dataset<Row> reps, int partitions) {
    Dataset<Row> postings =
        reps.select("rep", "sig")
            .flatMap((FlatMapFunction<Row, Row>) GlobalOrder::postings, Encoders.row(POSTINGS));
    Dataset<Row> keys =
        postings
            .groupBy("term")
            .agg(count(lit(1)).as("df"))
            .sortWithinPartitions("term")
            .mapPartitions(
                (MapPartitionsFunction<Row, Row>) GlobalOrder::number, Encoders.row(KEYS));
    return postings
        .join(keys, "term")
        .select(col("rep"), col("key"), col("count"))
        .repartition(partitions, col("rep"))
        .sortWithinPartitions("rep")
        .mapPartitions(
            (MapPartitionsFunction<Row, Row>) GlobalOrder::assemble, Encoders.row(KEYED));
  }

  private static Iterator<Row> postings(Row row) {
    long rep = row.getLong(0);
    byte[] sig = (byte[]) row.get(1);
    List<Row> out = new ArrayList<>(SignatureBytes.size(sig));
    SignatureBytes.forEach(
        sig,
        (bytes, offset, length, count) ->
            out.add(
                RowFactory.create(rep, Arrays.copyOfRange(bytes, offset, offset + length), count)));
    return out.iterator();
  }

  /** Keys for the signatures of one task, sorted by signature. */
  private static Iterator<Row> number(Iterator<Row> rows) {
    long partition = TaskContext.getPartitionId();
    if (partition > MAX_PARTITION) {
      throw new IllegalStateException(
          "the signature counts ran in more than " + (MAX_PARTITION + 1) + " partitions");
    }
    return new Iterator<>() {
      long index;

      @Override
      public boolean hasNext() {
        return rows.hasNext();
      }

      @Override
      public Row next() {
        Row r = rows.next();
        if (index > MAX_INDEX) {
          throw new IllegalStateException(
              "more than "
                  + (MAX_INDEX + 1)
                  + " distinct signatures in one partition: raise the"
                  + " number of shuffle partitions");
        }
        long df = Math.min(r.getLong(1), MAX_DF);
        long key = df << DF_SHIFT | partition << PARTITION_SHIFT | index++;
        return RowFactory.create(r.get(0), key);
      }
    };
  }

  /** Rows {@code (rep, key, count)} sorted by rep into one keyed vector per rep. */
  private static Iterator<Row> assemble(Iterator<Row> rows) {
    return new Iterator<>() {
      Row pending = rows.hasNext() ? rows.next() : null;
      long[] keys = new long[64];
      int[] counts = new int[64];

      @Override
      public boolean hasNext() {
        return pending != null;
      }

      @Override
      public Row next() {
        long rep = pending.getLong(0);
        int n = 0;
        while (pending != null && pending.getLong(0) == rep) {
          if (n == keys.length) {
            keys = Arrays.copyOf(keys, 2 * n);
            counts = Arrays.copyOf(counts, 2 * n);
          }
          keys[n] = pending.getLong(1);
          counts[n++] = pending.getInt(2);
          pending = rows.hasNext() ? rows.next() : null;
        }
        return RowFactory.create(rep, KeyedVector.sorted(keys, counts, n).encode());
      }
    };
  }
}
