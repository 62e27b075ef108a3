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
package org.spotsigs.cli;

import static java.nio.charset.StandardCharsets.UTF_8;

import java.io.OutputStream;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.spotsigs.io.FileTrees;

/**
 * The training run of the launcher's ahead-of-time cache (JDK 25+, {@code -XX:AOTCacheOutput}): the
 * usual commands on a small corpus, once each, in one JVM, so that the classes they load are in the
 * cache and later runs start faster. Not a command for users; {@code bin/spotsigs} runs it after
 * each build, once for each of its two caches.
 *
 * <p>Usage: {@code AotTraining CORPUS_DIR [all|documents]}: every command ({@code all}, the
 * default), or the commands that read documents without an index ({@code documents}: {@code dedup},
 * {@code explain} and {@code signatures}; the JVM loads every class of its cache at start, so those
 * start faster from a cache without the classes of the others).
 *
 * <p>Each command runs once: the cache's method profiles serve the optimizing compiler, which the
 * runs that use the cache (inputs under the launcher's size limit) do not use, and the classes are
 * all loaded by the first run.
 */
public final class AotTraining {
  private AotTraining() {}

  public static void main(String[] args) throws Exception {
    Path corpus = Path.of(args[0]);
    String kind = args.length > 1 ? args[1] : "all";
    if (!kind.equals("all") && !kind.equals("documents")) {
      throw new IllegalArgumentException(
          "AotTraining: unknown kind " + kind + " (all or documents)");
    }
    List<String> pages;
    try (Stream<Path> s = Files.list(corpus)) {
      pages = s.filter(Files::isRegularFile).map(Path::toString).sorted().limit(2).toList();
    }
    Path tmp = Files.createTempDirectory("spotsigs-aot");
    PrintStream realOut = System.out;
    System.setOut(new PrintStream(OutputStream.nullOutputStream(), false, UTF_8));
    try {
      PrintWriter quiet = new PrintWriter(OutputStream.nullOutputStream(), false, UTF_8);
      String dir = corpus.toString();
      String index = tmp.resolve("index").toString();
      List<String[]> runs = new ArrayList<>();
      runs.add(new String[] {"dedup", "-i", dir, "-t", "0.5"});
      runs.add(new String[] {"dedup", "-i", dir, "-t", "0.9", "--preset", "prototype"});
      runs.add(new String[] {"signatures", "-i", dir});
      if (pages.size() == 2) {
        runs.add(new String[] {"explain", "-i", pages.get(0), pages.get(1), "-t", "0.3"});
        runs.add(
            new String[] {"explain", "--output-format", "json", "-i", pages.get(0), pages.get(1)});
      }
      if (kind.equals("all")) {
        runs.add(new String[] {"index", "-i", dir, "--index", index});
        runs.add(new String[] {"query", "--index", index, "-t", "0.5", "-i", dir});
        String clusters = tmp.resolve("c.tsv").toString();
        runs.add(new String[] {"dedup", "--index", index, "-t", "0.5", "--clusters", clusters});
      }
      for (String[] run : runs) {
        SpotSigsCli.execute(run, quiet, quiet);
      }
    } finally {
      System.setOut(realOut);
      FileTrees.delete(tmp);
    }
  }
}
