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

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.apache.lucene.util.BytesRef;
import org.spotsigs.cli.output.PairFormat;
import org.spotsigs.core.Measure;
import org.spotsigs.core.Threshold;
import org.spotsigs.index.SignatureVector;
import org.spotsigs.search.Partitioning;

/**
 * What {@code spotsigs explain} says about two documents ({@link ExplainCommand}): the exact
 * similarity, the signatures they share and those only one has, and, with a tau, what the bounds do
 * with the pair. The report is a map in the order it is written, the same for text and JSON.
 */
final class PairExplanation {
  /** A document explained: its name and vector. */
  record Doc(String name, SignatureVector vector) {}

  private final Threshold tau;
  private final int top;

  /**
   * @param tau the threshold whose bounds are explained, or null
   * @param top how many of the signatures only one side has to list
   */
  PairExplanation(Threshold tau, int top) {
    this.tau = tau;
    this.top = top;
  }

  /** Everything the report says, in the order it says it. */
  Map<String, Object> explain(Doc a, Doc b, Measure m) {
    SignatureVector va = a.vector();
    SignatureVector vb = b.vector();
    long lenA = va.length(m);
    long lenB = vb.length(m);
    long overlap = va.overlap(vb, m);
    long union = lenA + lenB - overlap;
    Map<String, Object> r = new LinkedHashMap<>();
    r.put("measure", m.name().toLowerCase(Locale.ROOT));
    r.put("a", side(a, lenA));
    r.put("b", side(b, lenB));
    r.put("overlap", overlap);
    r.put("union", union);
    r.put("similarity", union == 0 ? 0.0 : (double) overlap / union);
    r.put("similarity_text", union == 0 ? "0" : similarity(overlap, union));
    List<Map<String, Object>> shared = new ArrayList<>();
    List<Map<String, Object>> onlyA = new ArrayList<>();
    List<Map<String, Object>> onlyB = new ArrayList<>();
    int i = 0;
    int j = 0;
    while (i < va.size() || j < vb.size()) {
      int c = i == va.size() ? 1 : j == vb.size() ? -1 : va.term(i).compareTo(vb.term(j));
      if (c == 0) {
        Map<String, Object> s = new LinkedHashMap<>();
        s.put("signature", va.term(i).utf8ToString());
        s.put("count_a", va.count(i));
        s.put("count_b", vb.count(j));
        shared.add(s);
        i++;
        j++;
      } else if (c < 0) {
        onlyA.add(signature(va.term(i), va.count(i)));
        i++;
      } else {
        onlyB.add(signature(vb.term(j), vb.count(j)));
        j++;
      }
    }
    shared.sort(
        (x, y) ->
            Integer.compare(
                Math.min((int) y.get("count_a"), (int) y.get("count_b")),
                Math.min((int) x.get("count_a"), (int) x.get("count_b"))));
    r.put("shared", shared);
    r.put("only_a", largest(onlyA));
    r.put("only_a_total", onlyA.size());
    r.put("only_b", largest(onlyB));
    r.put("only_b_total", onlyB.size());
    String note = note(va, vb);
    if (note != null) {
      r.put("note", note);
    }
    if (tau != null) {
      r.put("bounds", bounds(lenA, lenB, overlap, union));
    }
    return r;
  }

  private static Map<String, Object> side(Doc d, long length) {
    Map<String, Object> s = new LinkedHashMap<>();
    s.put("name", d.name());
    s.put("length", length);
    s.put("distinct", d.vector().size());
    s.put("language", d.vector().language());
    s.put(
        "matched_by",
        d.vector().isEmpty()
            ? "nothing"
            : d.vector().isFingerprint() ? "fingerprint" : "signatures");
    return s;
  }

  /** What the languages and the ways of matching of the two documents say about the pair. */
  private static String note(SignatureVector a, SignatureVector b) {
    if (a.language() != null && b.language() != null && !a.language().equals(b.language())) {
      return "different languages ("
          + a.language()
          + ", "
          + b.language()
          + "): their signatures never match (each carries its language), and a translation is"
          + " not a near-duplicate";
    }
    if (a.isFingerprint() || b.isFingerprint()) {
      return "matched by the fingerprint of the text (too few signatures): a pair only with an"
          + " exact copy of the normalized text";
    }
    return null;
  }

  private static Map<String, Object> signature(BytesRef term, int count) {
    Map<String, Object> s = new LinkedHashMap<>();
    s.put("signature", term.utf8ToString());
    s.put("count", count);
    return s;
  }

  private List<Map<String, Object>> largest(List<Map<String, Object>> sigs) {
    List<Map<String, Object>> sorted = new ArrayList<>(sigs);
    sorted.sort((x, y) -> Integer.compare((int) y.get("count"), (int) x.get("count")));
    return sorted.subList(0, Math.min(top, sorted.size()));
  }

  /**
   * What the exact matcher does with the pair at tau. The shorter document is the query (as in an
   * all-pairs run, where each document is matched against the longer ones).
   */
  private Map<String, Object> bounds(long lenA, long lenB, long overlap, long union) {
    Map<String, Object> r = new LinkedHashMap<>();
    boolean aIsQuery = lenA <= lenB;
    long q = aIsQuery ? lenA : lenB;
    long c = aIsQuery ? lenB : lenA;
    r.put("tau", tau.toString());
    r.put("query", aIsQuery ? "a" : "b");
    boolean pair = union > 0 && q > 0 && tau.accepts(overlap, union);
    r.put("is_pair", pair);
    long lo = tau.minLength(q);
    long hi = tau.maxLength(q);
    r.put("window_min_length", lo);
    r.put("window_max_length", hi);
    boolean inWindow = q > 0 && c >= lo && c <= hi;
    r.put("in_window", inWindow);
    long need = q == 0 ? 0 : tau.minOverlap(q, c);
    r.put("overlap_needed", need);
    r.put("prefix_mass", q == 0 ? 0 : Math.max(0, q - need + 1));
    Partitioning parts = Partitioning.of(tau, 1000);
    r.put("partition_a", lenA <= 1000 && lenA > 0 ? parts.partitionOf(lenA) : null);
    r.put("partition_b", lenB <= 1000 && lenB > 0 ? parts.partitionOf(lenB) : null);
    String verdict;
    if (q == 0) {
      verdict = "a document without signatures is never matched";
    } else if (!inWindow) {
      verdict = "pruned by the length window: no query of either document ever sees the other";
    } else if (!pair) {
      verdict =
          "in the length window, but the overlap is below what tau needs: the delta bounds stop before"
              + " the shared signatures, or the exact verification rejects the pair";
    } else {
      verdict = "passes every bound: found by dedup, query and index-time dedup at this tau";
    }
    r.put("verdict", verdict);
    return r;
  }

  private static String similarity(long overlap, long union) {
    StringBuilder sb = new StringBuilder();
    PairFormat.appendSimilarity(sb, overlap, union);
    return sb.toString();
  }
}
