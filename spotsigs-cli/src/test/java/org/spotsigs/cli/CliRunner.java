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

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.InputStream;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;

/** Runs the CLI in-process and captures what it prints. */
final class CliRunner {
  record Result(int exitCode, String out, String err) {}

  static Result run(String... args) {
    return runWithStdin(new byte[0], args);
  }

  /** Runs the CLI with {@code stdin} as its standard input. */
  static synchronized Result runWithStdin(byte[] stdin, String... args) {
    InputStream oldIn = System.in;
    System.setIn(new ByteArrayInputStream(stdin));
    try {
      return runCapturing(args);
    } finally {
      System.setIn(oldIn);
    }
  }

  private static Result runCapturing(String... args) {
    StringWriter out = new StringWriter();
    StringWriter err = new StringWriter();
    PrintStream oldOut = System.out;
    ByteArrayOutputStream stdout = new ByteArrayOutputStream();
    System.setOut(new PrintStream(stdout, true, StandardCharsets.UTF_8));
    int code;
    try {
      code = SpotSigsCli.execute(args, new PrintWriter(out, true), new PrintWriter(err, true));
    } finally {
      System.out.flush();
      System.setOut(oldOut);
    }
    return new Result(code, out + stdout.toString(StandardCharsets.UTF_8), err.toString());
  }
}
