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
package org.spotsigs.spark;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.spotsigs.analysis.Language;
import org.spotsigs.analysis.SpotSigsAnalyzer;
import org.spotsigs.core.Measure;
import org.spotsigs.core.Threshold;
import org.spotsigs.dedup.Survivor;
import org.spotsigs.html.Extractions;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * The {@code spark-submit} application: {@code spotsigs dedup} on a cluster. Its options mirror the
 * command line's; every output is a directory of part files (Spark's), whose files read in name
 * order give the command line's file ({@link PartFileOutputs}); the summary is {@link AppSummary}.
 */
@Command(
    name = "spotsigs-spark",
    mixinStandardHelpOptions = true,
    sortOptions = false,
    description = {
      "Finds every pair of documents whose spot-signature Jaccard similarity is at least tau, exactly,",
      "on a Spark cluster; optionally their clusters, the documents to drop and the dataset without",
      "them. Outputs are directories of part files; a summary goes to stderr."
    })
public final class DedupApp implements Callable<Integer> {
  @CommandLine.Spec CommandLine.Model.CommandSpec spec;

  @Option(
      names = {"-i", "--input"},
      required = true,
      arity = "1..*",
      paramLabel = "PATH",
      description = "Input paths (local, hdfs:, s3a:, ...): see --format.")
  List<String> inputs;

  @Option(
      names = "--format",
      defaultValue = "files",
      paramLabel = "files|jsonl|parquet|signatures",
      description = "Format of the input. Default: ${DEFAULT-VALUE}.")
  String format;

  @Option(
      names = "--id-field",
      defaultValue = "id",
      paramLabel = "NAME",
      description = "JSONL and Parquet: the id field (a dotted path). Default: ${DEFAULT-VALUE}.")
  String idField;

  @Option(
      names = "--text-field",
      defaultValue = "text",
      paramLabel = "NAME",
      description = "JSONL and Parquet: the text field (a dotted path). Default: ${DEFAULT-VALUE}.")
  String textField;

  @Option(
      names = {"-t", "--tau"},
      required = true,
      paramLabel = "TAU",
      description =
          "Similarity threshold in (0, 1], e.g. 0.8 or 4/5. Pairs at exactly tau are included.")
  String tau;

  @Option(
      names = "--measure",
      defaultValue = "multiset",
      paramLabel = "set|multiset",
      description = "Jaccard over signature sets or multisets. Default: ${DEFAULT-VALUE}.")
  String measure;

  @Option(
      names = "--language",
      defaultValue = Analysis.AUTO,
      paramLabel = "auto|CODE",
      description = {
        "auto: each document's language is detected and gives its signatures (as the command line",
        "does); a code (en, de, fr, ...) analyses every document in that language. Default:",
        "${DEFAULT-VALUE}."
      })
  String language;

  @Option(
      names = "--fingerprint-below",
      defaultValue = "" + SpotSigsAnalyzer.RECOMMENDED_MIN_SIGNATURES,
      paramLabel = "N",
      description = {
        "A document with fewer than N signatures is matched by its normalized text's fingerprint",
        "instead (0: never), as on the command line. Default: ${DEFAULT-VALUE}."
      })
  int fingerprintBelow;

  @Option(
      names = "--extractor",
      defaultValue = Extractions.DEFAULT,
      paramLabel = "SPEC",
      description =
          "Text extraction: article, html-strip[:minBlockWords=N] or none. Default: ${DEFAULT-VALUE}.")
  String extractor;

  @Option(
      names = {"-p", "--pairs"},
      paramLabel = "DIR",
      description =
          "Write the pairs to DIR (TSV: idA<TAB>idB<TAB>similarity). Without it they are counted only.")
  String pairs;

  @Option(
      names = "--pairs-noop",
      description = {
        "Benchmarks: make and format every pair line as -p does, but write none (as -p /dev/null on",
        "the command line does)."
      })
  boolean pairsNoop;

  @Option(
      names = "--pairs-order",
      defaultValue = "input",
      paramLabel = "input|found",
      description =
          "input: sorted by input order, the earlier document first (default); found: as made.")
  String pairsOrder;

  @Option(
      names = "--output-format",
      defaultValue = "tsv",
      paramLabel = "tsv|jsonl",
      description =
          "Pairs as TSV (6 decimals) or JSONL (with the exact overlap and union). Default: ${DEFAULT-VALUE}.")
  String outputFormat;

  @Option(
      names = "--clusters",
      paramLabel = "DIR",
      description = "Write every document's cluster: id<TAB>survivor id<TAB>similarity to it.")
  String clusters;

  @Option(
      names = "--cluster-method",
      defaultValue = "components",
      paramLabel = "components",
      description =
          "Connected components, named after the survivor (--keep). Default: ${DEFAULT-VALUE}.")
  String clusterMethod;

  @Option(
      names = "--removals",
      paramLabel = "DIR",
      description = "Write the documents to drop: id<TAB>kept id<TAB>similarity to it.")
  String removals;

  @Option(
      names = "--keep",
      defaultValue = "first",
      paramLabel = "first|longest|shortest",
      description = "The survivor of each cluster. Default: ${DEFAULT-VALUE}.")
  String keep;

  @Option(
      names = "--write-kept",
      paramLabel = "DIR",
      description = "Write the input without the removals (see --kept-format).")
  String writeKept;

  @Option(
      names = "--kept-format",
      paramLabel = "parquet|jsonl",
      description =
          "Format of --write-kept: jsonl (the kept lines as read, for jsonl input; else {\"id\", \"text\"}) or parquet (id, text). Default: jsonl for jsonl input, else parquet.")
  String keptFormat;

  @Option(names = "--header", description = "Start every TSV output with a line of column names.")
  boolean header;

  @Option(
      names = "--summary-json",
      paramLabel = "FILE",
      description =
          "Also write the summary as one JSON object to FILE (on the driver's file system).")
  java.nio.file.Path summaryJson;

  @Option(
      names = "--block-size",
      defaultValue = "2048",
      paramLabel = "N",
      description =
          "Distinct vectors of a signature's group before it is split (skew). Default: ${DEFAULT-VALUE}.")
  int blockSize;

  @Option(
      names = "--partitions",
      defaultValue = "0",
      paramLabel = "N",
      description = "Partitions of the join's shuffles. Default: spark.sql.shuffle.partitions.")
  int partitions;

  private final PrintWriter err;

  DedupApp(PrintWriter err) {
    this.err = err;
  }

  public static void main(String[] args) {
    PrintWriter err = new PrintWriter(System.err, true, StandardCharsets.UTF_8);
    CommandLine cli = new CommandLine(new DedupApp(err));
    cli.setErr(err);
    int code = cli.execute(args);
    err.flush();
    if (code != 0) {
      System.exit(code);
    }
  }

  @Override
  public Integer call() throws Exception {
    Threshold t;
    Measure m;
    Survivor survivor;
    boolean jsonPairs;
    boolean sorted;
    try {
      t = Threshold.parse(tau);
      m = Measure.forName(measure);
      survivor = Survivor.forName(keep);
      if (!language.strip().equalsIgnoreCase(Analysis.AUTO)) {
        Language.forCode(language);
      }
      if (fingerprintBelow < 0) {
        throw new IllegalArgumentException(
            "--fingerprint-below must be >= 0, got " + fingerprintBelow);
      }
      jsonPairs =
          switch (outputFormat.toLowerCase(Locale.ROOT)) {
            case "tsv" -> false;
            case "jsonl", "json" -> true;
            default ->
                throw new IllegalArgumentException(
                    "unknown --output-format '" + outputFormat + "': use tsv or jsonl");
          };
      sorted =
          switch (pairsOrder.toLowerCase(Locale.ROOT)) {
            case "input" -> true;
            case "found" -> false;
            default ->
                throw new IllegalArgumentException(
                    "unknown --pairs-order '" + pairsOrder + "': use input or found");
          };
      if (!clusterMethod.equalsIgnoreCase("components")) {
        throw new IllegalArgumentException(
            "--cluster-method "
                + clusterMethod
                + ": only components (best match chooses representatives one after the other,"
                + " most connected first, which does not distribute)");
      }
      if (keptFormat != null && !List.of("parquet", "jsonl").contains(keptFormat)) {
        throw new IllegalArgumentException(
            "unknown --kept-format '" + keptFormat + "': use parquet or jsonl");
      }
      if (pairsNoop && pairs != null) {
        throw new IllegalArgumentException("--pairs-noop writes no pairs: it goes without --pairs");
      }
    } catch (IllegalArgumentException e) {
      throw new CommandLine.ParameterException(spec.commandLine(), e.getMessage(), e);
    }
    // a session that was there before (an application that calls main) is left running
    boolean own = SparkSession.getDefaultSession().isEmpty();
    SparkSession spark = SparkSession.builder().appName("spotsigs dedup").getOrCreate();
    try {
      return run(spark, t, m, survivor, jsonPairs, sorted);
    } finally {
      if (own) {
        spark.stop();
      }
    }
  }

  private int run(
      SparkSession spark,
      Threshold t,
      Measure m,
      Survivor survivor,
      boolean jsonPairs,
      boolean sorted)
      throws IOException {
    PartFileOutputs.refuseExisting(spark, pairs, clusters, removals, writeKept);
    long t0 = System.nanoTime();
    Inputs in = new Inputs(spark, format, inputs, idField, textField);
    SparkDedup dedup =
        SparkDedup.builder(t)
            .measure(m)
            .analysis(new Analysis(language, extractor, fingerprintBelow))
            .blockSize(blockSize)
            .partitions(partitions)
            .build();
    Dataset<Row> docs = in.documents(spark);
    try (DedupRun result = in.isSignatures() ? dedup.runSignatures(docs) : dedup.run(docs)) {
      // the input has been read once now (the kept dataset reads it again): its problems so far
      long skippedInputs = in.skipped();
      List<String> problems = in.problems();
      long documents = result.documentCount();
      long empty = result.emptyCount();
      long distinct = result.distinctVectors();
      long vectorPairs = result.vectorPairCount();
      long tJoin = System.nanoTime();
      long pairCount;
      if (pairs != null || pairsNoop) {
        Dataset<Row> p = result.pairs();
        if (sorted) {
          p = p.orderBy("order_a", "order_b");
        }
        Dataset<String> lines = PartFileOutputs.pairLines(p, jsonPairs);
        if (pairs != null) {
          PartFileOutputs.writeText(
              lines, header && !jsonPairs ? TsvText.PAIRS_HEADER : null, pairs);
        } else {
          lines.write().format("noop").mode("overwrite").save();
        }
      }
      pairCount = result.pairCount();
      long tPairs = System.nanoTime();
      long removed = -1;
      long kept = -1;
      if (clusters != null) {
        PartFileOutputs.writeText(
            PartFileOutputs.memberLines(result.clusters(survivor)),
            header ? TsvText.CLUSTERS_HEADER : null,
            clusters);
      }
      if (removals != null) {
        Dataset<Row> r = result.removals(survivor).persist();
        removed = r.count();
        PartFileOutputs.writeText(
            PartFileOutputs.memberLines(r), header ? TsvText.REMOVALS_HEADER : null, removals);
        r.unpersist();
      }
      if (writeKept != null) {
        kept = PartFileOutputs.writeKept(spark, in, result.kept(survivor), keptFormat, writeKept);
      }
      long tEnd = System.nanoTime();
      new AppSummary(
              this,
              t,
              m,
              survivor,
              in.format,
              skippedInputs,
              problems,
              result.repeatedIds(),
              documents,
              empty,
              distinct,
              vectorPairs,
              pairCount,
              removed,
              kept,
              result.candidatesVerified(),
              tJoin - t0,
              tPairs - tJoin,
              tEnd - tPairs,
              tEnd - t0)
          .write(err);
      return skippedInputs + result.repeatedIds() > 0 ? 1 : 0;
    }
  }
}
