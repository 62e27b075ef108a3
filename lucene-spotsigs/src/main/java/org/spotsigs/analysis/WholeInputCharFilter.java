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
import org.apache.lucene.analysis.charfilter.BaseCharFilter;
import org.apache.lucene.util.ArrayUtil;

/**
 * A character filter whose output is known only once its whole input is read (a block's length, a
 * page's main content): it reads the input to the end on the first read, asks {@link #transform}
 * for the output and the offset corrections, and serves the output. Memory grows with the document.
 * Not thread-safe (no reader is).
 */
public abstract class WholeInputCharFilter extends BaseCharFilter {
  private char[] out;
  private int outLength;
  private int pos;

  /**
   * A filter of {@code in}, read to its end on the first read.
   *
   * @param in the input; closed when this filter is closed
   */
  protected WholeInputCharFilter(Reader in) {
    super(in);
  }

  /**
   * Computes the output of {@code input[0, length)}: calls {@link #output} once, and {@link
   * #addOffCorrectMap} for every offset correction, in increasing output offsets.
   *
   * @param input the whole input; the implementation may keep it (as the output, for example)
   * @param length the number of characters of the input, at the start of {@code input}
   * @throws IOException if the transformation fails
   */
  protected abstract void transform(char[] input, int length) throws IOException;

  /**
   * Sets the output: {@code chars[0, length)}, not copied.
   *
   * @param chars the output's characters; must not change while the output is read
   * @param length the number of characters of the output, at the start of {@code chars}
   */
  protected final void output(char[] chars, int length) {
    this.out = chars;
    this.outLength = length;
  }

  @Override
  public final int read(char[] cbuf, int off, int len) throws IOException {
    if (out == null) {
      fill();
    }
    if (pos >= outLength) {
      return -1;
    }
    int n = Math.min(len, outLength - pos);
    System.arraycopy(out, pos, cbuf, off, n);
    pos += n;
    return n;
  }

  @Override
  public final int read() throws IOException {
    if (out == null) {
      fill();
    }
    return pos < outLength ? out[pos++] : -1;
  }

  private void fill() throws IOException {
    char[] text = new char[8192];
    int length = 0;
    for (int r; (r = input.read(text, length, text.length - length)) != -1; ) {
      length += r;
      if (length == text.length) {
        text = ArrayUtil.grow(text, length + 1);
      }
    }
    transform(text, length);
    if (out == null) {
      throw new IllegalStateException(getClass().getSimpleName() + ".transform gave no output");
    }
  }
}
