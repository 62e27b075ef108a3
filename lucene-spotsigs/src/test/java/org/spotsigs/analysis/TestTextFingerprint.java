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
package org.spotsigs.analysis;

import java.nio.charset.StandardCharsets;
import java.util.Locale;
import java.util.Random;
import org.apache.lucene.tests.util.LuceneTestCase;
import org.apache.lucene.tests.util.TestUtil;
import org.spotsigs.util.Murmur3;

/**
 * {@link TextFingerprint} against its definition, written out plainly here: the letters and digits
 * of the text lower-cased code point by code point, every run of other characters one space, none
 * at the ends; the term {@code #} and the 32 hexadecimal digits of the 128-bit MurmurHash3 of the
 * UTF-8 bytes. On random text of every kind (ASCII, Unicode, supplementary characters, unpaired
 * surrogates, markup).
 */
public class TestTextFingerprint extends LuceneTestCase {
  private static String normalizeByDefinition(String text) {
    StringBuilder out = new StringBuilder();
    boolean space = false;
    for (int i = 0; i < text.length(); ) {
      int cp = text.codePointAt(i);
      i += Character.charCount(cp);
      if (Character.isLetterOrDigit(cp)) {
        if (space && out.length() > 0) {
          out.append(' ');
        }
        space = false;
        out.appendCodePoint(Character.toLowerCase(cp));
      } else {
        space = true;
      }
    }
    return out.toString();
  }

  private static String termByDefinition(String text) {
    String normal = normalizeByDefinition(text);
    if (normal.isEmpty()) {
      return null;
    }
    byte[] utf8 = normal.getBytes(StandardCharsets.UTF_8);
    long[] h = Murmur3.hash128(utf8, 0, utf8.length, 0x5107_5165);
    return "#" + String.format(Locale.ROOT, "%016x%016x", h[0], h[1]);
  }

  private static String randomText(Random r) {
    switch (r.nextInt(5)) {
      case 0:
        return TestUtil.randomSimpleString(r, 0, 200);
      case 1:
        return TestUtil.randomRealisticUnicodeString(r, 0, 200);
      case 2:
        return TestUtil.randomUnicodeString(r, 200);
      case 3:
        return TestUtil.randomHtmlishString(r, 200);
      default:
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < r.nextInt(60); i++) {
          b.append(
              r.nextBoolean() ? "Ab9" : r.nextBoolean() ? " .,;-" : "\u00c9\u00df\ud835\udc00");
        }
        return b.toString();
    }
  }

  public void testAsDefined() {
    Random r = random();
    for (int iter = 0; iter < 2000; iter++) {
      String text = randomText(r);
      String expected = normalizeByDefinition(text);
      assertEquals(text, expected, TextFingerprint.normalize(text));
      String padded = "xx" + text + "yy";
      assertEquals(
          text, expected, TextFingerprint.normalize(padded.toCharArray(), 2, text.length()));
      String term = termByDefinition(text);
      assertEquals(text, term, TextFingerprint.term(text));
      if (term != null) {
        assertEquals(33, term.length());
      }
    }
  }

  public void testCaseAndSeparatorsDoNotMatter() {
    assertEquals(
        TextFingerprint.term("Hello, World -- 42!"), TextFingerprint.term("  hello world\n42"));
    assertNotEquals(TextFingerprint.term("hello world"), TextFingerprint.term("helloworld"));
    assertNull(TextFingerprint.term(" .,;- "));
  }
}
