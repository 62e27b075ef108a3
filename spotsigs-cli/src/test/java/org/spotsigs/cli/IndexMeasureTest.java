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
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** An index records its measure; 'query' and 'dedup --index' use it unless told otherwise. */
class IndexMeasureTest {
  @TempDir Path tmp;

  @Test
  void laterRunsDefaultToTheIndexMeasure() {
    String sample = IndexQueryClustersTest.SAMPLE.toString();
    Path index = tmp.resolve("set-index");
    assertEquals(
        0,
        CliRunner.run("index", "-i", sample, "--index", index.toString(), "--measure", "set")
            .exitCode());

    CliRunner.Result setPairs =
        CliRunner.run("dedup", "-i", sample, "-t", "0.3", "--measure", "set");
    CliRunner.Result multisetPairs = CliRunner.run("dedup", "-i", sample, "-t", "0.3");
    assertNotEquals(
        setPairs.out(), multisetPairs.out(), "the sample tells the measures apart at 0.3");

    CliRunner.Result fromIndex = CliRunner.run("dedup", "--index", index.toString(), "-t", "0.3");
    assertEquals(0, fromIndex.exitCode(), fromIndex.err());
    assertTrue(fromIndex.err().contains("at set Jaccard"), fromIndex.err());
    assertEquals(
        IndexQueryClustersTest.pairsOf(setPairs.out()),
        IndexQueryClustersTest.pairsOf(fromIndex.out()));

    CliRunner.Result query =
        CliRunner.run("query", "--index", index.toString(), "-t", "0.3", sample);
    assertEquals(0, query.exitCode(), query.err());
    assertTrue(query.err().contains("at set Jaccard"), query.err());
    CliRunner.Result querySet =
        CliRunner.run(
            "query", "--index", index.toString(), "-t", "0.3", "--measure", "set", sample);
    assertEquals(querySet.out(), query.out());

    // another measure may still be asked for: the answer stays exact
    CliRunner.Result multiset =
        CliRunner.run("dedup", "--index", index.toString(), "-t", "0.3", "--measure", "multiset");
    assertTrue(multiset.err().contains("at multiset Jaccard"), multiset.err());
    assertEquals(
        IndexQueryClustersTest.pairsOf(multisetPairs.out()),
        IndexQueryClustersTest.pairsOf(multiset.out()));
  }
}
