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
import java.util.concurrent.TimeUnit;
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
import org.spotsigs.core.Threshold;
import org.spotsigs.dedup.DedupResult;
import org.spotsigs.dedup.Deduplicator;
import org.spotsigs.dedup.VectorCollection;

/**
 * The matching phase alone: all pairs of the corpus's vectors (built once at setup) on 2 threads,
 * with the length window and the delta pruning on (SpotSigs), the window off (NoPart), or both off
 * (NoPrune).
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 3)
@Measurement(iterations = 5)
@Fork(
    value = 1,
    jvmArgsAppend = {"-Xmx3g", "-XX:+UseParallelGC", "--add-modules", "jdk.incubator.vector"})
public class AllPairsBenchmark {
  @Param({"prototype", "default"})
  public String config;

  @Param({"0.9", "0.8", "0.6", "0.44"})
  public String tau;

  @Param({"SpotSigs", "NoPart", "NoPrune"})
  public String run;

  private VectorCollection vectors;
  private Deduplicator dedup;

  @Setup
  public void setup() throws IOException {
    vectors = BenchCorpus.vectors(BenchCorpus.texts(), config);
    dedup =
        Deduplicator.builder(Threshold.parse(tau))
            .threads(2)
            .lengthWindow(run.equals("SpotSigs"))
            .deltaPruning(!run.equals("NoPrune"))
            .build();
    DedupResult r = dedup.run(vectors);
    System.out.printf(
        java.util.Locale.ROOT,
        "%n%s tau=%s %s: %d pairs, %s%n",
        config,
        tau,
        run,
        r.size(),
        r.stats());
  }

  @Benchmark
  public int allPairs() {
    return dedup.run(vectors).size();
  }
}
