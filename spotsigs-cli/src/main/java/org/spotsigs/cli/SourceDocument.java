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

    /**
     * Loads the text into {@code into} (its characters and length): the same text as {@link
     * #load()}, which a document read as bytes decodes into the buffer without a string.
     */
    default void load(DocumentText into) throws IOException, Bad {
      into.set(load());
    }

    /**
     * Whether {@link #load(DocumentText)} decodes bytes into the buffer (else it copies the string
     * of {@link #load()}, and a reader of characters in place gains nothing from it).
     */
    default boolean decodesBytes() {
      return false;
    }
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
