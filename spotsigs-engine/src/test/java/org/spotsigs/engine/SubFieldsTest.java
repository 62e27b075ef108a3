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
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;

import com.carrotsearch.randomizedtesting.jupiter.Randomized;
import java.util.Random;
import org.apache.lucene.document.IntPoint;
import org.apache.lucene.index.Term;
import org.apache.lucene.search.MatchNoDocsQuery;
import org.apache.lucene.search.TermQuery;
import org.apache.lucene.util.BytesRef;
import org.junit.jupiter.api.Test;
import org.spotsigs.core.Measure;
import org.spotsigs.index.SpotSigsSchema;

/**
 * The queries of the sub-fields of a {@code spotsigs} field, as both plugins' mappers build them:
 * lengths given as numbers, strings or bytes; ranges with either bound open, exclusive bounds taken
 * inwards, empty ranges matching nothing; the messages for bad values and for sorting.
 */
@Randomized
class SubFieldsTest {

  private static Object asGiven(Random random, int v) {
    return switch (random.nextInt(3)) {
      case 0 -> v;
      case 1 -> Integer.toString(v);
      default -> new BytesRef(Integer.toString(v));
    };
  }

  @Test
  void lengthRangesAreTheInclusiveIntRange(Random random) {
    for (int iter = 0; iter < 200; iter++) {
      int lo = random.nextInt(50);
      int hi = random.nextInt(50);
      boolean incLo = random.nextBoolean();
      boolean incHi = random.nextBoolean();
      boolean openLo = random.nextInt(5) == 0;
      boolean openHi = random.nextInt(5) == 0;
      long from = openLo ? Integer.MIN_VALUE : lo + (incLo ? 0 : 1);
      long to = openHi ? Integer.MAX_VALUE : hi - (incHi ? 0 : 1);
      var q =
          SubFields.lengthRange(
              "f.len",
              openLo ? null : asGiven(random, lo),
              openHi ? null : asGiven(random, hi),
              incLo,
              incHi);
      if (from > to) {
        assertInstanceOf(MatchNoDocsQuery.class, q);
      } else {
        assertEquals(IntPoint.newRangeQuery("f.len", (int) from, (int) to), q);
      }
    }
    assertEquals(
        IntPoint.newExactQuery("f.len", 17), SubFields.lengthTerm("f.len", asGiven(random, 17)));
  }

  @Test
  void badLengthsAndSortingAreRefusedNamingTheField() {
    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> SubFields.lengthTerm("f.len", "ten"));
    assertEquals("field [f.len] holds integer lengths, got [ten]", e.getMessage());
    SpotSigsSchema schema = SpotSigsSchema.of("f", Measure.MULTISET);
    assertEquals(
        "field [f] of type [spotsigs] cannot be sorted on or aggregated; its lengths can: ["
            + schema.lengthField(Measure.MULTISET)
            + "], ["
            + schema.lengthField(Measure.SET)
            + "]",
        SubFields.notSortable("f", schema).getMessage());
  }

  @Test
  void languageTermsAreTextOrBytes() {
    assertEquals(new TermQuery(new Term("f.lang", "de")), SubFields.languageTerm("f.lang", "de"));
    assertEquals(
        new TermQuery(new Term("f.lang", "de")),
        SubFields.languageTerm("f.lang", new BytesRef("de")));
  }
}
