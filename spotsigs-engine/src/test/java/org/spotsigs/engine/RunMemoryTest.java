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

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import com.carrotsearch.randomizedtesting.jupiter.Randomized;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.spotsigs.shards.ShardWindows;

/**
 * The heap of a run on its coordinating node ({@link RunMemory}): what is charged reaches the
 * breaker, a refused charge is not held, closing gives everything back, and charges after closing
 * (late pages of a failed run) never reach the breaker.
 */
@Randomized
class RunMemoryTest {
  /** A breaker with a limit. */
  private static final class Breaker implements ShardWindows.Memory {
    final long limit;
    long used;

    Breaker(long limit) {
      this.limit = limit;
    }

    @Override
    public void reserve(long bytes) {
      if (used + bytes > limit) {
        throw new IllegalStateException("over the limit");
      }
      used += bytes;
    }

    @Override
    public void release(long bytes) {
      used -= bytes;
    }
  }

  @Test
  void chargesReachTheBreakerUntilClosed(Random random) {
    for (int iter = 0; iter < 100; iter++) {
      Breaker breaker = new Breaker(1000);
      RunMemory memory = new RunMemory(breaker);
      long expected = 0;
      for (int k = 0; k < 20; k++) {
        long bytes = random.nextInt(300) - (expected > 0 ? random.nextLong(expected + 1) : 0);
        if (bytes > 0 && expected + bytes > 1000) {
          long b = bytes;
          assertThrows(IllegalStateException.class, () -> memory.add(b));
        } else {
          memory.add(bytes);
          expected += bytes;
        }
        assertEquals(expected, memory.held());
        assertEquals(expected, breaker.used);
      }
      memory.close();
      assertEquals(0, breaker.used);
      memory.add(1 + random.nextInt(2000));
      memory.add(-random.nextInt(2000));
      assertEquals(0, breaker.used, "charges after close never reach the breaker");
      assertEquals(0, memory.held());
    }
  }
}
