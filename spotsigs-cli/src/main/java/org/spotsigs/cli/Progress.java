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
package org.spotsigs.cli;

import me.tongfei.progressbar.ProgressBar;
import me.tongfei.progressbar.ProgressBarBuilder;
import me.tongfei.progressbar.ProgressBarStyle;

/**
 * A progress bar on stderr, or nothing when progress is off (by default: when stderr is not a
 * terminal, whatever stdout is). Thread-safe.
 */
public final class Progress implements AutoCloseable {
  private final ProgressBar bar;

  private Progress(ProgressBar bar) {
    this.bar = bar;
  }

  /** Whether progress is shown when not asked: when stderr is a terminal ({@link Terminal}). */
  public static boolean interactive() {
    return Terminal.stderrIsTerminal();
  }

  public static Progress none() {
    return new Progress(null);
  }

  /** A bar for {@code total} steps if {@code enabled}. */
  public static Progress of(String task, long total, boolean enabled) {
    if (!enabled) {
      return none();
    }
    return new Progress(
        new ProgressBarBuilder()
            .setTaskName(task)
            .setInitialMax(total)
            .setStyle(ProgressBarStyle.ASCII)
            .setConsumer(
                Terminal.stderrColumns() > 0
                    ? new me.tongfei.progressbar.ConsoleProgressBarConsumer(
                        System.err, Terminal.stderrColumns() - 1)
                    : new me.tongfei.progressbar.ConsoleProgressBarConsumer(System.err))
            .setUpdateIntervalMillis(200)
            .build());
  }

  public void step() {
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
