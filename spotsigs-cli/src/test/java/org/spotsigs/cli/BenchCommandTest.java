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
package org.spotsigs.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class BenchCommandTest {
  @TempDir Path tmp;

  @Test
  void exactMethodsAgreeAndLshFindsNoMore() throws IOException {
    Path json = tmp.resolve("bench.json");
    CliRunner.Result r =
        CliRunner.run(
            "bench",
            "-i",
            IndexQueryClustersTest.SAMPLE.toString(),
            "--taus",
            "0.8,0.4",
            "--repeat",
            "1",
            "--measure",
            "set",
            "--json",
            json.toString());
    assertEquals(0, r.exitCode(), r.err());
    assertTrue(r.out().contains("| read + extract (2 threads) |"), r.out());
    assertTrue(r.out().contains("| index build (2 threads"), r.out());
    JsonNode report = new ObjectMapper().readTree(json.toFile());
    assertEquals(47, report.get("documents").asInt());
    Map<String, Integer> pairs = new HashMap<>();
    for (JsonNode run : report.get("runs")) {
      pairs.put(
          run.get("tau").asText() + " " + run.get("method").asText(), run.get("pairs").asInt());
      assertTrue(run.get("seconds").asDouble() >= 0);
    }
    assertEquals(10, pairs.size());
    for (String tau : new String[] {"0.8", "0.4"}) {
      int exact = pairs.get(tau + " spotsigs");
      assertTrue(exact > 0, tau);
      assertEquals(exact, pairs.get(tau + " nopart"), tau);
      assertEquals(exact, pairs.get(tau + " noprune"), tau);
      assertEquals(exact, pairs.get(tau + " ppjoin+"), tau + ": PPJoin+ is exact set Jaccard");
      assertTrue(pairs.get(tau + " lsh-s") <= exact, tau + ": LSH-S only misses");
    }
    CliRunner.Result bad =
        CliRunner.run(
            "bench", "-i", IndexQueryClustersTest.SAMPLE.toString(), "--methods", "magic");
    assertEquals(2, bad.exitCode());
  }
}
