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
package org.spotsigs.cli.input;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.carrotsearch.randomizedtesting.jupiter.Randomized;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The streaming JSONL reader against the tree-based reading it replaced, on random good and bad
 * lines.
 */
@Randomized
class JsonlDocumentsTest {
  /**
   * One JSON value per line: trailing values make a line invalid (they used to be dropped in
   * silence).
   */
  private static final ObjectMapper JSON =
      new ObjectMapper()
          .enable(com.fasterxml.jackson.databind.DeserializationFeature.FAIL_ON_TRAILING_TOKENS);

  @TempDir Path tmp;

  @Test
  void acceptsAndRejectsExactlyWhatATreeParserDoes(Random random) throws Exception {
    for (int iter = 0; iter < 60; iter++) {
      List<String> lines = new ArrayList<>();
      int n = random.nextInt(40);
      for (int i = 0; i < n; i++) {
        lines.add(randomLine(random));
      }
      StringBuilder file = new StringBuilder();
      for (String line : lines) {
        file.append(line)
            .append(
                switch (random.nextInt(4)) {
                  case 0 -> "\r\n";
                  case 1 -> "\r";
                  default -> "\n";
                });
      }
      if (random.nextBoolean() && !file.isEmpty()) {
        file.setLength(
            file.length()
                - (file.charAt(file.length() - 1) == '\n'
                        && file.length() > 1
                        && file.charAt(file.length() - 2) == '\r'
                    ? 2
                    : 1)); // no terminator after the last line
      }
      Path path =
          Files.writeString(tmp.resolve("in" + iter + ".jsonl"), file, StandardCharsets.UTF_8);
      String idField = random.nextInt(5) == 0 ? "name" : "id";
      String textField =
          switch (random.nextInt(8)) {
            case 0 -> "body";
            case 1 -> "name.text"; // paths into the nested objects randomLine makes, which may be
            // repeated or not objects
            case 2 -> "id.text";
            default -> "text";
          };

      StringWriter actualErr = new StringWriter();
      List<String> actual = new ArrayList<>();
      new JsonlDocuments(path, idField, textField)
          .forEach(
              d -> actual.add(d.where() + " " + d.id() + " " + text(d)),
              new InputProblems(new PrintWriter(actualErr)));

      StringWriter expectedErr = new StringWriter();
      List<String> expected =
          treeReading(path, idField, textField, new InputProblems(new PrintWriter(expectedErr)));
      assertEquals(expected, actual, "documents of\n" + file);
      assertEquals(
          normalized(expectedErr.toString()),
          normalized(actualErr.toString()),
          "problems of\n" + file);
    }
  }

  @Test
  void longLinesAndEscapes(Random random) throws Exception {
    StringBuilder text = new StringBuilder();
    for (int i = 0; i < 200_000; i++) {
      text.append(
          (char)
              (random.nextInt(3) == 0 ? 0x20 + random.nextInt(0x3000) : 'a' + random.nextInt(26)));
    }
    String escaped = JSON.writeValueAsString(text.toString());
    Path path =
        Files.writeString(
            tmp.resolve("long.jsonl"),
            "{\"id\": \"big\", \"text\": "
                + escaped
                + "}\n{\"id\": 7, \"text\": \"\\u00e9\\n\"}\n");
    List<String> docs = new ArrayList<>();
    new JsonlDocuments(path, "id", "text")
        .forEach(
            d -> docs.add(d.id() + "=" + text(d)),
            new InputProblems(new PrintWriter(new StringWriter())));
    assertEquals(List.of("big=" + text, "7=é\n"), docs);
  }

  /**
   * A document's fingerprint is that of its text's JSON string as the line has it (quotes and
   * escapes included), wherever the field stands and whatever else the line holds; the last text
   * field read counts, as for the text.
   */
  @Test
  void theFingerprintIsThatOfTheTextsJsonBytes(Random random) throws Exception {
    String[] literals = {
      "\"one text\"", "\"one text \"", "\"\\u006fne text\"", "\"caf\u00e9 \\n \\\" x\"", "\"\""
    };
    List<String> lines = new ArrayList<>();
    List<String> expected = new ArrayList<>();
    for (int i = 0; i < 200; i++) {
      String literal = literals[random.nextInt(literals.length)];
      String id = "\"id" + i + "\"";
      String line =
          switch (random.nextInt(4)) {
            case 0 -> "{\"id\": " + id + ", \"text\": " + literal + "}";
            case 1 -> "{\"text\":" + literal + ",\"id\":" + id + ",\"x\":[1,\"text\"]}";
            case 2 -> "{\"text\": \"replaced\", \"id\": " + id + ", \"text\": " + literal + "}";
            default ->
                "{ \"meta\" : {\"x\": 1}, \"id\" : " + id + " , \"text\" :  " + literal + " }";
          };
      lines.add(line);
      expected.add(literal);
    }
    Path path = Files.writeString(tmp.resolve("fp.jsonl"), String.join("\n", lines) + "\n");
    List<SourceDocument> docs = new ArrayList<>();
    new JsonlDocuments(path, "id", "text")
        .forEach(docs::add, new InputProblems(new PrintWriter(new StringWriter())));
    assertEquals(expected.size(), docs.size());
    Set<SourceDocument.Fingerprint> distinct = new HashSet<>();
    for (int i = 0; i < docs.size(); i++) {
      byte[] bytes = expected.get(i).getBytes(StandardCharsets.UTF_8);
      assertEquals(
          SourceDocument.Fingerprint.of(bytes, 0, bytes.length),
          docs.get(i).fingerprint(),
          lines.get(i));
      distinct.add(docs.get(i).fingerprint());
    }
    // another escape of the same text is other bytes: not a copy, extracted on its own
    Set<String> literalsSeen = new HashSet<>(expected);
    assertEquals(literalsSeen.size(), distinct.size());
  }

  @Test
  void dottedFieldsAreLiteralKeysOrPaths() throws Exception {
    Path path =
        Files.writeString(
            tmp.resolve("nested.jsonl"),
            String.join(
                "\n",
                "{\"meta\": {\"id\": 1, \"doc\": {\"content\": \"deep\", \"other\": [1, {\"content\": \"no\"}]}}}",
                "{\"meta.id\": \"lit\", \"meta.doc.content\": \"literal key\"}",
                "{\"meta\": {\"id\": \"x\", \"doc\": {\"content\": \"first\"}}, \"meta.doc.content\": \"the last one read\"}",
                "{\"meta.doc.content\": \"shadowed\", \"meta\": {\"id\": \"y\", \"doc\": {\"content\": \"nested, read last\"}}}",
                "{\"meta\": {\"id\": \"z\", \"doc\": {\"content\": \"replaced\"}, \"doc\": 5}}",
                "{\"meta\": {\"id\": \"w\", \"doc\": \"not an object\"}}",
                ""));
    StringWriter err = new StringWriter();
    List<String> docs = new ArrayList<>();
    new JsonlDocuments(path, "meta.id", "meta.doc.content")
        .forEach(d -> docs.add(d.id() + "=" + text(d)), new InputProblems(new PrintWriter(err)));
    assertEquals(
        List.of("1=deep", "lit=literal key", "x=the last one read", "y=nested, read last"), docs);
    assertTrue(
        err.toString().contains("nested.jsonl:5: missing \"meta.doc.content\""), err.toString());
    assertTrue(
        err.toString().contains("nested.jsonl:6: missing \"meta.doc.content\""), err.toString());
  }

  @Test
  void aLineWithBadUtf8IsSkippedAndTheRestRead() throws Exception {
    byte[] bad =
        "{\"id\": \"a\", \"text\": \"caf\u00ff\"}\n{\"id\": \"b\", \"text\": \"ok\"}\n"
            .getBytes(StandardCharsets.ISO_8859_1);
    Path path = Files.write(tmp.resolve("latin1.jsonl"), bad);
    StringWriter err = new StringWriter();
    List<String> docs = new ArrayList<>();
    new JsonlDocuments(path, "id", "text")
        .forEach(d -> docs.add(d.id() + "=" + text(d)), new InputProblems(new PrintWriter(err)));
    assertEquals(List.of("b=ok"), docs);
    assertTrue(err.toString().contains("latin1.jsonl:1: invalid JSON"), err.toString());
  }

  /**
   * The parser's own words after "invalid JSON: " differ between its byte and char forms (and are
   * not ours).
   */
  private static String normalized(String problems) {
    return problems.replaceAll("invalid JSON: .*", "invalid JSON");
  }

  private static String text(SourceDocument d) {
    try {
      return d.text().load();
    } catch (IOException | SourceDocument.Bad e) {
      throw new AssertionError(e);
    }
  }

  /**
   * The reading JsonlDocuments did before it streamed (BufferedReader lines, a tree per line), with
   * a dotted text field followed as a path through the tree.
   */
  private static List<String> treeReading(
      Path file, String idField, String textField, InputProblems problems) throws IOException {
    List<String> out = new ArrayList<>();
    Set<String> ids = new HashSet<>();
    try (var in = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
      String line;
      int lineNo = 0;
      boolean blankOnly = true;
      while ((line = in.readLine()) != null) {
        lineNo++;
        if (line.isBlank()) {
          continue;
        }
        blankOnly = false;
        String where = file + ":" + lineNo;
        JsonNode node;
        try {
          node = JSON.readTree(line);
        } catch (JsonProcessingException e) {
          problems.skipped(where, "invalid JSON: " + e.getOriginalMessage());
          continue;
        }
        if (node == null || !node.isObject()) {
          problems.skipped(
              where,
              "expected a JSON object {\"" + idField + "\": ..., \"" + textField + "\": ...}");
          continue;
        }
        JsonNode id = node.get(idField);
        JsonNode text = node.at("/" + textField.replace('.', '/'));
        text = text.isMissingNode() ? null : text;
        if (id != null && !(id.isTextual() || id.isIntegralNumber())) {
          problems.skipped(
              where, "\"" + idField + "\" is " + typeName(id) + ", not a string or a whole number");
          continue;
        }
        if (text != null && !text.isTextual()) {
          problems.skipped(where, "\"" + textField + "\" is " + typeName(text) + ", not a string");
          continue;
        }
        if (id == null || id.asText().isEmpty()) {
          problems.skipped(where, "missing or empty \"" + idField + "\"");
          continue;
        }
        if (text == null) {
          problems.skipped(where, "missing \"" + textField + "\" (a string)");
          continue;
        }
        if (!ids.add(id.asText())) {
          problems.skipped(where, "duplicate id '" + id.asText() + "'");
          continue;
        }
        out.add(where + " " + id.asText() + " " + text.asText());
      }
      if (blankOnly) {
        problems.skipped(file.toString(), JsonlDocuments.emptyFile(lineNo));
      }
    }
    return out;
  }

  /** A JSON value's type, in the reader's words. */
  private static String typeName(JsonNode node) {
    return node.isNumber()
        ? "a number"
        : node.isArray()
            ? "an array"
            : node.isObject() ? "an object" : node.isBoolean() ? "a boolean" : "null";
  }

  private static String randomLine(Random r) throws JsonProcessingException {
    switch (r.nextInt(12)) {
      case 0:
        return r.nextBoolean() ? "" : " \t ";
      case 1:
        return r.nextBoolean() ? "not json" : "{\"id\": \"x\", \"text\": \"unterminated";
      case 2:
        return r.nextBoolean() ? "[1, 2]" : r.nextBoolean() ? "42" : "\"a string\"";
      case 3:
        return "[1, {\"a\": ";
      default:
        break;
    }
    ObjectNode o = JsonNodeFactory.instance.objectNode();
    String[] names = {"id", "text", "name", "body", "other"};
    int k = r.nextInt(5);
    for (int i = 0; i < k; i++) {
      String name = names[r.nextInt(names.length)];
      switch (r.nextInt(8)) {
        case 0 -> o.put(name, r.nextInt(5) - 1);
        case 1 -> o.put(name, 1.5);
        case 2 -> o.putArray(name).add(1).addObject().put("deep", "x");
        case 3 -> o.putObject(name).put("text", "inner");
        case 4 -> o.put(name, r.nextBoolean());
        case 5 -> o.put(name, "");
        default -> o.put(name, randomString(r));
      }
    }
    String json = JSON.writeValueAsString(o);
    if (r.nextInt(6) == 0 && json.length() > 2) { // a repeated field: the last one counts
      json =
          json.substring(0, json.length() - 1)
              + (json.length() > 2 ? "," : "")
              + "\"id\": \""
              + (char) ('a' + r.nextInt(3))
              + "\"}";
    }
    if (r.nextInt(10) == 0) {
      json = json + " trailing";
    }
    return r.nextInt(8) == 0 ? "  " + json + "\t" : json;
  }

  private static String randomString(Random r) {
    char[] special = {'"', '\\', '\t', 'é', '€', '\u2028', 'a', 'b', 'c', ' '};
    StringBuilder sb = new StringBuilder();
    int len = r.nextInt(3) == 0 ? 1 : r.nextInt(12);
    for (int i = 0; i < len; i++) {
      sb.append(r.nextBoolean() ? special[r.nextInt(special.length)] : (char) ('a' + r.nextInt(3)));
    }
    return sb.toString();
  }
}
