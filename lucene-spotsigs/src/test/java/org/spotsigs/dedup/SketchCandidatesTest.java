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
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.carrotsearch.randomizedtesting.jupiter.Randomized;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.spotsigs.core.Measure;
import org.spotsigs.core.Threshold;
import org.spotsigs.testing.BruteForce;
import org.spotsigs.testing.RandomVectors;

/**
 * The sketch route: consistent weighted samples agree with probability the (weighted) Jaccard
 * similarity, the banding's candidate probability follows 1 - (1 - s^r)^b, and every reported pair
 * is a true pair with its exact similarity. Tolerances are 4.5 binomial standard deviations (a
 * false alarm about once in 150,000 checks), not tuned to the seeds.
 */
@Randomized
class SketchCandidatesTest {

  private static VectorCollection collection(List<Map<String, Integer>> docs) {
    VectorCollection.Builder b = VectorCollection.builder();
    for (Map<String, Integer> d : docs) {
      b.add(RandomVectors.toVector(d));
    }
    return b.build();
  }

  private static double tolerance(double p, int trials) {
    return 4.5 * Math.sqrt(p * (1 - p) / trials) + 1.0 / trials;
  }

  @Test
  void samplesAgreeWithProbabilityTheJaccardSimilarity(Random random) {
    int k = 1000;
    for (int round = 0; round < 40; round++) {
      boolean weighted = round % 2 == 0; // both samplers: consistent weighted sampling, copies
      Measure measure = random.nextBoolean() ? Measure.SET : Measure.MULTISET;
      RandomVectors gen = new RandomVectors(random);
      Map<String, Integer> a = gen.document();
      Map<String, Integer> b = random.nextBoolean() ? gen.variant(a) : gen.variant(gen.variant(a));
      long[] ou = BruteForce.overlapAndUnion(a, b, measure);
      double j = (double) ou[0] / ou[1];
      VectorCollection vc = collection(List.of(a, b));
      SketchCandidates sketch =
          new SketchCandidates(Threshold.of(1, 2), measure, k, 1, random.nextLong());
      long[] wa = weights(vc, 0, measure);
      long[] wb = weights(vc, 1, measure);
      long[] ha = hashes(vc, 0);
      long[] hb = hashes(vc, 1);
      int agree = 0;
      for (int s = 0; s < k; s++) {
        long x =
            weighted
                ? sketch.samples().weightedSample(ha, wa, ha.length, s)
                : sketch.samples().minHashSample(ha, wa, ha.length, s);
        long y =
            weighted
                ? sketch.samples().weightedSample(hb, wb, hb.length, s)
                : sketch.samples().minHashSample(hb, wb, hb.length, s);
        agree += x == y ? 1 : 0;
      }
      double estimate = (double) agree / k;
      assertTrue(
          Math.abs(estimate - j) <= tolerance(j, k),
          "round "
              + round
              + ", "
              + measure
              + (weighted ? ", weighted sampling" : ", copies")
              + ": J "
              + j
              + ", estimated "
              + estimate);
    }
  }

  /** The weights of document {@code d}'s signatures. */
  private static long[] weights(VectorCollection vc, int d, Measure measure) {
    long[] w = new long[vc.cardinality(d)];
    for (int i = vc.start(d); i < vc.end(d); i++) {
      w[i - vc.start(d)] = measure == Measure.SET ? 1 : vc.count(i);
    }
    return w;
  }

  /** The hashes of document {@code d}'s signatures. */
  private static long[] hashes(VectorCollection vc, int d) {
    long[] h = new long[vc.cardinality(d)];
    for (int i = vc.start(d); i < vc.end(d); i++) {
      h[i - vc.start(d)] = vc.termHash(vc.termId(i));
    }
    return h;
  }

  @Test
  void candidatesFollowTheBandingCurve(Random random) {
    Threshold s = Threshold.of(1 + random.nextInt(4), 5); // 0.2 .. 0.8
    Measure measure = Measure.MULTISET;
    List<Map<String, Integer>> docs = new ArrayList<>();
    int pairs = 400;
    RandomVectors gen = new RandomVectors(random);
    for (int p = 0; p < pairs; p++) {
      docs.addAll(gen.pairAtTau(s, measure)); // fresh signatures for every pair: independent trials
    }
    SketchCandidates sketch =
        new SketchCandidates(Threshold.of(1, 100), measure, 4, 3, random.nextLong());
    DedupResult result = sketch.run(collection(docs)).pairs();
    int found = 0;
    for (int i = 0; i < result.size(); i++) {
      if (result.docB(i) == result.docA(i) + 1 && result.docA(i) % 2 == 0) {
        found++;
      }
    }
    double expected = sketch.recall(s.value());
    double rate = (double) found / pairs;
    assertTrue(
        Math.abs(rate - expected) <= tolerance(expected, pairs),
        "similarity " + s + ": candidate rate " + rate + ", 1 - (1 - s^3)^4 = " + expected);
  }

  @Test
  void everyPairReportedIsATruePairWithItsExactSimilarity(Random random) {
    for (int round = 0; round < 10; round++) {
      Threshold tau = RandomVectors.randomTau(random);
      Measure measure = random.nextBoolean() ? Measure.SET : Measure.MULTISET;
      List<Map<String, Integer>> docs =
          new RandomVectors(random).collection(40 + random.nextInt(60), tau, measure);
      SketchCandidates sketch =
          SketchCandidates.forRecall(tau, measure, 64, 0.9, random.nextLong());
      assertTrue(
          sketch.recallAtTau() >= 0.9 || sketch.rows() == 1,
          "banding " + sketch.bands() + "x" + sketch.rows());
      DedupResult result = sketch.run(collection(docs)).pairs();
      Map<String, long[]> oracle =
          DeduplicatorOracleTest.oracle(docs, java.util.Set.of(), tau, measure);
      for (int i = 0; i < result.size(); i++) {
        String key =
            Math.min(result.docA(i), result.docB(i))
                + ","
                + Math.max(result.docA(i), result.docB(i));
        long[] exact = oracle.get(key);
        assertTrue(exact != null, "round " + round + ": " + key + " is not a pair at tau " + tau);
        assertEquals(exact[0], result.overlap(i), key);
        assertEquals(exact[1], result.union(i), key);
      }
    }
  }

  /**
   * Equal vectors are sketched once and inherit their representative's pairs; large counts take the
   * weighted sampler; every pair is reported once, true, with its exact similarity, and the answer
   * does not depend on the run (bands and documents are sketched in parallel) nor on whether the
   * pairs are held or streamed.
   */
  @Test
  void duplicatesLargeCountsAndRepeatedRunsGiveTheSameTruePairs(Random random) {
    for (int round = 0; round < 10; round++) {
      Threshold tau = RandomVectors.randomTau(random);
      Measure measure = random.nextBoolean() ? Measure.SET : Measure.MULTISET;
      RandomVectors gen = new RandomVectors(random);
      List<Map<String, Integer>> docs = new ArrayList<>(gen.collection(30, tau, measure));
      for (int i = random.nextInt(20); i >= 0; i--) {
        docs.add(new java.util.LinkedHashMap<>(docs.get(random.nextInt(docs.size())))); // copies
      }
      boolean weighted = false;
      if (random.nextBoolean()) { // counts past the copies' limit: the weighted sampler
        Map<String, Integer> big = new java.util.LinkedHashMap<>(gen.document());
        big.replaceAll((t, c) -> c * (SketchCandidates.MAX_COPIES + 1));
        docs.add(big);
        docs.add(new java.util.LinkedHashMap<>(big));
        weighted = measure == Measure.MULTISET && !big.isEmpty();
      }
      java.util.Collections.shuffle(docs, random);
      VectorCollection vc = collection(docs);
      SketchCandidates sketch =
          SketchCandidates.forRecall(tau, measure, 64, 0.9, random.nextLong());
      SketchResult run = sketch.run(vc);
      assertEquals(SketchSamples.samplerName(!weighted), run.sampler(), "round " + round);
      DedupResult first = run.pairs();
      DedupResult again = sketch.run(vc).pairs();
      Map<String, long[]> oracle =
          DeduplicatorOracleTest.oracle(docs, java.util.Set.of(), tau, measure);
      java.util.Set<String> seen = new java.util.HashSet<>();
      assertEquals(first.size(), again.size());
      for (int i = 0; i < first.size(); i++) {
        assertEquals(first.docA(i), again.docA(i));
        assertEquals(first.docB(i), again.docB(i));
        String key = first.docA(i) + "," + first.docB(i);
        assertTrue(first.docA(i) < first.docB(i), key);
        assertTrue(seen.add(key), "reported twice: " + key);
        long[] exact = oracle.get(key);
        assertTrue(exact != null, "round " + round + ": " + key + " is not a pair at tau " + tau);
        assertEquals(exact[0], first.overlap(i), key);
        assertEquals(exact[1], first.union(i), key);
      }
      // streamed: the same pairs with the same similarities, each once, smaller id first
      List<String> streamed = new ArrayList<>();
      DedupResult stream =
          sketch.stream(
                  vc,
                  (a, b, overlap, union) -> {
                    assertTrue(a < b, a + "," + b);
                    streamed.add(a + "," + b + "," + overlap + "," + union);
                  })
              .pairs();
      assertEquals(0, stream.size());
      assertEquals(first.size(), stream.pairsFound());
      List<String> held = new ArrayList<>();
      for (int i = 0; i < first.size(); i++) {
        held.add(
            first.docA(i) + "," + first.docB(i) + "," + first.overlap(i) + "," + first.union(i));
      }
      java.util.Collections.sort(streamed);
      java.util.Collections.sort(held);
      assertEquals(held, streamed, "round " + round + ": streamed and held pairs");
      // equal non-empty vectors are always found (every sample agrees)
      for (Map.Entry<String, long[]> e : oracle.entrySet()) {
        if (e.getValue()[0] == e.getValue()[1]) {
          assertTrue(seen.contains(e.getKey()), "equal vectors " + e.getKey() + " missed");
        }
      }
    }
  }

  /**
   * The pairs reported are exactly the true pairs among the pairs whose band keys agree in some
   * band, on every route (held, streamed, sketched as read), and the candidates verified are
   * exactly the pairs of representatives whose keys agree in some band: nothing the banding finds
   * is lost between the buckets of the bands, nothing is verified twice.
   */
  @Test
  void thePairsAreTheTruePairsAmongTheBandCandidates(
      Random random, @org.junit.jupiter.api.io.TempDir java.nio.file.Path tmp) throws Exception {
    for (int round = 0; round < 12; round++) {
      Threshold tau = RandomVectors.randomTau(random);
      Measure measure = random.nextBoolean() ? Measure.SET : Measure.MULTISET;
      RandomVectors gen = new RandomVectors(random);
      List<Map<String, Integer>> docs =
          new ArrayList<>(gen.collection(30 + random.nextInt(60), tau, measure));
      for (int i = random.nextInt(30); i >= 0; i--) { // copies, some of them in larger groups
        docs.add(new java.util.LinkedHashMap<>(docs.get(random.nextInt(1 + i % 5))));
      }
      docs.add(new java.util.LinkedHashMap<>());
      java.util.Collections.shuffle(docs, random);
      // few rows and several bands: many candidates, pairs agreeing in several bands
      SketchCandidates sketch =
          new SketchCandidates(
              tau, measure, 2 + random.nextInt(6), 1 + random.nextInt(3), random.nextLong());
      int n = docs.size();
      long[][] keys = new long[n][sketch.bands()];
      SketchSamples.Sampler sampler = sketch.samples().new Sampler(true);
      for (int d = 0; d < n; d++) {
        sampler.bandKeys(RandomVectors.toVector(docs.get(d)), keys[d], 0);
      }
      Map<String, long[]> oracle =
          DeduplicatorOracleTest.oracle(docs, java.util.Set.of(), tau, measure);
      java.util.Set<String> expected = new java.util.TreeSet<>();
      // the first document of each vector (under the set measure, of each set of signatures)
      java.util.Map<Object, Integer> representative = new java.util.HashMap<>();
      java.util.function.IntFunction<Object> vector =
          d -> measure == Measure.SET ? docs.get(d).keySet() : docs.get(d);
      long candidates = 0;
      for (int b = 0; b < n; b++) {
        if (docs.get(b).isEmpty()) {
          continue;
        }
        boolean isRep = representative.putIfAbsent(vector.apply(b), b) == null;
        for (int a = 0; a < b; a++) {
          if (docs.get(a).isEmpty()) {
            continue;
          }
          boolean agree = false;
          for (int band = 0; band < sketch.bands(); band++) {
            agree |= keys[a][band] == keys[b][band];
          }
          long[] exact = oracle.get(a + "," + b);
          if (agree && exact != null) {
            expected.add(a + "," + b + "," + exact[0] + "," + exact[1]);
          }
          if (agree && isRep && representative.get(vector.apply(a)) == a) {
            candidates++; // a pair of representatives whose keys agree in some band
          }
        }
      }
      VectorCollection vc = collection(docs);
      SketchResult run = sketch.run(vc);
      DedupResult held = run.pairs();
      assertEquals(candidates, run.candidatesVerified(), "round " + round + ": candidates");
      java.util.Set<String> heldPairs = new java.util.TreeSet<>();
      for (int i = 0; i < held.size(); i++) {
        heldPairs.add(
            held.docA(i) + "," + held.docB(i) + "," + held.overlap(i) + "," + held.union(i));
      }
      assertEquals(expected, heldPairs, "round " + round + ": held");
      List<String> streamed = new ArrayList<>();
      SketchResult streamedRun =
          sketch.stream(vc, (a, b, o, u) -> streamed.add(a + "," + b + "," + o + "," + u));
      assertEquals(candidates, streamedRun.candidatesVerified(), "round " + round + ": streamed");
      assertEquals(run.sampler(), streamedRun.sampler(), "round " + round + ": sampler");
      assertEquals(expected, new java.util.TreeSet<>(streamed), "round " + round + ": streamed");
      assertEquals(expected.size(), streamed.size(), "round " + round + ": each pair once");
      List<String> read = new ArrayList<>();
      SketchResult readRun;
      try (SketchedCollection sc = new SketchedCollection(sketch, tmp)) {
        for (Map<String, Integer> d : docs) {
          sc.add(sc.prepare(RandomVectors.toVector(d)), sc.size());
        }
        readRun = sc.stream((a, b, o, u) -> read.add(a + "," + b + "," + o + "," + u));
      }
      assertEquals(candidates, readRun.candidatesVerified(), "round " + round + ": as read");
      assertEquals(run.sampler(), readRun.sampler(), "round " + round + ": sampler as read");
      assertEquals(streamed, read, "round " + round + ": sketched as read, in the same order");
    }
  }

  /** An exception of the consumer ends a streamed run: it comes out of stream, nothing after it. */
  @Test
  void aFailingConsumerEndsTheStream(Random random) {
    Threshold tau = Threshold.of(1, 2);
    RandomVectors gen = new RandomVectors(random);
    List<Map<String, Integer>> docs = new ArrayList<>();
    for (int i = 0; i < 20; i++) {
      Map<String, Integer> d = gen.document();
      docs.add(d);
      docs.add(new java.util.LinkedHashMap<>(d)); // an equal copy: at least 20 pairs
    }
    VectorCollection vc = collection(docs);
    SketchCandidates sketch =
        SketchCandidates.forRecall(tau, Measure.MULTISET, 32, 0.9, random.nextLong());
    int[] calls = {0};
    IllegalStateException thrown =
        org.junit.jupiter.api.Assertions.assertThrows(
            IllegalStateException.class,
            () ->
                sketch.stream(
                    vc,
                    (a, b, overlap, union) -> {
                      calls[0]++;
                      throw new IllegalStateException("disk full");
                    }));
    assertEquals("disk full", thrown.getMessage());
    assertEquals(1, calls[0], "no pair after the failure");
  }

  /**
   * Documents sketched as they come, their vectors in a temporary file: the same pairs in the same
   * order as the held collection's stream (counts within the copies' limit), every pair true with
   * its exact similarity (also past the limit, where the held route samples differently), and the
   * temporary file gone after close, also when the consumer fails.
   */
  @Test
  void sketchedAsTheyComeGivesTheHeldStream(
      Random random, @org.junit.jupiter.api.io.TempDir java.nio.file.Path tmp) throws Exception {
    for (int round = 0; round < 12; round++) {
      Threshold tau = RandomVectors.randomTau(random);
      Measure measure = random.nextBoolean() ? Measure.SET : Measure.MULTISET;
      RandomVectors gen = new RandomVectors(random);
      // one round past the first sizes of the spill's arrays (1,024 documents)
      int n = round == 0 ? 1100 + random.nextInt(200) : 40;
      List<Map<String, Integer>> docs = new ArrayList<>(gen.collection(n, tau, measure));
      for (int i = random.nextInt(20); i >= 0; i--) {
        docs.add(new java.util.LinkedHashMap<>(docs.get(random.nextInt(docs.size())))); // copies
      }
      docs.add(new java.util.LinkedHashMap<>()); // no signatures: in no pair
      boolean big = round % 4 == 3;
      if (big) { // counts past the copies' limit: the held collection takes the weighted sampler
        Map<String, Integer> large = new java.util.LinkedHashMap<>(gen.document());
        large.replaceAll((t, c) -> c * (SketchCandidates.MAX_COPIES + 1));
        docs.add(large);
        docs.add(new java.util.LinkedHashMap<>(large));
      }
      java.util.Collections.shuffle(docs, random);
      SketchCandidates sketch =
          SketchCandidates.forRecall(tau, measure, 64, 0.9, random.nextLong());
      List<String> held = new ArrayList<>();
      DedupResult h =
          sketch.stream(collection(docs), (a, b, o, u) -> held.add(a + "," + b + "," + o + "," + u))
              .pairs();
      List<String> sketched = new ArrayList<>();
      DedupResult s;
      try (SketchedCollection sc = new SketchedCollection(sketch, tmp)) {
        // prepared (sampled, looked up) on several threads in any order, added in order
        List<Integer> order = new ArrayList<>();
        for (int i = 0; i < docs.size(); i++) {
          order.add(i);
        }
        java.util.Collections.shuffle(order, random);
        SketchedCollection.Prepared[] prepared = new SketchedCollection.Prepared[docs.size()];
        order.parallelStream()
            .forEach(i -> prepared[i] = sc.prepare(RandomVectors.toVector(docs.get(i))));
        for (SketchedCollection.Prepared p : prepared) {
          sc.add(p, sc.size());
        }
        assertTrue(sc.spilledBytes() > 0);
        s = sc.stream((a, b, o, u) -> sketched.add(a + "," + b + "," + o + "," + u)).pairs();
        org.junit.jupiter.api.Assertions.assertThrows(
            IllegalStateException.class, () -> sc.stream((a, b, o, u) -> {}));
      }
      assertEquals(h.emptyDocuments(), s.emptyDocuments(), "round " + round);
      assertEquals(h.documents(), s.documents(), "round " + round);
      assertEquals(h.exactDuplicates(), s.exactDuplicates(), "round " + round);
      assertEquals(sketched.size(), s.pairsFound());
      if (!big) {
        assertEquals(held, sketched, "round " + round + ": held and sketched as they come");
      }
      Map<String, long[]> oracle =
          DeduplicatorOracleTest.oracle(docs, java.util.Set.of(), tau, measure);
      java.util.Set<String> seen = new java.util.HashSet<>();
      for (String p : sketched) {
        String[] f = p.split(",");
        String key = f[0] + "," + f[1];
        assertTrue(seen.add(key), "reported twice: " + key);
        long[] exact = oracle.get(key);
        assertTrue(exact != null, "round " + round + ": " + key + " is not a pair at tau " + tau);
        assertEquals(exact[0], Long.parseLong(f[2]), key);
        assertEquals(exact[1], Long.parseLong(f[3]), key);
      }
      for (Map.Entry<String, long[]> e : oracle.entrySet()) { // equal vectors always agree
        if (e.getValue()[0] == e.getValue()[1]) {
          assertTrue(seen.contains(e.getKey()), "equal vectors " + e.getKey() + " missed");
        }
      }
      try (java.util.stream.Stream<java.nio.file.Path> left = java.nio.file.Files.list(tmp)) {
        assertEquals(List.of(), left.toList(), "the temporary files are deleted");
      }
    }
    // a failing consumer: the exception comes out, and close still deletes the file
    try (SketchedCollection sc = twoEqualDocuments(random, tmp)) {
      IllegalStateException thrown =
          org.junit.jupiter.api.Assertions.assertThrows(
              IllegalStateException.class,
              () ->
                  sc.stream(
                      (a, b, o, u) -> {
                        throw new IllegalStateException("disk full");
                      }));
      assertEquals("disk full", thrown.getMessage());
    }
    // no consumer: refused, and the collection can still be streamed
    try (SketchedCollection sc = twoEqualDocuments(random, tmp)) {
      org.junit.jupiter.api.Assertions.assertThrows(
          NullPointerException.class, () -> sc.stream(null));
      List<String> pairs = new ArrayList<>();
      sc.stream((a, b, o, u) -> pairs.add(a + "-" + b));
      assertEquals(List.of("0-1"), pairs, "equal vectors are a pair");
    }
    try (java.util.stream.Stream<java.nio.file.Path> left = java.nio.file.Files.list(tmp)) {
      assertEquals(List.of(), left.toList(), "the temporary files are deleted after a failure");
    }
  }

  /** A sketched collection of two equal random documents (external ids 0 and 1), not streamed. */
  private static SketchedCollection twoEqualDocuments(Random random, java.nio.file.Path tmp)
      throws java.io.IOException {
    SketchedCollection sc =
        new SketchedCollection(
            SketchCandidates.forRecall(Threshold.of(1, 2), Measure.MULTISET, 32, 0.9, 7), tmp);
    Map<String, Integer> d = new RandomVectors(random).document();
    sc.add(sc.prepare(RandomVectors.toVector(d)), 0);
    sc.add(sc.prepare(RandomVectors.toVector(d)), 1);
    return sc;
  }
}
