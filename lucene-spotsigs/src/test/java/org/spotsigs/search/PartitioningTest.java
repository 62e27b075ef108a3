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
package org.spotsigs.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.carrotsearch.randomizedtesting.jupiter.Randomized;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.spotsigs.core.Threshold;

@Randomized
class PartitioningTest {

  @Test
  void paperCountsWithRho1000() {
    assertEquals(501, Partitioning.asPublished(1.0, 1000).size());
    assertEquals(41, Partitioning.asPublished(0.9, 1000).size());
    assertEquals(3, Partitioning.asPublished(0.1, 1000).size());
    // decided exactly, tau = 0.9 gives one partition fewer: [9, 11] instead of [9, 10] and [11,
    // ...]
    assertEquals(501, Partitioning.of(Threshold.of(1.0), 1000).size());
    assertEquals(40, Partitioning.of(Threshold.of(0.9), 1000).size());
    assertEquals(3, Partitioning.of(Threshold.of(0.1), 1000).size());
    Partitioning p = Partitioning.of(Threshold.of(0.1), 1000);
    assertEquals("[1, 11] [12, 121] [122, inf)", p.toString());
    assertEquals(0, p.partitionOf(1));
    assertEquals(0, p.partitionOf(11));
    assertEquals(1, p.partitionOf(12));
    assertEquals(2, p.partitionOf(5000));
  }

  /** Condition (A): lengths with ratio >= tau are in the same or adjacent partitions. */
  @Test
  void similarLengthsAreInSameOrAdjacentPartitions(Random random) {
    for (int iter = 0; iter < 200; iter++) {
      int den = 1 + random.nextInt(40);
      Threshold tau = Threshold.of(1 + random.nextInt(den), den);
      int rho = 1 + random.nextInt(400);
      for (Partitioning p :
          new Partitioning[] {
            Partitioning.of(tau, rho), Partitioning.asPublished(tau.value(), rho)
          }) {
        for (int k = 1; k + 1 < p.size(); k++) {
          assertEquals(p.upperBound(k - 1) + 1, p.lowerBound(k), "contiguous");
        }
        for (long a = 1; a <= rho + 5; a++) {
          long maxB = tau.maxLength(a);
          for (long b = a; b <= Math.min(maxB, rho + 50); b++) {
            int pa = p.partitionOf(a);
            int pb = p.partitionOf(b);
            assertTrue(
                pb - pa <= 1,
                "tau="
                    + tau
                    + " rho="
                    + rho
                    + " lengths "
                    + a
                    + ","
                    + b
                    + " in partitions "
                    + pa
                    + ","
                    + pb);
          }
        }
      }
    }
  }
}
