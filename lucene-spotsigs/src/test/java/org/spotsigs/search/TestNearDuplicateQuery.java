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

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;
import org.apache.lucene.analysis.core.KeywordAnalyzer;
import org.apache.lucene.document.Document;
import org.apache.lucene.document.Field;
import org.apache.lucene.document.NumericDocValuesField;
import org.apache.lucene.document.StringField;
import org.apache.lucene.index.DirectoryReader;
import org.apache.lucene.index.IndexReader;
import org.apache.lucene.index.IndexWriterConfig;
import org.apache.lucene.index.LeafReaderContext;
import org.apache.lucene.index.NumericDocValues;
import org.apache.lucene.index.Term;
import org.apache.lucene.search.BooleanClause;
import org.apache.lucene.search.BooleanQuery;
import org.apache.lucene.search.Explanation;
import org.apache.lucene.search.IndexSearcher;
import org.apache.lucene.search.MatchNoDocsQuery;
import org.apache.lucene.search.Query;
import org.apache.lucene.search.ScoreDoc;
import org.apache.lucene.search.TermQuery;
import org.apache.lucene.store.Directory;
import org.apache.lucene.tests.index.RandomIndexWriter;
import org.apache.lucene.tests.search.CheckHits;
import org.apache.lucene.tests.search.QueryUtils;
import org.apache.lucene.tests.util.LuceneTestCase;
import org.spotsigs.core.Measure;
import org.spotsigs.core.Threshold;
import org.spotsigs.index.SignatureVector;
import org.spotsigs.index.SpotSigsSchema;
import org.spotsigs.testing.BruteForce;
import org.spotsigs.testing.CountingReader;
import org.spotsigs.testing.RandomLuceneIndex;
import org.spotsigs.testing.RandomVectors;

/**
 * NearDuplicateQuery as a Lucene query: Lucene's own query checks ({@link QueryUtils}, {@link
 * CheckHits}), conjunctions with term filters in both orders against the brute-force oracle, and
 * what it reads when a far more selective clause leads.
 */
public class TestNearDuplicateQuery extends LuceneTestCase {

  /**
   * A random index built with Lucene's randomized writer; docIndex maps doc ids to input positions.
   */
  private static final class Fixture implements AutoCloseable {
    final List<Map<String, Integer>> docs;
    final Directory dir;
    final DirectoryReader reader;
    final int[] docIndex;
    final SpotSigsSchema schema;

    Fixture(List<Map<String, Integer>> docs, Measure sortedBy, boolean forceMerge)
        throws IOException {
      this.docs = docs;
      this.schema =
          SpotSigsSchema.of(
              SpotSigsSchema.DEFAULT_FIELD, sortedBy == null ? Measure.MULTISET : sortedBy);
      this.dir = newDirectory();
      IndexWriterConfig config = newIndexWriterConfig(new KeywordAnalyzer());
      if (sortedBy != null) {
        schema.configure(config);
      }
      try (RandomIndexWriter w = new RandomIndexWriter(random(), dir, config)) {
        for (int i = 0; i < docs.size(); i++) {
          Document doc = new Document();
          doc.add(new StringField(RandomLuceneIndex.ID, Integer.toString(i), Field.Store.NO));
          doc.add(new NumericDocValuesField(RandomLuceneIndex.ID, i));
          for (String tag : RandomLuceneIndex.tags(i)) {
            doc.add(new StringField(RandomLuceneIndex.TAG, tag, Field.Store.NO));
          }
          if (!docs.get(i).isEmpty() || random().nextBoolean()) {
            schema.addTo(
                doc,
                RandomVectors.toVector(docs.get(i))); // else: a document without the fields at all
          }
          w.addDocument(doc);
        }
        if (forceMerge) {
          w.forceMerge(1);
        }
        this.reader = w.getReader();
      }
      this.docIndex = docIndex(reader);
    }

    @Override
    public void close() throws IOException {
      reader.close();
      dir.close();
    }
  }

  private static int[] docIndex(IndexReader reader) throws IOException {
    int[] docIndex = new int[reader.maxDoc()];
    for (LeafReaderContext ctx : reader.leaves()) {
      NumericDocValues ids = ctx.reader().getNumericDocValues(RandomLuceneIndex.ID);
      for (int d = ids.nextDoc(); d != NumericDocValues.NO_MORE_DOCS; d = ids.nextDoc()) {
        docIndex[ctx.docBase + d] = (int) ids.longValue();
      }
    }
    return docIndex;
  }

  /**
   * Top-level doc ids whose document is at or above tau with {@code query} and carries {@code tag}
   * (null: any).
   */
  private static List<Integer> expected(
      Fixture f, Map<String, Integer> query, Threshold tau, Measure measure, String tag) {
    List<Integer> hits = new ArrayList<>();
    for (int doc = 0; doc < f.docIndex.length; doc++) {
      int i = f.docIndex[doc];
      if (tag != null && !RandomLuceneIndex.tags(i).contains(tag)) {
        continue;
      }
      long[] ou = BruteForce.overlapAndUnion(query, f.docs.get(i), measure);
      if (BruteForce.matches(ou[0], ou[1], tau)) {
        hits.add(doc);
      }
    }
    return hits;
  }

  private static Measure randomSort(Random random) {
    return switch (random.nextInt(4)) {
      case 0 -> null;
      case 1 -> Measure.SET;
      default -> Measure.MULTISET;
    };
  }

  /** A check run on a random index of a random collection. */
  private interface IndexCheck {
    void run(Fixture f, RandomVectors gen, Threshold tau, Measure measure, IndexSearcher searcher)
        throws IOException;
  }

  /**
   * Runs {@code check} on {@code iterations} random indexes of {@code minDocs + random(extraDocs)}
   * documents.
   */
  private static void onRandomIndexes(int iterations, int minDocs, int extraDocs, IndexCheck check)
      throws IOException {
    Random random = random();
    for (int iter = 0; iter < iterations; iter++) {
      Threshold tau = RandomVectors.randomTau(random);
      Measure measure = random.nextBoolean() ? Measure.SET : Measure.MULTISET;
      RandomVectors gen = new RandomVectors(random);
      List<Map<String, Integer>> docs =
          gen.collection(minDocs + random.nextInt(extraDocs), tau, measure);
      try (Fixture f = new Fixture(docs, randomSort(random), random.nextBoolean())) {
        check.run(f, gen, tau, measure, newSearcher(f.reader));
      }
    }
  }

  public void testQueryUtilsAndCheckHits() throws IOException {
    Random random = random();
    onRandomIndexes(
        4,
        20,
        150,
        (f, gen, tau, measure, searcher) -> {
          for (int k = 0; k < 3; k++) {
            Map<String, Integer> query =
                random.nextInt(4) == 0
                    ? gen.variant(f.docs.get(random.nextInt(f.docs.size())))
                    : f.docs.get(random.nextInt(f.docs.size()));
            NearDuplicateQuery q =
                new NearDuplicateQuery(
                    f.schema.field(), RandomVectors.toVector(query), tau, measure);
            QueryUtils.check(random, q, searcher);
            int[] expected =
                expected(f, query, tau, measure, null).stream()
                    .mapToInt(Integer::intValue)
                    .toArray();
            CheckHits.checkHitCollector(random, q, RandomLuceneIndex.ID, searcher, expected);
            CheckHits.checkHits(random, q, RandomLuceneIndex.ID, searcher, expected);
          }
        });
  }

  public void testEqualsHashCodeAndRewrite() throws IOException {
    SignatureVector v = SignatureVector.of(Map.of("a:b", 2, "c:d", 1));
    NearDuplicateQuery q = new NearDuplicateQuery("f", v, Threshold.of(0.8), Measure.MULTISET);
    QueryUtils.checkEqual(
        q,
        new NearDuplicateQuery(
            "f",
            SignatureVector.of(Map.of("c:d", 1, "a:b", 2)),
            Threshold.parse("4/5"),
            Measure.MULTISET));
    QueryUtils.checkUnequal(q, new NearDuplicateQuery("f", v, Threshold.of(0.7), Measure.MULTISET));
    QueryUtils.checkUnequal(q, new NearDuplicateQuery("f", v, Threshold.of(0.8), Measure.SET));
    QueryUtils.checkUnequal(q, new NearDuplicateQuery("g", v, Threshold.of(0.8), Measure.MULTISET));
    QueryUtils.checkUnequal(
        q,
        new NearDuplicateQuery(
            "f",
            SignatureVector.of(Map.of("a:b", 1, "c:d", 1)),
            Threshold.of(0.8),
            Measure.MULTISET));
    NearDuplicateQuery empty =
        new NearDuplicateQuery("f", SignatureVector.empty(), Threshold.of(0.8), Measure.SET);
    assertTrue(
        empty.rewrite(newSearcher(new org.apache.lucene.index.MultiReader()))
            instanceof MatchNoDocsQuery);
  }

  /**
   * A visitor is given the query's signatures as terms of its field; the heap it reports is the
   * query document's signatures, as Lucene's own measurement of the objects finds it; its hash is
   * the one worked out when it was made.
   */
  public void testVisitorTermsRamBytesAndHash() {
    Random random = random();
    java.util.Map<String, Integer> counts = new java.util.HashMap<>();
    for (int i = 0, n = 1 + random.nextInt(2000); i < n; i++) {
      counts.merge(
          org.apache.lucene.tests.util.TestUtil.randomSimpleString(random, 1, 30) + ":x",
          1 + random.nextInt(3),
          Integer::sum);
    }
    SignatureVector v = SignatureVector.of(counts);
    NearDuplicateQuery q = new NearDuplicateQuery("f", v, Threshold.of(0.5), Measure.MULTISET);
    java.util.Set<org.apache.lucene.index.Term> seen = new java.util.HashSet<>();
    q.visit(org.apache.lucene.search.QueryVisitor.termCollector(seen));
    java.util.Set<org.apache.lucene.index.Term> expected = new java.util.HashSet<>();
    for (String t : counts.keySet()) {
      expected.add(new org.apache.lucene.index.Term("f", t));
    }
    assertEquals(expected, seen);
    java.util.Set<org.apache.lucene.index.Term> other = new java.util.HashSet<>();
    q.visit(
        new org.apache.lucene.search.QueryVisitor() {
          @Override
          public boolean acceptField(String field) {
            return false;
          }

          @Override
          public void consumeTerms(
              org.apache.lucene.search.Query query, org.apache.lucene.index.Term... terms) {
            other.addAll(java.util.Arrays.asList(terms));
          }
        });
    assertTrue("a visitor that takes no field of the query is given no term", other.isEmpty());
    long measured = org.apache.lucene.tests.util.RamUsageTester.ramUsed(v);
    long reported = v.ramBytesUsed();
    assertTrue(
        "reported " + reported + ", measured " + measured,
        reported >= measured * 0.8 && reported <= measured * 1.2);
    assertTrue(q.ramBytesUsed() > reported);
    assertEquals(
        q.hashCode(),
        new NearDuplicateQuery("f", v, Threshold.of(0.5), Measure.MULTISET).hashCode());
  }

  /**
   * The query AND a random term filter, in both orders and as MUST or FILTER, against the oracle.
   */
  public void testConjunctionWithTermFilters() throws IOException {
    Random random = random();
    onRandomIndexes(
        6,
        50,
        400,
        (f, gen, tau, measure, searcher) -> {
          List<Map<String, Integer>> docs = f.docs;
          for (int k = 0; k < 6; k++) {
            Map<String, Integer> query = docs.get(random.nextInt(docs.size()));
            String tag = RandomLuceneIndex.tags(random.nextInt(docs.size())).get(random.nextInt(2));
            NearDuplicateQuery nd =
                new NearDuplicateQuery(
                    f.schema.field(), RandomVectors.toVector(query), tau, measure);
            Query term = new TermQuery(new Term(RandomLuceneIndex.TAG, tag));
            List<Integer> expected = expected(f, query, tau, measure, tag);
            String context = "tau=" + tau + " " + measure + " tag=" + tag + " query=" + query;
            for (boolean ndFirst : new boolean[] {true, false}) {
              for (BooleanClause.Occur ndOccur :
                  new BooleanClause.Occur[] {
                    BooleanClause.Occur.MUST, BooleanClause.Occur.FILTER
                  }) {
                BooleanQuery.Builder b = new BooleanQuery.Builder();
                if (ndFirst) {
                  b.add(nd, ndOccur).add(term, BooleanClause.Occur.FILTER);
                } else {
                  b.add(term, BooleanClause.Occur.FILTER).add(nd, ndOccur);
                }
                BooleanQuery conjunction = b.build();
                ScoreDoc[] hits =
                    searcher.search(conjunction, Math.max(1, f.reader.maxDoc())).scoreDocs;
                List<Integer> actual = new ArrayList<>();
                for (ScoreDoc sd : hits) {
                  actual.add(sd.doc);
                  if (ndOccur == BooleanClause.Occur.MUST) {
                    long[] ou =
                        BruteForce.overlapAndUnion(query, docs.get(f.docIndex[sd.doc]), measure);
                    assertEquals(context, (float) ((double) ou[0] / ou[1]), sd.score, 0f);
                  }
                }
                actual.sort(null);
                assertEquals(context + " ndFirst=" + ndFirst + " " + ndOccur, expected, actual);
                assertEquals(expected.size(), searcher.count(conjunction));
              }
            }
          }
        });
  }

  /**
   * Next to a far more selective term query the near-duplicate query reads no postings of the
   * signature field and verifies at most the documents of the term query; alone it walks postings.
   */
  public void testSelectiveFilterLeadsAndIsOnlyVerified() throws IOException {
    Random random = random();
    Threshold tau = Threshold.parse("0.1");
    Measure measure = Measure.MULTISET;
    RandomVectors gen = new RandomVectors(random);
    List<Map<String, Integer>> docs = new ArrayList<>();
    while (docs.size() < 1500) {
      Map<String, Integer> d = gen.document();
      if (!d.isEmpty()) {
        docs.add(d);
      }
    }
    try (Fixture f = new Fixture(docs, Measure.MULTISET, true);
        CountingReader counting =
            new CountingReader(f.reader, f.schema.field(), f.schema.vectorField())) {
      IndexSearcher searcher = newSearcher(counting, false, false, false);
      searcher.setQueryCache(null);
      // a query of median length: with tau = 0.1 its length window holds most of the index
      List<Map<String, Integer>> byLength = new ArrayList<>(docs);
      byLength.sort((a, b) -> Integer.compare(length(a), length(b)));
      Map<String, Integer> query = byLength.get(byLength.size() / 2);
      NearDuplicateQuery nd =
          new NearDuplicateQuery(f.schema.field(), RandomVectors.toVector(query), tau, measure);
      String tag = "p" + random.nextInt(37); // about 1 document in 37
      Query term = new TermQuery(new Term(RandomLuceneIndex.TAG, tag));
      int termDocs = f.reader.docFreq(new Term(RandomLuceneIndex.TAG, tag));
      assertTrue("selective: " + termDocs, termDocs > 0 && termDocs <= 1500 / 37 + 1);
      List<Integer> expected = expected(f, query, tau, measure, tag);
      for (boolean ndFirst : new boolean[] {true, false}) {
        BooleanQuery.Builder b = new BooleanQuery.Builder();
        if (ndFirst) {
          b.add(nd, BooleanClause.Occur.FILTER).add(term, BooleanClause.Occur.MUST);
        } else {
          b.add(term, BooleanClause.Occur.MUST).add(nd, BooleanClause.Occur.FILTER);
        }
        counting.postingsRead.set(0);
        counting.vectorsRead.set(0);
        ScoreDoc[] hits = searcher.search(b.build(), 2000).scoreDocs;
        List<Integer> actual = new ArrayList<>();
        for (ScoreDoc sd : hits) {
          actual.add(sd.doc);
        }
        actual.sort(null);
        assertEquals(expected, actual);
        assertEquals("no postings of the signature field read", 0, counting.postingsRead.get());
        assertTrue(
            "forward vectors read "
                + counting.vectorsRead.get()
                + " <= documents of the term query "
                + termDocs,
            counting.vectorsRead.get() <= termDocs);
      }
      // alone, the query leads and walks the postings of its signatures
      counting.postingsRead.set(0);
      searcher.search(nd, 10);
      assertTrue("the leading query walks postings", counting.postingsRead.get() > 0);
    }
  }

  private static int length(Map<String, Integer> doc) {
    return doc.values().stream().mapToInt(Integer::intValue).sum();
  }

  public void testExplainNamesSharedSignatures() throws IOException {
    List<Map<String, Integer>> docs =
        List.of(
            Map.of("the:south:carolina", 2, "is:designed:play", 1, "a:b", 1),
            Map.of("the:south:carolina", 1, "is:designed:play", 1, "x:y", 3));
    try (Fixture f = new Fixture(docs, Measure.MULTISET, true)) {
      IndexSearcher searcher = newSearcher(f.reader);
      NearDuplicateQuery q =
          new NearDuplicateQuery(
              f.schema.field(),
              RandomVectors.toVector(docs.get(0)),
              Threshold.of(0.1),
              Measure.MULTISET);
      for (int doc = 0; doc < 2; doc++) {
        Explanation e = searcher.explain(q, doc);
        assertTrue(e.toString(), e.isMatch());
        assertTrue(e.toString(), e.toString().contains("shared signature 'the:south:carolina'"));
        assertTrue(e.toString(), e.toString().contains("shared signature 'is:designed:play'"));
        if (f.docIndex[doc] == 1) {
          // overlap min(2,1) + min(1,1) = 2, union 4 + 5 - 2 = 7
          assertEquals(2f / 7f, e.getValue().floatValue(), 0f);
          assertFalse(e.toString(), e.toString().contains("'a:b'"));
        }
      }
      Explanation miss =
          searcher.explain(
              new NearDuplicateQuery(
                  f.schema.field(),
                  RandomVectors.toVector(docs.get(0)),
                  Threshold.of(0.9),
                  Measure.MULTISET),
              f.docIndex[0] == 1 ? 0 : 1);
      assertFalse(miss.toString(), miss.isMatch());
      assertTrue(miss.toString(), miss.toString().contains("below tau"));
    }
  }

  /** Sanity of the fixture's oracle (so that the tests above compare with something real). */
  public void testOracleFindsSomething() throws IOException {
    Map<String, Integer> a = new TreeMap<>(Map.of("s1", 1, "s2", 1));
    try (Fixture f = new Fixture(List.of(a, a), null, true)) {
      assertEquals(2, expected(f, a, Threshold.of(1.0), Measure.SET, null).size());
    }
  }
}
