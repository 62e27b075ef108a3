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

import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.StringJoiner;
import org.spotsigs.cli.UsageError;

/**
 * Stops a run whose records all lack the id or the text field from the first on: then the field
 * names of the command line are wrong, not the records. After {@link #RECORDS} records without a
 * good one among them, all lacking the same field, the run ends ({@link UsageError}, exit 2) with
 * the keys those records do have, instead of reporting every record and finding nothing.
 */
final class FieldNames {
  /** How many records, none of them good, decide that a field name is wrong. */
  static final int RECORDS = 100;

  private final String source;
  private final String idField;
  private final String textField;
  private int records;
  private int noId;
  private int noText;
  private boolean good;
  private final Map<String, Integer> keys = new LinkedHashMap<>();

  FieldNames(String source, String idField, String textField) {
    this.source = source;
    this.idField = idField;
    this.textField = textField;
  }

  /** Whether the keys of the next record are still wanted. */
  boolean watching() {
    return !good && records < RECORDS;
  }

  /** A record that was read: whether it has the id and the text, and its top-level keys. */
  void record(boolean hasId, boolean hasText, Iterable<String> recordKeys) {
    if (!watching()) {
      return;
    }
    if (hasId && hasText) {
      good = true;
      return;
    }
    records++;
    noId += hasId ? 0 : 1;
    noText += hasText ? 0 : 1;
    for (String k : recordKeys) {
      keys.merge(k, 1, Integer::sum);
    }
    if (records == RECORDS && (noId == RECORDS || noText == RECORDS)) {
      String field = noText == RECORDS ? textField : idField;
      String option = noText == RECORDS ? "--text-field" : "--id-field";
      StringJoiner seen = new StringJoiner(", ");
      keys.entrySet().stream()
          .limit(20)
          .forEach(e -> seen.add(String.format(Locale.ROOT, "%s (%,d)", e.getKey(), e.getValue())));
      throw new UsageError(
          "the first "
              + RECORDS
              + " records of "
              + source
              + " have no \""
              + field
              + "\": name the field with "
              + option
              + " (a dotted path reaches into nested objects); the keys they have: "
              + (keys.isEmpty() ? "none" : seen.toString()));
    }
  }
}
