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

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import org.spotsigs.cli.Progress;
import org.spotsigs.index.SignatureVector;

/**
 * Documents given directly as signature multisets, one JSON object per line: {@code {"id": "doc1",
 * "signatures": {"the:south:carolina": 2, "is:designed:play": 1}}}. The signatures are matched
 * exactly as given (no analysis). Blank lines are ignored; a bad line is reported with its file and
 * line number and skipped. The input may be compressed or standard input ({@link InputFiles}).
 */
public final class SignatureJsonl {
  /** One value per line: a second object on a line is an error, not dropped. */
  private static final ObjectMapper JSON =
      new ObjectMapper()
          .enable(com.fasterxml.jackson.databind.DeserializationFeature.FAIL_ON_TRAILING_TOKENS);

  private SignatureJsonl() {}

  public static LoadedCorpus load(Path file, InputProblems problems, Progress progress)
      throws IOException {
    if (!InputFiles.isStdin(file) && !Files.isRegularFile(file)) {
      throw new IOException(
          "input "
              + file
              + (Files.exists(file) ? " is not a file" : " does not exist")
              + "; --format signatures reads one JSONL file");
    }
    LoadedCorpus corpus = new LoadedCorpus();
    Set<String> ids = new HashSet<>();
    try (BufferedReader in =
        new BufferedReader(new InputStreamReader(InputFiles.open(file), StandardCharsets.UTF_8))) {
      String line;
      int lineNo = 0;
      boolean blankOnly = true;
      while ((line = in.readLine()) != null) {
        lineNo++;
        corpus.bytes += line.length() + 1;
        if (line.isBlank()) {
          continue;
        }
        blankOnly = false;
        String where = InputFiles.name(file) + ":" + lineNo;
        try {
          JsonNode node = JSON.readTree(line);
          String error = check(node);
          if (error != null) {
            problems.skipped(where, error);
            continue;
          }
          String id = node.get("id").asText();
          if (!ids.add(id)) {
            problems.skipped(where, "duplicate id '" + id + "'");
            continue;
          }
          SignatureVector.Builder b = SignatureVector.builder();
          for (Map.Entry<String, JsonNode> e : node.get("signatures").properties()) {
            b.add(e.getKey(), e.getValue().intValue());
          }
          JsonNode language = node.get("language");
          corpus.add(
              id,
              where,
              b.build()
                  .withLanguage(
                      language != null && language.isTextual() ? language.asText() : null));
          progress.step();
        } catch (JsonProcessingException e) {
          problems.skipped(where, "invalid JSON: " + e.getOriginalMessage());
        }
      }
      if (blankOnly) {
        problems.skipped(InputFiles.name(file), JsonlDocuments.emptyFile(lineNo));
      }
    }
    return corpus;
  }

  /** Null if {@code node} is a valid document, else what is wrong with it. */
  private static String check(JsonNode node) {
    if (node == null || !node.isObject()) {
      return "expected a JSON object {\"id\": ..., \"signatures\": {...}}";
    }
    JsonNode id = node.get("id");
    if (id == null || !(id.isTextual() || id.isIntegralNumber()) || id.asText().isEmpty()) {
      return "missing or empty \"id\" (a string)";
    }
    JsonNode sigs = node.get("signatures");
    if (sigs == null || !sigs.isObject()) {
      return "missing \"signatures\" object {\"signature\": count, ...}";
    }
    for (Map.Entry<String, JsonNode> e : sigs.properties()) {
      if (e.getKey().isEmpty()) {
        return "empty signature";
      }
      JsonNode c = e.getValue();
      if (!c.isIntegralNumber() || !c.canConvertToInt() || c.intValue() < 1) {
        return "count of signature \"" + e.getKey() + "\" must be a whole number >= 1, got " + c;
      }
    }
    return null;
  }
}
