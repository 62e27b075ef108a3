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
package org.spotsigs.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import com.carrotsearch.randomizedtesting.jupiter.Randomized;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

@Randomized
class PairEvaluationTest {
  @TempDir Path tmp;

  @Test
  void countsAgreeWithADirectClassification(Random random) throws IOException {
    for (int iter = 0; iter < 20; iter++) {
      List<String> ids = new ArrayList<>();
      Map<String, String> cluster = new HashMap<>();
      int originals = 1 + random.nextInt(15);
      Set<String> thin = new HashSet<>();
      for (int i = 0; i < originals; i++) {
        String id = "20news/" + i;
        ids.add(id);
        cluster.put(id, id);
        if (random.nextInt(3) == 0) {
          thin.add(id);
        }
      }
      int generated = random.nextInt(40);
      for (int i = 0; i < generated; i++) {
        String kind =
            random.nextInt(3) == 0
                ? CorpusGenerator.SPLICE
                : random.nextBoolean() ? CorpusGenerator.COPY : CorpusGenerator.VARIANT;
        String id = kind + i;
        ids.add(id);
        cluster.put(
            id, kind.equals(CorpusGenerator.SPLICE) ? id : "20news/" + random.nextInt(originals));
      }
      java.util.Collections.shuffle(ids, random);
      StringBuilder truth = new StringBuilder();
      ids.forEach(id -> truth.append(id).append('\t').append(cluster.get(id)).append('\n'));
      List<String[]> pairs = new ArrayList<>();
      Set<String> seen = new HashSet<>();
      int want = ids.size() < 2 ? 0 : random.nextInt(3 * ids.size());
      for (int k = 0; k < want; k++) {
        String a = ids.get(random.nextInt(ids.size()));
        String b = ids.get(random.nextInt(ids.size()));
        if (!a.equals(b) && seen.add(a.compareTo(b) < 0 ? a + " " + b : b + " " + a)) {
          pairs.add(new String[] {a, b});
        }
      }
      StringBuilder pairText = new StringBuilder();
      pairs.forEach(p -> pairText.append(p[0]).append('\t').append(p[1]).append("\t0.950000\n"));
      Path t = Files.writeString(tmp.resolve("truth" + iter), truth);
      Path p = Files.writeString(tmp.resolve("pairs" + iter), pairText);

      // the direct classification
      Set<Set<String>> realPairsOfClusters = new HashSet<>();
      for (String[] pr : pairs) {
        if (!pr[0].startsWith("gen/") && !pr[1].startsWith("gen/")) {
          realPairsOfClusters.add(Set.of(cluster.get(pr[0]), cluster.get(pr[1])));
        }
      }
      long tp = 0;
      long realReal = 0;
      long inherited = 0;
      long boilerplate = 0;
      long fp = 0;
      long withSource = 0;
      for (String[] pr : pairs) {
        String ca = cluster.get(pr[0]);
        String cb = cluster.get(pr[1]);
        boolean realA = !pr[0].startsWith("gen/");
        boolean realB = !pr[1].startsWith("gen/");
        if (ca.equals(cb)) {
          tp++;
          withSource += realA || realB ? 1 : 0;
        } else if (realA && realB) {
          realReal++;
        } else if (realPairsOfClusters.contains(Set.of(ca, cb))) {
          inherited++;
        } else if (thin.contains(ca) && thin.contains(cb)) {
          boilerplate++;
        } else {
          fp++;
        }
      }
      Map<String, Integer> sizes = new HashMap<>();
      cluster.values().forEach(c -> sizes.merge(c, 1, Integer::sum));
      long truthPairs = sizes.values().stream().mapToLong(s -> (long) s * (s - 1) / 2).sum();
      long derived =
          ids.stream()
              .filter(
                  id ->
                      id.startsWith(CorpusGenerator.COPY) || id.startsWith(CorpusGenerator.VARIANT))
              .count();

      PairEvaluation.Result r = PairEvaluation.evaluate(t, p, thin::contains);
      assertEquals(
          new PairEvaluation.Result(
              pairs.size(),
              tp,
              realReal,
              inherited,
              boilerplate,
              fp,
              truthPairs,
              withSource,
              derived),
          r);
      assertEquals(
          tp + boilerplate + fp == 0 ? Double.NaN : (double) tp / (tp + boilerplate + fp),
          r.precision());
      assertEquals(
          tp + fp == 0 ? Double.NaN : (double) tp / (tp + fp), r.precisionWithoutBoilerplate());
      assertEquals(truthPairs == 0 ? Double.NaN : (double) tp / truthPairs, r.recall());
    }
  }

  @Test
  void unknownIdsAreAnError() throws IOException {
    Path t = Files.writeString(tmp.resolve("t"), "a\ta\nb\ta\n");
    Path p = Files.writeString(tmp.resolve("p"), "a\tc\t1.000000\n");
    assertThrows(IOException.class, () -> PairEvaluation.evaluate(t, p));
  }
}
