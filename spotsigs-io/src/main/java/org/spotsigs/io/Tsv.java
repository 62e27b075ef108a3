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

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

/**
 * The one escaping convention of every TSV file the tool writes and reads (pairs, clusters,
 * removals, decisions, query results; with {@code --header}, a first line of column names): fields
 * are separated by a TAB, lines end with LF, and inside a field a backslash, TAB, LF and CR are
 * written {@code \\}, {@code \t}, {@code \n} and {@code \r} (as in PostgreSQL's text COPY format).
 * Every other character, UTF-8 encoded, stands for itself, so a field without those four characters
 * is written unchanged. JSONL output is not affected.
 */
public final class Tsv {
  private Tsv() {}

  /** The header lines of {@code --header}: the column names of each TSV output. */
  public static final String PAIRS_HEADER = "id_a\tid_b\tsimilarity";

  public static final String CLUSTERS_HEADER = "id\tcluster\tsimilarity";
  public static final String REMOVALS_HEADER = "id\tkept_id\tsimilarity";
  public static final String DECISIONS_HEADER = "id\toutcome\tmatch_id\tsimilarity\tcluster";
  public static final String QUERY_HEADER = "query_id\tmatch_id\tsimilarity";

  /** Appends {@code field}, escaped. */
  public static StringBuilder append(StringBuilder out, String field) {
    for (int i = 0, n = field.length(); i < n; i++) {
      char c = field.charAt(i);
      switch (c) {
        case '\\' -> out.append("\\\\");
        case '\t' -> out.append("\\t");
        case '\n' -> out.append("\\n");
        case '\r' -> out.append("\\r");
        default -> out.append(c);
      }
    }
    return out;
  }

  /** Writes {@code field}, escaped. */
  public static void write(Appendable out, String field) throws IOException {
    if (needsEscape(field)) {
      out.append(append(new StringBuilder(field.length() + 8), field));
    } else {
      out.append(field);
    }
  }

  /** {@code field}, escaped. */
  public static String escape(String field) {
    return needsEscape(field)
        ? append(new StringBuilder(field.length() + 8), field).toString()
        : field;
  }

  private static boolean needsEscape(String field) {
    for (int i = 0, n = field.length(); i < n; i++) {
      char c = field.charAt(i);
      if (c == '\\' || c == '\t' || c == '\n' || c == '\r') {
        return true;
      }
    }
    return false;
  }

  /**
   * The fields of one line (without its line end), unescaped.
   *
   * @throws IllegalArgumentException for a backslash not followed by one of {@code \ t n r}
   */
  public static List<String> split(String line) {
    List<String> fields = new ArrayList<>(4);
    StringBuilder f = new StringBuilder();
    for (int i = 0, n = line.length(); i < n; i++) {
      char c = line.charAt(i);
      if (c == '\t') {
        fields.add(f.toString());
        f.setLength(0);
      } else if (c == '\\') {
        char e = i + 1 < n ? line.charAt(++i) : 0;
        switch (e) {
          case '\\' -> f.append('\\');
          case 't' -> f.append('\t');
          case 'n' -> f.append('\n');
          case 'r' -> f.append('\r');
          default ->
              throw new IllegalArgumentException(
                  "bad escape at column "
                      + i
                      + ": a backslash must be followed by \\, t, n or r (see the TSV convention)");
        }
      } else {
        f.append(c);
      }
    }
    fields.add(f.toString());
    return fields;
  }
}
