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
import java.util.Locale;
import org.spotsigs.cli.input.InputFormat;
import org.spotsigs.cli.input.InputProblems;
import org.spotsigs.cli.output.SummaryJson;
import org.spotsigs.search.MatchStats;

/**
 * The summary of a {@code dedup --cluster-method incremental} run ({@link IncrementalRoute}): its
 * lines on stderr, and the same figures as one JSON object ({@code --summary-json}).
 *
 * @param c the documents read
 * @param label the measure's name
 * @param format the input's format
 * @param kept the documents kept
 * @param removed the documents dropped
 * @param clusters the clusters of two or more documents
 * @param keptVectors the vectors held for the matching
 * @param keptEntries their signature entries
 * @param keptWritten the records written by {@code --write-kept}, or -1 without it
 * @param tEnd when every output was written ({@link System#nanoTime})
 */
record IncrementalSummary(
    DedupPlan plan,
    IncrementalRoute.Collected c,
    String label,
    InputFormat format,
    InputProblems problems,
    MatchStats stats,
    int threads,
    long kept,
    long removed,
    long clusters,
    long keptVectors,
    long keptEntries,
    long keptWritten,
    long tEnd) {

  /** Prints the summary on {@code err}, and writes {@code --summary-json} if asked for. */
  void write(PrintWriter err) throws IOException {
    Object source = plan.index() != null ? plan.index() : plan.input();
    err.printf(
        Locale.ROOT,
        "spotsigs dedup: %,d documents%s from %s%n",
        c.documents(),
        c.chars() > 0 ? String.format(Locale.ROOT, " (%.1f MB)", c.chars() / 1e6) : "",
        source);
    err.printf(
        Locale.ROOT,
        "  signatures    %,d%s%n",
        c.signatures(),
        c.distinct() >= 0 ? String.format(Locale.ROOT, " (%,d distinct)", c.distinct()) : "");
    if (c.withoutSignatures() > 0) {
      err.printf(
          Locale.ROOT,
          "  no signatures %,d documents, never matched (kept)%n",
          c.withoutSignatures());
    }
    if (problems.partial()) {
      err.printf(Locale.ROOT, "  skipped       %s%n", problems.summary());
    }
    err.printf(
        Locale.ROOT,
        "  decided       incrementally at %s Jaccard >= %s (survivor: %s): each document matched"
            + " against the documents kept before it; %,d kept, %,d dropped%n",
        label,
        plan.tau(),
        plan.survivor(),
        kept,
        removed);
    err.printf(
        Locale.ROOT,
        "  clusters      %,d with two or more documents%s%n",
        clusters,
        plan.clusters() == null ? "" : ", written to " + plan.clusters());
    if (plan.removals() != null) {
      err.printf(
          Locale.ROOT,
          "  removals      %,d documents to drop, written to %s%n",
          removed,
          plan.removals());
    }
    if (keptWritten >= 0) {
      err.printf(
          Locale.ROOT,
          "  kept          %,d %s written to %s%n",
          keptWritten,
          format == InputFormat.FILES ? "files" : "records",
          plan.writeKept());
    }
    err.printf(
        Locale.ROOT,
        "  held          %,d kept vectors (%,d signature entries); no pairs%n",
        keptVectors,
        keptEntries);
    err.printf(Locale.ROOT, "  matching      %s%n", stats);
    err.printf(
        Locale.ROOT,
        "  time          %s %.2f s, decide and write %.2f s; total %.2f s on %d threads%n",
        c.vectors() == null ? "read+extract+decide" : "read+extract",
        (c.t1() - c.t0()) / 1e9,
        (tEnd - c.t1()) / 1e9,
        (tEnd - c.t0()) / 1e9,
        threads);
    err.flush();
    if (plan.summaryJson() != null) {
      SummaryJson sj =
          new SummaryJson("dedup")
              .put("input.source", String.valueOf(source))
              .put(
                  "input.format",
                  plan.index() != null ? "index" : format.name().toLowerCase(Locale.ROOT))
              .put("input.documents", c.documents())
              .put("input.chars", c.chars())
              .problems(problems)
              .put("settings.tau", plan.tau().toString())
              .put("settings.measure", label)
              .put(
                  "settings.analysis",
                  plan.index() != null ? null : plan.analysis().settings().describe())
              .put("settings.cluster_method", "incremental")
              .put("settings.keep", plan.survivor().toString())
              .put("settings.threads", threads)
              .put("signatures.total", c.signatures())
              .put("signatures.distinct", c.distinct() >= 0 ? c.distinct() : null)
              .put("documents_without_signatures", c.withoutSignatures())
              .put("pairs.count", null)
              .put("clusters.count", clusters)
              .put("clusters.output", plan.clusters() == null ? null : plan.clusters().toString())
              .put("removals.count", removed)
              .put("removals.output", plan.removals() == null ? null : plan.removals().toString())
              .put("kept_documents", kept)
              .put("held.kept_vectors", keptVectors)
              .put("held.signature_entries", keptEntries)
              .matching(stats)
              .put("time.extract_seconds", SummaryJson.seconds(c.t1() - c.t0()))
              .put("time.total_seconds", SummaryJson.seconds(tEnd - c.t0()));
      if (keptWritten >= 0) {
        sj.put("kept.count", keptWritten).put("kept.output", plan.writeKept().toString());
      }
      sj.write(plan.summaryJson());
    }
  }
}
