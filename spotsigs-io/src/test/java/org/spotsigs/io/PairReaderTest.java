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
package org.spotsigs.io;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.carrotsearch.randomizedtesting.jupiter.Randomized;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

@Randomized
class PairReaderTest {
  @TempDir Path tmp;

  private static String randomId(Random random) {
    String alphabet = "ab\\\t\n\rz é/";
    StringBuilder sb = new StringBuilder("i");
    for (int i = random.nextInt(6); i > 0; i--) {
      sb.append(alphabet.charAt(random.nextInt(alphabet.length())));
    }
    return sb.toString();
  }

  /** Ids with every escaped character come back as written, in TSV and in JSONL. */
  @Test
  void whatTsvEscapesComesBackUnescaped(Random random) throws IOException {
    for (int iter = 0; iter < 50; iter++) {
      List<PairReader.Pair> written = new ArrayList<>();
      StringBuilder file = new StringBuilder(Tsv.PAIRS_HEADER).append('\n');
      for (int i = random.nextInt(20); i > 0; i--) {
        String a = randomId(random);
        String b = a + "x" + randomId(random);
        long overlap = random.nextInt(1_000_001);
        if (random.nextBoolean()) {
          file.append(Tsv.escape(a)).append('\t').append(Tsv.escape(b)).append('\t');
          file.append(String.format(java.util.Locale.ROOT, "%.6f", overlap / 1e6)).append('\n');
          written.add(new PairReader.Pair(a, b, overlap, 1_000_000));
        } else {
          long union = overlap + random.nextInt(10);
          if (union == 0) {
            union = 1;
          }
          file.append(
                  new com.fasterxml.jackson.databind.ObjectMapper()
                      .writeValueAsString(
                          java.util.Map.of("a", a, "b", b, "overlap", overlap, "union", union)))
              .append('\n');
          written.add(new PairReader.Pair(a, b, overlap, union));
        }
      }
      Path f = tmp.resolve("pairs" + iter + ".tsv");
      Files.writeString(f, file, StandardCharsets.UTF_8);
      List<PairReader.Pair> read = new ArrayList<>();
      PairReader.read(
          f,
          new PairReader.Handler() {
            @Override
            public void pair(PairReader.Pair p) {
              read.add(p);
            }

            @Override
            public void bad(int lineNo, String reason) {
              throw new AssertionError(lineNo + ": " + reason);
            }
          });
      assertEquals(written, read);
    }
  }

  @Test
  void aLineThatIsNotAPairSaysWhy() {
    assertBad("a\tb", "expected idA<TAB>idB<TAB>similarity, got 2 fields");
    assertBad("a\tb\tx", "similarity 'x' is not a number");
    assertBad("a\tb\t1.5", "similarity 1.5 is not in [0, 1]");
    assertBad("a\ta\t0.5", "a pair of one id with itself ('a')");
    assertBad("\tb\t0.5", "empty id");
    assertBad("{\"a\": \"x\"", "invalid JSON: ");
    assertBad("{\"a\": \"x\", \"b\": \"y\", \"overlap\": 1, \"union\": 2} {}", "invalid JSON: ");
    assertBad("{\"a\": [], \"b\": \"y\", \"overlap\": 1, \"union\": 2}", "\"a\" must be an id");
    assertBad("{\"a\": \"x\", \"b\": \"y\", \"overlap\": 3, \"union\": 2}", "overlap 3 / union 2");
  }

  private static void assertBad(String line, String reason) {
    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> PairReader.parse(line));
    assertTrue(e.getMessage().startsWith(reason), e.getMessage());
  }
}
