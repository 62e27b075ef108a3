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
