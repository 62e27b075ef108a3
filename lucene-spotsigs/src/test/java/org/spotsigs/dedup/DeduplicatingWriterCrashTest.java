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
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import org.apache.lucene.index.CheckIndex;
import org.apache.lucene.index.DirectoryReader;
import org.apache.lucene.index.IndexWriter;
import org.apache.lucene.store.FSDirectory;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.spotsigs.core.Measure;
import org.spotsigs.core.Threshold;
import org.spotsigs.index.SpotSigsSchema;
import org.spotsigs.testing.RandomVectors;

/**
 * A process killed while it indexes leaves its last commit intact, and indexing can go on from it.
 */
@Randomized
class DeduplicatingWriterCrashTest {
  @TempDir Path tmp;

  @Test
  void killedWhileIndexing(Random random) throws Exception {
    long seed = random.nextLong();
    Path index = tmp.resolve("index");
    String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
    Path log = tmp.resolve("child.log");
    Process child =
        new ProcessBuilder(
                java,
                "-cp",
                System.getProperty("java.class.path"),
                CrashingIndexer.class.getName(),
                index.toString(),
                Long.toString(seed),
                "0")
            .redirectErrorStream(true)
            .redirectOutput(log.toFile())
            .start();
    int commitsToSee = 2 + random.nextInt(6);
    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(120);
    while (child.isAlive() && System.nanoTime() < deadline) {
      long commits =
          Files.exists(log)
              ? Files.readAllLines(log).stream().filter(l -> l.startsWith("COMMITTED")).count()
              : 0;
      if (commits >= commitsToSee) {
        break;
      }
      Thread.sleep(5);
    }
    Thread.sleep(random.nextInt(200));
    child.destroyForcibly(); // SIGKILL: no shutdown hooks, no close
    assertTrue(child.waitFor(60, TimeUnit.SECONDS));
    List<String> lines = Files.readAllLines(log, StandardCharsets.UTF_8);
    int lastCommitted = 0;
    int inFlight = -1;
    for (String l : lines) {
      if (l.startsWith("COMMITTED ")) {
        lastCommitted = Integer.parseInt(l.substring(10));
      } else if (l.startsWith("COMMITTING ")) {
        inFlight = Integer.parseInt(l.substring(11));
      }
    }
    assertTrue(lastCommitted > 0, "the child committed before it was killed: " + lines);

    try (FSDirectory dir = FSDirectory.open(index)) {
      CheckIndex.Status status;
      try (CheckIndex check = new CheckIndex(dir)) {
        status = check.checkIndex();
      }
      assertTrue(status.clean, "index is clean after the kill");
      Set<Integer> positions = new HashSet<>();
      int maxPosition;
      try (DirectoryReader reader = DirectoryReader.open(dir)) {
        for (int d = 0; d < reader.maxDoc(); d++) {
          positions.add(Integer.parseInt(reader.storedFields().document(d).get("id").substring(1)));
        }
        maxPosition = positions.stream().mapToInt(Integer::intValue).max().orElse(-1);
        // the last commit holds every decision up to it: the documents of the stream up to that
        // point
        int committedUpTo = maxPosition < lastCommitted ? lastCommitted : inFlight;
        assertTrue(
            maxPosition < committedUpTo,
            "nothing after the last commit: " + maxPosition + " vs " + committedUpTo);
        // SKIP held across the crash: no two near-duplicates in the committed index
        DedupResult pairs =
            Deduplicator.builder(Threshold.of(0.7))
                .measure(Measure.MULTISET)
                .build()
                .run(reader, SpotSigsSchema.defaults());
        assertEquals(0, pairs.size(), "no near-duplicates among the committed documents");
        // and every document of the committed prefix is either there or a near-duplicate of one
        // there
        List<Map<String, Integer>> docs = CrashingIndexer.documents(seed);
        for (int i = 0; i < committedUpTo; i++) {
          if (!positions.contains(i)) {
            boolean covered = false;
            for (int j : positions) {
              long[] ou =
                  org.spotsigs.testing.BruteForce.overlapAndUnion(
                      docs.get(i), docs.get(j), Measure.MULTISET);
              covered |= org.spotsigs.testing.BruteForce.matches(ou[0], ou[1], Threshold.of(0.7));
            }
            assertTrue(covered, "d" + i + " was skipped for a reason that survived the crash");
          }
        }
      }
      // reopen (seeded from the committed documents) and go on: still no near-duplicates
      try (IndexWriter w = DeduplicatingWriterTest.newWriter(dir, random);
          DeduplicatingWriter dw =
              DeduplicatingWriter.builder(w, SpotSigsSchema.defaults(), Threshold.of(0.7))
                  .build()) {
        List<Map<String, Integer>> docs = CrashingIndexer.documents(seed);
        for (int i = maxPosition + 1; i < Math.min(docs.size(), maxPosition + 200); i++) {
          dw.add(DeduplicatingWriterTest.doc("d" + i), RandomVectors.toVector(docs.get(i)));
        }
        dw.commit();
      }
      try (DirectoryReader reader = DirectoryReader.open(dir)) {
        DedupResult pairs =
            Deduplicator.builder(Threshold.of(0.7)).build().run(reader, SpotSigsSchema.defaults());
        assertEquals(0, pairs.size(), "still no near-duplicates after resuming");
      }
    }
  }
}
