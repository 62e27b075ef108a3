package org.spotsigs.cli.command;

import java.nio.file.Path;
import picocli.CommandLine.Option;

/** {@code --index DIR}: the index a command reads, built by {@code spotsigs index}. */
public final class IndexOption {
  @Option(
      names = "--index",
      required = true,
      paramLabel = "DIR",
      description = "Index built by 'spotsigs index'.")
  Path dir;
}
