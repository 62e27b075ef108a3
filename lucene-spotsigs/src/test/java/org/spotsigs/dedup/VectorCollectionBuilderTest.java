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
package org.spotsigs.dedup;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import com.carrotsearch.randomizedtesting.jupiter.Randomized;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.apache.lucene.util.BytesRef;
import org.junit.jupiter.api.Test;
import org.spotsigs.index.SignatureVector;
import org.spotsigs.testing.RandomVectors;

/**
 * The builder's dictionary: vectors prepared on several threads at once, in any order, and added in
 * input order give the collection of the definition (term ids in order of first occurrence, each id
 * the same string wherever it occurs, every document's entries sorted by id).
 */
@Randomized
class VectorCollectionBuilderTest {

  @Test
  void preparedOnManyThreadsGivesTheCollectionOfTheDefinition(Random random) throws Exception {
    for (int round = 0; round < 20; round++) {
      RandomVectors gen = new RandomVectors(random);
      List<Map<String, Integer>> docs = new ArrayList<>();
      for (int i = random.nextInt(400); i >= 0; i--) {
        docs.add(
            random.nextInt(8) == 0 && !docs.isEmpty()
                ? gen.variant(docs.get(random.nextInt(docs.size())))
                : random.nextInt(20) == 0 ? Map.of() : gen.document());
      }
      List<SignatureVector> vectors = new ArrayList<>();
      for (Map<String, Integer> d : docs) {
        vectors.add(SignatureVector.of(d));
      }
      VectorCollection.Builder b = VectorCollection.builder();
      int threads = 1 + random.nextInt(4);
      ExecutorService pool = Executors.newFixedThreadPool(threads);
      // submitted in a shuffled order, so that the dictionary meets strings in another order
      int[] order = new int[vectors.size()];
      for (int i = 0; i < order.length; i++) {
        order[i] = i;
      }
      for (int i = order.length - 1; i > 0; i--) {
        int j = random.nextInt(i + 1);
        int t = order[i];
        order[i] = order[j];
        order[j] = t;
      }
      List<Future<VectorCollection.Builder.Prepared>> byDoc = new ArrayList<>();
      for (int i = 0; i < order.length; i++) {
        byDoc.add(null);
      }
      for (int i : order) {
        byDoc.set(i, pool.submit(() -> b.prepare(vectors.get(i))));
      }
      for (int i = 0; i < vectors.size(); i++) {
        assertEquals(i, b.add(byDoc.get(i).get(), 1000 + i));
      }
      pool.shutdown();
      VectorCollection c = b.build();

      // the definition: ids in order of first occurrence (documents in order, terms in byte order)
      Map<String, Integer> ids = new LinkedHashMap<>();
      for (SignatureVector v : vectors) {
        for (int i = 0; i < v.size(); i++) {
          ids.putIfAbsent(v.term(i).utf8ToString(), ids.size());
        }
      }
      assertEquals(ids.size(), c.numTerms());
      assertEquals(vectors.size(), c.size());
      for (Map.Entry<String, Integer> e : ids.entrySet()) {
        assertEquals(e.getKey(), c.term(e.getValue()).utf8ToString());
      }
      for (int d = 0; d < vectors.size(); d++) {
        assertEquals(1000 + d, c.externalId(d));
        Map<Integer, Integer> expected = new java.util.TreeMap<>();
        docs.get(d).forEach((t, n) -> expected.put(ids.get(t), n));
        Map<Integer, Integer> actual = new LinkedHashMap<>();
        int previous = -1;
        for (int e = c.start(d); e < c.end(d); e++) {
          assertEquals(true, c.termId(e) > previous, "entries sorted by id");
          previous = c.termId(e);
          actual.put(c.termId(e), c.count(e));
        }
        assertEquals(new ArrayList<>(expected.entrySet()), new ArrayList<>(actual.entrySet()));
      }
      long entries = 0;
      for (Map<String, Integer> d : docs) {
        entries += d.size();
      }
      assertEquals(entries, c.entries());
      // built again: the same entries; and no document once built
      VectorCollection again = b.build();
      for (int e = 0; e < entries; e++) {
        assertEquals(c.termId(e), again.termId(e));
        assertEquals(c.count(e), again.count(e));
      }
      assertThrows(IllegalStateException.class, () -> b.add(vectors.get(0)));
    }
  }

  /**
   * Documents added as copies of earlier ones give the collection that adding their vectors again
   * gives: the same term ids, entries, starts and external ids.
   */
  @Test
  void aCopyGivesTheCollectionOfAddingTheVectorAgain(Random random) {
    for (int round = 0; round < 20; round++) {
      RandomVectors gen = new RandomVectors(random);
      VectorCollection.Builder full = VectorCollection.builder();
      VectorCollection.Builder withCopies = VectorCollection.builder();
      List<SignatureVector> added = new ArrayList<>();
      for (int i = random.nextInt(300); i >= 0; i--) {
        int external = random.nextInt(1_000_000);
        if (!added.isEmpty() && random.nextInt(3) == 0) {
          int original = random.nextInt(added.size());
          SignatureVector v = added.get(original);
          assertEquals(added.size(), full.add(v, external));
          assertEquals(added.size(), withCopies.addCopy(original, external));
          added.add(v);
        } else {
          SignatureVector v =
              SignatureVector.of(random.nextInt(10) == 0 ? Map.of() : gen.document());
          assertEquals(added.size(), full.add(v, external));
          assertEquals(added.size(), withCopies.add(v, external));
          added.add(v);
        }
      }
      int size = added.size();
      assertThrows(IndexOutOfBoundsException.class, () -> withCopies.addCopy(size, 0));
      assertThrows(IndexOutOfBoundsException.class, () -> withCopies.addCopy(-1, 0));
      VectorCollection expected = full.build();
      VectorCollection actual = withCopies.build();
      assertEquals(expected.size(), actual.size());
      assertEquals(expected.numTerms(), actual.numTerms());
      assertEquals(expected.entries(), actual.entries());
      for (int d = 0; d < expected.size(); d++) {
        assertEquals(expected.externalId(d), actual.externalId(d));
        assertEquals(expected.start(d), actual.start(d));
        assertEquals(expected.end(d), actual.end(d));
      }
      for (int e = 0; e < expected.entries(); e++) {
        assertEquals(expected.termId(e), actual.termId(e));
        assertEquals(expected.count(e), actual.count(e));
      }
      for (int t = 0; t < expected.numTerms(); t++) {
        assertEquals(expected.term(t), actual.term(t));
        assertEquals(expected.termHash(t), actual.termHash(t));
      }
      assertThrows(IllegalStateException.class, () -> withCopies.addCopy(0, 0));
    }
  }

  /** A built collection takes no more documents, by vector or prepared. */
  @Test
  void aBuiltCollectionTakesNoMoreDocuments(Random random) {
    RandomVectors gen = new RandomVectors(random);
    VectorCollection.Builder b = VectorCollection.builder();
    b.add(RandomVectors.toVector(gen.document()));
    VectorCollection.Builder.Prepared prepared = b.prepare(RandomVectors.toVector(gen.document()));
    int size = b.build().size();
    SignatureVector other = SignatureVector.builder().add("never:seen:before", 1).build();
    assertThrows(IllegalStateException.class, () -> b.add(other));
    assertThrows(IllegalStateException.class, () -> b.add(other, 7));
    assertThrows(IllegalStateException.class, () -> b.add(prepared, 8));
    assertEquals(size, b.build().size());
  }

  @Test
  void theDictionaryTellsEqualStringsOnlyByTheirBytes(Random random) {
    SignatureDictionary dict = new SignatureDictionary();
    Map<String, Integer> seen = new LinkedHashMap<>();
    for (int i = 0; i < 20_000; i++) {
      // short strings, and long ones that share their first 24 bytes (what a slot holds) or more,
      // with lengths on both sides of 63
      String s =
          switch (random.nextInt(3)) {
            case 0 -> "s" + random.nextInt(5_000) + (random.nextBoolean() ? "" : ":é");
            case 1 -> "the:same:first:twenty-four:bytes:" + random.nextInt(500);
            default -> "x".repeat(60 + random.nextInt(8)) + random.nextInt(50);
          };
      int id = dict.add(new BytesRef(s));
      Integer before = seen.putIfAbsent(s, id);
      if (before != null) {
        assertEquals(before.intValue(), id);
      }
      assertEquals(s, dict.get(id, new BytesRef()).utf8ToString());
    }
    assertEquals(seen.size(), new java.util.HashSet<>(seen.values()).size());
  }

  @Test
  void aVectorAtOnceGetsTheIdsOfItsTermsOneByOne(Random random) throws Exception {
    // one thread: the ids of a vector added at once are those its terms get one by one, in order
    SignatureDictionary atOnce = new SignatureDictionary();
    SignatureDictionary oneByOne = new SignatureDictionary();
    List<SignatureVector> vectors = new ArrayList<>();
    for (int d = 0; d < 2_000; d++) {
      SignatureVector.Builder b = SignatureVector.builder();
      for (int i = random.nextInt(60); i > 0; i--) {
        String s =
            random.nextBoolean()
                ? "s" + random.nextInt(3_000)
                : "the:same:first:twenty-four:bytes:" + random.nextInt(300);
        b.add(new BytesRef(s), 1 + random.nextInt(3));
      }
      SignatureVector v = b.build();
      vectors.add(v);
      int[] ids = new int[v.size() + random.nextInt(3)];
      atOnce.add(v, ids);
      for (int i = 0; i < v.size(); i++) {
        assertEquals(oneByOne.add(v.term(i)), ids[i]);
        assertEquals(v.term(i), atOnce.get(ids[i], new BytesRef()));
      }
    }
    // many threads at once: each string one id, and one string each id
    SignatureDictionary shared = new SignatureDictionary();
    int threads = 2 + random.nextInt(4);
    ExecutorService pool = Executors.newFixedThreadPool(threads);
    try {
      List<Future<int[][]>> parts = new ArrayList<>();
      for (int t = 0; t < threads; t++) {
        parts.add(
            pool.submit(
                () -> {
                  int[][] ids = new int[vectors.size()][];
                  for (int d = 0; d < vectors.size(); d++) {
                    ids[d] = new int[vectors.get(d).size()];
                    shared.add(vectors.get(d), ids[d]);
                  }
                  return ids;
                }));
      }
      Map<BytesRef, Integer> idOf = new java.util.HashMap<>();
      for (Future<int[][]> part : parts) {
        int[][] ids = part.get();
        for (int d = 0; d < vectors.size(); d++) {
          for (int i = 0; i < ids[d].length; i++) {
            BytesRef term = vectors.get(d).term(i);
            int id = ids[d][i];
            assertEquals(idOf.computeIfAbsent(term, k -> id).intValue(), id);
            assertEquals(term, shared.get(id, new BytesRef()));
          }
        }
      }
      assertEquals(idOf.size(), new java.util.HashSet<>(idOf.values()).size());
    } finally {
      pool.shutdown();
    }
  }
}
