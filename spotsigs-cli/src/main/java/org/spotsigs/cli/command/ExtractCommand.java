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
import java.io.PrintWriter;
import java.io.Writer;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.spotsigs.analysis.Language;
import org.spotsigs.analysis.LanguageDetector;
import org.spotsigs.analysis.TextExtraction;
import org.spotsigs.cli.Checks;
import org.spotsigs.cli.Extraction;
import org.spotsigs.cli.Progress;
import org.spotsigs.cli.input.DocumentLimit;
import org.spotsigs.cli.input.DocumentStream;
import org.spotsigs.cli.input.InputFormat;
import org.spotsigs.cli.input.InputProblems;
import org.spotsigs.cli.output.Output;
import org.spotsigs.cli.output.OutputPlan;
import org.spotsigs.html.Extractions;
import org.spotsigs.io.AnalysisSettings;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * {@code spotsigs extract}: the article text of every document, as JSON lines {@code {"id": ...,
 * "language": ..., "text": ...}} in input order, extracted on every thread. The inputs are read as
 * {@code dedup} reads them ({@link InputOptions}), the output is written as every output is ({@link
 * Output}: atomically, compressed as its name says).
 */
@Command(
    name = "extract",
    mixinStandardHelpOptions = true,
    sortOptions = false,
    description = {
      "Prints the article of every document: one JSON line per document, in input order,",
      "{\"id\": ..., \"language\": \"de\", \"text\": \"...\"}. The text is what the extraction keeps",
      "(--extractor, the same text 'dedup' signs), one block (paragraph, heading, list item) a line;",
      "language is the text's, detected (\"und\" when it is in no supported language or empty).",
      "A document without markup is its own text. Inputs are read as 'dedup' reads them.",
      ""
    })
public final class ExtractCommand implements Callable<Integer> {
  private static final JsonFactory JSON = new JsonFactory();

  /** The language written for a text in no supported language (BCP 47: undetermined). */
  public static final String UNDETERMINED = "und";

  @CommandLine.Spec CommandLine.Model.CommandSpec spec;

  @Mixin InputOptions inputOptions;

  @Option(
      names = {"-o", "--output"},
      paramLabel = "FILE",
      description =
          "Write to FILE instead of stdout (compressed as its name says: .gz, .zst, .xz, .bz2).")
  Path output;

  @Option(
      names = "--extractor",
      paramLabel = "SPEC",
      defaultValue = Extractions.DEFAULT,
      description = {
        "The extraction: article (the default, article/6; settings and earlier versions as in",
        "'dedup', e.g. article:minWords=12 or article/5), html-strip, or none (the document as it is)."
      })
  String extractor;

  @Option(
      names = "--language",
      paramLabel = "auto|CODE",
      defaultValue = "auto",
      description = {
        "Whose stop words the article extraction counts as a sign of running text: auto (the",
        "default: each page's, detected), or a language code for every page."
      })
  String language;

  @Mixin ThreadsOption threadsOption;

  @Mixin DocumentLimit limit;

  @Mixin InputList inputList;

  /** A document's article: its text and the text's language code. */
  record Article(String text, String language) {}

  @Override
  public Integer call() throws Exception {
    List<Path> inputs = inputList.paths(spec.commandLine());
    List<InputFormat> formats = new ArrayList<>();
    TextExtraction extraction;
    int nThreads;
    try {
      for (Path input : inputs) {
        InputFormat f = inputOptions.resolve(input);
        if (f == InputFormat.SIGNATURES) {
          throw new IllegalArgumentException(
              "--format signatures: the input holds signatures, no text to extract");
        }
        formats.add(f);
      }
      extraction = extraction(extractor, language);
      nThreads = Checks.threads(threadsOption.threads, "--threads");
      limit.maxBytes();
    } catch (IllegalArgumentException e) {
      throw new CommandLine.ParameterException(spec.commandLine(), e.getMessage(), e);
    }
    OutputPlan.of(spec).file("--output", output).inputs(inputs.toArray(Path[]::new)).check();
    PrintWriter err = spec.commandLine().getErr();
    for (int i = 0; i < inputs.size(); i++) {
      if (formats.get(i) != InputFormat.FILES && inputOptions.inferred()) {
        err.println(InputFormat.inferredNote(inputs.get(i), formats.get(i)));
      }
    }
    InputProblems problems = new InputProblems(err);
    Extraction.Work<Article> work = work(extraction);
    long[] docs = {0};
    long chars = 0;
    long start = System.nanoTime();
    try (Output out = Output.open(output)) {
      Writer w = out.writer();
      for (int i = 0; i < inputs.size(); i++) {
        DocumentStream stream = inputOptions.open(formats.get(i), inputs.get(i), limit);
        chars +=
            Extraction.run(
                stream,
                work,
                nThreads,
                problems,
                Progress.none(),
                (doc, article, length) -> {
                  write(w, doc.id(), article);
                  docs[0]++;
                });
      }
      out.commit();
    }
    double seconds = (System.nanoTime() - start) / 1e9;
    err.printf(
        Locale.ROOT,
        "spotsigs extract: %,d documents, %.1f MB of text in %.2f s (%.1f MB/s, %d threads; %s)%n",
        docs[0],
        chars / 1e6,
        seconds,
        chars / 1e6 / Math.max(seconds, 1e-9),
        nThreads,
        extraction.id());
    return problems.exitCode();
  }

  /**
   * The extraction of {@code spec}, counting the stop words of {@code language} ({@code auto}: each
   * page's own).
   *
   * @throws IllegalArgumentException naming what is wrong
   */
  static TextExtraction extraction(String spec, String language) {
    boolean auto = language.strip().equalsIgnoreCase(AnalysisSettings.AUTO);
    List<String> stopWords = null;
    if (!auto) {
      Language l = Language.forCode(language.strip());
      stopWords = AnalysisSettings.extractionStopWords(null, l.code());
    }
    return Extractions.parse(spec, stopWords, auto);
  }

  /** The article of a document's text, and the article's language. */
  static Extraction.Work<Article> work(TextExtraction extraction) {
    return new Extraction.Work<>() {
      @Override
      public Article apply(char[] chars, int length) {
        return article(extraction.text(chars, length));
      }

      @Override
      public Article apply(String text) {
        return article(extraction.text(text));
      }

      @Override
      public boolean readsChars() {
        return extraction.readsChars();
      }
    };
  }

  private static Article article(String text) {
    Language l = LanguageDetector.defaults().detect(text);
    return new Article(text, l == null ? UNDETERMINED : l.code());
  }

  /** One JSON line: id, language, text. */
  static void write(Writer w, String id, Article article) throws IOException {
    try (JsonGenerator g = JSON.createGenerator(w)) {
      g.disable(JsonGenerator.Feature.AUTO_CLOSE_TARGET);
      g.writeStartObject();
      g.writeStringField("id", id);
      g.writeStringField("language", article.language());
      g.writeStringField("text", article.text());
      g.writeEndObject();
    }
    w.write('\n');
  }
}
