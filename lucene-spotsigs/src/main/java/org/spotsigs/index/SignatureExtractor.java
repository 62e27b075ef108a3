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
package org.spotsigs.index;

/**
 * An analyzer that can compute a text's signature vector directly, without going through a token
 * stream, with exactly the result {@link SignatureVector#analyze} would get from its token stream.
 * {@link SignatureVector#analyze} uses it when it can.
 */
public interface SignatureExtractor {
  /**
   * The signature vector of {@code text} for {@code field}, or null if this analyzer has no direct
   * path for it.
   *
   * @param field the field the text is analyzed for, as given to {@code Analyzer.tokenStream}
   * @param text the whole text of the document
   * @return the vector, as the analyzer's token stream would give it; null for no direct path
   */
  SignatureVector extract(String field, String text);

  /**
   * The signature vector of {@code text[0, length)} for {@code field}, or null if this analyzer has
   * no direct path for it. The default makes a string of the characters; an analyzer that {@link
   * #extractsChars() reads them in place} does not.
   *
   * @param field the field the text is analyzed for, as given to {@code Analyzer.tokenStream}
   * @param text the characters of the text, from index 0; only read, and not kept after the call
   * @param length the number of characters of the text, at most {@code text.length}
   * @return the vector, as the analyzer's token stream would give it; null for no direct path
   */
  default SignatureVector extract(String field, char[] text, int length) {
    return extract(field, new String(text, 0, length));
  }

  /**
   * Whether {@link #extract(String, char[], int)} reads the characters where they are, without a
   * string: a caller that decodes bytes may then decode into a reused char array.
   *
   * @return true if the char-array form does not copy the characters into a string
   */
  default boolean extractsChars() {
    return false;
  }
}
