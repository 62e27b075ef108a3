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

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;
import org.apache.lucene.index.DirectoryReader;
import org.apache.lucene.index.Term;
import org.apache.lucene.search.IndexSearcher;
import org.apache.lucene.search.TermQuery;
import org.apache.lucene.search.TopDocs;
import org.spotsigs.cli.Extraction;
import org.spotsigs.cli.IndexDirectory;
import org.spotsigs.cli.Progress;
import org.spotsigs.cli.ThresholdConverter;
import org.spotsigs.cli.input.InputFormat;
import org.spotsigs.cli.input.InputProblems;
import org.spotsigs.core.Measure;
import org.spotsigs.core.Threshold;
import org.spotsigs.index.SignatureVector;
import org.spotsigs.io.IndexMetadata;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code spotsigs explain A B}: the exact similarity of two documents, what they share, and what
 * the bounds do with the pair.
 *
 * <p>The figures are computed once ({@link PairExplanation}) and written as one JSON object or as
 * text ({@link ExplanationText}).
 */
@Command(
    name = "explain",
    mixinStandardHelpOptions = true,
    sortOptions = false,
    description = {
      "Explains the similarity of two documents: the exact Jaccard similarity as overlap / union, the",
      "signatures they share (with their counts), the largest signatures of each that the other lacks,",
      "and, with --tau, what the matcher's bounds do with the pair (the length window, the overlap it",
      "needs, the prefix that the delta bounds keep, the paper's length partitions). A and B are files",
      "(analysed with the analysis options), or ids of documents in an index (--index; analysed as the",
      "index records).",
      ""
    })
public final class ExplainCommand implements Callable<Integer> {
  private static final ObjectMapper JSON =
      new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

  @CommandLine.Spec CommandLine.Model.CommandSpec spec;

  @Option(
      names = "--index",
      paramLabel = "DIR",
      description = "A and B are ids of documents in this index built by 'spotsigs index'.")
  Path index;

  @Option(
      names = {"-t", "--tau"},
      paramLabel = "TAU",
      converter = ThresholdConverter.class,
      description = "Explain what the bounds do with the pair at this threshold.")
  Threshold tau;

  @Option(
      names = "--measure",
      paramLabel = "set|multiset",
      description = "Default: multiset, or the index's measure with --index.")
  String measure;

  @Option(
      names = "--top",
      paramLabel = "N",
      defaultValue = "10",
      description =
          "How many of the signatures only one side has to list, largest count first. Default: ${DEFAULT-VALUE}.")
  int top;

  @Option(
      names = "--output-format",
      paramLabel = "text|json",
      description = "Text, or one JSON object. Default: text.")
  String outputFormat;

  /** {@code --json}: the spelling of {@code --output-format json} before one dialect. */
  @Option(
      names = "--json",
      hidden = true,
      description = "Old spelling of --output-format json, kept for one release.")
  boolean json;

  @Mixin AnalysisOptions analysis;

  @Option(
      names = {"-i", "--input"},
      arity = "1..*",
      paramLabel = "DOC",
      description = "The two documents (--input A --input B): files, or ids with --index.")
  List<String> input;

  /** The two documents as operands ({@code explain A B}): the form before one dialect. */
  @Parameters(
      arity = "0..2",
      hidden = true,
      paramLabel = "DOC",
      description = "Old form of --input A --input B, kept for one release.")
  List<String> operands;

  /** The two documents, as either form gives them. */
  private List<String> docs;

  @Override
  public Integer call() throws Exception {
    docs = InputList.inputs(spec.commandLine(), input, operands);
    if (docs.size() != 2) {
      throw new CommandLine.ParameterException(
          spec.commandLine(),
          "explain compares two documents (--input A --input B), got " + docs.size());
    }
    if (outputFormat != null) {
      switch (outputFormat.toLowerCase(Locale.ROOT)) {
        case "text" -> {}
        case "json" -> json = true;
        default ->
            throw new CommandLine.ParameterException(
                spec.commandLine(),
                "unknown --output-format '" + outputFormat + "': use text or json");
      }
    }
    Measure m;
    try {
      m = measure == null ? null : Measure.forName(measure);
      if (top < 0) {
        throw new IllegalArgumentException("--top must be at least 0, got " + top);
      }
      if (index != null && analysis.analysisGiven()) {
        throw new IllegalArgumentException(
            "--index: the documents are analysed as the index records; drop the analysis options");
      }
      analysis.settings();
    } catch (IllegalArgumentException e) {
      throw new CommandLine.ParameterException(spec.commandLine(), e.getMessage(), e);
    }
    PairExplanation.Doc a;
    PairExplanation.Doc b;
    if (index != null) {
      try (IndexDirectory.Opened opened = IndexDirectory.open(index, true)) {
        DirectoryReader reader = opened.reader();
        IndexMetadata meta = opened.meta();
        if (m == null) {
          m = meta.sortMeasure();
        }
        a = fromIndex(reader, meta, docs.get(0));
        b = fromIndex(reader, meta, docs.get(1));
      }
    } else {
      if (m == null) {
        m = Measure.MULTISET;
      }
      a = fromFile(Path.of(docs.get(0)));
      b = fromFile(Path.of(docs.get(1)));
    }
    Map<String, Object> report = new PairExplanation(tau, top).explain(a, b, m);
    PrintWriter out = spec.commandLine().getOut();
    if (json) {
      out.println(JSON.writeValueAsString(report));
    } else {
      ExplanationText.print(out, report);
    }
    out.flush();
    return 0;
  }

  private PairExplanation.Doc fromIndex(DirectoryReader reader, IndexMetadata meta, String id)
      throws IOException {
    TopDocs hits =
        new IndexSearcher(reader).search(new TermQuery(new Term(IndexMetadata.ID, id)), 2);
    if (hits.scoreDocs.length == 0) {
      throw new IOException("no document with id '" + id + "' in " + index);
    }
    return new PairExplanation.Doc(id, meta.schema().readVector(reader, hits.scoreDocs[0].doc));
  }

  private PairExplanation.Doc fromFile(Path file) throws IOException {
    if (!java.nio.file.Files.isRegularFile(file)) {
      throw new IOException(
          file + (java.nio.file.Files.exists(file) ? " is not a file" : " does not exist"));
    }
    InputProblems problems = new InputProblems(spec.commandLine().getErr());
    List<SignatureVector> found = new ArrayList<>();
    Extraction.run(
        InputFormat.FILES.open(file, "id", "text"),
        analysis.analyzer(),
        1,
        problems,
        Progress.none(),
        (doc, vector, chars) -> found.add(vector));
    if (found.size() != 1) {
      throw new IOException(file + ": cannot be read as one document (see above)");
    }
    return new PairExplanation.Doc(file.toString(), found.get(0));
  }
}
