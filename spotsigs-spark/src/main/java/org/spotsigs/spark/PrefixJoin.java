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

import java.io.Serializable;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import org.apache.spark.api.java.function.FlatMapFunction;
import org.apache.spark.api.java.function.MapPartitionsFunction;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Encoders;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.RowFactory;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructType;
import org.apache.spark.util.LongAccumulator;
import org.spotsigs.core.Measure;
import org.spotsigs.core.Overlap;
import org.spotsigs.core.Threshold;

/**
 * Every pair of distinct vectors whose similarity reaches tau, each once: the prefix filter over
 * the global signature order ({@link GlobalOrder}) with the length filter, as in R. Vernica, M. J.
 * Carey, C. Li, "Efficient Parallel Set-Similarity Joins Using MapReduce" (SIGMOD 2010), and every
 * candidate verified by the library ({@link Overlap#atLeast}, {@link Threshold}: integer
 * arithmetic, pairs exactly at tau).
 *
 * <p><b>Prefixes.</b> A pair reaching tau shares at least {@code ceil(tau * |x|)} of the mass of
 * each of its vectors {@code x} (the union is at least {@code |x|}). Read a multiset as a set of
 * (signature, copy) tokens, ordered by key and then copy: two vectors that share that much share a
 * token among the first {@code |x| - ceil(tau |x|) + 1} of each, so a signature among the entries
 * that hold those tokens (a run of leading entries, the prefix). Each vector is sent once per
 * prefix signature, to the group of that signature; a signature held by one distinct vector only is
 * skipped.
 *
 * <p><b>Each pair once.</b> A pair is verified only in the group of the first signature that both
 * prefixes hold. Then no signature before it is shared at all (one before it in either vector is in
 * that vector's prefix, and if the other held it, it would be in the other's prefix too), so the
 * overlap is that of the two vectors from that signature on: the verification starts there, and the
 * masses from there on bound it (the positional filter of PPJoin).
 *
 * <p><b>Skew</b> (which breaks every published algorithm on some data, as the experimental survey
 * of F. Fier, N. Augsten, P. Bouros, U. Leser, J.-C. Freytag, "Set Similarity Joins on MapReduce:
 * An Experimental Survey", PVLDB 11(10), 2018, found): the group of a signature held by more than
 * {@code blockSize} distinct vectors (its count is in its key) is split. By length: into the ranges
 * of {@link LengthBuckets}, each vector in its own range and as a visitor in the next one up (two
 * vectors that can reach tau are at most one range apart). Within a range, by a hash of the vector
 * into {@code b = ceil(count / blockSize)} blocks, each vector sent to the {@code b} cells of its
 * block with every block. A cell holds at most about {@code 2 blockSize} vectors, so its work is
 * bounded and the cells spread over the tasks; every pair of the group meets in exactly one cell.
 */
final class PrefixJoin implements Serializable {
  private static final long serialVersionUID = 1L;

  private static final int BLOCK_BITS = 20;
  private static final long BLOCK_MASK = (1L << BLOCK_BITS) - 1;

  static final StructType REPLICAS =
      new StructType()
          .add("term", DataTypes.LongType, false)
          .add("cell", DataTypes.LongType, false)
          .add("home", DataTypes.BooleanType, false)
          .add("block", DataTypes.IntegerType, false)
          .add("pos", DataTypes.IntegerType, false)
          .add("rep", DataTypes.LongType, false)
          .add("vector", DataTypes.BinaryType, false);

  /** Pairs of representatives, {@code a < b}, with their exact overlap and union. */
  static final StructType PAIRS =
      new StructType()
          .add("a", DataTypes.LongType, false)
          .add("b", DataTypes.LongType, false)
          .add("overlap", DataTypes.LongType, false)
          .add("union", DataTypes.LongType, false);

  private final Tau tau;
  private final Measure measure;
  private final int blockSize;
  private final LongAccumulator verified;

  PrefixJoin(Threshold tau, Measure measure, int blockSize, LongAccumulator verified) {
    if (blockSize < 2) {
      throw new IllegalArgumentException("block size must be at least 2, got " + blockSize);
    }
    this.tau = new Tau(tau);
    this.measure = measure;
    this.blockSize = blockSize;
    this.verified = verified;
  }

  /**
   * @param keyed rows {@code (rep, vector)} of {@link GlobalOrder#keyed}
   * @return rows of {@link #PAIRS}
   */
  Dataset<Row> pairs(Dataset<Row> keyed, int partitions) {
    return keyed
        .flatMap((FlatMapFunction<Row, Row>) this::replicas, Encoders.row(REPLICAS))
        .repartition(partitions, col("term"), col("cell"))
        .sortWithinPartitions("term", "cell")
        .mapPartitions((MapPartitionsFunction<Row, Row>) this::verify, Encoders.row(PAIRS));
  }

  /** The copies of one vector: one per prefix signature, or per cell of a split group. */
  Iterator<Row> replicas(Row row) {
    long rep = row.getLong(0);
    byte[] bytes = (byte[]) row.get(1);
    KeyedVector v = KeyedVector.decode(bytes);
    boolean set = measure == Measure.SET;
    long length = v.length(set);
    if (length == 0) {
      return java.util.Collections.emptyIterator();
    }
    long maxBefore =
        length - tau.get().minLength(length); // the prefix: entries whose mass before <= it
    List<Row> out = new ArrayList<>();
    long before = 0;
    int bucket = -1;
    for (int i = 0; i < v.size() && before <= maxBefore; before += v.weight(i++, set)) {
      long key = v.keys[i];
      long df = GlobalOrder.df(key);
      if (df < 2) {
        continue; // no other vector holds it
      }
      long b = (df + blockSize - 1) / blockSize;
      if (b == 1) {
        out.add(RowFactory.create(key, 0L, true, 0, i, rep, bytes));
        continue;
      }
      if (b > BLOCK_MASK) {
        throw new IllegalStateException(
            "a signature of "
                + df
                + " vectors needs more blocks than a cell can name: raise the"
                + " block size");
      }
      if (bucket < 0) {
        bucket = lengthBuckets().bucket(length);
      }
      int block = (int) Math.floorMod(mix(rep * 0x9E3779B97F4A7C15L ^ key), b);
      for (int j = 0; j < b; j++) {
        long cells = (long) Math.min(block, j) << BLOCK_BITS | Math.max(block, j);
        out.add(
            RowFactory.create(
                key, (long) bucket << 2 * BLOCK_BITS | cells, true, block, i, rep, bytes));
        out.add(
            RowFactory.create(
                key, (long) (bucket + 1) << 2 * BLOCK_BITS | cells, false, block, i, rep, bytes));
      }
    }
    return out.iterator();
  }

  private transient LengthBuckets buckets;

  private LengthBuckets lengthBuckets() {
    if (buckets == null) {
      buckets = new LengthBuckets(tau.get());
    }
    return buckets;
  }

  /** MurmurHash3's 64-bit finalizer. */
  private static long mix(long z) {
    z = (z ^ (z >>> 33)) * 0xff51afd7ed558ccdL;
    z = (z ^ (z >>> 33)) * 0xc4ceb9fe1a85ec53L;
    return z ^ (z >>> 33);
  }

  /** One copy of a vector in a cell. */
  private static final class Member {
    final boolean home;
    final int block;
    final int pos;
    final long rep;
    final KeyedVector v;
    final long length;
    final long suffix; // the mass from pos on

    Member(Row r, boolean set) {
      home = r.getBoolean(2);
      block = r.getInt(3);
      pos = r.getInt(4);
      rep = r.getLong(5);
      v = KeyedVector.decode((byte[]) r.get(6));
      length = v.length(set);
      suffix = length - v.massBefore(pos, set);
    }
  }

  /** The rows of a task, sorted by (term, cell): each cell's pairs verified. */
  Iterator<Row> verify(Iterator<Row> rows) {
    boolean set = measure == Measure.SET;
    return new Iterator<>() {
      Row pending = rows.hasNext() ? rows.next() : null;
      final List<Row> found = new ArrayList<>();
      int at;

      @Override
      public boolean hasNext() {
        while (at == found.size()) {
          if (pending == null) {
            return false;
          }
          found.clear();
          at = 0;
          nextCell();
        }
        return true;
      }

      @Override
      public Row next() {
        if (!hasNext()) {
          throw new java.util.NoSuchElementException();
        }
        return found.get(at++);
      }

      private void nextCell() {
        long term = pending.getLong(0);
        long cell = pending.getLong(1);
        List<Member> a = new ArrayList<>();
        List<Member> b = new ArrayList<>();
        int blockA = (int) ((cell >>> BLOCK_BITS) & BLOCK_MASK);
        boolean oneBlock = blockA == (int) (cell & BLOCK_MASK);
        while (pending != null && pending.getLong(0) == term && pending.getLong(1) == cell) {
          Member m = new Member(pending, set);
          (m.block == blockA ? a : b).add(m);
          pending = rows.hasNext() ? rows.next() : null;
        }
        long checked = 0;
        if (oneBlock) { // one block (or a group not split): every pair within it
          for (int x = 0; x < a.size(); x++) {
            for (int y = x + 1; y < a.size(); y++) {
              checked += check(a.get(x), a.get(y), found);
            }
          }
        } else {
          for (Member x : a) {
            for (Member y : b) {
              checked += check(x, y, found);
            }
          }
        }
        if (verified != null && checked > 0) {
          verified.add(checked);
        }
      }
    };
  }

  /** Verifies one pair of a cell into {@code out}; 1 if it was verified, 0 if filtered out. */
  private int check(Member x, Member y, List<Row> out) {
    if (!x.home && !y.home) {
      return 0; // both are visitors from the range below: their own cell has them
    }
    Threshold tau = this.tau.get();
    long shorter = Math.min(x.length, y.length);
    long longer = Math.max(x.length, y.length);
    if (tau.minLength(longer) > shorter) {
      return 0; // the length filter
    }
    if (KeyedVector.shareBefore(x.v, x.pos, y.v, y.pos)) {
      return 0; // the group of an earlier shared prefix signature verifies it
    }
    long need = tau.minOverlap(x.length, y.length);
    long overlap =
        Overlap.atLeast(
            KeyedVector.merge(x.v, x.pos, y.v, y.pos, measure), x.suffix, y.suffix, need);
    if (overlap >= 0) {
      long union = x.length + y.length - overlap;
      if (tau.accepts(overlap, union)) {
        out.add(RowFactory.create(Math.min(x.rep, y.rep), Math.max(x.rep, y.rep), overlap, union));
      }
    }
    return 1;
  }
}
