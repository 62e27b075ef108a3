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

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.util.List;
import java.util.Locale;
import org.spotsigs.core.Measure;
import org.spotsigs.core.Threshold;
import org.spotsigs.dedup.Survivor;

/**
 * The summary of a {@link DedupApp} run: its lines on stderr, and the same figures as one JSON
 * object ({@code --summary-json}, on the driver's file system).
 *
 * @param app the application, for the options as given
 * @param format the input's format
 * @param skippedInputs the inputs skipped as unreadable, with {@code problems} saying why
 * @param repeatedIds the documents skipped because an earlier one has their id
 * @param documents the documents read
 * @param empty the documents without signatures
 * @param distinct the distinct vectors
 * @param vectorPairs the pairs between distinct vectors
 * @param pairCount the pairs of documents
 * @param removed the documents to drop ({@code --removals}), or -1
 * @param kept the documents kept ({@code --write-kept}), or -1
 * @param verified the candidate pairs verified
 * @param joinNanos the time to read, extract and join
 * @param pairNanos the time to make the pairs
 * @param restNanos the time of the other outputs
 * @param totalNanos the time of the whole run
 */
record AppSummary(
    DedupApp app,
    Threshold t,
    Measure m,
    Survivor survivor,
    String format,
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
    long totalNanos) {

  /** Prints the summary on {@code err}, and writes {@code --summary-json} if asked for. */
  void write(PrintWriter err) throws IOException {
    long duplicates = documents - empty - distinct;
    err.printf(
        Locale.ROOT,
        "spotsigs-spark dedup: %,d documents from %s%n",
        documents,
        String.join(", ", app.inputs));
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
        app.pairs != null
            ? ", written to " + app.pairs
            : app.pairsNoop ? ", made and not written" : ", counted only");
    if (removed >= 0) {
      err.printf(
          Locale.ROOT,
          "  removals      %,d documents to drop (survivor: %s), written to %s%n",
          removed,
          survivor,
          app.removals);
    }
    if (kept >= 0) {
      err.printf(Locale.ROOT, "  kept          %,d documents written to %s%n", kept, app.writeKept);
    }
    err.printf(
        Locale.ROOT,
        "  time          read+extract+join %.2f s, pairs %.2f s, outputs %.2f s; total %.2f s%n",
        joinNanos / 1e9,
        pairNanos / 1e9,
        restNanos / 1e9,
        totalNanos / 1e9);
    if (app.summaryJson != null) {
      Files.writeString(app.summaryJson, json(duplicates) + "\n");
    }
  }

  private String json(long duplicates) throws IOException {
    ObjectMapper json = new ObjectMapper();
    ObjectNode o = json.createObjectNode();
    o.put("command", "spotsigs-spark dedup");
    o.put("input.source", String.join(",", app.inputs));
    o.put("input.format", format);
    o.put("input.documents", documents);
    o.put("input.skipped", skippedInputs + repeatedIds);
    o.put("settings.tau", t.toString());
    o.put("settings.measure", m.name().toLowerCase(Locale.ROOT));
    o.put("settings.keep", survivor.toString());
    o.put("settings.language", app.language);
    o.put("settings.fingerprint_below", app.fingerprintBelow);
    o.put("settings.extractor", app.extractor);
    o.put("settings.block_size", app.blockSize);
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
    return json.writeValueAsString(o);
  }
}
