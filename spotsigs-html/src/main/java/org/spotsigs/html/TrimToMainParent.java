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

import java.util.IdentityHashMap;
import java.util.Map;
import org.jsoup.nodes.Element;

/**
 * The article's paragraph level: the main parent is the element that holds most of the kept text as
 * its paragraphs (children, or the blocks of its own text, as {@link ParagraphReading} reads them).
 * Kept blocks nested more than {@code maxNesting} levels below it (a comment section inside the
 * article's container) are dropped, and so are kept blocks after its last block that lie outside it
 * (what follows an article: related stories, comments, author boxes).
 */
final class TrimToMainParent implements ArticleRule {
  static final TrimToMainParent RULE = new TrimToMainParent();

  private TrimToMainParent() {}

  @Override
  public String name() {
    return "trim-to-main-parent";
  }

  @Override
  public void apply(Selection s) {
    PageBlocks b = s.blocks;
    boolean[] keep = s.keep;
    s.beforeTrim = keep.clone();
    Map<Element, int[]> words = new IdentityHashMap<>();
    Element main = null;
    int most = 0;
    for (int i = 0; i < keep.length; i++) {
      if (keep[i] && s.score[i] > 0 && b.words(i) >= s.settings.minWords()) {
        Element parent = s.paragraphParent(b.owner(i));
        int[] w = words.computeIfAbsent(parent, k -> new int[1]);
        w[0] += b.words(i);
        if (w[0] > most) {
          most = w[0];
          main = parent;
        }
      }
    }
    s.main = main;
    if (main == null) {
      return;
    }
    int last = -1;
    boolean[] inside = new boolean[keep.length];
    for (int i = 0; i < keep.length; i++) {
      inside[i] = PageTree.isInside(b.owner(i), main);
      if (inside[i]) {
        last = i;
      }
    }
    s.lastInMain = last;
    for (int i = 0; i < keep.length; i++) {
      if (!keep[i]) {
        continue;
      }
      if (inside[i]) {
        // a paragraph of the main parent is one level below it, however many wrappers of its own
        // it has
        int nesting =
            !s.linkDense(i) && s.paragraphParent(b.owner(i)) == main
                ? 1
                : s.reading.levels(b.owner(i), main, s.counts);
        keep[i] = nesting <= s.settings.maxNesting();
      } else {
        keep[i] = i <= last;
      }
    }
  }
}
