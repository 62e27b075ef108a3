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
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.apache.lucene.analysis.Analyzer;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import org.spotsigs.index.SignatureVector;

/**
 * Extraction on one thread: the whole corpus (in memory) through the analyzer into signature
 * vectors. One operation = one pass over the corpus; throughput in MB/s = corpus chars / time
 * (printed at setup).
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 2)
@Measurement(iterations = 5)
@Fork(
    value = 1,
    jvmArgsAppend = {"-Xmx3g", "-XX:+UseParallelGC", "--add-modules", "jdk.incubator.vector"})
public class ExtractionBenchmark {
  @Param({"default", "prototype"})
  public String config;

  private List<String> texts;
  private Analyzer analyzer;

  @Setup
  public void setup() throws IOException {
    texts = BenchCorpus.texts();
    analyzer = BenchCorpus.analyzer(config);
    System.out.printf(
        java.util.Locale.ROOT,
        "%n%d documents, %.1f M chars%n",
        texts.size(),
        BenchCorpus.chars(texts) / 1e6);
  }

  @Benchmark
  public long extractCorpus() {
    long signatures = 0;
    for (String t : texts) {
      signatures += SignatureVector.analyze(analyzer, "f", t).size();
    }
    return signatures;
  }
}
