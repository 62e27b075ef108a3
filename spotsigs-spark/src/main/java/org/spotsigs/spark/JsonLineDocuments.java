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

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.Serializable;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.Map;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.RowFactory;

/**
 * The documents of JSON lines input ({@code jsonl}, {@code signatures}; {@link Inputs}), parsed on
 * the executors: rows of {@link Inputs#TEXTS} or {@link Inputs#SIGNATURES}. A line that is not such
 * a document is skipped and reported through its {@link Inputs}.
 */
final class JsonLineDocuments implements Serializable {
  private static final long serialVersionUID = 1L;

  private final Inputs in;

  JsonLineDocuments(Inputs in) {
    this.in = in;
  }

  /**
   * The documents of {@code lines} (rows of {@link Inputs#LINES}); blank and bad lines left out.
   */
  Iterator<Row> parse(Iterator<Row> lines, boolean signatures) {
    ObjectMapper json = new ObjectMapper().enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS);
    return new MappedRows<Row>(lines) {
      @Override
      Row map(Row r) {
        return parseLine(json, r.getLong(0), r.getString(1), signatures);
      }
    };
  }

  /** The document of one line, or null for a blank line or one that is skipped (and reported). */
  private Row parseLine(ObjectMapper json, long order, String line, boolean signatures) {
    if (line.isBlank()) {
      return null;
    }
    String where =
        "line at byte "
            + (order & ((1L << Inputs.FILE_SHIFT) - 1))
            + " of input file "
            + (order >>> Inputs.FILE_SHIFT);
    JsonNode node;
    try {
      node = json.readTree(line);
    } catch (JsonProcessingException e) {
      in.skip(where, "invalid JSON: " + e.getOriginalMessage());
      return null;
    }
    if (node == null || !node.isObject()) {
      in.skip(where, "not a JSON object");
      return null;
    }
    JsonNode id = field(node, signatures ? "id" : in.idField);
    if (id == null || !(id.isTextual() || id.isIntegralNumber()) || id.asText().isEmpty()) {
      in.skip(where, "missing or empty id");
      return null;
    }
    if (!signatures) {
      JsonNode text = field(node, in.textField);
      if (text == null || !text.isTextual()) {
        in.skip(where, "missing text '" + in.textField + "' (a string)");
        return null;
      }
      return RowFactory.create(order, id.asText(), text.asText());
    }
    JsonNode sigs = node.get("signatures");
    if (sigs == null || !sigs.isObject()) {
      in.skip(where, "missing \"signatures\" object {\"signature\": count, ...}");
      return null;
    }
    Map<String, Integer> counts = new LinkedHashMap<>();
    for (Map.Entry<String, JsonNode> e : sigs.properties()) {
      if (!e.getValue().canConvertToInt() || e.getValue().intValue() < 1 || e.getKey().isEmpty()) {
        in.skip(where, "a signature must be non-empty with a count >= 1");
        return null;
      }
      counts.put(e.getKey(), e.getValue().intValue());
    }
    return RowFactory.create(
        order, id.asText(), scala.jdk.javaapi.CollectionConverters.asScala(counts));
  }

  /** The value at a dotted path ({@code meta.content}); a key with the dots in it is found too. */
  static JsonNode field(JsonNode node, String path) {
    if (node == null || !node.isObject()) {
      return null;
    }
    JsonNode whole = node.get(path);
    if (whole != null) {
      return whole;
    }
    for (int dot = path.indexOf('.'); dot > 0; dot = path.indexOf('.', dot + 1)) {
      JsonNode inner = node.get(path.substring(0, dot));
      JsonNode found = field(inner, path.substring(dot + 1));
      if (found != null) {
        return found;
      }
    }
    return null;
  }
}
