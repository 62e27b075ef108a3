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
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import org.apache.lucene.analysis.Analyzer;
import org.apache.lucene.analysis.core.KeywordAnalyzer;
import org.apache.lucene.document.Document;
import org.apache.lucene.index.DirectoryReader;
import org.apache.lucene.index.IndexWriter;
import org.apache.lucene.index.IndexWriterConfig;
import org.apache.lucene.search.IndexSearcher;
import org.apache.lucene.store.Directory;
import org.apache.lucene.store.MMapDirectory;
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
import org.spotsigs.core.Measure;
import org.spotsigs.core.Threshold;
import org.spotsigs.index.SignatureVector;
import org.spotsigs.index.SpotSigsSchema;
import org.spotsigs.io.FileTrees;
import org.spotsigs.search.NearDuplicateQuery;
import org.spotsigs.search.NearDuplicates;

/**
 * One document against an index of the corpus: the signatures of every document (library defaults)
 * in an index sorted by length on disk (MMapDirectory, segments as the writer leaves them), queried
 * with 2,000 of its own documents drawn with a fixed seed. {@code search}: a {@link
 * NearDuplicateQuery} through an IndexSearcher (top 100); {@code find}: {@link
 * NearDuplicates#find}, every hit with its exact similarity. One operation = one query.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(
    value = 1,
    jvmArgsAppend = {"-Xmx3g", "-XX:+UseParallelGC", "--add-modules", "jdk.incubator.vector"})
public class QueryBenchmark {
  @Param({"0.9", "0.44"})
  public String tau;

  private Path path;
  private Directory dir;
  private DirectoryReader reader;
  private IndexSearcher searcher;
  private SpotSigsSchema schema;
  private Threshold threshold;
  private List<SignatureVector> queries;
  private BenchCorpus.Cycle<SignatureVector> cycle;

  @Setup(Level.Trial)
  public void setup() throws IOException {
    schema = SpotSigsSchema.defaults();
    threshold = Threshold.parse(tau);
    Analyzer analyzer = BenchCorpus.analyzer("default");
    List<SignatureVector> vectors = new ArrayList<>();
    for (String text : BenchCorpus.texts()) {
      vectors.add(SignatureVector.analyze(analyzer, schema.field(), text));
    }
    path = Files.createTempDirectory("spotsigs-query-bench");
    dir = new MMapDirectory(path);
    try (IndexWriter w =
        new IndexWriter(dir, schema.configure(new IndexWriterConfig(new KeywordAnalyzer())))) {
      for (SignatureVector v : vectors) {
        w.addDocument(schema.addTo(new Document(), v));
      }
    }
    reader = DirectoryReader.open(dir);
    searcher = new IndexSearcher(reader);
    searcher.setQueryCache(null);
    Random random = new Random(42);
    queries = new ArrayList<>();
    while (queries.size() < 2000) {
      SignatureVector v = vectors.get(random.nextInt(vectors.size()));
      if (!v.isEmpty()) {
        queries.add(v);
      }
    }
    long hits = 0;
    for (SignatureVector q : queries) {
      hits +=
          NearDuplicates.find(reader, schema.field(), q, threshold, Measure.MULTISET, null).size();
    }
    System.out.printf(
        java.util.Locale.ROOT,
        "%n%d docs in %d segments, %d queries at tau %s: %.2f hits per query%n",
        reader.numDocs(),
        reader.leaves().size(),
        queries.size(),
        tau,
        hits / (double) queries.size());
    cycle = new BenchCorpus.Cycle<>(queries);
  }

  @TearDown(Level.Trial)
  public void close() throws IOException {
    reader.close();
    dir.close();
    FileTrees.delete(path);
  }

  private SignatureVector nextQuery() {
    return cycle.next();
  }

  @Benchmark
  public long search() throws IOException {
    return searcher
        .search(
            new NearDuplicateQuery(schema.field(), nextQuery(), threshold, Measure.MULTISET), 100)
        .totalHits
        .value();
  }

  @Benchmark
  public int find() throws IOException {
    return NearDuplicates.find(
            reader, schema.field(), nextQuery(), threshold, Measure.MULTISET, null)
        .size();
  }
}
