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

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import com.carrotsearch.randomizedtesting.jupiter.Randomized;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import org.spotsigs.util.Parallel;

/**
 * The inverted lists of a ranked collection ({@link RankedLists#invert}) against lists gathered
 * term by term, on one thread and cut into ranges for several (more ranges than ranks, empty
 * documents, terms no ranked document holds, documents left out of the ranking).
 */
@Randomized
class InvertedListsTest {

  @Test
  void listsOnSeveralThreadsAreThoseOfOne(Random random) {
    for (int iter = 0; iter < 200; iter++) {
      int docs = random.nextInt(random.nextBoolean() ? 8 : 400);
      int numTerms = 1 + random.nextInt(random.nextBoolean() ? 5 : 300);
      // compressed rows: each document's distinct term ids, ascending
      int[] docStart = new int[docs + 1];
      List<Integer> ids = new ArrayList<>();
      for (int d = 0; d < docs; d++) {
        TreeSet<Integer> terms = new TreeSet<>();
        for (int k = random.nextInt(random.nextInt(4) == 0 ? 1 : 20); k > 0; k--) {
          terms.add(random.nextInt(numTerms));
        }
        ids.addAll(terms);
        docStart[d + 1] = ids.size();
      }
      int[] termIds = ids.stream().mapToInt(Integer::intValue).toArray();
      // a random ranking of a random subset of the documents
      List<Integer> ranked = new ArrayList<>();
      for (int d = 0; d < docs; d++) {
        if (random.nextInt(5) != 0) {
          ranked.add(d);
        }
      }
      java.util.Collections.shuffle(ranked, random);
      int[] rankDoc = ranked.stream().mapToInt(Integer::intValue).toArray();

      int[][] expected = bruteForce(docStart, termIds, numTerms, rankDoc);
      int[][] one =
          RankedLists.invert(docStart, termIds, numTerms, rankDoc, Parallel.threads(1, "test"));
      assertArrayEquals(expected[0], one[0], "listStart, one thread");
      assertArrayEquals(expected[1], one[1], "listData, one thread");
      int parts = 2 + random.nextInt(random.nextBoolean() ? 3 : rankDoc.length + 3);
      int[][] several =
          RankedLists.invert(docStart, termIds, numTerms, rankDoc, Parallel.threads(parts, "test"));
      assertArrayEquals(expected[0], several[0], "listStart, " + parts + " threads");
      assertArrayEquals(expected[1], several[1], "listData, " + parts + " threads");
    }
  }

  /** A failure on a thread of its own reaches the caller, after every thread is done. */
  @Test
  void aFailureOnAnotherThreadIsThrown() {
    int[] docStart = {0, 1, 2};
    int[] termIds = {0, 5}; // term 5 is past numTerms: the second range fails
    int[] rankDoc = {0, 1};
    assertThrows(
        ArrayIndexOutOfBoundsException.class,
        () -> RankedLists.invert(docStart, termIds, 2, rankDoc, Parallel.threads(2, "test")));
  }

  /** For each term in turn, the ranks (ascending) whose document holds it. */
  private static int[][] bruteForce(int[] docStart, int[] termIds, int numTerms, int[] rankDoc) {
    int[] listStart = new int[numTerms + 1];
    List<Integer> data = new ArrayList<>();
    for (int t = 0; t < numTerms; t++) {
      listStart[t] = data.size();
      for (int r = 0; r < rankDoc.length; r++) {
        int doc = rankDoc[r];
        for (int i = docStart[doc]; i < docStart[doc + 1]; i++) {
          if (termIds[i] == t) {
            data.add(r);
          }
        }
      }
    }
    listStart[numTerms] = data.size();
    int[] listData = data.stream().mapToInt(Integer::intValue).toArray();
    return new int[][] {listStart, listData};
  }
}
