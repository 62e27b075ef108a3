package org.spotsigs.cli;

import java.io.IOException;

/**
 * A document read from the input: its id, where it came from (for messages), and its text, which
 * may be loaded lazily (on an extraction thread).
 */
record SourceDocument(String id, String where, Text text) {
  /** The text of a document; throws {@link Bad} when the document must be skipped. */
  @FunctionalInterface
  interface Text {
    String load() throws IOException, Bad;
  }

  /** A document that cannot be used, with the reason. */
  static final class Bad extends Exception {
    Bad(String reason) {
      super(reason, null, false, false);
    }
  }

  static SourceDocument of(String id, String where, String text) {
    return new SourceDocument(id, where, () -> text);
  }
}
