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

import java.io.IOException;
import java.nio.file.Path;
import org.spotsigs.cli.input.DocumentLimit;
import org.spotsigs.cli.input.DocumentStream;
import org.spotsigs.cli.input.InputFormat;
import picocli.CommandLine.Option;

/**
 * How the documents of an input are read: {@code --format}, {@code --id-field} and {@code
 * --text-field}, the same options with the same meaning in every command that reads documents.
 */
public final class InputOptions {
  @Option(
      names = "--format",
      paramLabel = "auto|files|jsonl|trec|warc|parquet|signatures",
      description = {
        "auto: what the names say (.jsonl, .json, .ndjson, .warc, .parquet, .trec, each perhaps",
        "compressed, for a file, or for every file of a directory or glob), else a directory of",
        "documents (files). A directory or a glob (shards/*.jsonl.gz) reads its files in path order.",
        "signatures: JSONL signature multisets (dedup). Default: auto; signatures and query: files."
      })
  String format;

  @Option(
      names = "--id-field",
      defaultValue = "id",
      paramLabel = "NAME",
      description =
          "JSONL and Parquet: the id field; a dotted path (meta.id) reaches into nested objects. Default: ${DEFAULT-VALUE}.")
  String idField;

  @Option(
      names = "--text-field",
      defaultValue = "text",
      paramLabel = "NAME",
      description =
          "JSONL and Parquet: the text field, or a dotted path (meta.content). Default: ${DEFAULT-VALUE}.")
  String textField;

  /** {@code --format} as given, or {@code byDefault}. */
  String format(String byDefault) {
    return format == null ? byDefault : format;
  }

  /** Whether the format is left to the names of the input ({@code auto}, the default). */
  boolean inferred() {
    return format("auto").equalsIgnoreCase("auto");
  }

  /**
   * The format of {@code input} ({@code auto}, the default, infers it), refusing standard input for
   * the formats that need files.
   */
  InputFormat resolve(Path input) throws IOException {
    InputFormat f = InputFormat.resolve(format("auto"), input);
    f.checkInput(input);
    return f;
  }

  /** The documents of {@code input} in {@code f}, each read up to {@code limit}. */
  DocumentStream open(InputFormat f, Path input, DocumentLimit limit) throws IOException {
    return f.open(input, idField, textField, limit);
  }
}
