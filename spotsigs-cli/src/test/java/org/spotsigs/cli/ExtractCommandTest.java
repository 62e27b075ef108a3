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

import com.carrotsearch.randomizedtesting.jupiter.Randomized;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.zip.GZIPInputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.spotsigs.analysis.TextExtraction;
import org.spotsigs.html.Extractions;

/**
 * {@code spotsigs extract}: one JSON line per document in input order, with the text the extraction
 * gives and the text's language, whatever the number of threads; inputs read as {@code dedup} reads
 * them; the output written as every output is.
 */
@Randomized
class ExtractCommandTest {
  private static final ObjectMapper JSON = new ObjectMapper();
  private static final String[] WORDS = {
    "the", "ferry", "of", "harbour", "was", "crossing", "and", "island", "to", "captain", "weather"
  };
  private static final String GERMAN =
      "Die Fähre fährt heute nicht, weil der Sturm zu stark ist und die Wellen sehr hoch sind. Der"
          + " Kapitän hat gesagt, dass sie morgen wieder fahren wird, wenn das Wetter besser ist.";

  @TempDir Path tmp;

  private static String prose(Random r, int words) {
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < words; i++) {
      sb.append(i == 0 ? "" : " ").append(WORDS[r.nextInt(WORDS.length)]);
    }
    return sb.append('.').toString();
  }

  private static String page(Random r) {
    StringBuilder sb = new StringBuilder("<html><head><title>Crossing</title></head><body>");
    sb.append(
        "<nav><ul><li><a href=\"/\">Home</a></li><li><a href=\"/n\">News</a></li></ul></nav>");
    sb.append("<article><h1>Crossing</h1>");
    for (int p = 0, n = 1 + r.nextInt(4); p < n; p++) {
      sb.append("<p>").append(prose(r, 20 + r.nextInt(40))).append("</p>");
    }
    sb.append("</article><footer><p>All rights reserved.</p></footer></body></html>");
    return sb.toString();
  }

  private static List<JsonNode> lines(String out) throws IOException {
    List<JsonNode> nodes = new ArrayList<>();
    for (String line : out.split("\n")) {
      if (!line.isBlank()) {
        nodes.add(JSON.readTree(line));
      }
    }
    return nodes;
  }

  @Test
  void articlesInInputOrderOnAnyNumberOfThreads(Random r) throws IOException {
    Path dir = Files.createDirectories(tmp.resolve("pages"));
    int n = 5 + r.nextInt(40);
    List<String> pages = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      String html = page(r);
      pages.add(html);
      Files.writeString(dir.resolve(String.format("p%03d.html", i)), html);
    }
    TextExtraction article = Extractions.parse("article", null, true); // the command's default
    String first = null;
    for (String threads : new String[] {"1", "3"}) {
      CliRunner.Result res = CliRunner.run("extract", "--threads", threads, dir.toString());
      assertEquals(0, res.exitCode(), res.err());
      List<JsonNode> out = lines(res.out());
      assertEquals(n, out.size());
      for (int i = 0; i < n; i++) {
        JsonNode o = out.get(i);
        assertEquals(String.format("p%03d", i), o.get("id").asText());
        assertEquals(article.text(pages.get(i)), o.get("text").asText());
        assertEquals("en", o.get("language").asText());
        assertTrue(!o.get("text").asText().contains("Home"), o.get("text").asText());
      }
      assertTrue(res.err().contains("spotsigs extract: " + n + " documents"), res.err());
      if (first == null) {
        first = res.out();
      } else {
        assertEquals(first, res.out());
      }
    }
  }

  @Test
  void jsonlInputPlainTextAndLanguages() throws IOException {
    Path in = tmp.resolve("docs.jsonl");
    Files.writeString(
        in,
        "{\"id\": \"de\", \"text\": "
            + JSON.writeValueAsString(GERMAN)
            + "}\n"
            + "{\"id\": \"empty\", \"text\": \"<html><body></body></html>\"}\n"
            + "{\"id\": \"html\", \"text\": \"<p>"
            + GERMAN
            + "</p>\"}\n");
    CliRunner.Result res = CliRunner.run("extract", "-i", in.toString());
    assertEquals(0, res.exitCode(), res.err());
    List<JsonNode> out = lines(res.out());
    assertEquals(3, out.size());
    assertEquals(GERMAN, out.get(0).get("text").asText()); // no markup: the text as it is
    assertEquals("de", out.get(0).get("language").asText());
    assertEquals("", out.get(1).get("text").asText());
    assertEquals(
        org.spotsigs.cli.command.ExtractCommand.UNDETERMINED, out.get(1).get("language").asText());
    assertEquals(GERMAN + "\n", out.get(2).get("text").asText());
    assertEquals("de", out.get(2).get("language").asText());
  }

  @Test
  void compressedOutputFileAndEarlierVersions(Random r) throws IOException {
    Path dir = Files.createDirectories(tmp.resolve("pages"));
    String html = page(r);
    Files.writeString(dir.resolve("a.html"), html);
    Path out = tmp.resolve("articles.jsonl.gz");
    CliRunner.Result res =
        CliRunner.run("extract", "--extractor", "article/1", "-o", out.toString(), dir.toString());
    assertEquals(0, res.exitCode(), res.err());
    assertEquals("", res.out());
    String text;
    try (InputStream in = new GZIPInputStream(Files.newInputStream(out))) {
      text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
    }
    JsonNode o = lines(text).get(0);
    assertEquals(Extractions.parse("article/1", null, true).text(html), o.get("text").asText());
    assertTrue(res.err().contains("article/1:"), res.err());
  }

  @Test
  void usageErrors() throws IOException {
    Path dir = Files.createDirectories(tmp.resolve("pages"));
    Files.writeString(dir.resolve("a.html"), "<p>x</p>");
    CliRunner.Result none = CliRunner.run("extract");
    assertEquals(2, none.exitCode());
    assertTrue(none.err().contains("--input"), none.err());
    CliRunner.Result version =
        CliRunner.run("extract", "--extractor", "article/99", dir.toString());
    assertEquals(2, version.exitCode());
    assertTrue(version.err().contains("version 99"), version.err());
    CliRunner.Result into =
        CliRunner.run("extract", "-o", dir.resolve("out.jsonl").toString(), dir.toString());
    assertEquals(2, into.exitCode(), into.err()); // an output inside an input directory
    CliRunner.Result language = CliRunner.run("extract", "--language", "xx", dir.toString());
    assertEquals(2, language.exitCode());
    assertTrue(language.err().contains("unknown language"), language.err());
  }
}
