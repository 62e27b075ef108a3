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
import java.util.List;
import java.util.Locale;
import org.spotsigs.cli.LanguageHint;
import org.spotsigs.cli.input.InputFormat;
import org.spotsigs.cli.input.InputProblems;
import org.spotsigs.cli.output.SummaryJson;
import org.spotsigs.dedup.Clusters;
import org.spotsigs.dedup.DedupResult;
import org.spotsigs.dedup.SignatureFilter;
import org.spotsigs.dedup.SketchCandidates;
import org.spotsigs.search.Partitioning;

/**
 * The summary of a {@code dedup} run: its lines on stderr, and the same figures as one JSON object
 * ({@code --summary-json}).
 *
 * @param t0 when the run started reading ({@link System#nanoTime})
 * @param t1 when the documents were read
 * @param tFilter when the corpus-wide filter was applied
 * @param t3 when every output was written
 */
record DedupSummary(
    DedupPlan plan,
    DedupCorpus corpus,
    PairRoute.Found found,
    ClusterOutputs outputs,
    InputProblems problems,
    long t0,
    long t1,
    long tFilter,
    long t3) {

  /** Prints the summary on {@code err}, and writes {@code --summary-json} if asked for. */
  void write(PrintWriter err) throws IOException {
    print(err);
    if (plan.summaryJson() != null) {
      json().write(plan.summaryJson());
    }
  }

  private String measureLabel() {
    return DedupPlan.measureLabel(corpus.measure, corpus.weightedBase, corpus.weights);
  }

  private void print(PrintWriter err) throws IOException {
    DedupResult result = found.result();
    SketchCandidates sketch = found.sketch();
    SignatureFilter filter = plan.filter();
    Clusters groups = outputs.groups;
    List<String> empty = corpus.emptyIds;
    err.printf(
        Locale.ROOT,
        "spotsigs dedup: %,d documents%s from %s%n",
        corpus.documents,
        corpus.chars > 0 ? String.format(Locale.ROOT, " (%.1f MB)", corpus.chars / 1e6) : "",
        plan.source());
    err.printf(
        Locale.ROOT,
        "  signatures    %,d (%,d distinct)%s%n",
        corpus.signatures,
        corpus.distinct,
        filter == null ? "" : ", then " + filter);
    if (!empty.isEmpty()) {
      err.printf(
          Locale.ROOT,
          "  no signatures %,d documents%s, never matched: %s%n",
          empty.size(),
          filter == null ? "" : " (after the filter)",
          preview(empty));
    }
    corpus.languageCounts.print(err);
    if (problems.partial()) {
      err.printf(Locale.ROOT, "  skipped       %s%n", problems.summary());
    }
    err.printf(
        Locale.ROOT,
        "  exact dupes   %,d documents share their vector with an earlier one%s%n",
        result.exactDuplicates(),
        corpus.textCopies == 0
            ? ""
            : String.format(
                Locale.ROOT,
                " (%,d of them its text, read once: not extracted again)",
                corpus.textCopies));
    err.printf(
        Locale.ROOT,
        "  pairs         %,d at %s Jaccard >= %s%s, written to %s%n",
        result.pairsFound(),
        measureLabel(),
        plan.tau(),
        sketch != null
            ? ""
            : String.format(
                Locale.ROOT,
                " (%d length partitions at rho 1000)",
                Partitioning.of(plan.tau(), 1000).size()),
        plan.pairs() == null ? "stdout" : plan.pairs());
    if (groups != null) {
      err.printf(
          Locale.ROOT,
          "  clusters      %,d with two or more documents (%s, survivor: %s)%s%n",
          groups.countNonSingleton(),
          plan.best() ? "best match" : "connected components",
          plan.survivor(),
          plan.clusters() == null ? "" : ", written to " + plan.clusters());
    }
    if (plan.removals() != null) {
      err.printf(
          Locale.ROOT,
          "  removals      %,d documents to drop, written to %s%n",
          outputs.removed,
          plan.removals());
    }
    if (outputs.kept >= 0) {
      err.printf(
          Locale.ROOT,
          "  kept          %,d %s written to %s%n",
          outputs.kept,
          plan.inputFormat() == InputFormat.FILES ? "files" : "records",
          plan.writeKept());
    }
    if (sketch != null) {
      err.printf(
          Locale.ROOT,
          "  candidates    sketch: %d bands x %d rows of %s (seed %d); a pair at"
              + " tau is found with probability >= %.6f, and more above it; %,d candidates verified"
              + " exactly%n",
          sketch.bands(),
          sketch.rows(),
          found.sketchRun().sampler(),
          plan.seed(),
          sketch.recallAtTau(),
          found.sketchRun().candidatesVerified());
      if (corpus.sketched != null) {
        err.printf(
            Locale.ROOT,
            "                sampled as read; the vectors waited in a temporary file of %,d bytes%n",
            corpus.sketched.spilledBytes());
      }
    }
    if (sketch == null) { // the traversal's counts; the sketch's are on its own line
      err.printf(Locale.ROOT, "  matching      %s%n", result.stats());
    }
    StringBuilder phases = new StringBuilder();
    result
        .phaseNanos()
        .forEach(
            (k, v) ->
                phases
                    .append(phases.isEmpty() ? "" : ", ")
                    .append(k)
                    .append(' ')
                    .append(seconds(v)));
    long t2 = found.foundNanos();
    err.printf(
        Locale.ROOT,
        "  time          %s %s, filter %s, dedup %s (%s), write %s; total %s on %d threads%n",
        plan.index() != null ? "load" : "read+extract",
        seconds(t1 - t0),
        seconds(tFilter - t1),
        seconds(t2 - tFilter),
        phases,
        seconds(t3 - t2),
        seconds(t3 - t0),
        plan.threads());
    if (corpus.language != null) {
      LanguageHint.warnIfMostHaveNone(
          err, corpus.withoutSignatures, corpus.documents, corpus.language);
    }
    err.flush();
  }

  private SummaryJson json() throws IOException {
    DedupResult result = found.result();
    SketchCandidates sketch = found.sketch();
    SignatureFilter filter = plan.filter();
    long t2 = found.foundNanos();
    SummaryJson sj =
        new SummaryJson("dedup")
            .put("input.source", String.valueOf(plan.source()))
            .put(
                "input.format",
                plan.index() != null ? "index" : plan.inputFormat().name().toLowerCase(Locale.ROOT))
            .put("input.documents", corpus.documents)
            .put("input.chars", corpus.chars)
            .problems(problems)
            .put("settings.tau", plan.tau().toString())
            .put("settings.measure", measureLabel())
            .put(
                "settings.analysis",
                plan.index() != null ? null : plan.analysis().settings().describe())
            .put("settings.filter", filter == null ? null : filter.toString())
            .put("settings.cluster_method", plan.best() ? "best" : "components")
            .put("settings.keep", plan.survivor().toString())
            .put("settings.threads", plan.threads())
            .put("settings.length_partitions", Partitioning.of(plan.tau(), 1000).size())
            .put("signatures.total", corpus.signatures)
            .put("signatures.distinct", corpus.distinct)
            .put("documents_without_signatures", corpus.emptyIds.size())
            .put("exact_duplicates", result.exactDuplicates())
            .put("text_copies", corpus.textCopies)
            .put("pairs.count", result.pairsFound())
            .put("pairs.output", plan.pairs() == null ? "stdout" : plan.pairs().toString())
            .matching(result.stats())
            .put("candidates.method", sketch == null ? "exact" : "sketch")
            .put("candidates.sampler", sketch == null ? null : found.sketchRun().sampler())
            .put("candidates.bands", sketch == null ? null : sketch.bands())
            .put("candidates.rows", sketch == null ? null : sketch.rows())
            .put("candidates.recall_at_tau", sketch == null ? 1.0 : sketch.recallAtTau())
            .put(
                "candidates.verified",
                sketch == null ? null : found.sketchRun().candidatesVerified())
            .put("time.extract_seconds", SummaryJson.seconds(t1 - t0))
            .put("time.filter_seconds", SummaryJson.seconds(tFilter - t1))
            .put("time.dedup_seconds", SummaryJson.seconds(t2 - tFilter))
            .put("time.write_seconds", SummaryJson.seconds(t3 - t2))
            .put("time.total_seconds", SummaryJson.seconds(t3 - t0));
    result
        .phaseNanos()
        .forEach((k, v) -> sj.put("time.dedup_phases." + k + "_seconds", SummaryJson.seconds(v)));
    corpus.languageCounts.putTo(sj);
    if (outputs.groups != null) {
      sj.put("clusters.count", outputs.groups.countNonSingleton())
          .put("clusters.output", plan.clusters() == null ? null : plan.clusters().toString());
    }
    if (plan.removals() != null) {
      sj.put("removals.count", outputs.removed).put("removals.output", plan.removals().toString());
    }
    if (outputs.kept >= 0) {
      sj.put("kept.count", outputs.kept).put("kept.output", plan.writeKept().toString());
    }
    return sj;
  }

  private static String seconds(long nanos) {
    return String.format(Locale.ROOT, "%.2f s", nanos / 1e9);
  }

  private static String preview(List<String> ids) {
    int show = Math.min(5, ids.size());
    String s = String.join(", ", ids.subList(0, show));
    return ids.size() > show ? s + ", ..." : s;
  }
}
