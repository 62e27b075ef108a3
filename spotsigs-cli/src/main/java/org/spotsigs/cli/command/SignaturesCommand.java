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

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import java.io.IOException;
import java.io.Writer;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.spotsigs.cli.Checks;
import org.spotsigs.cli.Extraction;
import org.spotsigs.cli.Progress;
import org.spotsigs.cli.input.DocumentLimit;
import org.spotsigs.cli.input.DocumentStream;
import org.spotsigs.cli.input.InputFormat;
import org.spotsigs.cli.input.InputProblems;
import org.spotsigs.cli.output.Output;
import org.spotsigs.cli.output.OutputPlan;
import org.spotsigs.index.SignatureVector;
import org.spotsigs.io.Tsv;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * {@code spotsigs signatures}: the spot signatures of documents, as {@code dedup --format
 * signatures} reads them.
 */
@Command(
    name = "signatures",
    mixinStandardHelpOptions = true,
    sortOptions = false,
    description = {
      "Prints the spot signatures of documents: one JSONL line per document,",
      "{\"id\": ..., \"language\": \"en\", \"signatures\": {\"the:south:carolina\": 2, ...}}",
      "(language: the document's, detected with --language auto), the input of 'dedup --format",
      "signatures', so a pipeline can run the extraction apart from the matching; or TSV, one line",
      "per signature: id<TAB>signature<TAB>count. Documents are written in input order.",
      ""
    })
public final class SignaturesCommand implements Callable<Integer> {
  private static final JsonFactory JSON = new JsonFactory();

  @CommandLine.Spec CommandLine.Model.CommandSpec spec;

  @Mixin InputOptions inputOptions;

  @Option(
      names = "--output-format",
      paramLabel = "jsonl|tsv",
      defaultValue = "jsonl",
      description = "Default: ${DEFAULT-VALUE}.")
  String outputFormat;

  @Option(
      names = {"-o", "--output"},
      paramLabel = "FILE",
      description = "Write to FILE instead of stdout.")
  Path output;

  @Mixin ThreadsOption threadsOption;

  @Mixin AnalysisOptions analysis;

  @Mixin DocumentLimit limit;

  @Mixin InputList inputList;

  private List<Path> inputs;

  @Override
  public Integer call() throws Exception {
    inputs = inputList.paths(spec.commandLine());
    InputFormat inputFormat;
    boolean tsv;
    int nThreads;
    try {
      inputFormat = InputFormat.parse(inputOptions.format("files"));
      if (inputFormat == InputFormat.SIGNATURES) {
        throw new IllegalArgumentException(
            "--format signatures: the input holds signatures already");
      }
      for (Path input : inputs) {
        inputFormat.checkInput(input);
      }
      tsv =
          switch (outputFormat.toLowerCase(Locale.ROOT)) {
            case "jsonl" -> false;
            case "tsv" -> true;
            default ->
                throw new IllegalArgumentException(
                    "unknown --output-format '" + outputFormat + "': use jsonl or tsv");
          };
      nThreads = Checks.threads(threadsOption.threads, "--threads");
      limit.maxBytes();
      analysis.settings();
    } catch (IllegalArgumentException e) {
      throw new CommandLine.ParameterException(spec.commandLine(), e.getMessage(), e);
    }
    OutputPlan.of(spec)
        .file("--output", output)
        .inputs(analysis.files())
        .inputs(inputs.toArray(Path[]::new))
        .check();
    InputProblems problems = new InputProblems(spec.commandLine().getErr());
    long[] docs = {0};
    try (Output out = Output.open(output)) {
      Writer w = out.writer();
      for (Path input : inputs) {
        DocumentStream stream = inputOptions.open(inputFormat, input, limit);
        Extraction.run(
            stream,
            analysis.analyzer(),
            nThreads,
            problems,
            Progress.none(),
            (doc, vector, chars) -> {
              if (tsv) {
                writeTsv(w, doc.id(), vector);
              } else {
                writeJsonl(w, doc.id(), vector);
              }
              docs[0]++;
            });
      }
      out.commit();
    }
    spec.commandLine()
        .getErr()
        .printf(
            Locale.ROOT,
            "spotsigs signatures: %,d documents (%s)%n",
            docs[0],
            analysis.settings().describe());
    return problems.exitCode();
  }

  /** One JSONL line: the id and every signature with its count. */
  static void writeJsonl(Writer w, String id, SignatureVector vector) throws IOException {
    try (JsonGenerator g = JSON.createGenerator(w)) {
      g.disable(JsonGenerator.Feature.AUTO_CLOSE_TARGET);
      g.writeStartObject();
      g.writeStringField("id", id);
      if (vector.language() != null) {
        g.writeStringField("language", vector.language());
      }
      g.writeObjectFieldStart("signatures");
      for (int i = 0; i < vector.size(); i++) {
        g.writeNumberField(vector.term(i).utf8ToString(), vector.count(i));
      }
      g.writeEndObject();
      g.writeEndObject();
    }
    w.write('\n');
  }

  private static void writeTsv(Writer w, String id, SignatureVector vector) throws IOException {
    StringBuilder line = new StringBuilder();
    for (int i = 0; i < vector.size(); i++) {
      line.setLength(0);
      Tsv.append(Tsv.append(line, id).append('\t'), vector.term(i).utf8ToString())
          .append('\t')
          .append(vector.count(i))
          .append('\n');
      w.append(line);
    }
  }
}
