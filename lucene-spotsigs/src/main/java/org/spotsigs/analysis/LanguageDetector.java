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
 *   <li>No language is detected (null) when the text has fewer than 3 words, when the winner's
 *       stop words are fewer than 10 % of the words, or when the dominant script is none of the
 *       above (Hebrew, Georgian, Khmer, ...): the caller then uses a language-agnostic analysis.
 * </ol>
 *
 * <p>Serbian is read in both its scripts (its Cyrillic words are compared with the Latin list
 * transliterated). Words are compared lower-cased, Greek without accents and with σ for final ς,
 * Arabic-script words with the letter variants folded (alef forms, yeh, kaf, heh, teh marbuta) and
 * without diacritics or tatweel.
 *
 * <p>The accuracy measured on the paragraphs of 100 characters or more of the Universal
 * Declaration of Human Rights in every supported language, and the cost, are in docs/LANGUAGES.md.
 * Immutable and thread-safe; {@link #detect} allocates nothing but small scratch arrays.
 */
public final class LanguageDetector {
  /** Default of {@link #maxChars()}. */
  public static final int DEFAULT_MAX_CHARS = 4096;

  /** Most letters outside a language's alphabet, as a share of the letters in its script. */
  static final double MAX_FOREIGN_LETTERS = 0.02;

  /** What a letter outside a language's alphabet takes from its score. */
  static final double FOREIGN_LETTER_WEIGHT = 0.5;

  /** Fewest stop words of the chosen language, as a share of the words. */
  static final double MIN_STOP_WORD_SHARE = 0.06;

  /** Fewest words for a word-based decision. */
  static final int MIN_WORDS = 3;

  private static final Language[] LANGUAGES = Language.values();


  /** The Cyrillic alphabets: Russian, Bulgarian, Serbian. */
  private static final String RUSSIAN_LETTERS = "абвгдеёжзийклмнопрстуфхцчшщъыьэюя";

  private static final String BULGARIAN_LETTERS = "абвгдежзийклмнопрстуфхцчшщъьюя";
  private static final String SERBIAN_CYRILLIC_LETTERS = "абвгдђежзијклљмнњопрстћуфхцчџш";

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
              "ethvert", "andre", "anden", "andet", "fri", "frit", "mod", "ud", "ligesom", "bliver"),
          Language.NO,
          List.of(
              "enhver", "ethvert", "hver", "rett", "etter", "noen", "noe", "slik", "gjennom",
              "mellom", "andre", "annen", "annet", "ikkje", "eller", "mot", "ut", "blir", "skal",
              "kvar", "kvart", "ein", "eit", "som", "vere", "vore", "berre", "òg"));

  /** The default detector, made on first use (after the tables above). */
  private static final class Default {
    static final LanguageDetector DETECTOR = new LanguageDetector(DEFAULT_MAX_CHARS);
  }

  /** Word -> bit set of the languages (ordinals) whose stop list has it. */
  private final CharArrayMap<long[]> words;

  private final int maxChars;

  private LanguageDetector(int maxChars) {
    this.maxChars = maxChars;
    this.words = new CharArrayMap<>(4096, false);
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
      for (String w : list) {
        char[] folded = w.toCharArray();
        int n = fold(folded, folded.length);
        if (n == 0) {
          continue;
        }
        String key = new String(folded, 0, n);
        long[] mask = words.get(key);
        if (mask == null) {
          words.put(key, mask = new long[1]);
        }
        mask[0] |= 1L << l.ordinal();
      }
    }
  }

  /** The detector that reads at most {@link #DEFAULT_MAX_CHARS} characters. */
  public static LanguageDetector defaults() {
    return Default.DETECTOR;
  }

  /** A detector that reads at most {@code maxChars} characters of a text. */
  public static LanguageDetector withMaxChars(int maxChars) {
    if (maxChars < 1) {
      throw new IllegalArgumentException("maxChars must be >= 1, got " + maxChars);
    }
    return maxChars == DEFAULT_MAX_CHARS ? Default.DETECTOR : new LanguageDetector(maxChars);
  }

  /** How many characters of a text are read. */
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

  /** The language of {@code text}, or null if none of the supported languages is found. */
  public Language detect(CharSequence text) {
    int n = Math.min(text.length(), maxChars);
    char[] chars = new char[n];
    for (int i = 0; i < n; i++) {
      chars[i] = text.charAt(i);
    }
    return detect(chars, 0, n);
  }

  /** The language of {@code text[offset, offset + length)}, or null (see {@link #detect}). */
  public Language detect(char[] text, int offset, int length) {
    int end = offset + Math.min(length, maxChars);
    int[] scripts = new int[Language.Script.values().length];
    int kana = 0;
    double[] score = new double[LANGUAGES.length];
    int[] hits = new int[LANGUAGES.length];
    int[] foreign = new int[LANGUAGES.length];
    int wordCount = 0;
    char[] word = new char[32];
    int w = 0;
    boolean tooLong = false;
    for (int i = offset; i <= end; ) {
      int cp;
      int next;
      if (i == end) {
        cp = ' ';
        next = end + 1;
      } else {
        cp = Character.codePointAt(text, i, end);
        next = i + Character.charCount(cp);
      }
      boolean letter;
      if (cp < 0x80) {
        letter = (cp | 0x20) >= 'a' && (cp | 0x20) <= 'z';
        if (letter) {
          scripts[Language.Script.LATIN.ordinal()]++;
        }
      } else {
        int type = Character.getType(cp);
        letter =
            Character.isLetter(cp)
                || type == Character.NON_SPACING_MARK
                || type == Character.COMBINING_SPACING_MARK;
        if (Character.isLetter(cp)) {
          Language.Script s = scriptOf(cp);
          if (s != null) {
            scripts[s.ordinal()]++;
            if (s == Language.Script.KANA) {
              kana++;
            }
          }
        }
      }
      if (letter) {
        int lower = Character.toLowerCase(cp);
        if (w + 2 > word.length) {
          tooLong = true;
        } else {
          w += Character.toChars(lower, word, w);
        }
      } else if (w > 0) {
        wordCount++;
        if (!tooLong) {
          countForeign(word, w, foreign);
          int k = fold(word, w);
          long[] mask = k == 0 ? null : words.get(word, 0, k);
          if (mask != null) {
            long m = mask[0];
            double share = 1.0 / Long.bitCount(m);
            for (long bits = m; bits != 0; bits &= bits - 1) {
              int l = Long.numberOfTrailingZeros(bits);
              score[l] += share;
              hits[l]++;
            }
          }
        }
        w = 0;
        tooLong = false;
      }
      i = next;
    }
    return decide(scripts, kana, score, hits, foreign, wordCount);
  }

  private static Language decide(
      int[] scripts, int kana, double[] score, int[] hits, int[] foreign, int wordCount) {
    // Han and kana count together: Japanese writes both
    int cjk = scripts[Language.Script.HAN.ordinal()] + scripts[Language.Script.KANA.ordinal()];
    Language.Script dominant = null;
    int most = 0;
    for (Language.Script s : Language.Script.values()) {
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
        return kana >= 0.05 * cjk ? Language.JA : Language.ZH;
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
    for (Language l : LANGUAGES) {
      if (!writes(l, dominant) || foreign[l.ordinal()] > MAX_FOREIGN_LETTERS * letters) {
        continue;
      }
      if (best == null || evidence(l, score, foreign) > evidence(best, score, foreign)) {
        best = l;
      }
    }
    if (best == null || hits[best.ordinal()] < MIN_STOP_WORD_SHARE * wordCount) {
      return null;
    }
    return best;
  }

  /**
   * The evidence for {@code l}: its stop word score less {@link #FOREIGN_LETTER_WEIGHT} for every
   * letter of the text its alphabet lacks.
   */
  private static double evidence(Language l, double[] score, int[] foreign) {
    return score[l.ordinal()] - FOREIGN_LETTER_WEIGHT * foreign[l.ordinal()];
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
      if (s == Language.Script.LATIN) {
        if (!Character.isLetter(c)) {
          continue;
        }
        for (Language l : LANGUAGES) {
          if (l.script() == Language.Script.LATIN && l.letters().indexOf(c) < 0) {
            foreign[l.ordinal()]++;
          }
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

  /** The script of letter {@code cp} among those of the supported languages, or null. */
  static Language.Script scriptOf(int cp) {
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

  /** The languages this detector can return, by script (for documentation and tests). */
  public static Map<Language.Script, List<Language>> languagesByScript() {
    Map<Language.Script, List<Language>> m = new EnumMap<>(Language.Script.class);
    for (Language l : LANGUAGES) {
      m.computeIfAbsent(l.script(), k -> new ArrayList<>()).add(l);
    }
    return m;
  }
}
