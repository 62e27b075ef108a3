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
package org.spotsigs.analysis;

import java.io.IOException;
import java.io.Reader;
import java.io.StringReader;
import java.io.UncheckedIOException;
import org.apache.lucene.analysis.CharFilter;
import org.apache.lucene.util.ArrayUtil;

/**
 * How the text to sign is taken from a document before tokenization: the whole document as it is
 * ({@link #NONE}), Lucene's HTML stripping with short blocks dropped ({@link HtmlStripExtraction}),
 * or an article extractor (the {@code spotsigs-html} module's {@code ArticleExtractor}, which
 * parses the page with an HTML5 parser and keeps its main content).
 *
 * <p>An extraction is a value: immutable, thread-safe, and identified by {@link #id()}, which an
 * index records so that later runs analyze exactly as the first one did. Two extractions with the
 * same id give the same text for every document.
 */
public interface TextExtraction {
  /** The document as it is: no markup is removed. */
  TextExtraction NONE =
      new TextExtraction() {
        @Override
        public String id() {
          return "none";
        }

        @Override
        public Reader reader(Reader document) {
          return document;
        }

        @Override
        public String text(String document) {
          return document;
        }

        @Override
        public String toString() {
          return id();
        }
      };

  /**
   * The name and settings of this extraction in a stable textual form (for example {@code none},
   * {@code html-strip:minBlockWords=20}, {@code article}); recorded with an index.
   *
   * @return the id; equal ids mean the same text for every document
   */
  String id();

  /**
   * The text to sign of the document read from {@code document}, as a reader whose offsets are
   * corrected to the document (a {@link CharFilter} for any extraction that changes the text), for
   * analysis chains that keep offsets.
   *
   * @param document the document's characters, which the returned reader reads
   * @return a reader of the text to sign; {@code document} itself for {@link #NONE}
   */
  Reader reader(Reader document);

  /**
   * The text to sign of {@code document}: the same characters as {@link #reader}. The default reads
   * {@link #reader} to the end; an extraction may compute it more directly.
   *
   * @param document the whole document
   * @return the text to sign, possibly empty
   * @throws java.io.UncheckedIOException (the default) if the reader of {@link #reader} throws an
   *     {@link IOException}
   */
  default String text(String document) {
    char[] buffer = new char[Math.max(16, document.length())];
    int length = 0;
    try (Reader in = reader(new StringReader(document))) {
      for (int r; (r = in.read(buffer, length, buffer.length - length)) != -1; ) {
        length += r;
        if (length == buffer.length) {
          buffer = ArrayUtil.grow(buffer, length + 1);
        }
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e); // reading from memory
    }
    return new String(buffer, 0, length);
  }

  /**
   * {@link #text(String)} of the characters {@code document[0, length)}. The default makes a string
   * of them; an extraction that {@link #readsChars() reads them in place} does not.
   *
   * @param document the buffer that holds the document; not modified
   * @param length the number of characters of the document, from index 0
   * @return the text to sign, possibly empty
   */
  default String text(char[] document, int length) {
    return text(new String(document, 0, length));
  }

  /**
   * {@link #text(String)} and the language the extraction found for that text, if it looked for
   * one: a caller that detects the language of the text it signs then detects it once. The default
   * finds none ({@link Extracted#language()} null: the caller detects it on the text).
   *
   * @param document the whole document
   * @return the text to sign and the language found for it, or null for that language
   */
  default Extracted extract(String document) {
    return new Extracted(text(document), null);
  }

  /**
   * {@link #extract(String)} of the characters {@code document[0, length)}.
   *
   * @param document the buffer that holds the document; not modified
   * @param length the number of characters of the document, from index 0
   * @return the text to sign and the language found for it, or null for that language
   */
  default Extracted extract(char[] document, int length) {
    return new Extracted(text(document, length), null);
  }

  /**
   * The text to sign of a document, and its language as the extraction detected it.
   *
   * @param text the text to sign
   * @param language the language of the text as the extraction detected it; null when it did not
   *     detect one (not looked for, none found, or parts of the text in another language): the
   *     caller detects the language of {@code text}
   */
  record Extracted(String text, Language language) {}

  /**
   * Whether {@link #text(char[], int)} reads the characters where they are, without a string of the
   * whole document: a caller that decodes bytes may then decode into a reused char array.
   *
   * @return true if {@link #text(char[], int)} reads the array in place; false (the default) if it
   *     copies the characters into a string first
   */
  default boolean readsChars() {
    return false;
  }
}
