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
import org.apache.lucene.analysis.CharFilter;

/**
 * Turns every {@code '\n'} and {@code '\r'} into a space. One character for one, so offsets need no
 * correction and no lookup is made per character (what a {@code MappingCharFilter} would cost).
 */
final class LineBreaksToSpaces extends CharFilter {
  LineBreaksToSpaces(Reader in) {
    super(in);
  }

  @Override
  public int read(char[] cbuf, int off, int len) throws IOException {
    int n = input.read(cbuf, off, len);
    replace(cbuf, off, off + Math.max(n, 0));
    return n;
  }

  /** Replaces every line break in {@code chars[from, to)} by a space. */
  static void replace(char[] chars, int from, int to) {
    for (int i = from; i < to; i++) {
      char c = chars[i];
      if (c == '\n' || c == '\r') {
        chars[i] = ' ';
      }
    }
  }

  @Override
  protected int correct(int currentOff) {
    return currentOff;
  }
}
