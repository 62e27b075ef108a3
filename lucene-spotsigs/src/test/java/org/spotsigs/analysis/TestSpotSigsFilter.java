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
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import org.apache.lucene.analysis.Analyzer;
import org.apache.lucene.analysis.CharArraySet;
import org.apache.lucene.analysis.Tokenizer;
import org.apache.lucene.tests.analysis.BaseTokenStreamTestCase;
import org.apache.lucene.tests.analysis.MockTokenizer;

public class TestSpotSigsFilter extends BaseTokenStreamTestCase {
  /** The sentence of the SpotSigs paper, section 3.2. */
  static final String PAPER_SENTENCE =
      "At a rally to kick off a weeklong campaign for the South Carolina primary, Obama tried to set"
          + " the record straight from an attack circulating widely on the Internet that is designed to"
          + " play into prejudices against Muslims and fears of terrorism.";

  private static Analyzer whitespace(SpotSet spots, CharArraySet stop, SignatureKey key) {
    return new Analyzer() {
      @Override
      protected TokenStreamComponents createComponents(String fieldName) {
        Tokenizer t = new MockTokenizer(MockTokenizer.WHITESPACE, false);
        return new TokenStreamComponents(t, new SpotSigsFilter(t, spots, stop, key));
      }
    };
  }

  public void testPaperExample() throws IOException {
    Analyzer a =
        SpotSigsAnalyzer.builder()
            .spotSet(SpotSet.uniform(AntecedentSet.PAPER_EXAMPLE, 1, 2))
            .build();
    assertAnalyzesTo(
        a,
        PAPER_SENTENCE,
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

  public void testPaperExampleChainOnly() throws IOException {
    Analyzer a =
        SpotSigsAnalyzer.builder()
            .spotSet(SpotSet.uniform(AntecedentSet.PAPER_EXAMPLE, 1, 2))
            .key(SignatureKey.CHAIN_ONLY)
            .build();
    assertAnalyzesTo(
        a,
        PAPER_SENTENCE,
        new String[] {
          "rally:kick",
          "weeklong:campaign",
          "south:carolina",
          "record:straight",
          "attack:circulating",
          "internet:designed",
          "designed:play"
        });
    a.close();
  }

  public void testOffsetsSpanAntecedentToLastWord() throws IOException {
    Analyzer a =
        whitespace(
            SpotSet.parse("the(1,2)"),
            new CharArraySet(List.of("of"), false),
            SignatureKey.ANTECEDENT_AND_CHAIN);
    // "the cat of dog" -> the:cat:dog from offset 0 to 14
    assertAnalyzesTo(
        a,
        "the cat of dog",
        new String[] {"the:cat:dog"},
        new int[] {0},
        new int[] {14},
        new String[] {SpotSigsFilter.TYPE},
        new int[] {1});
    a.close();
  }

  public void testAntecedentsAreLowerCased() throws IOException {
    // the words of a text are lower-cased before they are looked up: so is an antecedent
    assertEquals("the", SpotSpec.parse("The(1,2)").antecedent());
    assertEquals("the", SpotSpec.steps("THE", 1, 2).antecedent());
    assertEquals(SpotSet.parse("the(1,2); is[1]"), SpotSet.parse("The(1,2); IS[1]"));
    Analyzer a =
        whitespace(
            SpotSet.parse("The(1,2)"),
            new CharArraySet(List.of("of"), false),
            SignatureKey.ANTECEDENT_AND_CHAIN);
    assertAnalyzesTo(a, "the cat of dog", new String[] {"the:cat:dog"});
    a.close();
  }

  /** A spot set cannot be changed through its map of specs, nor through the map's lists. */
  public void testSpotSetIsImmutable() {
    SpotSet set = SpotSet.parse("the(1,2); the(2,3); is[1]");
    expectThrows(UnsupportedOperationException.class, () -> set.byAntecedent().get("the").clear());
    expectThrows(
        UnsupportedOperationException.class,
        () -> set.byAntecedent().get("is").add(SpotSpec.parse("is(1,1)")));
    expectThrows(UnsupportedOperationException.class, () -> set.byAntecedent().remove("is"));
    assertEquals(SpotSet.parse("the(1,2); the(2,3); is[1]"), set);
  }

  public void testDistanceCountsTokensAndStopWordsMoveOn() throws IOException {
    CharArraySet stop = new CharArraySet(List.of("of", "and"), false);
    Analyzer a = whitespace(SpotSet.parse("the(2,3)"), stop, SignatureKey.ANTECEDENT_AND_CHAIN);
    // second, fourth and sixth word after "the"
    assertAnalyzesTo(a, "the w1 w2 w3 w4 w5 w6 w7", new String[] {"the:w2:w4:w6"});
    // the second word is a stop word: move on to w3, continue two words after it
    assertAnalyzesTo(a, "the w1 of w3 w4 w5 w6", new String[] {"the:w3:w5"});
    // runs of stop words are stepped over
    assertAnalyzesTo(a, "the w1 of and of w2 w3 w4", new String[] {"the:w2:w4"});
    a.close();
  }

  public void testChainCutAtEndKeepsPartialChainsOnly() throws IOException {
    Analyzer a =
        whitespace(
            SpotSet.parse("the(1,3)"),
            new CharArraySet(List.of("of"), false),
            SignatureKey.ANTECEDENT_AND_CHAIN);
    assertAnalyzesTo(a, "x the y", new String[] {"the:y"});
    assertAnalyzesTo(a, "x y the", new String[0]);
    assertAnalyzesTo(a, "the of of", new String[0]);
    assertAnalyzesTo(a, "", new String[0]);
    a.close();
  }

  public void testOverlappingChainsAndAntecedentsAreSkipped() throws IOException {
    Analyzer a =
        whitespace(
            SpotSet.parse("the(1,2) is(1,2)"),
            new CharArraySet(List.of("to"), false),
            SignatureKey.ANTECEDENT_AND_CHAIN);
    assertAnalyzesTo(a, "the dog is to bark loud", new String[] {"the:dog:bark", "is:bark:loud"});
    a.close();
  }

  public void testMultiChain() throws IOException {
    Analyzer a =
        whitespace(
            SpotSet.parse("is[3,4]"), CharArraySet.EMPTY_SET, SignatureKey.ANTECEDENT_AND_CHAIN);
    // the word three after "is", then the word four after that one (seven after "is")
    assertAnalyzesTo(a, "is w1 w2 w3 w4 w5 w6 w7 w8", new String[] {"is:w3:w7"});
    a.close();
  }

  public void testSeveralSpecsPerAntecedentEmitInSpecOrder() throws IOException {
    Analyzer a =
        whitespace(
            SpotSet.parse("is(3,1) is(2,1)"),
            CharArraySet.EMPTY_SET,
            SignatureKey.ANTECEDENT_AND_CHAIN);
    assertAnalyzesTo(a, "is w1 w2 w3", new String[] {"is:w3", "is:w2"});
    a.close();
  }

  public void testHtmlIsStrippedByDefaultAndKeptWhenAsked() throws IOException {
    String html =
        "<html><head><script>var the = 1;</script><title>the page</title></head>"
            + "<body><p class=\"the story\">the cat sat</p></body></html>";
    SpotSet spots = SpotSet.parse("the(1,1)");
    Analyzer stripped = SpotSigsAnalyzer.builder().spotSet(spots).build();
    assertAnalyzesTo(stripped, html, new String[] {"the:page", "the:cat"});
    Analyzer raw = SpotSigsAnalyzer.builder().spotSet(spots).stripHtml(false).build();
    // raw pages are tokenized as they are: attribute values and script text count too
    assertAnalyzesTo(raw, html, new String[] {"the:1", "the:page", "the:story", "the:cat"});
    stripped.close();
    raw.close();
  }

  /**
   * A straightforward re-statement of the definition over a token array: the oracle for the filter.
   */
  static List<String> reference(
      List<String> tokens, SpotSet spots, Set<String> stop, boolean withAntecedent) {
    Set<String> skip = new HashSet<>(stop);
    skip.addAll(spots.antecedents());
    List<String> out = new ArrayList<>();
    for (int i = 0; i < tokens.size(); i++) {
      List<SpotSpec> specs = spots.byAntecedent().get(tokens.get(i));
      if (specs == null) {
        continue;
      }
      for (SpotSpec spec : specs) {
        int pos = i;
        List<String> words = new ArrayList<>();
        for (int s : spec.steps()) {
          pos += s;
          while (pos < tokens.size() && skip.contains(tokens.get(pos))) {
            pos++;
          }
          if (pos >= tokens.size()) {
            break;
          }
          words.add(tokens.get(pos));
        }
        if (!words.isEmpty()) {
          out.add((withAntecedent ? tokens.get(i) + ":" : "") + String.join(":", words));
        }
      }
    }
    return out;
  }

  public void testAgainstReferenceOnRandomTokenStreams() throws IOException {
    Random r = random();
    List<String> vocabulary =
        List.of("the", "a", "is", "of", "to", "and", "x", "y", "z", "w", "v", "u");
    for (int iter = 0; iter < atLeast(200); iter++) {
      List<SpotSpec> specs = new ArrayList<>();
      int nSpecs = 1 + r.nextInt(4);
      for (int k = 0; k < nSpecs; k++) {
        String ante = List.of("the", "a", "is").get(r.nextInt(3));
        int[] steps = new int[1 + r.nextInt(3)];
        for (int j = 0; j < steps.length; j++) {
          steps[j] = 1 + r.nextInt(3);
        }
        specs.add(SpotSpec.steps(ante, steps));
      }
      SpotSet spots = SpotSet.of(specs);
      Set<String> stop = new HashSet<>();
      for (String w : List.of("of", "to", "and", "x")) {
        if (r.nextBoolean()) {
          stop.add(w);
        }
      }
      boolean withAntecedent = r.nextBoolean();
      List<String> tokens = new ArrayList<>();
      for (int i = r.nextInt(40); i > 0; i--) {
        tokens.add(vocabulary.get(r.nextInt(vocabulary.size())));
      }
      List<String> expected = reference(tokens, spots, stop, withAntecedent);
      Analyzer a =
          whitespace(
              spots,
              new CharArraySet(stop, false),
              withAntecedent ? SignatureKey.ANTECEDENT_AND_CHAIN : SignatureKey.CHAIN_ONLY);
      assertAnalyzesTo(a, String.join(" ", tokens), expected.toArray(new String[0]));
      a.close();
    }
  }

  public void testRandomData() throws IOException {
    Analyzer a = new SpotSigsAnalyzer();
    checkRandomData(random(), a, 200 * RANDOM_MULTIPLIER);
    a.close();
    Analyzer b =
        SpotSigsAnalyzer.builder()
            .spotSet(SpotSet.uniform(AntecedentSet.STOPWORDS, 2, 3))
            .key(SignatureKey.CHAIN_ONLY)
            .stripHtml(false)
            .build();
    checkRandomData(random(), b, 200 * RANDOM_MULTIPLIER);
    b.close();
  }

  public void testRandomDataWithLongDocuments() throws IOException {
    Analyzer a =
        SpotSigsAnalyzer.builder().spotSet(SpotSet.parse("the(2,3) a(1,2) is[3,4]")).build();
    checkRandomData(random(), a, 20 * RANDOM_MULTIPLIER, 8192);
    a.close();
  }

  public void testSpotSpecParsing() {
    assertEquals(SpotSpec.uniform("the", 2, 3), SpotSpec.parse("the(2,3)"));
    assertEquals(SpotSpec.steps("is", 3, 4), SpotSpec.parse(" is [ 3 , 4 ] "));
    assertEquals("the(2,3)", SpotSpec.parse("the(2,3)").toString());
    assertEquals("is[3,4]", SpotSpec.parse("is[3,4]").toString());
    assertEquals(
        List.of(SpotSpec.uniform("the", 1, 2), SpotSpec.steps("is", 3, 4)),
        SpotSpec.parseList("the(1,2); is[3,4]"));
    IllegalArgumentException e =
        expectThrows(IllegalArgumentException.class, () -> SpotSpec.parse("the(2)"));
    assertTrue(e.getMessage(), e.getMessage().contains("the(2)"));
    e = expectThrows(IllegalArgumentException.class, () -> SpotSpec.parse("the(0,2)"));
    assertTrue(e.getMessage(), e.getMessage().contains("spot distance"));
    e = expectThrows(IllegalArgumentException.class, () -> SpotSpec.uniform("the", 1, 0));
    assertTrue(e.getMessage(), e.getMessage().contains("chain length"));
    assertEquals(
        Arrays.asList("a", "an", "the", "is"), AntecedentSet.forName("paper-example").words());
    e = expectThrows(IllegalArgumentException.class, () -> AntecedentSet.forName("nope"));
    assertTrue(e.getMessage(), e.getMessage().contains("articles-and-auxiliaries"));
  }
}
