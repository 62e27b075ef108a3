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

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.function.Supplier;
import org.apache.lucene.analysis.CharArraySet;
import org.apache.lucene.analysis.LowerCaseFilter;
import org.apache.lucene.analysis.TokenStream;
import org.apache.lucene.analysis.ar.ArabicAnalyzer;
import org.apache.lucene.analysis.ar.ArabicNormalizationFilter;
import org.apache.lucene.analysis.bg.BulgarianAnalyzer;
import org.apache.lucene.analysis.bn.BengaliAnalyzer;
import org.apache.lucene.analysis.ca.CatalanAnalyzer;
import org.apache.lucene.analysis.cjk.CJKBigramFilter;
import org.apache.lucene.analysis.cjk.CJKWidthFilter;
import org.apache.lucene.analysis.ckb.SoraniAnalyzer;
import org.apache.lucene.analysis.ckb.SoraniNormalizationFilter;
import org.apache.lucene.analysis.cz.CzechAnalyzer;
import org.apache.lucene.analysis.da.DanishAnalyzer;
import org.apache.lucene.analysis.de.GermanAnalyzer;
import org.apache.lucene.analysis.el.GreekAnalyzer;
import org.apache.lucene.analysis.el.GreekLowerCaseFilter;
import org.apache.lucene.analysis.es.SpanishAnalyzer;
import org.apache.lucene.analysis.et.EstonianAnalyzer;
import org.apache.lucene.analysis.eu.BasqueAnalyzer;
import org.apache.lucene.analysis.fa.PersianAnalyzer;
import org.apache.lucene.analysis.fa.PersianNormalizationFilter;
import org.apache.lucene.analysis.fi.FinnishAnalyzer;
import org.apache.lucene.analysis.fr.FrenchAnalyzer;
import org.apache.lucene.analysis.ga.IrishAnalyzer;
import org.apache.lucene.analysis.gl.GalicianAnalyzer;
import org.apache.lucene.analysis.hi.HindiAnalyzer;
import org.apache.lucene.analysis.hu.HungarianAnalyzer;
import org.apache.lucene.analysis.hy.ArmenianAnalyzer;
import org.apache.lucene.analysis.id.IndonesianAnalyzer;
import org.apache.lucene.analysis.it.ItalianAnalyzer;
import org.apache.lucene.analysis.lt.LithuanianAnalyzer;
import org.apache.lucene.analysis.lv.LatvianAnalyzer;
import org.apache.lucene.analysis.ne.NepaliAnalyzer;
import org.apache.lucene.analysis.nl.DutchAnalyzer;
import org.apache.lucene.analysis.no.NorwegianAnalyzer;
import org.apache.lucene.analysis.pt.PortugueseAnalyzer;
import org.apache.lucene.analysis.ro.RomanianAnalyzer;
import org.apache.lucene.analysis.ru.RussianAnalyzer;
import org.apache.lucene.analysis.sr.SerbianAnalyzer;
import org.apache.lucene.analysis.sr.SerbianNormalizationRegularFilter;
import org.apache.lucene.analysis.sv.SwedishAnalyzer;
import org.apache.lucene.analysis.ta.TamilAnalyzer;
import org.apache.lucene.analysis.te.TeluguAnalyzer;
import org.apache.lucene.analysis.th.ThaiAnalyzer;
import org.apache.lucene.analysis.tr.ApostropheFilter;
import org.apache.lucene.analysis.tr.TurkishAnalyzer;
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
 *
 * <p>Longer than 400 lines because it is a table: most of it is the 40 languages, one constant each
 * with its code, script, letters, stop words and antecedents.
 */
public enum Language {
  /** English: the paper's antecedents ({@link AntecedentSet#ARTICLES_AND_AUXILIARIES}). */
  EN("en", Script.LATIN, "", StopWords::english, AntecedentSet.ARTICLES_AND_AUXILIARIES.words()),
  /** German: articles; sein, haben, werden; können, müssen, sollen. */
  DE(
      "de",
      Script.LATIN,
      "äöüß",
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
      Script.LATIN,
      "àâæçéèêëîïôœùûüÿ",
      FrenchAnalyzer::getDefaultStopSet,
      List.of(
          "le", "la", "les", "un", "une", "des", "du", "au", "aux", "est", "sont", "était", "être",
          "été", "sera", "a", "ont", "avait", "avoir", "peut", "peuvent", "doit", "doivent")),
  /** Spanish: articles (with de and a: del, al); ser, estar, haber; poder, deber. */
  ES(
      "es",
      Script.LATIN,
      "áéíñóúü",
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
      Script.LATIN,
      "àèéìíîòóùú",
      ItalianAnalyzer::getDefaultStopSet,
      List.of(
          "il", "lo", "la", "i", "gli", "le", "un", "uno", "una", "del", "della", "dei", "delle",
          "degli", "al", "alla", "nel", "nella", "è", "sono", "era", "essere", "stato", "stata",
          "ha", "hanno", "aveva", "avere", "può", "possono", "deve", "devono")),
  /** Dutch: articles; zijn, hebben, worden; kunnen, zullen, moeten. */
  NL(
      "nl",
      Script.LATIN,
      "áéëïóöü",
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
      Script.LATIN,
      "áàâãçéêíóôõú",
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
      Script.LATIN,
      "åäöé",
      SwedishAnalyzer::getDefaultStopSet,
      List.of(
          "en", "ett", "den", "det", "de", "i", "på", "av", "till", "är", "var", "vara", "varit",
          "har", "hade", "ha", "blir", "blev", "kan", "kunde", "ska", "skall", "skulle", "måste")),
  /** Russian (no articles): the most frequent prepositions; быть; мочь, должен. */
  RU(
      "ru",
      Script.CYRILLIC,
      "",
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
      Script.HAN,
      "",
      () -> new CharArraySet(FunctionCharacterFilter.CHINESE, false),
      List.of("的", "是", "在", "了", "有", "个", "这", "可", "能", "会", "将", "被", "对", "和", "与")),
  /** Japanese: the case particles の, は, が, を, に, で (every hiragana character is a stop word). */
  JA(
      "ja",
      Script.KANA,
      "",
      () -> new CharArraySet(FunctionCharacterFilter.JAPANESE, false),
      List.of("の", "は", "が", "を", "に", "で")),
  // The languages below: antecedents chosen the same way, measured on the Europarl text for the
  // languages of the European Union and on the Universal Declaration of Human Rights for the others
  // (docs/LANGUAGES.md); stop words: Lucene's list for the language.
  /** Arabic (the article is a prefix): prepositions; كان, قد; أن (after Arabic normalization). */
  AR(
      "ar",
      Script.ARABIC,
      "",
      ArabicAnalyzer::getDefaultStopSet,
      List.of(
          "في", "من", "علي", "الي", "عن", "مع", "بين", "ان", "قد", "كان", "كانت", "يكون", "تكون",
          "لكل", "كل", "هذا", "هذه", "ذلك", "التي", "الذي")),
  /** Bulgarian (the definite article is a suffix): prepositions; съм, ще, мога, трябва. */
  BG(
      "bg",
      Script.CYRILLIC,
      "",
      BulgarianAnalyzer::getDefaultStopSet,
      List.of(
          "на", "в", "за", "от", "с", "по", "до", "при", "във", "със", "е", "са", "беше", "бяха",
          "бъде", "бъдат", "ще", "може", "могат", "трябва")),
  /** Bengali: the verbs of being (হয়, ছিল, আছে), করে, the postposition থেকে, এই, একটি. */
  BN(
      "bn",
      Script.BENGALI,
      "",
      BengaliAnalyzer::getDefaultStopSet,
      List.of(
          "হয়",
          "হবে",
          "ছিল",
          "আছে",
          "করে",
          "করা",
          "থেকে",
          "জন্য",
          "এই",
          "একটি",
          "কোনো",
          "প্রত্যেক",
          "এ",
          "প্রতি",
          "এমন",
          "সঙ্গে",
          "মধ্যে",
          "না")),
  /** Catalan: articles (with de, a, per: del, al, pel); ser, haver; poder. */
  CA(
      "ca",
      Script.LATIN,
      "àçéèíïòóúü·",
      CatalanAnalyzer::getDefaultStopSet,
      List.of(
          "el", "la", "els", "les", "un", "una", "uns", "unes", "del", "dels", "al", "als", "pel",
          "és", "són", "era", "ser", "estat", "ha", "han", "havia", "pot", "poden")),
  /** Central Kurdish (Sorani): prepositions; بوو, هەیە, دەبێت; ئەم, ئەو. */
  CKB(
      "ckb",
      Script.ARABIC,
      "",
      SoraniAnalyzer::getDefaultStopSet,
      List.of("لە", "بە", "بۆ", "لەگەڵ", "ئەم", "ئەو", "بوو", "هەیە", "دەبێت", "دەکرێت", "هەر")),
  /** Czech (no articles): the most frequent prepositions; být, mít; moci, muset. */
  CS(
      "cs",
      Script.LATIN,
      "áčďéěíňóřšťúůýž",
      CzechAnalyzer::getDefaultStopSet,
      List.of(
          "v", "ve", "na", "s", "z", "do", "k", "o", "pro", "za", "od", "po", "je", "jsou", "byl",
          "byla", "bylo", "byli", "být", "bude", "budou", "by", "má", "mají", "může", "musí", "se",
          "to")),
  /**
   * Danish (the definite article is mostly a suffix): articles, the most frequent prepositions;
   * være, have, blive; kunne, skulle, ville.
   */
  DA(
      "da",
      Script.LATIN,
      "æøåé",
      DanishAnalyzer::getDefaultStopSet,
      List.of(
          "en", "et", "den", "det", "de", "i", "på", "af", "til", "er", "var", "være", "været",
          "har", "havde", "have", "bliver", "blev", "kan", "kunne", "skal", "skulle", "vil", "må")),
  /** Greek (after Greek lower-casing: no accents, σ for ς): articles; είναι, έχει, θα, μπορεί. */
  EL(
      "el",
      Script.GREEK,
      "",
      GreekAnalyzer::getDefaultStopSet,
      List.of(
          "ο", "η", "το", "οι", "τα", "του", "τησ", "των", "τον", "την", "ενα", "μια", "ενοσ",
          "μιασ", "ειναι", "ηταν", "εχει", "εχουν", "θα", "μπορει")),
  /** Estonian (no articles): olema; saama, pidama, võima; see. */
  ET(
      "et",
      Script.LATIN,
      "äõöüšž",
      EstonianAnalyzer::getDefaultStopSet,
      List.of(
          "on", "oli", "olid", "olema", "olnud", "oleks", "saab", "peab", "võib", "ei", "see",
          "selle", "seda", "need", "mis", "kui", "ka", "oma", "kes", "vastu", "eest")),
  /** Basque (the article is a suffix): izan, *edun; bat; behar, ahal. */
  EU(
      "eu",
      Script.LATIN,
      "ñ",
      BasqueAnalyzer::getDefaultStopSet,
      List.of(
          "da", "dira", "zen", "ziren", "izan", "du", "dute", "zuen", "zuten", "bat", "behar",
          "ahal", "dago", "ez", "ere", "bere", "beste", "hori", "hau", "honetan")),
  /** Persian (after Persian normalization): prepositions; است, بود, شد; باید; یک, این, آن. */
  FA(
      "fa",
      Script.ARABIC,
      "",
      PersianAnalyzer::getDefaultStopSet,
      List.of(
          "در", "به", "از", "با", "برای", "بر", "را", "است", "بود", "شد", "شده", "باید", "خواهد",
          "یک", "این", "آن", "هر", "همه", "خود")),
  /** Finnish (no articles): olla; voida, saada, pitää, tulla; se, tämä. */
  FI(
      "fi",
      Script.LATIN,
      "äöå",
      FinnishAnalyzer::getDefaultStopSet,
      List.of(
          "on", "ovat", "oli", "olivat", "olla", "ollut", "olisi", "ei", "ole", "voi", "voidaan",
          "saa", "pitää", "tulee", "se", "sen", "tämä", "tämän", "joka", "jotka", "sitä", "siitä")),
  /** Irish: the article; bí, is; the most frequent prepositions. */
  GA(
      "ga",
      Script.LATIN,
      "áéíóú",
      IrishAnalyzer::getDefaultStopSet,
      List.of("an", "na", "tá", "bhí", "is", "ba", "beidh", "i", "ar", "le", "do", "ag", "go")),
  /** Galician: articles (with de, en, a: do, da, no, na, ao); ser, estar, ter; poder, deber. */
  GL(
      "gl",
      Script.LATIN,
      "áéíñóú",
      GalicianAnalyzer::getDefaultStopSet,
      List.of(
          "o", "a", "os", "as", "un", "unha", "do", "da", "dos", "das", "no", "na", "ao", "é",
          "son", "foi", "ser", "está", "ten", "pode", "debe")),
  /** Hindi: होना; the most frequent postpositions (में, पर, से, को); एक. */
  HI(
      "hi",
      Script.DEVANAGARI,
      "",
      HindiAnalyzer::getDefaultStopSet,
      List.of(
          "है", "हैं", "था", "थे", "थी", "हो", "होता", "होती", "होगा", "में", "पर", "से", "को",
          "लिए", "द्वारा", "एक", "इस", "किसी", "भी")),
  /** Hungarian: articles (a, az, egy); van, lesz; kell, lehet. */
  HU(
      "hu",
      Script.LATIN,
      "áéíóöőúüű",
      HungarianAnalyzer::getDefaultStopSet,
      List.of("a", "az", "egy", "van", "volt", "lesz", "lett", "kell", "lehet", "nem")),
  /** Armenian (the article is a suffix): լինել (է, են, էր); կարող, պետք; մի, այս, այդ. */
  HY(
      "hy",
      Script.ARMENIAN,
      "",
      ArmenianAnalyzer::getDefaultStopSet,
      List.of(
          "է", "են", "էր", "էին", "լինի", "կարող", "պետք", "այս", "այդ", "այն", "մի", "իր", "համար",
          "որպես", "վրա", "այլ", "հետ", "մեջ")),
  /** Indonesian (no articles): prepositions; adalah, akan, dapat, harus, telah; sebuah, seorang. */
  ID(
      "id",
      Script.LATIN,
      "",
      IndonesianAnalyzer::getDefaultStopSet,
      List.of(
          "di",
          "ke",
          "dari",
          "pada",
          "dalam",
          "untuk",
          "dengan",
          "oleh",
          "terhadap",
          "bagi",
          "antara",
          "adalah",
          "akan",
          "dapat",
          "bisa",
          "harus",
          "telah",
          "sudah",
          "sebuah",
          "seorang",
          "setiap",
          "ini",
          "itu")),
  /** Lithuanian (no articles): būti; galėti, turėti; the most frequent prepositions. */
  LT(
      "lt",
      Script.LATIN,
      "ąčęėįšųūž",
      LithuanianAnalyzer::getDefaultStopSet,
      List.of(
          "yra",
          "buvo",
          "bus",
          "būti",
          "būtų",
          "gali",
          "turi",
          "į",
          "iš",
          "su",
          "per",
          "prie",
          "apie",
          "už",
          "nuo",
          "dėl",
          "tai",
          "kaip",
          "taip",
          "savo",
          "kiekvienas")),
  /** Latvian (no articles): būt, tikt; varēt; the most frequent prepositions. */
  LV(
      "lv",
      Script.LATIN,
      "āčēģīķļņšūž",
      LatvianAnalyzer::getDefaultStopSet,
      List.of(
          "ir", "bija", "būs", "būt", "var", "tiek", "tika", "uz", "no", "ar", "par", "pie", "pēc",
          "pret", "lai", "arī", "kā", "tā", "katram")),
  /** Nepali: हुनु (छ, छन्, थियो, हो); सक्नु, पर्नु; the most frequent postpositions. */
  NE(
      "ne",
      Script.DEVANAGARI,
      "",
      NepaliAnalyzer::getDefaultStopSet,
      List.of(
          "छ", "छन्", "छैन", "थियो", "थिए", "हो", "हुन्छ", "हुने", "हुन", "सक्छ", "पर्छ", "गर्ने",
          "गर्न", "मा", "बाट", "लाई", "लागि", "प्रति", "कुनै", "यस", "पनि", "एक")),
  /**
   * Norwegian (the definite article is mostly a suffix): articles, the most frequent prepositions;
   * være, ha, bli; kunne, skulle, ville.
   */
  NO(
      "no",
      Script.LATIN,
      "æøåé",
      NorwegianAnalyzer::getDefaultStopSet,
      List.of(
          "en", "et", "ei", "den", "det", "de", "i", "på", "av", "til", "er", "var", "være", "vært",
          "har", "hadde", "ha", "blir", "ble", "kan", "kunne", "skal", "skulle", "vil", "må")),
  /** Romanian (the definite article is a suffix): un, o; a fi, a avea; a putea, trebui. */
  RO(
      "ro",
      Script.LATIN,
      "ăâîșşțţ",
      RomanianAnalyzer::getDefaultStopSet,
      List.of(
          "un", "o", "unui", "unei", "este", "sunt", "era", "fost", "fi", "au", "a", "va", "vor",
          "poate", "pot", "trebuie", "în", "la", "pe", "cu", "din")),
  /**
   * Serbian, in the Latin script (Cyrillic text is transliterated first): biti, hteti, moći,
   * morati; the most frequent prepositions.
   */
  SR(
      "sr",
      Script.LATIN,
      "čćđšž",
      SerbianAnalyzer::getDefaultStopSet,
      List.of(
          "je", "su", "bio", "bila", "bilo", "biti", "će", "može", "mora", "da", "se", "ne", "u",
          "na", "sa", "za", "od", "do", "iz", "o", "po")),
  /** Tamil: ஒரு, இந்த; உள்ளது, ஆகும்; வேண்டும், முடியும். */
  TA(
      "ta",
      Script.TAMIL,
      "",
      TamilAnalyzer::getDefaultStopSet,
      List.of(
          "ஒரு",
          "இந்த",
          "அந்த",
          "உள்ளது",
          "உள்ள",
          "ஆகும்",
          "வேண்டும்",
          "முடியும்",
          "இருந்து",
          "என்று",
          "அவர்கள்",
          "பற்றிய",
          "அவரது",
          "பிற",
          "அது",
          "மட்டுமே",
          "போன்ற",
          "எந்த")),
  /** Telugu: ఒక, ఈ, ఆ; ఉంది; the most frequent postpositions. */
  TE(
      "te",
      Script.TELUGU,
      "",
      TeluguAnalyzer::getDefaultStopSet,
      List.of(
          "ఒక", "ఈ", "ఆ", "ఏ", "ఉంది", "ఉన్న", "ప్రకారం", "ద్వారా", "కోసం", "గురించి", "వద్ద", "పై",
          "మాత్రమే", "మధ్య")),
  /** Thai (words split by the JDK's Thai dictionary): เป็น, มี, ได้, จะ; ใน, ที่, กับ, จาก; การ. */
  TH(
      "th",
      Script.THAI,
      "",
      ThaiAnalyzer::getDefaultStopSet,
      List.of("เป็น", "มี", "ได้", "จะ", "ใน", "ที่", "กับ", "จาก", "ให้", "ต้อง", "การ", "โดย")),
  /** Turkish (no definite article): bir; olmak; için, ile, gibi; bu, o. */
  TR(
      "tr",
      Script.LATIN,
      "çğıöşüâî",
      TurkishAnalyzer::getDefaultStopSet,
      List.of(
          "bir",
          "bu",
          "o",
          "şu",
          "için",
          "ile",
          "gibi",
          "olan",
          "olarak",
          "oldu",
          "olduğu",
          "olacak",
          "olmak",
          "var",
          "her",
          "hiç",
          "hiçbir",
          "herhangi",
          "daha",
          "da",
          "de",
          "diğer",
          "tarafından",
          "göre",
          "kadar",
          "sonra")),
  /**
   * Korean (particles are suffixes of the words, which stay whole): bound nouns (수, 것, 등),
   * determiners, the forms of 있다 and 되다 (Lucene has no Korean list in its common analysis: the stop
   * words are these with the most frequent adverbs and conjunctions).
   */
  KO(
      "ko",
      Script.HANGUL,
      "",
      () -> new CharArraySet(Korean.STOP_WORDS, false),
      List.of(
          "수", "것", "것은", "것이", "등", "이", "그", "이러한", "그러한", "모든", "각", "어떤", "있다", "있는", "있으며",
          "있습니다", "된다", "되는", "될", "한", "할", "하는", "위한", "대한", "따라", "어떠한"));

  /** The French and Italian articles and pronouns that elide ({@code l'}, {@code dell'}, ...). */
  private static final CharArraySet FRENCH_ELISIONS = FrenchAnalyzer.DEFAULT_ARTICLES;

  private static final CharArraySet ITALIAN_ELISIONS =
      CharArraySet.unmodifiableSet(
          new CharArraySet(
              List.of(
                  "c", "l", "all", "dall", "dell", "nell", "sull", "coll", "pell", "gl", "agl",
                  "dagl", "degl", "negl", "sugl", "un", "m", "t", "s", "v", "d"),
              true));

  /** The Catalan articles and pronouns that elide (as Lucene's CatalanAnalyzer removes them). */
  private static final CharArraySet CATALAN_ELISIONS =
      CharArraySet.unmodifiableSet(new CharArraySet(List.of("d", "l", "m", "n", "s", "t"), true));

  /** The Irish elided forms (as Lucene's IrishAnalyzer removes them). */
  private static final CharArraySet IRISH_ELISIONS =
      CharArraySet.unmodifiableSet(new CharArraySet(List.of("d", "m", "b"), true));

  /**
   * The Korean stop words: the antecedents of {@link #KO} and the most frequent adverbs,
   * conjunctions and determiners that stand as words of their own.
   */
  private static final class Korean {
    static final List<String> STOP_WORDS =
        List.of(
            "수", "것", "것은", "것이", "것을", "등", "및", "또는", "또한", "그리고", "그러나", "하지만", "이", "그", "저",
            "이러한", "그러한", "모든", "어떤", "어떠한", "각", "더", "또", "매우", "아주", "있다", "있는", "있으며", "있습니다",
            "있을", "없는", "된다", "되는", "될", "한", "할", "하는", "하고", "하며", "위한", "위해", "대한", "대해", "통해",
            "따라", "의해");
  }

  /**
   * The writing system a language's words are in, as the {@linkplain LanguageDetector detector}
   * reads it.
   */
  public enum Script {
    /** The Latin script: English and most European languages, Indonesian, Turkish, Serbian. */
    LATIN,
    /** The Cyrillic script: Russian and Bulgarian (and Serbian Cyrillic, read as Serbian). */
    CYRILLIC,
    /** The Greek script: Greek. */
    GREEK,
    /** The Arabic script: Arabic, Persian and Sorani Kurdish. */
    ARABIC,
    /** The Devanagari script: Hindi and Nepali. */
    DEVANAGARI,
    /** The Bengali script: Bengali. */
    BENGALI,
    /** The Tamil script: Tamil. */
    TAMIL,
    /** The Telugu script: Telugu. */
    TELUGU,
    /** The Thai script: Thai. */
    THAI,
    /** The Armenian script: Armenian. */
    ARMENIAN,
    /** Hangul: Korean. */
    HANGUL,
    /** Hiragana and katakana: the script of Japanese, whose texts mix them with Han. */
    KANA,
    /** Han ideographs: the script of Chinese (a text with kana among them is Japanese). */
    HAN
  }

  private final String code;
  private final Script script;
  private final String letters;
  private final Supplier<CharArraySet> stopWords;
  private final List<String> antecedents;

  /** The stop words after the language's word filters, made on first use. */
  private volatile CharArraySet filteredStopWords;

  /** The antecedents after the language's word filters, made on first use. */
  private volatile List<String> filteredAntecedents;

  Language(
      String code,
      Script script,
      String letters,
      Supplier<CharArraySet> stopWords,
      List<String> antecedents) {
    this.code = code;
    this.script = script;
    this.letters = letters;
    this.stopWords = stopWords;
    this.antecedents = List.copyOf(antecedents);
  }

  /**
   * The ISO 639-1 code, e.g. {@code de}.
   *
   * @return the lower-case code; {@code ckb} (ISO 639-3) for Sorani Kurdish, which has no ISO 639-1
   *     code
   */
  public String code() {
    return code;
  }

  /**
   * The antecedents of this language, lower case, in the form the words have after the language's
   * {@linkplain #wordFilters word filters} (as {@link #stopWords()}).
   *
   * @return the antecedent words, unmodifiable
   */
  public List<String> antecedents() {
    List<String> a = filteredAntecedents;
    if (a == null) {
      List<String> out = new ArrayList<>();
      for (Object w : normalized(new CharArraySet(antecedents, false))) {
        out.add(new String((char[]) w));
      }
      out.sort(null);
      filteredAntecedents = a = normalizes() ? List.copyOf(out) : antecedents;
    }
    return a;
  }

  /**
   * Whether, with the language detected per document ({@link
   * SpotSigsAnalyzer.Builder#autoLanguage}), this language's documents get word 3-grams ({@link
   * FallbackSignatures}) instead of spot signatures: Tamil and Telugu, whose function words are
   * mostly suffixes, have under 5 antecedents per 100 words (docs/LANGUAGES.md), too few for spot
   * signatures.
   *
   * @return true for {@link #TA} and {@link #TE}, false for every other language
   */
  public boolean wordShingles() {
    return this == TA || this == TE;
  }

  /**
   * The script of this language's words.
   *
   * @return the script the detector reads this language in
   */
  public Script script() {
    return script;
  }

  /**
   * The letters outside a to z that this language's alphabet has (Latin-script languages; empty for
   * the others), lower case: the {@linkplain LanguageDetector detector} does not take a text with
   * many other letters for this language.
   *
   * @return the extra letters, lower case, possibly empty (English: none beyond a to z)
   */
  public String letters() {
    return letters;
  }

  /**
   * A new mutable set of the stop words of this language (lower case), in the form the words have
   * after the language's {@linkplain #wordFilters word filters} (for Arabic, Persian and Sorani
   * their normalization, for Greek its lower-casing, for Serbian its transliteration to Latin).
   *
   * @return a new case-sensitive set the caller may change
   */
  public CharArraySet stopWords() {
    CharArraySet set = filteredStopWords;
    if (set == null) {
      set = CharArraySet.unmodifiableSet(normalized(stopWords.get()));
      filteredStopWords = set;
    }
    return new CharArraySet(set, false);
  }

  /**
   * The stop words of this language, sorted (as {@link #stopWords()} has them).
   *
   * @return a new unmodifiable list of the words of {@link #stopWords()}, in {@link String} order
   */
  public List<String> stopWordList() {
    List<String> words = new ArrayList<>();
    for (Object w : stopWords()) {
      words.add(new String((char[]) w));
    }
    Collections.sort(words);
    return Collections.unmodifiableList(words);
  }

  /** {@code words} through the word filters that normalize words (none for most languages). */
  private CharArraySet normalized(CharArraySet words) {
    if (!normalizes()) {
      return words;
    }
    CharArraySet out = new CharArraySet(words.size(), false);
    for (Object o : words) {
      String w = new String((char[]) o);
      try (org.apache.lucene.analysis.core.KeywordTokenizer t =
              new org.apache.lucene.analysis.core.KeywordTokenizer();
          TokenStream ts = wordFilters(new LowerCaseFilter(t), CharArraySet.EMPTY_SET)) {
        t.setReader(new java.io.StringReader(w));
        org.apache.lucene.analysis.tokenattributes.CharTermAttribute term =
            ts.addAttribute(org.apache.lucene.analysis.tokenattributes.CharTermAttribute.class);
        ts.reset();
        while (ts.incrementToken()) {
          if (term.length() > 0) {
            out.add(term.toString());
          }
        }
        ts.end();
      } catch (java.io.IOException e) {
        throw new java.io.UncheckedIOException(e); // reading from memory
      }
    }
    return out;
  }

  /** Whether the word filters change the letters of words (so stop lists are normalized too). */
  private boolean normalizes() {
    return switch (this) {
      case AR, FA, CKB, EL, SR -> true;
      default -> false;
    };
  }

  /**
   * The default spot set of this language: its antecedents, {@code a(1,2)}.
   *
   * @return a new spot set of {@link #antecedents()} with {@link SpotSet#DEFAULT_DISTANCE} and
   *     {@link SpotSet#DEFAULT_CHAIN_LENGTH}
   */
  public SpotSet spotSet() {
    return SpotSet.uniform(antecedents(), SpotSet.DEFAULT_DISTANCE, SpotSet.DEFAULT_CHAIN_LENGTH);
  }

  /**
   * The filters this language puts between lower-cased words and {@link SpotSigsFilter}: elision
   * for French, Italian, Catalan and Irish; CJK width folding and bigrams for Chinese and Japanese
   * (the function characters of {@code functionWords}, its stop words and antecedents, stay
   * single); Lucene's normalization for Arabic, Persian and Sorani (letter variants, diacritics and
   * tatweel); Greek lower-casing (accents, final sigma); Serbian Cyrillic to Latin; the Turkish
   * apostrophe (suffixes after it dropped); Thai words split by the JDK's dictionary; none for the
   * others.
   *
   * @param words the lower-cased words, e.g. the {@code standard} tokenizer's tokens through a
   *     {@link LowerCaseFilter}
   * @param functionWords the single characters that stay words of their own for Chinese and
   *     Japanese (the stop words and the antecedents); not used by the other languages
   * @return {@code words} through the language's filters, or {@code words} itself if it has none
   */
  public TokenStream wordFilters(TokenStream words, CharArraySet functionWords) {
    return switch (this) {
      case FR -> new ElisionFilter(words, FRENCH_ELISIONS);
      case IT -> new ElisionFilter(words, ITALIAN_ELISIONS);
      case CA -> new ElisionFilter(words, CATALAN_ELISIONS);
      case GA -> new ElisionFilter(words, IRISH_ELISIONS);
      case ZH, JA ->
          new CJKBigramFilter(
              new FunctionCharacterFilter(new CJKWidthFilter(words), functionWords));
      case AR -> new ArabicNormalizationFilter(words);
      case FA -> new PersianNormalizationFilter(new ArabicNormalizationFilter(words));
      case CKB -> new SoraniNormalizationFilter(words);
      case EL -> new GreekLowerCaseFilter(words);
      case SR -> new SerbianNormalizationRegularFilter(words);
      case TR -> new ApostropheFilter(words);
      case TH -> new ThaiWordFilter(words);
      default -> words;
    };
  }

  /**
   * Whether {@link #wordFilters} changes the words (if not, the words go to the signatures as they
   * are).
   *
   * @return true if {@link #wordFilters} returns a filter, false if it returns its input
   */
  public boolean hasWordFilters() {
    return switch (this) {
      case FR, IT, CA, GA, ZH, JA, AR, FA, CKB, EL, SR, TR, TH -> true;
      default -> false;
    };
  }

  /**
   * Looks a language up by its code (case-insensitive).
   *
   * @param code a {@link #code()}, e.g. {@code en}; surrounding white space is ignored
   * @return the language of that code
   * @throws IllegalArgumentException if no language has that code; its message lists the valid
   *     codes
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

  /**
   * The codes of all languages, comma separated.
   *
   * @return the codes in declaration order, separated by {@code ", "}, e.g. for a message
   */
  public static String codes() {
    StringBuilder sb = new StringBuilder();
    for (Language l : values()) {
      sb.append(sb.isEmpty() ? "" : ", ").append(l.code);
    }
    return sb.toString();
  }
}
