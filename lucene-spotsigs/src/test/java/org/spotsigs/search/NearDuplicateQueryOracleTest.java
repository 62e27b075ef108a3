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
package org.spotsigs.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.carrotsearch.randomizedtesting.jupiter.Randomized;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;
import org.apache.lucene.document.IntPoint;
import org.apache.lucene.index.Term;
import org.apache.lucene.search.BooleanClause;
import org.apache.lucene.search.BooleanQuery;
import org.apache.lucene.search.IndexSearcher;
import org.apache.lucene.search.Query;
import org.apache.lucene.search.ScoreDoc;
import org.apache.lucene.search.TermQuery;
import org.apache.lucene.search.TopDocs;
import org.junit.jupiter.api.Test;
import org.spotsigs.core.Measure;
import org.spotsigs.core.Threshold;
import org.spotsigs.index.SignatureVector;
import org.spotsigs.testing.BruteForce;
import org.spotsigs.testing.RandomLuceneIndex;
import org.spotsigs.testing.RandomVectors;

/** NearDuplicateQuery and NearDuplicates against a brute-force oracle on random indexes. */
@Randomized
class NearDuplicateQueryOracleTest {

  /** Expected hits: doc index in the input list -> {overlap, union}. */
  private static Map<Integer, long[]> oracle(
      List<Map<String, Integer>> docs,
      RandomLuceneIndex index,
      Map<String, Integer> query,
      Threshold tau,
      Measure measure) {
    Map<Integer, long[]> expected = new TreeMap<>();
    for (int i = 0; i < docs.size(); i++) {
      if (index.deleted.contains(i)) {
        continue;
      }
      long[] ou = BruteForce.overlapAndUnion(query, docs.get(i), measure);
      if (BruteForce.matches(ou[0], ou[1], tau)) {
        expected.put(i, ou);
      }
    }
    return expected;
  }

  private static void check(
      List<Map<String, Integer>> docs,
      RandomLuceneIndex index,
      Map<String, Integer> query,
      Threshold tau,
      Measure measure,
      String context)
      throws IOException {
    Map<Integer, long[]> expected = oracle(docs, index, query, tau, measure);
    SignatureVector qv = RandomVectors.toVector(query);

    // exact API
    List<NearDuplicate> hits =
        NearDuplicates.find(index.reader, index.schema.field(), qv, tau, measure, null);
    Map<Integer, long[]> actual = new TreeMap<>();
    for (NearDuplicate h : hits) {
      actual.put(index.docIndex[h.doc()], new long[] {h.overlap(), h.union()});
    }
    assertSame(expected, actual, context + " NearDuplicates");
    for (int i = 1; i < hits.size(); i++) {
      assertTrue(
          hits.get(i - 1).similarity() >= hits.get(i).similarity(), "hits sorted by similarity");
    }

    // the all-pairs half: only documents at least as long as the query
    long queryLength = qv.length(measure);
    Map<Integer, long[]> longer = new TreeMap<>();
    for (Map.Entry<Integer, long[]> e : expected.entrySet()) {
      long[] ou = e.getValue();
      if (ou[1] + ou[0] - queryLength >= queryLength) { // |d| = union + overlap - |q|
        longer.put(e.getKey(), ou);
      }
    }
    Map<Integer, long[]> atLeastAsLong = new TreeMap<>();
    for (NearDuplicate h :
        NearDuplicates.findAtLeastAsLong(
            index.reader, index.schema.field(), qv, tau, measure, null)) {
      atLeastAsLong.put(index.docIndex[h.doc()], new long[] {h.overlap(), h.union()});
    }
    assertSame(longer, atLeastAsLong, context + " NearDuplicates.findAtLeastAsLong");

    // as a Lucene query, scored by similarity
    IndexSearcher searcher = new IndexSearcher(index.reader);
    NearDuplicateQuery q = new NearDuplicateQuery(index.schema.field(), qv, tau, measure);
    TopDocs top = searcher.search(q, Math.max(1, index.reader.maxDoc()));
    assertEquals(expected.size(), top.scoreDocs.length, context + " query hit count");
    for (ScoreDoc sd : top.scoreDocs) {
      long[] ou = expected.get(index.docIndex[sd.doc]);
      assertTrue(ou != null, context + " unexpected hit " + index.docIndex[sd.doc]);
      assertEquals((float) ((double) ou[0] / ou[1]), sd.score, context + " score");
    }

    // inside a boolean query with a filter: only the filtered near-duplicates
    if (!expected.isEmpty()) {
      int pick = expected.keySet().iterator().next();
      Query filtered =
          new BooleanQuery.Builder()
              .add(q, BooleanClause.Occur.MUST)
              .add(
                  new TermQuery(new Term(RandomLuceneIndex.ID, Integer.toString(pick))),
                  BooleanClause.Occur.FILTER)
              .build();
      TopDocs one = searcher.search(filtered, 10);
      assertEquals(1, one.scoreDocs.length, context + " filtered");
      assertEquals(pick, index.docIndex[one.scoreDocs[0].doc], context + " filtered doc");
      // and a filter on a length range, the way a user would restrict by length
      Query byLength =
          new BooleanQuery.Builder()
              .add(q, BooleanClause.Occur.MUST)
              .add(
                  IntPoint.newRangeQuery(
                      index.schema.lengthField(Measure.MULTISET), 0, Integer.MAX_VALUE),
                  BooleanClause.Occur.FILTER)
              .build();
      assertEquals(expected.size(), searcher.count(byLength), context + " length filter");
    }
  }

  private static void assertSame(
      Map<Integer, long[]> expected, Map<Integer, long[]> actual, String context) {
    assertEquals(expected.keySet(), actual.keySet(), context + ": matching documents");
    for (Map.Entry<Integer, long[]> e : expected.entrySet()) {
      long[] a = actual.get(e.getKey());
      assertEquals(e.getValue()[0], a[0], context + ": overlap of " + e.getKey());
      assertEquals(e.getValue()[1], a[1], context + ": union of " + e.getKey());
    }
  }

  @Test
  void randomCollections(Random random) throws IOException {
    for (int iter = 0; iter < 40; iter++) {
      Threshold tau = RandomVectors.randomTau(random);
      Measure measure = random.nextBoolean() ? Measure.SET : Measure.MULTISET;
      RandomVectors gen = new RandomVectors(random);
      List<Map<String, Integer>> docs = gen.collection(20 + random.nextInt(200), tau, measure);
      try (RandomLuceneIndex index = RandomLuceneIndex.build(random, docs)) {
        List<Map<String, Integer>> queries = new ArrayList<>();
        for (int k = 0; k < 12; k++) {
          queries.add(docs.get(random.nextInt(docs.size())));
        }
        queries.add(gen.variant(docs.get(random.nextInt(docs.size()))));
        queries.add(gen.document());
        queries.add(Map.of());
        for (Map<String, Integer> query : queries) {
          String context =
              "iter="
                  + iter
                  + " tau="
                  + tau
                  + " "
                  + measure
                  + " sortedBy="
                  + index.sortedBy
                  + " segments="
                  + index.reader.leaves().size()
                  + " deleted="
                  + index.deleted.size()
                  + " query="
                  + query;
          check(docs, index, query, tau, measure, context);
        }
      }
    }
  }

  /** Pairs at exactly tau, the case the prototype lost to floating point. */
  @Test
  void pairsExactlyAtTau(Random random) throws IOException {
    for (String t :
        List.of(
            "0.05", "0.1", "0.2", "0.25", "0.3", "0.4", "0.44", "0.5", "0.6", "0.7", "0.72", "0.75",
            "0.8", "0.9", "0.95", "1.0", "1/3", "2/3")) {
      Threshold tau = Threshold.parse(t);
      for (Measure measure : Measure.values()) {
        RandomVectors gen = new RandomVectors(random);
        List<Map<String, Integer>> docs = new ArrayList<>();
        for (int k = 0; k < 10; k++) {
          docs.addAll(gen.pairAtTau(tau, measure));
        }
        try (RandomLuceneIndex index =
            RandomLuceneIndex.build(random, docs, random.nextBoolean() ? measure : null, 0)) {
          for (int k = 0; k < docs.size(); k++) {
            Map<String, Integer> partner = docs.get(k ^ 1);
            long[] ou = BruteForce.overlapAndUnion(docs.get(k), partner, measure);
            assertEquals(
                tau.numerator() * ou[1],
                ou[0] * tau.denominator(),
                "generator builds pairs at exactly tau: " + ou[0] + "/" + ou[1]);
            check(docs, index, docs.get(k), tau, measure, "tau=" + tau + " " + measure);
          }
        }
      }
    }
  }

  /**
   * The multiset early-exit trap of the prototype (DESIGN.md, trap 2): J = 0.739 must be found at
   * 0.72.
   */
  @Test
  void prototypeEarlyExitTrap(Random random) throws IOException {
    Map<String, Integer> a = new TreeMap<>();
    Map<String, Integer> b = new TreeMap<>();
    int k = 0;
    for (int i = 0; i < 15; i++, k++) {
      a.put("k" + k, 2);
      b.put("k" + k, 1);
    }
    for (int i = 0; i < 15; i++, k++) {
      a.put("k" + k, 1);
      b.put("k" + k, 2);
    }
    for (int i = 0; i < 55; i++, k++) {
      a.put("k" + k, 1);
      b.put("k" + k, 1);
    }
    long[] ou = BruteForce.overlapAndUnion(a, b, Measure.MULTISET);
    assertEquals(100, a.values().stream().mapToInt(Integer::intValue).sum(), "|A|");
    assertEquals(100, b.values().stream().mapToInt(Integer::intValue).sum(), "|B|");
    assertEquals(85, ou[0]);
    assertEquals(115, ou[1]);
    List<Map<String, Integer>> docs = List.of(a, b);
    try (RandomLuceneIndex index = RandomLuceneIndex.build(random, docs, Measure.MULTISET, 0)) {
      check(docs, index, a, Threshold.parse("0.72"), Measure.MULTISET, "trap 2");
      List<NearDuplicate> hits =
          NearDuplicates.of(
              index.reader,
              index.schema.field(),
              0,
              Threshold.parse("0.72"),
              Measure.MULTISET,
              null);
      assertEquals(1, hits.size());
      assertEquals(85.0 / 115.0, hits.get(0).similarity(), 0.0);
    }
  }

  /**
   * A query much shorter and one much longer than the documents it must find (trap 1: both
   * directions).
   */
  @Test
  void queriesShorterAndLongerThanTheirMatches(Random random) throws IOException {
    for (int iter = 0; iter < 20; iter++) {
      Threshold tau = Threshold.of(1 + random.nextInt(10), 10 + random.nextInt(3));
      Map<String, Integer> base = new TreeMap<>();
      for (int i = 0, n = 20 + random.nextInt(80); i < n; i++) {
        base.put("t" + random.nextInt(60), 1 + random.nextInt(3));
      }
      List<Map<String, Integer>> docs = new ArrayList<>();
      // subsets and supersets of base of many sizes
      for (int k = 0; k < 30; k++) {
        Map<String, Integer> d = new TreeMap<>();
        for (Map.Entry<String, Integer> e : base.entrySet()) {
          if (random.nextInt(4) != 0) {
            d.put(e.getKey(), e.getValue());
          }
        }
        for (int extra = random.nextInt(30); extra > 0; extra--) {
          d.merge("x" + random.nextInt(100), 1, Integer::sum);
        }
        if (!d.isEmpty()) {
          docs.add(d);
        }
      }
      docs.add(base);
      try (RandomLuceneIndex index = RandomLuceneIndex.build(random, docs)) {
        for (Measure measure : Measure.values()) {
          for (Map<String, Integer> query : docs) {
            check(docs, index, query, tau, measure, "tau=" + tau + " " + measure);
          }
        }
      }
    }
  }
}
