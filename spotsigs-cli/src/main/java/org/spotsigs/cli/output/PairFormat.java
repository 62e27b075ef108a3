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

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import java.io.IOException;
import java.io.Writer;
import java.util.Locale;
import org.spotsigs.io.Tsv;

/**
 * How pairs are written: {@code tsv} ({@code a<TAB>b<TAB>similarity}, 6 decimals, ids escaped as
 * {@link Tsv} says) or {@code jsonl} ({@code {"a": .., "b": .., "similarity": .., "overlap": ..,
 * "union": ..}}, exact).
 */
public enum PairFormat {
  TSV,
  JSONL;

  private static final JsonFactory JSON = new JsonFactory();

  public static PairFormat parse(String value) {
    return switch (value.trim().toLowerCase(Locale.ROOT)) {
      case "tsv" -> TSV;
      case "jsonl", "json" -> JSONL;
      default ->
          throw new IllegalArgumentException(
              "unknown output format '" + value + "': use tsv or jsonl");
    };
  }

  public void write(Writer w, String a, String b, long overlap, long union) throws IOException {
    if (this == TSV) {
      Tsv.write(w, a);
      w.write('\t');
      Tsv.write(w, b);
      w.write('\t');
      char[] digits = new char[24];
      int n = similarity(digits, overlap, union);
      digits[n++] = '\n';
      w.write(digits, 0, n);
      return;
    }
    try (JsonGenerator g = JSON.createGenerator(w)) {
      g.disable(JsonGenerator.Feature.AUTO_CLOSE_TARGET);
      g.writeStartObject();
      g.writeStringField("a", a);
      g.writeStringField("b", b);
      g.writeNumberField("similarity", (double) overlap / union);
      g.writeNumberField("overlap", overlap);
      g.writeNumberField("union", union);
      g.writeEndObject();
    }
    w.append('\n');
  }

  /** overlap / union with 6 decimals, rounded half-up from the exact fraction. */
  public static void appendSimilarity(StringBuilder sb, long overlap, long union) {
    char[] digits = new char[24];
    sb.append(digits, 0, similarity(digits, overlap, union));
  }

  /**
   * Writes overlap / union with 6 decimals (rounded half-up from the exact fraction) into {@code
   * out}; its length.
   */
  static int similarity(char[] out, long overlap, long union) {
    long scaled = (overlap * 2_000_000L + union) / (2 * union); // round(overlap / union * 10^6)
    long whole = scaled / 1_000_000;
    long frac = scaled % 1_000_000;
    int n = 0;
    if (whole == 0) {
      out[n++] = '0';
    } else {
      String w = Long.toString(whole); // 1 for a similarity of 1; larger only for bad input
      w.getChars(0, w.length(), out, 0);
      n = w.length();
    }
    out[n++] = '.';
    for (int i = n + 5; i >= n; i--) {
      out[i] = (char) ('0' + frac % 10);
      frac /= 10;
    }
    return n + 6;
  }
}
