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

import com.carrotsearch.randomizedtesting.jupiter.Randomized;
import java.io.IOException;
import java.io.StringWriter;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** The TSV line of a pair: ids and the similarity overlap / union rounded half-up to 6 decimals. */
@Randomized
class PairFormatTest {
  private static String expected(long overlap, long union) {
    return new BigDecimal(overlap)
        .divide(new BigDecimal(union), 6, RoundingMode.HALF_UP)
        .toPlainString();
  }

  @Test
  void similarityIsTheExactFractionRoundedHalfUp(Random random) throws IOException {
    for (int iter = 0; iter < 100_000; iter++) {
      long union =
          1 + (random.nextBoolean() ? random.nextInt(50) : random.nextInt(Integer.MAX_VALUE));
      long overlap = random.nextInt(4) == 0 ? union : (long) (random.nextDouble() * (union + 1));
      overlap = Math.min(overlap, union);
      StringWriter w = new StringWriter();
      PairFormat.TSV.write(w, "a/1", "b", overlap, union);
      assertEquals(
          "a/1\tb\t" + expected(overlap, union) + "\n", w.toString(), overlap + "/" + union);
      StringBuilder sb = new StringBuilder("x");
      PairFormat.appendSimilarity(sb, overlap, union);
      assertEquals("x" + expected(overlap, union), sb.toString());
    }
    // a half at the 7th decimal rounds up: 1/2,000,000 = 0.0000005 -> 0.000001
    StringBuilder sb = new StringBuilder();
    PairFormat.appendSimilarity(sb, 1, 2_000_000);
    assertEquals("0.000001", sb.toString());
  }
}
