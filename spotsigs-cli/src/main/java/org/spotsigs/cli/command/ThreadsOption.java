package org.spotsigs.cli.command;

import picocli.CommandLine.Option;

/** {@code --threads N}: the threads of a command that extracts signatures (0: one a processor). */
public final class ThreadsOption {
  @Option(
      names = "--threads",
      paramLabel = "N",
      defaultValue = "0",
      description = "Threads for extraction (and matching). Default: available processors.")
  int threads;
}
