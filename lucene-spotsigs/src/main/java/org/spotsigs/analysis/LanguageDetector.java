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
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import org.apache.lucene.analysis.CharArrayMap;

/**
 * Tells which {@link Language} a text is in, from its script and its stop words: a small detector
 * built on Lucene's resources, with no model of its own.
 *
 * <p>How it decides, reading at most {@link #maxChars()} characters of the text:
 *
 * <ol>
 *   <li>The letters are counted by script. A script only one supported language writes decides
 *       alone: Hangul is Korean; Han with kana is Japanese (kana at least 5 % of the Han and kana
 *       letters), Han alone Chinese; Greek, Armenian, Thai, Tamil, Telugu and Bengali letters are
 *       those languages.
 *   <li>For the scripts several languages share (Latin, Cyrillic, Arabic, Devanagari), every word
 *       of the text is looked up in the stop word lists of those languages ({@link
 *       Language#stopWords()}: Lucene's lists, the library's own for English, Chinese, Japanese and
 *       Korean): a word in the lists of {@code k} of them adds {@code 1/k} to each. The language
 *       with the highest sum wins, among those whose alphabet holds the text's letters: a language
 *       is not chosen when more than 2 % of the text's letters in its script are letters it does
 *       not write (Latin: letters beyond a to z that are not among {@link Language#letters()};
 *       Cyrillic, Arabic: letters outside the language's alphabet). So Polish, Slovak, Vietnamese,
 *       Ukrainian or Urdu text is not taken for Czech, Russian or Persian.
 *   <li>Where the stop words are not clear (the language they allow with the most evidence is not
 *       at least twice as far ahead of every other, and 2 more), the spelling decides in the Latin,
 *       Cyrillic and Devanagari scripts: the text's first {@link #MAX_TRIGRAMS} character trigrams
 *       are scored in each language by {@link TrigramModel}, and the allowed language of the
 *       likeliest spelling wins, unless a language with some stop word in the text spells it better
 *       by {@link #RESCUE_MARGIN} per trigram (then it, if it beats every other language of the
 *       script by that much, else none).
 *   <li>No language is detected (null) when the text has fewer than 3 words, when no language is
 *       allowed (its stop words at least 6 % of the words, and two different ones but for English)
 *       and the spelling names none, or when the dominant script is none of the above (Hebrew,
 *       Georgian, Khmer, ...): the caller then uses a language-agnostic analysis.
 * </ol>
 *
 * <p>A text of Latin letters alone is decided as soon as it is clear (after 16 words, and every 16
 * more: one language has a quarter of the words among its stop words and more than twice the
 * evidence of any other), so that the common case reads a few hundred characters.
 *
 * <p>Serbian is read in both its scripts (its Cyrillic words are compared with the Latin list
 * transliterated). Words are compared lower-cased, Greek without accents and with σ for final ς,
 * Arabic-script words with the letter variants folded (alef forms, yeh, kaf, heh, teh marbuta) and
 * without diacritics or tatweel.
 *
 * <p>The accuracy measured on the paragraphs of 100 characters or more of the Universal Declaration
 * of Human Rights in every supported language, and the cost, are in docs/LANGUAGES.md. Immutable
 * and thread-safe; {@link #detect} allocates nothing but small scratch arrays.
 *
 * <p>Longer than 400 lines: one detector, whose three parts read the same tables (the stop words of
 * every language by word, and by packed ASCII word, built once here): the scan of a text, which
 * counts scripts, letters and stop words as it goes ({@code Scan}, an inner class for that reason),
 * and the decision from those counts, the steps above ({@code decide}).
 */
public final class LanguageDetector {
  /** Default of {@link #maxChars()}. */
  public static final int DEFAULT_MAX_CHARS = 1024;

  /** Most letters outside a language's alphabet, as a share of the letters in its script. */
  static final double MAX_FOREIGN_LETTERS = 0.02;

  /** What a letter outside a language's alphabet takes from its score. */
  static final double FOREIGN_LETTER_WEIGHT = 0.5;

  /**
   * What English is given before the text is read: about half of the web is in English, and a text
   * with little evidence (a table, a headline, a list of names) is more likely English than in a
   * language whose stop list happens to hold two of its words.
   */
  static final double ENGLISH_PRIOR = 2.0;

  /** Fewest stop word occurrences for a language other than English. */
  static final int MIN_HITS = 2;

  /** Fewest stop words of the chosen language, as a share of the words. */
  static final double MIN_STOP_WORD_SHARE = 0.06;

  /** Fewest words for a word-based decision. */
  static final int MIN_WORDS = 3;

  private static final Language[] LANGUAGES = Language.values();

  /** The scripts (values() makes a new array at every call; this is read for every text). */
  private static final Language.Script[] SCRIPTS = Language.Script.values();

  /** Bits of the languages in a table entry: at most this many languages (one bit each). */
  private static final int LANGUAGE_BITS = 48;

  static {
    if (LANGUAGES.length > LANGUAGE_BITS) {
      throw new ExceptionInInitializerError("more languages than " + LANGUAGE_BITS);
    }
  }

  /** The Cyrillic alphabets: Russian, Bulgarian, Serbian. */
  private static final String RUSSIAN_LETTERS = "абвгдеёжзийклмнопрстуфхцчшщъыьэюя";

  private static final String BULGARIAN_LETTERS = "абвгдежзийклмнопрстуфхцчшщъьюя";
  private static final String SERBIAN_CYRILLIC_LETTERS = "абвгдђежзијклљмнњопрстћуфхцчџш";

  /**
   * For every character below U+0250 (Latin), the Latin-script languages (bits by ordinal) whose
   * alphabet lacks it: 0 for a character that is no letter or an ASCII letter.
   */
  private static final long[] LATIN_FOREIGN = new long[0x250];

  static {
    for (char c = 0x80; c < 0x250; c++) {
      if (!Character.isLetter(c)) {
        continue;
      }
      for (Language l : Language.values()) {
        if (l.script() == Language.Script.LATIN && l.letters().indexOf(c) < 0) {
          LATIN_FOREIGN[c] |= 1L << l.ordinal();
        }
      }
    }
  }

  /**
   * Arabic-script letters the languages do not write: Persian and Sorani letters (and Urdu's) for
   * Arabic; Sorani's and Urdu's for Persian; Urdu's and Arabic's ة ث ذ ض ط ظ for Sorani.
   */
  private static final String NOT_ARABIC = "پچژگڕڵۆێەڤٹڈڑںےھ";

  private static final String NOT_PERSIAN = "ڕڵۆێەڤٹڈڑںےھ";
  private static final String NOT_SORANI = "ةثذضطظٹڈڑںےھ";

  /**
   * Frequent function words that tell two close languages apart and that their Lucene lists lack:
   * Danish and Norwegian (Bokmål, Nynorsk) spell the same words differently (da {@code ingen},
   * {@code ved}, {@code samme} are in the Norwegian list only).
   */
  private static final Map<Language, List<String>> MARKERS =
      Map.of(
          Language.DA,
          List.of(
              "ingen", "ved", "samme", "enhver", "hvis", "bør", "ret", "efter", "nogen", "noget",
              "sådan", "således", "hvilken", "hvilket", "hvilke", "blive", "gennem", "mellem",
              "ethvert", "andre", "anden", "andet", "fri", "frit", "mod", "ud", "ligesom",
              "bliver"),
          Language.NO,
          List.of(
              "enhver", "ethvert", "hver", "rett", "etter", "noen", "noe", "slik", "gjennom",
              "mellom", "andre", "annen", "annet", "ikkje", "eller", "mot", "ut", "blir", "skal",
              "kvar", "kvart", "ein", "eit", "som", "vere", "vore", "berre", "òg"));

  /**
   * {@code word} (lower case) as a long: its ASCII letters, 5 bits each (a = 1 to z = 26), so that
   * the length needs no bits of its own; -1 if it is longer than {@value #PACKED_LENGTH} or has
   * another character.
   */
  static long pack(String word) {
    if (word.isEmpty() || word.length() > PACKED_LENGTH) {
      return -1;
    }
    long p = 0;
    for (int i = 0; i < word.length(); i++) {
      char c = word.charAt(i);
      if (c >= 0x80 || !ASCII_LETTER[c]) {
        return -1;
      }
      p = p << 5 | (c & 0x1F);
    }
    return p;
  }

  /** The default detector, made on first use (after the tables above). */
  private static final class Default {
    static final LanguageDetector DETECTOR = new LanguageDetector(DEFAULT_MAX_CHARS);
  }

  /**
   * Word -> its entry: the bit set of the languages (ordinals) whose stop list has it, and the
   * word's number (which tells two words apart).
   */
  private final CharArrayMap<long[]> words;

  /**
   * The same for the words of at most {@value #PACKED_LENGTH} ASCII letters, by {@link #pack}, in
   * an open-addressing table (linear probing; key 0 is an empty slot) at most half full: most stop
   * words of the Latin script, looked up without hashing characters. A slot is two longs side by
   * side, the key and its entry ({@link #entry}: languages and word number), so that a lookup reads
   * one cache line: the table is read for every word of a text, between the reads of the analysis'
   * own tables, and the smaller it is the less of those it pushes out of the caches.
   */
  private final long[] asciiTable;

  private final int asciiShift;

  /** The longest ASCII word {@link #asciiTable} holds (longer ones are in {@link #words} only). */
  static final int PACKED_LENGTH = 12;

  /** The longest ASCII stop word: a longer ASCII word is looked up nowhere. */
  private final int longestAscii;

  private final int maxChars;

  private LanguageDetector(int maxChars) {
    this.maxChars = maxChars;
    this.words = new CharArrayMap<>(4096, false);
    List<String> keys = new ArrayList<>();
    for (Language l : LANGUAGES) {
      if (!wordBased(l)) {
        continue;
      }
      List<String> list = new ArrayList<>(l.stopWordList());
      list.addAll(l.antecedents());
      list.addAll(MARKERS.getOrDefault(l, List.of()));
      if (l == Language.SR) {
        for (String w : List.copyOf(list)) {
          list.add(toCyrillic(w));
        }
      }
      int letters = 0;
      for (String w : list) {
        letters += w.length() == 1 && w.charAt(0) >= 'a' && w.charAt(0) <= 'z' ? 1 : 0;
      }
      for (String w : list) {
        if (letters > 13 && w.length() == 1 && w.charAt(0) >= 'a' && w.charAt(0) <= 'z') {
          continue; // a list that holds the alphabet (Estonian's abbreviations): letters are no
          // words
        }
        char[] folded = w.toCharArray();
        int n = fold(folded, folded.length);
        if (n == 0) {
          continue;
        }
        String key = new String(folded, 0, n);
        long[] entry = words.get(key);
        if (entry == null) {
          words.put(key, entry = new long[] {0, keys.size()});
          keys.add(key);
        }
        entry[0] |= 1L << l.ordinal();
      }
    }
    int ascii = 0;
    int longest = 0;
    for (String key : keys) {
      if (pack(key) != -1) {
        ascii++;
        longest = Math.max(longest, key.length());
      } else if (key.chars().allMatch(c -> c < 0x80 && ASCII_LETTER[c])) {
        longest = Math.max(longest, key.length()); // (Estonian's niisamasugune)
      }
    }
    this.longestAscii = longest;
    if (keys.size() > ENTRY_WORD_MASK + 1) {
      throw new IllegalStateException("too many stop words: " + keys.size());
    }
    int bits = 32 - Integer.numberOfLeadingZeros(2 * ascii - 1); // at most half full
    this.asciiShift = 64 - bits;
    this.asciiTable = new long[2 << bits];
    for (String key : keys) {
      long packed = pack(key);
      if (packed != -1) {
        int slot = asciiSlot(packed);
        long[] entry = words.get(key);
        this.asciiTable[slot] = packed;
        this.asciiTable[slot + 1] = entry(entry[0], (int) entry[1]);
      }
    }
  }

  /** Bits of a word's number in an {@link #entry}. */
  private static final int ENTRY_WORD_BITS = 64 - LANGUAGE_BITS;

  private static final long ENTRY_WORD_MASK = (1L << ENTRY_WORD_BITS) - 1;

  /**
   * A word's entry in {@link #asciiTable}: the languages whose stop list has it (bits by ordinal)
   * above its number.
   */
  private static long entry(long languages, int word) {
    return languages << ENTRY_WORD_BITS | word;
  }

  /**
   * The index in {@link #asciiTable} of the slot of {@code packed}: where it is, or the empty slot
   * it would take.
   */
  private int asciiSlot(long packed) {
    int mask = asciiTable.length - 1;
    int slot = (int) ((packed * 0x9E3779B97F4A7C15L) >>> asciiShift) << 1;
    long k;
    while ((k = asciiTable[slot]) != packed && k != 0) {
      slot = (slot + 2) & mask;
    }
    return slot;
  }

  /**
   * The detector that reads at most {@link #DEFAULT_MAX_CHARS} characters.
   *
   * @return the shared default detector, built on first use
   */
  public static LanguageDetector defaults() {
    return Default.DETECTOR;
  }

  /**
   * A detector that reads at most {@code maxChars} characters of a text.
   *
   * @param maxChars how many characters of a text are read, from its start; at least 1
   * @return the detector ({@link #defaults()} for {@link #DEFAULT_MAX_CHARS})
   * @throws IllegalArgumentException if {@code maxChars} is less than 1
   */
  public static LanguageDetector withMaxChars(int maxChars) {
    if (maxChars < 1) {
      throw new IllegalArgumentException("maxChars must be >= 1, got " + maxChars);
    }
    return maxChars == DEFAULT_MAX_CHARS ? Default.DETECTOR : new LanguageDetector(maxChars);
  }

  /**
   * How many characters of a text are read.
   *
   * @return the most characters read from the start of a text, at least 1
   */
  public int maxChars() {
    return maxChars;
  }

  /** Whether the stop words decide for {@code l} (its script is shared), not its script alone. */
  private static boolean wordBased(Language l) {
    return switch (l.script()) {
      case LATIN, CYRILLIC, ARABIC, DEVANAGARI -> true;
      default -> false;
    };
  }

  /**
   * The language of {@code text}, or null if none of the supported languages is found.
   *
   * @param text the text, of which the first {@link #maxChars()} characters are read
   * @return the detected language, or null (see the class comment for when)
   */
  public Language detect(CharSequence text) {
    int n = Math.min(text.length(), maxChars);
    char[] chars = new char[n];
    if (text instanceof String s) {
      s.getChars(0, n, chars, 0);
    } else if (text instanceof StringBuilder sb) {
      sb.getChars(0, n, chars, 0);
    } else {
      for (int i = 0; i < n; i++) {
        chars[i] = text.charAt(i);
      }
    }
    return detect(chars, 0, n);
  }

  /**
   * The language of {@code text[offset, offset + length)}, or null (see {@link #detect}).
   *
   * @param text the characters; not modified
   * @param offset the index of the text's first character
   * @param length the text's length, of which the first {@link #maxChars()} characters are read
   * @return the detected language, or null if none of the supported languages is found
   */
  public Language detect(char[] text, int offset, int length) {
    Scan scan = new Scan();
    int end = offset + Math.min(length, maxChars);
    int i = offset;
    while (i < end) {
      char c = text[i];
      if (c < 0x80) { // ASCII: a letter of a word, or a separator
        if (ASCII_LETTER[c] && scan.w == 0) {
          // a word that starts with an ASCII letter: its run of ASCII letters in local variables
          int start = i;
          long p = 0;
          do {
            p = p << 5 | (c & 0x1F);
            i++;
          } while (i < end && (c = text[i]) < 0x80 && ASCII_LETTER[c]);
          int n = i - start;
          scan.latin += n;
          if (i < end && c >= 0x80) {
            for (int k = start; k < i; k++) { // the word goes on in other letters, or ends
              scan.appendAscii((char) (text[k] | 0x20));
            }
            continue;
          }
          if (scan.asciiWord(p, text, start, n, i < end ? c : ' ')) {
            break; // decided
          }
          if (i < end) {
            i++; // the separator
          }
          continue;
        }
        i++;
        if (ASCII_LETTER[c]) {
          scan.latin++;
          scan.appendAscii((char) (c | 0x20));
        } else if (scan.w > 0 && scan.endWord(c)) {
          break; // decided
        }
        continue;
      }
      int cp = Character.codePointAt(text, i, end);
      i += Character.charCount(cp);
      boolean isLetter = Character.isLetter(cp);
      int type = isLetter ? 0 : Character.getType(cp);
      if (isLetter) {
        Language.Script s = scriptOf(cp);
        if (s == Language.Script.LATIN) {
          scan.latin++;
        } else if (s != null) {
          scan.scripts[s.ordinal()]++;
          if (s == Language.Script.KANA) {
            scan.kana++;
          }
        }
        scan.appendCodePoint(Character.toLowerCase(cp));
      } else if (type == Character.NON_SPACING_MARK || type == Character.COMBINING_SPACING_MARK) {
        scan.appendCodePoint(cp); // a vowel sign or diacritic: part of the word
      } else if (scan.w > 0 && scan.endWord(cp)) {
        break;
      }
    }
    if (scan.w > 0) {
      scan.endWord(' ');
    }
    scan.scripts[Language.Script.LATIN.ordinal()] += scan.latin;
    for (int l = 0; l < LANGUAGES.length; l++) {
      if (!scan.twoWords[l] && LANGUAGES[l] != Language.EN) {
        scan.hits[l] = 0; // one word, however often, is no evidence for a language but English
      }
    }
    return decide(scan, text, offset, i);
  }

  /** ASCII letters. */
  private static final boolean[] ASCII_LETTER = new boolean[128];

  static {
    for (char c = 'a'; c <= 'z'; c++) {
      ASCII_LETTER[c] = true;
      ASCII_LETTER[c - 'a' + 'A'] = true;
    }
  }

  /**
   * Words after which a text written in the Latin script alone may be decided before its end: the
   * first check, and then every this many words.
   */
  static final int EARLY_WORDS = 16;

  /** The state of one {@link #detect} call. */
  private final class Scan {
    final int[] scripts = new int[SCRIPTS.length];
    final double[] score = new double[LANGUAGES.length];
    final int[] hits = new int[LANGUAGES.length];
    final int[] foreign = new int[LANGUAGES.length];

    /** Per language, the number of the first stop word met, and whether another one was met. */
    final int[] firstWord = new int[LANGUAGES.length];

    final boolean[] twoWords = new boolean[LANGUAGES.length];

    final char[] word = new char[32];
    int w;
    boolean tooLong;

    /** The word's letters packed as {@link #pack} does, while they are all ASCII. */
    long packed;

    boolean ascii = true;
    int latin;
    int kana;
    int wordCount;

    void appendAscii(char c) {
      packed = packed << 5 | (c & 0x1F);
      if (w < word.length) {
        word[w++] = c;
      } else {
        tooLong = true;
      }
    }

    void appendCodePoint(int cp) {
      ascii = false;
      if (w + 2 <= word.length) {
        w += Character.toChars(cp, word, w);
      } else {
        tooLong = true;
      }
    }

    /**
     * {@link #endWord} of the word of ASCII letters {@code text[start, start + n)}, {@code packed}
     * as {@link #pack} packs it (its first letters only when it is longer).
     */
    boolean asciiWord(long packed, char[] text, int start, int n, int separator) {
      this.packed = packed;
      if (n > word.length) {
        w = word.length;
        tooLong = true;
      } else {
        w = n;
        if (n > PACKED_LENGTH) {
          for (int k = 0; k < n; k++) {
            word[k] = (char) (text[start + k] | 0x20);
          }
        }
      }
      return endWord(separator);
    }

    /**
     * Ends the word in {@link #word} (at {@code separator}): counts it, and for the languages whose
     * stop words have it, its share. True when a text of Latin letters alone is decided already:
     * after {@link #EARLY_WORDS} words (and every as many more), one Latin language has at least a
     * quarter of the words among its stop words and more than twice the evidence of any other (and
     * 2 more).
     */
    boolean endWord(int separator) {
      wordCount++;
      long m = 0;
      int id = 0;
      if (w == 1 && separator == '.') {
        m = 0; // an initial or an abbreviation (U.S., J. Smith), not a word
      } else if (ascii) {
        if (w <= PACKED_LENGTH) {
          long e = asciiTable[asciiSlot(packed) + 1];
          m = e >>> ENTRY_WORD_BITS;
          id = (int) (e & ENTRY_WORD_MASK);
        } else if (w <= longestAscii && !tooLong) {
          long[] entry = words.get(word, 0, w);
          if (entry != null) {
            m = entry[0];
            id = (int) entry[1];
          }
        }
      } else if (!tooLong) {
        countForeign(word, w, foreign);
        int k = fold(word, w);
        long[] entry = k == 0 ? null : words.get(word, 0, k);
        if (entry != null) {
          m = entry[0];
          id = (int) entry[1];
        }
      }
      if (m != 0) {
        double share = 1.0 / Long.bitCount(m);
        for (long bits = m; bits != 0; bits &= bits - 1) {
          int l = Long.numberOfTrailingZeros(bits);
          score[l] += share;
          if (hits[l]++ == 0) {
            firstWord[l] = id;
          } else if (firstWord[l] != id) {
            twoWords[l] = true;
          }
        }
      }
      w = 0;
      tooLong = false;
      ascii = true;
      packed = 0;
      if (wordCount % EARLY_WORDS != 0) {
        return false;
      }
      for (int s : scripts) {
        if (s != 0) {
          return false; // letters of another script than Latin: the whole text decides
        }
      }
      int best = -1;
      double first = Double.NEGATIVE_INFINITY;
      double second = Double.NEGATIVE_INFINITY;
      for (Language l : LANGUAGES) {
        if (l.script() != Language.Script.LATIN) {
          continue;
        }
        double e = evidence(l, score, foreign);
        if (e > first) {
          second = first;
          first = e;
          best = l.ordinal();
        } else if (e > second) {
          second = e;
        }
      }
      return best >= 0
          && hits[best] >= 0.25 * wordCount
          && first >= 2 * Math.max(second, 0) + 2
          && foreign[best] <= MAX_FOREIGN_LETTERS * latin;
    }
  }

  private static Language decide(Scan scan, char[] text, int from, int to) {
    int[] scripts = scan.scripts;
    double[] score = scan.score;
    int[] hits = scan.hits;
    int[] foreign = scan.foreign;
    int wordCount = scan.wordCount;
    // Han and kana count together: Japanese writes both
    int cjk = scripts[Language.Script.HAN.ordinal()] + scripts[Language.Script.KANA.ordinal()];
    Language.Script dominant = null;
    int most = 0;
    for (Language.Script s : SCRIPTS) {
      int c = s == Language.Script.HAN ? cjk : s == Language.Script.KANA ? 0 : scripts[s.ordinal()];
      if (c > most) {
        most = c;
        dominant = s;
      }
    }
    if (dominant == null) {
      return null;
    }
    switch (dominant) {
      case HAN:
        return scan.kana >= 0.05 * cjk ? Language.JA : Language.ZH;
      case HANGUL:
        return Language.KO;
      case GREEK:
        return Language.EL;
      case ARMENIAN:
        return Language.HY;
      case THAI:
        return Language.TH;
      case TAMIL:
        return Language.TA;
      case TELUGU:
        return Language.TE;
      case BENGALI:
        return Language.BN;
      default:
        break;
    }
    if (wordCount < MIN_WORDS) {
      return null;
    }
    int letters = scripts[dominant.ordinal()];
    Language best = null;
    double first = Double.NEGATIVE_INFINITY;
    double second = Double.NEGATIVE_INFINITY;
    long gated = 0; // the languages the stop words allow
    long written = 0; // the languages whose alphabet holds the text's letters
    for (Language l : LANGUAGES) {
      if (!writes(l, dominant) || foreign[l.ordinal()] > MAX_FOREIGN_LETTERS * letters) {
        continue;
      }
      written |= 1L << l.ordinal();
      double e = evidence(l, score, foreign);
      if (e > first) {
        second = first;
        first = e;
      } else if (e > second) {
        second = e;
      }
      if (hits[l.ordinal()] < MIN_STOP_WORD_SHARE * wordCount
          || (l != Language.EN && hits[l.ordinal()] < MIN_HITS)) {
        continue;
      }
      gated |= 1L << l.ordinal();
      if (best == null || e > evidence(best, score, foreign)) {
        best = l;
      }
    }
    if (best != null && evidence(best, score, foreign) == first && clear(first, second)) {
      return best; // the stop words alone are clear
    }
    return spelling(best, dominant, gated, written, score, text, from, to);
  }

  /** Whether evidence {@code first} is clearly ahead of {@code second}. */
  private static boolean clear(double first, double second) {
    return first >= 2 * Math.max(second, 0) + 2;
  }

  /**
   * The second stage, where the stop words are not clear: among the languages of {@code script} the
   * stop words allow ({@code gated}), the one whose character trigrams ({@link TrigramModel}) are
   * most likely; where they allow none, the language with stop words in the text whose trigrams are
   * more likely than those of every other language of the script by at least {@link #RESCUE_MARGIN}
   * per trigram. {@code best} (the stop words' choice) when the script has no trigram model or the
   * text fewer than {@link #MIN_TRIGRAMS} trigrams.
   */
  private static Language spelling(
      Language best,
      Language.Script script,
      long gated,
      long written,
      double[] score,
      char[] text,
      int from,
      int to) {
    TrigramModel model = TrigramModel.get();
    long scored = 0;
    for (long bits = written; bits != 0; bits &= bits - 1) {
      Language l = LANGUAGES[Long.numberOfTrailingZeros(bits)];
      if (!model.has(l)) {
        return best; // a language of the script has no profile: the stop words decide
      }
      scored |= 1L << l.ordinal();
    }
    long evidenced = gated; // the languages with some stop word in the text
    for (long bits = written; bits != 0; bits &= bits - 1) {
      int l = Long.numberOfTrailingZeros(bits);
      if (score[l] > 0) {
        evidenced |= 1L << l;
      }
    }
    if (evidenced == 0) {
      return best;
    }
    long[] costs = new long[LANGUAGES.length];
    int n = model.score(text, from, to, script, scored, MAX_TRIGRAMS, costs);
    if (n < MIN_TRIGRAMS) {
      return best;
    }
    costs[Language.EN.ordinal()] -= ENGLISH_PRIOR_STEPS;
    int allowed = likeliest(gated, costs);
    int any = likeliest(evidenced, costs);
    long margin = Math.round(RESCUE_MARGIN * TrigramModel.STEPS * n);
    if (allowed >= 0 && costs[allowed] - costs[any] < margin) {
      return LANGUAGES[allowed];
    }
    // the stop words allow no language whose spelling is near the text's
    for (long bits = scored & ~(1L << any); bits != 0; bits &= bits - 1) {
      if (costs[Long.numberOfTrailingZeros(bits)] - costs[any] < margin) {
        return null;
      }
    }
    return LANGUAGES[any];
  }

  /** Among the languages (bits by ordinal), the one of the least cost, or -1 if none. */
  private static int likeliest(long languages, long[] costs) {
    int best = -1;
    for (long bits = languages; bits != 0; bits &= bits - 1) {
      int l = Long.numberOfTrailingZeros(bits);
      if (best < 0 || costs[l] < costs[best]) {
        best = l;
      }
    }
    return best;
  }

  /**
   * English's prior in the second stage, in the steps of {@link TrigramModel}: the natural
   * logarithm of the odds the stop words' {@link #ENGLISH_PRIOR} stands for, English as likely as
   * all other languages together (each of them one in {@code n - 1} of the rest).
   */
  static final long ENGLISH_PRIOR_STEPS =
      Math.round(Math.log(LANGUAGES.length - 1) * TrigramModel.STEPS);

  /** Most trigrams the second stage reads (about the first 250 characters of words). */
  static final int MAX_TRIGRAMS = 256;

  /** Fewest trigrams of the table in a text for the second stage. */
  static final int MIN_TRIGRAMS = 30;

  /**
   * How much more likely (natural logarithm per trigram) the trigrams of a text must be in one
   * language than in any other of its script for that language to be chosen when the stop words
   * allow none.
   */
  static final double RESCUE_MARGIN = 0.5;

  /**
   * The evidence for {@code l}: its stop word score less {@link #FOREIGN_LETTER_WEIGHT} for every
   * letter of the text its alphabet lacks.
   */
  private static double evidence(Language l, double[] score, int[] foreign) {
    return score[l.ordinal()]
        - FOREIGN_LETTER_WEIGHT * foreign[l.ordinal()]
        + (l == Language.EN ? ENGLISH_PRIOR : 0);
  }

  /** Whether {@code l} is written in {@code script} (Serbian in Latin and Cyrillic). */
  private static boolean writes(Language l, Language.Script script) {
    return l.script() == script || (l == Language.SR && script == Language.Script.CYRILLIC);
  }

  /**
   * Counts, for every word-based language, the letters of {@code word[0, n)} (lower case) that the
   * language's alphabet lacks.
   */
  private static void countForeign(char[] word, int n, int[] foreign) {
    for (int i = 0; i < n; i++) {
      char c = word[i];
      if (c < 0x80) {
        continue;
      }
      Language.Script s = scriptOf(c);
      if (s == Language.Script.LATIN && c < LATIN_FOREIGN.length) {
        // the Latin languages whose alphabet lacks c, from a table of every Latin letter
        for (long bits = LATIN_FOREIGN[c]; bits != 0; bits &= bits - 1) {
          foreign[Long.numberOfTrailingZeros(bits)]++;
        }
      } else if (s == Language.Script.CYRILLIC) {
        if (RUSSIAN_LETTERS.indexOf(c) < 0) {
          foreign[Language.RU.ordinal()]++;
        }
        if (BULGARIAN_LETTERS.indexOf(c) < 0) {
          foreign[Language.BG.ordinal()]++;
        }
        if (SERBIAN_CYRILLIC_LETTERS.indexOf(c) < 0) {
          foreign[Language.SR.ordinal()]++;
        }
      } else if (s == Language.Script.ARABIC) {
        if (NOT_ARABIC.indexOf(c) >= 0) {
          foreign[Language.AR.ordinal()]++;
        }
        if (NOT_PERSIAN.indexOf(c) >= 0) {
          foreign[Language.FA.ordinal()]++;
        }
        if (NOT_SORANI.indexOf(c) >= 0) {
          foreign[Language.CKB.ordinal()]++;
        }
      }
    }
  }

  /**
   * The script of letter {@code cp} among those of the supported languages, or null.
   *
   * @param cp a code point, expected to be a letter: every code point below U+0250 is taken for
   *     {@link Language.Script#LATIN}, letter or not
   * @return the script, or null for a script no supported language writes (Hebrew, Georgian, ...)
   *     and for a code point of no script (punctuation, symbols) from U+0250 on
   */
  public static Language.Script scriptOf(int cp) {
    if (cp < 0x250) {
      return Language.Script.LATIN; // Basic Latin, Latin-1, Latin Extended-A and -B
    }
    if (cp >= 0x400 && cp < 0x530) {
      return Language.Script.CYRILLIC;
    }
    if (cp >= 0xAC00 && cp < 0xD7B0) {
      return Language.Script.HANGUL;
    }
    if (cp >= 0x4E00 && cp < 0xA000) {
      return Language.Script.HAN;
    }
    if (cp >= 0x3040 && cp < 0x3100) {
      return Language.Script.KANA;
    }
    return switch (Character.UnicodeScript.of(cp)) {
      case LATIN -> Language.Script.LATIN;
      case CYRILLIC -> Language.Script.CYRILLIC;
      case GREEK -> Language.Script.GREEK;
      case ARABIC -> Language.Script.ARABIC;
      case DEVANAGARI -> Language.Script.DEVANAGARI;
      case BENGALI -> Language.Script.BENGALI;
      case TAMIL -> Language.Script.TAMIL;
      case TELUGU -> Language.Script.TELUGU;
      case THAI -> Language.Script.THAI;
      case ARMENIAN -> Language.Script.ARMENIAN;
      case HANGUL -> Language.Script.HANGUL;
      case HIRAGANA, KATAKANA -> Language.Script.KANA;
      case HAN -> Language.Script.HAN;
      default -> null;
    };
  }

  /**
   * Folds the lower-cased word {@code w[0, n)} in place for comparison: Greek accents removed and
   * final sigma made σ; Arabic-script letter variants folded, diacritics and tatweel removed.
   * Returns the new length.
   */
  static int fold(char[] w, int n) {
    int out = 0;
    for (int i = 0; i < n; i++) {
      char c = w[i];
      if (c >= 0x370 && c < 0x400) {
        c = foldGreek(c);
      } else if (c >= 0x600 && c < 0x700) {
        if ((c >= 0x64B && c <= 0x652) || c == 0x640 || c == 0x654 || c == 0x655) {
          continue; // diacritics, tatweel, hamza marks
        }
        c = foldArabic(c);
      }
      w[out++] = c;
    }
    return out;
  }

  private static char foldGreek(char c) {
    return switch (c) {
      case 'ά' -> 'α';
      case 'έ' -> 'ε';
      case 'ή' -> 'η';
      case 'ί', 'ϊ', 'ΐ' -> 'ι';
      case 'ό' -> 'ο';
      case 'ύ', 'ϋ', 'ΰ' -> 'υ';
      case 'ώ' -> 'ω';
      case 'ς' -> 'σ';
      default -> c;
    };
  }

  private static char foldArabic(char c) {
    return switch (c) {
      case 'أ', 'إ', 'آ', 'ٱ' -> 'ا';
      case 'ى', 'ی', 'ې', 'ے' -> 'ي';
      case 'ک' -> 'ك';
      case 'ة', 'ۀ', 'ہ', 'ە', 'ھ' -> 'ه';
      default -> c;
    };
  }

  /** Serbian Latin to Cyrillic (the stop list is Latin; text may be either). */
  static String toCyrillic(String latin) {
    Map<String, String> digraphs = Map.of("lj", "љ", "nj", "њ", "dž", "џ");
    String from = "abvgdđežzijklmnoprstćufhcčš";
    String to = "абвгдђежзијклмнопрстћуфхцчш";
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < latin.length(); i++) {
      if (i + 1 < latin.length()) {
        String two = latin.substring(i, i + 2);
        String d = digraphs.get(two);
        if (d != null) {
          sb.append(d);
          i++;
          continue;
        }
      }
      char c = latin.charAt(i);
      int k = from.indexOf(c);
      sb.append(k >= 0 ? to.charAt(k) : c);
    }
    return sb.toString();
  }

  /**
   * The languages this detector can return, by script (for documentation and tests).
   *
   * @return a new map from each script to its languages in declaration order; a script no language
   *     has is not a key
   */
  public static Map<Language.Script, List<Language>> languagesByScript() {
    Map<Language.Script, List<Language>> m = new EnumMap<>(Language.Script.class);
    for (Language l : LANGUAGES) {
      m.computeIfAbsent(l.script(), k -> new ArrayList<>()).add(l);
    }
    return m;
  }
}
