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
package org.spotsigs.testing;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.spotsigs.core.Measure;
import org.spotsigs.core.Threshold;
import org.spotsigs.index.SignatureVector;

/**
 * Random signature multisets shaped to exercise the matcher: clusters of near-duplicates with
 * varied edits, exact duplicates, empty documents, very short and very long documents, and pairs
 * built to have similarity exactly tau.
 */
public final class RandomVectors {
  private final Random random;
  private final int vocabulary;
  private int fresh;

  public RandomVectors(Random random) {
    this.random = random;
    this.vocabulary = 5 + random.nextInt(random.nextBoolean() ? 40 : 400);
  }

  private String term(int i) {
    return "s" + i;
  }

  private String freshTerm() {
    return "f" + (fresh++);
  }

  /** A random document: distinct terms from the vocabulary with counts 1..maxCount. */
  public Map<String, Integer> document() {
    Map<String, Integer> doc = new LinkedHashMap<>();
    int size =
        random.nextInt(10) == 0
            ? 1 + random.nextInt(3)
            : 1 + random.nextInt(random.nextBoolean() ? 12 : 60);
    int maxCount = random.nextInt(3) == 0 ? 1 : 1 + random.nextInt(5);
    for (int i = 0; i < size; i++) {
      // skewed: low ids are frequent
      int t = (int) Math.floor(Math.pow(random.nextDouble(), 2) * vocabulary);
      doc.merge(term(t), 1 + random.nextInt(maxCount), Integer::sum);
    }
    return doc;
  }

  /** A near-duplicate of {@code base}: a few terms dropped, added, or recounted. */
  public Map<String, Integer> variant(Map<String, Integer> base) {
    if (base.isEmpty()) {
      return document();
    }
    Map<String, Integer> doc = new LinkedHashMap<>(base);
    int edits = random.nextInt(1 + Math.max(1, base.size() / 3));
    List<String> keys = new ArrayList<>(doc.keySet());
    for (int e = 0; e < edits; e++) {
      switch (random.nextInt(3)) {
        case 0 -> {
          if (doc.size() > 1) {
            doc.remove(keys.get(random.nextInt(keys.size())));
          }
        }
        case 1 ->
            doc.merge(
                random.nextBoolean() ? freshTerm() : term(random.nextInt(vocabulary)),
                1 + random.nextInt(3),
                Integer::sum);
        default ->
            doc.computeIfPresent(
                keys.get(random.nextInt(keys.size())),
                (k, v) -> Math.max(1, v + random.nextInt(5) - 2));
      }
    }
    return doc;
  }

  /**
   * Two documents whose similarity under {@code measure} is exactly tau (whose denominator must be
   * small enough to be practical, at most ~200).
   */
  public List<Map<String, Integer>> pairAtTau(Threshold tau, Measure measure) {
    long num = tau.numerator();
    long den = tau.denominator();
    int scale = den <= 20 ? 1 + random.nextInt(3) : 1;
    long union = den * scale;
    long overlap = num * scale;
    Map<String, Integer> a = new HashMap<>();
    Map<String, Integer> b = new HashMap<>();
    boolean multi = measure == Measure.MULTISET;
    // shared part: equal counts summing to overlap (sets: distinct terms)
    long left = overlap;
    while (left > 0) {
      int c = multi ? (int) Math.min(left, 1 + random.nextInt(3)) : 1;
      String t = freshTerm();
      a.put(t, c);
      b.put(t, c);
      left -= c;
    }
    long rest = union - overlap;
    long toA = rest == 0 ? 0 : random.nextInt((int) rest + 1);
    for (long l = toA; l > 0; ) {
      int c = multi ? (int) Math.min(l, 1 + random.nextInt(3)) : 1;
      a.put(freshTerm(), c);
      l -= c;
    }
    for (long l = rest - toA; l > 0; ) {
      int c = multi ? (int) Math.min(l, 1 + random.nextInt(3)) : 1;
      b.put(freshTerm(), c);
      l -= c;
    }
    if (a.isEmpty() || b.isEmpty()) {
      // tau = 1 with nothing else: both equal, fine; otherwise keep both non-empty
      return List.of(a.isEmpty() ? b : a, b.isEmpty() ? a : b);
    }
    return List.of(a, b);
  }

  /**
   * A collection of {@code n} (roughly) documents with clusters, duplicates, empties and pairs at
   * tau.
   */
  public List<Map<String, Integer>> collection(int n, Threshold tau, Measure measure) {
    List<Map<String, Integer>> docs = new ArrayList<>();
    while (docs.size() < n) {
      int kind = random.nextInt(10);
      if (kind < 4) {
        Map<String, Integer> base = document();
        docs.add(base);
        for (int v = random.nextInt(5); v > 0; v--) {
          docs.add(random.nextInt(6) == 0 ? new LinkedHashMap<>(base) : variant(base));
        }
      } else if (kind < 7) {
        docs.add(document());
      } else if (kind < 9) {
        if (tau.denominator() <= 200) {
          docs.addAll(pairAtTau(tau, measure));
        } else {
          docs.add(document());
        }
      } else {
        docs.add(random.nextBoolean() ? Map.of() : document());
      }
    }
    java.util.Collections.shuffle(docs, random);
    return docs;
  }

  public static SignatureVector toVector(Map<String, Integer> doc) {
    return SignatureVector.of(doc);
  }

  /** A tau among the usual decimals, sometimes an odd fraction. */
  public static Threshold randomTau(Random random) {
    switch (random.nextInt(4)) {
      case 0:
        return Threshold.of(1 + random.nextInt(20), 20); // 0.05 .. 1.0
      case 1:
        return Threshold.parse(
            List.of("0.05", "0.1", "0.44", "0.5", "0.6", "0.8", "0.9", "0.95", "1.0")
                .get(random.nextInt(9)));
      case 2:
        int den = 2 + random.nextInt(30);
        return Threshold.of(1 + random.nextInt(den), den);
      default:
        return Threshold.of(1 + random.nextInt(100), 100);
    }
  }
}
