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
package org.spotsigs.dedup;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import com.carrotsearch.randomizedtesting.jupiter.Randomized;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.spotsigs.core.Measure;
import org.spotsigs.core.Threshold;
import org.spotsigs.index.SignatureVector;
import org.spotsigs.testing.RandomVectors;

/** The corpus filter against a re-computation from the documents' maps, and dedup on its output. */
@Randomized
class SignatureFilterTest {

  static List<Map<String, Integer>> oracle(
      List<Map<String, Integer>> docs,
      double lo,
      double hi,
      SignatureFilter.Formula formula,
      int min) {
    List<Map<String, Integer>> alive = new ArrayList<>();
    for (Map<String, Integer> d : docs) {
      int len = d.values().stream().mapToInt(Integer::intValue).sum();
      alive.add(!d.isEmpty() && len >= min ? d : Map.of());
    }
    long n = alive.stream().filter(d -> !d.isEmpty()).count();
    Map<String, Integer> df = new HashMap<>();
    for (Map<String, Integer> d : alive) {
      d.keySet().forEach(t -> df.merge(t, 1, Integer::sum));
    }
    List<Map<String, Integer>> out = new ArrayList<>();
    for (Map<String, Integer> d : alive) {
      Map<String, Integer> kept = new LinkedHashMap<>();
      for (Map.Entry<String, Integer> e : d.entrySet()) {
        int f = df.get(e.getKey());
        double idf =
            formula == SignatureFilter.Formula.PAPER
                ? (n <= 1 ? 0 : Math.log((double) n / f) / Math.log(n))
                : Math.log((n + 1.0) / f) / Math.log(n + 1.0);
        if (idf >= lo && idf <= hi) {
          kept.put(e.getKey(), e.getValue());
        }
      }
      int len = kept.values().stream().mapToInt(Integer::intValue).sum();
      out.add(len >= min ? kept : Map.of());
    }
    return out;
  }

  @Test
  void filterMatchesTheDefinitionAndDedupStaysExact(Random random) {
    for (int iter = 0; iter < 100; iter++) {
      Threshold tau = RandomVectors.randomTau(random);
      Measure measure = random.nextBoolean() ? Measure.SET : Measure.MULTISET;
      List<Map<String, Integer>> docs =
          new RandomVectors(random).collection(1 + random.nextInt(200), tau, measure);
      double lo = random.nextBoolean() ? 0 : random.nextDouble() * 0.5;
      double hi = random.nextBoolean() ? 1 : 0.5 + random.nextDouble() * 0.5;
      SignatureFilter.Formula formula =
          random.nextBoolean() ? SignatureFilter.Formula.PAPER : SignatureFilter.Formula.PROTOTYPE;
      int min = random.nextInt(6);
      VectorCollection.Builder b = VectorCollection.builder();
      docs.forEach(d -> b.add(SignatureVector.of(d)));
      VectorCollection filtered =
          SignatureFilter.idfRange(lo, hi, formula).withMinSignatures(min).apply(b.build());

      List<Map<String, Integer>> expected = oracle(docs, lo, hi, formula, min);
      assertEquals(docs.size(), filtered.size());
      for (int d = 0; d < docs.size(); d++) {
        assertEquals(expected.get(d).size(), filtered.cardinality(d), "doc " + d);
        assertEquals(
            expected.get(d).values().stream().mapToLong(Integer::intValue).sum(),
            filtered.length(d, Measure.MULTISET),
            "doc " + d);
      }
      DedupResult r = Deduplicator.builder(tau).measure(measure).threads(2).build().run(filtered);
      DeduplicatorOracleTest.assertSamePairs(
          DeduplicatorOracleTest.oracle(expected, Set.of(), tau, measure),
          r,
          null,
          "tau=" + tau + " idf=[" + lo + "," + hi + "] " + formula + " min=" + min);
    }
  }

  @Test
  void badRangesAreRefused() {
    assertThrows(
        IllegalArgumentException.class,
        () -> SignatureFilter.idfRange(0.8, 0.2, SignatureFilter.Formula.PAPER));
    assertThrows(IllegalArgumentException.class, () -> SignatureFilter.minSignatures(-1));
  }
}
