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
package org.spotsigs.cli.output;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.carrotsearch.randomizedtesting.jupiter.Randomized;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The pairs written by the pipe's thread are those handed on, in their order (none, less than a
 * chunk, many chunks, a chunk boundary exactly); a write that fails ends the run with its
 * exception, at the next hand-off or at the finish, and nothing after it is written.
 */
@Randomized
class PairPipeTest {

  @Test
  void writesEveryPairInOrder(Random random) throws IOException {
    for (int round = 0; round < 20; round++) {
      int n =
          switch (round) {
            case 0 -> 0;
            case 1 -> PairPipe.CHUNK;
            case 2 -> 3 * PairPipe.CHUNK;
            default -> random.nextInt(10 * PairPipe.CHUNK);
          };
      List<long[]> written = new ArrayList<>();
      Thread[] writerThread = new Thread[1];
      long[][] sent = new long[n][];
      try (PairPipe pipe =
          new PairPipe(
              (a, b, ov, un) -> {
                writerThread[0] = Thread.currentThread();
                written.add(new long[] {a, b, ov, un});
              })) {
        for (int i = 0; i < n; i++) {
          sent[i] =
              new long[] {random.nextInt(), random.nextInt(), random.nextLong(), random.nextLong()};
          pipe.accept((int) sent[i][0], (int) sent[i][1], sent[i][2], sent[i][3]);
        }
        pipe.finish();
      }
      assertEquals(n, written.size(), "round " + round);
      for (int i = 0; i < n; i++) {
        for (int k = 0; k < 4; k++) {
          assertEquals(sent[i][k], written.get(i)[k], "pair " + i + " of round " + round);
        }
      }
      if (n > 0) {
        assertTrue(writerThread[0] != Thread.currentThread(), "written on the pipe's thread");
      }
    }
  }

  @Test
  void aFailedWriteEndsTheRun(Random random) {
    for (int round = 0; round < 10; round++) {
      IOException failure = new IOException("disk full");
      int failAt = random.nextInt(4 * PairPipe.CHUNK);
      int[] written = {0};
      PairPipe pipe =
          new PairPipe(
              (a, b, ov, un) -> {
                if (written[0] == failAt) {
                  throw failure;
                }
                written[0]++;
              });
      try (pipe) {
        IOException thrown =
            assertThrows(
                IOException.class,
                () -> {
                  try {
                    for (int i = 0; i < 100 * PairPipe.CHUNK; i++) {
                      pipe.accept(i, i + 1, 1, 2);
                    }
                    pipe.finish();
                  } catch (UncheckedIOException e) {
                    throw e.getCause();
                  }
                });
        assertSame(failure, thrown);
      }
      assertEquals(failAt, written[0], "nothing written after the failure");
    }
  }
}
