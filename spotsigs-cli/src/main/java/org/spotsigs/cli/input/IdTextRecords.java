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

import java.io.IOException;
import java.util.HashSet;
import java.util.Set;

/**
 * The checks of the records of one input read as an id and a text (JSONL lines, Parquet rows): a
 * record with no or an empty id, with no text, or with an id an earlier record has is reported and
 * skipped; the others are handed on as documents.
 */
final class IdTextRecords {
  private final String idField;
  private final String textField;
  private final Set<String> ids = new HashSet<>();

  IdTextRecords(String idField, String textField) {
    this.idField = idField;
    this.textField = textField;
  }

  /** Hands the record at {@code where} to {@code sink} as a document, or reports why not. */
  void accept(
      String where, String id, String text, DocumentStream.Sink sink, InputProblems problems)
      throws IOException, InterruptedException {
    accept(where, id, text, null, sink, problems, null);
  }

  /**
   * As {@link #accept(String, String, String, DocumentStream.Sink, InputProblems)}, with the text's
   * fingerprint (or null) and the record's line (or null), for {@code --rejected}.
   */
  void accept(
      String where,
      String id,
      String text,
      SourceDocument.Fingerprint fingerprint,
      DocumentStream.Sink sink,
      InputProblems problems,
      JsonlDocuments.ByteLines line)
      throws IOException, InterruptedException {
    String why =
        id == null || id.isEmpty()
            ? "missing or empty \"" + idField + "\""
            : text == null
                ? "missing \"" + textField + "\" (a string)"
                : !ids.add(id) ? "duplicate id '" + id + "'" : null;
    if (why != null) {
      problems.skipped(
          where, why, line == null ? null : line.bytes(), line == null ? 0 : line.length());
    } else {
      sink.accept(SourceDocument.of(id, where, text, fingerprint));
    }
  }
}
