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

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.carrotsearch.randomizedtesting.jupiter.Randomized;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.knowm.xchart.BitmapEncoder;
import org.knowm.xchart.XYChart;

/** The growth chart reads the rows bench/growth.sh writes, in any order, and plots each column. */
@Randomized
class GrowthChartTest {
  @TempDir Path tmp;

  @Test
  void readsTheRunsSortedByDocumentsAndPlotsTimeHeapAndPairs(Random random) throws IOException {
    int n = 2 + random.nextInt(5);
    List<String> lines = new ArrayList<>();
    long[] docs = new long[n];
    for (int i = 0; i < n; i++) {
      docs[i] = (long) Math.pow(10, 3 + i);
      long pairs = random.nextInt(1_000_000_000);
      lines.add(
          String.format(
              Locale.ROOT,
              "%d\t%d\t%.2f\t%.2f\t%.2f\t%,d\t%.2f\t%.2f",
              docs[i],
              docs[i] / 600,
              i + 0.5,
              i + 0.25,
              0.1 * i,
              pairs,
              0.5 * (i + 1),
              0.75 * (i + 1)));
    }
    Collections.shuffle(lines, random);
    Path tsv = tmp.resolve("results.tsv");
    Files.write(tsv, lines, StandardCharsets.UTF_8);

    List<GrowthChart.Run> runs = GrowthChart.load(tsv);
    assertEquals(n, runs.size());
    for (int i = 0; i < n; i++) {
      assertEquals(docs[i], runs.get(i).documents());
      assertEquals(i + 0.5, runs.get(i).wall(), 1e-9);
      assertEquals(0.5 * (i + 1), runs.get(i).heapGb(), 1e-9);
    }
    XYChart chart = GrowthChart.chart(runs);
    assertEquals(3, chart.getSeriesMap().size());
    double[] x = chart.getSeriesMap().get("wall (s)").getXData();
    assertArrayEquals(runs.stream().mapToDouble(GrowthChart.Run::documents).toArray(), x);
    double[] pairs = chart.getSeriesMap().get("pairs (millions)").getYData();
    for (int i = 0; i < n; i++) {
      assertEquals(runs.get(i).pairs() / 1e6, pairs[i], 1e-9);
    }
    Path png = tmp.resolve("growth.png");
    BitmapEncoder.saveBitmap(chart, png.toString(), BitmapEncoder.BitmapFormat.PNG);
    assertTrue(Files.size(png) > 0);
  }

  @Test
  void valuesOfZeroAreLeftOutOfTheirSeries() throws IOException {
    Path tsv = tmp.resolve("results.tsv");
    Files.writeString(
        tsv,
        "1000\t1\t0.50\t0.16\t0.01\t0\t0.00\t0.12\n"
            + "10000\t16\t1.00\t0.66\t0.03\t1,043\t0.11\t0.21\n");
    XYChart chart = GrowthChart.chart(GrowthChart.load(tsv));
    assertArrayEquals(new double[] {1000, 10000}, chart.getSeriesMap().get("wall (s)").getXData());
    assertArrayEquals(new double[] {10000}, chart.getSeriesMap().get("peak heap (GB)").getXData());
    assertArrayEquals(
        new double[] {10000}, chart.getSeriesMap().get("pairs (millions)").getXData());
    Path png = tmp.resolve("growth.png");
    BitmapEncoder.saveBitmap(chart, png.toString(), BitmapEncoder.BitmapFormat.PNG);
    assertTrue(Files.size(png) > 0);
  }

  @Test
  void aLineThatIsNotARunIsAnErrorNamingIt() throws IOException {
    Path tsv = tmp.resolve("results.tsv");
    Files.writeString(tsv, "10000\t16\t1.00\t0.66\t0.03\t1,043\t0.11\t0.21\n10000\tsixteen\n");
    IOException e = assertThrows(IOException.class, () -> GrowthChart.load(tsv));
    assertTrue(e.getMessage().contains("results.tsv:2"), e.getMessage());
  }
}
