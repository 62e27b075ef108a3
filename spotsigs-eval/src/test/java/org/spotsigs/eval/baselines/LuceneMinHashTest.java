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
package org.spotsigs.eval.baselines;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.carrotsearch.randomizedtesting.jupiter.Randomized;
import java.io.IOException;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import org.apache.lucene.document.Document;
import org.apache.lucene.document.Field;
import org.apache.lucene.document.StoredField;
import org.apache.lucene.document.TextField;
import org.apache.lucene.index.DirectoryReader;
import org.apache.lucene.index.IndexWriter;
import org.apache.lucene.index.IndexWriterConfig;
import org.apache.lucene.index.Term;
import org.apache.lucene.search.BooleanClause;
import org.apache.lucene.search.BooleanQuery;
import org.apache.lucene.search.IndexSearcher;
import org.apache.lucene.search.ScoreDoc;
import org.apache.lucene.search.TermQuery;
import org.apache.lucene.store.ByteBuffersDirectory;
import org.apache.lucene.util.BytesRef;
import org.junit.jupiter.api.Test;
import org.spotsigs.analysis.SpotSigsAnalyzer;
import org.spotsigs.core.Threshold;
import org.spotsigs.eval.EvalTestSupport;
import org.spotsigs.eval.WordAnalyzer;

/**
 * The in-memory banded query against the real thing: MinHash tokens indexed in Lucene and searched
 * with a disjunction of band conjunctions, as Solr's min_hash query parser builds it.
 */
@Randomized
class LuceneMinHashTest {

  @Test
  void bandsMatchWhatALuceneIndexReturns(Random random) throws IOException {
    List<String> texts = EvalTestSupport.randomNearDuplicateTexts(random, 40);
    int buckets = 16 + random.nextInt(64);
    WordAnalyzer analyzer =
        WordAnalyzer.minHash(new SpotSigsAnalyzer(), 1 + random.nextInt(3), buckets);
    String[] array = texts.toArray(new String[0]);
    int[][] tokens = EvalTestSupport.tokenIds(analyzer, array);
    List<List<BytesRef>> terms = EvalTestSupport.tokens(analyzer, array);
    double tp = random.nextBoolean() ? 1.0 : 0.5 + random.nextDouble() * 0.49;
    LuceneMinHash method = new LuceneMinHash(tokens, tp);
    try (ByteBuffersDirectory dir = new ByteBuffersDirectory()) {
      try (IndexWriter w = new IndexWriter(dir, new IndexWriterConfig(analyzer))) {
        for (int i = 0; i < array.length; i++) {
          Document doc = new Document();
          doc.add(new StoredField("id", i));
          doc.add(new TextField("mh", array[i], Field.Store.NO));
          w.addDocument(doc);
        }
      }
      try (DirectoryReader reader = DirectoryReader.open(dir)) {
        IndexSearcher searcher = new IndexSearcher(reader);
        for (Threshold tau :
            List.of(Threshold.parse("0.2"), Threshold.parse("0.5"), Threshold.parse("0.8"))) {
          Set<String> expected = new HashSet<>();
          for (int q = 0; q < array.length; q++) {
            if (terms.get(q).isEmpty()) {
              continue;
            }
            for (ScoreDoc hit :
                searcher.search(bandedQuery(terms.get(q), tau.value(), tp), 1000).scoreDocs) {
              int d =
                  reader.storedFields().document(hit.doc).getField("id").numericValue().intValue();
              if (d != q && estimateReaches(tokens[q], tokens[d], tau)) {
                expected.add(Math.min(q, d) + "," + Math.max(q, d));
              }
            }
          }
          Set<String> actual = new HashSet<>();
          method.forEach(tau, (a, b) -> assertTrue(actual.add(a + "," + b), "pair once"));
          assertEquals(expected, actual, "tau " + tau + " tp " + tp + " buckets " + buckets);
        }
      }
    }
  }

  @Test
  void bandSizeFollowsTheCollisionProbability() {
    assertEquals(1, LuceneMinHash.bandSize(512, 0.5, 1.0), "tp 1: no bands");
    for (double tau : new double[] {0.1, 0.3, 0.5, 0.8, 0.95}) {
      for (double tp : new double[] {0.5, 0.9, 0.99}) {
        int r = LuceneMinHash.bandSize(512, tau, tp);
        int bands = 512 / r;
        double p = 1 - Math.pow(1 - Math.pow(tau, r), bands);
        assertTrue(p > tp || r == 1, "tau " + tau + " tp " + tp + " r " + r);
        // no larger band size with fewer bands reaches tp
        for (int b = 1; b < bands; b++) {
          int rr = 512 / b;
          if (rr > r) {
            assertTrue(1 - Math.pow(1 - Math.pow(tau, rr), b) <= tp, "fewer bands reach tp too");
          }
        }
      }
    }
  }

  /**
   * Solr's min_hash query: bands of r terms as MUST conjunctions, OR-ed; the last band is filled
   * from the start.
   */
  private static BooleanQuery bandedQuery(List<BytesRef> terms, double tau, double tp) {
    int r = Math.min(terms.size(), LuceneMinHash.bandSize(terms.size(), tau, tp));
    BooleanQuery.Builder outer = new BooleanQuery.Builder();
    for (int start = 0; start < terms.size(); start += r) {
      BooleanQuery.Builder band = new BooleanQuery.Builder();
      for (int i = 0; i < r; i++) {
        band.add(
            new TermQuery(new Term("mh", terms.get((start + i) % terms.size()))),
            BooleanClause.Occur.MUST);
      }
      outer.add(band.build(), BooleanClause.Occur.SHOULD);
    }
    return outer.build();
  }

  private static boolean estimateReaches(int[] a, int[] b, Threshold tau) {
    Set<Integer> sa = new HashSet<>();
    for (int t : a) {
      sa.add(t);
    }
    Set<Integer> sb = new HashSet<>();
    for (int t : b) {
      sb.add(t);
    }
    int common = 0;
    for (int t : sa) {
      if (sb.contains(t)) {
        common++;
      }
    }
    return tau.accepts(common, Math.max(sa.size(), sb.size()));
  }
}
