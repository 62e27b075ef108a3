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
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;
import org.apache.lucene.util.ArrayUtil;
import org.spotsigs.cli.SpotSigsCli;
import org.spotsigs.cli.output.Output;
import org.spotsigs.cli.output.OutputPlan;
import org.spotsigs.cli.output.PairFormat;
import org.spotsigs.dedup.Clusters;
import org.spotsigs.dedup.DedupResult;
import org.spotsigs.io.PairReader;
import org.spotsigs.io.Tsv;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code spotsigs clusters}: groups of near-duplicates from a pairs file. */
@Command(
    name = "clusters",
    mixinStandardHelpOptions = true,
    sortOptions = false,
    description = {
      "Groups near-duplicates from the pairs written by 'spotsigs dedup' (TSV or JSONL).",
      "Output: id<TAB>representative id<TAB>similarity to it, for every id in the pairs.",
      "TSV similarities have 6 decimals; JSONL pairs keep the exact overlap/union for the best-match choice.",
      ""
    })
public final class ClustersCommand implements Callable<Integer> {
  @CommandLine.Spec CommandLine.Model.CommandSpec spec;

  @Option(
      names = {"-p", "--pairs"},
      required = true,
      paramLabel = "FILE",
      description = "Pairs from 'spotsigs dedup'.")
  Path pairs;

  @Option(
      names = "--cluster-method",
      paramLabel = "components|best",
      description =
          "Transitive groups, or each document with its most similar representative. Default: components.")
  String method;

  /** {@code --method}: the spelling of {@code --cluster-method} before one dialect. */
  @Option(
      names = "--method",
      hidden = true,
      paramLabel = "components|best",
      description = "Old spelling of --cluster-method, kept for one release.")
  String legacyMethod;

  @Option(
      names = "--header",
      description = "Start the output with a line of column names (id cluster similarity).")
  boolean header;

  @Option(
      names = {"-o", "--output"},
      paramLabel = "FILE",
      description = "Write to FILE instead of stdout.")
  Path output;

  @Override
  public Integer call() throws Exception {
    PrintWriter err = spec.commandLine().getErr();
    String method =
        this.method != null ? this.method : legacyMethod != null ? legacyMethod : "components";
    boolean best =
        switch (method.toLowerCase(Locale.ROOT)) {
          case "components" -> false;
          case "best" -> true;
          default ->
              throw new CommandLine.ParameterException(
                  spec.commandLine(),
                  "unknown --cluster-method '" + method + "': use components or best");
        };
    if (!Files.exists(pairs) || Files.isDirectory(pairs)) {
      throw new java.io.IOException(
          "pairs file " + pairs + (Files.exists(pairs) ? " is a directory" : " does not exist"));
    }
    OutputPlan.of(spec).file("--output", output).inputs(pairs).check();
    PairList read = new PairList();
    int[] bad = {0};
    PairReader.read(
        pairs,
        new PairReader.Handler() {
          @Override
          public void pair(PairReader.Pair p) {
            read.add(p);
          }

          @Override
          public void bad(int lineNo, String why) {
            err.println("spotsigs: skipped " + pairs + ":" + lineNo + ": " + why);
            bad[0]++;
          }
        });
    List<String> ids = read.ids;
    DedupResult result = read.result();
    Clusters c =
        best
            ? Clusters.bestMatch(result, ids.size())
            : Clusters.connectedComponents(result, ids.size());
    try (Output out = Output.open(output)) {
      if (header) {
        out.writer().append(Tsv.CLUSTERS_HEADER).append('\n');
      }
      StringBuilder line = new StringBuilder();
      for (int i = 0; i < ids.size(); i++) {
        line.setLength(0);
        int rep = c.representative(i);
        Tsv.append(Tsv.append(line, ids.get(i)).append('\t'), ids.get(rep)).append('\t');
        if (rep == i || best || c.overlap(i) > 0) {
          PairFormat.appendSimilarity(line, c.overlap(i), c.union(i));
        }
        out.writer().append(line.append('\n'));
      }
      out.commit();
    }
    err.printf(
        Locale.ROOT,
        "spotsigs clusters: %,d pairs over %,d ids: %,d clusters (%s)%n",
        read.n,
        ids.size(),
        c.countNonSingleton(),
        best ? "best match" : "connected components");
    return bad[0] > 0 ? SpotSigsCli.EXIT_SKIPPED_INPUT : 0;
  }

  /** The pairs read, their ids numbered in the order they are first met. */
  private static final class PairList {
    final Map<String, Integer> idOf = new HashMap<>();
    final List<String> ids = new ArrayList<>();
    int[] a = new int[16];
    int[] b = new int[16];
    long[] ov = new long[16];
    long[] un = new long[16];
    int n;

    void add(PairReader.Pair p) {
      a = ArrayUtil.grow(a, n + 1);
      b = ArrayUtil.grow(b, n + 1);
      ov = ArrayUtil.grow(ov, n + 1);
      un = ArrayUtil.grow(un, n + 1);
      a[n] = number(p.a());
      b[n] = number(p.b());
      ov[n] = p.overlap();
      un[n] = p.union();
      n++;
    }

    private int number(String id) {
      return idOf.computeIfAbsent(
          id,
          k -> {
            ids.add(k);
            return ids.size() - 1;
          });
    }

    DedupResult result() {
      return DedupResult.of(
          ArrayUtil.copyOfSubArray(a, 0, n),
          ArrayUtil.copyOfSubArray(b, 0, n),
          Arrays.copyOf(ov, n),
          Arrays.copyOf(un, n),
          ids.size());
    }
  }
}
