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

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.spotsigs.io.Tsv;

/**
 * Clusters are named after the same documents whether they come from files or an index, on any
 * number of threads.
 */
class RepresentativeTest {
  @TempDir Path tmp;

  private static Map<String, String> clusters(Path file) throws IOException {
    Map<String, String> m = new TreeMap<>();
    for (String line : Files.readAllLines(file)) {
      List<String> f = Tsv.split(line);
      m.put(f.get(0), f.get(1) + "\t" + f.get(2));
    }
    return m;
  }

  @Test
  void filesAndIndexGiveTheSameRepresentatives() throws IOException {
    String sample = IndexQueryClustersTest.SAMPLE.toString();
    Path plain = tmp.resolve("plain");
    Path viaDedupWriter = tmp.resolve("dedup-writer");
    assertEquals(
        0,
        CliRunner.run("index", "-i", sample, "--index", plain.toString(), "--threads", "2")
            .exitCode());
    assertEquals(
        0,
        CliRunner.run(
                "index",
                "-i",
                sample,
                "--index",
                viaDedupWriter.toString(),
                "--dedup",
                "record",
                "-t",
                "0.3",
                "--guess",
                "best",
                "--threads",
                "1")
            .exitCode());
    for (String method : List.of("components", "best")) {
      Path direct = tmp.resolve(method + "-direct.tsv");
      Path directPairs = tmp.resolve(method + "-direct-pairs.tsv");
      CliRunner.Result d =
          CliRunner.run(
              "dedup",
              "-i",
              sample,
              "-t",
              "0.3",
              "--cluster-method",
              method,
              "--clusters",
              direct.toString(),
              "--threads",
              "1",
              "--pairs",
              directPairs.toString());
      assertEquals(0, d.exitCode(), d.err());
      Map<String, String> expected = clusters(direct);
      long named = expected.values().stream().map(v -> v.split("\t")[0]).distinct().count();
      assertTrue(named < expected.size(), "the sample has clusters at 0.3");
      for (Path index : List.of(plain, viaDedupWriter)) {
        for (String threads : List.of("1", "2")) {
          Path out = tmp.resolve(method + "-" + index.getFileName() + "-" + threads + ".tsv");
          Path outPairs =
              tmp.resolve(method + "-" + index.getFileName() + "-" + threads + "-pairs.tsv");
          CliRunner.Result r =
              CliRunner.run(
                  "dedup",
                  "--index",
                  index.toString(),
                  "-t",
                  "0.3",
                  "--cluster-method",
                  method,
                  "--clusters",
                  out.toString(),
                  "--threads",
                  threads,
                  "--pairs",
                  outPairs.toString());
          assertEquals(0, r.exitCode(), r.err());
          String what = method + " from " + index.getFileName() + " on " + threads + " threads";
          assertEquals(expected, clusters(out), what);
          // listed in input order too: the very same files
          assertEquals(Files.readString(direct), Files.readString(out), what);
          assertEquals(Files.readString(directPairs), Files.readString(outPairs), what);
        }
      }
    }
  }
}
