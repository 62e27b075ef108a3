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
import java.util.Locale;
import java.util.concurrent.Callable;
import org.spotsigs.cli.IndexDirectory;
import org.spotsigs.cli.MemoryUse;
import org.spotsigs.cli.ThresholdConverter;
import org.spotsigs.cli.input.DocumentLimit;
import org.spotsigs.cli.input.InputFormat;
import org.spotsigs.cli.input.InputProblems;
import org.spotsigs.cli.output.Output;
import org.spotsigs.cli.output.OutputPlan;
import org.spotsigs.cli.output.RejectedRecords;
import org.spotsigs.core.Threshold;
import picocli.CommandLine;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code spotsigs dedup}: every near-duplicate pair of a corpus or of an index, exactly. */
@Command(
    name = "dedup",
    mixinStandardHelpOptions = true,
    sortOptions = false,
    description = {
      "Finds every pair of documents whose spot-signature Jaccard similarity is at least tau, exactly.",
      "",
      "Input: a corpus (--input: a directory where every file is a document whose id is its path",
      "relative to the directory without the extension; or a JSONL / TREC / WARC / Parquet file; or JSONL",
      "signature multisets, --format signatures; files may be compressed (gzip, zstd, xz, bzip2); - reads",
      "standard input) or an index built by 'spotsigs index' (--index).",
      "Output: one line per unordered pair (idA<TAB>idB<TAB>similarity, or JSONL) to --pairs or",
      "stdout; clusters with --clusters; a summary on stderr.",
      ""
    })
public final class DedupCommand implements Callable<Integer> {
  @CommandLine.Spec CommandLine.Model.CommandSpec spec;

  @ArgGroup(exclusive = true, multiplicity = "1")
  CorpusOrIndex source;

  @Mixin InputOptions inputOptions;

  @Option(
      names = {"-t", "--tau"},
      required = true,
      paramLabel = "TAU",
      converter = ThresholdConverter.class,
      description =
          "Similarity threshold in (0, 1], e.g. 0.8 or 4/5. Pairs at exactly tau are included.")
  Threshold tau;

  @Option(
      names = {"-p", "--pairs"},
      paramLabel = "FILE",
      description = "Write the pairs to FILE (replaced only once complete) instead of stdout.")
  Path pairs;

  @Option(
      names = "--pairs-order",
      paramLabel = "input|found",
      defaultValue = "input",
      description = {
        "input: written sorted by input order (the default). With --input and exact candidates only the",
        "pairs between distinct vectors are held, and those of the groups of equal vectors made in order",
        "as they are written; every pair is held with --index, --candidates sketch or an output made from",
        "all pairs. found: pairs written",
        "as they are found, grouped by the document that found them (the same order on any number of",
        "threads), and not held, so memory does not grow with their number: for outputs of hundreds of",
        "millions of pairs. Goes with --pairs and --summary-json (not with the outputs made from all",
        "pairs: --clusters, --removals, --write-kept, --write-clusters), with either --candidates (the sketch",
        "holds its verified pairs of distinct vectors, and writes their groups' pairs as found; with",
        "--input and no --idf or --weights it also samples each document as it is read and keeps only",
        "the sketch in memory, the vector in a temporary file, see --temp-dir). Default: ${DEFAULT-VALUE}."
      })
  String pairsOrder;

  @Option(
      names = "--extract-copies",
      description = {
        "JSONL input: extract every document. By default a document whose text is, byte for byte, the",
        "JSON string of an earlier document's text (same 128-bit fingerprint) is not extracted again:",
        "it gets that document's signatures, which extracting it would give (the answer is the same)."
      })
  boolean extractCopies;

  @Option(
      names = "--output-format",
      paramLabel = "tsv|jsonl",
      defaultValue = "tsv",
      description =
          "Pairs as TSV (6 decimals) or JSONL (with the exact overlap and union). Default: ${DEFAULT-VALUE}.")
  String outputFormat;

  @Option(
      names = "--clusters",
      paramLabel = "FILE",
      description = "Also write clusters: id<TAB>representative id<TAB>similarity to it.")
  Path clusters;

  @Option(
      names = "--cluster-method",
      paramLabel = "components|best|incremental",
      defaultValue = "components",
      description = {
        "components: transitive groups, each named after its first document in input order;",
        "best: each document with its most similar representative (ties: the earlier in input order).",
        "The same on every route: an index records the input order of its documents.",
        "incremental: each document, in the order of --keep, is matched against the documents kept",
        "before it only, and dropped for the most similar one within tau, or kept: no pair is held, so",
        "memory grows with the documents kept (for --removals, --clusters, --write-kept; not --pairs).",
        "Default: ${DEFAULT-VALUE}."
      })
  String clusterMethod;

  @Option(
      names = "--removals",
      paramLabel = "FILE",
      description = {
        "Write the documents to drop: id<TAB>kept id<TAB>similarity to it, one line per",
        "document that is not its cluster's survivor (see --keep); the similarity is empty for a",
        "connected-components member not paired directly with the survivor."
      })
  Path removals;

  @Option(
      names = "--keep",
      paramLabel = "first|longest|shortest",
      defaultValue = "first",
      description = {
        "The survivor of each cluster (its representative in --clusters, --removals and the",
        "index's cluster ids): the first in input order, or the one with the most (fewest) signatures,",
        "ties to the first in input order. Default: ${DEFAULT-VALUE}."
      })
  String keep;

  @Option(
      names = "--write-kept",
      paramLabel = "FILE|DIR",
      description = {
        "Write the input minus the removals in its own format: jsonl and signatures input",
        "to FILE (kept lines byte for byte), parquet input to one Parquet FILE (kept rows, every",
        "column, zstd pages), files input to the new directory DIR (kept files copied byte for byte",
        "at their relative paths). Records the run skipped are not written."
      })
  Path writeKept;

  @Option(
      names = "--annotate",
      paramLabel = "FILE",
      description = {
        "JSONL and signatures input: write every record read back, with three fields added at its end:",
        "cluster_id (its cluster's survivor), duplicate_of (the document kept in its place, null when",
        "kept) and similarity (to it, exact; null when kept or not paired directly), so a pipeline",
        "decides later. The rest of each line is written byte for byte."
      })
  Path annotate;

  @Option(
      names = "--output-shards",
      paramLabel = "N",
      defaultValue = "1",
      description = {
        "--write-kept and --annotate of JSONL or signatures: split the records into N files,",
        "NAME-00000-of-0000N.EXT (in input order, about the same number each). Default: ${DEFAULT-VALUE}."
      })
  int outputShards;

  @Mixin SummaryOption summaryJson;

  @Option(
      names = "--rejected",
      paramLabel = "FILE",
      description = {
        "Also write every record the run skipped, as JSONL: where, the reason, and for a JSONL line",
        "the line itself, so that what a deduplicated dataset leaves out is not lost in silence."
      })
  Path rejected;

  @Option(
      names = "--header",
      description =
          "Start every TSV output with a line of column names (id_a id_b similarity; id cluster similarity; id kept_id similarity).")
  boolean header;

  @Option(
      names = "--write-clusters",
      description = "--index: write the cluster ids into the index (spotsigs.cluster).")
  boolean writeClusters;

  @Mixin ThreadsOption threadsOption;

  @Option(
      names = "--measure",
      paramLabel = "set|multiset|weighted|weighted-set",
      description = {
        "Jaccard over signature sets or multisets (with counts). Default: multiset; with --index, the",
        "measure the index was built with. weighted: sum w min / sum w max over the counts with the",
        "--weights of each signature (weighted-set: over counts of 1); --input only."
      })
  String measure;

  @Mixin WeightOptions weighting;

  @Option(
      names = "--candidates",
      paramLabel = "exact|sketch",
      defaultValue = "exact",
      description = {
        "exact: every pair at or above tau (the default). sketch: candidates from consistent weighted",
        "samples with banding, each verified exactly, so every pair printed is a true pair but a true",
        "pair may be missed; the summary gives the banding and its recall at tau. Default: ${DEFAULT-VALUE}."
      })
  String candidates;

  @Option(
      names = "--sketch-samples",
      paramLabel = "K",
      defaultValue = "128",
      description =
          "--candidates sketch: samples per document (bands x rows <= K). Default: ${DEFAULT-VALUE}.")
  int sketchSamples;

  @Option(
      names = "--sketch-recall",
      paramLabel = "R",
      defaultValue = "0.99",
      description =
          "--candidates sketch: the least recall at tau the banding must give. Default: ${DEFAULT-VALUE}.")
  double sketchRecall;

  @Option(
      names = "--seed",
      paramLabel = "N",
      defaultValue = "42",
      description =
          "--candidates sketch: the seed of the samples (the same on any number of threads). Default: ${DEFAULT-VALUE}.")
  long seed;

  @Mixin AnalysisOptions analysis;

  @Mixin DocumentLimit limit;

  @Option(
      names = "--temp-dir",
      paramLabel = "DIR",
      description =
          "--candidates sketch with --pairs-order found: the directory of the temporary file in which"
              + " the vectors wait for the verification of their candidates (about 2.5 bytes per"
              + " signature; deleted at the end). Default: the system's temporary directory.")
  Path tempDir;

  @Option(
      names = "--no-length-window",
      description = "Benchmarking: do not skip candidates by length (NoPart).")
  boolean noLengthWindow;

  @Option(
      names = "--no-delta-pruning",
      description = "Benchmarking: do not prune lists with the delta bounds (NoPrune).")
  boolean noDeltaPruning;

  @Option(
      names = "--progress",
      negatable = true,
      description = "Show a progress bar on stderr (default: when stderr is a terminal).")
  Boolean progress;

  /** {@code --rejected}: the records skipped, once the outputs are checked. */
  private RejectedRecords rejectedRecords;

  @Override
  public Integer call() throws Exception {
    try {
      Integer code = execute();
      if (rejectedRecords != null) {
        rejectedRecords.commit();
        spec.commandLine()
            .getErr()
            .printf(
                Locale.ROOT,
                "  rejected      %,d records written to %s%n",
                rejectedRecords.count(),
                rejected);
      }
      return code;
    } finally {
      if (rejectedRecords != null) {
        rejectedRecords.close();
      }
    }
  }

  private Integer execute() throws Exception {
    PrintWriter err = spec.commandLine().getErr();
    DedupPlan plan;
    try {
      plan = DedupPlan.of(this);
    } catch (IllegalArgumentException e) {
      throw new CommandLine.ParameterException(spec.commandLine(), e.getMessage(), e);
    }
    OutputPlan outputs = OutputPlan.of(spec);
    plan.addOutputs(outputs);
    outputs.check();
    if (plan.inputFormat() != null
        && plan.inputFormat() != InputFormat.FILES
        && inputOptions.inferred()) {
      err.println(InputFormat.inferredNote(plan.input(), plan.inputFormat()));
    }
    if (plan.writeClusters()) {
      IndexDirectory.checkWritable(spec, plan.index(), analysis.files());
    }
    InputProblems problems = new InputProblems(err);
    if (rejected != null) {
      rejectedRecords = new RejectedRecords(Output.open(rejected));
      problems.rejectTo(rejectedRecords);
    }
    if (plan.incremental() && IncrementalRoute.streams(plan)) {
      MemoryUse.holding("the vectors and ids of the documents kept");
      return new IncrementalRoute(plan, err, plan.measure(), plan.threads(), problems)
          .stream(
              plan.inputFormat(),
              plan.weights(),
              plan.weightedBase(),
              DedupPlan.measureLabel(plan.measure(), plan.weightedBase(), plan.weights()));
    }
    MemoryUse.holding(
        plan.index() != null
            ? "the signature vectors of the index"
            : "the signature vectors of the documents read");
    long t0 = System.nanoTime();
    try (DedupCorpus corpus = DedupCorpus.read(plan, problems, spec.commandLine())) {
      long t1 = System.nanoTime();
      corpus.filter(plan);
      long tFilter = System.nanoTime();
      long[] order = corpus.order();
      if (plan.incremental()) {
        MemoryUse.holding("the vectors of the documents, and the vectors kept");
        return new IncrementalRoute(plan, err, corpus.measure, plan.threads(), problems)
            .decide(
                new IncrementalRoute.Collected(
                    corpus.vectors,
                    corpus.ids,
                    corpus.wheres,
                    order,
                    corpus.documents,
                    corpus.signatures,
                    corpus.distinct,
                    corpus.chars,
                    corpus.withoutSignatures,
                    t0,
                    tFilter),
                plan.inputFormat(),
                DedupPlan.measureLabel(corpus.measure, corpus.weightedBase, corpus.weights));
      }
      PairRoute.Found found = new PairRoute(plan, corpus, order).run();
      ClusterOutputs written = new ClusterOutputs(plan, corpus, order, found);
      written.write(err);
      long t3 = System.nanoTime();
      new DedupSummary(plan, corpus, found, written, problems, t0, t1, tFilter, t3).write(err);
    }
    return problems.exitCode();
  }
}
