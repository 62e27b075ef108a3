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
package org.spotsigs.eval;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.carrotsearch.randomizedtesting.jupiter.Randomized;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.apache.lucene.util.BytesRef;
import org.junit.jupiter.api.Test;
import org.spotsigs.analysis.SpotSigsAnalyzer;
import org.spotsigs.analysis.StopWords;

@Randomized
class WordAnalyzerTest {

  private static List<String> strings(List<BytesRef> terms) {
    return terms.stream().map(BytesRef::utf8ToString).toList();
  }

  @Test
  void shinglesAreConsecutiveWords(Random random) {
    SpotSigsAnalyzer like =
        random.nextBoolean()
            ? new SpotSigsAnalyzer()
            : SpotSigsAnalyzer.builder().minBlockWords(3).build();
    String[] texts =
        EvalTestSupport.randomNearDuplicateTexts(random, 20).stream()
            .map(
                t -> random.nextBoolean() ? "<p>" + t.replace(" the ", " <b>the</b> ") + "</p>" : t)
            .toArray(String[]::new);
    List<List<BytesRef>> words = EvalTestSupport.tokens(WordAnalyzer.words(like), texts);
    for (int n = 1; n <= 4; n++) {
      List<List<BytesRef>> shingles = EvalTestSupport.tokens(WordAnalyzer.shingles(like, n), texts);
      for (int i = 0; i < texts.length; i++) {
        List<String> w = strings(words.get(i));
        List<String> expected = new ArrayList<>();
        for (int k = 0; k + n <= w.size(); k++) {
          expected.add(String.join(" ", w.subList(k, k + n)));
        }
        assertEquals(expected, strings(shingles.get(i)), "n=" + n + " text " + texts[i]);
      }
    }
  }

  @Test
  void wordsAreWhatTheSpotSigsAnalyzerReads() {
    String page =
        "<html><body><nav>Home</nav><p>The Mayor said the bridge IS open.</p><script>var the = 1;</script></body></html>";
    List<String> stripped =
        strings(
            EvalTestSupport.tokens(WordAnalyzer.words(new SpotSigsAnalyzer()), new String[] {page})
                .get(0));
    assertEquals(List.of("home", "the", "mayor", "said", "the", "bridge", "is", "open"), stripped);
    List<String> raw =
        strings(
            EvalTestSupport.tokens(
                    WordAnalyzer.words(SpotSigsAnalyzer.builder().stripHtml(false).build()),
                    new String[] {page})
                .get(0));
    assertTrue(raw.contains("html") && raw.contains("var"), "raw pages keep markup words: " + raw);
    List<String> iMatch =
        strings(
            EvalTestSupport.tokens(
                    WordAnalyzer.iMatchTerms(new SpotSigsAnalyzer(), StopWords.english()),
                    new String[] {"The 2008 race is on, 42 said O'Brien"})
                .get(0));
    assertEquals(List.of("race", "said", "o'brien"), iMatch);
  }

  @Test
  void minHashEmitsOneTokenPerBucket(Random random) {
    int buckets = 1 + random.nextInt(100);
    String[] texts = EvalTestSupport.randomNearDuplicateTexts(random, 5).toArray(new String[0]);
    for (List<BytesRef> terms :
        EvalTestSupport.tokens(WordAnalyzer.minHash(new SpotSigsAnalyzer(), 2, buckets), texts)) {
      assertFalse(terms.isEmpty());
      assertEquals(buckets, terms.size());
    }
  }
}
