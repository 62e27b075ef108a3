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
package org.spotsigs.html;

import java.io.Reader;
import org.spotsigs.analysis.WholeInputCharFilter;

/**
 * A character filter that turns an HTML page into its article text ({@link ArticleExtractor}): the
 * page is parsed by an HTML5 parser and the blocks of its main content follow one another, each
 * ended by a line break. Offsets are corrected to the page: a character of the output maps into the
 * text node it came from (exactly where the node's text holds no entity or collapsed white space,
 * otherwise to a position inside the same node), and the end of the output maps to the end of the
 * page. A document without {@code '<'} passes unchanged.
 *
 * <p>The filter reads its whole input before returning the first character (the main content of a
 * page is known only once the page is parsed), so memory grows with the document. Not thread-safe
 * (no reader is).
 */
public final class HtmlArticleCharFilter extends WholeInputCharFilter {
  private final ArticleExtractor extractor;

  /**
   * The article text of the page read from {@code in}, with the default {@link ArticleExtractor}.
   */
  public HtmlArticleCharFilter(Reader in) {
    this(in, ArticleExtractor.defaults());
  }

  public HtmlArticleCharFilter(Reader in, ArticleExtractor extractor) {
    super(in);
    this.extractor = extractor;
  }

  @Override
  protected void transform(char[] page, int length) {
    String html = new String(page, 0, length);
    if (html.indexOf('<') < 0) {
      output(page, length);
      return;
    }
    PageBlocks blocks = extractor.blocks(html, true);
    boolean[] keep = extractor.select(blocks);
    char[] text = blocks.text();
    char[] out = new char[blocks.textLength()];
    int outLength = 0;
    // where each output character came from: from the text node it was copied from, made
    // non-decreasing and kept inside the page (an HTML5 parse may move a node before text that
    // precedes it in the source, e.g. text misplaced inside a table)
    int[] from = new int[blocks.textLength() + 1];
    int segment = 0;
    int at = 0; // input offset of the next output character, until a segment says otherwise
    for (int i = 0; i < blocks.size(); i++) {
      int start = blocks.start(i);
      int end = blocks.end(i);
      while (segment < blocks.segments() && blocks.segmentOut(segment) < start) {
        segment++;
      }
      if (!keep[i]) {
        continue;
      }
      for (int k = start; k < end; k++) {
        if (segment < blocks.segments() && blocks.segmentOut(segment) == k) {
          at = blocks.segmentIn(segment++);
        }
        from[outLength] = at++;
        out[outLength++] = text[k];
      }
      from[outLength] = at;
      out[outLength++] = '\n';
    }
    int previous = Integer.MIN_VALUE;
    int lo = 0;
    for (int k = 0; k < outLength; k++) {
      lo = Math.min(Math.max(lo, from[k]), length);
      int diff = lo - k;
      if (diff != previous) {
        addOffCorrectMap(k, diff);
        previous = diff;
      }
    }
    // the end of the text is the end of the page
    addOffCorrectMap(outLength, length - outLength);
    output(out, outLength);
  }
}
