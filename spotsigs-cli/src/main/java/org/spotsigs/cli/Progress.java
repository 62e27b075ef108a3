package org.spotsigs.cli;

import me.tongfei.progressbar.ProgressBar;
import me.tongfei.progressbar.ProgressBarBuilder;
import me.tongfei.progressbar.ProgressBarStyle;

/** A progress bar on stderr, or nothing when stderr is not a terminal or progress is off. Thread-safe. */
final class Progress implements AutoCloseable {
  private final ProgressBar bar;

  private Progress(ProgressBar bar) {
    this.bar = bar;
  }

  /**
   * Whether the process talks to a terminal. On Java 22+ {@code System.console()} exists even when
   * the streams are redirected, so ask {@code Console.isTerminal()} there (through reflection: the
   * code is compiled for Java 21).
   */
  static boolean interactive() {
    java.io.Console console = System.console();
    if (console == null) {
      return false;
    }
    try {
      return (Boolean) java.io.Console.class.getMethod("isTerminal").invoke(console);
    } catch (ReflectiveOperationException e) {
      return true; // Java 21: a console exists only for a terminal
    }
  }

  static Progress none() {
    return new Progress(null);
  }

  /** A bar for {@code total} steps if {@code enabled}. */
  static Progress of(String task, long total, boolean enabled) {
    if (!enabled) {
      return none();
    }
    return new Progress(new ProgressBarBuilder()
        .setTaskName(task)
        .setInitialMax(total)
        .setStyle(ProgressBarStyle.ASCII)
        .setConsumer(new me.tongfei.progressbar.ConsoleProgressBarConsumer(System.err))
        .setUpdateIntervalMillis(200)
        .build());
  }

  void step() {
    if (bar != null) {
      bar.step();
    }
  }

  @Override
  public void close() {
    if (bar != null) {
      bar.close();
    }
  }
}
