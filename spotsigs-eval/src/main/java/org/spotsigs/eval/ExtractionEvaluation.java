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
package org.spotsigs.eval;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import java.io.IOException;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import org.spotsigs.analysis.TextExtraction;

/**
 * How well a {@link TextExtraction} finds the article of each page of a gold set that has its
 * article text ({@code cores/<docid>.txt}): token precision and recall of the extracted text
 * against the article text, per page and overall, and the pages whose article is lost (recall below
 * {@value #LOST_RECALL}).
 *
 * <p>Tokens are the maximal runs of letters and digits (by code point), lower-cased; texts are
 * compared as bags of tokens: the overlap of a page is the sum over tokens of the smaller of the
 * two counts, precision is overlap / extracted tokens, recall is overlap / article tokens (1 for an
 * empty text on either side). Overall figures are micro-averaged (summed over pages, so long pages
 * weigh more); the macro averages (the mean of the per-page figures) are reported too. Pages
 * without an article file are not scored and are counted.
 */
public final class ExtractionEvaluation {
  /** A page whose extraction recall is below this has lost its article. */
  public static final double LOST_RECALL = 0.5;

  private ExtractionEvaluation() {}

  /** The figures of one page. */
  public record Page(
      String id, String kind, long articleTokens, long extractedTokens, long overlap) {
    public double precision() {
      return extractedTokens == 0 ? 1 : (double) overlap / extractedTokens;
    }

    public double recall() {
      return articleTokens == 0 ? 1 : (double) overlap / articleTokens;
    }

    public boolean lost() {
      return recall() < LOST_RECALL;
    }
  }

  /** Totals over a set of pages. */
  public record Totals(
      int pages,
      long articleTokens,
      long extractedTokens,
      long overlap,
      double macroPrecision,
      double macroRecall,
      int lost) {
    public double precision() {
      return extractedTokens == 0 ? 1 : (double) overlap / extractedTokens;
    }

    public double recall() {
      return articleTokens == 0 ? 1 : (double) overlap / articleTokens;
    }

    public double f1() {
      double p = precision();
      double r = recall();
      return p + r == 0 ? 0 : 2 * p * r / (p + r);
    }

    static Totals of(List<Page> pages) {
      long a = 0;
      long e = 0;
      long o = 0;
      double mp = 0;
      double mr = 0;
      int lost = 0;
      for (Page p : pages) {
        a += p.articleTokens();
        e += p.extractedTokens();
        o += p.overlap();
        mp += p.precision();
        mr += p.recall();
        lost += p.lost() ? 1 : 0;
      }
      int n = Math.max(1, pages.size());
      return new Totals(pages.size(), a, e, o, mp / n, mr / n, lost);
    }
  }

  /**
   * The report: the extraction's id, the gold set, overall and per-kind totals, every page, and the
   * number of pages without an article file.
   */
  public record Report(
      String extraction,
      String gold,
      Totals overall,
      Map<String, Totals> byKind,
      List<Page> pages,
      int unscored,
      double seconds) {}

  /** Extracts the text of every page of {@code gold} on {@code threads} threads and scores it. */
  public static Report run(GoldSet gold, TextExtraction extraction, int threads) {
    Page[] pages = new Page[gold.size()];
    long t0 = System.nanoTime();
    Parallel.forEach(
        gold.size(),
        threads,
        doc -> {
          String article = gold.core(doc);
          if (article == null) {
            return;
          }
          Map<String, int[]> want = bag(article);
          Map<String, int[]> got = bag(extraction.text(gold.text(doc)));
          long overlap = 0;
          for (Map.Entry<String, int[]> e : got.entrySet()) {
            int[] w = want.get(e.getKey());
            if (w != null) {
              overlap += Math.min(w[0], e.getValue()[0]);
            }
          }
          pages[doc] = new Page(gold.id(doc), gold.kind(doc), total(want), total(got), overlap);
        });
    double seconds = (System.nanoTime() - t0) / 1e9;
    List<Page> scored = new ArrayList<>();
    Map<String, List<Page>> byKind = new TreeMap<>();
    int unscored = 0;
    for (Page p : pages) {
      if (p == null) {
        unscored++;
        continue;
      }
      scored.add(p);
      byKind.computeIfAbsent(p.kind(), k -> new ArrayList<>()).add(p);
    }
    Map<String, Totals> kinds = new TreeMap<>();
    byKind.forEach((k, v) -> kinds.put(k, Totals.of(v)));
    return new Report(
        extraction.id(),
        gold.root().toString(),
        Totals.of(scored),
        kinds,
        scored,
        unscored,
        seconds);
  }

  /** The tokens of {@code text} with their counts. */
  static Map<String, int[]> bag(String text) {
    Map<String, int[]> bag = new HashMap<>();
    int n = text.length();
    int i = 0;
    while (i < n) {
      while (i < n && !Character.isLetterOrDigit(text.codePointAt(i))) {
        i += Character.charCount(text.codePointAt(i));
      }
      int start = i;
      while (i < n && Character.isLetterOrDigit(text.codePointAt(i))) {
        i += Character.charCount(text.codePointAt(i));
      }
      if (i > start) {
        bag.computeIfAbsent(text.substring(start, i).toLowerCase(Locale.ROOT), k -> new int[1])[
            0]++;
      }
    }
    return bag;
  }

  private static long total(Map<String, int[]> bag) {
    long t = 0;
    for (int[] c : bag.values()) {
      t += c[0];
    }
    return t;
  }

  /**
   * The report as a table: overall, per kind, the lost pages and the {@code worst} pages by recall
   * and by precision.
   */
  public static void table(Report r, PrintWriter out, int worst) {
    out.printf(
        Locale.ROOT,
        "extraction %s on %s: %d pages scored%s, %.1f s%n",
        r.extraction(),
        r.gold(),
        r.overall().pages(),
        r.unscored() > 0 ? " (" + r.unscored() + " without an article file)" : "",
        r.seconds());
    out.println();
    out.printf(
        Locale.ROOT,
        "%-24s %6s | %9s %9s %6s | %7s %7s | %7s %7s | %s%n",
        "pages",
        "n",
        "article",
        "extracted",
        "F1",
        "P",
        "R",
        "macroP",
        "macroR",
        "lost (R < " + LOST_RECALL + ")");
    row(out, "all", r.overall());
    r.byKind().forEach((k, t) -> row(out, k, t));
    List<Page> lost =
        r.pages().stream()
            .filter(Page::lost)
            .sorted(Comparator.comparingDouble(Page::recall))
            .toList();
    out.println();
    out.println("pages whose article is lost: " + (lost.isEmpty() ? "none" : lost.size()));
    for (Page p : lost) {
      page(out, p);
    }
    if (worst > 0) {
      out.println();
      out.println("lowest recall:");
      r.pages().stream()
          .sorted(Comparator.comparingDouble(Page::recall))
          .limit(worst)
          .forEach(p -> page(out, p));
      out.println("lowest precision:");
      r.pages().stream()
          .sorted(Comparator.comparingDouble(Page::precision))
          .limit(worst)
          .forEach(p -> page(out, p));
    }
    out.flush();
  }

  private static void row(PrintWriter out, String name, Totals t) {
    out.printf(
        Locale.ROOT,
        "%-24s %6d | %9d %9d %6.4f | %7.4f %7.4f | %7.4f %7.4f | %d%n",
        name,
        t.pages(),
        t.articleTokens(),
        t.extractedTokens(),
        t.f1(),
        t.precision(),
        t.recall(),
        t.macroPrecision(),
        t.macroRecall(),
        t.lost());
  }

  private static void page(PrintWriter out, Page p) {
    out.printf(
        Locale.ROOT,
        "  %-12s %-22s R %.3f  P %.3f  (article %d, extracted %d tokens)%n",
        p.id(),
        p.kind(),
        p.recall(),
        p.precision(),
        p.articleTokens(),
        p.extractedTokens());
  }

  /** The report as indented JSON, written to {@code out} (which is not closed). */
  public static void json(Report r, java.io.OutputStream out) throws IOException {
    new ObjectMapper()
        .enable(SerializationFeature.INDENT_OUTPUT)
        .disable(com.fasterxml.jackson.core.JsonGenerator.Feature.AUTO_CLOSE_TARGET)
        .writeValue(out, r);
  }
}
