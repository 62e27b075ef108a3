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

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import org.spotsigs.core.Measure;
import org.spotsigs.dedup.SignatureWeights;
import picocli.CommandLine.Option;

/**
 * {@code --weights} and {@code --default-weight}: the weights of {@code --measure
 * weighted|weighted-set}.
 */
final class WeightOptions {
  @Option(
      names = "--weights",
      paramLabel = "FILE|idf|idf-cutoff:N",
      description = {
        "The weights of --measure weighted: a file of signature<TAB>weight lines (decimals with at",
        "most 6 places, exact; # starts a comment, so a signature that starts with # or \\ takes a \\",
        "before it), idf (ln(N/df), rounded to 6 places) or idf-cutoff:N (idf, and 0 for a",
        "signature in more than N documents); an index takes a file only."
      })
  String spec;

  @Option(
      names = "--default-weight",
      paramLabel = "W",
      defaultValue = "1",
      description =
          "--weights FILE: the weight of a signature the file does not list. Default: ${DEFAULT-VALUE}.")
  String defaultWeight;

  /**
   * The measure under the weights that {@code measure} asks for ({@code weighted}: multiset, {@code
   * weighted-set}: set), or null for an unweighted measure; checks that --weights goes with it.
   */
  Measure weightedBase(String measure) {
    String name = measure == null ? "" : measure.toLowerCase(Locale.ROOT);
    if (!name.startsWith("weighted")) {
      if (spec != null) {
        throw new IllegalArgumentException(
            "--weights goes with --measure weighted or weighted-set");
      }
      return null;
    }
    Measure base =
        switch (name) {
          case "weighted" -> Measure.MULTISET;
          case "weighted-set" -> Measure.SET;
          default ->
              throw new IllegalArgumentException(
                  "unknown --measure '"
                      + measure
                      + "': use set, multiset, weighted or weighted-set");
        };
    if (spec == null) {
      throw new IllegalArgumentException(
          "--measure " + name + " needs --weights FILE|idf|idf-cutoff:N");
    }
    return base;
  }

  /**
   * The weights --weights names; a bad spec is an IllegalArgumentException, a bad file an
   * IOException.
   */
  SignatureWeights weights() throws IOException {
    if (spec.equals("idf")) {
      return SignatureWeights.idf();
    }
    if (spec.startsWith("idf-cutoff:")) {
      try {
        return SignatureWeights.idfCutoff(Long.parseLong(spec.substring("idf-cutoff:".length())));
      } catch (NumberFormatException e) {
        throw new IllegalArgumentException("--weights " + spec + ": N must be a whole number", e);
      }
    }
    long dflt;
    try {
      dflt = SignatureWeights.parseWeight(defaultWeight);
    } catch (IllegalArgumentException e) {
      throw new IllegalArgumentException("--default-weight: " + e.getMessage(), e);
    }
    Path file = Path.of(spec);
    if (!Files.isRegularFile(file)) {
      throw new IllegalArgumentException(
          "--weights " + spec + ": not idf, idf-cutoff:N or a readable file");
    }
    return SignatureWeights.fromFile(file, dflt);
  }
}
