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

import static org.apache.spark.sql.functions.col;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.apache.hadoop.fs.FileSystem;
import org.apache.hadoop.fs.Path;
import org.apache.spark.api.java.function.MapFunction;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Encoders;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.spotsigs.analysis.Language;
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
 * order give the command line's file.
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
      defaultValue = "en",
      paramLabel = "CODE",
      description =
          "Language of the text (en, de, fr, es, it, nl, pt, sv, ru, zh, ja). Default: ${DEFAULT-VALUE}.")
  String language;

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
      Language.forCode(language);
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
    refuseExisting(spark, pairs, clusters, removals, writeKept);
    long t0 = System.nanoTime();
    Inputs in = new Inputs(spark, format, inputs, idField, textField);
    SparkDedup dedup =
        SparkDedup.builder(t)
            .measure(m)
            .analysis(new Analysis(language, extractor))
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
        Dataset<String> lines =
            jsonPairs
                ? p.select(
                        col("id_a").as("a"),
                        col("id_b").as("b"),
                        col("overlap").cast("double").divide(col("union")).as("similarity"),
                        col("overlap"),
                        col("union"))
                    .toJSON()
                : p.map(
                    (MapFunction<Row, String>)
                        r ->
                            TsvText.line(
                                r.getString(1), r.getString(3), r.getLong(4), r.getLong(5)),
                    Encoders.STRING());
        if (pairs != null) {
          writeText(lines, header && !jsonPairs ? TsvText.PAIRS_HEADER : null, pairs);
        } else {
          lines.write().format("noop").mode("overwrite").save();
        }
      }
      pairCount = result.pairCount();
      long tPairs = System.nanoTime();
      long removed = -1;
      long kept = -1;
      if (clusters != null) {
        writeText(
            memberLines(result.clusters(survivor)),
            header ? TsvText.CLUSTERS_HEADER : null,
            clusters);
      }
      if (removals != null) {
        Dataset<Row> r = result.removals(survivor).persist();
        removed = r.count();
        writeText(memberLines(r), header ? TsvText.REMOVALS_HEADER : null, removals);
        r.unpersist();
      }
      if (writeKept != null) {
        kept = writeKept(spark, in, result.kept(survivor));
      }
      long tEnd = System.nanoTime();
      summary(
          t,
          m,
          survivor,
          in,
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
          tEnd - t0);
      return skippedInputs + result.repeatedIds() > 0 ? 1 : 0;
    }
  }

  /** Clusters or removals as TSV lines, in input order. */
  private static Dataset<String> memberLines(Dataset<Row> members) {
    return members
        .orderBy("order")
        .map(
            (MapFunction<Row, String>)
                r ->
                    TsvText.line(
                        r.getString(1),
                        r.getString(3),
                        r.isNullAt(4) ? null : r.getLong(4),
                        r.isNullAt(5) ? null : r.getLong(5)),
            Encoders.STRING());
  }

  /** Writes lines as text part files into {@code dir}, the header first in the first part. */
  private static void writeText(Dataset<String> lines, String header, String dir) {
    Dataset<String> out = lines;
    if (header != null) {
      out =
          lines
              .sparkSession()
              .createDataset(
                  lines
                      .javaRDD()
                      .mapPartitionsWithIndex(
                          (Integer part, Iterator<String> it) -> {
                            if (part != 0) {
                              return it;
                            }
                            List<String> first = new ArrayList<>();
                            first.add(header);
                            return concat(first.iterator(), it);
                          },
                          true)
                      .rdd(),
                  Encoders.STRING());
    }
    out.write().text(dir);
  }

  private static <T> Iterator<T> concat(Iterator<T> a, Iterator<T> b) {
    return new Iterator<>() {
      @Override
      public boolean hasNext() {
        return a.hasNext() || b.hasNext();
      }

      @Override
      public T next() {
        return a.hasNext() ? a.next() : b.next();
      }
    };
  }

  /** The input without the removals; returns how many documents were kept. */
  private long writeKept(SparkSession spark, Inputs in, Dataset<Row> keptDocs) throws IOException {
    Dataset<Row> orders = keptDocs.select("order").persist();
    long n = orders.count();
    boolean jsonlInput = in.format.equals("jsonl") || in.format.equals("signatures");
    String f = keptFormat != null ? keptFormat : jsonlInput ? "jsonl" : "parquet";
    if (f.equals("jsonl") && jsonlInput) {
      Dataset<Row> lines = in.lines(spark);
      lines.join(orders, "order").orderBy("order").select("line").write().text(writeKept);
    } else {
      Dataset<Row> docs = in.documents(spark);
      Dataset<Row> rows = docs.join(orders, "order").orderBy("order").drop("order");
      if (f.equals("jsonl")) {
        rows.write().json(writeKept);
      } else {
        rows.write().parquet(writeKept);
      }
    }
    orders.unpersist();
    return n;
  }

  private static void refuseExisting(SparkSession spark, String... dirs) throws IOException {
    for (String d : dirs) {
      if (d == null) {
        continue;
      }
      Path p = new Path(d);
      FileSystem fs = p.getFileSystem(spark.sparkContext().hadoopConfiguration());
      if (fs.exists(p)) {
        throw new IOException("output " + d + " exists already; outputs are never replaced");
      }
    }
  }

  private void summary(
      Threshold t,
      Measure m,
      Survivor survivor,
      Inputs in,
      long skippedInputs,
      List<String> problems,
      long repeatedIds,
      long documents,
      long empty,
      long distinct,
      long vectorPairs,
      long pairCount,
      long removed,
      long kept,
      long verified,
      long joinNanos,
      long pairNanos,
      long restNanos,
      long totalNanos)
      throws IOException {
    long duplicates = documents - empty - distinct;
    err.printf(
        Locale.ROOT,
        "spotsigs-spark dedup: %,d documents from %s%n",
        documents,
        String.join(", ", inputs));
    if (skippedInputs > 0) {
      err.printf(
          Locale.ROOT, "  skipped       %,d: %s%n", skippedInputs, String.join("; ", problems));
    }
    if (repeatedIds > 0) {
      err.printf(
          Locale.ROOT,
          "  skipped       %,d documents: their id is taken by an earlier document%n",
          repeatedIds);
    }
    if (empty > 0) {
      err.printf(Locale.ROOT, "  no signatures %,d documents, never matched%n", empty);
    }
    err.printf(
        Locale.ROOT,
        "  exact dupes   %,d documents share their vector with an earlier one%n",
        duplicates);
    err.printf(
        Locale.ROOT,
        "  pairs         %,d at %s Jaccard >= %s (%,d between distinct vectors, %,d candidates verified)%s%n",
        pairCount,
        m.name().toLowerCase(Locale.ROOT),
        t,
        vectorPairs,
        verified,
        pairs != null
            ? ", written to " + pairs
            : pairsNoop ? ", made and not written" : ", counted only");
    if (removed >= 0) {
      err.printf(
          Locale.ROOT,
          "  removals      %,d documents to drop (survivor: %s), written to %s%n",
          removed,
          survivor,
          removals);
    }
    if (kept >= 0) {
      err.printf(Locale.ROOT, "  kept          %,d documents written to %s%n", kept, writeKept);
    }
    err.printf(
        Locale.ROOT,
        "  time          read+extract+join %.2f s, pairs %.2f s, outputs %.2f s; total %.2f s%n",
        joinNanos / 1e9,
        pairNanos / 1e9,
        restNanos / 1e9,
        totalNanos / 1e9);
    if (summaryJson != null) {
      ObjectMapper json = new ObjectMapper();
      ObjectNode o = json.createObjectNode();
      o.put("command", "spotsigs-spark dedup");
      o.put("input.source", String.join(",", inputs));
      o.put("input.format", in.format);
      o.put("input.documents", documents);
      o.put("input.skipped", skippedInputs + repeatedIds);
      o.put("settings.tau", t.toString());
      o.put("settings.measure", m.name().toLowerCase(Locale.ROOT));
      o.put("settings.keep", survivor.toString());
      o.put("settings.block_size", blockSize);
      o.put("documents_without_signatures", empty);
      o.put("exact_duplicates", duplicates);
      o.put("pairs.count", pairCount);
      o.put("pairs.distinct_vectors", vectorPairs);
      o.put("candidates.verified", verified);
      if (removed >= 0) {
        o.put("removals.count", removed);
      }
      if (kept >= 0) {
        o.put("kept.count", kept);
      }
      o.put("time.join_seconds", joinNanos / 1e9);
      o.put("time.pairs_seconds", pairNanos / 1e9);
      o.put("time.outputs_seconds", restNanos / 1e9);
      o.put("time.total_seconds", totalNanos / 1e9);
      Files.writeString(summaryJson, json.writeValueAsString(o) + "\n");
    }
  }
}
