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

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.apache.lucene.index.IndexWriter;
import org.apache.lucene.store.FSDirectory;
import org.spotsigs.core.Measure;
import org.spotsigs.core.Threshold;
import org.spotsigs.index.SpotSigsSchema;
import org.spotsigs.testing.RandomVectors;

/**
 * The child process of {@link DeduplicatingWriterCrashTest}: indexes a deterministic stream of
 * documents through a DeduplicatingWriter (SKIP), committing every few documents and announcing
 * each commit on stdout, until it is killed.
 */
public final class CrashingIndexer {
  public static void main(String[] args) throws Exception {
    Path path = Path.of(args[0]);
    long seed = Long.parseLong(args[1]);
    int start = Integer.parseInt(args[2]);
    List<Map<String, Integer>> docs = documents(seed);
    try (FSDirectory dir = FSDirectory.open(path);
        IndexWriter w = DeduplicatingWriterTest.newWriter(dir, new Random(seed));
        DeduplicatingWriter dw =
            DeduplicatingWriter.builder(w, SpotSigsSchema.defaults(), Threshold.of(0.7))
                .measure(Measure.MULTISET)
                .policy(DeduplicatingWriter.Policy.SKIP)
                .maxPending(17)
                .build()) {
      for (int i = start; i < docs.size(); i++) {
        dw.add(DeduplicatingWriterTest.doc("d" + i), RandomVectors.toVector(docs.get(i)));
        if (i % 25 == 24) {
          System.out.println("COMMITTING " + (i + 1));
          System.out.flush();
          dw.commit();
          System.out.println("COMMITTED " + (i + 1));
          System.out.flush();
        }
      }
      dw.commit();
      System.out.println("DONE " + docs.size());
      System.out.flush();
    }
  }

  static List<Map<String, Integer>> documents(long seed) {
    Random r = new Random(seed);
    return new RandomVectors(r).collection(4000, Threshold.of(0.7), Measure.MULTISET);
  }
}
