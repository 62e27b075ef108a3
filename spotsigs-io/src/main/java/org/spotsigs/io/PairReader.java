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
package org.spotsigs.io;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.BufferedReader;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * Reads a pairs file as {@code spotsigs dedup} writes it: TSV lines {@code idA<TAB>idB<TAB>
 * similarity} (ids escaped as {@link Tsv} says; the similarity is read as {@code round(s *
 * 1,000,000) / 1,000,000}), or JSONL objects {@code {"a", "b", "overlap", "union"}} (exact), one
 * pair a line, in any mix. Blank lines, and the header line that {@code --header} writes first, are
 * passed over; a line that is not a pair is handed to the handler with its number and the reason,
 * and reading goes on.
 */
public final class PairReader {
  /** One value per line: a second object on a line is an error, not dropped. */
  private static final ObjectMapper JSON =
      new ObjectMapper().enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS);

  /** The denominator of a similarity read from TSV. */
  private static final long TSV_UNION = 1_000_000;

  /** One pair: two ids and their similarity, {@code overlap / union}. */
  public record Pair(String a, String b, long overlap, long union) {}

  /** What a pairs file holds, line by line. */
  public interface Handler {
    void pair(Pair pair) throws IOException;

    /** Line {@code lineNo} (from 1) is not a pair, for {@code reason}. */
    void bad(int lineNo, String reason) throws IOException;
  }

  private PairReader() {}

  /** Reads every line of {@code file} (UTF-8) into {@code handler}. */
  public static void read(Path file, Handler handler) throws IOException {
    try (BufferedReader in = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
      int lineNo = 0;
      for (String line; (line = in.readLine()) != null; ) {
        lineNo++;
        if (line.isBlank() || (lineNo == 1 && line.equals(Tsv.PAIRS_HEADER))) {
          continue; // the header line of 'dedup --header'
        }
        Pair p;
        try {
          p = parse(line);
        } catch (IllegalArgumentException e) {
          handler.bad(lineNo, e.getMessage());
          continue;
        }
        handler.pair(p);
      }
    }
  }

  /**
   * The pair of one line.
   *
   * @throws IllegalArgumentException if the line is not a pair (the message says why)
   */
  public static Pair parse(String line) {
    String x;
    String y;
    long o;
    long u;
    if (line.startsWith("{")) {
      JsonNode node;
      try {
        node = JSON.readTree(line);
      } catch (JsonProcessingException e) {
        throw new IllegalArgumentException("invalid JSON: " + e.getOriginalMessage(), e);
      }
      for (String field : new String[] {"a", "b"}) {
        if (node.get(field) == null
            || !(node.get(field).isTextual() || node.get(field).isIntegralNumber())) {
          throw new IllegalArgumentException("\"" + field + "\" must be an id (a string)");
        }
      }
      for (String field : new String[] {"overlap", "union"}) {
        if (node.get(field) == null
            || !node.get(field).isIntegralNumber()
            || !node.get(field).canConvertToLong()) {
          throw new IllegalArgumentException("\"" + field + "\" must be a whole number");
        }
      }
      x = node.get("a").asText();
      y = node.get("b").asText();
      o = node.get("overlap").asLong();
      u = node.get("union").asLong();
    } else {
      List<String> f = Tsv.split(line);
      if (f.size() != 3) {
        throw new IllegalArgumentException(
            "expected idA<TAB>idB<TAB>similarity, got " + f.size() + " fields");
      }
      x = f.get(0);
      y = f.get(1);
      u = TSV_UNION;
      double similarity;
      try {
        similarity = Double.parseDouble(f.get(2));
      } catch (NumberFormatException e) {
        throw new IllegalArgumentException("similarity '" + f.get(2) + "' is not a number");
      }
      if (!(similarity >= 0 && similarity <= 1)) {
        throw new IllegalArgumentException("similarity " + f.get(2) + " is not in [0, 1]");
      }
      o = Math.round(similarity * u);
    }
    if (x.isEmpty() || y.isEmpty()) {
      throw new IllegalArgumentException("empty id");
    }
    if (x.equals(y)) {
      throw new IllegalArgumentException("a pair of one id with itself ('" + x + "')");
    }
    if (u < 1 || o < 0 || o > u) {
      throw new IllegalArgumentException(
          "overlap " + o + " / union " + u + " is not a similarity in [0, 1]");
    }
    return new Pair(x, y, o, u);
  }
}
