package org.spotsigs.cli;

import static java.nio.charset.StandardCharsets.UTF_8;

import java.io.OutputStream;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The training run of the launcher's ahead-of-time cache (JDK 25+, {@code -XX:AOTCacheOutput}): the
 * usual commands on a small corpus, in one JVM, so that the classes they load and the profiles of
 * their hot methods are in the cache and later runs start and warm up faster. Not a command for
 * users; {@code bin/spotsigs} runs it after each build, once for each of its two caches.
 *
 * <p>Usage: {@code AotTraining CORPUS_DIR [all|dedup]}: every command ({@code all}, the default),
 * or {@code dedup} of documents alone (the JVM loads every class of its cache at start, so a run of
 * that command starts faster from a cache without the classes of the others).
 */
public final class AotTraining {
  private AotTraining() {}

  public static void main(String[] args) throws Exception {
    String corpus = args[0];
    String kind = args.length > 1 ? args[1] : "all";
    if (!kind.equals("all") && !kind.equals("dedup")) {
      throw new IllegalArgumentException("AotTraining: unknown kind " + kind + " (all or dedup)");
    }
    Path tmp = Files.createTempDirectory("spotsigs-aot");
    PrintStream realOut = System.out;
    System.setOut(new PrintStream(OutputStream.nullOutputStream(), false, UTF_8));
    try {
      PrintWriter quiet = new PrintWriter(OutputStream.nullOutputStream(), false, UTF_8);
      String index = tmp.resolve("index").toString();
      String[][] dedup = {
        {"dedup", "-i", corpus, "-t", "0.5"},
        {"dedup", "-i", corpus, "-t", "0.9", "--preset", "prototype"},
      };
      String[][] others = {
        {"index", "-i", corpus, "--index", index},
        {"query", "--index", index, "-t", "0.5", corpus},
        {"dedup", "--index", index, "-t", "0.5", "--clusters", tmp.resolve("c.tsv").toString()},
      };
      List<String[]> runs = new ArrayList<>(List.of(dedup));
      if (kind.equals("all")) {
        runs.addAll(List.of(others));
      }
      for (int round = 0; round < 3; round++) {
        for (String[] run : runs) {
          SpotSigsCli.execute(run, quiet, quiet);
        }
      }
    } finally {
      System.setOut(realOut);
      try (var s = Files.walk(tmp)) {
        for (Path p : s.sorted(java.util.Comparator.reverseOrder()).toList()) {
          Files.deleteIfExists(p);
        }
      }
    }
  }
}
