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

import java.io.Reader;
import org.apache.lucene.analysis.charfilter.HTMLStripCharFilter;

/**
 * Markup removed by Lucene's {@link HTMLStripCharFilter} (which also drops scripts and styles),
 * then every block of fewer than {@link #minBlockWords()} words dropped ({@link
 * ShortBlockCharFilter}), with the page's own line breaks turned into spaces first so that the only
 * line breaks left are the ones the strip filter puts at block-level elements.
 *
 * <p>Fast and dependency-free, but HTMLStripCharFilter is not an HTML5 parser: on real pages a
 * script or comment it misreads can swallow the rest of the page (see the {@code spotsigs-html}
 * module for a parser-based extraction). Immutable.
 */
public final class HtmlStripExtraction implements TextExtraction {
  private final int minBlockWords;

  /**
   * An extraction that drops the blocks of fewer than {@code minBlockWords} words.
   *
   * @param minBlockWords blocks of fewer words are dropped; 0 keeps every block
   * @throws IllegalArgumentException if {@code minBlockWords} is negative
   */
  public HtmlStripExtraction(int minBlockWords) {
    if (minBlockWords < 0) {
      throw new IllegalArgumentException("minBlockWords must be >= 0, got " + minBlockWords);
    }
    this.minBlockWords = minBlockWords;
  }

  /**
   * Blocks of fewer words than this are dropped (0: none are).
   *
   * @return the minimum number of words of a block kept, at least 0
   */
  public int minBlockWords() {
    return minBlockWords;
  }

  @Override
  public String id() {
    return "html-strip:minBlockWords=" + minBlockWords;
  }

  @Override
  public Reader reader(Reader document) {
    if (minBlockWords <= 0) {
      return new HTMLStripCharFilter(document);
    }
    return new ShortBlockCharFilter(
        new HTMLStripCharFilter(new LineBreaksToSpaces(document)), minBlockWords);
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof HtmlStripExtraction h && h.minBlockWords == minBlockWords;
  }

  @Override
  public int hashCode() {
    return minBlockWords;
  }

  @Override
  public String toString() {
    return id();
  }
}
