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

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import picocli.CommandLine;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code -i, --input PATH...}: the inputs of a command that reads several ({@code signatures},
 * {@code query}); and, hidden, the same given as operands ({@code signatures PATH...}), the form of
 * the release before every command took {@code --input}, kept for one release.
 */
public final class InputList {
  @Option(
      names = {"-i", "--input"},
      arity = "1..*",
      paramLabel = "PATH",
      description =
          "Files or directories of documents (or JSONL/TREC/WARC/Parquet files with --format); - reads standard input.")
  List<Path> input;

  @Parameters(
      hidden = true,
      paramLabel = "PATH",
      description = "Old form of --input, kept for one release.")
  List<Path> operands;

  /** The inputs, as either form gives them; at least one. */
  List<Path> paths(CommandLine cl) {
    return inputs(cl, input, operands);
  }

  /** The inputs of {@code --input}, then those given as operands; at least one. */
  static <T> List<T> inputs(CommandLine cl, List<T> input, List<T> operands) {
    List<T> all = new ArrayList<>();
    if (input != null) {
      all.addAll(input);
    }
    if (operands != null) {
      all.addAll(operands);
    }
    if (all.isEmpty()) {
      throw new CommandLine.ParameterException(cl, "Missing required option: '--input=PATH'");
    }
    return all;
  }
}
