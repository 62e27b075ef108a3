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

import java.io.Closeable;
import java.io.IOException;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import org.apache.lucene.index.NumericDocValues;
import org.spotsigs.core.Measure;
import org.spotsigs.shards.ShardReader;
import org.spotsigs.testing.RandomLuceneIndex;

/**
 * A random collection split into random shards, each a Lucene index of the library's test kit
 * ({@link RandomLuceneIndex}: several segments, sorted by a length or not, deleted documents), as
 * an engine holds them: document {@code d} of the collection has the id {@link #id(int)} and, in
 * its shard, its number there as key (the role of a sequence number).
 */
final class ShardedIndex implements Closeable {
  final List<Map<String, Integer>> docs;
  final RandomLuceneIndex[] shards;
  final int[] shardOf;

  /** For each shard, the collection numbers of its documents, by their number in the shard. */
  final List<List<Integer>> numbers = new ArrayList<>();

  /** The collection numbers of the deleted documents. */
  final Set<Integer> deleted = new HashSet<>();

  ShardedIndex(Random random, List<Map<String, Integer>> docs, int shardCount) throws IOException {
    this.docs = docs;
    this.shards = new RandomLuceneIndex[shardCount];
    this.shardOf = new int[docs.size()];
    List<List<Map<String, Integer>>> perShard = new ArrayList<>();
    for (int s = 0; s < shardCount; s++) {
      perShard.add(new ArrayList<>());
      numbers.add(new ArrayList<>());
    }
    for (int d = 0; d < docs.size(); d++) {
      int s = random.nextInt(shardCount);
      shardOf[d] = s;
      perShard.get(s).add(docs.get(d));
      numbers.get(s).add(d);
    }
    try {
      for (int s = 0; s < shardCount; s++) {
        Measure sortedBy =
            switch (random.nextInt(3)) {
              case 0 -> null;
              case 1 -> Measure.SET;
              default -> Measure.MULTISET;
            };
        shards[s] =
            RandomLuceneIndex.build(random, perShard.get(s), sortedBy, random.nextInt(3) * 0.1);
        for (int k : shards[s].deleted) {
          deleted.add(numbers.get(s).get(k));
        }
      }
    } catch (IOException | RuntimeException e) {
      close();
      throw e;
    }
  }

  /** The id of document {@code d} of the collection (ids do not sort like numbers, on purpose). */
  static String id(int d) {
    return "doc-" + Integer.toString(d * 7919 % 10007, 36) + "-" + d;
  }

  /** Whether document {@code d} is live. */
  boolean live(int d) {
    return !deleted.contains(d);
  }

  /** The live documents' count, and those with at least one signature. */
  long liveCount(boolean withSignatures) {
    long n = 0;
    for (int d = 0; d < docs.size(); d++) {
      if (live(d) && (!withSignatures || !docs.get(d).isEmpty())) {
        n++;
      }
    }
    return n;
  }

  /** Reads shard {@code s} in the run's order, ids from the collection numbers. */
  ShardReader reader(int s, Measure measure) {
    List<Integer> shardNumbers = numbers.get(s);
    ShardReader.IdSource ids =
        leaf -> {
          NumericDocValues values = leaf.getNumericDocValues(RandomLuceneIndex.ID);
          return doc ->
              values.advanceExact(doc) ? id(shardNumbers.get((int) values.longValue())) : null;
        };
    return new ShardReader(shards[s].schema, measure, RandomLuceneIndex.ID, ids);
  }

  /** The field the shards' signatures are in. */
  String field() {
    return shards[0].schema.field();
  }

  @Override
  public void close() throws IOException {
    for (RandomLuceneIndex t : shards) {
      if (t != null) {
        t.close();
      }
    }
  }
}
