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
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.function.Predicate;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.knowm.xchart.BitmapEncoder;
import org.knowm.xchart.VectorGraphicsEncoder;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYChartBuilder;
import org.knowm.xchart.XYSeries;
import org.knowm.xchart.style.Styler;
import org.knowm.xchart.style.lines.SeriesLines;
import org.knowm.xchart.style.markers.SeriesMarkers;
import org.spotsigs.analysis.SpotSigsAnalyzer;
import org.spotsigs.index.SignatureVector;
import org.spotsigs.index.SpotSigsSchema;

/**
 * Turns the runs of {@code bench/scale.sh} into Markdown tables (speed and memory; precision and
 * recall against the generator's truth) and a chart of time against documents.
 *
 * <p>A run is a set of files {@code RUN.err} (the summary {@code spotsigs dedup} prints on stderr),
 * {@code RUN.time} ({@code /usr/bin/time -f "%e %M"}: wall seconds, peak RSS in KB), {@code
 * RUN.load} (the 1-minute load average when it started, and optionally the share of CPU time busy
 * just before, in %), {@code RUN.pairs.tsv} and optionally {@code RUN.walls} (the wall times of all
 * repetitions, when RUN is the median one), where RUN is {@code CONFIG-N} for a generated corpus of
 * N documents ({@code GEN_DIR/gen-N.jsonl} with its {@code gen-N.truth.tsv}) or {@code CONFIG-real}
 * for the real corpora alone.
 */
public final class ScaleReport {
  private static final Pattern RUN = Pattern.compile("(.+)-(\\d+|real)\\.err");

  /** One run, parsed. Times in seconds; absent values are NaN or -1. */
  record Run(
      String config,
      String input,
      long documents,
      double megabytes,
      long pairs,
      double wall,
      double extract,
      double dedup,
      double match,
      long rssMb,
      long postings,
      long verified,
      double load,
      double busy,
      String walls,
      boolean failed,
      Path pairsFile,
      Path truth) {
    boolean generated() {
      return !input.equals("real");
    }
  }

  private ScaleReport() {}

  static List<Run> load(Path runs, Path gen) throws IOException {
    List<Run> out = new ArrayList<>();
    try (Stream<Path> files = Files.list(runs)) {
      for (Path err : files.sorted().toList()) {
        Matcher m = RUN.matcher(err.getFileName().toString());
        if (m.matches()) {
          out.add(parse(runs, gen, m.group(1), m.group(2)));
        }
      }
    }
    out.sort(
        Comparator.comparing((Run r) -> r.generated())
            .thenComparingLong(Run::documents)
            .thenComparing(Run::config));
    return out;
  }

  private static Run parse(Path runs, Path gen, String config, String input) throws IOException {
    String base = config + "-" + input;
    String err = Files.readString(runs.resolve(base + ".err"), StandardCharsets.UTF_8);
    String[] time = lastLine(runs.resolve(base + ".time")).trim().split("\\s+");
    String[] load =
        Files.exists(runs.resolve(base + ".load"))
            ? lastLine(runs.resolve(base + ".load")).trim().split("\\s+")
            : new String[0];
    boolean generated = !input.equals("real");
    Path jsonl = gen.resolve("gen-" + input + ".jsonl");
    double mb =
        generated && Files.exists(jsonl)
            ? Files.size(jsonl) / 1e6
            : number(err, "documents \\(([0-9.]+) MB\\)");
    long docs = (long) number(err, "spotsigs dedup: ([0-9,]+) documents");
    boolean failed = !err.contains("  time ");
    return new Run(
        config,
        input,
        docs,
        mb,
        (long) number(err, "\\n  pairs +([0-9,]+) at"),
        time.length >= 2 ? Double.parseDouble(time[0]) : Double.NaN,
        number(err, "read\\+extract ([0-9.]+) s"),
        number(err, " dedup ([0-9.]+) s"),
        number(err, "[ (]match ([0-9.]+) s"),
        time.length >= 2 ? Long.parseLong(time[1]) / 1024 : -1,
        (long) number(err, "postings=([0-9]+)"),
        (long) number(err, "verified=([0-9]+)"),
        load.length > 0 && !load[0].isEmpty() ? Double.parseDouble(load[0]) : Double.NaN,
        load.length > 1 ? Double.parseDouble(load[1]) : Double.NaN,
        Files.exists(runs.resolve(base + ".walls"))
            ? lastLine(runs.resolve(base + ".walls")).trim()
            : "",
        failed,
        runs.resolve(base + ".pairs.tsv"),
        generated ? gen.resolve("gen-" + input + ".truth.tsv") : null);
  }

  private static String lastLine(Path p) throws IOException {
    List<String> lines = Files.readAllLines(p, StandardCharsets.UTF_8);
    return lines.isEmpty() ? "" : lines.get(lines.size() - 1);
  }

  /**
   * The first group of {@code regex} in {@code text} as a number (thousands separators dropped),
   * NaN if absent.
   */
  static double number(String text, String regex) {
    Matcher m = Pattern.compile(regex).matcher(text);
    return m.find() ? Double.parseDouble(m.group(1).replace(",", "")) : Double.NaN;
  }

  static String speedTable(List<Run> runs) {
    StringBuilder sb = new StringBuilder();
    sb.append(
        "| input | run | documents | MB | pairs | wall (s) | read+extract (s) | dedup (s) | of which match (s) |"
            + " peak RSS (MB) | postings visited | candidates verified | load (CPU busy) before | wall of each repetition (s) |\n");
    sb.append("|---|---|---|---|---|---|---|---|---|---|---|---|---|---|\n");
    for (Run r : runs) {
      if (r.failed()) {
        sb.append(
            String.format(
                Locale.ROOT,
                "| %s | %s | failed (see %s-%s.err) | %.0f | | %s | | | | %s | | | %s | %s |%n",
                r.generated() ? "generated" : "real only",
                r.config(),
                r.config(),
                r.input(),
                r.megabytes(),
                fmt(r.wall()),
                r.rssMb() < 0 ? "" : Long.toString(r.rssMb()),
                load(r),
                r.walls()));
        continue;
      }
      sb.append(
          String.format(
              Locale.ROOT,
              "| %s | %s | %,d | %.0f | %,d | %s | %s | %s | %s | %d | %,d | %,d | %s | %s |%n",
              r.generated() ? "generated" : "real only",
              r.config(),
              r.documents(),
              r.megabytes(),
              r.pairs(),
              fmt(r.wall()),
              fmt(r.extract()),
              fmt(r.dedup()),
              fmt(r.match()),
              r.rssMb(),
              r.postings(),
              r.verified(),
              load(r),
              r.walls()));
    }
    return sb.toString();
  }

  static String qualityTable(List<Run> runs, Predicate<String> thin) throws IOException {
    StringBuilder sb = new StringBuilder();
    sb.append(
        "| documents | run | pairs | within clusters | real-real | inherited | boilerplate-only | other false positives |"
            + " precision | precision without boilerplate-only | recall (pairs within clusters) |"
            + " recall (copies and variants with their source) |\n");
    sb.append("|---|---|---|---|---|---|---|---|---|---|---|---|\n");
    for (Run r : runs) {
      if (!r.generated()
          || r.failed()
          || !Files.exists(r.pairsFile())
          || !Files.exists(r.truth())) {
        continue;
      }
      PairEvaluation.Result q = PairEvaluation.evaluate(r.truth(), r.pairsFile(), thin);
      sb.append(
          String.format(
              Locale.ROOT,
              "| %,d | %s | %,d | %,d | %,d | %,d | %,d | %,d | %.4f | %.4f | %.4f of %,d | %.4f of %,d |%n",
              r.documents(),
              r.config(),
              q.found(),
              q.truePositives(),
              q.realReal(),
              q.inherited(),
              q.boilerplateOnly(),
              q.falsePositives(),
              q.precision(),
              q.precisionWithoutBoilerplate(),
              q.recall(),
              q.truthPairs(),
              q.sourceRecall(),
              q.derived()));
    }
    return sb.toString();
  }

  /**
   * The ids of the real documents with fewer than {@value #THIN} spot signatures under the
   * library's default analysis: what a copy of one of them shares with a copy of another is mostly
   * what the generator's edits added.
   */
  static Set<String> thinDocuments(RealCorpus corpus) {
    SpotSigsAnalyzer analyzer = new SpotSigsAnalyzer();
    return corpus.documents().parallelStream()
        .filter(
            d ->
                SignatureVector.analyze(analyzer, SpotSigsSchema.DEFAULT_FIELD, d.text())
                        .totalCount()
                    < THIN)
        .map(RealCorpus.Document::id)
        .collect(Collectors.toUnmodifiableSet());
  }

  static final int THIN = 3;

  /**
   * Time against documents: wall, read+extract and dedup for each configuration, with the 1M
   * targets.
   */
  static XYChart chart(List<Run> runs) {
    XYChart chart =
        new XYChartBuilder()
            .width(900)
            .height(560)
            .title(
                "spotsigs dedup, tau 0.9, 2 threads, -Xmx4g: time against documents (generated corpora)")
            .xAxisTitle("documents (thousands)")
            .yAxisTitle("seconds")
            .build();
    chart.getStyler().setLegendPosition(Styler.LegendPosition.InsideNW);
    chart.getStyler().setChartTitleFont(chart.getStyler().getChartTitleFont().deriveFont(14f));
    chart.getStyler().setXAxisMin(0.0);
    chart.getStyler().setYAxisMin(0.0);
    List<String> configs =
        runs.stream().filter(Run::generated).map(Run::config).distinct().toList();
    double maxX = 0;
    for (String config : configs) {
      List<Run> rs =
          runs.stream()
              .filter(r -> r.generated() && !r.failed() && r.config().equals(config))
              .toList();
      if (rs.isEmpty()) {
        continue;
      }
      double[] x = rs.stream().mapToDouble(r -> r.documents() / 1000.0).toArray();
      maxX = Math.max(maxX, x[x.length - 1]);
      boolean dashed = !config.equals("defaults");
      add(
          chart,
          config + ": end to end (wall)",
          x,
          rs.stream().mapToDouble(Run::wall).toArray(),
          dashed,
          WALL);
      add(
          chart,
          config + ": read+extract",
          x,
          rs.stream().mapToDouble(Run::extract).toArray(),
          dashed,
          EXTRACT);
      add(
          chart,
          config + ": dedup (matching)",
          x,
          rs.stream().mapToDouble(Run::dedup).toArray(),
          dashed,
          DEDUP);
    }
    if (maxX > 0) {
      target(chart, "target: end to end 60 s at 1M", maxX, 60);
      target(chart, "target: matching 10 s at 1M", maxX, 10);
    }
    return chart;
  }

  private static final java.awt.Color WALL = new java.awt.Color(0x1f77b4);
  private static final java.awt.Color EXTRACT = new java.awt.Color(0xff7f0e);
  private static final java.awt.Color DEDUP = new java.awt.Color(0x2ca02c);

  /** One line per phase: the phase gives the colour, the configuration the line style. */
  private static void add(
      XYChart chart, String name, double[] x, double[] y, boolean dashed, java.awt.Color color) {
    XYSeries s = chart.addSeries(name, x, y);
    s.setMarker(dashed ? SeriesMarkers.DIAMOND : SeriesMarkers.CIRCLE);
    s.setLineStyle(dashed ? SeriesLines.DASH_DASH : SeriesLines.SOLID);
    s.setLineColor(color);
    s.setMarkerColor(color);
  }

  private static void target(XYChart chart, String name, double maxX, double y) {
    XYSeries s = chart.addSeries(name, new double[] {0, maxX}, new double[] {y, y});
    s.setMarker(SeriesMarkers.NONE);
    s.setLineStyle(SeriesLines.DOT_DOT);
    s.setLineColor(java.awt.Color.GRAY);
  }

  private static String load(Run r) {
    return fmt(r.load())
        + (Double.isNaN(r.busy()) ? "" : String.format(Locale.ROOT, " (%.0f %%)", r.busy()));
  }

  private static String fmt(double v) {
    return Double.isNaN(v) ? "" : String.format(Locale.ROOT, "%.2f", v);
  }

  /**
   * {@code ScaleReport RUNS_DIR GEN_DIR CORPUS_DIR CHART.png [CHART.svg]}: prints the tables,
   * writes the chart; CORPUS_DIR holds the real documents (for the boilerplate-only count).
   */
  public static void main(String[] args) throws IOException {
    if (args.length < 4 || args.length > 5) {
      System.err.println("usage: ScaleReport RUNS_DIR GEN_DIR CORPUS_DIR CHART.png [CHART.svg]");
      System.exit(2);
    }
    System.setProperty("java.awt.headless", "true");
    List<Run> runs = load(Path.of(args[0]), Path.of(args[1]));
    if (runs.isEmpty()) {
      System.err.println("scale-report: no runs in " + args[0]);
      return;
    }
    System.out.println("Speed and memory:\n");
    System.out.println(speedTable(runs));
    System.out.println("Pairs against the generator's truth (tau 0.9):\n");
    Set<String> thin = thinDocuments(RealCorpus.load(Path.of(args[2])));
    System.out.println(qualityTable(runs, thin::contains));
    System.out.printf(
        Locale.ROOT,
        "(%,d real documents have fewer than %d signatures under the defaults.)%n%n",
        thin.size(),
        THIN);
    XYChart chart = chart(runs);
    String png = args[3];
    BitmapEncoder.saveBitmap(
        chart,
        png.endsWith(".png") ? png.substring(0, png.length() - 4) : png,
        BitmapEncoder.BitmapFormat.PNG);
    if (args.length == 5) {
      String svg = args[4];
      VectorGraphicsEncoder.saveVectorGraphic(
          chart,
          svg.endsWith(".svg") ? svg.substring(0, svg.length() - 4) : svg,
          VectorGraphicsEncoder.VectorGraphicsFormat.SVG);
    }
    System.err.println(
        "scale-report: chart written to " + png + (args.length == 5 ? " and " + args[4] : ""));
  }
}
