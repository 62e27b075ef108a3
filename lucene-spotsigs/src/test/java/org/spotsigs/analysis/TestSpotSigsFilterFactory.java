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
import java.io.Reader;
import java.io.StringReader;
import java.util.Map;
import org.apache.lucene.analysis.Analyzer;
import org.apache.lucene.analysis.TokenFilterFactory;
import org.apache.lucene.analysis.TokenStream;
import org.apache.lucene.analysis.custom.CustomAnalyzer;
import org.apache.lucene.tests.analysis.BaseTokenStreamFactoryTestCase;
import org.apache.lucene.tests.analysis.MockTokenizer;
import org.apache.lucene.util.ClasspathResourceLoader;

public class TestSpotSigsFilterFactory extends BaseTokenStreamFactoryTestCase {

  public void testRegisteredBySpi() {
    assertEquals(SpotSigsFilterFactory.class, TokenFilterFactory.lookupClass("spotSigs"));
    assertTrue(TokenFilterFactory.availableTokenFilters().contains("spotSigs"));
  }

  public void testCustomAnalyzerReproducesPaperExample() throws IOException {
    Analyzer a =
        CustomAnalyzer.builder()
            .withTokenizer("standard")
            .addTokenFilter("lowercase")
            .addTokenFilter(
                "spotSigs", "antecedentSet", "paper-example", "distance", "1", "chainLength", "2")
            .build();
    assertAnalyzesTo(
        a,
        TestSpotSigsFilter.PAPER_SENTENCE,
        new String[] {
          "a:rally:kick",
          "a:weeklong:campaign",
          "the:south:carolina",
          "the:record:straight",
          "an:attack:circulating",
          "the:internet:designed",
          "is:designed:play"
        });
    a.close();
  }

  public void testCustomAnalyzerWithHtmlStripAndSpots() throws IOException {
    Analyzer a =
        CustomAnalyzer.builder()
            .addCharFilter("htmlStrip")
            .withTokenizer("standard")
            .addTokenFilter("lowercase")
            .addTokenFilter("spotSigs", "spots", "the(1,1) is[2]", "key", "chain")
            .build();
    assertAnalyzesTo(a, "<p>The cat is a fat cat</p>", new String[] {"cat", "fat"});
    a.close();
  }

  public void testWordFilesForAntecedentsAndStopwords() throws Exception {
    Reader reader = new StringReader("foo bar of baz qux");
    TokenStream stream = new MockTokenizer(MockTokenizer.WHITESPACE, false);
    ((org.apache.lucene.analysis.Tokenizer) stream).setReader(reader);
    TokenFilterFactory f =
        new SpotSigsFilterFactory(
            new java.util.HashMap<>(
                Map.of(
                    "antecedents",
                    "antecedents.txt",
                    "stopwords",
                    "stop.txt",
                    "chainLength",
                    "2")));
    ((SpotSigsFilterFactory) f).inform(new ClasspathResourceLoader(getClass()));
    stream = f.create(stream);
    // antecedents.txt holds "foo"; stop.txt holds "of" and "bar"
    assertTokenStreamContents(stream, new String[] {"foo:baz:qux"});
  }

  public void testMultiChainSteps() throws Exception {
    Reader reader = new StringReader("the w1 w2 w3 w4 w5");
    TokenStream stream = whitespaceMockTokenizer(reader);
    stream =
        tokenFilterFactory("spotSigs", "antecedentSet", "paper-example", "steps", "1,3")
            .create(stream);
    assertTokenStreamContents(stream, new String[] {"the:w1:w4"});
  }

  public void testBadArguments() {
    IllegalArgumentException e =
        expectThrows(
            IllegalArgumentException.class, () -> tokenFilterFactory("spotSigs", "bogus", "1"));
    assertTrue(e.getMessage(), e.getMessage().contains("Unknown parameters"));
    e =
        expectThrows(
            IllegalArgumentException.class,
            () -> tokenFilterFactory("spotSigs", "spots", "the(1,2)", "distance", "2"));
    assertTrue(e.getMessage(), e.getMessage().contains("spots"));
    e =
        expectThrows(
            IllegalArgumentException.class,
            () -> tokenFilterFactory("spotSigs", "antecedentSet", "nope"));
    assertTrue(e.getMessage(), e.getMessage().contains("nope"));
    e =
        expectThrows(
            IllegalArgumentException.class, () -> tokenFilterFactory("spotSigs", "key", "both"));
    assertTrue(e.getMessage(), e.getMessage().contains("both"));
    e =
        expectThrows(
            IllegalArgumentException.class, () -> tokenFilterFactory("spotSigs", "distance", "0"));
    assertTrue(e.getMessage(), e.getMessage().contains("spot distance"));
    e =
        expectThrows(
            IllegalArgumentException.class, () -> tokenFilterFactory("spotSigs", "spots", "the(1"));
    assertTrue(e.getMessage(), e.getMessage().contains("the(1"));
  }
}
