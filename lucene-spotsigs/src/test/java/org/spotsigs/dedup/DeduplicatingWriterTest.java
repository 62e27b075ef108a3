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
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.carrotsearch.randomizedtesting.jupiter.Randomized;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import org.apache.lucene.analysis.core.KeywordAnalyzer;
import org.apache.lucene.document.Document;
import org.apache.lucene.document.Field;
import org.apache.lucene.document.StringField;
import org.apache.lucene.index.DirectoryReader;
import org.apache.lucene.index.IndexWriter;
import org.apache.lucene.index.IndexWriterConfig;
import org.apache.lucene.index.LeafReaderContext;
import org.apache.lucene.index.NumericDocValues;
import org.apache.lucene.index.StoredFields;
import org.apache.lucene.store.ByteBuffersDirectory;
import org.apache.lucene.store.Directory;
import org.junit.jupiter.api.Test;
import org.spotsigs.core.Measure;
import org.spotsigs.core.Threshold;
import org.spotsigs.index.SpotSigsSchema;
import org.spotsigs.testing.BruteForce;
import org.spotsigs.testing.RandomVectors;

@Randomized
class DeduplicatingWriterTest {
  private static final SpotSigsSchema SCHEMA = SpotSigsSchema.defaults();

  static Document doc(String id) {
    Document d = new Document();
    d.add(new StringField("id", id, Field.Store.YES));
    return d;
  }

  static IndexWriter newWriter(Directory dir, Random random) throws IOException {
    IndexWriterConfig c = SCHEMA.configure(new IndexWriterConfig(new KeywordAnalyzer()));
    c.setMaxBufferedDocs(2 + random.nextInt(50));
    return new IndexWriter(dir, c);
  }

  /** id -> (document map, cluster id or -1) of the index. */
  static Map<String, Long> indexedClusters(Directory dir, String clusterField) throws IOException {
    Map<String, Long> out = new HashMap<>();
    try (DirectoryReader r = DirectoryReader.open(dir)) {
      StoredFields stored = r.storedFields();
      for (LeafReaderContext ctx : r.leaves()) {
        NumericDocValues dv = ctx.reader().getNumericDocValues(clusterField);
        for (int d = 0; d < ctx.reader().maxDoc(); d++) {
          if (ctx.reader().getLiveDocs() != null && !ctx.reader().getLiveDocs().get(d)) {
            continue;
          }
          long cluster = dv != null && dv.advanceExact(d) ? dv.longValue() : -1;
          out.put(stored.document(ctx.docBase + d).get("id"), cluster);
        }
      }
    }
    return out;
  }

  private static boolean near(
      Map<String, Integer> a, Map<String, Integer> b, Threshold tau, Measure m) {
    long[] ou = BruteForce.overlapAndUnion(a, b, m);
    return BruteForce.matches(ou[0], ou[1], tau);
  }

  @Test
  void policiesAndGuessesFollowTheirDefinitions(Random random) throws IOException {
    for (int iter = 0; iter < 60; iter++) {
      Threshold tau = RandomVectors.randomTau(random);
      Measure measure = random.nextBoolean() ? Measure.SET : Measure.MULTISET;
      DeduplicatingWriter.Policy policy = DeduplicatingWriter.Policy.values()[random.nextInt(3)];
      DeduplicatingWriter.Guess guess = DeduplicatingWriter.Guess.values()[random.nextInt(2)];
      List<Map<String, Integer>> docs =
          new RandomVectors(random).collection(5 + random.nextInt(120), tau, measure);
      int seeds = random.nextInt(3) == 0 ? random.nextInt(docs.size()) : 0;
      String context =
          "tau=" + tau + " " + measure + " " + policy + " " + guess + " seeds=" + seeds;
      try (Directory dir = new ByteBuffersDirectory();
          IndexWriter w = newWriter(dir, random)) {
        Map<String, Map<String, Integer>> there = new HashMap<>();
        for (int i = 0; i < seeds; i++) { // seeded matching: known documents indexed beforehand
          w.addDocument(SCHEMA.addTo(doc("seed" + i), RandomVectors.toVector(docs.get(i))));
          there.put("seed" + i, docs.get(i));
        }
        w.commit();
        Map<String, Long> clusterOf = new HashMap<>();
        try (DeduplicatingWriter dw =
            DeduplicatingWriter.builder(w, SCHEMA, tau)
                .measure(measure)
                .policy(policy)
                .guess(guess)
                .maxPending(1 + random.nextInt(20))
                .build()) {
          for (int i = seeds; i < docs.size(); i++) {
            String id = "d" + i;
            Map<String, Integer> d = docs.get(i);
            DeduplicatingWriter.Decision dec = dw.add(doc(id), RandomVectors.toVector(d));
            assertEquals(id, dec.id());
            List<String> valid = new ArrayList<>();
            for (Map.Entry<String, Map<String, Integer>> e : there.entrySet()) {
              if (near(d, e.getValue(), tau, measure)) {
                valid.add(e.getKey());
              }
            }
            if (valid.isEmpty()) {
              assertNull(dec.match(), context + " " + id + " has no match");
            } else {
              assertNotNull(dec.match(), context + " " + id + " matches one of " + valid);
              for (DeduplicatingWriter.Match m : dec.matches()) {
                assertTrue(valid.contains(m.id()), context + " " + m.id() + " is a real match");
                long[] ou = BruteForce.overlapAndUnion(d, there.get(m.id()), measure);
                assertEquals(ou[0], m.overlap());
                assertEquals(ou[1], m.union());
              }
              if (guess == DeduplicatingWriter.Guess.BEST_GUESS) {
                assertEquals(
                    valid.size(), dec.matches().size(), context + " best guess lists all matches");
                DeduplicatingWriter.Match best = dec.match();
                for (String v : valid) {
                  long[] ou = BruteForce.overlapAndUnion(d, there.get(v), measure);
                  assertTrue(
                      ou[0] * best.union() <= best.overlap() * ou[1],
                      context + " " + best + " is the most similar");
                }
              } else {
                assertEquals(1, dec.matches().size(), context + " first guess stops at one");
              }
            }
            switch (policy) {
              case SKIP -> assertEquals(valid.isEmpty(), dec.indexed());
              case INDEX_ALL -> assertEquals(DeduplicatingWriter.Outcome.ADDED, dec.outcome());
              case LINK -> {
                assertTrue(dec.indexed());
                assertTrue(dec.cluster() >= 0);
                if (valid.isEmpty()) {
                  assertFalse(
                      clusterOf.containsValue(dec.cluster()), context + " a new cluster is new");
                } else {
                  assertEquals(DeduplicatingWriter.Outcome.LINKED, dec.outcome());
                  Long c = clusterOf.get(dec.match().id());
                  if (c != null) {
                    assertEquals(
                        c.longValue(), dec.cluster(), context + " joins the cluster of its match");
                  } else {
                    clusterOf.put(
                        dec.match().id(), dec.cluster()); // a seed got its cluster just now
                  }
                }
              }
            }
            if (dec.indexed()) {
              there.put(id, d);
              if (dec.cluster() >= 0) {
                clusterOf.put(id, dec.cluster());
              }
            }
            if (random.nextInt(30) == 0) {
              dw.refresh();
            }
          }
        }
        w.commit();
        Map<String, Long> index = indexedClusters(dir, SCHEMA.field() + ".cluster");
        assertEquals(
            there.keySet(),
            index.keySet(),
            context + " exactly the indexed documents are in the index");
        if (policy == DeduplicatingWriter.Policy.LINK) {
          for (Map.Entry<String, Long> e : clusterOf.entrySet()) {
            assertEquals(
                e.getValue(),
                index.get(e.getKey()),
                context + " cluster of " + e.getKey() + " in the index");
          }
        }
      }
    }
  }

  /** Many threads add near-duplicates at once: under SKIP, no two near-duplicates both get in. */
  @Test
  void concurrentNearDuplicatesDoNotBothSlipIn(Random random) throws Exception {
    for (int iter = 0; iter < 8; iter++) {
      Threshold tau = Threshold.of(1 + random.nextInt(9), 10);
      Measure measure = random.nextBoolean() ? Measure.SET : Measure.MULTISET;
      RandomVectors gen = new RandomVectors(random);
      List<Map<String, Integer>> docs = new ArrayList<>();
      for (int g = 0; g < 30; g++) { // groups of copies and close variants
        Map<String, Integer> base = gen.document();
        for (int v = 0; v < 2 + random.nextInt(12); v++) {
          docs.add(random.nextBoolean() ? base : gen.variant(base));
        }
      }
      Collections.shuffle(docs, random);
      int threads = 2 + random.nextInt(7);
      try (Directory dir = new ByteBuffersDirectory();
          IndexWriter w = newWriter(dir, random);
          DeduplicatingWriter dw =
              DeduplicatingWriter.builder(w, SCHEMA, tau)
                  .measure(measure)
                  .policy(DeduplicatingWriter.Policy.SKIP)
                  .maxPending(1 + random.nextInt(64))
                  .build()) {
        ExecutorService pool = Executors.newFixedThreadPool(threads);
        CountDownLatch start = new CountDownLatch(1);
        AtomicInteger next = new AtomicInteger();
        Map<String, DeduplicatingWriter.Decision> decisions = new ConcurrentHashMap<>();
        List<Future<?>> futures = new ArrayList<>();
        for (int t = 0; t < threads; t++) {
          futures.add(
              pool.submit(
                  () -> {
                    start.await();
                    for (int i; (i = next.getAndIncrement()) < docs.size(); ) {
                      decisions.put(
                          "d" + i, dw.add(doc("d" + i), RandomVectors.toVector(docs.get(i))));
                      if (i % 97 == 0) {
                        dw.refresh();
                      }
                    }
                    return null;
                  }));
        }
        start.countDown();
        for (Future<?> f : futures) {
          f.get();
        }
        pool.shutdown();
        w.commit();
        Map<String, Long> index = indexedClusters(dir, "none");
        List<String> indexed = new ArrayList<>(index.keySet());
        for (String id : indexed) {
          assertTrue(decisions.get(id).indexed(), id);
        }
        for (Map.Entry<String, DeduplicatingWriter.Decision> e : decisions.entrySet()) {
          if (!e.getValue().indexed()) {
            assertTrue(
                index.containsKey(e.getValue().match().id()),
                "what " + e.getKey() + " matched is in the index");
          }
        }
        assertEquals(docs.size(), decisions.size());
        for (int a = 0; a < indexed.size(); a++) {
          for (int b = a + 1; b < indexed.size(); b++) {
            Map<String, Integer> da = docs.get(Integer.parseInt(indexed.get(a).substring(1)));
            Map<String, Integer> db = docs.get(Integer.parseInt(indexed.get(b).substring(1)));
            assertFalse(
                near(da, db, tau, measure),
                "threads="
                    + threads
                    + " tau="
                    + tau
                    + ": near-duplicates "
                    + indexed.get(a)
                    + " and "
                    + indexed.get(b)
                    + " both indexed");
          }
        }
      }
    }
  }

  @Test
  void documentsNeedAnId() throws IOException {
    try (Directory dir = new ByteBuffersDirectory();
        IndexWriter w = newWriter(dir, new Random(0));
        DeduplicatingWriter dw =
            DeduplicatingWriter.builder(w, SCHEMA, Threshold.of(0.8)).build()) {
      IllegalArgumentException e =
          assertThrows(
              IllegalArgumentException.class,
              () -> dw.add(new Document(), RandomVectors.toVector(Map.of("a:b", 1))));
      assertTrue(e.getMessage().contains("'id'"), e.getMessage());
    }
  }
}
