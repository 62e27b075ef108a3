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

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.concurrent.Callable;
import java.util.concurrent.atomic.AtomicLong;
import org.apache.lucene.analysis.Analyzer;
import org.apache.lucene.index.DirectoryReader;
import org.apache.lucene.index.StoredFields;
import org.spotsigs.cli.Extraction;
import org.spotsigs.cli.IndexDirectory;
import org.spotsigs.cli.Progress;
import org.spotsigs.cli.ThresholdConverter;
import org.spotsigs.cli.input.DocumentLimit;
import org.spotsigs.cli.input.DocumentStream;
import org.spotsigs.cli.input.InputFormat;
import org.spotsigs.cli.input.InputProblems;
import org.spotsigs.cli.output.Output;
import org.spotsigs.cli.output.OutputPlan;
import org.spotsigs.cli.output.PairFormat;
import org.spotsigs.cli.output.SummaryJson;
import org.spotsigs.core.Measure;
import org.spotsigs.core.Threshold;
import org.spotsigs.dedup.SignatureWeights;
import org.spotsigs.index.SignatureVector;
import org.spotsigs.io.IndexMetadata;
import org.spotsigs.io.Tsv;
import org.spotsigs.search.MatchStats;
import org.spotsigs.search.NearDuplicate;
import org.spotsigs.search.NearDuplicates;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code spotsigs query}: the near-duplicates, in an index, of given documents. */
@Command(
    name = "query",
    mixinStandardHelpOptions = true,
    sortOptions = false,
    description = {
      "Finds, exactly, the documents of an index whose similarity to each given document is at least tau.",
      "The query documents are analyzed with the settings recorded in the index.",
      "Output: query id<TAB>indexed id<TAB>similarity (or JSONL), most similar first per query.",
      ""
    })
public final class QueryCommand implements Callable<Integer> {
  @CommandLine.Spec CommandLine.Model.CommandSpec spec;

  @Mixin IndexOption indexOption;

  @Option(
      names = {"-t", "--tau"},
      required = true,
      paramLabel = "TAU",
      converter = ThresholdConverter.class,
      description = "Similarity threshold in (0, 1].")
  Threshold tau;

  @Option(
      names = "--measure",
      paramLabel = "set|multiset",
      description =
          "Jaccard over sets or multisets. Default: the measure the index was built with.")
  String measure;

  @Mixin InputOptions inputOptions;

  @Option(
      names = "--output-format",
      paramLabel = "tsv|jsonl",
      defaultValue = "tsv",
      description = "Default: ${DEFAULT-VALUE}.")
  String outputFormat;

  @Mixin SummaryOption summaryJson;

  @Option(
      names = "--header",
      description = "TSV output: start with a line of column names (query_id match_id similarity).")
  boolean header;

  @Option(
      names = {"-o", "--output"},
      paramLabel = "FILE",
      description = "Write the results to FILE instead of stdout.")
  Path output;

  @Mixin DocumentLimit limit;

  @Mixin InputList inputList;

  private List<Path> queries;

  @Override
  public Integer call() throws Exception {
    queries = inputList.paths(spec.commandLine());
    PrintWriter err = spec.commandLine().getErr();
    Measure m;
    PairFormat pf;
    InputFormat inputFormat;
    try {
      m = measure == null ? null : Measure.forName(measure);
      pf = PairFormat.parse(outputFormat);
      limit.maxBytes();
      inputFormat = InputFormat.parse(inputOptions.format("files"));
      if (inputFormat == InputFormat.SIGNATURES) {
        throw new IllegalArgumentException(
            "'query' analyzes text: use files, jsonl, trec, warc or parquet");
      }
    } catch (IllegalArgumentException e) {
      throw new CommandLine.ParameterException(spec.commandLine(), e.getMessage(), e);
    }
    OutputPlan.of(spec)
        .file("--output", output)
        .file("--summary-json", summaryJson.file)
        .inputs(queries.toArray(Path[]::new))
        .index(indexOption.dir)
        .check();
    InputProblems problems = new InputProblems(err);
    MatchStats stats = new MatchStats();
    AtomicLong queried = new AtomicLong();
    AtomicLong found = new AtomicLong();
    long t0 = System.nanoTime();
    try (IndexDirectory.Opened opened = IndexDirectory.open(indexOption.dir, false)) {
      IndexMetadata meta = opened.meta();
      Analyzer analyzer = meta.analysis().analyzer();
      if (meta.weightedBase() != null && m != null) {
        throw new CommandLine.ParameterException(
            spec.commandLine(),
            "the index in "
                + indexOption.dir
                + " holds weighted counts: it answers the "
                + meta.measureName()
                + " measure it was built with; drop --measure");
      }
      Measure measureUsed = m != null ? m : meta.sortMeasure();
      SignatureWeights weights = meta.weights(); // a weighted index weights its queries alike
      Measure weightedBase = meta.weightedBase();
      DirectoryReader reader = opened.reader();
      try (Output out = Output.open(output)) {
        if (header && pf == PairFormat.TSV) {
          out.writer().append(Tsv.QUERY_HEADER).append('\n');
        }
        StoredFields stored = reader.storedFields();
        for (Path q : queries) {
          DocumentStream docs = inputOptions.open(inputFormat, q, limit);
          Extraction.run(
              docs,
              analyzer,
              1,
              problems,
              Progress.none(),
              (doc, analyzed, n) -> {
                SignatureVector vector =
                    weights == null ? analyzed : weights.apply(analyzed, weightedBase);
                queried.incrementAndGet();
                List<NearDuplicate> hits =
                    NearDuplicates.find(
                        reader, meta.schema().field(), vector, tau, measureUsed, stats);
                for (NearDuplicate h : hits) {
                  String id =
                      stored.document(h.doc(), Set.of(IndexMetadata.ID)).get(IndexMetadata.ID);
                  pf.write(out.writer(), doc.id(), id, h.overlap(), h.union());
                  found.incrementAndGet();
                }
              });
        }
        out.commit();
        err.printf(
            Locale.ROOT,
            "spotsigs query: %,d query documents against %,d indexed in %s: %,d matches at %s Jaccard >= %s%n",
            queried.get(),
            reader.numDocs(),
            indexOption.dir,
            found.get(),
            measureUsed.name().toLowerCase(Locale.ROOT),
            tau);
        if (problems.partial()) {
          err.printf(Locale.ROOT, "  bad inputs    %s%n", problems.summary());
        }
        long t1 = System.nanoTime();
        err.printf(
            Locale.ROOT, "  matching      %s%n  time          %.2f s%n", stats, (t1 - t0) / 1e9);
        new SummaryJson("query")
            .put("input.queries", queried.get())
            .problems(problems)
            .put("index.path", String.valueOf(indexOption.dir))
            .put("index.documents", reader.numDocs())
            .put("settings.tau", tau.toString())
            .put("settings.measure", measureUsed.name().toLowerCase(Locale.ROOT))
            .put("matches.count", found.get())
            .put("matches.output", output == null ? "stdout" : output.toString())
            .matching(stats)
            .put("time.total_seconds", SummaryJson.seconds(t1 - t0))
            .write(summaryJson.file);
      }
    }
    return problems.exitCode();
  }
}
