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
package org.spotsigs.examples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The examples run on the bundled sample and agree with each other. */
class ExamplesTest {
  private static final String SAMPLE = "../src-test-corpora/news-sample/pages";

  private static String run(ThrowingMain main, String... args) throws Exception {
    PrintStream old = System.out;
    ByteArrayOutputStream buf = new ByteArrayOutputStream();
    System.setOut(new PrintStream(buf, true, StandardCharsets.UTF_8));
    try {
      main.run(args);
    } finally {
      System.setOut(old);
    }
    return buf.toString(StandardCharsets.UTF_8);
  }

  interface ThrowingMain {
    void run(String[] args) throws Exception;
  }

  @Test
  void allPairsAndPerDocumentQueriesAgree() throws Exception {
    String pairsOut = run(AllPairsExample::main, SAMPLE, "0.8");
    List<String> pairLines =
        Arrays.stream(pairsOut.split("\n")).filter(l -> l.contains("\t")).toList();
    assertTrue(pairsOut.contains(pairLines.size() + " pairs among 47 documents"), pairsOut);
    assertTrue(!pairLines.isEmpty(), pairsOut);

    String searchOut = run(NearDuplicateSearchExample::main, SAMPLE, "0.8");
    assertTrue(searchOut.startsWith("indexed 47 documents"), searchOut);
    // every pair shows up in the per-document listing of both of its documents
    long mentions =
        Arrays.stream(searchOut.split("\n"))
            .filter(l -> l.contains(" ~ "))
            .mapToLong(l -> l.split("\\) ").length)
            .sum();
    assertEquals(2L * pairLines.size(), mentions, searchOut);
    for (String p : pairLines) {
      String[] f = p.split("\t");
      assertTrue(searchOut.contains(f[0] + " ~") && searchOut.contains(f[1]), p);
    }
  }

  @Test
  void indexTimeDedupSkipsWhatAllPairsPairs() throws Exception {
    String out = run(IndexTimeDedupExample::main, SAMPLE, "0.5");
    long skippedLines =
        Arrays.stream(out.split("\n")).filter(l -> l.startsWith("skipped ")).count();
    assertTrue(
        out.contains("47 pages, " + (47 - skippedLines) + " indexed, " + skippedLines + " skipped"),
        out);
    // a page is skipped only if all-pairs dedup pairs it with some page at the same tau
    String pairs = run(AllPairsExample::main, SAMPLE, "0.5");
    for (String l : out.split("\n")) {
      if (l.startsWith("skipped ")) {
        String skipped = l.substring(8, l.indexOf(':'));
        String partner = l.substring(l.indexOf("of ") + 3, l.indexOf(" ("));
        assertTrue(
            pairs.contains(skipped + "\t" + partner) || pairs.contains(partner + "\t" + skipped),
            l);
      }
    }
  }

  @Test
  void resultPageFoldsAClusterUnderItsTopResult() throws Exception {
    String out = run(ResultPageDedupExample::main, SAMPLE, "auto show electric", "5", "0.4");
    long kept = Arrays.stream(out.split("\n")).filter(l -> l.matches("\\s*\\d+\\. .*")).count();
    long folded = Arrays.stream(out.split("\n")).filter(l -> l.contains("folded: ")).count();
    assertEquals(5, kept, out);
    assertTrue(folded > 0, out);
    assertTrue(out.contains("looked at " + (kept + folded) + " hits"), out);
  }

  @Test
  void allPairsOfAnExistingIndexOnDisk(@org.junit.jupiter.api.io.TempDir java.nio.file.Path tmp)
      throws Exception {
    java.nio.file.Path indexDir = tmp.resolve("index");
    try (org.apache.lucene.store.FSDirectory dir =
        org.apache.lucene.store.FSDirectory.open(indexDir)) {
      ExampleIndex.indexDirectory(
          java.nio.file.Path.of(SAMPLE),
          dir,
          org.spotsigs.index.SpotSigsSchema.defaults(),
          new org.spotsigs.analysis.SpotSigsAnalyzer());
    }
    String fromIndex = run(AllPairsExample::main, indexDir.toString(), "0.8");
    String fromPages = run(AllPairsExample::main, SAMPLE, "0.8");
    assertEquals(
        fromPages.lines().filter(l -> l.contains("\t")).sorted().toList(),
        fromIndex.lines().filter(l -> l.contains("\t")).sorted().toList());
  }
}
