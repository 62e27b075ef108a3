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

import java.io.IOException;
import java.io.StringReader;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.StringTokenizer;
import org.apache.lucene.analysis.Analyzer;
import org.apache.lucene.analysis.Tokenizer;
import org.apache.lucene.tests.analysis.BaseTokenStreamTestCase;
import org.apache.lucene.tests.util.TestUtil;

public class TestPrototypeTokenizer extends BaseTokenStreamTestCase {

  /** java.util.StringTokenizer with the prototype's delimiters: the oracle. */
  private static String[] oracle(String text) {
    List<String> out = new ArrayList<>();
    StringTokenizer st = new StringTokenizer(text, PrototypeTokenizer.DELIMITERS);
    while (st.hasMoreTokens()) {
      out.add(st.nextToken());
    }
    return out.toArray(new String[0]);
  }

  public void testMatchesStringTokenizer() throws IOException {
    Random r = random();
    for (int i = 0; i < atLeast(300); i++) {
      String text =
          switch (r.nextInt(3)) {
            case 0 -> TestUtil.randomSimpleString(r, 0, 80);
            case 1 -> TestUtil.randomHtmlishString(r, 60);
            default -> TestUtil.randomAnalysisString(r, 80, false);
          };
      // the oracle splits surrogate pairs never, like the tokenizer (delimiters are ASCII)
      Tokenizer t = new PrototypeTokenizer();
      t.setReader(new StringReader(text));
      assertTokenStreamContents(t, oracle(text));
    }
  }

  public void testRawHtml() throws IOException {
    Tokenizer t = new PrototypeTokenizer();
    t.setReader(new StringReader("<p class=\"lead\">It's the U.S. rally, don't-stop!</p>"));
    assertTokenStreamContents(
        t,
        new String[] {
          "p", "class", "lead", "It", "s", "the", "U", "S", "rally", "don", "t", "stop", "p"
        });
  }

  public void testPrototypePresetAnalyzer() throws IOException {
    Analyzer a = SpotSigsAnalyzer.prototype().build();
    // chain length 1, chain-only keys, markup kept: "<b>the</b> rally" -> b, the, b, rally: the ->
    // "b"
    assertAnalyzesTo(
        a,
        "The cocoa crop is large; <b>the</b> rally was huge",
        new String[] {"cocoa", "large", "b", "huge"});
    checkRandomData(random(), a, 100 * RANDOM_MULTIPLIER);
    a.close();
  }
}
