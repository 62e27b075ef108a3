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
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.carrotsearch.randomizedtesting.jupiter.Randomized;
import java.io.IOException;
import java.math.BigInteger;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.spotsigs.core.Measure;
import org.spotsigs.core.Threshold;
import org.spotsigs.index.SignatureVector;
import org.spotsigs.testing.RandomVectors;

/**
 * The weighted route (weights applied to the collection, then the one exact matcher under the
 * multiset measure) against a brute force that computes sum w min / sum w max over the original
 * vectors in exact integer arithmetic: the same pairs, with the same similarity as a fraction,
 * including pairs exactly at tau.
 */
@Randomized
class WeightedJaccardOracleTest {
  @TempDir Path tmp;

  /** {sum w min(a, b), sum w max(a, b)} over the signatures (counts 1 on sets). */
  private static BigInteger[] weighted(
      Map<String, Integer> a,
      Map<String, Integer> b,
      Map<String, Long> w,
      long dflt,
      Measure base) {
    Set<String> all = new HashSet<>(a.keySet());
    all.addAll(b.keySet());
    BigInteger min = BigInteger.ZERO;
    BigInteger max = BigInteger.ZERO;
    for (String k : all) {
      long x = a.containsKey(k) ? (base == Measure.SET ? 1 : a.get(k)) : 0;
      long y = b.containsKey(k) ? (base == Measure.SET ? 1 : b.get(k)) : 0;
      BigInteger wk = BigInteger.valueOf(w.getOrDefault(k, dflt));
      min = min.add(wk.multiply(BigInteger.valueOf(Math.min(x, y))));
      max = max.add(wk.multiply(BigInteger.valueOf(Math.max(x, y))));
    }
    return new BigInteger[] {min, max};
  }

  private static boolean reaches(BigInteger[] ou, Threshold tau) {
    // a document whose weighted mass is 0 has no signature left: never matched
    return ou[0].signum() > 0
        && ou[0]
                .multiply(BigInteger.valueOf(tau.denominator()))
                .compareTo(ou[1].multiply(BigInteger.valueOf(tau.numerator())))
            >= 0;
  }

  @Test
  void weightedPairsAreTheBruteForcePairs(Random random) throws IOException {
    int pairsAtTau = 0;
    for (int round = 0; round < 40; round++) {
      Threshold tau = RandomVectors.randomTau(random);
      Measure base = random.nextBoolean() ? Measure.SET : Measure.MULTISET;
      List<Map<String, Integer>> docs =
          new RandomVectors(random).collection(20 + random.nextInt(60), tau, base);
      // weights: decimals with up to 6 places, some 0, many equal (which keeps pairs built at tau
      // exactly at tau); or one uniform weight for all
      Set<String> terms = new HashSet<>();
      docs.forEach(d -> terms.addAll(d.keySet()));
      Map<String, Long> w = new HashMap<>();
      boolean uniform = random.nextInt(4) == 0;
      long dflt = uniform ? 1 + random.nextInt(3_000_000) : SignatureWeights.SCALE;
      StringBuilder file = new StringBuilder("# weights for the test\n");
      for (String t : terms) {
        if (!uniform && random.nextInt(3) > 0) {
          long wt =
              switch (random.nextInt(4)) {
                case 0 -> 0;
                case 1 -> SignatureWeights.SCALE / 2;
                case 2 -> random.nextInt(5_000_000);
                default -> (1 + random.nextInt(4)) * SignatureWeights.SCALE;
              };
          w.put(t, wt);
          file.append(t).append('\t').append(SignatureWeights.format(wt)).append('\n');
        }
      }
      Path weightsFile = Files.writeString(tmp.resolve("w" + round + ".tsv"), file);
      SignatureWeights weights = SignatureWeights.fromFile(weightsFile, dflt);

      VectorCollection.Builder b = VectorCollection.builder();
      for (Map<String, Integer> d : docs) {
        b.add(RandomVectors.toVector(d));
      }
      VectorCollection weighted = weights.apply(b.build(), base);
      DedupResult result =
          Deduplicator.builder(tau)
              .measure(Measure.MULTISET)
              .threads(1 + random.nextInt(3))
              .build()
              .run(weighted);

      Map<String, BigInteger[]> expected = new TreeMap<>();
      int atTau = 0;
      for (int i = 0; i < docs.size(); i++) {
        for (int j = i + 1; j < docs.size(); j++) {
          BigInteger[] ou = weighted(docs.get(i), docs.get(j), w, dflt, base);
          if (reaches(ou, tau)) {
            expected.put(i + "," + j, ou);
            if (ou[0]
                .multiply(BigInteger.valueOf(tau.denominator()))
                .equals(ou[1].multiply(BigInteger.valueOf(tau.numerator())))) {
              atTau++;
            }
          }
        }
      }
      String what = "round " + round + ", tau " + tau + ", " + base + ", uniform " + uniform;
      Map<String, long[]> actual = new TreeMap<>();
      for (int i = 0; i < result.size(); i++) {
        int x = Math.min(result.docA(i), result.docB(i));
        int y = Math.max(result.docA(i), result.docB(i));
        actual.put(x + "," + y, new long[] {result.overlap(i), result.union(i)});
      }
      assertEquals(expected.keySet(), actual.keySet(), what);
      for (Map.Entry<String, BigInteger[]> e : expected.entrySet()) {
        long[] got = actual.get(e.getKey());
        // the same fraction: overlap * expectedUnion == expectedOverlap * union
        assertEquals(
            e.getValue()[0].multiply(BigInteger.valueOf(got[1])),
            e.getValue()[1].multiply(BigInteger.valueOf(got[0])),
            what + ", pair " + e.getKey());
      }
      pairsAtTau += atTau;
    }
    // one weight for all keeps the pairs built exactly at tau exactly at tau: the ties were tested
    assertTrue(pairsAtTau > 0, "no pair exactly at tau in any round");
  }

  @Test
  void idfWeightsFollowTheFormula(Random random) {
    List<Map<String, Integer>> docs = new ArrayList<>();
    for (int i = 0; i < 30; i++) {
      docs.add(new RandomVectors(random).document());
    }
    docs.add(Map.of());
    VectorCollection.Builder b = VectorCollection.builder();
    docs.forEach(d -> b.add(RandomVectors.toVector(d)));
    VectorCollection vc = b.build();
    long cutoff = 1 + random.nextInt(5);
    long[] idf = SignatureWeights.idf().weights(vc);
    long[] cut = SignatureWeights.idfCutoff(cutoff).weights(vc);
    Map<String, Integer> df = new HashMap<>();
    docs.forEach(d -> d.keySet().forEach(k -> df.merge(k, 1, Integer::sum)));
    long n = docs.stream().filter(d -> !d.isEmpty()).count();
    for (int t = 0; t < vc.numTerms(); t++) {
      String term = vc.term(t).utf8ToString();
      int f = df.get(term);
      long expected = Math.round(Math.log((double) n / f) * 1_000_000);
      assertTrue(Math.abs(expected - idf[t]) <= 1, term + ": " + idf[t] + " vs " + expected);
      assertEquals(f > cutoff ? 0 : idf[t], cut[t], term);
    }
  }

  /**
   * Weights survive their text ({@code toTsv}, then {@code fromTsv}, as an index records them),
   * including signatures that start with {@code #} (which a line of the text would otherwise read
   * as a comment) or with the escape itself.
   */
  @Test
  void weightsSurviveTheirTextWhateverTheSignaturesStartWith(Random r) throws IOException {
    for (int iter = 0; iter < 50; iter++) {
      StringBuilder file = new StringBuilder("# a comment\n");
      Map<String, Long> listed = new TreeMap<>();
      for (int i = r.nextInt(20); i >= 0; i--) {
        StringBuilder sig = new StringBuilder();
        for (int k = 1 + r.nextInt(6); k > 0; k--) {
          sig.append("#\\:ab\t".charAt(r.nextInt(6)));
        }
        String signature = sig.toString();
        if (signature.endsWith("\t") || signature.contains("\t") || listed.containsKey(signature)) {
          continue; // (a tab ends a signature in the file)
        }
        long w = 1 + r.nextInt(3_000_000);
        listed.put(signature, w);
        boolean escape = signature.startsWith("#") || signature.startsWith("\\");
        file.append(escape ? "\\" : "")
            .append(signature)
            .append('\t')
            .append(SignatureWeights.format(w))
            .append('\n');
      }
      long dflt = r.nextInt(2) * SignatureWeights.SCALE;
      SignatureWeights weights =
          SignatureWeights.fromFile(
              Files.writeString(tmp.resolve("w" + iter + ".tsv"), file), dflt);
      SignatureWeights again = SignatureWeights.fromTsv(weights.toTsv(), "again");
      SignatureVector.Builder all = SignatureVector.builder();
      listed.keySet().forEach(k -> all.add(k, 1));
      all.add("unlisted", 1);
      SignatureVector v = all.build();
      SignatureVector expected = weights.apply(v, Measure.MULTISET);
      assertEquals(expected, again.apply(v, Measure.MULTISET), file.toString());
      // and the file meant what it said: a signature is left out exactly where its weight is 0
      for (int i = 0; i < v.size(); i++) {
        String t = v.term(i).utf8ToString();
        assertEquals(listed.getOrDefault(t, dflt) != 0, indexOf(expected, t) >= 0, t);
      }
    }
  }

  private static int indexOf(SignatureVector v, String term) {
    for (int i = 0; i < v.size(); i++) {
      if (v.term(i).utf8ToString().equals(term)) {
        return i;
      }
    }
    return -1;
  }

  @Test
  void badWeightsAreRefusedNamingTheLine() throws IOException {
    assertEquals(1_500_000, SignatureWeights.parseWeight("1.5"));
    assertEquals(1, SignatureWeights.parseWeight("0.000001"));
    assertEquals(2_000_000, SignatureWeights.parseWeight("2.0000000"));
    for (String bad : new String[] {"0.0000001", "-1", "x", "1e13"}) {
      assertThrows(IllegalArgumentException.class, () -> SignatureWeights.parseWeight(bad), bad);
    }
    Path f = Files.writeString(tmp.resolve("bad.tsv"), "the:a:b\t1\nthe:c:d\t0.12345678\n");
    IOException e =
        assertThrows(IOException.class, () -> SignatureWeights.fromFile(f, SignatureWeights.SCALE));
    assertTrue(
        e.getMessage().contains("bad.tsv:2") && e.getMessage().contains("6 decimal places"),
        e.getMessage());
    Path twice = Files.writeString(tmp.resolve("twice.tsv"), "the:a:b\t1\nthe:a:b\t2\n");
    IOException e2 =
        assertThrows(
            IOException.class, () -> SignatureWeights.fromFile(twice, SignatureWeights.SCALE));
    assertTrue(e2.getMessage().contains("twice.tsv:2"), e2.getMessage());
  }
}
