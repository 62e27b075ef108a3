package org.spotsigs.cli;

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
    accept(where, id, text, null, sink, problems);
  }

  /**
   * As {@link #accept(String, String, String, DocumentStream.Sink, InputProblems)}, with the text's
   * fingerprint (or null).
   */
  void accept(
      String where,
      String id,
      String text,
      SourceDocument.Fingerprint fingerprint,
      DocumentStream.Sink sink,
      InputProblems problems)
      throws IOException, InterruptedException {
    if (id == null || id.isEmpty()) {
      problems.skipped(where, "missing or empty \"" + idField + "\"");
    } else if (text == null) {
      problems.skipped(where, "missing \"" + textField + "\" (a string)");
    } else if (!ids.add(id)) {
      problems.skipped(where, "duplicate id '" + id + "'");
    } else {
      sink.accept(SourceDocument.of(id, where, text, fingerprint));
    }
  }
}
