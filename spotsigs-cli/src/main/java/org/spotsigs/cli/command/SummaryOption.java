package org.spotsigs.cli.command;

import java.nio.file.Path;
import picocli.CommandLine.Option;

/** {@code --summary-json FILE}: the figures of a run's stderr summary as one JSON object. */
public final class SummaryOption {
  @Option(
      names = "--summary-json",
      paramLabel = "FILE",
      description =
          "Also write the figures of the stderr summary (and the settings) as one JSON object to FILE.")
  Path file;
}
