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
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class GoldSetTest {
  @TempDir Path tmp;

  @Test
  void readsTheBundledSample() throws IOException {
    GoldSet gold = GoldSet.load(EvalTestSupport.NEWS_SAMPLE);
    Map<String, Integer> clusterSizes = new HashMap<>();
    int lines = 0;
    for (String line : Files.readAllLines(EvalTestSupport.NEWS_SAMPLE.resolve("clusters.tsv"))) {
      if (!line.isBlank()) {
        clusterSizes.merge(line.split("\t")[1], 1, Integer::sum);
        lines++;
      }
    }
    long positives = clusterSizes.values().stream().mapToLong(s -> (long) s * (s - 1) / 2).sum();
    assertEquals(lines, gold.size());
    try (var pages = Files.list(EvalTestSupport.NEWS_SAMPLE.resolve("pages"))) {
      assertEquals(pages.count(), gold.size());
    }
    assertEquals(positives, gold.positivePairs());
    assertEquals((long) lines * (lines - 1) / 2, gold.allPairs());
    long distractorLines =
        Files.readAllLines(EvalTestSupport.NEWS_SAMPLE.resolve("meta.jsonl")).stream()
            .filter(l -> l.contains("\"kind\": \"distractor"))
            .count();
    long distractors =
        java.util.stream.IntStream.range(0, gold.size()).filter(gold::isDistractor).count();
    assertEquals(distractorLines, distractors);
    assertTrue(gold.text(0).contains("<"), "pages are HTML");
  }

  private Path gold(String clusters, String... pages) throws IOException {
    Path dir = Files.createTempDirectory(tmp, "g");
    Files.createDirectories(dir.resolve("pages"));
    for (String p : pages) {
      Files.writeString(dir.resolve("pages").resolve(p), "x");
    }
    Files.writeString(dir.resolve("clusters.tsv"), clusters);
    return dir;
  }

  @Test
  void refusesBadInput() throws IOException {
    assertTrue(
        assertThrows(IOException.class, () -> GoldSet.load(gold("a\tc1\nb\tc1\n", "a.html")))
            .getMessage()
            .contains("'b' has no page"));
    assertTrue(
        assertThrows(IOException.class, () -> GoldSet.load(gold("a\tc1\n", "a.html", "b.html")))
            .getMessage()
            .contains("has no cluster"));
    assertTrue(
        assertThrows(IOException.class, () -> GoldSet.load(gold("a c1\n", "a.html")))
            .getMessage()
            .contains(":1: expected docid<TAB>clusterid"));
    assertTrue(
        assertThrows(IOException.class, () -> GoldSet.load(gold("a\tc1\na\tc2\n", "a.html")))
            .getMessage()
            .contains("listed twice"));
    assertTrue(
        assertThrows(IOException.class, () -> GoldSet.load(tmp.resolve("nothing")))
            .getMessage()
            .contains("not a gold set"));
    Path bad = gold("a\tc1\n", "a.html");
    Files.writeString(bad.resolve("meta.jsonl"), "{\"docid\": \"a\"}\n{oops\n");
    assertTrue(
        assertThrows(IOException.class, () -> GoldSet.load(bad))
            .getMessage()
            .contains("meta.jsonl:2: not JSON"));
  }

  @Test
  void opensAnArchiveOnceAndReusesIt() throws IOException {
    Path src = gold("a\tc1\nb\tc1\nc\tsc\n", "a.html", "b.html", "c.html");
    Path archive = tmp.resolve("small-gold.tar.xz");
    EvalTestSupport.tarXz(src, "small-gold", archive);
    Path work = tmp.resolve("work");
    GoldSet g = GoldArchive.open(archive, work);
    assertEquals(3, g.size());
    assertEquals(1, g.positivePairs());
    Path marker =
        Files.list(work.resolve("small-gold"))
            .filter(p -> p.getFileName().toString().startsWith(".unpacked"))
            .findFirst()
            .orElseThrow();
    long stamp = Files.getLastModifiedTime(marker).toMillis();
    assertEquals(3, GoldArchive.open(archive, work).size());
    assertEquals(stamp, Files.getLastModifiedTime(marker).toMillis(), "not unpacked again");
    assertTrue(
        assertThrows(IOException.class, () -> GoldArchive.open(tmp.resolve("missing.tar.xz"), work))
            .getMessage()
            .contains("does not exist"));
  }
}
