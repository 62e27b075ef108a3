package org.spotsigs.cli;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.BufferedReader;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.Set;

/** One JSON object per line with a string id and a string text: {@code {"id": "a", "text": "..."}}. */
final class JsonlDocuments implements DocumentStream {
  private static final ObjectMapper JSON = new ObjectMapper();
  private final Path file;
  private final String idField;
  private final String textField;

  JsonlDocuments(Path file, String idField, String textField) throws IOException {
    if (!Files.isRegularFile(file)) {
      throw new IOException("input " + file + (Files.exists(file) ? " is not a file" : " does not exist"));
    }
    this.file = file;
    this.idField = idField;
    this.textField = textField;
  }

  @Override
  public void forEach(Sink sink, InputProblems problems) throws IOException, InterruptedException {
    Set<String> ids = new HashSet<>();
    try (BufferedReader in = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
      String line;
      int lineNo = 0;
      while ((line = in.readLine()) != null) {
        lineNo++;
        if (line.isBlank()) {
          continue;
        }
        String where = file + ":" + lineNo;
        JsonNode node;
        try {
          node = JSON.readTree(line);
        } catch (JsonProcessingException e) {
          problems.skipped(where, "invalid JSON: " + e.getOriginalMessage());
          continue;
        }
        if (node == null || !node.isObject()) {
          problems.skipped(where, "expected a JSON object {\"" + idField + "\": ..., \"" + textField + "\": ...}");
          continue;
        }
        JsonNode id = node.get(idField);
        JsonNode text = node.get(textField);
        if (id == null || !(id.isTextual() || id.isIntegralNumber()) || id.asText().isEmpty()) {
          problems.skipped(where, "missing or empty \"" + idField + "\"");
          continue;
        }
        if (text == null || !text.isTextual()) {
          problems.skipped(where, "missing \"" + textField + "\" (a string)");
          continue;
        }
        if (!ids.add(id.asText())) {
          problems.skipped(where, "duplicate id '" + id.asText() + "'");
          continue;
        }
        sink.accept(SourceDocument.of(id.asText(), where, text.asText()));
      }
    }
  }

  @Override
  public long size() {
    return -1;
  }
}
