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
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import org.spotsigs.cli.Checks;
import org.spotsigs.cli.Progress;
import org.spotsigs.cli.input.DocumentLimit;
import org.spotsigs.cli.input.InputFiles;
import org.spotsigs.cli.input.InputFormat;
import org.spotsigs.cli.output.KeptRecords;
import org.spotsigs.cli.output.OutputPlan;
import org.spotsigs.cli.output.PairFormat;
import org.spotsigs.core.Measure;
import org.spotsigs.core.Threshold;
import org.spotsigs.dedup.SignatureFilter;
import org.spotsigs.dedup.SignatureWeights;
import org.spotsigs.dedup.Survivor;

/**
 * One {@code spotsigs dedup} run, its options checked against each other ({@link #of}): what is
 * read, how the pairs are found, and what is written. A usage error is found here, before any input
 * is read or any output opened.
 *
 * @param input the corpus of {@code --input}, or null with {@code --index}
 * @param index the index of {@code --index}, or null with {@code --input}
 * @param inputFormat the format of {@code input} (resolved from {@code auto}), or null with {@code
 *     --index}
 * @param measureOption {@code --measure} as given, or null: an index then answers its own measure
 * @param measure the measure of the matching before the index is opened (the weighted measures
 *     match the weighted counts as multisets, see {@link SignatureWeights})
 * @param weightedBase the measure under the weights ({@code weighted}, {@code weighted-set}), or
 *     null
 * @param weights the weights of {@code --weights}, or null
 * @param filter the corpus-wide signature filter ({@code --idf}, {@code --common-signatures}, ...),
 *     or null
 * @param streamPairs {@code --pairs-order found}: pairs written as they are found
 * @param sketch {@code --candidates sketch}
 */
record DedupPlan(
    Path input,
    Path index,
    InputFormat inputFormat,
    InputOptions inputOptions,
    DocumentLimit limit,
    AnalysisOptions analysis,
    SignatureFilter filter,
    Threshold tau,
    int threads,
    String measureOption,
    Measure measure,
    Measure weightedBase,
    SignatureWeights weights,
    ClusterMethod clusterMethod,
    Survivor survivor,
    boolean streamPairs,
    boolean sketch,
    int sketchSamples,
    double sketchRecall,
    long seed,
    Path tempDir,
    boolean lengthWindow,
    boolean deltaPruning,
    boolean extractCopies,
    Boolean progress,
    PairFormat pairFormat,
    boolean header,
    Path pairs,
    Path clusters,
    Path removals,
    Path writeKept,
    Path annotate,
    int outputShards,
    Path summaryJson,
    Path rejected,
    boolean writeClusters) {

  /** How the documents of a run are grouped ({@code --cluster-method}). */
  enum ClusterMethod {
    /** Transitive groups, each named after its first document in input order. */
    COMPONENTS,
    /** Each document with its most similar representative. */
    BEST,
    /** Each document against the documents kept before it only. */
    INCREMENTAL;

    static ClusterMethod parse(String name) {
      return switch (name.toLowerCase(Locale.ROOT)) {
        case "components" -> COMPONENTS;
        case "best" -> BEST;
        case "incremental" -> INCREMENTAL;
        default ->
            throw new IllegalArgumentException(
                "unknown --cluster-method '" + name + "': use components, best or incremental");
      };
    }
  }

  /**
   * The plan of the options of {@code c}, checked in the order a user meets them.
   *
   * @throws IllegalArgumentException for options that cannot go together (a usage error)
   */
  static DedupPlan of(DedupCommand c) throws IOException {
    int threads = Checks.threads(c.threadsOption.threads, "--threads");
    c.limit.maxBytes();
    Path input = c.source.input;
    Path index = c.source.index;
    Measure weightedBase = c.weighting.weightedBase(c.measure);
    Measure measure;
    SignatureWeights weights = null;
    if (weightedBase != null) {
      if (index != null) {
        throw new IllegalArgumentException(
            "--index: an index is weighted when it is built (spotsigs index --measure weighted"
                + " --weights FILE)");
      }
      measure = Measure.MULTISET; // on the weighted counts: see SignatureWeights
      weights = c.weighting.weights();
    } else {
      measure = c.measure == null ? Measure.MULTISET : Measure.forName(c.measure);
    }
    PairFormat pairFormat = PairFormat.parse(c.outputFormat);
    SignatureFilter filter = c.analysis.signatureFilter();
    ClusterMethod method = ClusterMethod.parse(c.clusterMethod);
    Survivor survivor = Survivor.forName(c.keep);
    boolean streamPairs =
        switch (c.pairsOrder.toLowerCase(Locale.ROOT)) {
          case "input" -> false;
          case "found" -> true;
          default ->
              throw new IllegalArgumentException(
                  "unknown --pairs-order '" + c.pairsOrder + "': use input or found");
        };
    boolean sketch =
        switch (c.candidates.toLowerCase(Locale.ROOT)) {
          case "exact" -> false;
          case "sketch" -> true;
          default ->
              throw new IllegalArgumentException(
                  "unknown --candidates '" + c.candidates + "': use exact or sketch");
        };
    Checks.atLeast(c.sketchSamples, 1, "--sketch-samples");
    if (c.sketchSamples > 4096) {
      throw new IllegalArgumentException(
          "--sketch-samples must be at most 4096, got " + c.sketchSamples);
    }
    String needsAll =
        needsAllPairs(c.clusters, c.removals, c.writeKept, c.annotate, c.writeClusters);
    if (streamPairs && method == ClusterMethod.BEST && needsAll != null) {
      throw new IllegalArgumentException(
          "--pairs-order found writes pairs as they are found, without holding them; "
              + needsAll
              + " of --cluster-method best needs every pair at once (use --pairs-order input,"
              + " or components or incremental clusters)");
    }
    if (c.tempDir != null && !Files.isDirectory(c.tempDir)) {
      throw new IllegalArgumentException("--temp-dir: " + c.tempDir + " is not a directory");
    }
    if (!(c.sketchRecall > 0 && c.sketchRecall < 1)) {
      throw new IllegalArgumentException(
          "--sketch-recall must lie in (0, 1), got " + c.sketchRecall);
    }
    InputFormat inputFormat = null;
    if (index != null) {
      if (c.writeKept != null) {
        throw new IllegalArgumentException(
            "--write-kept goes with --input (an index is not written back as input)");
      }
      if (c.analysis.analysisGiven()) {
        throw new IllegalArgumentException(
            "--index: the signatures are in the index already; drop the analysis options");
      }
    } else {
      inputFormat = c.inputOptions.resolve(input);
      if (c.writeClusters) {
        throw new IllegalArgumentException("--write-clusters goes with --index");
      }
      String why = c.writeKept == null ? null : KeptRecords.unsupported(inputFormat, input);
      if (why != null) {
        throw new IllegalArgumentException(why);
      }
      if (c.annotate != null
          && (InputFiles.isStdin(input)
              || (inputFormat != InputFormat.JSONL && inputFormat != InputFormat.SIGNATURES))) {
        throw new IllegalArgumentException(
            "--annotate writes the records of a JSONL or signatures file back (not standard"
                + " input); for other input use --clusters or --removals");
      }
    }
    if (method == ClusterMethod.INCREMENTAL) {
      checkIncremental(c, sketch, streamPairs);
    }
    Checks.inRange(c.outputShards, 1, 10_000, "--output-shards");
    if (c.outputShards > 1
        && ((c.writeKept == null && c.annotate == null)
            || inputFormat == InputFormat.FILES
            || inputFormat == InputFormat.PARQUET)) {
      throw new IllegalArgumentException(
          "--output-shards splits --write-kept and --annotate of JSONL or signatures input");
    }
    if (index != null && c.annotate != null) {
      throw new IllegalArgumentException(
          "--annotate goes with --input (an index is not written back as input)");
    }
    c.analysis.settings(); // report bad analysis options as usage errors
    return new DedupPlan(
        input,
        index,
        inputFormat,
        c.inputOptions,
        c.limit,
        c.analysis,
        filter,
        c.tau,
        threads,
        c.measure,
        measure,
        weightedBase,
        weights,
        method,
        survivor,
        streamPairs,
        sketch,
        c.sketchSamples,
        c.sketchRecall,
        c.seed,
        c.tempDir,
        !c.noLengthWindow,
        !c.noDeltaPruning,
        c.extractCopies,
        c.progress,
        pairFormat,
        c.header,
        c.pairs,
        c.clusters,
        c.removals,
        c.writeKept,
        c.annotate,
        c.outputShards,
        c.summaryJson.file,
        c.rejected,
        c.writeClusters);
  }

  /** Refuses what goes against {@code --cluster-method incremental}. */
  private static void checkIncremental(DedupCommand c, boolean sketch, boolean streamPairs) {
    String why =
        c.pairs != null
            ? "--pairs"
            : sketch
                ? "--candidates sketch"
                : streamPairs ? "--pairs-order found" : c.writeClusters ? "--write-clusters" : null;
    if (why != null) {
      throw new IllegalArgumentException(
          "--cluster-method incremental matches each document with the documents kept before it"
              + " only, so it finds one match per dropped document, not every pair: drop "
              + why);
    }
    if (c.removals == null && c.clusters == null && c.writeKept == null && c.annotate == null) {
      throw new IllegalArgumentException(
          "--cluster-method incremental writes --removals, --clusters, --write-kept or"
              + " --annotate: give one");
    }
  }

  /** The option of an output made from all pairs at once, or null if none is asked for. */
  private static String needsAllPairs(
      Path clusters, Path removals, Path writeKept, Path annotate, boolean writeClusters) {
    return clusters != null
        ? "--clusters"
        : removals != null
            ? "--removals"
            : writeKept != null
                ? "--write-kept"
                : annotate != null ? "--annotate" : writeClusters ? "--write-clusters" : null;
  }

  /** The option of an output made from all pairs at once, or null if none is asked for. */
  String needsAllPairs() {
    return needsAllPairs(clusters, removals, writeKept, annotate, writeClusters);
  }

  boolean best() {
    return clusterMethod == ClusterMethod.BEST;
  }

  boolean incremental() {
    return clusterMethod == ClusterMethod.INCREMENTAL;
  }

  /** Whether to show a progress bar: as asked, else when stderr is a terminal. */
  boolean showProgress() {
    return progress == null ? Progress.interactive() : progress;
  }

  /** The corpus or the index read, as the summary names it. */
  Path source() {
    return index != null ? index : input;
  }

  /** The outputs of this run, to check before any input is read. */
  void addOutputs(OutputPlan plan) {
    plan.file("--pairs", pairs)
        .file("--clusters", clusters)
        .file("--removals", removals)
        .file("--summary-json", summaryJson)
        .file("--rejected", rejected)
        .inputs(analysis.files())
        .inputs(input)
        .index(index);
    plan.records("--write-kept", writeKept, inputFormat == InputFormat.FILES, outputShards)
        .records("--annotate", annotate, false, outputShards);
  }

  /** The measure as the summary names it, with the weights of the run (or of its index). */
  static String measureLabel(Measure m, Measure weightedBase, SignatureWeights weights) {
    return weightedBase == null
        ? m.name().toLowerCase(Locale.ROOT)
        : (weightedBase == Measure.SET ? "weighted-set" : "weighted") + " (" + weights + ")";
  }
}
