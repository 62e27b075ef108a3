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
package org.spotsigs.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.zip.GZIPOutputStream;
import org.apache.spark.sql.Row;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The inputs: ids, input order, skipped files and lines, nested fields. */
class InputsTest {
  @Test
  void filesInTheOrderOfASortedDepthFirstWalk(@TempDir Path dir) throws IOException {
    Files.createDirectories(dir.resolve("a"));
    Files.createDirectories(dir.resolve(".hidden"));
    Files.writeString(dir.resolve("a/z.html"), "<p>z</p>");
    Files.writeString(dir.resolve("a-b.txt"), "a-b");
    Files.writeString(dir.resolve("b.html"), "b");
    Files.writeString(dir.resolve("b.txt"), "b again: id taken");
    Files.writeString(dir.resolve("empty.txt"), "");
    Files.write(dir.resolve("binary.bin"), new byte[] {'x', 0, 'y'});
    Files.writeString(dir.resolve(".hidden/h.txt"), "hidden");
    try (GZIPOutputStream gz =
        new GZIPOutputStream(Files.newOutputStream(dir.resolve("c.html.gz")))) {
      gz.write("compressed".getBytes(StandardCharsets.UTF_8));
    }
    Inputs in = new Inputs(LocalSpark.get(), "files", List.of(dir.toString()), "id", "text");
    // one pass over the input (a sort would read it twice, and count its problems twice)
    List<Row> rows = sorted(in.documents(LocalSpark.get()).collectAsList());
    // "a" sorts before "a-b.txt" by name, so a/z comes first, as the command line's walk has it
    assertEquals(List.of("a/z", "a-b", "b", "c"), rows.stream().map(r -> r.getString(1)).toList());
    assertEquals("compressed", rows.get(3).getString(2));
    assertEquals(3, in.skipped());
    String problems = String.join("\n", in.problems());
    assertTrue(problems.contains("already taken"), problems);
    assertTrue(problems.contains("empty file"), problems);
    assertTrue(problems.contains("binary file"), problems);
  }

  @Test
  void jsonLinesInFileAndLineOrderWithBadLinesSkipped(@TempDir Path dir) throws IOException {
    Files.writeString(
        dir.resolve("b.jsonl"),
        "{\"id\": 7, \"meta\": {\"content\": \"seven\"}}\n\n[1]\nnot json\n{\"id\": \"x\"}\n");
    Files.writeString(
        dir.resolve("a.jsonl"), "{\"id\": \"first\", \"meta.content\": \"dotted key\"}\n");
    Inputs in =
        new Inputs(LocalSpark.get(), "jsonl", List.of(dir.toString()), "id", "meta.content");
    List<Row> rows = sorted(in.documents(LocalSpark.get()).collectAsList());
    assertEquals(List.of("first", "7"), rows.stream().map(r -> r.getString(1)).toList());
    assertEquals(List.of("dotted key", "seven"), rows.stream().map(r -> r.getString(2)).toList());
    assertEquals(3, in.skipped());
  }

  static List<Row> sorted(List<Row> rows) {
    return rows.stream().sorted(java.util.Comparator.comparingLong(r -> r.getLong(0))).toList();
  }

  @Test
  void dottedPaths() throws IOException {
    ObjectMapper json = new ObjectMapper();
    var node = json.readTree("{\"a\": {\"b.c\": {\"d\": 1}}, \"x.y\": 2}");
    assertEquals(1, JsonLineDocuments.field(node, "a.b.c.d").intValue());
    assertEquals(2, JsonLineDocuments.field(node, "x.y").intValue());
    assertNull(JsonLineDocuments.field(node, "a.b"));
  }

  @Test
  void idsAsTheCommandLineMakesThem() {
    assertEquals("a/b", Inputs.stripExtension("a/b.html.gz"));
    assertEquals("a.d/b", Inputs.stripExtension("a.d/b"));
    assertEquals("a/.b", Inputs.stripExtension("a/.b"));
    assertTrue(Inputs.compareComponents("a/z", "a-b") < 0);
    assertTrue(Inputs.compareComponents("a", "a/b") < 0);
  }
}
