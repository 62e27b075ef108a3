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
import org.spotsigs.core.Measure;
import org.spotsigs.core.Threshold;

/**
 * The configuration of a {@code near_duplicate} ingest processor:
 *
 * <pre>
 * {"field": "body", "index_field": "body", "index": "pages", "tau": 0.8, "measure": "multiset",
 *  "on_duplicate": "skip", "tag_field": "near_duplicate_of", "ignore_missing": false}
 * </pre>
 *
 * @param field the document's field holding a text or signature counts
 * @param indexField the {@code spotsigs} field of the index compared with (default {@code field})
 * @param index the index compared with (null: the document's own)
 * @param tau the threshold
 * @param measure the measure (default multiset)
 * @param skip whether a near-duplicate is dropped ({@code on_duplicate: skip}) rather than tagged
 *     ({@code tag}, the default)
 * @param tagField where the tag goes (default {@code near_duplicate_of})
 * @param ignoreMissing whether a document without {@code field} passes (default false)
 */
public record IngestParams(
    String field,
    String indexField,
    String index,
    Threshold tau,
    Measure measure,
    boolean skip,
    String tagField,
    boolean ignoreMissing) {

  /** A bad or missing property: the engine turns it into its configuration error (HTTP 400). */
  public static final class BadProperty extends IllegalArgumentException {
    private static final long serialVersionUID = 1L;
    private final String property;

    BadProperty(String property, String message) {
      super(message);
      this.property = property;
    }

    /** The property's name. */
    public String property() {
      return property;
    }
  }

  /**
   * Reads (and removes) the processor's properties from {@code config}; the engine refuses what is
   * left.
   *
   * @throws BadProperty naming the first bad or missing property
   */
  public static IngestParams parse(Map<String, Object> config) {
    String field = string(config, "field", null);
    if (field == null) {
      throw new BadProperty("field", "required property is missing");
    }
    String indexField = string(config, "index_field", field);
    String index = string(config, "index", null);
    Object tauValue = config.remove("tau");
    if (tauValue == null) {
      throw new BadProperty("tau", "required property is missing");
    }
    Threshold tau;
    try {
      tau = Threshold.parse(String.valueOf(tauValue));
    } catch (IllegalArgumentException e) {
      throw new BadProperty("tau", e.getMessage());
    }
    Measure measure;
    try {
      measure = Measure.forName(string(config, "measure", "multiset"));
    } catch (IllegalArgumentException e) {
      throw new BadProperty("measure", e.getMessage());
    }
    String on = string(config, "on_duplicate", "tag");
    boolean skip =
        switch (on.trim().toLowerCase(Locale.ROOT)) {
          case "skip" -> true;
          case "tag" -> false;
          default ->
              throw new BadProperty("on_duplicate", "must be [skip] or [tag], got [" + on + "]");
        };
    String tagField = string(config, "tag_field", "near_duplicate_of");
    Object missing = config.remove("ignore_missing");
    boolean ignoreMissing = false;
    if (missing != null) {
      String s = String.valueOf(missing).trim();
      if (!s.equals("true") && !s.equals("false")) {
        throw new BadProperty("ignore_missing", "must be true or false, got [" + missing + "]");
      }
      ignoreMissing = s.equals("true");
    }
    return new IngestParams(field, indexField, index, tau, measure, skip, tagField, ignoreMissing);
  }

  private static String string(Map<String, Object> config, String key, String fallback) {
    Object v = config.remove(key);
    if (v == null) {
      return fallback;
    }
    if (!(v instanceof String s)) {
      throw new BadProperty(
          key, "property isn't a string, but of type [" + v.getClass().getName() + "]");
    }
    return s;
  }
}
