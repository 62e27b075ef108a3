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
