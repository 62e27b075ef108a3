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
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.spotsigs.analysis.SpotSigsAnalyzer;
import org.spotsigs.index.SignatureVector;
import org.spotsigs.io.CorpusWalk;

/**
 * Extraction time of normal and adversarial texts of the same length (bench/analysis-scaling.sh):
 * the bundled sample pages' text repeated, against runs of antecedents and stop words that made the
 * chain search quadratic. Each text is analyzed with the default analyzer, the kinds alternating,
 * RUNS times; prints the median seconds of each and its ratio to the normal text. Usage:
 * AnalysisScaling PAGES_DIR CHARS [RUNS]
 */
public final class AnalysisScaling {
  private AnalysisScaling() {}

  public static void main(String[] args) throws IOException {
    Path pages = Path.of(args[0]);
    int chars = Integer.parseInt(args[1]);
    int runs = args.length > 2 ? Integer.parseInt(args[2]) : 5;
    StringBuilder sample = new StringBuilder();
    for (CorpusWalk.CorpusFile f : CorpusWalk.list(pages).files()) {
      sample.append(Files.readString(f.path(), StandardCharsets.UTF_8)).append('\n');
    }
    Map<String, String> texts = new LinkedHashMap<>();
    texts.put("normal (sample pages repeated)", repeat(sample.toString(), chars));
    texts.put(
        "normal, tags removed (their words only)",
        repeat(sample.toString().replaceAll("<[^>]*>", " "), chars));
    texts.put("'the ' repeated", repeat("the ", chars));
    texts.put("'the of ' repeated", repeat("the of ", chars));
    texts.put("'the is a ' repeated", repeat("the is a ", chars));
    texts.put("'<p>the</p> ' repeated", repeat("<p>the</p> ", chars));
    SpotSigsAnalyzer analyzer = new SpotSigsAnalyzer();
    Map<String, List<Double>> seconds = new LinkedHashMap<>();
    texts.keySet().forEach(k -> seconds.put(k, new ArrayList<>()));
    for (int r = -1; r < runs; r++) { // one warm-up round
      for (Map.Entry<String, String> e : texts.entrySet()) {
        long t = System.nanoTime();
        SignatureVector v = SignatureVector.analyze(analyzer, "f", e.getValue());
        double s = (System.nanoTime() - t) / 1e9;
        if (r >= 0) {
          seconds.get(e.getKey()).add(s);
        }
        if (r == runs - 1) {
          System.err.printf(
              Locale.ROOT,
              "%s: %,d signatures (%,d distinct)%n",
              e.getKey(),
              v.totalCount(),
              v.size());
        }
      }
    }
    double normal = median(seconds.values().iterator().next());
    System.out.printf(
        Locale.ROOT,
        "| text (%,d chars) | median seconds (%d runs) | ratio to normal |%n|---|---|---|%n",
        chars,
        runs);
    for (Map.Entry<String, List<Double>> e : seconds.entrySet()) {
      double m = median(e.getValue());
      System.out.printf(Locale.ROOT, "| %s | %.3f | %.2f |%n", e.getKey(), m, m / normal);
    }
  }

  private static String repeat(String unit, int chars) {
    StringBuilder sb = new StringBuilder(chars + unit.length());
    while (sb.length() < chars) {
      sb.append(unit);
    }
    sb.setLength(chars);
    return sb.toString();
  }

  private static double median(List<Double> values) {
    double[] a = values.stream().mapToDouble(Double::doubleValue).toArray();
    Arrays.sort(a);
    return a[a.length / 2];
  }
}
