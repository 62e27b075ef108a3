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
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * What the process knows about the terminal it runs in. The launcher ({@code bin/spotsigs}) tells
 * it with system properties, because it filters the JVM's stderr through a pipe: {@code
 * spotsigs.stderr.terminal} (whether stderr is a terminal), {@code spotsigs.columns} (the width of
 * the terminal stdout writes to, if it is one) and {@code spotsigs.stderr.columns}. Without them
 * (the tool run with {@code java} directly), Linux's {@code /proc/self/fd/2} or the JVM's console
 * answer.
 */
final class Terminal {
  private Terminal() {}

  /** Whether stderr is a terminal (then progress is drawn there, wherever stdout goes). */
  static boolean stderrIsTerminal() {
    String told = System.getProperty("spotsigs.stderr.terminal");
    if (told != null) {
      return Boolean.parseBoolean(told);
    }
    Path fd = Path.of("/proc/self/fd/2");
    if (Files.isSymbolicLink(fd)) {
      try {
        String target = Files.readSymbolicLink(fd).toString();
        return target.startsWith("/dev/pts/") || target.startsWith("/dev/tty");
      } catch (IOException | UnsupportedOperationException e) {
        // fall through to the console
      }
    }
    java.io.Console console = System.console();
    if (console == null) {
      return false;
    }
    try {
      // Java 22+: a console exists even when the streams are redirected; ask whether it is a
      // terminal
      return (Boolean) java.io.Console.class.getMethod("isTerminal").invoke(console);
    } catch (ReflectiveOperationException e) {
      return true; // Java 21: a console exists only for a terminal
    }
  }

  /** The width of the terminal stdout writes to, or 0 if unknown (not a terminal). */
  static int columns() {
    return Integer.getInteger("spotsigs.columns", 0);
  }

  /** The width of the terminal stderr writes to, or 0 if unknown. */
  static int stderrColumns() {
    return Integer.getInteger("spotsigs.stderr.columns", 0);
  }
}
