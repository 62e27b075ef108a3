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

import java.io.PrintWriter;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The text form of a {@link PairExplanation}: what {@code spotsigs explain} prints without JSON.
 */
final class ExplanationText {
  private ExplanationText() {}

  @SuppressWarnings("unchecked")
  static void print(PrintWriter out, Map<String, Object> r) {
    Map<String, Object> a = (Map<String, Object>) r.get("a");
    Map<String, Object> b = (Map<String, Object>) r.get("b");
    for (Map<String, Object> side : List.of(a, b)) {
      out.printf(
          Locale.ROOT,
          "%s  %s: length %d, %d distinct signatures%s%s%n",
          side == a ? "A" : "B",
          side.get("name"),
          side.get("length"),
          side.get("distinct"),
          side.get("language") == null ? "" : ", language " + side.get("language"),
          "fingerprint".equals(side.get("matched_by"))
              ? " (a text fingerprint: too few signatures)"
              : "");
    }
    if (r.get("note") != null) {
      out.printf(Locale.ROOT, "note: %s%n", r.get("note"));
    }
    out.printf(
        Locale.ROOT,
        "similarity (%s Jaccard) = overlap / union = %d / %d = %s%n",
        r.get("measure"),
        r.get("overlap"),
        r.get("union"),
        r.get("similarity_text"));
    List<Map<String, Object>> shared = (List<Map<String, Object>>) r.get("shared");
    out.printf(Locale.ROOT, "%nshared signatures (%d):  count in A, count in B%n", shared.size());
    for (Map<String, Object> s : shared) {
      out.printf(
          Locale.ROOT, "  %-40s %5d %5d%n", s.get("signature"), s.get("count_a"), s.get("count_b"));
    }
    for (String side : new String[] {"a", "b"}) {
      List<Map<String, Object>> only = (List<Map<String, Object>>) r.get("only_" + side);
      out.printf(
          Locale.ROOT,
          "%nonly in %s (%d; the largest %d):%n",
          side.toUpperCase(Locale.ROOT),
          r.get("only_" + side + "_total"),
          only.size());
      for (Map<String, Object> s : only) {
        out.printf(Locale.ROOT, "  %-40s %5d%n", s.get("signature"), s.get("count"));
      }
    }
    Map<String, Object> bounds = (Map<String, Object>) r.get("bounds");
    if (bounds != null) {
      out.printf(
          Locale.ROOT,
          "%nat tau %s: %s%n",
          bounds.get("tau"),
          (boolean) bounds.get("is_pair") ? "a near-duplicate pair" : "not a pair");
      out.printf(
          Locale.ROOT,
          "  length window of the shorter document (%s): lengths %d to %d; the other is %s%n",
          ((String) bounds.get("query")).toUpperCase(Locale.ROOT),
          bounds.get("window_min_length"),
          bounds.get("window_max_length"),
          (boolean) bounds.get("in_window") ? "inside" : "outside");
      out.printf(
          Locale.ROOT,
          "  overlap needed at these lengths: %d (the pair has %s)%n",
          bounds.get("overlap_needed"),
          r.get("overlap"));
      out.printf(
          Locale.ROOT,
          "  delta bounds: a pair that reaches tau shares a signature within the first %d of the shorter"
              + " document's signature mass, whatever the order of its lists, so stopping after them loses no pair%n",
          bounds.get("prefix_mass"));
      out.printf(
          Locale.ROOT,
          "  the SpotSigs paper's length partitions (rho 1000): A in %s, B in %s%n",
          bounds.get("partition_a"),
          bounds.get("partition_b"));
      out.printf(Locale.ROOT, "  verdict: %s%n", bounds.get("verdict"));
    }
  }
}
