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
package org.spotsigs.engine;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.atomic.AtomicLong;

/**
 * The progress of an all-pairs run, counted as it goes (thread-safe): its phase ({@code pairs},
 * then {@code clusters} when cluster ids are written), the shard pairs done of all, the documents
 * queried (each document is queried once per shard whose lengths it can meet), the pairs found and
 * written to {@code dest}, and the documents whose cluster id is written.
 */
public final class PairsProgress {
  private volatile String phase = "pairs";
  private volatile int shardPairs;
  private final AtomicLong shardPairsDone = new AtomicLong();
  private final AtomicLong documentsQueried = new AtomicLong();
  private final AtomicLong pairsFound = new AtomicLong();
  private final AtomicLong pairsWritten = new AtomicLong();
  private final AtomicLong documentsLabelled = new AtomicLong();

  /** The progress so far. */
  public Status status() {
    return new Status(
        phase,
        shardPairs,
        shardPairsDone.get(),
        documentsQueried.get(),
        pairsFound.get(),
        pairsWritten.get(),
        documentsLabelled.get());
  }

  void phase(String phase) {
    this.phase = phase;
  }

  void shardPairs(int total) {
    shardPairs = total;
  }

  void shardPairDone() {
    shardPairsDone.incrementAndGet();
  }

  void page(long queried, long found) {
    documentsQueried.addAndGet(queried);
    pairsFound.addAndGet(found);
  }

  void pairsWritten(long n) {
    pairsWritten.addAndGet(n);
  }

  void documentsLabelled(long n) {
    documentsLabelled.addAndGet(n);
  }

  /** The progress of a run at one moment, as the Tasks API shows it ({@link #toMap()}). */
  public record Status(
      String phase,
      int shardPairs,
      long shardPairsDone,
      long documentsQueried,
      long pairsFound,
      long pairsWritten,
      long documentsLabelled) {

    /** The status as the JSON object the Tasks API renders. */
    public Map<String, Object> toMap() {
      Map<String, Object> m = new LinkedHashMap<>();
      m.put("phase", phase);
      m.put("shard_pairs", shardPairs);
      m.put("shard_pairs_done", shardPairsDone);
      m.put("documents_queried", documentsQueried);
      m.put("pairs_found", pairsFound);
      m.put("pairs_written", pairsWritten);
      m.put("documents_labelled", documentsLabelled);
      return m;
    }
  }
}
