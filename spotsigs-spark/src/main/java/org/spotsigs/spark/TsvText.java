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
package org.spotsigs.spark;

import java.math.BigDecimal;
import java.math.RoundingMode;

/**
 * The text of the TSV outputs, as the command line writes them: fields separated by a TAB, and in a
 * field a backslash, TAB, LF and CR written {@code \\}, {@code \t}, {@code \n}, {@code \r};
 * similarities with six decimals, rounded half up from the exact fraction.
 */
final class TsvText {
  private TsvText() {}

  static final String PAIRS_HEADER = "id_a\tid_b\tsimilarity";
  static final String CLUSTERS_HEADER = "id\tcluster\tsimilarity";
  static final String REMOVALS_HEADER = "id\tkept_id\tsimilarity";

  /** {@code field} with the four characters escaped. */
  static String escape(String field) {
    StringBuilder out = null;
    for (int i = 0; i < field.length(); i++) {
      char c = field.charAt(i);
      String e =
          switch (c) {
            case '\\' -> "\\\\";
            case '\t' -> "\\t";
            case '\n' -> "\\n";
            case '\r' -> "\\r";
            default -> null;
          };
      if (e != null && out == null) {
        out = new StringBuilder(field.length() + 8).append(field, 0, i);
      }
      if (out != null) {
        if (e != null) {
          out.append(e);
        } else {
          out.append(c);
        }
      }
    }
    return out == null ? field : out.toString();
  }

  /** {@code overlap / union} with six decimals, half up. */
  static String similarity(long overlap, long union) {
    return BigDecimal.valueOf(overlap)
        .divide(BigDecimal.valueOf(union), 6, RoundingMode.HALF_UP)
        .toPlainString();
  }

  /** {@code a<TAB>b<TAB>similarity}; the similarity is left empty when {@code union} is null. */
  static String line(String a, String b, Long overlap, Long union) {
    return escape(a) + '\t' + escape(b) + '\t' + (union == null ? "" : similarity(overlap, union));
  }
}
