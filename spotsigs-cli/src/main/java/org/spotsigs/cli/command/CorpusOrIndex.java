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

/**
 * What a command that reads either a corpus or an index reads ({@code dedup}, {@code
 * common-signatures}): one of {@code -i, --input PATH} and {@code --index DIR}, in an exclusive
 * group of one.
 */
public final class CorpusOrIndex {
  @Option(
      names = {"-i", "--input"},
      required = true,
      paramLabel = "PATH",
      description = "Corpus to read (see --format); - reads standard input.")
  Path input;

  @Option(
      names = "--index",
      required = true,
      paramLabel = "DIR",
      description = "Index built by 'spotsigs index'.")
  Path index;
}
