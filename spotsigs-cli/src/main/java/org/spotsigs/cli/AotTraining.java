package org.spotsigs.cli;

import static java.nio.charset.StandardCharsets.UTF_8;

import java.io.OutputStream;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * The training run of the launcher's ahead-of-time cache (JDK 25+, {@code -XX:AOTCacheOutput}): the
 * usual commands on a small corpus, in one JVM, so that the classes they load and the profiles of
 * their hot methods are in the cache and later runs start and warm up faster. Not a command for
 * users; {@code bin/spotsigs} runs it after each build.
 *
 * <p>Usage: {@code AotTraining CORPUS_DIR}
 */
public final class AotTraining {
  private AotTraining() {}

  public static void main(String[] args) throws Exception {
    String corpus = args[0];
    Path tmp = Files.createTempDirectory("spotsigs-aot");
    PrintStream realOut = System.out;
    System.setOut(new PrintStream(OutputStream.nullOutputStream(), false, UTF_8));
    try {
      PrintWriter quiet = new PrintWriter(OutputStream.nullOutputStream(), false, UTF_8);
      String index = tmp.resolve("index").toString();
      String[][] runs = {
        {"dedup", "-i", corpus, "-t", "0.5"},
        {"dedup", "-i", corpus, "-t", "0.9", "--preset", "prototype"},
        {"index", "-i", corpus, "--index", index},
        {"query", "--index", index, "-t", "0.5", corpus},
        {"dedup", "--index", index, "-t", "0.5", "--clusters", tmp.resolve("c.tsv").toString()},
      };
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
