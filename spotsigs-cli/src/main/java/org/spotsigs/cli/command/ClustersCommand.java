package org.spotsigs.cli.command;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.BufferedReader;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
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
import org.spotsigs.cli.output.Tsv;
import org.spotsigs.dedup.Clusters;
import org.spotsigs.dedup.DedupResult;
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
  /** One value per line: a second object on a line is an error, not dropped. */
  private static final ObjectMapper JSON =
      new ObjectMapper()
          .enable(com.fasterxml.jackson.databind.DeserializationFeature.FAIL_ON_TRAILING_TOKENS);

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
    Map<String, Integer> idOf = new HashMap<>();
    List<String> ids = new ArrayList<>();
    int[] a = new int[16];
    int[] b = new int[16];
    long[] ov = new long[16];
    long[] un = new long[16];
    int n = 0;
    int bad = 0;
    try (BufferedReader in = Files.newBufferedReader(pairs, StandardCharsets.UTF_8)) {
      int lineNo = 0;
      for (String line; (line = in.readLine()) != null; ) {
        lineNo++;
        if (line.isBlank() || (lineNo == 1 && line.equals(Tsv.PAIRS_HEADER))) {
          continue; // the header line of 'dedup --header'
        }
        String x;
        String y;
        long o;
        long u;
        try {
          if (line.startsWith("{")) {
            JsonNode node = JSON.readTree(line);
            for (String field : new String[] {"a", "b"}) {
              if (node.get(field) == null
                  || !(node.get(field).isTextual() || node.get(field).isIntegralNumber())) {
                throw new IllegalArgumentException("\"" + field + "\" must be an id (a string)");
              }
            }
            for (String field : new String[] {"overlap", "union"}) {
              if (node.get(field) == null
                  || !node.get(field).isIntegralNumber()
                  || !node.get(field).canConvertToLong()) {
                throw new IllegalArgumentException("\"" + field + "\" must be a whole number");
              }
            }
            x = node.get("a").asText();
            y = node.get("b").asText();
            o = node.get("overlap").asLong();
            u = node.get("union").asLong();
          } else {
            List<String> f = Tsv.split(line);
            if (f.size() != 3) {
              throw new IllegalArgumentException(
                  "expected idA<TAB>idB<TAB>similarity, got " + f.size() + " fields");
            }
            x = f.get(0);
            y = f.get(1);
            u = 1_000_000;
            double similarity;
            try {
              similarity = Double.parseDouble(f.get(2));
            } catch (NumberFormatException e) {
              throw new IllegalArgumentException("similarity '" + f.get(2) + "' is not a number");
            }
            if (!(similarity >= 0 && similarity <= 1)) {
              throw new IllegalArgumentException("similarity " + f.get(2) + " is not in [0, 1]");
            }
            o = Math.round(similarity * u);
          }
          if (x.isEmpty() || y.isEmpty()) {
            throw new IllegalArgumentException("empty id");
          }
          if (x.equals(y)) {
            throw new IllegalArgumentException("a pair of one id with itself ('" + x + "')");
          }
          if (u < 1 || o < 0 || o > u) {
            throw new IllegalArgumentException(
                "overlap " + o + " / union " + u + " is not a similarity in [0, 1]");
          }
        } catch (RuntimeException | com.fasterxml.jackson.core.JsonProcessingException e) {
          String why =
              e instanceof com.fasterxml.jackson.core.JsonProcessingException j
                  ? "invalid JSON: " + j.getOriginalMessage()
                  : SpotSigsCli.describe(e);
          err.println("spotsigs: skipped " + pairs + ":" + lineNo + ": " + why);
          bad++;
          continue;
        }
        a = ArrayUtil.grow(a, n + 1);
        b = ArrayUtil.grow(b, n + 1);
        ov = ArrayUtil.grow(ov, n + 1);
        un = ArrayUtil.grow(un, n + 1);
        a[n] =
            idOf.computeIfAbsent(
                x,
                k -> {
                  ids.add(k);
                  return ids.size() - 1;
                });
        b[n] =
            idOf.computeIfAbsent(
                y,
                k -> {
                  ids.add(k);
                  return ids.size() - 1;
                });
        ov[n] = o;
        un[n] = u;
        n++;
      }
    }
    DedupResult result =
        DedupResult.of(
            ArrayUtil.copyOfSubArray(a, 0, n),
            ArrayUtil.copyOfSubArray(b, 0, n),
            java.util.Arrays.copyOf(ov, n),
            java.util.Arrays.copyOf(un, n),
            ids.size());
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
        n,
        ids.size(),
        c.countNonSingleton(),
        best ? "best match" : "connected components");
    return bad > 0 ? SpotSigsCli.EXIT_SKIPPED_INPUT : 0;
  }
}
