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
import java.nio.file.Path;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.apache.lucene.index.DirectoryReader;
import org.spotsigs.analysis.CommonSignatures;
import org.spotsigs.cli.Checks;
import org.spotsigs.cli.Extraction;
import org.spotsigs.cli.IndexDirectory;
import org.spotsigs.cli.Progress;
import org.spotsigs.cli.input.DocumentLimit;
import org.spotsigs.cli.input.InputFormat;
import org.spotsigs.cli.input.InputProblems;
import org.spotsigs.cli.output.Output;
import org.spotsigs.cli.output.OutputPlan;
import org.spotsigs.io.IndexMetadata;
import picocli.CommandLine;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code spotsigs common-signatures}: learns the list of boilerplate signatures of a corpus. */
@Command(
    name = "common-signatures",
    mixinStandardHelpOptions = true,
    sortOptions = false,
    description = {
      "Lists the signatures found in more documents than a limit: the boilerplate of a corpus.",
      "(Site templates, legal lines, navigation written as sentences.) Give the list to",
      "--common-signatures (index, dedup) or to Lucene's 'stop' filter after 'spotSigs', at index and",
      "query time alike.",
      ""
    })
public final class CommonSignaturesCommand implements Callable<Integer> {
  @CommandLine.Spec CommandLine.Model.CommandSpec spec;

  @ArgGroup(exclusive = true, multiplicity = "1")
  CorpusOrIndex source;

  @Mixin InputOptions inputOptions;

  static final class Limit {
    @Option(
        names = "--max-df",
        required = true,
        paramLabel = "N",
        description = "Common: in more than N documents.")
    Long maxDf;

    @Option(
        names = "--max-df-share",
        required = true,
        paramLabel = "S",
        description = "Common: in more than this share of documents, e.g. 0.01.")
    Double share;
  }

  @ArgGroup(exclusive = true, multiplicity = "1")
  Limit limit;

  @ArgGroup(exclusive = true, multiplicity = "1")
  Out output;

  /**
   * {@code -o, --output}, or {@code --out}: its spelling before every command spoke one dialect.
   */
  static final class Out {
    @Option(
        names = {"-o", "--output"},
        required = true,
        paramLabel = "FILE",
        description = "Where to write the list.")
    Path output;

    @Option(
        names = "--out",
        required = true,
        hidden = true,
        paramLabel = "FILE",
        description = "Old spelling of --output, kept for one release.")
    Path legacy;
  }

  /** The list's file, as either spelling gives it. */
  private Path out;

  @Mixin ThreadsOption threadsOption;

  @Mixin AnalysisOptions analysis;

  @Mixin DocumentLimit sizeLimit;

  @Override
  public Integer call() throws Exception {
    out = output.output != null ? output.output : output.legacy;
    PrintWriter err = spec.commandLine().getErr();
    OutputPlan.of(spec)
        .file("--output", out)
        .inputs(analysis.files())
        .inputs(source.input)
        .index(source.index)
        .check();
    InputProblems problems = new InputProblems(err);
    CommonSignatures common;
    long documents;
    try {
      if (limit.share != null) {
        Checks.inHalfOpen(limit.share, 0, 1, "--max-df-share");
      }
      if (limit.maxDf != null) {
        Checks.atLeast(limit.maxDf, 0, "--max-df");
      }
      Checks.threads(threadsOption.threads, "--threads");
      sizeLimit.maxBytes();
      analysis.settings(); // bad analysis options are usage errors
    } catch (IllegalArgumentException e) {
      throw new CommandLine.ParameterException(spec.commandLine(), e.getMessage(), e);
    }
    if (source.index != null) {
      try (IndexDirectory.Opened opened = IndexDirectory.open(source.index, true)) {
        DirectoryReader reader = opened.reader();
        IndexMetadata meta = opened.meta();
        documents = reader.numDocs();
        long maxDf =
            limit.maxDf != null ? limit.maxDf : CommonSignatures.maxDf(limit.share, documents);
        common = CommonSignatures.fromIndex(reader, meta.schema().field(), maxDf);
      }
    } else {
      InputFormat f;
      try {
        f = inputOptions.resolve(source.input);
      } catch (IllegalArgumentException e) {
        throw new CommandLine.ParameterException(spec.commandLine(), e.getMessage(), e);
      }
      CommonSignatures.Learner learner = new CommonSignatures.Learner();
      int n = Checks.threads(threadsOption.threads, "--threads");
      Extraction.run(
          inputOptions.open(f, source.input, sizeLimit),
          analysis.analyzer(),
          n,
          problems,
          Progress.none(),
          (doc, vector, chars) -> learner.add(vector));
      documents = learner.documents();
      long maxDf =
          limit.maxDf != null ? limit.maxDf : CommonSignatures.maxDf(limit.share, documents);
      common = learner.build(maxDf);
    }
    try (Output o = Output.open(out)) {
      common.write(o.writer());
      o.commit();
    }
    err.printf(
        Locale.ROOT,
        "spotsigs common-signatures: %,d common signatures among %,d documents, written to %s%n",
        common.signatures().size(),
        documents,
        out);
    if (problems.partial()) {
      err.printf(Locale.ROOT, "  bad inputs    %s%n", problems.summary());
    }
    return problems.exitCode();
  }
}
