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

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import com.carrotsearch.randomizedtesting.jupiter.Randomized;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;
import org.apache.lucene.analysis.Analyzer;
import org.apache.lucene.analysis.custom.CustomAnalyzer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.spotsigs.core.Measure;
import org.spotsigs.core.Threshold;
import org.spotsigs.index.SignatureVector;
import org.spotsigs.testing.RandomLuceneIndex;
import org.spotsigs.testing.RandomVectors;

@Randomized
class CommonSignaturesTest {
  @TempDir Path tmp;

  @Test
  void learnedListHoldsExactlyTheFrequentSignatures(Random random) throws IOException {
    for (int iter = 0; iter < 20; iter++) {
      List<Map<String, Integer>> docs =
          new RandomVectors(random)
              .collection(10 + random.nextInt(200), Threshold.of(0.5), Measure.MULTISET);
      Map<String, Integer> df = new TreeMap<>();
      docs.forEach(d -> d.keySet().forEach(t -> df.merge(t, 1, Integer::sum)));
      long maxDf = random.nextInt(10);
      List<String> expected = new ArrayList<>();
      df.forEach(
          (t, f) -> {
            if (f > maxDf) {
              expected.add(t);
            }
          });
      CommonSignatures.Learner learner = new CommonSignatures.Learner();
      docs.forEach(d -> learner.add(SignatureVector.of(d)));
      CommonSignatures learned = learner.build(maxDf);
      assertEquals(expected, learned.signatures());
      try (RandomLuceneIndex index = RandomLuceneIndex.build(random, docs, Measure.MULTISET, 0)) {
        assertEquals(
            expected,
            CommonSignatures.fromIndex(index.reader, index.schema.field(), maxDf).signatures());
      }
      Path file = tmp.resolve("common" + iter + ".txt");
      learned.write(file);
      assertEquals(expected, CommonSignatures.read(file).signatures());
    }
  }

  @Test
  void analyzerDropsTheListedSignatures() throws IOException {
    String text = "The cat sat on the mat. The cat is a fat cat and the mat is a red mat.";
    Analyzer plain = new SpotSigsAnalyzer();
    SignatureVector all = SignatureVector.analyze(plain, "f", text);
    CommonSignatures.Learner learner = new CommonSignatures.Learner();
    learner.add(SignatureVector.of(Map.of("the:cat:sat", 1, "is:fat:cat", 1)));
    learner.add(SignatureVector.of(Map.of("the:cat:sat", 1)));
    CommonSignatures common = learner.build(1); // only the:cat:sat is in more than one document
    assertEquals(List.of("the:cat:sat"), common.signatures());
    Analyzer filtered = SpotSigsAnalyzer.builder().commonSignatures(common).build();
    Map<String, Integer> expected = new HashMap<>(all.toMap());
    expected.remove("the:cat:sat");
    assertEquals(expected, SignatureVector.analyze(filtered, "f", text).toMap());
    assertFalse(expected.isEmpty());

    // the same with Lucene's stop filter after spotSigs in a CustomAnalyzer
    Path file = tmp.resolve("common.txt");
    common.write(file);
    Analyzer custom =
        CustomAnalyzer.builder(tmp)
            .addCharFilter("htmlStrip")
            .withTokenizer("standard")
            .addTokenFilter("lowercase")
            .addTokenFilter("spotSigs")
            .addTokenFilter("stop", "words", "common.txt")
            .build();
    assertEquals(expected, SignatureVector.analyze(custom, "f", text).toMap());
  }
}
