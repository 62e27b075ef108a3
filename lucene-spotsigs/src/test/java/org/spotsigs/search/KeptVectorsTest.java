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
package org.spotsigs.search;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import com.carrotsearch.randomizedtesting.jupiter.Randomized;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.apache.lucene.util.Bits;
import org.junit.jupiter.api.Test;
import org.spotsigs.core.Measure;
import org.spotsigs.core.Threshold;
import org.spotsigs.index.ForwardVector;
import org.spotsigs.index.SignatureVector;
import org.spotsigs.testing.BruteForce;
import org.spotsigs.testing.RandomVectors;

/**
 * The kept set against brute force: after every document kept, a query's most similar kept document
 * (ties: the one kept first), its first kept match, and all its matches, among the positions from a
 * random one on and (for the most similar) those a filter accepts; with pairs exactly at tau, empty
 * documents (never kept, never matched) and queries with signatures no kept document has.
 */
@Randomized
class KeptVectorsTest {

  @Test
  void bestFirstAndAllAreThoseOfBruteForce(Random random) {
    for (int iter = 0; iter < 150; iter++) {
      Threshold tau = RandomVectors.randomTau(random);
      Measure measure = random.nextBoolean() ? Measure.SET : Measure.MULTISET;
      List<Map<String, Integer>> docs =
          new RandomVectors(random).collection(random.nextInt(150), tau, measure);
      boolean single = random.nextInt(3) == 0;
      KeptVectors kept =
          single
              ? new KeptVectors(tau, measure, Partitioning.single())
              : new KeptVectors(tau, measure);
      KeptVectors.Searcher searcher = kept.searcher();
      ForwardVector.Reader reader = new ForwardVector.Reader();
      List<Map<String, Integer>> held = new ArrayList<>(); // by position
      for (int d = 0; d < docs.size(); d++) {
        Map<String, Integer> doc = docs.get(d);
        boolean adding = random.nextBoolean(); // its signatures added to the dictionary at once
        String context =
            "iter="
                + iter
                + " doc="
                + d
                + " tau="
                + tau
                + " "
                + measure
                + " single="
                + single
                + " adding="
                + adding;
        SignatureVector vector = RandomVectors.toVector(doc);
        KeptVectors.Query query;
        if (adding) {
          reader.reset(ForwardVector.encode(vector));
          query = kept.queryAdding(reader);
        } else {
          query = kept.query(vector);
        }
        int from = held.isEmpty() || random.nextBoolean() ? 0 : random.nextInt(held.size() + 1);
        boolean[] accepted = new boolean[held.size()];
        for (int p = 0; p < accepted.length; p++) {
          accepted[p] = random.nextInt(4) != 0;
        }
        Bits accept =
            random.nextBoolean()
                ? null
                : new Bits() {
                  @Override
                  public boolean get(int index) {
                    return accepted[index];
                  }

                  @Override
                  public int length() {
                    return accepted.length;
                  }
                };

        List<long[]> expected = new ArrayList<>(); // {position, overlap, union}, ascending
        long[] best = null;
        long[] bestAccepted = null;
        for (int p = from; p < held.size(); p++) {
          long[] ou = BruteForce.overlapAndUnion(doc, held.get(p), measure);
          if (BruteForce.matches(ou[0], ou[1], tau)) {
            long[] m = {p, ou[0], ou[1]};
            expected.add(m);
            if (best == null || Threshold.compareProducts(ou[0], best[2], best[1], ou[1]) > 0) {
              best = m;
            }
            if ((accept == null || accepted[p])
                && (bestAccepted == null
                    || Threshold.compareProducts(ou[0], bestAccepted[2], bestAccepted[1], ou[1])
                        > 0)) {
              bestAccepted = m;
            }
          }
        }

        assertMatch(best, searcher.best(query, from), context + " best");
        assertMatch(bestAccepted, searcher.best(query, from, accept), context + " best accepted");
        assertMatch(
            expected.isEmpty() ? null : expected.get(0),
            searcher.first(query, from),
            context + " first");
        List<long[]> all = new ArrayList<>();
        int count = searcher.all(query, from, (p, o, u) -> all.add(new long[] {p, o, u}));
        assertEquals(all.size(), count, context + " count");
        all.sort((x, y) -> Long.compare(x[0], y[0]));
        assertEquals(expected.size(), all.size(), context + " all");
        for (int i = 0; i < all.size(); i++) {
          assertArrayEquals(expected.get(i), all.get(i), context + " all, match " + i);
        }

        if (random.nextInt(3) != 0) {
          int position = kept.keep(query);
          if (doc.isEmpty()) {
            assertEquals(-1, position, context + " an empty document is not kept");
          } else {
            assertEquals(held.size(), position, context + " positions in the order kept");
            held.add(doc);
          }
          assertEquals(held.size(), kept.size(), context + " size");
        }
      }
    }
  }

  private static void assertMatch(long[] expected, KeptVectors.Match actual, String context) {
    if (expected == null) {
      assertNull(actual, context);
    } else {
      assertArrayEquals(
          expected,
          actual == null ? null : new long[] {actual.position(), actual.overlap(), actual.union()},
          context);
    }
  }
}
