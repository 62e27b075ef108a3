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
import java.util.List;
import java.util.Random;
import org.apache.lucene.tests.util.LuceneTestCase;
import org.apache.lucene.tests.util.TestUtil;
import org.spotsigs.index.SignatureVector;
import org.spotsigs.testing.TokenStreams;

/** The direct path of SpotSigsAnalyzer gives exactly the signatures of its token stream. */
public class TestDirectExtraction extends LuceneTestCase {

  private static SignatureVector viaTokenStream(SpotSigsAnalyzer a, String text)
      throws IOException {
    return TokenStreams.vector(a, "f", text);
  }

  /**
   * The vector of {@code text} read from a char array (with other characters after the text, which
   * must not be read), checked to be the same through the analyzer and through {@link
   * SignatureVector#analyze(org.apache.lucene.analysis.Analyzer, String, char[], int)}.
   */
  private static SignatureVector viaChars(SpotSigsAnalyzer a, String text, Random r) {
    char[] chars = new char[text.length() + r.nextInt(20)];
    text.getChars(0, text.length(), chars, 0);
    for (int i = text.length(); i < chars.length; i++) {
      chars[i] = "the cat is a dog <b>&amp;".charAt(r.nextInt(25));
    }
    SignatureVector direct = a.extract("f", chars, text.length());
    SignatureVector analyzed = SignatureVector.analyze(a, "f", chars, text.length());
    if (direct != null) {
      assertEquals(text, analyzed, direct);
    }
    return analyzed;
  }

  private static String randomText(Random r) {
    return switch (r.nextInt(6)) {
      case 0 -> TestUtil.randomUnicodeString(r, 200);
      case 1 -> TestUtil.randomHtmlishString(r, 200);
      case 2 -> TestUtil.randomAnalysisString(r, 300, false);
      case 3 -> TestUtil.randomRealisticUnicodeString(r, 300);
      default -> {
        // words from a small vocabulary with antecedents, stop words, delimiters and case changes
        String[] words = {
          "The",
          "a",
          "IS",
          "is",
          "was",
          "have",
          "of",
          "to",
          "cat",
          "Dog",
          "x's",
          "don't",
          "U.S.",
          "ﬁne",
          "İstanbul",
          "straße",
          "CAFÉ",
          "e-mail",
          "<b>",
          "\n",
          "123",
          "𝔘𝔫𝔦",
          "\u0000",
          "a\u0001b",
          "Although",
          "although",
          "NEVERTHELESS",
          "nevertheless",
          "neverthelesss",
          "althoughé"
        };
        StringBuilder sb = new StringBuilder();
        for (int i = r.nextInt(80); i > 0; i--) {
          sb.append(words[r.nextInt(words.length)])
              .append(r.nextBoolean() ? " " : r.nextBoolean() ? "," : "");
        }
        yield sb.toString();
      }
    };
  }

  /**
   * Mostly ASCII text with every character class of the word boundary rules (letters, digits,
   * underscores, the joining punctuation, quotes, white space of every kind), and now and then a
   * character from outside ASCII that the rules treat specially (letters, a right single quote that
   * joins words, combining marks, format characters, Hebrew, Katakana, ideographs, emoji and their
   * keycap and presentation selectors, other spaces).
   */
  private static String asciiRichText(Random r) {
    String ascii =
        "aeiostnrAEIOSTZ0123456789____:::...'''',,;;\"#*-+/!?()[]@&<>=%~`|\\^{}$     \t\n\r\u000b\f\u0000\u001f";
    String[] others = {
      "\ufffd",
      "\u201c",
      "\u201d",
      "\u2013",
      "\u2014",
      "\u2022",
      "\u2026",
      "\u00ab",
      "\u00bb",
      "\u00b7",
      "é",
      "É",
      "ß",
      "\u2019",
      "\u2018",
      "\u00ad",
      "\u0301",
      "\u200d",
      "\u00a0",
      "\u2028",
      "\u0085",
      "\u05d0",
      "\u05d1",
      "\u05f3",
      "\u30ab",
      "\u30fc",
      "\u4e2d",
      "\u0e01",
      "\ud83d\ude00",
      "\ufe0f",
      "\u20e3",
      "\ud83c\uddfa",
      "\ud83c\udffb",
      "\u00b7",
      "\u037e",
      "\ufe52",
      "\uff0e"
    };
    String[] words = {"the", "a", "is", "was", "have", "of", "to", "cat", "Dog", "x's", "U.S."};
    StringBuilder sb = new StringBuilder();
    int otherRate = r.nextInt(4) == 0 ? 3 : r.nextInt(4) == 0 ? 1000 : 40;
    for (int i = r.nextInt(300); i > 0; i--) {
      int k = r.nextInt(otherRate);
      if (k == 0) {
        sb.append(others[r.nextInt(others.length)]);
      } else if (k < 4) {
        sb.append(words[r.nextInt(words.length)]).append(' ');
      } else if (k == 4 && r.nextInt(50) == 0) {
        sb.append("x".repeat(240 + r.nextInt(30))); // around the tokenizer's maximum length
      } else {
        sb.append(ascii.charAt(r.nextInt(ascii.length())));
      }
    }
    return sb.toString();
  }

  /** The standard tokenizer's direct path splits text into the tokenizer's words. */
  public void testStandardDirectPathEqualsTokenStream() throws IOException {
    Random r = random();
    for (int iter = 0; iter < atLeast(100); iter++) {
      SpotSigsAnalyzer.Builder b =
          SpotSigsAnalyzer.builder()
              .stripHtml(false)
              .spotSet(
                  r.nextBoolean()
                      ? SpotSet.defaults()
                      : SpotSet.uniform(
                          AntecedentSet.STOPWORDS, 1 + r.nextInt(2), 1 + r.nextInt(3)))
              .key(r.nextBoolean() ? SignatureKey.CHAIN_ONLY : SignatureKey.ANTECEDENT_AND_CHAIN);
      if (r.nextInt(4) == 0) {
        b.maxTokenLength(1 + r.nextInt(12));
      }
      if (r.nextInt(3) == 0) {
        b.commonSignatures(
            CommonSignatures.of(List.of("cat", "dog", "the:cat", "is:dog", "a:cat:dog")));
      }
      SpotSigsAnalyzer a = b.build();
      for (int t = 0; t < 30; t++) {
        String text = r.nextInt(4) == 0 ? randomText(r) : asciiRichText(r);
        SignatureVector direct = a.extract("f", text);
        SignatureVector stream = viaTokenStream(a, text);
        if (direct != null) {
          assertEquals(text, stream, direct);
        }
        assertEquals(text, stream, SignatureVector.analyze(a, "f", text));
        assertEquals(text, stream, viaChars(a, text, r));
      }
      assertTrue(a.extractsChars());
      a.close();
    }
  }

  /**
   * On ASCII text without long words (and the few other characters the scanner knows, such as curly
   * quotes) the direct path takes every text (it hands none back to the token stream), so the test
   * above checks the scanner and not only its fallback.
   */
  public void testStandardDirectPathTakesAsciiText() throws IOException {
    Random r = random();
    SpotSigsAnalyzer a = SpotSigsAnalyzer.builder().stripHtml(false).build();
    for (int t = 0; t < 200; t++) {
      String text =
          asciiRichText(r)
              .replaceAll(
                  "[^\\x00-\\x7f\u2018\u2019\u00a0\u00ab\u00bb\u2013\u2014\u201c\u201d\u2022\u2026\ufffd]",
                  " ")
              .replaceAll("x{200,}", "x");
      SignatureVector direct = a.extract("f", text);
      assertNotNull(text, direct);
      assertEquals(text, viaTokenStream(a, text), direct);
    }
    a.close();
  }

  /**
   * The word shingles of a text in no supported language, taken directly, are the terms of the
   * fallback analyzer's token stream after the prefix: texts of every kind, of 0 to 3 words (where
   * the shingle filter gives the words themselves), maximum lengths that cut words, read from a
   * string and from a char array.
   */
  public void testShingleDirectPathEqualsTokenStream() throws IOException {
    Random r = random();
    String[] few = {"", "one", "One two", "one TWO three", " a  b ", "x's", "U.S. a", "é à"};
    for (int iter = 0; iter < atLeast(50); iter++) {
      int maxTokenLength = r.nextInt(4) == 0 ? 1 + r.nextInt(12) : 255;
      try (FallbackSignatures fallback = new FallbackSignatures(maxTokenLength)) {
        for (int t = 0; t < 30; t++) {
          String text =
              switch (r.nextInt(4)) {
                case 0 -> randomText(r);
                case 1 -> few[r.nextInt(few.length)];
                default -> asciiRichText(r);
              };
          String prefix = r.nextBoolean() ? "und|" : r.nextBoolean() ? "ta|" : "";
          SignatureVector stream = TokenStreams.vector(fallback, "f", text);
          if (!prefix.isEmpty()) {
            stream = stream.withPrefix(new org.apache.lucene.util.BytesRef(prefix));
          }
          assertEquals(text, stream, fallback.prefixed("f", prefix, text, null, text.length()));
          char[] chars = (text + "the cat is").toCharArray();
          assertEquals(text, stream, fallback.prefixed("f", prefix, null, chars, text.length()));
        }
      }
    }
  }

  /**
   * On ASCII text without long words the shingles' direct path takes every text, so the test above
   * checks the scanner and not only the token stream it falls back to.
   */
  public void testShingleDirectPathTakesAsciiText() throws IOException {
    Random r = random();
    ShingleScanner scanner = new ShingleScanner(255);
    try (FallbackSignatures fallback = new FallbackSignatures(255)) {
      for (int t = 0; t < 200; t++) {
        String text = asciiRichText(r).replaceAll("[^\\x00-\\x7f]", " ").replaceAll("x{200,}", "x");
        SignatureVector direct = scanner.scan("und|", text);
        assertNotNull(text, direct);
        assertEquals(
            text,
            TokenStreams.vector(fallback, "f", text)
                .withPrefix(new org.apache.lucene.util.BytesRef("und|")),
            direct);
      }
    }
  }

  public void testDirectPathEqualsTokenStream() throws IOException {
    Random r = random();
    for (int iter = 0; iter < atLeast(100); iter++) {
      List<SpotSpec> specs = new ArrayList<>();
      for (int k = 1 + r.nextInt(4); k > 0; k--) {
        // antecedents of more than seven characters are looked up by their characters
        List<String> antecedents =
            List.of("the", "a", "is", "was", "have", "x", "although", "nevertheless");
        String ante = antecedents.get(r.nextInt(antecedents.size()));
        int[] steps = new int[1 + r.nextInt(3)];
        for (int j = 0; j < steps.length; j++) {
          steps[j] = 1 + r.nextInt(3);
        }
        specs.add(SpotSpec.steps(ante, steps));
      }
      SpotSigsAnalyzer.Builder b =
          r.nextBoolean()
              ? SpotSigsAnalyzer.prototype()
              : SpotSigsAnalyzer.builder()
                  .tokenization(SpotSigsAnalyzer.Tokenization.PROTOTYPE)
                  .stripHtml(false)
                  .spotSet(SpotSet.of(specs))
                  .key(
                      r.nextBoolean()
                          ? SignatureKey.CHAIN_ONLY
                          : SignatureKey.ANTECEDENT_AND_CHAIN);
      if (r.nextInt(3) == 0) {
        b.commonSignatures(
            CommonSignatures.of(List.of("cat", "dog", "the:cat", "is:dog", "a:cat:dog")));
      }
      SpotSigsAnalyzer a = b.build();
      for (int t = 0; t < 20; t++) {
        String text = randomText(r);
        SignatureVector direct = a.extract("f", text);
        assertNotNull(direct);
        assertEquals(text, viaTokenStream(a, text), direct);
        assertEquals(direct, SignatureVector.analyze(a, "f", text));
        assertEquals(text, direct, a.extract("f", text.toCharArray(), text.length()));
        assertEquals(text, direct, viaChars(a, text, r));
      }
      assertTrue(a.extractsChars());
      a.close();
    }
  }

  /**
   * Words around the prototype tokenizer's maximum length (a longer word is cut there and goes on
   * as the next word), all ASCII or with other code points before or after the cut: the scanner
   * cuts them where the tokenizer does.
   */
  public void testPrototypeWordsAtTheMaximumLengthAreCutAsTheTokenizerCutsThem()
      throws IOException {
    int max = org.apache.lucene.analysis.standard.StandardTokenizer.MAX_TOKEN_LENGTH_LIMIT;
    Random r = random();
    SpotSigsAnalyzer a =
        SpotSigsAnalyzer.builder()
            .tokenization(SpotSigsAnalyzer.Tokenization.PROTOTYPE)
            .stripHtml(false)
            .spotSet(SpotSet.of(List.of(SpotSpec.steps("the", 1, 1), SpotSpec.steps("is", 2))))
            .build();
    for (int delta : new int[] {-1, 0, 1, 2, max - 1, max + 1}) {
      StringBuilder word = new StringBuilder("x".repeat(max + delta));
      switch (r.nextInt(3)) {
        case 0 -> word.setCharAt(r.nextInt(8), 'é'); // early: the whole word takes the general path
        case 1 -> word.setCharAt(word.length() - 1 - r.nextInt(8), 'É'); // near its end
        default -> {}
      }
      String text = "The cat is " + word + " the dog is a " + word.substring(0, 5) + " cat";
      SignatureVector direct = a.extract("f", text);
      assertNotNull(direct);
      // (not assertEquals: a failure would print two vectors of megabytes)
      assertTrue(
          "word length " + word.length() + ": not the token stream's signatures",
          viaTokenStream(a, text).equals(direct));
    }
    a.close();
  }

  /**
   * HTML stripping with a random block size (below {@code maxBlockWords} or the default),
   * tokenization, key and spots.
   */
  private static SpotSigsAnalyzer.Builder randomStrippingAnalyzer(Random r, int maxBlockWords) {
    SpotSigsAnalyzer.Builder b =
        SpotSigsAnalyzer.builder()
            .minBlockWords(
                r.nextBoolean()
                    ? SpotSigsAnalyzer.DEFAULT_MIN_BLOCK_WORDS
                    : r.nextInt(maxBlockWords))
            .tokenization(
                r.nextBoolean()
                    ? SpotSigsAnalyzer.Tokenization.STANDARD
                    : SpotSigsAnalyzer.Tokenization.PROTOTYPE)
            .key(r.nextBoolean() ? SignatureKey.CHAIN_ONLY : SignatureKey.ANTECEDENT_AND_CHAIN);
    if (r.nextBoolean()) {
      b.spotSet(SpotSet.uniform(AntecedentSet.STOPWORDS, 1 + r.nextInt(2), 1 + r.nextInt(3)));
    }
    return b;
  }

  /** Text without markup or entities skips the character filters, with the same signatures. */
  public void testPlainTextSkipsTheCharacterFilters() throws IOException {
    Random r = random();
    for (int iter = 0; iter < atLeast(60); iter++) {
      SpotSigsAnalyzer a = randomStrippingAnalyzer(r, 30).build();
      for (int t = 0; t < 20; t++) {
        String text = randomText(r).replace('<', ' ').replace('&', ' ');
        if (r.nextBoolean()) {
          text = text.replace(' ', r.nextBoolean() ? '\n' : '\r');
        }
        SignatureVector direct = a.extract("f", text);
        assertNotNull(direct);
        assertEquals(text, viaTokenStream(a, text), direct);
        assertEquals(text, direct, viaChars(a, text, r));
      }
      assertFalse(a.extractsChars()); // an extraction works on strings
      a.close();
    }
  }

  /**
   * Pages with markup are stripped (and their short blocks dropped) before tokenizing, with the
   * same signatures.
   */
  public void testMarkupIsStrippedBeforeTokenizing() throws IOException {
    Random r = random();
    for (int iter = 0; iter < atLeast(60); iter++) {
      SpotSigsAnalyzer.Builder b = randomStrippingAnalyzer(r, 12);
      if (r.nextInt(3) == 0) {
        b.commonSignatures(
            CommonSignatures.of(List.of("cat", "dog", "the:cat", "is:dog", "a:cat:dog")));
      }
      SpotSigsAnalyzer a = b.build();
      for (int t = 0; t < 20; t++) {
        String text = r.nextInt(3) == 0 ? randomText(r) : randomPage(r);
        SignatureVector direct = a.extract("f", text);
        assertNotNull(direct);
        assertEquals(text, viaTokenStream(a, text), direct);
        assertEquals(text, direct, viaChars(a, text, r));
      }
      a.close();
    }
  }

  /**
   * A page of block and inline elements, entities, scripts, comments and line breaks; blocks of
   * many lengths.
   */
  private static String randomPage(Random r) {
    String[] words = {
      "the", "a", "is", "was", "have", "of", "cat", "Dog", "rally", "x's", "U.S.", "CAFÉ", "123",
      "straße"
    };
    String[] open = {
      "<p>",
      "<div class=\"nav\">",
      "<li>",
      "<h1>",
      "<br>",
      "<td>",
      "<span>",
      "<b>",
      "<a href=\"/x?a=1&b=2\">"
    };
    String[] close = {"</p>", "</div>", "</li>", "</h1>", "</td>", "</span>", "</b>", "</a>"};
    String[] other = {
      "&amp;",
      "&nbsp;",
      "&#233;",
      "&lt;",
      "<!-- note -->",
      "<script>var the = 1 < 2;</script>",
      "<style>p { color: red }</style>",
      "\n",
      "\r\n",
      "\n\n",
      " & ",
      "<",
      ">"
    };
    StringBuilder sb = new StringBuilder();
    for (int blocks = r.nextInt(12); blocks >= 0; blocks--) {
      sb.append(open[r.nextInt(open.length)]);
      for (int w = r.nextInt(r.nextBoolean() ? 6 : 40); w > 0; w--) {
        int k = r.nextInt(10);
        sb.append(
                k == 0
                    ? other[r.nextInt(other.length)]
                    : k == 1
                        ? open[r.nextInt(open.length)]
                        : k == 2 ? close[r.nextInt(close.length)] : words[r.nextInt(words.length)])
            .append(r.nextInt(6) == 0 ? "" : " ");
      }
      sb.append(close[r.nextInt(close.length)]);
      if (r.nextBoolean()) {
        sb.append(r.nextBoolean() ? "\n" : "\r\n");
      }
    }
    return sb.toString();
  }

  public void testLanguagesWithWordFiltersRunTheTokenStream() throws IOException {
    for (Language language : new Language[] {Language.FR, Language.ZH}) {
      SpotSigsAnalyzer a = SpotSigsAnalyzer.builder().language(language).stripHtml(false).build();
      // no direct path: extract runs the token stream itself (and records the language)
      assertEquals(
          TokenStreams.vector(a, "f", "l'homme est le chat"),
          a.extract("f", "l'homme est le chat"));
      assertEquals(language.code(), a.extract("f", "l'homme est le chat").language());
      assertEquals(
          TokenStreams.vector(a, "f", "l'homme est le chat"),
          a.extract("f", "l'homme est le chat".toCharArray(), 19));
      assertFalse(a.extractsChars());
      assertEquals(
          TokenStreams.vector(a, "f", "l'homme est le chat"),
          SignatureVector.analyze(a, "f", "l'homme est le chat!!".toCharArray(), 19));
      a.close();
    }
  }
}
