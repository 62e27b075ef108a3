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
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.concurrent.Callable;
import org.apache.lucene.index.IndexWriter;
import org.apache.lucene.store.FSDirectory;
import org.spotsigs.cli.ExistingIds;
import org.spotsigs.cli.Extraction;
import org.spotsigs.cli.IndexDirectory;
import org.spotsigs.cli.MemoryUse;
import org.spotsigs.cli.Progress;
import org.spotsigs.cli.ThresholdConverter;
import org.spotsigs.cli.input.DocumentLimit;
import org.spotsigs.cli.input.DocumentStream;
import org.spotsigs.cli.input.InputFormat;
import org.spotsigs.cli.input.InputProblems;
import org.spotsigs.cli.output.KeptRecords;
import org.spotsigs.cli.output.Output;
import org.spotsigs.cli.output.OutputPlan;
import org.spotsigs.core.Measure;
import org.spotsigs.core.Threshold;
import org.spotsigs.dedup.DeduplicatingWriter;
import org.spotsigs.dedup.SignatureWeights;
import org.spotsigs.io.IndexMetadata;
import org.spotsigs.io.Tsv;
import picocli.CommandLine;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * {@code spotsigs index}: builds (or extends) a persistent Lucene index of spot signatures.
 *
 * <p>The options are checked against each other by {@link IndexPlan}, and against the index they
 * extend by {@link IndexTarget}; {@link DocumentIndexer} writes the documents, {@link IndexSummary}
 * reports the run.
 */
@Command(
    name = "index",
    mixinStandardHelpOptions = true,
    sortOptions = false,
    description = {
      "Builds or extends a Lucene index of the spot signatures of a corpus.",
      "With --dedup it deduplicates as it goes: each document is matched exactly against everything",
      "indexed before it.",
      "The analysis settings are recorded in the index; later runs, 'query' and 'dedup --index' reuse them.",
      ""
    })
public final class IndexCommand implements Callable<Integer> {
  @CommandLine.Spec CommandLine.Model.CommandSpec spec;

  @Option(
      names = {"-i", "--input"},
      required = true,
      paramLabel = "PATH",
      description = {
        "Directory of documents, or a JSONL / TREC / WARC / Parquet file (or a directory of TREC / WARC /",
        "Parquet files); compressed files (gzip, zstd, xz, bzip2) are read as they are; - reads standard input."
      })
  Path input;

  @Mixin InputOptions inputOptions;

  @ArgGroup(exclusive = true, multiplicity = "1")
  IndexDir indexDir;

  /** {@code --index}, or {@code -o}: its spelling before every command spoke one dialect. */
  static final class IndexDir {
    @Option(
        names = "--index",
        required = true,
        paramLabel = "DIR",
        description = "The index directory (created if needed).")
    Path index;

    @Option(
        names = "-o",
        required = true,
        hidden = true,
        paramLabel = "DIR",
        description = "Old spelling of --index, kept for one release.")
    Path legacy;
  }

  @Option(
      names = "--dedup",
      paramLabel = "none|skip|link|record",
      defaultValue = "none",
      description = {
        "Index-time dedup: skip near-duplicates of what is indexed, link them (cluster id in",
        "spotsigs.cluster), or index everything and record the matches. Default: ${DEFAULT-VALUE}."
      })
  String dedup;

  @Option(
      names = {"-t", "--tau"},
      paramLabel = "TAU",
      converter = ThresholdConverter.class,
      description = "Similarity threshold for --dedup, in (0, 1].")
  Threshold tau;

  @Option(
      names = "--guess",
      paramLabel = "first|best",
      defaultValue = "first",
      description =
          "--dedup: take the first match found or the most similar. Default: ${DEFAULT-VALUE}.")
  String guess;

  @Option(
      names = "--measure",
      paramLabel = "set|multiset|weighted|weighted-set",
      description =
          "Jaccard measure for --dedup; for a new index also its sort order (weighted, weighted-set: the index holds counts weighted by --weights FILE, and queries are weighted alike). Default: multiset.")
  String measure;

  @Mixin SummaryOption summaryJson;

  @Option(
      names = "--header",
      description =
          "--decisions: start with a line of column names (id outcome match_id similarity cluster).")
  boolean header;

  @Option(
      names = "--decisions",
      paramLabel = "FILE",
      description =
          "--dedup: write one line per document: id, outcome, matched id, similarity, cluster.")
  Path decisions;

  @Option(
      names = "--existing-id",
      paramLabel = "skip|update",
      description = {
        "A document whose id the index has already: skip it (the default with --dedup, so that",
        "indexing a batch again changes nothing), or update it, replacing the indexed one (the default",
        "without --dedup; not with --dedup, where the old version would match the new one)."
      })
  String existingId;

  @Option(
      names = "--dry-run",
      description = {
        "Decide and report (summary, --decisions, --write-kept) without changing the index: nothing",
        "is committed, and a new index directory is not left behind."
      })
  boolean dryRun;

  @Option(
      names = "--write-kept",
      paramLabel = "FILE|DIR",
      description = {
        "Write the input's records of the documents kept (indexed without a near-duplicate match, and",
        "not already in the index) in the input's format: JSONL lines byte for byte to FILE, files",
        "copied to the new directory DIR."
      })
  Path writeKept;

  @Mixin ThreadsOption threadsOption;

  @Option(
      names = "--commit-every",
      paramLabel = "N",
      defaultValue = "10000",
      description =
          "Commit every N documents, so an interrupted run keeps what it did. Default: ${DEFAULT-VALUE}.")
  int commitEvery;

  @Option(
      names = "--progress",
      negatable = true,
      description = "Progress bar on stderr (default: when stderr is a terminal).")
  Boolean progress;

  @Mixin AnalysisOptions analysis;

  @Mixin WeightOptions weighting;

  @Mixin DocumentLimit limit;

  @Override
  public Integer call() throws Exception {
    PrintWriter err = spec.commandLine().getErr();
    IndexPlan plan;
    try {
      plan = IndexPlan.of(this);
    } catch (IllegalArgumentException e) {
      throw new CommandLine.ParameterException(spec.commandLine(), e.getMessage(), e);
    }
    Path index = plan.index();
    InputFormat inputFormat = plan.inputFormat();
    OutputPlan outputs =
        OutputPlan.of(spec)
            .file("--decisions", decisions)
            .file("--summary-json", summaryJson.file)
            .inputs(analysis.files())
            .inputs(input)
            .index(index);
    outputs.records("--write-kept", writeKept, inputFormat == InputFormat.FILES, 1);
    outputs.check();
    if (inputFormat != InputFormat.FILES && inputOptions.inferred()) {
      err.println(InputFormat.inferredNote(input, inputFormat));
    }
    boolean newDirectory = !Files.exists(index);
    IndexDirectory.checkWritable(spec, index, concat(analysis.files(), input));
    InputProblems problems = new InputProblems(err);
    MemoryUse.holding(
        "the documents indexed since the last commit (--commit-every)"
            + (dedup.equalsIgnoreCase("none") ? "" : " and the vectors held for --dedup"));
    long t0 = System.nanoTime();
    try (FSDirectory dir = FSDirectory.open(index)) {
      IndexTarget target = IndexTarget.open(dir, this, plan);
      IndexMetadata meta = target.metadata();
      Measure m = plan.requested() == null ? meta.sortMeasure() : plan.requested();
      SignatureWeights indexWeights = meta.weights();
      DocumentIndexer indexer;
      try (ExistingIds inIndex = IndexTarget.existingIds(dir, index);
          IndexWriter writer = IndexDirectory.writer(dir, target.writerConfig(dryRun), index);
          DeduplicatingWriter dw =
              plan.policy() == null
                  ? null
                  : DeduplicatingWriter.builder(writer, meta.schema(), tau)
                      .measure(m)
                      .policy(plan.policy())
                      .guess(plan.guess())
                      .idField(IndexMetadata.ID)
                      .build();
          Output decisionOut = decisions == null ? null : Output.open(decisions)) {
        meta.storeIn(writer);
        if (decisionOut != null && header) {
          decisionOut.writer().append(Tsv.DECISIONS_HEADER).append('\n');
        }
        indexer =
            new DocumentIndexer(
                writer,
                dw,
                decisionOut,
                inIndex,
                meta,
                indexWeights,
                target.nextSequence(),
                plan.skipExisting(),
                commitEvery,
                dryRun,
                writeKept != null);
        DocumentStream docs = inputOptions.open(inputFormat, input, limit);
        boolean show = progress == null ? Progress.interactive() : progress;
        try (Progress p = Progress.of("index", docs.size(), show)) {
          Extraction.run(docs, meta.analysis().analyzer(), plan.threads(), problems, p, indexer);
        }
        if (dryRun) {
          writer.rollback(); // nothing of this run reaches the index
        } else {
          writer.commit();
        }
        if (decisionOut != null) {
          decisionOut.commit();
        }
      }
      if (dryRun && newDirectory) {
        IndexTarget.removeNewDirectory(index);
      }
      long kept = -1;
      if (writeKept != null) {
        kept =
            inputFormat == InputFormat.FILES
                ? KeptRecords.copyFiles(input, sorted(indexer.keptWheres), writeKept)
                : KeptRecords.writeLines(input, indexer.keptWheres, writeKept);
      }
      long t1 = System.nanoTime();
      new IndexSummary(this, plan, target, indexer, m, kept, problems, t0, t1).write(err);
    }
    return problems.exitCode();
  }

  private static List<String> sorted(Set<String> wheres) {
    List<String> list = new ArrayList<>(wheres);
    list.sort(null);
    return list;
  }

  /** {@code files} and {@code more} in one array. */
  private static Path[] concat(Path[] files, Path... more) {
    Path[] all = Arrays.copyOf(files, files.length + more.length);
    System.arraycopy(more, 0, all, files.length, more.length);
    return all;
  }
}
