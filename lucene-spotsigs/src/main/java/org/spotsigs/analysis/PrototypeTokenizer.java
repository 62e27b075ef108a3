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

import org.apache.lucene.analysis.util.CharTokenizer;
import org.apache.lucene.util.AttributeFactory;

/**
 * Splits text the way the original SpotSigs prototype does (a {@code java.util.StringTokenizer}): a
 * token is a maximal run of characters that are none of the delimiters {@code space, \t, \n, \r,
 * \f} and {@code .()",-:;/\?!@<>$#&%*+|=_`~'{}[]}. Markup is not treated specially, so raw pages
 * yield their tag and attribute names as tokens. Tokens are not lower-cased here.
 */
public final class PrototypeTokenizer extends CharTokenizer {
  /** The prototype's delimiters. */
  public static final String DELIMITERS = " \t\n\r\f.()\",-:;/\\?!@<>$#&%*+|=_`~'{}[]";

  private static final boolean[] DELIMITER = new boolean[128];

  static {
    for (char c : DELIMITERS.toCharArray()) {
      DELIMITER[c] = true;
    }
  }

  /**
   * A tokenizer with Lucene's default attribute factory. A token longer than {@link
   * org.apache.lucene.analysis.standard.StandardTokenizer#MAX_TOKEN_LENGTH_LIMIT} characters is cut
   * into tokens of that length.
   */
  public PrototypeTokenizer() {
    super(
        DEFAULT_TOKEN_ATTRIBUTE_FACTORY,
        org.apache.lucene.analysis.standard.StandardTokenizer.MAX_TOKEN_LENGTH_LIMIT);
  }

  /**
   * A tokenizer with the given attribute factory, otherwise as {@link #PrototypeTokenizer()}.
   *
   * @param factory the factory of the token stream's attributes
   */
  public PrototypeTokenizer(AttributeFactory factory) {
    super(factory, org.apache.lucene.analysis.standard.StandardTokenizer.MAX_TOKEN_LENGTH_LIMIT);
  }

  @Override
  protected boolean isTokenChar(int c) {
    return isTokenCodePoint(c);
  }

  /** Whether code point {@code c} belongs to a token (is not one of the delimiters). */
  static boolean isTokenCodePoint(int c) {
    return c >= 128 || !DELIMITER[c];
  }
}
