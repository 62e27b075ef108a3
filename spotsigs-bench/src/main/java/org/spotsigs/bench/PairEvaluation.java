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
package org.spotsigs.bench;

import com.carrotsearch.hppc.LongHashSet;
import java.io.BufferedReader;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.spotsigs.io.Tsv;

/**
 * Precision and recall of a pairs file ({@code idA<TAB>idB<TAB>...}) against the generator's ground
 * truth ({@code id<TAB>cluster}): a pair is a true positive when both documents are in the same
 * cluster (derive from the same real document).
 *
 * <p>The truth only knows what was generated: two real documents that are natural near-duplicates
 * of each other (Reuters updates, spam campaigns) are in different clusters. Found pairs across
 * clusters are therefore split into
 *
 * <ul>
 *   <li><b>real-real</b>: both documents are real;
 *   <li><b>inherited</b>: the two clusters' real documents are themselves a found pair (a copy of A
 *       matches B because A matches B);
 *   <li><b>boilerplate-only</b>: both clusters' real documents are "thin" (given by the caller:
 *       e.g. fewer than 3 signatures of their own), so what their copies share is mostly what the
 *       edits added (the same footer or signature): near-duplicates as text, wrong for the truth;
 *   <li><b>false positives</b>: the rest.
 * </ul>
 *
 * Precision leaves the first two out (the truth cannot judge them); strict precision counts them as
 * wrong. Recall is over all pairs within clusters (many of which are variant against variant, each
 * edited on its own and not necessarily within tau), and separately over the pairs of a real
 * document with its own copies and variants.
 */
public final class PairEvaluation {
  /** The counts; see the class description. */
  public record Result(
      long found,
      long truePositives,
      long realReal,
      long inherited,
      long boilerplateOnly,
      long falsePositives,
      long truthPairs,
      long sourcePairsFound,
      long derived) {
    /** Within clusters over all pairs the truth can judge (real-real and inherited left out). */
    public double precision() {
      return ratio(truePositives, truePositives + boilerplateOnly + falsePositives);
    }

    /** As {@link #precision()}, with the boilerplate-only pairs left out too. */
    public double precisionWithoutBoilerplate() {
      return ratio(truePositives, truePositives + falsePositives);
    }

    public double strictPrecision() {
      return ratio(truePositives, found);
    }

    public double recall() {
      return ratio(truePositives, truthPairs);
    }

    /** Share of copies and variants found paired with their own real document. */
    public double sourceRecall() {
      return ratio(sourcePairsFound, derived);
    }

    private static double ratio(long a, long b) {
      return b == 0 ? Double.NaN : (double) a / b;
    }

    @Override
    public String toString() {
      return String.format(
          Locale.ROOT,
          "found %,d: %,d within clusters, %,d real-real, %,d inherited, %,d boilerplate-only,"
              + " %,d other false positives; precision %.4f (%.4f without boilerplate-only, strict %.4f), recall %.4f of %,d"
              + " pairs within clusters, %.4f of %,d copies and variants with their source",
          found,
          truePositives,
          realReal,
          inherited,
          boilerplateOnly,
          falsePositives,
          precision(),
          precisionWithoutBoilerplate(),
          strictPrecision(),
          recall(),
          truthPairs,
          sourceRecall(),
          derived);
    }
  }

  private final Map<String, Integer> docs = new HashMap<>();
  private int[] cluster;
  private boolean[] original;
  private boolean[] thinCluster;
  private long truthPairs;
  private long derived;

  private PairEvaluation() {}

  /** Evaluates {@code pairs} against {@code truth}, with no thin sources. */
  public static Result evaluate(Path truth, Path pairs) throws IOException {
    return evaluate(truth, pairs, id -> false);
  }

  /**
   * Evaluates {@code pairs} against {@code truth}; {@code thin} tells which clusters (by their id,
   * the id of their real document) count as thin. A pair naming an id the truth lacks is an error.
   */
  public static Result evaluate(Path truth, Path pairs, java.util.function.Predicate<String> thin)
      throws IOException {
    PairEvaluation e = new PairEvaluation();
    e.loadTruth(truth, thin);
    return e.score(pairs);
  }

  private void loadTruth(Path truth, java.util.function.Predicate<String> thin) throws IOException {
    Map<String, Integer> clusters = new HashMap<>();
    java.util.BitSet thinClusters = new java.util.BitSet();
    int[] clusterOf = new int[1024];
    boolean[] orig = new boolean[1024];
    int[] sizes = new int[1024];
    try (BufferedReader in = Files.newBufferedReader(truth, StandardCharsets.UTF_8)) {
      for (String line; (line = in.readLine()) != null; ) {
        List<String> fields = fields(line);
        if (fields.size() != 2) {
          throw new IOException(truth + ": not id<TAB>cluster: " + line);
        }
        String id = fields.get(0);
        String c = fields.get(1);
        int doc = docs.size();
        if (docs.putIfAbsent(id, doc) != null) {
          throw new IOException(truth + ": id twice: " + id);
        }
        int ci = clusters.computeIfAbsent(c, k -> clusters.size());
        if (thin.test(c)) {
          thinClusters.set(ci);
        }
        if (doc == clusterOf.length) {
          clusterOf = java.util.Arrays.copyOf(clusterOf, doc * 2);
          orig = java.util.Arrays.copyOf(orig, doc * 2);
        }
        if (ci == sizes.length) {
          sizes = java.util.Arrays.copyOf(sizes, ci * 2);
        }
        clusterOf[doc] = ci;
        orig[doc] = !id.startsWith("gen/");
        truthPairs += sizes[ci]++;
        derived +=
            id.startsWith(CorpusGenerator.COPY) || id.startsWith(CorpusGenerator.VARIANT) ? 1 : 0;
      }
    }
    this.cluster = clusterOf;
    this.original = orig;
    this.thinCluster = new boolean[clusters.size()];
    thinClusters.stream().forEach(i -> thinCluster[i] = true);
  }

  private Result score(Path pairs) throws IOException {
    LongHashSet natural = new LongHashSet();
    long found = 0;
    long realReal = 0;
    try (BufferedReader in = Files.newBufferedReader(pairs, StandardCharsets.UTF_8)) {
      for (String line; (line = in.readLine()) != null; ) {
        int[] p = pair(line);
        found++;
        if (original[p[0]] && original[p[1]] && cluster[p[0]] != cluster[p[1]]) {
          realReal++;
          natural.add(key(cluster[p[0]], cluster[p[1]]));
        }
      }
    }
    long tp = 0;
    long inherited = 0;
    long boilerplate = 0;
    long fp = 0;
    long sourcePairs = 0;
    try (BufferedReader in = Files.newBufferedReader(pairs, StandardCharsets.UTF_8)) {
      for (String line; (line = in.readLine()) != null; ) {
        int[] p = pair(line);
        int a = cluster[p[0]];
        int b = cluster[p[1]];
        if (a == b) {
          tp++;
          sourcePairs += original[p[0]] != original[p[1]] ? 1 : 0;
        } else if (!(original[p[0]] && original[p[1]])) {
          if (natural.contains(key(a, b))) {
            inherited++;
          } else if (thinCluster[a] && thinCluster[b]) {
            boilerplate++;
          } else {
            fp++;
          }
        }
      }
    }
    return new Result(
        found, tp, realReal, inherited, boilerplate, fp, truthPairs, sourcePairs, derived);
  }

  private int[] pair(String line) throws IOException {
    List<String> fields = fields(line);
    if (fields.size() < 2) {
      throw new IOException("not a pair: " + line);
    }
    Integer a = docs.get(fields.get(0));
    Integer b = docs.get(fields.get(1));
    if (a == null || b == null) {
      throw new IOException("pair with an id the truth does not know: " + line);
    }
    return new int[] {a, b};
  }

  /** The fields of a TSV line, unescaped as every TSV file of the tool is written ({@link Tsv}). */
  private static List<String> fields(String line) throws IOException {
    try {
      return Tsv.split(line);
    } catch (IllegalArgumentException e) {
      throw new IOException(e.getMessage() + ": " + line, e);
    }
  }

  private static long key(int a, int b) {
    return ((long) Math.min(a, b) << 32) | Math.max(a, b);
  }

  /** {@code PairEvaluation TRUTH PAIRS}: prints the counts. */
  public static void main(String[] args) throws IOException {
    if (args.length != 2) {
      System.err.println("usage: PairEvaluation TRUTH.tsv PAIRS.tsv");
      System.exit(2);
    }
    System.out.println(evaluate(Path.of(args[0]), Path.of(args[1])));
  }
}
