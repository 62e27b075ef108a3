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
