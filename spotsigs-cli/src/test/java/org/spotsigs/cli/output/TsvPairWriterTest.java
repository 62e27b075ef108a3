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

import static org.junit.jupiter.api.Assertions.assertArrayEquals;

import com.carrotsearch.randomizedtesting.jupiter.Randomized;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.spotsigs.io.Tsv;

/** The byte writer of pair lines writes exactly the lines of {@link PairFormat#TSV}. */
@Randomized
class TsvPairWriterTest {
  private static final String[] PARTS = {"a", "doc/", "é", "\t", "\\", "\n", "漢字", "x".repeat(70)};

  @Test
  void theBytesOfThePairFormat(Random random) throws IOException {
    for (int round = 0; round < 20; round++) {
      List<String> ids = new ArrayList<>();
      int n = 1 + random.nextInt(50);
      for (int i = 0; i < n; i++) {
        StringBuilder id = new StringBuilder();
        for (int p = random.nextInt(4); p >= 0; p--) {
          id.append(PARTS[random.nextInt(PARTS.length)]);
        }
        ids.add(id.toString());
      }
      int pairs = random.nextInt(20_000);
      // now and then an id longer than the writer's buffer (and fewer pairs)
      if (random.nextInt(4) == 0) {
        ids.set(random.nextInt(n), "L".repeat(70_000 + random.nextInt(1_000)));
        pairs = random.nextInt(200);
      }
      ByteArrayOutputStream bytes = new ByteArrayOutputStream();
      TsvPairWriter writer = new TsvPairWriter(bytes, ids);
      StringWriter expected = new StringWriter();
      writer.line(Tsv.PAIRS_HEADER);
      expected.write(Tsv.PAIRS_HEADER + "\n");
      long overlap = 1;
      long union = 1;
      for (int pair = 0; pair < pairs; pair++) {
        // runs of pairs with the same similarity (the pairs of one group), and changes of the
        // overlap or of the union alone
        switch (random.nextInt(8)) {
          case 0 -> union = overlap + random.nextInt(1_000);
          case 1 -> overlap = Math.max(1, union - random.nextInt((int) Math.min(union, 1_000)));
          case 2 -> {
            union = 1 + random.nextInt(Integer.MAX_VALUE);
            overlap = random.nextInt(4) == 0 ? union : 1 + (long) (random.nextDouble() * union);
            overlap = Math.min(overlap, union);
          }
          default -> {}
        }
        int a = random.nextInt(n);
        int b = random.nextInt(n);
        writer.pair(a, b, overlap, union);
        PairFormat.TSV.write(expected, ids.get(a), ids.get(b), overlap, union);
      }
      writer.flush();
      assertArrayEquals(
          expected.toString().getBytes(StandardCharsets.UTF_8),
          bytes.toByteArray(),
          "round " + round);
    }
  }
}
