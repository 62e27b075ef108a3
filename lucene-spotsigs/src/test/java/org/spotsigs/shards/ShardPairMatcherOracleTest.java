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
package org.spotsigs.shards;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.carrotsearch.randomizedtesting.jupiter.Randomized;
import java.io.IOException;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.TreeMap;
import org.apache.lucene.index.NumericDocValues;
import org.apache.lucene.util.BytesRef;
import org.junit.jupiter.api.Test;
import org.spotsigs.core.Measure;
import org.spotsigs.core.Threshold;
import org.spotsigs.testing.BruteForce;
import org.spotsigs.testing.RandomLuceneIndex;
import org.spotsigs.testing.RandomVectors;

/**
 * All pairs of a collection split into shards, computed shard pair by shard pair ({@link
 * ShardPairMatcher}: batches of shard j read by {@link ShardReader}, matched against windows of
 * shard i kept in a small {@link ShardWindows}), against all pairs by brute force: every pair at or
 * above tau exactly once, with its exact overlap and union, nothing else; with pairs built to be
 * exactly at tau, exact copies (equal lengths across and within shards), deleted documents, many
 * segments, indexes sorted by length or not, both measures, and windows and batches from one
 * document to whole shards.
 */
@Randomized
class ShardPairMatcherOracleTest {

  @Test
  void shardPairsGiveExactlyTheBruteForcePairs(Random random) throws IOException {
    for (int iter = 0; iter < 40; iter++) {
      Threshold tau = RandomVectors.randomTau(random);
      Measure measure = random.nextBoolean() ? Measure.MULTISET : Measure.SET;
      int shards = 1 + random.nextInt(4);
      List<Map<String, Integer>> docs =
          new RandomVectors(random).collection(20 + random.nextInt(150), tau, measure);
      // each document to a random shard; a shard's documents keep their number as key and id
      List<List<Map<String, Integer>>> perShard = new ArrayList<>();
      List<List<Integer>> numbers = new ArrayList<>();
      for (int s = 0; s < shards; s++) {
        perShard.add(new ArrayList<>());
        numbers.add(new ArrayList<>());
      }
      for (int d = 0; d < docs.size(); d++) {
        int s = random.nextInt(shards);
        perShard.get(s).add(docs.get(d));
        numbers.get(s).add(d);
      }
      RandomLuceneIndex[] index = new RandomLuceneIndex[shards];
      Set<Integer> deleted = new HashSet<>();
      try {
        for (int s = 0; s < shards; s++) {
          Measure sortedBy =
              switch (random.nextInt(3)) {
                case 0 -> null;
                case 1 -> measure;
                default -> random.nextBoolean() ? Measure.SET : Measure.MULTISET;
              };
          index[s] =
              RandomLuceneIndex.build(random, perShard.get(s), sortedBy, random.nextInt(3) * 0.1);
          for (int k : index[s].deleted) {
            deleted.add(numbers.get(s).get(k));
          }
        }
        Map<String, long[]> expected = oracle(docs, deleted, tau, measure);
        long[] reserved = {0};
        long cacheBytes = random.nextBoolean() ? 1 + random.nextInt(4000) : Long.MAX_VALUE;
        ShardWindows cache =
            new ShardWindows(
                new ShardWindows.Memory() {
                  @Override
                  public void reserve(long bytes) {
                    reserved[0] += bytes;
                    assertTrue(reserved[0] <= cacheBytes, "kept windows beyond the bound");
                  }

                  @Override
                  public void release(long bytes) {
                    reserved[0] -= bytes;
                  }
                });
        long windowBytes = random.nextBoolean() ? 1 + random.nextInt(3000) : Long.MAX_VALUE / 4;
        Map<String, long[]> actual = new TreeMap<>();
        // shard pairs in a random order, the cache shared by all of them, as on a node
        List<int[]> shardPairs = new ArrayList<>();
        for (int i = 0; i < shards; i++) {
          for (int j = 0; j < shards; j++) {
            shardPairs.add(new int[] {i, j});
          }
        }
        java.util.Collections.shuffle(shardPairs, random);
        for (int[] ij : shardPairs) {
          int i = ij[0];
          int j = ij[1];
          ShardReader readerI = reader(index[i], measure, numbers.get(i));
          ShardPairMatcher matcher =
              new ShardPairMatcher(
                  tau,
                  i,
                  j,
                  start -> {
                    ShardWindow w = cache.get(i, start, 0);
                    if (w == null) {
                      w =
                          ShardWindow.load(
                              readerI, index[i].reader.leaves(), start, measure, windowBytes);
                      assertTrue(w.covers(start), "a loaded window covers its start");
                      cache.put(i, w, cacheBytes, 0);
                      long held = cache.heldBytes();
                      cache.put(i, w, cacheBytes, 0); // kept already, or too big to keep
                      assertEquals(held, cache.heldBytes(), "a window put twice reserved once");
                      assertEquals(held, reserved[0], "reserved as held");
                    }
                    return w;
                  });
          ShardReader readerJ = reader(index[j], measure, numbers.get(j));
          ShardPosition after = null;
          do {
            List<Object[]> batch = new ArrayList<>();
            int budget = 1 + random.nextInt(random.nextBoolean() ? 3 : 200);
            after =
                readerJ.read(
                    index[j].reader.leaves(),
                    1,
                    Long.MAX_VALUE,
                    after,
                    1 + random.nextInt(50),
                    (id, length, key, vector) -> {
                      if (!batch.isEmpty() && batch.size() >= budget) {
                        return false;
                      }
                      batch.add(new Object[] {id, length, key, BytesRef.deepCopyOf(vector)});
                      return true;
                    });
            for (Object[] b : batch) {
              String idB = (String) b[0];
              matcher.match(
                  (BytesRef) b[3],
                  (Long) b[1],
                  (Long) b[2],
                  (w, position, overlap, union) -> {
                    int x = Integer.parseInt(w.id(position));
                    int y = Integer.parseInt(idB);
                    String key = Math.min(x, y) + "," + Math.max(x, y);
                    assertNull(
                        actual.put(key, new long[] {overlap, union}),
                        "pair " + key + " twice, shards " + i + " and " + j);
                  });
            }
          } while (after != null);
        }
        String context = "tau " + tau + " " + measure + ", " + shards + " shards";
        assertEquals(expected.keySet(), actual.keySet(), context);
        for (Map.Entry<String, long[]> e : expected.entrySet()) {
          assertArrayEquals(e.getValue(), actual.get(e.getKey()), context + ": " + e.getKey());
        }
        cache.clear();
        assertEquals(0, reserved[0], "every kept window given back");
        assertEquals(0, cache.heldBytes());
      } finally {
        for (RandomLuceneIndex t : index) {
          if (t != null) {
            t.close();
          }
        }
      }
    }
  }

  /** A shard's documents keyed and named by their number in the whole collection. */
  private static ShardReader reader(
      RandomLuceneIndex index, Measure measure, List<Integer> numbers) {
    ShardReader.IdSource ids =
        leaf -> {
          NumericDocValues values = leaf.getNumericDocValues(RandomLuceneIndex.ID);
          return doc ->
              values.advanceExact(doc)
                  ? Integer.toString(numbers.get((int) values.longValue()))
                  : null;
        };
    return new ShardReader(index.schema, measure, KEY, ids);
  }

  /** The key of a document: its number in its shard (RandomLuceneIndex's id doc values). */
  private static final String KEY = RandomLuceneIndex.ID;

  private static Map<String, long[]> oracle(
      List<Map<String, Integer>> docs, Set<Integer> excluded, Threshold tau, Measure measure) {
    Map<String, long[]> pairs = new TreeMap<>();
    for (int x = 0; x < docs.size(); x++) {
      for (int y = x + 1; y < docs.size(); y++) {
        if (excluded.contains(x) || excluded.contains(y)) {
          continue;
        }
        long[] ou = BruteForce.overlapAndUnion(docs.get(x), docs.get(y), measure);
        if (BruteForce.matches(ou[0], ou[1], tau)) {
          pairs.put(x + "," + y, ou);
        }
      }
    }
    return pairs;
  }
}
