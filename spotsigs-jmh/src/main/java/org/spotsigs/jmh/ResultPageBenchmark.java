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
package org.spotsigs.jmh;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import org.apache.lucene.analysis.standard.StandardAnalyzer;
import org.apache.lucene.document.Document;
import org.apache.lucene.document.Field;
import org.apache.lucene.document.TextField;
import org.apache.lucene.index.DirectoryReader;
import org.apache.lucene.index.IndexWriter;
import org.apache.lucene.index.IndexWriterConfig;
import org.apache.lucene.index.MultiTerms;
import org.apache.lucene.index.Term;
import org.apache.lucene.index.Terms;
import org.apache.lucene.index.TermsEnum;
import org.apache.lucene.search.IndexSearcher;
import org.apache.lucene.search.Query;
import org.apache.lucene.search.TermQuery;
import org.apache.lucene.store.ByteBuffersDirectory;
import org.apache.lucene.store.Directory;
import org.apache.lucene.util.BytesRef;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;
import org.spotsigs.analysis.SpotSigsAnalyzer;
import org.spotsigs.core.Measure;
import org.spotsigs.core.Threshold;
import org.spotsigs.index.SpotSigsSchema;
import org.spotsigs.search.FoldedResults;
import org.spotsigs.search.ResultPageDeduplicator;

/**
 * The cost of folding near-duplicates out of a result page: an index of the corpus (full text in
 * "body" with StandardAnalyzer, plus the spot-signature fields), single-term queries drawn from the
 * body vocabulary (terms in 1/700 to 1/7 of the documents: 100 to 10,000 of the 74k real ones), a
 * page of k results searched plainly or with {@link ResultPageDeduplicator} at tau 0.8. One
 * operation = one query; the overhead per page is the difference of the two.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(
    value = 1,
    jvmArgsAppend = {"-Xmx4g", "-XX:+UseParallelGC", "--add-modules", "jdk.incubator.vector"})
public class ResultPageBenchmark {
  @Param({"10", "50", "100"})
  public int k;

  private Directory dir;
  private DirectoryReader reader;
  private IndexSearcher searcher;
  private List<Query> queries;
  private ResultPageDeduplicator folder;
  private BenchCorpus.Cycle<Query> cycle;

  @Setup(Level.Trial)
  public void setup() throws IOException {
    SpotSigsSchema schema = SpotSigsSchema.defaults();
    SpotSigsAnalyzer spotSigs = new SpotSigsAnalyzer();
    dir = new ByteBuffersDirectory();
    try (IndexWriter w =
        new IndexWriter(
            dir,
            schema
                .configure(new IndexWriterConfig(new StandardAnalyzer()))
                .setRAMBufferSizeMB(256))) {
      for (String text : BenchCorpus.texts()) {
        Document doc = new Document();
        doc.add(new TextField("body", text, Field.Store.NO));
        schema.addTo(doc, spotSigs, text);
        w.addDocument(doc);
      }
      w.forceMerge(1);
    }
    reader = DirectoryReader.open(dir);
    searcher = new IndexSearcher(reader);
    searcher.setQueryCache(null);
    queries = new ArrayList<>();
    Terms terms = MultiTerms.getTerms(reader, "body");
    TermsEnum te = terms.iterator();
    List<BytesRef> candidates = new ArrayList<>();
    int minDf = Math.max(2, reader.numDocs() / 700);
    int maxDf = Math.max(minDf + 1, reader.numDocs() / 7);
    for (BytesRef t = te.next(); t != null; t = te.next()) {
      if (te.docFreq() >= minDf && te.docFreq() <= maxDf && t.length > 3) {
        candidates.add(BytesRef.deepCopyOf(t));
      }
    }
    Random random = new Random(42);
    for (int i = 0; i < 500; i++) {
      queries.add(
          new TermQuery(new Term("body", candidates.get(random.nextInt(candidates.size())))));
    }
    folder = new ResultPageDeduplicator(schema.field(), Threshold.of(0.8), Measure.MULTISET);
    long folded = 0;
    long examined = 0;
    for (Query q : queries) {
      FoldedResults r = folder.search(searcher, q, k);
      examined += r.examined();
      for (FoldedResults.Hit h : r.hits()) {
        folded += h.folded().size();
      }
    }
    System.out.printf(
        java.util.Locale.ROOT,
        "%n%d docs, %d queries, k=%d: %.2f hits examined and %.2f folded per page%n",
        reader.numDocs(),
        queries.size(),
        k,
        examined / (double) queries.size(),
        folded / (double) queries.size());
    cycle = new BenchCorpus.Cycle<>(queries);
  }

  @TearDown(Level.Trial)
  public void close() throws IOException {
    reader.close();
    dir.close();
  }

  private Query nextQuery() {
    return cycle.next();
  }

  @Benchmark
  public int plainPage() throws IOException {
    return searcher.search(nextQuery(), k).scoreDocs.length;
  }

  @Benchmark
  public int foldedPage() throws IOException {
    return folder.search(searcher, nextQuery(), k).hits().size();
  }
}
