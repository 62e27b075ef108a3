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
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.spotsigs.analysis.SpotSigsAnalyzer;
import org.spotsigs.core.Threshold;

/**
 * The library's default signatures on the development gold set ({@code ../shared/data}, beside the
 * project): the quality the defaults were chosen for (docs/EVALUATION.md). Skipped, with a message,
 * where the gold set is not there.
 */
class GoldDevTest {
  private static final Path ARCHIVE = Path.of("..", "..", "shared", "data", "gold-dev.tar.xz");

  @Test
  void defaultsMeetTheirTargets() throws IOException {
    Assumptions.assumeTrue(
        Files.isRegularFile(ARCHIVE),
        "gold-dev not found at "
            + ARCHIVE.toAbsolutePath().normalize()
            + ": skipping the gold-set check");
    GoldSet gold = GoldArchive.open(ARCHIVE, Path.of("target", "gold"));
    assertEquals(1220, gold.size());
    assertEquals(19533, gold.positivePairs());
    Threshold defaultTau = Threshold.parse(Evaluation.DEFAULT_TAU);
    EvalReport report =
        Evaluation.builder(new SpotSigsAnalyzer())
            .taus(Evaluation.sweep("0.02", "0.5", "0.02"))
            .defaultTau(defaultTau)
            .methods(List.of(EvalMethod.SPOTSIGS, EvalMethod.LSH_S, EvalMethod.I_MATCH_S))
            .build()
            .run(gold);
    MethodReport spotsigs = report.methods().get(0);
    assertTrue(spotsigs.best().f1() >= 0.95, "best F1 " + spotsigs.best());
    assertTrue(
        spotsigs.atDefaultTau().precision() >= 0.95,
        "precision at the default tau " + spotsigs.atDefaultTau());
    assertTrue(
        spotsigs.atDefaultTau().f1() >= 0.9, "F1 at the default tau " + spotsigs.atDefaultTau());
    for (MethodReport baseline : report.methods().subList(1, report.methods().size())) {
      assertTrue(
          spotsigs.best().f1() > baseline.best().f1(), baseline.method() + " " + baseline.best());
    }
  }
}
