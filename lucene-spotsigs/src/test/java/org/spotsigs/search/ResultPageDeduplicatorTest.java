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
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.carrotsearch.randomizedtesting.jupiter.Randomized;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.apache.lucene.search.IndexSearcher;
import org.apache.lucene.search.Query;
import org.apache.lucene.search.ScoreDoc;
import org.junit.jupiter.api.Test;
import org.spotsigs.core.Measure;
import org.spotsigs.core.Threshold;
import org.spotsigs.index.SignatureVector;
import org.spotsigs.testing.BruteForce;
import org.spotsigs.testing.Queries;
import org.spotsigs.testing.RandomLuceneIndex;
import org.spotsigs.testing.RandomVectors;

@Randomized
class ResultPageDeduplicatorTest {

  /**
   * The definition: keep unless a near-duplicate of an earlier kept hit; fold into the first such.
   */
  private static List<List<Integer>> oracle(
      List<Map<String, Integer>> docs, int[] ranking, int k, Threshold tau, Measure measure) {
    List<List<Integer>> kept = new ArrayList<>(); // [kept, folded...] as doc indexes
    for (int d : ranking) {
      if (kept.size() == k) {
        break;
      }
      boolean folded = false;
      for (List<Integer> group : kept) {
        long[] ou = BruteForce.overlapAndUnion(docs.get(d), docs.get(group.get(0)), measure);
        if (BruteForce.matches(ou[0], ou[1], tau)) {
          group.add(d);
          folded = true;
          break;
        }
      }
      if (!folded) {
        kept.add(new ArrayList<>(List.of(d)));
      }
    }
    return kept;
  }

  private static List<List<Integer>> asIndexes(FoldedResults r, RandomLuceneIndex index) {
    List<List<Integer>> out = new ArrayList<>();
    for (FoldedResults.Hit h : r.hits()) {
      List<Integer> group = new ArrayList<>(List.of(index.docIndex[h.hit().doc]));
      for (FoldedResults.Folded f : h.folded()) {
        group.add(index.docIndex[f.hit().doc]);
      }
      out.add(group);
    }
    return out;
  }

  @Test
  void foldingMatchesTheDefinition(Random random) throws IOException {
    for (int iter = 0; iter < 40; iter++) {
      Threshold tau = RandomVectors.randomTau(random);
      Measure measure = random.nextBoolean() ? Measure.SET : Measure.MULTISET;
      List<Map<String, Integer>> docs =
          new RandomVectors(random).collection(10 + random.nextInt(150), tau, measure);
      try (RandomLuceneIndex index = RandomLuceneIndex.build(random, docs)) {
        ResultPageDeduplicator dedup =
            new ResultPageDeduplicator(index.schema.field(), tau, measure);
        // a random ranking of the live documents
        List<Integer> live = new ArrayList<>();
        for (int doc = 0; doc < index.reader.maxDoc(); doc++) {
          if (index.docIndex[doc] >= 0 && !index.deleted.contains(index.docIndex[doc])) {
            live.add(doc);
          }
        }
        Collections.shuffle(live, random);
        ScoreDoc[] ranked = new ScoreDoc[live.size()];
        int[] ranking = new int[live.size()];
        for (int i = 0; i < ranked.length; i++) {
          ranked[i] = new ScoreDoc(live.get(i), ranked.length - i);
          ranking[i] = index.docIndex[live.get(i)];
        }
        int k = 1 + random.nextInt(30);
        FoldedResults r = dedup.fold(index.reader, ranked, k);
        assertEquals(
            oracle(docs, ranking, k, tau, measure),
            asIndexes(r, index),
            "tau=" + tau + " " + measure + " k=" + k);
        for (FoldedResults.Hit h : r.hits()) {
          for (FoldedResults.Folded f : h.folded()) {
            long[] ou =
                BruteForce.overlapAndUnion(
                    docs.get(index.docIndex[f.hit().doc]),
                    docs.get(index.docIndex[h.hit().doc]),
                    measure);
            assertEquals(ou[0], f.overlap());
            assertEquals(ou[1], f.union());
          }
        }
      }
    }
  }

  @Test
  void searchFillsThePageAcrossBatches(Random random) throws IOException {
    for (int iter = 0; iter < 20; iter++) {
      Threshold tau = Threshold.of(1 + random.nextInt(10), 10);
      Measure measure = Measure.MULTISET;
      RandomVectors gen = new RandomVectors(random);
      List<Map<String, Integer>> docs = new ArrayList<>();
      // big clusters of near-duplicates, so pages need many hits to fill
      for (int c = 0; c < 8; c++) {
        Map<String, Integer> base = gen.document();
        for (int v = 0; v < 1 + random.nextInt(40); v++) {
          docs.add(random.nextInt(3) == 0 ? base : gen.variant(base));
        }
      }
      try (RandomLuceneIndex index = RandomLuceneIndex.build(random, docs, Measure.MULTISET, 0)) {
        IndexSearcher searcher = new IndexSearcher(index.reader);
        // equal scores: ranked by doc id (which, with the index sort, follows length), across
        // batches
        Query query = Queries.matchAll();
        int k = 1 + random.nextInt(12);
        ResultPageDeduplicator dedup =
            new ResultPageDeduplicator(index.schema.field(), tau, measure);
        FoldedResults page = dedup.search(searcher, query, k);
        ScoreDoc[] all = searcher.search(query, Math.max(1, index.reader.maxDoc())).scoreDocs;
        FoldedResults reference = dedup.fold(index.reader, all, k);
        assertEquals(asIndexes(reference, index), asIndexes(page, index));
        assertTrue(
            page.hits().size() == k || page.exhausted(), "a full page unless the hits ran out");
        // exhausted only when no hit is left unexamined (a search whose page fills at the last
        // hit of a full batch does not know that no more hits follow: not exhausted); a fold knows
        // its list: exhausted exactly when every hit of it was examined
        assertTrue(!page.exhausted() || page.examined() == all.length, "exhausted, hits left");
        assertEquals(reference.examined() == all.length, reference.exhausted(), "fold exhausted");
      }
    }
  }

  /**
   * A page that fills partway through the query's last (short) batch of hits is not exhausted: hits
   * are left that were never examined.
   */
  @Test
  void aPageFilledInTheLastBatchIsNotExhausted(Random random) throws IOException {
    RandomVectors gen = new RandomVectors(random);
    List<Map<String, Integer>> docs = new ArrayList<>();
    for (int i = 0; i < 10; i++) {
      Map<String, Integer> d = new java.util.LinkedHashMap<>(gen.document());
      d.put("only-in-" + i, 1); // every document different: at tau 1 every hit is kept
      docs.add(d);
    }
    try (RandomLuceneIndex index = RandomLuceneIndex.build(random, docs, Measure.MULTISET, 0)) {
      IndexSearcher searcher = new IndexSearcher(index.reader);
      ResultPageDeduplicator dedup =
          new ResultPageDeduplicator(index.schema.field(), Threshold.of(1, 1), Measure.MULTISET);
      // one batch of max(16, 2k) = 16 hits asked for, 10 returned: the last batch, and the page of
      // 5 fills at its fifth hit
      FoldedResults page = dedup.search(searcher, Queries.matchAll(), 5);
      assertEquals(5, page.hits().size());
      assertEquals(5, page.examined());
      assertFalse(page.exhausted(), "hits left unexamined");
      FoldedResults all = dedup.search(searcher, Queries.matchAll(), 11);
      assertEquals(10, all.examined());
      assertTrue(all.exhausted(), "every hit examined");
      FoldedResults exact = dedup.search(searcher, Queries.matchAll(), 10);
      assertTrue(exact.exhausted(), "the page filled at the last hit");
      assertThrows(
          IllegalArgumentException.class, () -> dedup.fold(index.reader, new ScoreDoc[0], 0));
    }
  }

  /**
   * The same rule on vectors given directly (as the OpenSearch fold processor has them), with hits
   * lacking a vector.
   */
  @Test
  void foldingVectorsMatchesTheDefinition(Random random) {
    for (int iter = 0; iter < 40; iter++) {
      Threshold tau = RandomVectors.randomTau(random);
      Measure measure = random.nextBoolean() ? Measure.SET : Measure.MULTISET;
      List<Map<String, Integer>> docs =
          new RandomVectors(random).collection(1 + random.nextInt(120), tau, measure);
      List<SignatureVector> ranked = new ArrayList<>();
      for (Map<String, Integer> d : docs) {
        ranked.add(random.nextInt(15) == 0 ? null : RandomVectors.toVector(d));
      }
      ResultPageDeduplicator.Folding folding =
          new ResultPageDeduplicator("f", tau, measure).fold(ranked);
      // the definition: kept unless a near-duplicate of a kept vector above it; into the first such
      List<Integer> kept = new ArrayList<>();
      for (int i = 0; i < docs.size(); i++) {
        int into = -1;
        for (int j : kept) {
          if (ranked.get(i) != null && ranked.get(j) != null) {
            long[] ou = BruteForce.overlapAndUnion(docs.get(i), docs.get(j), measure);
            if (BruteForce.matches(ou[0], ou[1], tau)) {
              into = j;
              assertEquals(ou[0], folding.overlaps()[i], "overlap");
              assertEquals(ou[1], folding.unions()[i], "union");
              break;
            }
          }
        }
        assertEquals(into, folding.into()[i], "tau=" + tau + " " + measure + " position " + i);
        if (into < 0) {
          kept.add(i);
        }
      }
    }
  }

  @Test
  void badK() {
    ResultPageDeduplicator d = new ResultPageDeduplicator("f", Threshold.of(0.8), Measure.SET);
    assertThrows(IllegalArgumentException.class, () -> d.search(null, Queries.matchAll(), 0));
  }

  /** A missing measure is named as the caller's argument, in both classes that take one. */
  @Test
  void aMissingMeasureIsNamed() {
    NullPointerException e =
        assertThrows(
            NullPointerException.class,
            () -> new ResultPageDeduplicator("f", Threshold.of(0.8), null));
    assertEquals("measure", e.getMessage());
    e =
        assertThrows(
            NullPointerException.class,
            () ->
                new NearDuplicateQuery(
                    "f", SignatureVector.builder().add("a:b", 1).build(), Threshold.of(0.8), null));
    assertEquals("measure", e.getMessage());
  }
}
