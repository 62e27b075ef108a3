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
package org.spotsigs.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.carrotsearch.randomizedtesting.jupiter.Randomized;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.Random;
import org.junit.jupiter.api.Test;

@Randomized
class JsonLineTest {
  private static final ObjectMapper JSON = new ObjectMapper();

  @Test
  void anyTextSurvivesARoundTripThroughAJsonParser(Random random) throws IOException {
    char[] special = {
      '"', '\\', '\n', '\r', '\t', 0, 1, 0x1f, 0x7f, 'é', '€', '\u2028', '\uD83D', '\uDE00', 'a',
      ' '
    };
    for (int iter = 0; iter < 200; iter++) {
      StringBuilder sb = new StringBuilder();
      int len = random.nextInt(40);
      for (int i = 0; i < len; i++) {
        sb.append(
            random.nextBoolean()
                ? special[random.nextInt(special.length)]
                : (char) random.nextInt(0x3000));
      }
      String text = sb.toString();
      JsonLine line = new JsonLine().document("id-" + iter, text);
      String encoded = new String(line.array(), 0, line.size(), StandardCharsets.UTF_8);
      assertEquals('\n', encoded.charAt(encoded.length() - 1));
      assertEquals(1, encoded.split("\n", -1).length - 1, "one line");
      JsonNode node = JSON.readTree(encoded);
      assertEquals("id-" + iter, node.get("id").asText());
      assertEquals(wellFormed(text), node.get("text").asText());
    }
  }

  @Test
  void tsvLinesStayOnOneLine() {
    JsonLine line = new JsonLine().tsv("a\tb", "c\nd").tsv("é", "x");
    assertEquals(
        "a b\tc d\né\tx\n", new String(line.array(), 0, line.size(), StandardCharsets.UTF_8));
  }

  /** Lone surrogates become U+FFFD, as the writer promises. */
  private static String wellFormed(String s) {
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      if (Character.isHighSurrogate(c)
          && i + 1 < s.length()
          && Character.isLowSurrogate(s.charAt(i + 1))) {
        sb.append(c).append(s.charAt(++i));
      } else {
        sb.append(Character.isSurrogate(c) ? '\uFFFD' : c);
      }
    }
    return sb.toString();
  }
}
