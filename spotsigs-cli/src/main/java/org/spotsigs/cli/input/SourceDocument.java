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
import org.apache.lucene.util.StringHelper;

/**
 * A document read from the input: its id, where it came from (for messages), and its text, which
 * may be loaded lazily (on an extraction thread).
 */
public record SourceDocument(String id, String where, Text text, Fingerprint fingerprint) {
  public SourceDocument(String id, String where, Text text) {
    this(id, where, text, null);
  }

  /**
   * A 128-bit hash of the bytes a document's text was read from (MurmurHash3, x64 128-bit), given
   * by readers whose texts cannot fail to load: documents with equal fingerprints have, but for a
   * collision of the hash, the same text, whose extraction need not run twice.
   */
  public record Fingerprint(long high, long low) {
    /** The fingerprint of {@code bytes[from, to)}. */
    public static Fingerprint of(byte[] bytes, int from, int to) {
      long[] h = StringHelper.murmurhash3_x64_128(bytes, from, to - from, SEED);
      return new Fingerprint(h[0], h[1]);
    }

    private static final int SEED = 0x5370_5369; // "SpSi"
  }

  /** The text of a document; throws {@link Bad} when the document must be skipped. */
  @FunctionalInterface
  public interface Text {
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
  public static final class Bad extends Exception {
    public Bad(String reason) {
      super(reason, null, false, false);
    }
  }

  public static SourceDocument of(String id, String where, String text) {
    return of(id, where, text, null);
  }

  public static SourceDocument of(String id, String where, String text, Fingerprint fingerprint) {
    return new SourceDocument(id, where, () -> text, fingerprint);
  }
}
