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
package org.spotsigs.io;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.carrotsearch.randomizedtesting.jupiter.Randomized;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

@Randomized
class CorpusWalkTest {
  @TempDir Path tmp;

  /**
   * The order of the walk is the depth-first order with each directory's entries sorted by name: a
   * brute-force oracle sorts the paths' name lists element by element, which is that order.
   */
  @Test
  void depthFirstByNameWithTheIdRule(Random random) throws IOException {
    for (int iter = 0; iter < 20; iter++) {
      Path root = Files.createDirectories(tmp.resolve("r" + iter));
      TreeMap<String, String> byId = new TreeMap<>();
      List<List<String>> expected = new ArrayList<>();
      String[] names = {"a", "a.b", "a-c", "b", "B", "z9", "a0"};
      String[] exts = {"", ".html", ".txt.gz", ".zst"};
      int files = 1 + random.nextInt(25);
      for (int i = 0; i < files; i++) {
        List<String> parts = new ArrayList<>();
        int depth = random.nextInt(3);
        for (int d = 0; d < depth; d++) {
          parts.add("d" + names[random.nextInt(names.length)]);
        }
        parts.add(names[random.nextInt(names.length)] + exts[random.nextInt(exts.length)]);
        Path p = root;
        for (String part : parts) {
          p = p.resolve(part);
        }
        String rel = String.join("/", parts);
        String id = DocumentIds.of(rel);
        if (Files.exists(p) || byId.containsKey(id)) {
          continue; // one file per id: duplicates are tested below
        }
        Files.createDirectories(p.getParent());
        Files.writeString(p, rel, StandardCharsets.UTF_8);
        byId.put(id, rel);
        expected.add(parts);
      }
      Files.writeString(root.resolve(".hidden"), "x");
      Files.createDirectories(root.resolve(".git")).resolve("x.html").toFile().createNewFile();
      expected.sort(CorpusWalkTest::byNames);
      List<String> want = new ArrayList<>();
      for (List<String> parts : expected) {
        want.add(DocumentIds.of(String.join("/", parts)));
      }
      CorpusWalk.Listing listing = CorpusWalk.list(root);
      List<String> got = listing.files().stream().map(CorpusWalk.CorpusFile::id).toList();
      assertEquals(want, got);
      for (CorpusWalk.CorpusFile f : listing.files()) {
        assertEquals(byId.get(f.id()), Files.readString(f.path(), StandardCharsets.UTF_8));
      }
      assertEquals(Collections.emptyList(), listing.passedOver());
    }
  }

  private static int byNames(List<String> a, List<String> b) {
    for (int i = 0; i < Math.min(a.size(), b.size()); i++) {
      int c = a.get(i).compareTo(b.get(i));
      if (c != 0) {
        return c;
      }
    }
    return Integer.compare(a.size(), b.size());
  }

  @Test
  void aSecondFileWithTheSameIdIsPassedOverAndTheFirstKept() throws IOException {
    Files.writeString(tmp.resolve("p.html"), "first");
    Files.writeString(tmp.resolve("p.html.gz"), "second");
    CorpusWalk.Listing listing = CorpusWalk.list(tmp);
    assertEquals(1, listing.files().size());
    assertEquals(tmp.resolve("p.html"), listing.files().get(0).path());
    assertEquals(1, listing.passedOver().size());
    assertTrue(listing.passedOver().get(0).contains("duplicate id 'p'"), listing.toString());
  }
}
