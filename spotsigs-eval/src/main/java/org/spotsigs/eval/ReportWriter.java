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
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.List;
import java.util.Locale;
import org.knowm.xchart.BitmapEncoder;
import org.knowm.xchart.VectorGraphicsEncoder;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYChartBuilder;
import org.knowm.xchart.XYSeries;
import org.knowm.xchart.style.markers.SeriesMarkers;

/** Writes an {@link EvalReport} as a text table, as JSON, and as an F1-vs-tau chart. */
public final class ReportWriter {
  private ReportWriter() {}

  /** A summary table per method, then the F1 of every method at every tau of the sweep. */
  public static void table(EvalReport report, PrintWriter out) {
    EvalReport.Gold g = report.gold();
    out.printf(
        Locale.ROOT,
        "gold set %s: %d pages, %d clusters and %d singletons, %,d positive of %,d pairs, %d distractors%n",
        g.path(),
        g.documents(),
        g.clusters(),
        g.singletons(),
        g.positivePairs(),
        g.allPairs(),
        g.distractors());
    out.printf(
        Locale.ROOT,
        "analysis: %s; filter: %s; measure: %s%n",
        report.settings().analyzer(),
        report.settings().signatureFilter(),
        report.settings().measure());
    double def = report.settings().defaultTau();
    out.println();
    out.printf(
        Locale.ROOT,
        "%-15s | %-31s | %-29s | %-18s | %s%n",
        "",
        "best F1",
        "at default tau " + fmt(def),
        "F1 >= " + fmt(report.settings().f1RangeThreshold()),
        "distractors matched");
    out.printf(
        Locale.ROOT,
        "%-15s | %5s %5s %5s %5s %5s | %5s %5s %5s %5s %5s | %-12s %5s | %7s %7s%n",
        "method",
        "tau",
        "P",
        "R",
        "F1",
        "MCC",
        "P",
        "R",
        "F1",
        "MCC",
        "",
        "taus",
        "width",
        "best",
        "default");
    for (MethodReport m : report.methods()) {
      TauResult b = m.best();
      TauResult d = m.atDefaultTau();
      MethodReport.Range r = m.f1Range();
      String range =
          m.thresholdFree() ? "n/a" : r == null ? "none" : fmt(r.from()) + "-" + fmt(r.to());
      String width = m.thresholdFree() || r == null ? "-" : fmt(r.width());
      out.printf(
          Locale.ROOT,
          "%-15s | %5s %5.3f %5.3f %5.3f %5.3f | %5.3f %5.3f %5.3f %5.3f %5s | %-12s %5s | %6.1f%% %6.1f%%%n",
          m.method(),
          m.thresholdFree() ? "any" : fmt(b.tau()),
          b.precision(),
          b.recall(),
          b.f1(),
          b.mcc(),
          d.precision(),
          d.recall(),
          d.f1(),
          d.mcc(),
          "",
          range,
          width,
          100 * b.distractorFpRate(),
          100 * d.distractorFpRate());
    }
    out.println();
    out.print("F1 by tau\n  tau ");
    for (MethodReport m : report.methods()) {
      out.printf(Locale.ROOT, " %14s", m.method());
    }
    out.println();
    List<Double> taus = report.settings().taus();
    for (int i = 0; i < taus.size(); i++) {
      out.printf(Locale.ROOT, "%5s ", fmt(taus.get(i)));
      for (MethodReport m : report.methods()) {
        out.printf(Locale.ROOT, " %14.3f", m.sweep().get(i).f1());
      }
      out.println();
    }
    out.flush();
  }

  /** The whole report as indented JSON, written to {@code file} (replaced only once complete). */
  public static void json(EvalReport report, Path file) throws IOException {
    replace(
        file,
        tmp -> {
          try (java.io.OutputStream os = Files.newOutputStream(tmp)) {
            json(report, os);
          }
        });
  }

  /** The whole report as indented JSON, written to {@code out} (left open). */
  public static void json(EvalReport report, java.io.OutputStream out) throws IOException {
    new ObjectMapper()
        .enable(SerializationFeature.INDENT_OUTPUT)
        .disable(com.fasterxml.jackson.core.JsonGenerator.Feature.AUTO_CLOSE_TARGET)
        .writeValue(out, report);
  }

  /** Reads a report written by {@link #json}. */
  public static EvalReport readJson(Path file) throws IOException {
    return new ObjectMapper().readValue(file.toFile(), EvalReport.class);
  }

  /** F1 against tau, one line per method; PNG, or SVG when the file name ends in .svg. */
  public static void chart(EvalReport report, Path file) throws IOException {
    replace(
        file,
        tmp -> {
          try (java.io.OutputStream os = Files.newOutputStream(tmp)) {
            chart(report, os, isSvg(file));
          }
        });
  }

  /**
   * Whether {@link #chart(EvalReport, Path)} writes SVG to {@code file} (its name ends in .svg)
   * rather than PNG.
   */
  public static boolean isSvg(Path file) {
    return file.getFileName().toString().toLowerCase(Locale.ROOT).endsWith(".svg");
  }

  /** F1 against tau, one line per method, as SVG or PNG, written to {@code out} (left open). */
  public static void chart(EvalReport report, java.io.OutputStream out, boolean svg)
      throws IOException {
    XYChart chart =
        new XYChartBuilder()
            .width(900)
            .height(560)
            .title("F1 by similarity threshold (" + report.gold().documents() + " pages)")
            .xAxisTitle("tau")
            .yAxisTitle("F1")
            .build();
    chart
        .getStyler()
        .setYAxisMin(0.0)
        .setYAxisMax(1.0)
        .setXAxisMin(0.0)
        .setXAxisMax(1.0)
        .setLegendPosition(org.knowm.xchart.style.Styler.LegendPosition.OutsideE)
        .setMarkerSize(4);
    double[] x = report.settings().taus().stream().mapToDouble(Double::doubleValue).toArray();
    for (MethodReport m : report.methods()) {
      double[] y = m.sweep().stream().mapToDouble(TauResult::f1).toArray();
      XYSeries s = chart.addSeries(m.method(), x, y);
      s.setMarker(SeriesMarkers.CIRCLE);
    }
    if (svg) {
      VectorGraphicsEncoder.saveVectorGraphic(
          chart, out, VectorGraphicsEncoder.VectorGraphicsFormat.SVG);
    } else {
      out.write(BitmapEncoder.getBitmapBytes(chart, BitmapEncoder.BitmapFormat.PNG));
    }
  }

  private interface Writer {
    void write(Path tmp) throws IOException;
  }

  private static void replace(Path file, Writer writer) throws IOException {
    Path parent = file.toAbsolutePath().getParent();
    Files.createDirectories(parent);
    Path tmp = Files.createTempFile(parent, "." + file.getFileName(), ".tmp");
    try {
      writer.write(tmp);
      Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
    } finally {
      Files.deleteIfExists(tmp);
    }
  }

  static String fmt(double tau) {
    String s = String.format(Locale.ROOT, "%.3f", tau);
    s = s.replaceAll("0+$", "");
    return s.endsWith(".") ? s + "0" : s;
  }
}
