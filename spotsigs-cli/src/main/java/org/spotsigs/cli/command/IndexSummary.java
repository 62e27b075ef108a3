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
import org.spotsigs.cli.LanguageHint;
import org.spotsigs.cli.input.InputFormat;
import org.spotsigs.cli.input.InputProblems;
import org.spotsigs.cli.output.SummaryJson;
import org.spotsigs.core.Measure;
import org.spotsigs.io.IndexMetadata;

/**
 * The summary of an {@code index} run: its lines on stderr, and the same figures as one JSON object
 * ({@code --summary-json}).
 *
 * @param c the command, for the options as given
 * @param measure the measure of the index-time dedup (the index's sort measure without {@code
 *     --measure})
 * @param kept the records written by {@code --write-kept}, or -1 without it
 * @param t0 when the run started ({@link System#nanoTime})
 * @param t1 when every output was written
 */
record IndexSummary(
    IndexCommand c,
    IndexPlan plan,
    IndexTarget target,
    DocumentIndexer counts,
    Measure measure,
    long kept,
    InputProblems problems,
    long t0,
    long t1) {

  /** Prints the summary on {@code err}, and writes {@code --summary-json} if asked for. */
  void write(PrintWriter err) throws IOException {
    print(err);
    json().write(c.summaryJson.file);
  }

  private void print(PrintWriter err) {
    IndexMetadata meta = target.metadata();
    err.printf(
        Locale.ROOT,
        "spotsigs index: %,d documents read (%.1f M chars) from %s into %s%n",
        counts.read.get(),
        counts.chars.get() / 1e6,
        c.input,
        plan.index());
    err.printf(
        Locale.ROOT,
        "  indexed       %,d%s%n",
        counts.indexed.get(),
        target.appended() ? " (added to an existing index)" : "");
    if (plan.policy() != null) {
      err.printf(
          Locale.ROOT,
          "  dedup         %s at tau >= %s (%s, %s): %,d skipped, %,d linked to a cluster%n",
          c.dedup,
          c.tau,
          measure.name().toLowerCase(Locale.ROOT),
          c.guess,
          counts.skipped.get(),
          counts.linked.get());
    }
    if (counts.existingIds.get() > 0) {
      err.printf(
          Locale.ROOT,
          "  existing ids  %,d documents the index had already: %s (--existing-id %s)%n",
          counts.existingIds.get(),
          plan.skipExisting() ? "skipped, not matched" : "updated",
          plan.existingId());
    }
    if (kept >= 0) {
      err.printf(
          Locale.ROOT,
          "  kept          %,d %s written to %s%n",
          kept,
          plan.inputFormat() == InputFormat.FILES ? "files" : "records",
          c.writeKept);
    }
    if (c.dryRun) {
      err.printf(Locale.ROOT, "  dry run       nothing was written to the index%n");
    }
    if (problems.partial()) {
      err.printf(Locale.ROOT, "  bad inputs    %s%n", problems.summary());
    }
    err.printf(Locale.ROOT, "  analysis      %s%n", meta.analysis().describe());
    counts.languageCounts.print(err);
    LanguageHint.warnIfMostHaveNone(
        err, counts.withoutSignatures.get(), counts.read.get(), meta.analysis().language());
    err.printf(
        Locale.ROOT, "  time          %.2f s on %d threads%n", (t1 - t0) / 1e9, plan.threads());
  }

  private SummaryJson json() {
    SummaryJson summary = new SummaryJson("index");
    summary
        .put("input.source", String.valueOf(c.input))
        .put("input.format", plan.inputFormat().name().toLowerCase(Locale.ROOT))
        .put("input.documents", counts.read.get())
        .put("input.chars", counts.chars.get())
        .problems(problems)
        .put("index.path", String.valueOf(plan.index()))
        .put("index.indexed", counts.indexed.get())
        .put("index.added_to_existing", target.appended())
        .put("index.existing_ids", counts.existingIds.get())
        .put("index.existing_id_policy", plan.existingId())
        .put("index.dry_run", c.dryRun)
        .put("kept.count", kept >= 0 ? kept : null)
        .put("kept.output", c.writeKept == null ? null : c.writeKept.toString())
        .put("dedup.policy", plan.policy() == null ? null : String.valueOf(c.dedup))
        .put("dedup.skipped", counts.skipped.get())
        .put("dedup.linked", counts.linked.get())
        .put("settings.tau", c.tau == null ? null : c.tau.toString())
        .put("settings.measure", measure == null ? null : measure.name().toLowerCase(Locale.ROOT))
        .put("settings.guess", plan.policy() == null ? null : String.valueOf(c.guess))
        .put("settings.analysis", target.metadata().analysis().describe())
        .put("settings.threads", plan.threads())
        .put("documents_without_signatures", counts.withoutSignatures.get())
        .put("time.total_seconds", SummaryJson.seconds(t1 - t0));
    counts.languageCounts.putTo(summary);
    return summary;
  }
}
