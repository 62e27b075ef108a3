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
package org.spotsigs.elasticsearch;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.spotsigs.core.Measure;
import org.spotsigs.core.Threshold;
import org.spotsigs.dedup.DedupResult;
import org.spotsigs.dedup.Deduplicator;
import org.spotsigs.dedup.VectorCollection;
import org.spotsigs.index.SignatureVector;

/** What the library answers for the same documents: the oracle of the distribution tests. */
final class Library {
  private Library() {}

  /** The key of an unordered pair. */
  static String key(String a, String b) {
    return a.compareTo(b) < 0 ? a + "|" + b : b + "|" + a;
  }

  /** "a|b" -> "overlap/union" of every pair of {@code vectors} at {@code tau}. */
  static Map<String, String> pairs(
      Map<String, SignatureVector> vectors, Threshold tau, Measure measure) {
    List<String> ids = new ArrayList<>(vectors.keySet());
    VectorCollection.Builder b = VectorCollection.builder();
    ids.forEach(id -> b.add(vectors.get(id)));
    DedupResult pairs =
        Deduplicator.builder(tau).measure(measure).threads(1).build().run(b.build());
    Map<String, String> out = new TreeMap<>();
    for (int i = 0; i < pairs.size(); i++) {
      out.put(
          key(ids.get(pairs.docA(i)), ids.get(pairs.docB(i))),
          pairs.overlap(i) + "/" + pairs.union(i));
    }
    return out;
  }

  /** The pairs of a {@code _near_duplicates} answer, as {@link #pairs} gives them. */
  static Map<String, String> pairs(Map<String, Object> answer) {
    Map<String, String> got = new TreeMap<>();
    for (Object o : (List<?>) answer.get("pairs")) {
      Map<?, ?> p = (Map<?, ?>) o;
      String k = key((String) p.get("a"), (String) p.get("b"));
      if (got.put(k, p.get("overlap") + "/" + p.get("union")) != null) {
        throw new AssertionError("a pair listed twice: " + k);
      }
    }
    return got;
  }

  /**
   * The connected components of {@code pairs} (of two or more documents), each sorted, largest
   * first, then by first id: how {@code _near_duplicates} lists clusters.
   */
  static List<List<String>> components(Map<String, String> pairs) {
    Map<String, String> parent = new TreeMap<>();
    for (String k : pairs.keySet()) {
      String[] ab = k.split("\\|");
      parent.putIfAbsent(ab[0], ab[0]);
      parent.putIfAbsent(ab[1], ab[1]);
      String ra = root(parent, ab[0]);
      String rb = root(parent, ab[1]);
      if (!ra.equals(rb)) {
        parent.put(ra.compareTo(rb) < 0 ? rb : ra, ra.compareTo(rb) < 0 ? ra : rb);
      }
    }
    Map<String, List<String>> byRoot = new TreeMap<>();
    for (String id : parent.keySet()) {
      byRoot.computeIfAbsent(root(parent, id), r -> new ArrayList<>()).add(id);
    }
    List<List<String>> out = new ArrayList<>(byRoot.values());
    out.sort(
        Comparator.<List<String>>comparingInt(List::size).reversed().thenComparing(c -> c.get(0)));
    return out;
  }

  /** The component's smallest id of every document of {@code pairs}. */
  static String root(Map<String, String> parent, String x) {
    while (!parent.get(x).equals(x)) {
      x = parent.get(x);
    }
    return x;
  }

  /** Whether {@code a} and {@code b} are near-duplicates at {@code tau}, exactly. */
  static boolean near(SignatureVector a, SignatureVector b, Threshold tau, Measure m) {
    long o = a.overlap(b, m);
    long u = a.length(m) + b.length(m) - o;
    return u > 0 && tau.accepts(o, u);
  }
}
