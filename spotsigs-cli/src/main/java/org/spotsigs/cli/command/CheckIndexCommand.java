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

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.apache.lucene.index.CheckIndex;
import org.apache.lucene.index.IndexNotFoundException;
import org.apache.lucene.index.SegmentInfos;
import org.apache.lucene.store.FSDirectory;
import org.spotsigs.cli.Checks;
import org.spotsigs.cli.IndexDirectory;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * {@code spotsigs check-index}: reads every byte of an index with Lucene's {@link CheckIndex} and
 * says whether it is whole. It only reads: a damaged segment is reported, never removed.
 */
@Command(
    name = "check-index",
    mixinStandardHelpOptions = true,
    sortOptions = false,
    description = {
      "Checks that an index is whole: Lucene's CheckIndex reads every file (checksums, postings,",
      "stored fields, doc values, points, the index sort) and reports each damaged segment.",
      "It changes nothing; exit 0 when the index is whole, 1 when it is damaged.",
      ""
    })
public final class CheckIndexCommand implements Callable<Integer> {
  @CommandLine.Spec CommandLine.Model.CommandSpec spec;

  @Mixin IndexOption indexOption;

  @Option(
      names = "--threads",
      paramLabel = "N",
      defaultValue = "0",
      description = "Segments checked at once. Default: available processors.")
  int threads;

  @Option(names = "--verbose", description = "Print Lucene's whole report on stdout.")
  boolean verbose;

  @Override
  public Integer call() throws Exception {
    int nThreads;
    try {
      nThreads = Checks.threads(threads, "--threads");
    } catch (IllegalArgumentException e) {
      throw new CommandLine.ParameterException(spec.commandLine(), e.getMessage(), e);
    }
    if (!Files.isDirectory(indexOption.dir)) {
      throw new IOException("no index in " + indexOption.dir + ": not a directory");
    }
    PrintWriter out = spec.commandLine().getOut();
    ByteArrayOutputStream report = new ByteArrayOutputStream();
    CheckIndex.Status status;
    try (FSDirectory dir = FSDirectory.open(indexOption.dir);
        CheckIndex check = open(dir);
        PrintStream info = new PrintStream(report, true, StandardCharsets.UTF_8)) {
      check.setInfoStream(info, verbose);
      check.setThreadCount(nThreads);
      status = check.checkIndex();
    }
    if (verbose) {
      out.print(report.toString(StandardCharsets.UTF_8));
    }
    if (status.missingSegments) {
      // no commit could be read: none is there, or it is damaged (which Lucene says why)
      try (FSDirectory dir = FSDirectory.open(indexOption.dir)) {
        SegmentInfos.readLatestCommit(dir);
      } catch (IOException e) {
        if (IndexDirectory.isDamage(e) && !(e instanceof IndexNotFoundException)) {
          throw IndexDirectory.damaged(e, indexOption.dir);
        }
      }
      throw new IOException("no index in " + indexOption.dir);
    }
    long documents = 0;
    List<String> damaged = new ArrayList<>();
    for (CheckIndex.Status.SegmentInfoStatus s : status.segmentInfos) {
      documents += s.maxDoc;
      if (s.error != null) {
        damaged.add(
            "segment "
                + s.name
                + " ("
                + String.format(Locale.ROOT, "%,d", s.maxDoc)
                + " documents): "
                + IndexDirectory.describe(s.error));
      }
    }
    if (status.clean) {
      out.printf(
          Locale.ROOT,
          "spotsigs check-index: %s is whole: %,d segments, %,d documents, every file read%n",
          indexOption.dir,
          status.numSegments,
          documents);
      out.flush();
      return 0;
    }
    PrintWriter err = spec.commandLine().getErr();
    err.printf(
        Locale.ROOT,
        "spotsigs: index damaged: %s: %,d of %,d segments cannot be read whole (%,d documents"
            + " in them)%n",
        indexOption.dir,
        status.numBadSegments,
        status.numSegments,
        status.totLoseDocCount);
    for (String d : damaged) {
      err.println("  " + d);
    }
    err.flush();
    return CommandLine.ExitCode.SOFTWARE;
  }

  /**
   * Lucene's CheckIndex on {@code dir}; it takes the index's write lock, so no run writes
   * meanwhile.
   */
  private CheckIndex open(FSDirectory dir) throws IOException {
    try {
      return new CheckIndex(dir);
    } catch (IOException | RuntimeException e) {
      throw IndexDirectory.damaged(e, indexOption.dir);
    }
  }
}
