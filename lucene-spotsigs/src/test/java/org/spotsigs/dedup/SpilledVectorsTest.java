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

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import com.carrotsearch.randomizedtesting.jupiter.Randomized;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.spotsigs.core.Measure;
import org.spotsigs.index.Checksum;

/**
 * The vectors of the temporary file read back as written: entries, emptiness (from the offsets
 * alone) and checksums (kept as written for one measure) as computed from the entries.
 */
@Randomized
class SpilledVectorsTest {
  @Test
  void readBackAsWritten(Random random, @TempDir Path tmp) throws Exception {
    for (int round = 0; round < 20; round++) {
      Measure kept = random.nextBoolean() ? Measure.SET : Measure.MULTISET;
      int n = 1 + random.nextInt(round == 0 ? 3_000 : 60);
      int[][] ids = new int[n][];
      int[][] counts = new int[n][];
      try (SpilledVectors spill = new SpilledVectors(tmp, kept)) {
        for (int d = 0; d < n; d++) {
          // empty documents anywhere, the last one too; ids with large gaps now and then
          int size = random.nextInt(4) == 0 ? 0 : 1 + random.nextInt(40);
          ids[d] = new int[size];
          counts[d] = new int[size];
          for (int i = 0, id = 0; i < size; i++) {
            id += 1 + (random.nextInt(10) == 0 ? random.nextInt(1 << 24) : random.nextInt(100));
            ids[d][i] = id;
            counts[d][i] =
                1 + (random.nextInt(8) == 0 ? random.nextInt(100_000) : random.nextInt(3));
          }
          spill.add(ids[d], counts[d], size, 1_000 + d);
        }
        spill.finish();
        assertEquals(n, spill.size());
        DocumentVectors.Entries e = new DocumentVectors.Entries();
        for (int d = 0; d < n; d++) {
          spill.entries(d, e);
          assertArrayEquals(ids[d], Arrays.copyOfRange(e.termIds, e.from, e.to), "doc " + d);
          assertArrayEquals(counts[d], Arrays.copyOfRange(e.counts, e.from, e.to), "doc " + d);
          assertEquals(1_000 + d, spill.externalId(d));
          assertEquals(ids[d].length == 0, spill.isEmpty(d), "doc " + d + " of " + n);
          for (Measure m : Measure.values()) {
            long expected =
                Checksum.of(ids[d], 0, ids[d].length, m == Measure.SET ? ids[d] : counts[d]);
            assertEquals(expected, spill.checksum(d, m, e), "doc " + d + ", " + m);
          }
        }
      }
      try (Stream<Path> left = Files.list(tmp)) {
        assertEquals(List.of(), left.toList(), "the temporary files are deleted");
      }
    }
  }
}
