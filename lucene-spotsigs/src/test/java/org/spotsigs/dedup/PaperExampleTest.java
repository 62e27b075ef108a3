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
package org.spotsigs.dedup;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.carrotsearch.randomizedtesting.jupiter.Randomized;
import java.io.IOException;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.spotsigs.core.Measure;
import org.spotsigs.core.Threshold;
import org.spotsigs.search.MatchStats;
import org.spotsigs.search.NearDuplicate;
import org.spotsigs.search.NearDuplicates;
import org.spotsigs.testing.RandomLuceneIndex;

/** The deduplication example of the SpotSigs paper, section 4.3.2. */
@Randomized
class PaperExampleTest {
  static final Map<String, Integer> D1 = Map.of("s1", 5, "s2", 4, "s3", 4);
  static final Map<String, Integer> D2 = Map.of("s1", 8, "s2", 4);
  static final Map<String, Integer> D3 = Map.of("s1", 4, "s2", 5, "s3", 5);
  static final Threshold TAU = Threshold.of(0.8);

  @Test
  void d1NeedsExactlyOneJaccardComputation(Random random) throws IOException {
    try (RandomLuceneIndex index =
        RandomLuceneIndex.build(random, List.of(D1, D2, D3), Measure.MULTISET, 0)) {
      int d1 = -1;
      for (int doc = 0; doc < index.docIndex.length; doc++) {
        if (index.docIndex[doc] == 0) {
          d1 = doc;
        }
      }
      MatchStats stats = new MatchStats();
      List<NearDuplicate> hits =
          NearDuplicates.of(index.reader, index.schema.field(), d1, TAU, Measure.MULTISET, stats);
      assertEquals(1, hits.size());
      assertEquals(2, index.docIndex[hits.get(0).doc()], "d3");
      // sim(d1, d3) = (4 + 4 + 4) / (5 + 5 + 5) = 0.8 exactly: found at tau = 0.8
      assertEquals(12, hits.get(0).overlap());
      assertEquals(15, hits.get(0).union());
      // s3 is the rarest signature: its list yields d3, then delta1 = 4 ends the traversal
      // (however the three documents are spread over segments)
      assertEquals(1, stats.verified(), "Jaccard computations for d1: " + stats);
    }
  }

  @Test
  void allPairs() {
    VectorCollection.Builder b = VectorCollection.builder();
    for (Map<String, Integer> d : List.of(D1, D2, D3)) {
      b.add(org.spotsigs.index.SignatureVector.of(d));
    }
    DedupResult r = Deduplicator.builder(TAU).threads(1).build().run(b.build());
    assertEquals(1, r.size());
    assertEquals(0, r.docA(0));
    assertEquals(2, r.docB(0));
    assertEquals(0.8, r.similarity(0), 0.0);
    // d3 (longest) has nothing longer to check; d1 checks d3 only (one computation, then the
    // delta1 bound stops it); d2 checks d3 and d1 from the list of s1, then stops.
    assertEquals(3, r.stats().verified(), r.stats().toString());
  }
}
