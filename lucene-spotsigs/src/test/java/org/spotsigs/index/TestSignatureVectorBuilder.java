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
package org.spotsigs.index;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;
import org.apache.lucene.tests.util.LuceneTestCase;
import org.apache.lucene.tests.util.TestUtil;
import org.apache.lucene.util.BytesRef;

/**
 * The builder against the definition: distinct terms in unsigned byte order with summed counts,
 * whatever the order, repetitions, lengths (shorter and longer than the 8-byte prefix the sort
 * compares first, NUL bytes included) and characters of the terms added, through either way of
 * adding, and a builder reused after {@link SignatureVector.Builder#clear()}.
 */
public class TestSignatureVectorBuilder extends LuceneTestCase {

  private static String randomTerm(Random r, List<String> pool) {
    if (!pool.isEmpty() && r.nextInt(3) == 0) {
      return pool.get(r.nextInt(pool.size())); // repeated terms
    }
    String t =
        switch (r.nextInt(5)) {
          case 0 -> TestUtil.randomUnicodeString(r, 20);
          case 1 -> "the:" + TestUtil.randomSimpleString(r, 1, 12); // shared prefixes
          case 2 -> "abcdefgh" + TestUtil.randomSimpleString(r, 0, 3); // equal 8-byte prefixes
          case 3 -> "a\u0000" + TestUtil.randomSimpleString(r, 0, 2); // NUL bytes
          default -> TestUtil.randomRealisticUnicodeString(r, 1, 15);
        };
    if (t.isEmpty()) {
      t = "x";
    }
    pool.add(t);
    return t;
  }

  public void testBuildsTheDefinition() {
    Random r = random();
    SignatureVector.Builder reused = SignatureVector.builder();
    for (int iter = 0; iter < atLeast(200); iter++) {
      List<String> pool = new ArrayList<>();
      Map<BytesRef, Integer> expected = new TreeMap<>();
      SignatureVector.Builder b = r.nextBoolean() ? reused.clear() : SignatureVector.builder();
      for (int i = r.nextInt(r.nextBoolean() ? 10 : 300); i > 0; i--) {
        String t = randomTerm(r, pool);
        BytesRef bytes = new BytesRef(t);
        if (r.nextBoolean()) {
          char[] chars = ("..." + t + "..").toCharArray();
          b.addChars(chars, 3, t.length());
          expected.merge(bytes, 1, Integer::sum);
        } else {
          int count = 1 + r.nextInt(4);
          BytesRef shifted = new BytesRef(new byte[bytes.length + 5], 2, bytes.length);
          System.arraycopy(bytes.bytes, bytes.offset, shifted.bytes, 2, bytes.length);
          b.add(shifted, count);
          expected.merge(bytes, count, Integer::sum);
        }
      }
      SignatureVector v = b.build();
      assertEquals(expected.size(), v.size());
      int i = 0;
      for (Map.Entry<BytesRef, Integer> e : expected.entrySet()) {
        assertEquals(e.getKey(), v.term(i));
        assertEquals(e.getValue().intValue(), v.count(i));
        i++;
      }
      assertEquals(v, SignatureVector.ofSorted(termsOf(v), countsOf(v)));
    }
  }

  /** A map with a missing count is refused as a bad argument, naming the signature. */
  public void testOfRefusesAMissingCount() {
    Map<String, Integer> counts = new java.util.HashMap<>();
    counts.put("a:b", 2);
    counts.put("c:d", null);
    IllegalArgumentException e =
        expectThrows(IllegalArgumentException.class, () -> SignatureVector.of(counts));
    assertTrue(e.getMessage(), e.getMessage().contains("c:d"));
  }

  public void testEmptyTermIsRefusedAndTheBuilderStaysUsable() {
    SignatureVector.Builder b = SignatureVector.builder();
    b.add("a", 1);
    expectThrows(IllegalArgumentException.class, () -> b.addChars(new char[0], 0, 0));
    expectThrows(IllegalArgumentException.class, () -> b.add(new BytesRef(""), 1));
    expectThrows(IllegalArgumentException.class, () -> b.add("b", 0));
    b.add("c", 2);
    assertEquals(Map.of("a", 1, "c", 2), b.build().toMap());
  }

  private static BytesRef[] termsOf(SignatureVector v) {
    BytesRef[] t = new BytesRef[v.size()];
    for (int i = 0; i < t.length; i++) {
      t[i] = BytesRef.deepCopyOf(v.term(i));
    }
    return t;
  }

  private static int[] countsOf(SignatureVector v) {
    int[] c = new int[v.size()];
    for (int i = 0; i < c.length; i++) {
      c[i] = v.count(i);
    }
    return c;
  }
}
