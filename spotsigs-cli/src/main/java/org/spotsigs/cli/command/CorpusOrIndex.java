package org.spotsigs.cli.command;

import java.nio.file.Path;
import picocli.CommandLine.Option;

/**
 * What a command that reads either a corpus or an index reads ({@code dedup}, {@code
 * common-signatures}): one of {@code -i, --input PATH} and {@code --index DIR}, in an exclusive
 * group of one.
 */
public final class CorpusOrIndex {
  @Option(
      names = {"-i", "--input"},
      required = true,
      paramLabel = "PATH",
      description = "Corpus to read (see --format); - reads standard input.")
  Path input;

  @Option(
      names = "--index",
      required = true,
      paramLabel = "DIR",
      description = "Index built by 'spotsigs index'.")
  Path index;
}
