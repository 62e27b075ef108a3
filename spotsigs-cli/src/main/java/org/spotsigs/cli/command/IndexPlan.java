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
import java.nio.file.Path;
import java.util.Locale;
import org.spotsigs.cli.Checks;
import org.spotsigs.cli.input.InputFormat;
import org.spotsigs.cli.output.KeptRecords;
import org.spotsigs.core.Measure;
import org.spotsigs.dedup.DeduplicatingWriter;
import org.spotsigs.dedup.SignatureWeights;

/**
 * One {@code spotsigs index} run, its options checked against each other ({@link #of}): the index
 * written, how documents already in it are treated, and the index-time dedup. A usage error is
 * found here, before any input is read or the index opened.
 *
 * @param index the index directory, as {@code --index} or {@code -o} gives it
 * @param inputFormat the format of {@code --input} (resolved from {@code auto})
 * @param policy the index-time dedup of {@code --dedup}, or null for {@code none}
 * @param guess the matching of {@code --guess}
 * @param existingId {@code skip} or {@code update} ({@code --existing-id}, or its default)
 * @param weightedBase the measure under the weights ({@code weighted}, {@code weighted-set}), or
 *     null
 * @param weights the fixed weights of {@code --weights}, or null
 * @param requested the measure {@code --measure} asks for (multiset for the weighted ones), or null
 * @param threads the worker threads of {@code --threads}
 */
record IndexPlan(
    Path index,
    InputFormat inputFormat,
    DeduplicatingWriter.Policy policy,
    DeduplicatingWriter.Guess guess,
    String existingId,
    Measure weightedBase,
    SignatureWeights weights,
    Measure requested,
    int threads) {

  /** {@code --existing-id skip}: a document whose id the index has already is left out. */
  boolean skipExisting() {
    return existingId.equals("skip");
  }

  /**
   * The plan of the options of {@code c}, checked in the order a user meets them.
   *
   * @throws IllegalArgumentException for options that cannot go together (a usage error)
   */
  static IndexPlan of(IndexCommand c) throws IOException {
    Path index = c.indexDir.index != null ? c.indexDir.index : c.indexDir.legacy;
    DeduplicatingWriter.Policy policy =
        switch (c.dedup.toLowerCase(Locale.ROOT)) {
          case "none" -> null;
          case "skip" -> DeduplicatingWriter.Policy.SKIP;
          case "link" -> DeduplicatingWriter.Policy.LINK;
          case "record" -> DeduplicatingWriter.Policy.INDEX_ALL;
          default ->
              throw new IllegalArgumentException(
                  "unknown --dedup '" + c.dedup + "': use none, skip, link or record");
        };
    DeduplicatingWriter.Guess guess =
        switch (c.guess.toLowerCase(Locale.ROOT)) {
          case "first" -> DeduplicatingWriter.Guess.FIRST_GUESS;
          case "best" -> DeduplicatingWriter.Guess.BEST_GUESS;
          default ->
              throw new IllegalArgumentException(
                  "unknown --guess '" + c.guess + "': use first or best");
        };
    if (policy != null && c.tau == null) {
      throw new IllegalArgumentException("--dedup " + c.dedup + " needs --tau");
    }
    if (policy == null && c.decisions != null) {
      throw new IllegalArgumentException("--decisions goes with --dedup");
    }
    String existingId = c.existingId;
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
    Checks.atLeast(c.commitEvery, 1, "--commit-every");
    Measure weightedBase = c.weighting.weightedBase(c.measure);
    SignatureWeights weights = null;
    Measure requested = null;
    if (weightedBase != null) {
      weights = c.weighting.weights();
      if (!weights.isFixed()) {
        throw new IllegalArgumentException(
            "--weights "
                + c.weighting.spec
                + ": an index needs fixed weights (a file); weights learned from the documents"
                + " change as the index grows");
      }
      requested = Measure.MULTISET; // the weighted counts are matched as multisets
    } else if (c.measure != null) {
      requested = Measure.forName(c.measure); // a bad measure is a usage error
    }
    c.analysis.settings(); // bad analysis options are usage errors
    Checks.threads(c.threadsOption.threads, "--threads");
    c.limit.maxBytes();
    InputFormat inputFormat = c.inputOptions.resolve(c.input);
    if (inputFormat == InputFormat.SIGNATURES) {
      throw new IllegalArgumentException(
          "'index' analyzes text: use files, jsonl, trec, warc or parquet");
    }
    String why = c.writeKept == null ? null : KeptRecords.unsupported(inputFormat, c.input);
    if (why != null) {
      throw new IllegalArgumentException(why);
    }
    if (c.analysis.filterGiven()) {
      throw new IllegalArgumentException(
          "--idf and --min-signatures filter a whole corpus: use them with 'dedup'");
    }
    int threads = Checks.threads(c.threadsOption.threads, "--threads");
    return new IndexPlan(
        index, inputFormat, policy, guess, existingId, weightedBase, weights, requested, threads);
  }
}
