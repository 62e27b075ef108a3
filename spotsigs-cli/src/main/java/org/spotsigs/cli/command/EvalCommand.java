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
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.spotsigs.cli.Checks;
import org.spotsigs.cli.ThresholdConverter;
import org.spotsigs.cli.output.Output;
import org.spotsigs.cli.output.OutputPlan;
import org.spotsigs.core.Measure;
import org.spotsigs.core.Threshold;
import org.spotsigs.dedup.SignatureFilter;
import org.spotsigs.eval.EvalMethod;
import org.spotsigs.eval.EvalReport;
import org.spotsigs.eval.Evaluation;
import org.spotsigs.eval.ExtractionEvaluation;
import org.spotsigs.eval.GoldArchive;
import org.spotsigs.eval.GoldSet;
import org.spotsigs.eval.ReportWriter;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * {@code spotsigs eval}: precision, recall, F1 and MCC of SpotSigs and its baselines on a gold set.
 */
@Command(
    name = "eval",
    mixinStandardHelpOptions = true,
    sortOptions = false,
    description = {
      "Scores SpotSigs and baselines against a gold set of near-duplicate pages, over a sweep of tau.",
      "",
      "The gold set is a directory (or a .tar.xz of one) with pages/<docid>.html, clusters.tsv",
      "(docid<TAB>clusterid: two pages are near-duplicates iff they share a cluster) and optionally",
      "meta.jsonl (per page its \"kind\"; kinds starting with \"distractor\" are the hard negatives).",
      "Micro-averaged pairwise precision, recall, F1 and MCC per tau and method; the best-F1 tau; the",
      "share of distractor pages matched to anything; the widest tau range with F1 >= 0.9.",
      "Output: a table on stdout, optionally --json and --chart (PNG, or SVG by extension).",
      "",
      "With --extraction, scores the text extraction instead: token precision and recall of the text",
      "taken from each page against the page's article text (cores/<docid>.txt), overall, per kind,",
      "and the pages whose article is lost (recall < 0.5).",
      ""
    })
public final class EvalCommand implements Callable<Integer> {
  @CommandLine.Spec CommandLine.Model.CommandSpec spec;

  @Option(
      names = {"-g", "--gold"},
      required = true,
      paramLabel = "DIR|ARCHIVE",
      description = "The gold set: a directory, or a .tar.xz unpacked under --work-dir.")
  Path gold;

  @Option(
      names = "--methods",
      paramLabel = "LIST",
      description = {
        "Methods, comma-separated: spotsigs, shingles-1, shingles-3, lsh-s, i-match, i-match-s,",
        "ppjoin+, lucene-minhash, or all. Default: all."
      })
  String methods;

  /** {@code --method}: the spelling of {@code --methods} before one dialect. */
  @Option(
      names = "--method",
      hidden = true,
      paramLabel = "LIST",
      description = "Old spelling of --methods, kept for one release.")
  String legacyMethods;

  @Option(
      names = "--tau-sweep",
      paramLabel = "FROM:TO:STEP|LIST",
      defaultValue = "0.01:1.0:0.01",
      description =
          "The taus to score: a range (inclusive) or a comma-separated list. Default: ${DEFAULT-VALUE}.")
  String sweep;

  @Option(
      names = {"-t", "--tau"},
      paramLabel = "TAU",
      converter = ThresholdConverter.class,
      defaultValue = Evaluation.DEFAULT_TAU,
      description =
          "The default tau (operating point) reported on its own. Default: ${DEFAULT-VALUE}.")
  Threshold tau;

  @Option(
      names = "--measure",
      paramLabel = "set|multiset",
      defaultValue = "multiset",
      description =
          "Jaccard over sets or multisets for spotsigs, shingles and LSH-S. Default: ${DEFAULT-VALUE}.")
  String measure;

  @Option(
      names = "--extraction",
      description =
          "Score the text extraction (--extractor) against the gold set's article texts, not the matching.")
  boolean extraction;

  @Option(
      names = "--worst",
      paramLabel = "N",
      defaultValue = "10",
      description =
          "With --extraction: list the N pages of lowest recall and of lowest precision. Default: ${DEFAULT-VALUE}.")
  int worst;

  @Option(names = "--json", paramLabel = "FILE", description = "Write the full report as JSON.")
  Path json;

  @Option(
      names = "--chart",
      paramLabel = "FILE",
      description = "Write an F1-vs-tau chart, one line per method (.png or .svg).")
  Path chart;

  @Option(
      names = "--threads",
      paramLabel = "N",
      defaultValue = "${sys:spotsigs.threads:-0}",
      description = "Threads for reading and analysis. Default: available processors.")
  int threads;

  @Option(
      names = "--work-dir",
      paramLabel = "DIR",
      defaultValue = "target",
      description = "Where a gold-set archive is unpacked. Default: ${DEFAULT-VALUE}.")
  Path workDir;

  @Option(
      names = "--imatch-idf",
      paramLabel = "MIN:MAX",
      defaultValue = "0.4:0.75",
      description =
          "IDF range of I-Match and I-Match-S (paper formula). Default: ${DEFAULT-VALUE}.")
  String iMatchIdf;

  @Option(
      names = "--lsh",
      paramLabel = "K:L",
      defaultValue = "6:32",
      description = "LSH-S min-hashes per band and bands. Default: ${DEFAULT-VALUE}.")
  String lsh;

  @Option(
      names = "--seed",
      paramLabel = "N",
      defaultValue = "20080720",
      description = "Seed of LSH-S's hash functions. Default: ${DEFAULT-VALUE}.")
  long seed;

  @Option(
      names = "--minhash-tp",
      paramLabel = "P",
      defaultValue = "0.95",
      description =
          "Lucene MinHash: wanted true-positive rate that sets the band size (1 = no bands). Default: ${DEFAULT-VALUE}.")
  double minHashTruePositive;

  @Mixin AnalysisOptions analysis;

  @Override
  public Integer call() throws Exception {
    PrintWriter err = spec.commandLine().getErr();
    if (extraction) {
      return evaluateExtraction(err);
    }
    Evaluation evaluation;
    try {
      double[] im = range(iMatchIdf, "--imatch-idf");
      String[] kl = lsh.split(":");
      if (kl.length != 2) {
        throw new IllegalArgumentException("--lsh takes K:L, e.g. 6:32, got '" + lsh + "'");
      }
      Checks.threads(threads, "--threads");
      int lshK = (int) Checks.atLeast(Checks.parseInt(kl[0], "--lsh"), 1, "--lsh K");
      int lshL = (int) Checks.atLeast(Checks.parseInt(kl[1], "--lsh"), 1, "--lsh L");
      Checks.inHalfOpen(minHashTruePositive, 0, 1, "--minhash-tp");
      evaluation =
          Evaluation.builder(analysis.analyzer())
              .signatureFilter(analysis.signatureFilter())
              .measure(Measure.forName(measure))
              .taus(parseSweep(sweep))
              .defaultTau(tau)
              .methods(
                  EvalMethod.parseList(
                      methods != null ? methods : legacyMethods != null ? legacyMethods : "all"))
              .threads(threads > 0 ? threads : Runtime.getRuntime().availableProcessors())
              .iMatchFilter(SignatureFilter.idfRange(im[0], im[1], SignatureFilter.Formula.PAPER))
              .lsh(lshK, lshL)
              .seed(seed)
              .minHash(
                  org.spotsigs.eval.baselines.LuceneMinHash.DEFAULT_SHINGLE,
                  org.spotsigs.eval.baselines.LuceneMinHash.DEFAULT_BUCKETS,
                  minHashTruePositive)
              .log(
                  line -> {
                    err.println("spotsigs eval: " + line);
                    err.flush();
                  })
              .build();
    } catch (IllegalArgumentException e) {
      throw new CommandLine.ParameterException(spec.commandLine(), e.getMessage(), e);
    }
    OutputPlan.of(spec).file("--json", json).file("--chart", chart).inputs(gold).check();
    GoldSet goldSet = GoldArchive.open(gold, workDir);
    EvalReport report = evaluation.run(goldSet);
    writeTable(w -> ReportWriter.table(report, w));
    writeJson(err, out -> ReportWriter.json(report, out));
    if (chart != null) {
      try (Output o = Output.open(chart)) {
        ReportWriter.chart(report, o.stream(), ReportWriter.isSvg(chart));
        o.commit();
      }
      err.println("spotsigs eval: chart written to " + chart);
    }
    err.flush();
    return 0;
  }

  private int evaluateExtraction(PrintWriter err) throws Exception {
    org.spotsigs.analysis.TextExtraction textExtraction;
    try {
      if (chart != null) {
        throw new IllegalArgumentException(
            "--chart draws the matching evaluation; it does not go with --extraction");
      }
      Checks.threads(threads, "--threads");
      Checks.atLeast(worst, 0, "--worst");
      textExtraction = analysis.analyzer().textExtraction();
    } catch (IllegalArgumentException e) {
      throw new CommandLine.ParameterException(spec.commandLine(), e.getMessage(), e);
    }
    OutputPlan.of(spec).file("--json", json).inputs(gold).check();
    GoldSet goldSet = GoldArchive.open(gold, workDir);
    ExtractionEvaluation.Report report =
        ExtractionEvaluation.run(
            goldSet,
            textExtraction,
            threads > 0 ? threads : Runtime.getRuntime().availableProcessors());
    if (report.overall().pages() == 0) {
      err.println(
          "spotsigs eval: the gold set in "
              + goldSet.root()
              + " has no article texts (cores/<docid>.txt) to score against");
      return 1;
    }
    writeTable(w -> ExtractionEvaluation.table(report, w, worst));
    writeJson(err, out -> ExtractionEvaluation.json(report, out));
    err.flush();
    return 0;
  }

  /** Writes a report to something that may fail. */
  @FunctionalInterface
  private interface ReportOutput<T> {
    void write(T to) throws java.io.IOException;
  }

  /** A table to stdout; a failed write is a failed run. */
  private static void writeTable(ReportOutput<PrintWriter> table) throws java.io.IOException {
    try (Output out = Output.open(null)) {
      PrintWriter w = new PrintWriter(out.writer());
      table.write(w);
      if (w.checkError()) {
        out.writer().flush(); // the PrintWriter hides the error: let the output name it
        throw new java.io.IOException("cannot write the table to stdout");
      }
    }
  }

  /** The JSON report to --json, if given. */
  private void writeJson(PrintWriter err, ReportOutput<java.io.OutputStream> report)
      throws java.io.IOException {
    if (json != null) {
      try (Output o = Output.open(json)) {
        report.write(o.stream());
        o.commit();
      }
      err.println("spotsigs eval: report written to " + json);
    }
  }

  /** {@code FROM:TO:STEP} or a comma-separated list of taus. */
  static List<Threshold> parseSweep(String text) {
    String[] parts = text.split(":");
    if (parts.length == 3) {
      return Evaluation.sweep(parts[0], parts[1], parts[2]);
    }
    if (parts.length != 1) {
      throw new IllegalArgumentException(
          "--tau-sweep takes FROM:TO:STEP or a list such as 0.5,0.7,0.9, got '" + text + "'");
    }
    List<Threshold> taus = new ArrayList<>();
    for (String t : text.split(",")) {
      if (!t.isBlank()) {
        taus.add(Threshold.parse(t.strip()));
      }
    }
    if (taus.isEmpty()) {
      throw new IllegalArgumentException("--tau-sweep lists no tau");
    }
    return taus;
  }

  private static double[] range(String text, String option) {
    String[] p = text.split(":");
    try {
      if (p.length != 2) {
        throw new NumberFormatException();
      }
      double lo = Double.parseDouble(p[0].strip());
      double hi = Double.parseDouble(p[1].strip());
      if (!(lo <= hi) || Double.isInfinite(lo) || Double.isInfinite(hi)) {
        throw new NumberFormatException();
      }
      return new double[] {lo, hi};
    } catch (NumberFormatException e) {
      throw new IllegalArgumentException(
          option + " takes MIN:MAX with MIN <= MAX, got '" + text + "'");
    }
  }

  @Override
  public String toString() {
    return String.format(Locale.ROOT, "eval(%s)", gold);
  }
}
