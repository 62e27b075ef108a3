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
import java.io.UncheckedIOException;
import java.io.Writer;
import java.util.List;
import org.spotsigs.cli.MemoryUse;
import org.spotsigs.cli.output.Output;
import org.spotsigs.cli.output.PairFormat;
import org.spotsigs.cli.output.PairPipe;
import org.spotsigs.cli.output.TsvPairWriter;
import org.spotsigs.dedup.Clusters;
import org.spotsigs.dedup.DedupResult;
import org.spotsigs.dedup.Deduplicator;
import org.spotsigs.dedup.SketchCandidates;
import org.spotsigs.dedup.SketchResult;
import org.spotsigs.io.Tsv;
import org.spotsigs.util.IntArraySorter;

/**
 * How the pairs of a {@code dedup} run are found and written. The candidates are exact (the
 * matcher's) or a sketch's, verified exactly; the sketch samples a collection, or its documents as
 * they were read ({@link DedupCorpus#sketched}). The pairs are then
 *
 * <ul>
 *   <li><b>held</b>: all found, then written, sorted by an index's input order when there is one;
 *       for the outputs made from all pairs, for an index and for the sketch's own order;
 *   <li><b>streamed sorted</b>: the exact pairs of an input, in input order, straight to the output
 *       (the pairs of the groups of equal vectors made as they are written);
 *   <li><b>streamed as found</b> ({@code --pairs-order found}): grouped by the document that found
 *       them, none held; the connected components, if asked for, are made from them as they pass.
 * </ul>
 *
 * <p>Input order: ids are input positions for {@code --input}; an index records the input order of
 * its documents. Pairs are listed (earlier, later) in that order, so every route writes the same
 * files.
 */
final class PairRoute {
  /**
   * What a route found: the result, the sketch's banding and what its run found (both null for the
   * exact route), the clusters made as the pairs passed, and when the pairs were all found ({@link
   * System#nanoTime}).
   */
  record Found(
      DedupResult result,
      SketchCandidates sketch,
      SketchResult sketchRun,
      Clusters.Components streamed,
      long foundNanos) {}

  private final DedupPlan plan;
  private final DedupCorpus corpus;
  private final long[] order;

  /**
   * @param order the input order of an index's documents by doc id, or null for an input
   */
  PairRoute(DedupPlan plan, DedupCorpus corpus, long[] order) {
    this.plan = plan;
    this.corpus = corpus;
    this.order = order;
  }

  /** Finds the pairs and writes them to {@code --pairs} (or stdout). */
  Found run() throws IOException {
    SketchCandidates sketch =
        corpus.sketched != null
            ? corpus.sketched.sketch()
            : plan.sketch()
                ? SketchCandidates.forRecall(
                        plan.tau(),
                        corpus.measure,
                        plan.sketchSamples(),
                        plan.sketchRecall(),
                        plan.seed())
                    .withThreads(plan.threads(), null)
                : null;
    Deduplicator dedup =
        Deduplicator.builder(plan.tau())
            .measure(corpus.measure)
            .threads(plan.threads())
            .lengthWindow(plan.lengthWindow())
            .deltaPruning(plan.deltaPruning())
            .build();
    String needsAll = plan.needsAllPairs();
    boolean streamPairs = plan.streamPairs();
    List<String> ids = corpus.ids;
    // --pairs-order found with components: the clusters are made from the pairs as they pass
    // (a union-find over the documents), so no pair is held
    Clusters.Components streamed =
        streamPairs && needsAll != null
            ? new Clusters.Components(
                ids.size(), plan.survivor().order(corpus.lengths(corpus.measure), order))
            : null;
    DedupResult result;
    SketchResult sketchRun = null;
    long found;
    try (Output out = Output.open(plan.pairs())) {
      PairFormat pairFormat = plan.pairFormat();
      TsvPairWriter tsv =
          pairFormat == PairFormat.TSV ? new TsvPairWriter(out.stream(), ids) : null;
      Writer w = tsv == null ? out.writer() : null;
      if (plan.header() && tsv != null) {
        tsv.line(Tsv.PAIRS_HEADER);
      }
      PairLine line =
          (a, b, overlap, union) -> {
            int x = compare(order, a, b) <= 0 ? a : b; // the earlier in input order first
            int y = x == a ? b : a;
            if (tsv != null) {
              tsv.pair(x, y, overlap, union);
            } else {
              pairFormat.write(w, ids.get(x), ids.get(y), overlap, union);
            }
          };
      // the exact route's pairs in input order go straight to the output when nothing else
      // needs them all (ids are input positions with --input, which is the order of the pairs)
      boolean streamSorted = !streamPairs && sketch == null && order == null && needsAll == null;
      MemoryUse.holding(
          streamPairs || streamSorted
              ? "the signature vectors and their inverted lists"
                  + (streamPairs && needsAll != null ? ", and a union-find of them" : "")
              : "the pairs found, all held for "
                  + (needsAll != null
                      ? needsAll
                      : "the pairs' order (an index's input order, or the sketch's)")
                  + " (a cluster of n near-duplicates has n(n-1)/2 pairs)");
      PairLine written =
          streamed == null
              ? line
              : (a, b, overlap, union) -> {
                streamed.accept(a, b, overlap, union);
                line.write(a, b, overlap, union);
              };
      if (streamPairs || streamSorted) {
        // the lines are formatted and written on a thread of their own, while the run goes on
        try (PairPipe consumer = new PairPipe(written::write)) {
          if (sketch != null) {
            sketchRun =
                corpus.sketched != null
                    ? corpus.sketched.stream(consumer)
                    : sketch.stream(corpus.vectors, consumer);
            result = sketchRun.pairs();
          } else {
            result =
                streamSorted
                    ? dedup.streamSorted(corpus.vectors, consumer)
                    : dedup.stream(corpus.vectors, consumer);
          }
          consumer.finish();
        } catch (UncheckedIOException e) {
          throw e.getCause(); // a failed write is a failed run
        }
        found = System.nanoTime();
      } else {
        if (sketch != null) {
          sketchRun = sketch.run(corpus.vectors);
          result = sketchRun.pairs();
        } else {
          result = dedup.run(corpus.vectors);
        }
        found = System.nanoTime();
        writePairs(result, order, line);
      }
      if (tsv != null) {
        tsv.flush();
      }
      out.commit();
    }
    return new Found(result, sketch, sketchRun, streamed, found);
  }

  /** Writes one pair line. */
  @FunctionalInterface
  private interface PairLine {
    void write(int a, int b, long overlap, long union) throws IOException;
  }

  /**
   * Writes the pairs of {@code result}, sorted by input order when {@code order} is given (an
   * index's), else in the order of the result.
   */
  private static void writePairs(DedupResult result, long[] order, PairLine line)
      throws IOException {
    if (order == null) {
      for (int i = 0; i < result.size(); i++) {
        line.write(result.docA(i), result.docB(i), result.overlap(i), result.union(i));
      }
      return;
    }
    int[] listing = new int[result.size()];
    for (int i = 0; i < listing.length; i++) {
      listing[i] = i;
    }
    IntArraySorter.sort(
        listing,
        0,
        listing.length,
        (x, y) -> {
          int c = compare(order, first(result, x, order), first(result, y, order));
          return c != 0 ? c : compare(order, second(result, x, order), second(result, y, order));
        });
    for (int i : listing) {
      line.write(result.docA(i), result.docB(i), result.overlap(i), result.union(i));
    }
  }

  private static int first(DedupResult r, int i, long[] order) {
    return compare(order, r.docA(i), r.docB(i)) <= 0 ? r.docA(i) : r.docB(i);
  }

  private static int second(DedupResult r, int i, long[] order) {
    return compare(order, r.docA(i), r.docB(i)) <= 0 ? r.docB(i) : r.docA(i);
  }

  /** Compares documents {@code a} and {@code b} in input order ({@code order}, else their ids). */
  static int compare(long[] order, int a, int b) {
    int c = order == null ? 0 : Long.compare(order[a], order[b]);
    return c != 0 ? c : Integer.compare(a, b);
  }
}
