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
package org.spotsigs.engine;

import java.util.Locale;
import java.util.Map;
import java.util.Set;
import org.spotsigs.core.Measure;
import org.spotsigs.core.Threshold;
import org.spotsigs.index.SignatureVector;

/**
 * The body of a {@code near_duplicate} query, as a parsed JSON object:
 *
 * <pre>
 * {"field": "body", "like": "text ...", "tau": 0.8, "measure": "multiset"}
 * {"field": "body", "like": {"_id": "17", "_index": "pages", "routing": "r"}, "tau": "4/5"}
 * {"field": "body", "like": {"signatures": {"the:south:carolina": 2}}, "tau": 0.9}
 * </pre>
 *
 * plus {@code include}, {@code ignore_unmapped}, {@code boost} and {@code _name}. Exactly one of
 * {@code likeText}, {@code likeVector} and {@code likeId} is set.
 *
 * @param field the {@code spotsigs} field
 * @param likeText a text to analyze with the field's analyzer, or null
 * @param likeVector signatures given as they are, or null
 * @param likeIndex the index of the like document (null: the one searched)
 * @param likeId the id of the like document, or null
 * @param likeRouting its routing, or null
 * @param tau the threshold
 * @param measure the measure
 * @param include whether the like document matches itself
 * @param ignoreUnmapped whether a missing field matches nothing instead of failing
 * @param boost the boost (null: the default)
 * @param name the query's name, or null
 */
public record NearDuplicateParams(
    String field,
    String likeText,
    SignatureVector likeVector,
    String likeIndex,
    String likeId,
    String likeRouting,
    Threshold tau,
    Measure measure,
    boolean include,
    boolean ignoreUnmapped,
    Float boost,
    String name) {
  /** The query's name. */
  public static final String NAME = "near_duplicate";

  private static final Set<String> KEYS =
      Set.of("field", "like", "tau", "measure", "include", "ignore_unmapped", "boost", "_name");

  /**
   * Reads a query body.
   *
   * @throws IllegalArgumentException saying what is wrong or missing
   */
  public static NearDuplicateParams parse(Map<String, Object> body) {
    for (String key : body.keySet()) {
      if (!KEYS.contains(key)) {
        throw new IllegalArgumentException("[" + NAME + "] does not support [" + key + "]");
      }
    }
    Object field = body.get("field");
    if (!(field instanceof String f) || f.isEmpty()) {
      throw new IllegalArgumentException(
          "[" + NAME + "] requires [field]: the name of a spotsigs field");
    }
    Object tauValue = body.get("tau");
    if (tauValue == null || tauValue instanceof Map || tauValue instanceof Iterable) {
      throw new IllegalArgumentException(
          "[" + NAME + "] requires [tau], a number in (0, 1] such as 0.8 or \"4/5\"");
    }
    Threshold tau = prefixed(() -> Threshold.parse(String.valueOf(tauValue)));
    Object measureValue = body.get("measure");
    Measure measure =
        measureValue == null
            ? Measure.MULTISET
            : prefixed(() -> Measure.forName(String.valueOf(measureValue)));
    Object like = body.get("like");
    String text = null;
    SignatureVector vector = null;
    String index = null;
    String id = null;
    String routing = null;
    if (like instanceof String s) {
      text = s;
    } else if (like instanceof Map<?, ?> m) {
      for (Object key : m.keySet()) {
        if (!Set.of("signatures", "_id", "id", "_index", "index", "routing", "_routing")
            .contains(String.valueOf(key))) {
          throw new IllegalArgumentException(
              "["
                  + NAME
                  + "] [like] takes [_id] (with optional [_index] and [routing]) or [signatures], not ["
                  + key
                  + "]");
        }
      }
      Object signatures = m.get("signatures");
      id = string(m.get("_id"), m.get("id"));
      index = string(m.get("_index"), m.get("index"));
      routing = string(m.get("routing"), m.get("_routing"));
      if (signatures != null) {
        if (id != null || index != null || routing != null) {
          throw new IllegalArgumentException(
              "[" + NAME + "] [like] takes either [_id] or [signatures], not both");
        }
        if (!(signatures instanceof Map<?, ?> counts)) {
          throw new IllegalArgumentException(
              "[" + NAME + "] [like] [signatures] must be an object of signature counts");
        }
        vector = SignatureCounts.parse(counts, NAME + ".like.signatures");
      } else if (id == null || id.isEmpty()) {
        throw new IllegalArgumentException("[" + NAME + "] [like] needs [_id] or [signatures]");
      }
    } else if (like == null) {
      throw new IllegalArgumentException(
          "[" + NAME + "] requires [like]: a text, {\"_id\": ...} or {\"signatures\": {...}}");
    } else {
      throw new IllegalArgumentException(
          "[" + NAME + "] [like] must be a text, {\"_id\": ...} or {\"signatures\": {...}}");
    }
    Object boost = body.get("boost");
    return new NearDuplicateParams(
        f,
        text,
        vector,
        index,
        id,
        routing,
        tau,
        measure,
        flag(body, "include"),
        flag(body, "ignore_unmapped"),
        boost == null ? null : number("boost", boost).floatValue(),
        body.get("_name") == null ? null : String.valueOf(body.get("_name")));
  }

  private static String string(Object a, Object b) {
    Object v = a != null ? a : b;
    return v == null ? null : String.valueOf(v);
  }

  private static boolean flag(Map<String, Object> body, String key) {
    Object v = body.get(key);
    if (v == null) {
      return false;
    }
    String s = String.valueOf(v).trim().toLowerCase(Locale.ROOT);
    if (!(v instanceof Boolean) && !s.equals("true") && !s.equals("false")) {
      throw new IllegalArgumentException(
          "[" + NAME + "] [" + key + "] must be true or false, got [" + v + "]");
    }
    return s.equals("true");
  }

  private static Number number(String key, Object v) {
    if (v instanceof Number n) {
      return n;
    }
    try {
      return Float.parseFloat(String.valueOf(v));
    } catch (NumberFormatException e) {
      throw new IllegalArgumentException(
          "[" + NAME + "] [" + key + "] must be a number, got [" + v + "]", e);
    }
  }

  private static <T> T prefixed(java.util.function.Supplier<T> value) {
    try {
      return value.get();
    } catch (IllegalArgumentException e) {
      throw new IllegalArgumentException("[" + NAME + "] " + e.getMessage(), e);
    }
  }
}
