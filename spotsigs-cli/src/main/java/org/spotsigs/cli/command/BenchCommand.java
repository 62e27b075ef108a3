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
package org.spotsigs.cli.command;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import java.io.IOException;
import java.io.PrintWriter;
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryPoolMXBean;
import java.lang.management.MemoryType;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.stream.Stream;
import org.apache.lucene.analysis.Analyzer;
import org.apache.lucene.analysis.standard.StandardAnalyzer;
import org.apache.lucene.document.Document;
import org.apache.lucene.document.Field;
import org.apache.lucene.document.StringField;
import org.apache.lucene.index.IndexWriter;
import org.apache.lucene.index.IndexWriterConfig;
import org.apache.lucene.store.FSDirectory;
import org.spotsigs.cli.Checks;
import org.spotsigs.cli.Extraction;
import org.spotsigs.cli.Progress;
import org.spotsigs.cli.ThresholdConverter;
import org.spotsigs.cli.input.DocumentLimit;
import org.spotsigs.cli.input.InputFormat;
import org.spotsigs.cli.input.InputProblems;
import org.spotsigs.cli.output.Output;
import org.spotsigs.cli.output.OutputPlan;
import org.spotsigs.core.Measure;
import org.spotsigs.core.Threshold;
import org.spotsigs.dedup.SignatureFilter;
import org.spotsigs.dedup.VectorCollection;
import org.spotsigs.index.SpotSigsSchema;
import org.spotsigs.io.FileTrees;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code spotsigs bench}: what extraction, indexing and all-pairs matching cost on a corpus. */
@Command(
    name = "bench",
    mixinStandardHelpOptions = true,
    sortOptions = false,
    description = {
      "Measures a corpus: extraction throughput, index build, and all-pairs matching per tau for",
      "SpotSigs, NoPart (no length window), NoPrune (no window, no delta pruning), LSH-S and PPJoin+.",
      "Prints a Markdown table (and JSON with --json). Every matching run is repeated and the median",
      "wall time reported; memory is the JVM's peak heap and the process's peak resident size.",
      ""
    })
public final class BenchCommand implements Callable<Integer> {
  @CommandLine.Spec CommandLine.Model.CommandSpec spec;

  @Option(
      names = {"-i", "--input"},
      required = true,
      paramLabel = "PATH",
      description = "Corpus (see --format).")
  Path input;

  @Mixin InputOptions inputOptions;

  @Option(
      names = "--taus",
      paramLabel = "T,T,...",
      defaultValue = "0.9,0.8,0.6,0.44",
      split = ",",
      converter = ThresholdConverter.class,
      description = "Thresholds to match at. Default: ${DEFAULT-VALUE}.")
  List<Threshold> taus;

  @Option(
      names = "--methods",
      paramLabel = "M,M,...",
      defaultValue = "spotsigs,nopart,noprune,lsh-s,ppjoin+",
      split = ",",
      description =
          "Methods: spotsigs, nopart, noprune, lsh-s, ppjoin+. Default: ${DEFAULT-VALUE}.")
  List<String> methods;

  @Option(
      names = "--threads",
      paramLabel = "N",
      defaultValue = "2",
      description =
          "Threads for extraction and every matcher (LSH-S: its min-hashes; PPJoin+: its probes). Default: ${DEFAULT-VALUE}.")
  int threads;

  @Option(
      names = "--repeat",
      paramLabel = "N",
      defaultValue = "3",
      description = "Runs per matching measurement. Default: ${DEFAULT-VALUE}.")
  int repeat;

  @Option(
      names = "--index-build",
      negatable = true,
      defaultValue = "true",
      fallbackValue = "true",
      description = "Also time building a Lucene index of the corpus (default: yes).")
  boolean indexBuild;

  @Option(
      names = "--measure",
      paramLabel = "set|multiset",
      defaultValue = "multiset",
      description = "Default: ${DEFAULT-VALUE}.")
  String measure;

  @Option(names = "--json", paramLabel = "FILE", description = "Also write the results as JSON.")
  Path json;

  @Mixin AnalysisOptions analysis;

  @Mixin DocumentLimit limit;

  @Override
  public Integer call() throws Exception {
    PrintWriter out = spec.commandLine().getOut();
    PrintWriter err = spec.commandLine().getErr();
    InputFormat inputFormat;
    Measure m;
    SignatureFilter filter;
    Analyzer analyzer;
    try {
      inputFormat = inputOptions.resolve(input);
      if (inputFormat == InputFormat.SIGNATURES) {
        throw new IllegalArgumentException(
            "'bench' measures extraction: use files, jsonl, trec, warc or parquet");
      }
      m = Measure.forName(measure);
      for (String method : methods) {
        if (!BenchMethods.NAMES.contains(method)) {
          throw new IllegalArgumentException(
              "unknown method '" + method + "': use spotsigs, nopart, noprune, lsh-s, ppjoin+");
        }
      }
      Checks.atLeast(threads, 1, "--threads");
      Checks.threads(threads, "--threads");
      Checks.atLeast(repeat, 1, "--repeat");
      limit.maxBytes();
      filter = analysis.signatureFilter();
      analyzer = analysis.analyzer();
    } catch (IllegalArgumentException e) {
      throw new CommandLine.ParameterException(spec.commandLine(), e.getMessage(), e);
    }
    OutputPlan.of(spec).file("--json", json).inputs(analysis.files()).inputs(input).check();
    InputProblems problems = new InputProblems(err);
    Map<String, Object> report = new LinkedHashMap<>();
    report.put("input", input.toString());
    report.put("analysis", analysis.settings().describe() + (filter == null ? "" : ", " + filter));
    report.put("threads", threads);

    // 1. extraction, straight into the in-memory collection
    VectorCollection.Builder vb = VectorCollection.builder();
    long[] docs = {0};
    long t0 = System.nanoTime();
    long chars =
        extract(inputFormat, analyzer, problems, (doc, v, n) -> vb.add(v, (int) docs[0]++));
    VectorCollection vectors = vb.build();
    if (filter != null) {
      vectors = filter.apply(vectors);
    }
    double extractSeconds = (System.nanoTime() - t0) / 1e9;
    long bytes = inputBytes(input);
    report.put("documents", docs[0]);
    report.put("megabytes", bytes / 1e6);
    report.put("extractSeconds", extractSeconds);
    report.put("extractMBperSecond", bytes / 1e6 / extractSeconds);
    out.printf(Locale.ROOT, "# spotsigs bench: %s%n%n", input);
    out.printf(
        Locale.ROOT,
        "%,d documents, %.1f MB, %,d signature entries, %,d distinct signatures; %s%n%n",
        docs[0],
        bytes / 1e6,
        vectors.entries(),
        vectors.numTerms(),
        report.get("analysis"));
    out.printf(Locale.ROOT, "| phase | seconds | throughput |%n|---|---|---|%n");
    out.printf(
        Locale.ROOT,
        "| read + extract (%d threads) | %.2f | %.1f MB/s |%n",
        threads,
        extractSeconds,
        bytes / 1e6 / extractSeconds);

    // 2. index build: the same corpus through the analyzer into a Lucene index (sorted by length)
    if (indexBuild) {
      Path dir = Files.createTempDirectory("spotsigs-bench-index");
      try {
        SpotSigsSchema schema = SpotSigsSchema.of(SpotSigsSchema.DEFAULT_FIELD, m);
        long t1 = System.nanoTime();
        try (FSDirectory fs = FSDirectory.open(dir);
            IndexWriter w =
                new IndexWriter(
                    fs,
                    schema
                        .configure(new IndexWriterConfig(new StandardAnalyzer()))
                        .setRAMBufferSizeMB(128))) {
          extract(
              inputFormat,
              analyzer,
              problems,
              (doc, v, n) -> {
                Document d = new Document();
                d.add(new StringField("id", doc.id(), Field.Store.YES));
                w.addDocument(schema.addTo(d, v));
              });
          w.commit();
        }
        double indexSeconds = (System.nanoTime() - t1) / 1e9;
        long indexBytes = inputBytes(dir);
        report.put("indexSeconds", indexSeconds);
        report.put("indexMegabytes", indexBytes / 1e6);
        out.printf(
            Locale.ROOT,
            "| index build (%d threads, %.1f MB on disk) | %.2f | %.1f MB/s |%n",
            threads,
            indexBytes / 1e6,
            indexSeconds,
            bytes / 1e6 / indexSeconds);
      } finally {
        FileTrees.delete(dir);
      }
    }
    out.println();

    // 3. all pairs per tau and method
    out.printf(
        Locale.ROOT,
        "| tau | method | threads | pairs | seconds (median of %d) | postings visited | candidates | verified |%n",
        repeat);
    out.printf(Locale.ROOT, "|---|---|---|---|---|---|---|---|%n");
    List<Map<String, Object>> runs = new ArrayList<>();
    for (Threshold tau : taus) {
      for (String method : methods) {
        double[] seconds = new double[repeat];
        Map<String, Object> run = null;
        for (int r = 0; r < repeat; r++) {
          long s = System.nanoTime();
          run = BenchMethods.run(method, tau, m, vectors, threads);
          seconds[r] = (System.nanoTime() - s) / 1e9;
        }
        Arrays.sort(seconds);
        run.put("tau", tau.toString());
        run.put("method", method);
        run.put("seconds", seconds[repeat / 2]);
        runs.add(run);
        out.printf(
            Locale.ROOT,
            "| %s | %s | %s | %,d | %.3f | %s | %s | %s |%n",
            tau,
            method,
            run.get("threads"),
            run.get("pairs"),
            seconds[repeat / 2],
            format(run.get("postings")),
            format(run.get("candidates")),
            format(run.get("verified")));
        out.flush();
      }
    }
    report.put("runs", runs);
    long peakHeap = 0;
    for (MemoryPoolMXBean pool : ManagementFactory.getMemoryPoolMXBeans()) {
      if (pool.getType() == MemoryType.HEAP && pool.getPeakUsage() != null) {
        peakHeap += pool.getPeakUsage().getUsed();
      }
    }
    long peakRss = peakResidentBytes();
    report.put("peakHeapMegabytes", peakHeap / 1e6);
    report.put("peakResidentMegabytes", peakRss / 1e6);
    out.printf(
        Locale.ROOT,
        "%nPeak heap (sum of the heap pools' peaks) %.0f MB; peak resident size of the process %s.%n",
        peakHeap / 1e6,
        peakRss > 0 ? String.format(Locale.ROOT, "%.0f MB", peakRss / 1e6) : "unknown");
    if (json != null) {
      try (Output o = Output.open(json)) {
        new ObjectMapper()
            .enable(SerializationFeature.INDENT_OUTPUT)
            .writeValue(o.writer(), report);
        o.commit();
      }
    }
    out.flush();
    return problems.exitCode();
  }

  private static String format(Object o) {
    return o == null ? "-" : String.format(Locale.ROOT, "%,d", (Long) o);
  }

  private static long inputBytes(Path p) throws IOException {
    if (Files.isRegularFile(p)) {
      return Files.size(p);
    }
    try (Stream<Path> s = Files.walk(p)) {
      return s.filter(Files::isRegularFile)
          .filter(f -> !f.getFileName().toString().startsWith("."))
          .mapToLong(
              f -> {
                try {
                  return Files.size(f);
                } catch (IOException e) {
                  return 0;
                }
              })
          .sum();
    }
  }

  /** VmHWM of /proc/self/status (Linux), or -1. */
  static long peakResidentBytes() {
    try {
      for (String line : Files.readAllLines(Path.of("/proc/self/status"))) {
        if (line.startsWith("VmHWM:")) {
          return Long.parseLong(line.replaceAll("[^0-9]", "")) * 1024;
        }
      }
    } catch (IOException | RuntimeException e) {
      // not Linux
    }
    return -1;
  }

  /** Extracts the documents of the input on {@code threads} threads into {@code sink}. */
  private long extract(
      InputFormat format, Analyzer analyzer, InputProblems problems, Extraction.Sink sink)
      throws IOException {
    return Extraction.run(
        inputOptions.open(format, input, limit),
        analyzer,
        threads,
        problems,
        Progress.none(),
        sink);
  }
}
