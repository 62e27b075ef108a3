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
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Random;
import org.apache.lucene.tests.util.LuceneTestCase;

/**
 * {@link LanguageDetector} on the samples of the Universal Declaration of Human Rights (resources
 * udhr/CODE.txt): every supported language is found in its sample, no supported language in the
 * samples of Polish, Vietnamese, Hebrew and Ukrainian; and the answer depends only on the text's
 * letters, not on how it is cut into words or what surrounds them.
 */
public class TestLanguageDetector extends LuceneTestCase {
  /** The samples' languages; Sorani has no Arabic-script sample (see the README). */
  static List<Language> sampled() {
    return java.util.Arrays.stream(Language.values()).filter(l -> l != Language.CKB).toList();
  }

  static List<String> sample(String code) throws IOException {
    try (InputStream in = TestLanguageDetector.class.getResourceAsStream("udhr/" + code + ".txt")) {
      assertNotNull("sample of " + code, in);
      return new String(in.readAllBytes(), StandardCharsets.UTF_8).lines().toList();
    }
  }

  public void testEverySupportedLanguageIsFoundInItsSample() throws IOException {
    LanguageDetector d = LanguageDetector.defaults();
    int all = 0;
    int allRight = 0;
    for (Language l : sampled()) {
      List<String> paragraphs = sample(l.code());
      assertEquals(l.code(), l, d.detect(String.join("\n", paragraphs)));
      // and in most of its paragraphs of 100 characters or more, alone
      int long100 = 0;
      int right = 0;
      for (String p : paragraphs) {
        if (p.length() >= 100) {
          long100++;
          right += d.detect(p) == l ? 1 : 0;
        }
      }
      // (Galician is close to Portuguese and Spanish in words and spelling: docs/LANGUAGES.md)
      assertTrue(l + ": " + right + " of " + long100, right >= 0.8 * long100);
      all += long100;
      allRight += right;
    }
    // the target of docs/LANGUAGES.md, on these samples
    assertTrue(allRight + " of " + all, allRight >= 0.99 * all);
  }

  /**
   * Close languages whose function words agree (Danish and Norwegian, Galician, Portuguese and
   * Spanish, Serbian and Czech, Italian or Finnish and English) are told apart by their spelling:
   * every paragraph of the samples of these languages, and the samples whole, with the words of one
   * paragraph of its closest neighbour mixed in at random places throughout, are still the
   * language.
   */
  public void testCloseLanguagesAreToldApartBySpelling() throws IOException {
    Random r = random();
    LanguageDetector d = LanguageDetector.defaults();
    Language[][] pairs = {
      {Language.NO, Language.DA},
      {Language.DA, Language.NO},
      {Language.PT, Language.GL},
      {Language.ES, Language.GL},
      {Language.SR, Language.CS},
      {Language.CS, Language.SR},
      {Language.IT, Language.EN},
      {Language.FI, Language.ET},
      {Language.CA, Language.FR},
    };
    for (Language[] pair : pairs) {
      List<String> own = sample(pair[0].code());
      List<String> other = sample(pair[1].code());
      for (int iter = 0; iter < 5; iter++) {
        java.util.ArrayList<String> words = new java.util.ArrayList<>();
        for (String p : own) {
          words.addAll(List.of(p.split(" ")));
        }
        java.util.ArrayList<String> intruders = new java.util.ArrayList<>();
        for (String w : other.get(r.nextInt(other.size())).split(" ")) {
          if (w.chars().allMatch(c -> c < 0x80)) { // (letters both write: the alphabet is no clue)
            intruders.add(w);
          }
        }
        // each intruder at a random place of its own stretch of the text: mixed in throughout, not
        // piled up at its start (the detector reads a text's first 256 trigrams, where a pile of a
        // neighbour's words would make a text of both languages, not one with a few words of
        // another)
        int n = words.size();
        for (int i = intruders.size() - 1; i >= 0; i--) {
          int from = (int) ((long) n * i / intruders.size());
          int to = (int) ((long) n * (i + 1) / intruders.size());
          words.add(from + r.nextInt(Math.max(1, to - from)), intruders.get(i));
        }
        String text = String.join(" ", words);
        assertEquals(pair[0] + " with " + pair[1] + ": " + text, pair[0], d.detect(text));
      }
    }
  }

  /**
   * A text in a supported language with too few of its stop words for the first stage (Basque and
   * Turkish, agglutinative, write few) is found by its spelling, while a text of invented words
   * with the same stop words is still no language.
   */
  public void testFewStopWordsAreEnoughWhenTheSpellingIsClear() {
    LanguageDetector d = LanguageDetector.defaults();
    // paragraphs of the declaration not in the samples (docs/LANGUAGES.md: the first stage alone
    // found no language in them)
    String basque =
        "Kontuan izanik Estatu Kideek, Nazio Batuen Erakundearekin elkarlanean, gizakiaren"
            + " oinarrizko eskubide eta askatasunen begirune orokorra eta eraginkorra ziurtatzeko"
            + " hitza eman dutela;";
    String turkish =
        "Öğretim insan şahsiyetinin tam gelişmesini ve insan haklarıyla ana hürriyetlerine"
            + " saygının kuvvetlenmesini hedef almalıdır.";
    assertEquals(Language.EU, d.detect(basque));
    assertEquals(Language.TR, d.detect(turkish));
    Random r = random();
    for (String text : List.of(basque, turkish)) {
      // the same stop words among words of random letters: no language's spelling
      StringBuilder sb = new StringBuilder();
      for (String w : text.split(" ")) {
        if (w.equals("eta") || w.equals("ve")) {
          sb.append(w);
        } else {
          for (int i = 0; i < Math.max(4, w.length()); i++) { // no stop word by chance
            sb.append((char) ('a' + r.nextInt(26)));
          }
        }
        sb.append(' ');
      }
      assertNull(sb.toString(), d.detect(sb.toString()));
    }
  }

  public void testUnsupportedLanguagesAreNotTakenForSupportedOnes() throws IOException {
    for (String code : List.of("x-pl", "x-vi", "x-he", "x-uk")) {
      assertNull(code, LanguageDetector.defaults().detect(String.join("\n", sample(code))));
    }
  }

  public void testTooLittleTextIsNoLanguage() {
    LanguageDetector d = LanguageDetector.defaults();
    assertNull(d.detect(""));
    assertNull(d.detect("12345 !!! -- ..."));
    assertNull(d.detect("the cat")); // two words
    assertNull(d.detect("Zxq vrbl Mnkp Qwrt Plkj Hgfd")); // words of no language
  }

  /**
   * The answer is a function of the text's letters: the same with other separators (punctuation,
   * digits, line breaks, several spaces, markup-like symbols) between the words, lower or upper
   * case (outside Greek and Turkish casing subtleties), from a String or a char array at an offset.
   * So the words of a tokenizer, joined by spaces, get the answer of the text.
   */
  public void testTheAnswerDependsOnlyOnTheLetters() throws IOException {
    Random r = random();
    LanguageDetector d = LanguageDetector.defaults();
    String[] separators = {" ", "  ", "\n", ", ", " - ", " 12 ", "; ", " <> ", "\t"};
    for (int iter = 0; iter < 60; iter++) {
      Language l = sampled().get(r.nextInt(sampled().size()));
      List<String> paragraphs = sample(l.code());
      String text = paragraphs.get(r.nextInt(paragraphs.size()));
      String[] words = text.split("[^\\p{L}\\p{M}]+");
      StringBuilder other = new StringBuilder();
      for (String w : words) {
        if (w.isEmpty()) {
          continue;
        }
        other.append(separators[r.nextInt(separators.length)]);
        other.append(
            l == Language.EL || l == Language.TR ? w : w.toUpperCase(java.util.Locale.ROOT));
      }
      Language expected = d.detect(text);
      assertEquals(l + ": " + text, expected, d.detect(other.toString()));
      char[] padded = ("xx" + text + "yy").toCharArray();
      assertEquals(expected, d.detect(padded, 2, text.length()));
    }
  }

  /** Only the first maxChars characters are read. */
  public void testOnlyTheFirstCharactersAreRead() throws IOException {
    String german = String.join(" ", sample("de"));
    String french = String.join(" ", sample("fr"));
    LanguageDetector d = LanguageDetector.withMaxChars(german.length());
    assertEquals(Language.DE, d.detect(german + " " + french + french + french));
    assertEquals(
        Language.FR, LanguageDetector.withMaxChars(french.length()).detect(french + " " + german));
  }

  public void testSerbianIsReadInBothScripts() throws IOException {
    String latin = String.join("\n", sample("sr"));
    assertEquals(Language.SR, LanguageDetector.defaults().detect(latin));
    assertEquals(
        Language.SR,
        LanguageDetector.defaults()
            .detect(LanguageDetector.toCyrillic(latin.toLowerCase(java.util.Locale.ROOT))));
  }
}
