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

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import java.util.concurrent.atomic.AtomicLong;
import org.apache.lucene.analysis.standard.StandardAnalyzer;
import org.apache.lucene.document.Document;
import org.apache.lucene.document.Field;
import org.apache.lucene.document.StoredField;
import org.apache.lucene.document.StringField;
import org.apache.lucene.index.IndexWriter;
import org.apache.lucene.index.IndexWriterConfig;
import org.apache.lucene.index.IndexableField;
import org.apache.lucene.index.Term;
import org.apache.lucene.store.FSDirectory;
import org.spotsigs.cli.Checks;
import org.spotsigs.cli.ExistingIds;
import org.spotsigs.cli.Extraction;
import org.spotsigs.cli.IndexDirectory;
import org.spotsigs.cli.LanguageCounts;
import org.spotsigs.cli.LanguageHint;
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
import org.spotsigs.cli.output.PairFormat;
import org.spotsigs.cli.output.SummaryJson;
import org.spotsigs.core.Measure;
import org.spotsigs.core.Threshold;
import org.spotsigs.dedup.DeduplicatingWriter;
import org.spotsigs.dedup.SignatureWeights;
import org.spotsigs.index.SignatureVector;
import org.spotsigs.io.AnalysisSettings;
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
 * <p>Longer than 400 lines: a third of it declares the options of index-time dedup, dry runs and
 * the kept records with their help; the run itself reads, decides and writes in one pass.
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

  /** The index directory, as either spelling gives it. */
  private Path index;

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

  /** --measure weighted|weighted-set: the measure under the weights, and the weights; else null. */
  private Measure weightedBase;

  private SignatureWeights weights;

  /** The measure --measure asks for (multiset for the weighted ones), or null. */
  private Measure requested;

  @Override
  public Integer call() throws Exception {
    index = indexDir.index != null ? indexDir.index : indexDir.legacy;
    PrintWriter err = spec.commandLine().getErr();
    DeduplicatingWriter.Policy policy;
    DeduplicatingWriter.Guess g;
    InputFormat inputFormat;
    try {
      policy =
          switch (dedup.toLowerCase(Locale.ROOT)) {
            case "none" -> null;
            case "skip" -> DeduplicatingWriter.Policy.SKIP;
            case "link" -> DeduplicatingWriter.Policy.LINK;
            case "record" -> DeduplicatingWriter.Policy.INDEX_ALL;
            default ->
                throw new IllegalArgumentException(
                    "unknown --dedup '" + dedup + "': use none, skip, link or record");
          };
      g =
          switch (guess.toLowerCase(Locale.ROOT)) {
            case "first" -> DeduplicatingWriter.Guess.FIRST_GUESS;
            case "best" -> DeduplicatingWriter.Guess.BEST_GUESS;
            default ->
                throw new IllegalArgumentException(
                    "unknown --guess '" + guess + "': use first or best");
          };
      if (policy != null && tau == null) {
        throw new IllegalArgumentException("--dedup " + dedup + " needs --tau");
      }
      if (policy == null && decisions != null) {
        throw new IllegalArgumentException("--decisions goes with --dedup");
      }
      if (existingId == null) {
        existingId = policy == null ? "update" : "skip";
      }
      existingId = existingId.toLowerCase(Locale.ROOT);
      if (!existingId.equals("skip") && !existingId.equals("update")) {
        throw new IllegalArgumentException(
            "unknown --existing-id '" + existingId + "': use skip or update");
      }
      if (existingId.equals("update") && policy != null) {
        throw new IllegalArgumentException(
            "--existing-id update goes without --dedup: an updated document would be matched"
                + " against its own old version");
      }
      Checks.atLeast(commitEvery, 1, "--commit-every");
      weightedBase = weighting.weightedBase(measure);
      if (weightedBase != null) {
        weights = weighting.weights();
        if (!weights.isFixed()) {
          throw new IllegalArgumentException(
              "--weights "
                  + weighting.spec
                  + ": an index needs fixed weights (a file); weights learned from the documents"
                  + " change as the index grows");
        }
        requested = Measure.MULTISET; // the weighted counts are matched as multisets
      } else if (measure != null) {
        requested = Measure.forName(measure); // a bad measure is a usage error
      }
      analysis.settings(); // bad analysis options are usage errors
      Checks.threads(threadsOption.threads, "--threads");
      limit.maxBytes();
      inputFormat = inputOptions.resolve(input);
      if (inputFormat == InputFormat.SIGNATURES) {
        throw new IllegalArgumentException(
            "'index' analyzes text: use files, jsonl, trec, warc or parquet");
      }
      String why = writeKept == null ? null : KeptRecords.unsupported(inputFormat, input);
      if (why != null) {
        throw new IllegalArgumentException(why);
      }
      if (analysis.filterGiven()) {
        throw new IllegalArgumentException(
            "--idf and --min-signatures filter a whole corpus: use them with 'dedup'");
      }
    } catch (IllegalArgumentException e) {
      throw new CommandLine.ParameterException(spec.commandLine(), e.getMessage(), e);
    }
    OutputPlan plan =
        OutputPlan.of(spec)
            .file("--decisions", decisions)
            .file("--summary-json", summaryJson.file)
            .inputs(analysis.files())
            .inputs(input)
            .index(index);
    plan.records("--write-kept", writeKept, inputFormat == InputFormat.FILES, 1);
    plan.check();
    if (inputFormat != InputFormat.FILES && inputOptions.inferred()) {
      err.println(InputFormat.inferredNote(input, inputFormat));
    }
    boolean newDirectory = !java.nio.file.Files.exists(index);
    IndexDirectory.checkWritable(spec, index, concat(analysis.files(), input));
    int nThreads = Checks.threads(threadsOption.threads, "--threads");
    InputProblems problems = new InputProblems(err);
    MemoryUse.holding(
        "the documents indexed since the last commit (--commit-every)"
            + (dedup.equalsIgnoreCase("none") ? "" : " and the vectors held for --dedup"));
    long t0 = System.nanoTime();
    try (FSDirectory dir = FSDirectory.open(index)) {
      IndexMetadata existing;
      try {
        existing = IndexMetadata.read(dir);
      } catch (IOException e) {
        throw IndexDirectory.damaged(e, index);
      }
      IndexMetadata meta;
      if (existing != null) {
        AnalysisSettings given = analysis.analysisGiven() ? analysis.settings() : null;
        if (given != null && !given.normalized().equals(existing.analysis().normalized())) {
          throw new CommandLine.ParameterException(
              spec.commandLine(),
              "the index in "
                  + index
                  + " was built with other analysis settings ("
                  + existing.analysis().describe()
                  + "); drop the analysis options to reuse them, or build a new index");
        }
        if (!java.util.Objects.equals(weightedBase, existing.weightedBase())
            || (weights != null && !weights.toTsv().equals(existing.weightsTsv()))) {
          if (weightedBase != null || measure != null) {
            throw new CommandLine.ParameterException(
                spec.commandLine(),
                "the index in "
                    + index
                    + " holds "
                    + (existing.weightedBase() == null
                        ? "unweighted counts"
                        : "counts weighted otherwise")
                    + " ("
                    + existing.measureName()
                    + "); add to it without --measure and --weights, or build a new index");
          }
        }
        if (measure != null
            && weightedBase == null
            && existing.weightedBase() == null
            && requested != existing.sortMeasure()
            && policy == null) {
          throw new CommandLine.ParameterException(
              spec.commandLine(),
              "the index in "
                  + index
                  + " is sorted by the "
                  + existing.sortMeasure()
                  + " length; --measure only picks the sort of a new index");
        }
        meta = existing;
      } else {
        meta =
            new IndexMetadata(
                analysis.settings(),
                requested == null ? Measure.MULTISET : requested,
                weights == null ? null : weights.toTsv(),
                weightedBase);
      }
      Measure m = requested == null ? meta.sortMeasure() : requested;
      SignatureWeights indexWeights = meta.weights();
      Measure indexBase = meta.weightedBase();
      IndexWriterConfig config =
          meta.schema().configure(new IndexWriterConfig(new StandardAnalyzer()));
      config.setOpenMode(IndexWriterConfig.OpenMode.CREATE_OR_APPEND);
      config.setRAMBufferSizeMB(64);
      config.setCommitOnClose(!dryRun);
      long[] sequence = {0}; // input order, continued from what the index holds
      if (existing != null) {
        try (org.apache.lucene.index.DirectoryReader r =
            org.apache.lucene.index.DirectoryReader.open(dir)) {
          sequence[0] = meta.schema().nextSequence(r);
        } catch (IOException | RuntimeException e) {
          throw IndexDirectory.damaged(e, index);
        }
      }
      AtomicLong read = new AtomicLong();
      AtomicLong indexed = new AtomicLong();
      AtomicLong skipped = new AtomicLong();
      AtomicLong linked = new AtomicLong();
      AtomicLong chars = new AtomicLong();
      AtomicLong withoutSignatures = new AtomicLong();
      AtomicLong existingIds = new AtomicLong();
      boolean skipExisting = existingId.equals("skip");
      java.util.Set<String> keptWheres = writeKept == null ? null : new java.util.HashSet<>();
      LanguageCounts languageCounts =
          new LanguageCounts().minSignatures(meta.analysis().minSignatures());
      try (ExistingIds inIndex = openExistingIds(dir);
          IndexWriter writer = IndexDirectory.writer(dir, config, index);
          DeduplicatingWriter dw =
              policy == null
                  ? null
                  : DeduplicatingWriter.builder(writer, meta.schema(), tau)
                      .measure(m)
                      .policy(policy)
                      .guess(g)
                      .idField(IndexMetadata.ID)
                      .build();
          Output decisionOut = decisions == null ? null : Output.open(decisions)) {
        meta.storeIn(writer);
        if (decisionOut != null && header) {
          decisionOut.writer().append(Tsv.DECISIONS_HEADER).append('\n');
        }
        DocumentStream docs = inputOptions.open(inputFormat, input, limit);
        boolean show = progress == null ? Progress.interactive() : progress;
        try (Progress p = Progress.of("index", docs.size(), show)) {
          Extraction.run(
              docs,
              meta.analysis().analyzer(),
              nThreads,
              problems,
              p,
              (doc, analyzed, n) -> {
                SignatureVector vector =
                    indexWeights == null ? analyzed : indexWeights.apply(analyzed, indexBase);
                read.incrementAndGet();
                chars.addAndGet(n);
                languageCounts.add(analyzed);
                if (vector.totalCount() == 0) {
                  withoutSignatures.incrementAndGet();
                }
                if (inIndex.contains(doc.id())) {
                  existingIds.incrementAndGet();
                  if (skipExisting) {
                    if (decisionOut != null) {
                      writeExisting(decisionOut, doc.id());
                    }
                    return; // indexed before: nothing changes
                  }
                }
                List<IndexableField> fields = new ArrayList<>();
                fields.add(new StringField(IndexMetadata.ID, doc.id(), Field.Store.YES));
                fields.add(new StoredField(IndexMetadata.SOURCE, doc.where()));
                if (dw == null) {
                  Document document = new Document();
                  fields.forEach(document::add);
                  document.add(
                      new org.apache.lucene.document.NumericDocValuesField(
                          meta.schema().sequenceField(), sequence[0]++));
                  writer.updateDocument(
                      new Term(IndexMetadata.ID, doc.id()), meta.schema().addTo(document, vector));
                  indexed.incrementAndGet();
                  if (keptWheres != null) {
                    keptWheres.add(doc.where());
                  }
                } else {
                  DeduplicatingWriter.Decision d = dw.add(fields, vector);
                  if (d.indexed()) {
                    indexed.incrementAndGet();
                  } else {
                    skipped.incrementAndGet();
                  }
                  if (d.outcome() == DeduplicatingWriter.Outcome.LINKED) {
                    linked.incrementAndGet();
                  }
                  if (decisionOut != null) {
                    writeDecision(decisionOut, d);
                  }
                  if (keptWheres != null && d.match() == null) {
                    keptWheres.add(doc.where());
                  }
                }
                if (read.get() % commitEvery == 0 && !dryRun) {
                  writer.commit();
                }
              });
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
        removeNewDirectory(index);
      }
      long kept = -1;
      if (writeKept != null) {
        kept =
            inputFormat == InputFormat.FILES
                ? KeptRecords.copyFiles(input, sorted(keptWheres), writeKept)
                : KeptRecords.writeLines(input, keptWheres, writeKept);
      }
      long t1 = System.nanoTime();
      err.printf(
          Locale.ROOT,
          "spotsigs index: %,d documents read (%.1f M chars) from %s into %s%n",
          read.get(),
          chars.get() / 1e6,
          input,
          index);
      err.printf(
          Locale.ROOT,
          "  indexed       %,d%s%n",
          indexed.get(),
          existing != null ? " (added to an existing index)" : "");
      if (policy != null) {
        err.printf(
            Locale.ROOT,
            "  dedup         %s at tau >= %s (%s, %s): %,d skipped, %,d linked to a cluster%n",
            dedup,
            tau,
            m.name().toLowerCase(Locale.ROOT),
            guess,
            skipped.get(),
            linked.get());
      }
      if (existingIds.get() > 0) {
        err.printf(
            Locale.ROOT,
            "  existing ids  %,d documents the index had already: %s (--existing-id %s)%n",
            existingIds.get(),
            skipExisting ? "skipped, not matched" : "updated",
            existingId);
      }
      if (kept >= 0) {
        err.printf(
            Locale.ROOT,
            "  kept          %,d %s written to %s%n",
            kept,
            inputFormat == InputFormat.FILES ? "files" : "records",
            writeKept);
      }
      if (dryRun) {
        err.printf(Locale.ROOT, "  dry run       nothing was written to the index%n");
      }
      if (problems.partial()) {
        err.printf(Locale.ROOT, "  bad inputs    %s%n", problems.summary());
      }
      err.printf(Locale.ROOT, "  analysis      %s%n", meta.analysis().describe());
      languageCounts.print(err);
      LanguageHint.warnIfMostHaveNone(
          err, withoutSignatures.get(), read.get(), meta.analysis().language());
      err.printf(Locale.ROOT, "  time          %.2f s on %d threads%n", (t1 - t0) / 1e9, nThreads);
      SummaryJson summary = new SummaryJson("index");
      summary
          .put("input.source", String.valueOf(input))
          .put("input.format", inputFormat.name().toLowerCase(Locale.ROOT))
          .put("input.documents", read.get())
          .put("input.chars", chars.get())
          .problems(problems)
          .put("index.path", String.valueOf(index))
          .put("index.indexed", indexed.get())
          .put("index.added_to_existing", existing != null)
          .put("index.existing_ids", existingIds.get())
          .put("index.existing_id_policy", existingId)
          .put("index.dry_run", dryRun)
          .put("kept.count", kept >= 0 ? kept : null)
          .put("kept.output", writeKept == null ? null : writeKept.toString())
          .put("dedup.policy", policy == null ? null : String.valueOf(dedup))
          .put("dedup.skipped", skipped.get())
          .put("dedup.linked", linked.get())
          .put("settings.tau", tau == null ? null : tau.toString())
          .put("settings.measure", m == null ? null : m.name().toLowerCase(Locale.ROOT))
          .put("settings.guess", policy == null ? null : String.valueOf(guess))
          .put("settings.analysis", meta.analysis().describe())
          .put("settings.threads", nThreads)
          .put("documents_without_signatures", withoutSignatures.get())
          .put("time.total_seconds", SummaryJson.seconds(t1 - t0));
      languageCounts.putTo(summary);
      summary.write(summaryJson.file);
    }
    return problems.exitCode();
  }

  /** The ids of the index in {@code dir} as it is now (none for a new index). */
  private ExistingIds openExistingIds(org.apache.lucene.store.Directory dir) throws IOException {
    try {
      return ExistingIds.of(dir);
    } catch (IOException | RuntimeException e) {
      throw IndexDirectory.damaged(e, index);
    }
  }

  /** Removes the directory a dry run made for a new index (it holds Lucene's lock file only). */
  private static void removeNewDirectory(Path dir) throws IOException {
    java.nio.file.Files.deleteIfExists(dir.resolve(IndexWriter.WRITE_LOCK_NAME));
    try {
      java.nio.file.Files.deleteIfExists(dir);
    } catch (java.nio.file.DirectoryNotEmptyException e) {
      // something else appeared there: left as it is
    }
  }

  private static List<String> sorted(java.util.Set<String> wheres) {
    List<String> list = new ArrayList<>(wheres);
    list.sort(null);
    return list;
  }

  /** The decision line of a document the index had already ({@code --existing-id skip}). */
  private static void writeExisting(Output out, String id) throws IOException {
    StringBuilder line = new StringBuilder();
    Tsv.append(line, id).append("\texisting\t\t\t\n");
    out.writer().append(line);
  }

  private static void writeDecision(Output out, DeduplicatingWriter.Decision d) throws IOException {
    StringBuilder line = new StringBuilder();
    Tsv.append(line, d.id())
        .append('\t')
        .append(d.outcome().name().toLowerCase(Locale.ROOT))
        .append('\t');
    DeduplicatingWriter.Match m = d.match();
    if (m != null) {
      Tsv.append(line, m.id()).append('\t');
      PairFormat.appendSimilarity(line, m.overlap(), m.union());
    } else {
      line.append("\t");
    }
    line.append('\t').append(d.cluster() >= 0 ? Long.toString(d.cluster()) : "").append('\n');
    out.writer().append(line);
  }

  /** {@code files} and {@code more} in one array. */
  private static Path[] concat(Path[] files, Path... more) {
    Path[] all = java.util.Arrays.copyOf(files, files.length + more.length);
    System.arraycopy(more, 0, all, files.length, more.length);
    return all;
  }
}
