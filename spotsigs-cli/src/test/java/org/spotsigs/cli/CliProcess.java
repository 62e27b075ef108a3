package org.spotsigs.cli;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

/**
 * Starts the CLI in a JVM of its own (for what only a real process shows: its stdout, signals, exit
 * codes).
 */
final class CliProcess {
  private CliProcess() {}

  /** A process builder for {@code spotsigs args...}, with this JVM and class path. */
  static ProcessBuilder builder(String... args) {
    List<String> command = new ArrayList<>();
    command.add(ProcessHandle.current().info().command().orElse("java"));
    command.add("-cp");
    command.add(System.getProperty("java.class.path"));
    command.add("-Xmx256m");
    command.add(SpotSigsCli.class.getName());
    command.addAll(List.of(args));
    return new ProcessBuilder(command);
  }

  static Process start(String... args) throws IOException {
    return builder(args).start();
  }
}
