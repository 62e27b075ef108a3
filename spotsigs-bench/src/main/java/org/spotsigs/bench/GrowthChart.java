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
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import org.knowm.xchart.BitmapEncoder;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYChartBuilder;
import org.knowm.xchart.XYSeries;
import org.knowm.xchart.style.Styler;
import org.knowm.xchart.style.markers.SeriesMarkers;

/**
 * The growth chart of {@code bench/growth.sh}: wall time, peak heap and pairs of one {@code
 * spotsigs dedup} run against the number of documents, on logarithmic axes (a straight line of
 * slope one is linear growth).
 *
 * <p>Input: the script's {@code results-CORPUS.tsv}, one run per line: documents, input MB, wall s,
 * read+extract s, dedup s, pairs, peak heap GB, peak RSS GB. A value of 0 (a run too short for a
 * garbage collection to report its heap, no pairs) is left out of its series.
 */
public final class GrowthChart {
  private GrowthChart() {}

  /** One run of the growth script. */
  record Run(long documents, double wall, double heapGb, long pairs) {}

  /** The runs of {@code tsv}, by number of documents; a malformed line is an error naming it. */
  static List<Run> load(Path tsv) throws IOException {
    List<Run> runs = new ArrayList<>();
    List<String> lines = Files.readAllLines(tsv, StandardCharsets.UTF_8);
    for (int i = 0; i < lines.size(); i++) {
      String line = lines.get(i);
      if (line.isBlank()) {
        continue;
      }
      String[] f = line.split("\t");
      try {
        runs.add(
            new Run(
                Long.parseLong(f[0]),
                Double.parseDouble(f[2]),
                Double.parseDouble(f[6]),
                Long.parseLong(f[5].replace(",", ""))));
      } catch (RuntimeException e) {
        throw new IOException(tsv + ":" + (i + 1) + ": not a run of bench/growth.sh: " + line, e);
      }
    }
    runs.sort(Comparator.comparingLong(Run::documents));
    return runs;
  }

  /** Wall seconds, peak heap (GB) and millions of pairs against documents, log-log. */
  static XYChart chart(List<Run> runs) {
    XYChart chart =
        new XYChartBuilder()
            .width(900)
            .height(560)
            .title("spotsigs dedup, tau 0.9, 2 threads, pairs written as found: growth")
            .xAxisTitle("documents")
            .yAxisTitle("seconds / GB / millions of pairs")
            .build();
    chart.getStyler().setLegendPosition(Styler.LegendPosition.InsideNW);
    chart.getStyler().setXAxisLogarithmic(true);
    chart.getStyler().setYAxisLogarithmic(true);
    chart.getStyler().setChartTitleFont(chart.getStyler().getChartTitleFont().deriveFont(14f));
    double[] x = runs.stream().mapToDouble(Run::documents).toArray();
    series(chart, "wall (s)", x, runs.stream().mapToDouble(Run::wall).toArray());
    series(chart, "peak heap (GB)", x, runs.stream().mapToDouble(Run::heapGb).toArray());
    series(chart, "pairs (millions)", x, runs.stream().mapToDouble(r -> r.pairs() / 1e6).toArray());
    return chart;
  }

  /** A series of the points whose value is positive (a log axis has no place for the others). */
  private static void series(XYChart chart, String name, double[] x, double[] y) {
    int n = 0;
    double[] px = new double[x.length];
    double[] py = new double[y.length];
    for (int i = 0; i < x.length; i++) {
      if (y[i] > 0) {
        px[n] = x[i];
        py[n++] = y[i];
      }
    }
    if (n == 0) {
      return;
    }
    XYSeries s = chart.addSeries(name, Arrays.copyOf(px, n), Arrays.copyOf(py, n));
    s.setMarker(SeriesMarkers.CIRCLE);
  }

  /** {@code GrowthChart RESULTS.tsv CHART.png}. */
  public static void main(String[] args) throws IOException {
    if (args.length != 2) {
      System.err.println("usage: GrowthChart RESULTS.tsv CHART.png");
      System.exit(2);
    }
    List<Run> runs = load(Path.of(args[0]));
    if (runs.isEmpty()) {
      System.err.println("growth-chart: no runs in " + args[0]);
      System.exit(1);
    }
    BitmapEncoder.saveBitmap(chart(runs), args[1], BitmapEncoder.BitmapFormat.PNG);
    System.err.println("growth-chart: " + args[1]);
  }
}
