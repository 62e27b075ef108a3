package org.spotsigs.analysis;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.function.Supplier;
import org.apache.lucene.analysis.CharArraySet;
import org.apache.lucene.analysis.TokenStream;
import org.apache.lucene.analysis.cjk.CJKBigramFilter;
import org.apache.lucene.analysis.cjk.CJKWidthFilter;
import org.apache.lucene.analysis.de.GermanAnalyzer;
import org.apache.lucene.analysis.es.SpanishAnalyzer;
import org.apache.lucene.analysis.fr.FrenchAnalyzer;
import org.apache.lucene.analysis.it.ItalianAnalyzer;
import org.apache.lucene.analysis.nl.DutchAnalyzer;
import org.apache.lucene.analysis.pt.PortugueseAnalyzer;
import org.apache.lucene.analysis.ru.RussianAnalyzer;
import org.apache.lucene.analysis.sv.SwedishAnalyzer;
import org.apache.lucene.analysis.util.ElisionFilter;

/**
 * The languages SpotSigs has built-in antecedents and stop words for.
 *
 * <p>A language gives three things: the <b>stop words</b> chains step over (those of Lucene's
 * analyzer for the language in analysis-common; for English the library's list, {@link
 * StopWords#english()}); the <b>antecedents</b>, chosen as Theobald, Siddharth and Paepcke chose
 * them for English ("SpotSigs: Robust and Efficient Near Duplicate Detection in Large Web
 * Collections", SIGIR 2008, section 5.3.2: articles and the flexions of the auxiliary verbs be,
 * can, will, have and do), among the most frequent words of the language, measured on the Europarl
 * text shipped with Lucene's test framework or, for Russian, Chinese and Japanese, on Debian's
 * translated manuals (docs/LANGUAGES.md has the counts and the command); and the <b>word
 * filters</b> that run between the lower-casing and the signatures: Lucene's {@link ElisionFilter}
 * for French and Italian ({@code l'union} is {@code union}); for Chinese and Japanese Lucene's
 * {@link CJKWidthFilter} and {@link CJKBigramFilter}, so that a run of ideographs between two
 * function characters becomes overlapping bigrams (words without a dictionary), while the function
 * characters themselves (the stop words and antecedents, single characters such as 的 or の) stay
 * single tokens ({@link FunctionCharacterFilter}).
 *
 * <p>Languages without articles (Russian, Chinese, Japanese) use their most frequent prepositions
 * or particles with the auxiliaries instead, as the measurement suggests.
 */
public enum Language {
  /** English: the paper's antecedents ({@link AntecedentSet#ARTICLES_AND_AUXILIARIES}). */
  EN("en", StopWords::english, AntecedentSet.ARTICLES_AND_AUXILIARIES.words()),
  /** German: articles; sein, haben, werden; können, müssen, sollen. */
  DE(
      "de",
      GermanAnalyzer::getDefaultStopSet,
      List.of(
          "der", "die", "das", "den", "dem", "des", "ein", "eine", "einen", "einem", "einer",
          "eines", "ist", "sind", "war", "waren", "sein", "hat", "haben", "hatte", "wird", "werden",
          "wurde", "wurden", "kann", "können", "muss", "müssen", "soll", "sollen")),
  /**
   * French: articles (with à: au, aux); être, avoir; pouvoir, devoir (elided articles are dropped
   * by elision).
   */
  FR(
      "fr",
      FrenchAnalyzer::getDefaultStopSet,
      List.of(
          "le", "la", "les", "un", "une", "des", "du", "au", "aux", "est", "sont", "était", "être",
          "été", "sera", "a", "ont", "avait", "avoir", "peut", "peuvent", "doit", "doivent")),
  /** Spanish: articles (with de and a: del, al); ser, estar, haber; poder, deber. */
  ES(
      "es",
      SpanishAnalyzer::getDefaultStopSet,
      List.of(
          "el", "la", "los", "las", "un", "una", "del", "al", "es", "son", "era", "ser", "sido",
          "está", "están", "ha", "han", "había", "hay", "haber", "puede", "pueden", "debe",
          "deben")),
  /**
   * Italian: articles, also those joined with di, a, in (del, della, dei, delle, degli, al, alla,
   * nel, nella); essere, avere; potere, dovere (elided articles are dropped by elision).
   */
  IT(
      "it",
      ItalianAnalyzer::getDefaultStopSet,
      List.of(
          "il", "lo", "la", "i", "gli", "le", "un", "uno", "una", "del", "della", "dei", "delle",
          "degli", "al", "alla", "nel", "nella", "è", "sono", "era", "essere", "stato", "stata",
          "ha", "hanno", "aveva", "avere", "può", "possono", "deve", "devono")),
  /** Dutch: articles; zijn, hebben, worden; kunnen, zullen, moeten. */
  NL(
      "nl",
      DutchAnalyzer::getDefaultStopSet,
      List.of(
          "de", "het", "een", "is", "zijn", "was", "waren", "heeft", "hebben", "had", "wordt",
          "worden", "werd", "kan", "kunnen", "zal", "zullen", "moet", "moeten")),
  /**
   * Portuguese: articles, also joined with de, em, a (da, do, na, no, ao); ser, estar, ter, haver;
   * poder, dever.
   */
  PT(
      "pt",
      PortugueseAnalyzer::getDefaultStopSet,
      List.of(
          "o", "a", "os", "as", "um", "uma", "da", "do", "na", "no", "ao", "é", "são", "foi", "ser",
          "está", "estão", "tem", "têm", "há", "ter", "pode", "podem", "deve", "devem")),
  /**
   * Swedish: the free articles (the definite article is mostly a suffix) and the most frequent
   * prepositions (i, på, av, till); vara, ha, bli; kunna, skola, måste.
   */
  SV(
      "sv",
      SwedishAnalyzer::getDefaultStopSet,
      List.of(
          "en", "ett", "den", "det", "de", "i", "på", "av", "till", "är", "var", "vara", "varit",
          "har", "hade", "ha", "blir", "blev", "kan", "kunde", "ska", "skall", "skulle", "måste")),
  /** Russian (no articles): the most frequent prepositions; быть; мочь, должен. */
  RU(
      "ru",
      RussianAnalyzer::getDefaultStopSet,
      List.of(
          "в", "на", "с", "по", "к", "о", "из", "за", "от", "для", "у", "до", "был", "была", "было",
          "были", "будет", "будут", "быть", "может", "могут", "должен", "должны")),
  /**
   * Chinese (no articles): the most frequent function characters: particles (的, 了), the copula and
   * verbs of being and having (是, 在, 有), the classifier and demonstrative of noun phrases (个, 这),
   * modal verbs (可, 能, 会, 将), prepositions and conjunctions (被, 对, 和, 与).
   */
  ZH(
      "zh",
      () -> new CharArraySet(FunctionCharacterFilter.CHINESE, false),
      List.of("的", "是", "在", "了", "有", "个", "这", "可", "能", "会", "将", "被", "对", "和", "与")),
  /** Japanese: the case particles の, は, が, を, に, で (every hiragana character is a stop word). */
  JA(
      "ja",
      () -> new CharArraySet(FunctionCharacterFilter.JAPANESE, false),
      List.of("の", "は", "が", "を", "に", "で"));

  /** The French and Italian articles and pronouns that elide ({@code l'}, {@code dell'}, ...). */
  private static final CharArraySet FRENCH_ELISIONS = FrenchAnalyzer.DEFAULT_ARTICLES;

  private static final CharArraySet ITALIAN_ELISIONS =
      CharArraySet.unmodifiableSet(
          new CharArraySet(
              List.of(
                  "c", "l", "all", "dall", "dell", "nell", "sull", "coll", "pell", "gl", "agl",
                  "dagl", "degl", "negl", "sugl", "un", "m", "t", "s", "v", "d"),
              true));

  private final String code;
  private final Supplier<CharArraySet> stopWords;
  private final List<String> antecedents;

  Language(String code, Supplier<CharArraySet> stopWords, List<String> antecedents) {
    this.code = code;
    this.stopWords = stopWords;
    this.antecedents = List.copyOf(antecedents);
  }

  /** The ISO 639-1 code, e.g. {@code de}. */
  public String code() {
    return code;
  }

  /** The antecedents of this language, lower case. */
  public List<String> antecedents() {
    return antecedents;
  }

  /** A new mutable set of the stop words of this language (lower case). */
  public CharArraySet stopWords() {
    return new CharArraySet(stopWords.get(), false);
  }

  /** The stop words of this language, sorted. */
  public List<String> stopWordList() {
    List<String> words = new ArrayList<>();
    for (Object w : stopWords.get()) {
      words.add(new String((char[]) w));
    }
    Collections.sort(words);
    return Collections.unmodifiableList(words);
  }

  /** The default spot set of this language: its antecedents, {@code a(1,2)}. */
  public SpotSet spotSet() {
    return SpotSet.uniform(antecedents, SpotSet.DEFAULT_DISTANCE, SpotSet.DEFAULT_CHAIN_LENGTH);
  }

  /**
   * The filters this language puts between lower-cased words and {@link SpotSigsFilter}: elision
   * for French and Italian, CJK width folding and bigrams for Chinese and Japanese (the function
   * characters of {@code functionWords}, its stop words and antecedents, stay single); none for the
   * others.
   */
  public TokenStream wordFilters(TokenStream words, CharArraySet functionWords) {
    return switch (this) {
      case FR -> new ElisionFilter(words, FRENCH_ELISIONS);
      case IT -> new ElisionFilter(words, ITALIAN_ELISIONS);
      case ZH, JA ->
          new CJKBigramFilter(
              new FunctionCharacterFilter(new CJKWidthFilter(words), functionWords));
      default -> words;
    };
  }

  /**
   * Whether {@link #wordFilters} changes the words (if not, the words go to the signatures as they
   * are).
   */
  public boolean hasWordFilters() {
    return this == FR || this == IT || this == ZH || this == JA;
  }

  /**
   * Looks a language up by its code (case-insensitive).
   *
   * @throws IllegalArgumentException listing the valid codes
   */
  public static Language forCode(String code) {
    String c = code.trim().toLowerCase(Locale.ROOT);
    for (Language l : values()) {
      if (l.code.equals(c)) {
        return l;
      }
    }
    throw new IllegalArgumentException("unknown language '" + code + "'; valid: " + codes());
  }

  /** The codes of all languages, comma separated. */
  public static String codes() {
    StringBuilder sb = new StringBuilder();
    for (Language l : values()) {
      sb.append(sb.isEmpty() ? "" : ", ").append(l.code);
    }
    return sb.toString();
  }
}
