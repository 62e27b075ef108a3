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

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.spotsigs.analysis.SpotSigsAnalyzer;
import org.spotsigs.core.Measure;
import org.spotsigs.core.Threshold;
import org.spotsigs.dedup.DedupResult;
import org.spotsigs.dedup.Deduplicator;
import org.spotsigs.dedup.VectorCollection;
import org.spotsigs.index.SignatureVector;

/**
 * The whole evaluation on the bundled 47-page sample, checked against the ground truth directly.
 */
class EvaluationTest {
  private static final List<Threshold> TAUS = Evaluation.sweep("0.05", "1.0", "0.05");
  private static GoldSet gold;
  private static EvalReport report;

  @TempDir Path tmp;

  @BeforeAll
  static void evaluate() throws IOException {
    gold = GoldSet.load(EvalTestSupport.NEWS_SAMPLE);
    report =
        Evaluation.builder(new SpotSigsAnalyzer())
            .taus(TAUS)
            .defaultTau(Threshold.parse("0.5"))
            .threads(2)
            .log(System.err::println)
            .build()
            .run(gold);
  }

  private static MethodReport method(EvalReport r, String name) {
    return r.methods().stream().filter(m -> m.method().equals(name)).findFirst().orElseThrow();
  }

  @Test
  void spotSigsCountsAreThoseOfADeduplicationAtEachTau() throws IOException {
    SpotSigsAnalyzer analyzer = new SpotSigsAnalyzer();
    VectorCollection.Builder b = VectorCollection.builder();
    for (int i = 0; i < gold.size(); i++) {
      b.add(SignatureVector.analyze(analyzer, "f", gold.text(i)), i);
    }
    VectorCollection vc = b.build();
    MethodReport spotsigs = method(report, "spotsigs");
    assertEquals(TAUS.size(), spotsigs.sweep().size());
    for (int t = 0; t < TAUS.size(); t++) {
      DedupResult pairs = Deduplicator.builder(TAUS.get(t)).build().run(vc);
      long tp = 0;
      for (int i = 0; i < pairs.size(); i++) {
        if (gold.cluster(pairs.docA(i)) == gold.cluster(pairs.docB(i))) {
          tp++;
        }
      }
      TauResult r = spotsigs.sweep().get(t);
      assertEquals(TAUS.get(t).value(), r.tau());
      assertEquals(tp, r.tp(), "tau " + r.tau());
      assertEquals(pairs.size() - tp, r.fp(), "tau " + r.tau());
      assertEquals(gold.positivePairs() - tp, r.fn());
    }
    assertEquals(
        spotsigs.sweep().get(TAUS.indexOf(Threshold.parse("0.5"))), spotsigs.atDefaultTau());
  }

  @Test
  void summariesAgreeWithTheSweep() {
    for (MethodReport m : report.methods()) {
      double maxF1 = m.sweep().stream().mapToDouble(TauResult::f1).max().orElseThrow();
      assertEquals(maxF1, m.best().f1(), m.method());
      assertTrue(m.sweep().contains(m.best()));
      if (m.thresholdFree()) {
        assertNull(m.f1Range(), m.method());
        assertTrue(
            m.sweep().stream().allMatch(r -> r.tp() == m.best().tp() && r.fp() == m.best().fp()),
            m.method());
        continue;
      }
      MethodReport.Range range = m.f1Range();
      if (maxF1 < Evaluation.F1_RANGE_THRESHOLD) {
        assertNull(range, m.method());
        continue;
      }
      assertNotNull(range, m.method());
      int longest = 0;
      int run = 0;
      for (TauResult r : m.sweep()) {
        run = r.f1() >= 0.9 ? run + 1 : 0;
        longest = Math.max(longest, run);
        boolean inside = r.tau() >= range.from() && r.tau() <= range.to();
        if (inside) {
          assertTrue(r.f1() >= 0.9, m.method() + " tau " + r.tau());
        }
      }
      long inRange =
          m.sweep().stream().filter(r -> r.tau() >= range.from() && r.tau() <= range.to()).count();
      assertEquals(longest, inRange, m.method() + ": the range is the longest run");
      assertEquals(range.to() - range.from(), range.width(), 1e-9);
    }
  }

  @Test
  void ppjoinIsSpotSigsWithSetJaccard() throws IOException {
    EvalReport set =
        Evaluation.builder(new SpotSigsAnalyzer())
            .taus(TAUS)
            .measure(Measure.SET)
            .methods(List.of(EvalMethod.SPOTSIGS))
            .build()
            .run(gold);
    assertEquals(method(set, "spotsigs").sweep(), method(report, "ppjoin+").sweep());
  }

  @Test
  void hashingMethodsAreDeterministic() throws IOException {
    EvalReport again =
        Evaluation.builder(new SpotSigsAnalyzer())
            .taus(TAUS)
            .defaultTau(Threshold.parse("0.5"))
            .threads(1)
            .methods(List.of(EvalMethod.LSH_S, EvalMethod.LUCENE_MINHASH, EvalMethod.I_MATCH_S))
            .build()
            .run(gold);
    for (MethodReport m : again.methods()) {
      assertEquals(method(report, m.method()).sweep(), m.sweep(), m.method());
    }
  }

  @Test
  void reportRoundTripsThroughJsonAndDrawsACharts() throws IOException {
    Path json = tmp.resolve("r/report.json");
    ReportWriter.json(report, json);
    assertEquals(report, ReportWriter.readJson(json));
    Path png = tmp.resolve("f1.png");
    ReportWriter.chart(report, png);
    byte[] head = java.util.Arrays.copyOf(Files.readAllBytes(png), 8);
    assertEquals("\u0089PNG", new String(head, 0, 4, java.nio.charset.StandardCharsets.ISO_8859_1));
    Path svg = tmp.resolve("f1.svg");
    ReportWriter.chart(report, svg);
    assertTrue(Files.readString(svg).contains("<svg"), "an SVG document");
    StringWriter table = new StringWriter();
    ReportWriter.table(report, new PrintWriter(table));
    for (MethodReport m : report.methods()) {
      assertTrue(table.toString().contains(m.method()), table.toString());
    }
  }
}
