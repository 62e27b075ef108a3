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
      // (Danish and Norwegian share most of their function words: docs/LANGUAGES.md)
      assertTrue(l + ": " + right + " of " + long100, right >= 0.75 * long100);
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
