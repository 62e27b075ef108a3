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
package org.spotsigs.cli.output;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import java.io.IOException;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import org.spotsigs.cli.input.InputProblems;
import org.spotsigs.search.MatchStats;

/**
 * The figures of a command's stderr summary as one JSON object ({@code --summary-json FILE}), for
 * pipelines: the same numbers, unrounded (times in seconds with nanosecond resolution), written
 * through {@link Output} like every other output.
 */
public final class SummaryJson {
  private static final ObjectMapper JSON =
      new ObjectMapper()
          .enable(SerializationFeature.INDENT_OUTPUT)
          .disable(JsonGenerator.Feature.AUTO_CLOSE_TARGET);

  private final Map<String, Object> root = new LinkedHashMap<>();

  public SummaryJson(String command) {
    root.put("command", command);
  }

  /** Sets {@code key} (a dotted path makes nested objects) to {@code value}. */
  @SuppressWarnings("unchecked")
  public SummaryJson put(String key, Object value) {
    Map<String, Object> at = root;
    String[] parts = key.split("\\.");
    for (int i = 0; i < parts.length - 1; i++) {
      at =
          (Map<String, Object>)
              at.computeIfAbsent(parts[i], k -> new LinkedHashMap<String, Object>());
    }
    at.put(parts[parts.length - 1], value);
    return this;
  }

  /** Seconds from nanoseconds. */
  public static double seconds(long nanos) {
    return nanos / 1e9;
  }

  /** The work counters of a matching run. */
  public SummaryJson matching(MatchStats stats) {
    put("matching.lists", stats.listsOpened());
    put("matching.postings", stats.postingsVisited());
    put("matching.candidates", stats.candidates());
    put("matching.verified", stats.verified());
    return put("matching.matches", stats.matches());
  }

  /** The skipped and truncated inputs, and the count of each kind of problem. */
  public SummaryJson problems(InputProblems problems) {
    put("input.skipped", problems.skippedCount());
    put("input.truncated", problems.truncatedCount());
    return put("input.problems", problems.byKind());
  }

  /** Writes the object to {@code file} (nothing if null). */
  public void write(Path file) throws IOException {
    if (file == null) {
      return;
    }
    try (Output out = Output.open(file)) {
      JSON.writeValue(out.writer(), root);
      out.writer().append('\n');
      out.commit();
    }
  }
}
