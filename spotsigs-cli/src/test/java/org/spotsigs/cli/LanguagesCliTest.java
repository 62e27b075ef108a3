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
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.carrotsearch.randomizedtesting.jupiter.Randomized;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The command line under its defaults ({@code --language auto}, {@code --fingerprint-below 5}) on a
 * directory of documents in many languages (paragraphs of the Universal Declaration of Human
 * Rights, the library's test samples) with an edited copy of each: the edited copies are found, no
 * pair crosses languages, the summary counts every language and way of matching, {@code signatures}
 * writes each document's language, {@code explain} says when two documents are in different
 * languages, and a short document is paired with its exact copy only.
 */
@Randomized
class LanguagesCliTest {
  private static final ObjectMapper JSON = new ObjectMapper();
  private static final Path SAMPLES =
      Path.of("../lucene-spotsigs/src/test/resources/org/spotsigs/analysis/udhr");
  private static final List<String> CODES =
      List.of("en", "de", "fr", "es", "ru", "zh", "ja", "ar", "ko", "tr", "el", "x-pl");

  @TempDir Path tmp;

  private static CliRunner.Result ok(String... args) {
    CliRunner.Result r = CliRunner.run(args);
    assertEquals(0, r.exitCode(), String.join(" ", args) + "\n" + r.err());
    return r;
  }

  /** Writes the corpus; returns file id -> its language code as the summary names it. */
  private Map<String, String> corpus(Path dir, Random random) throws IOException {
    Files.createDirectories(dir);
    Map<String, String> language = new HashMap<>();
    for (String code : CODES) {
      List<String> paragraphs = Files.readAllLines(SAMPLES.resolve(code + ".txt"));
      String lang = code.startsWith("x-") ? "und" : code;
      for (int from = 0; from + 6 <= paragraphs.size(); from += 6) {
        List<String> doc = new ArrayList<>(paragraphs.subList(from, from + 6));
        String id = code + "-" + from;
        Files.writeString(dir.resolve(id + ".txt"), String.join("\n", doc));
        doc.remove(1 + random.nextInt(5));
        Files.writeString(dir.resolve(id + "-edit.txt"), String.join("\n", doc));
        language.put(id, lang);
        language.put(id + "-edit", lang);
      }
    }
    Files.writeString(dir.resolve("short.txt"), "A short note: see you at noon.");
    Files.writeString(dir.resolve("short-copy.txt"), "A SHORT NOTE -- see you at noon!");
    Files.writeString(dir.resolve("short-other.txt"), "A short note: see you at one.");
    language.put("short", "en");
    language.put("short-copy", "en");
    language.put("short-other", "en");
    return language;
  }

  @Test
  void theDefaultsFindEveryEditedCopyAndNoPairAcrossLanguages(Random random) throws IOException {
    Path dir = tmp.resolve("docs");
    Map<String, String> language = corpus(dir, random);
    Path summary = tmp.resolve("summary.json");
    CliRunner.Result r =
        ok(
            "dedup",
            "--input",
            dir.toString(),
            "--tau",
            "0.3",
            "--summary-json",
            summary.toString());
    Map<String, String> pairs = new HashMap<>();
    for (String line : r.out().split("\n")) {
      if (line.isBlank()) {
        continue;
      }
      String[] f = line.split("\t");
      assertEquals(language.get(f[0]), language.get(f[1]), line);
      pairs.put(f[0].compareTo(f[1]) < 0 ? f[0] + " " + f[1] : f[1] + " " + f[0], f[2]);
    }
    for (String id : language.keySet()) {
      if (id.endsWith("-edit")) {
        String original = id.substring(0, id.length() - "-edit".length());
        assertTrue(pairs.containsKey(original + " " + id), id + "\n" + r.out());
      }
    }
    assertEquals("1.000000", pairs.get("short short-copy"), r.out());
    assertFalse(pairs.containsKey("short short-other"), r.out());
    assertFalse(pairs.containsKey("short-copy short-other"), r.out());

    JsonNode s = JSON.readTree(summary.toFile());
    Map<String, Integer> expected = new HashMap<>();
    language.values().forEach(l -> expected.merge(l, 1, Integer::sum));
    assertEquals(expected.size(), s.get("languages").size(), s.toString());
    expected.forEach((l, n) -> assertEquals(n, s.get("languages").get(l).asInt(), l));
    JsonNode ways = s.get("matched_by");
    assertEquals(3, ways.get("fingerprint").asInt(), s.toString());
    assertEquals(0, ways.get("nothing").asInt());
    assertEquals(language.size(), ways.get("signatures").asInt() + 3);
    assertTrue(r.err().contains("  languages     "), r.err());
    assertTrue(r.err().contains("text fingerprint 3 (fewer than 5 signatures)"), r.err());
  }

  @Test
  void signaturesAndExplainNameTheLanguage(Random random) throws IOException {
    Path dir = tmp.resolve("docs");
    corpus(dir, random);
    CliRunner.Result r = ok("signatures", dir.toString());
    int lines = 0;
    for (String line : r.out().split("\n")) {
      if (line.isBlank()) {
        continue;
      }
      JsonNode doc = JSON.readTree(line);
      String id = doc.get("id").asText();
      String lang = doc.get("language").asText();
      String code = id.substring(0, id.indexOf('-') < 0 ? id.length() : id.indexOf('-'));
      if (!id.startsWith("short") && !id.startsWith("x-")) {
        assertEquals(code, lang, line);
      }
      doc.get("signatures")
          .fieldNames()
          .forEachRemaining(
              sig ->
                  assertTrue(
                      lang.equals("en")
                          ? !sig.contains("|")
                          : sig.startsWith(lang + "|") || sig.startsWith("#"),
                      sig));
      lines++;
    }
    assertEquals(Files.list(dir).count(), lines);
    // read back, the signatures give the pairs of the documents
    Path sigs = Files.writeString(tmp.resolve("sigs.jsonl"), r.out(), StandardCharsets.UTF_8);
    CliRunner.Result back =
        ok("dedup", "--input", sigs.toString(), "--format", "signatures", "--tau", "0.3");
    CliRunner.Result direct = ok("dedup", "--input", dir.toString(), "--tau", "0.3");
    assertEquals(direct.out(), back.out());
    assertTrue(back.err().contains("  languages     "), back.err());

    CliRunner.Result explain =
        ok("explain", dir.resolve("de-0.txt").toString(), dir.resolve("fr-0.txt").toString());
    assertTrue(explain.out().contains("language de"), explain.out());
    assertTrue(explain.out().contains("language fr"), explain.out());
    assertTrue(explain.out().contains("note: different languages (de, fr)"), explain.out());
    assertTrue(explain.out().contains("= 0 / "), explain.out());
    CliRunner.Result shortPair =
        ok(
            "explain",
            "--json",
            dir.resolve("short.txt").toString(),
            dir.resolve("short-copy.txt").toString());
    JsonNode j = JSON.readTree(shortPair.out());
    assertEquals("fingerprint", j.get("a").get("matched_by").asText());
    assertEquals(1.0, j.get("similarity").asDouble());
    assertTrue(j.get("note").asText().contains("fingerprint"));
  }

  @Test
  void aForcedLanguageKeepsTheSignaturesOfBefore(Random random) throws IOException {
    Path dir = tmp.resolve("docs");
    corpus(dir, random);
    CliRunner.Result forced =
        ok("signatures", "--language", "de", "--fingerprint-below", "0", dir.toString());
    for (String line : forced.out().split("\n")) {
      if (!line.isBlank()) {
        JsonNode doc = JSON.readTree(line);
        assertEquals("de", doc.get("language").asText());
        doc.get("signatures").fieldNames().forEachRemaining(sig -> assertFalse(sig.contains("|")));
      }
    }
    CliRunner.Result bad = CliRunner.run("signatures", "--antecedents", "the", dir.toString());
    assertEquals(2, bad.exitCode(), bad.err());
    assertTrue(bad.err().contains("--language CODE"), bad.err());
  }
}
