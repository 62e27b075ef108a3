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
 * The next posts of a front page, not what follows an article (version 5): when the main parent
 * lies in no repeated unit and it, or one of its ancestors, is one of several texts of the same
 * markup (an earlier sibling of the same tag holds {@code minArticleWords} words of kept text as
 * the paragraphs of one element, reached through the same tags as the main parent: a blog's front
 * page whose largest post holds most of its words, so that its posts make no group of units), the
 * blocks the trim dropped in the later siblings of that tag are kept again, unless mostly link
 * text.
 */
final class LaterParallelTexts implements ArticleRule {
  static final LaterParallelTexts RULE = new LaterParallelTexts();

  private LaterParallelTexts() {}

  @Override
  public String name() {
    return "later-parallel-texts";
  }

  @Override
  public void apply(Selection s) {
    if (s.main == null || PageTree.enclosing(s.main, s.found) != null) {
      return;
    }
    Element text = parallelText(s);
    if (text == null) {
      return;
    }
    for (int i = s.lastInMain + 1; i < s.size(); i++) {
      if (s.beforeTrim[i]
          && !PageTree.isInside(s.blocks.owner(i), s.main)
          && laterParallel(s.blocks.owner(i), text)
          && !s.linkDense(i)) {
        s.keep[i] = true;
      }
    }
  }

  /**
   * The element {@code x} (the main parent or one of its ancestors) that is one of several texts of
   * the same markup set one after another, or null; of several, the one nearest to the main parent.
   * The kept text is read before the trim.
   */
  private static Element parallelText(Selection s) {
    PageBlocks b = s.blocks;
    boolean[] keep = s.beforeTrim;
    Element main = s.main;
    Map<Element, int[]> words = new IdentityHashMap<>(); // per paragraph parent of an earlier text
    Element nearest = null;
    for (int i = 0; i < keep.length; i++) {
      if (!keep[i] || s.score[i] <= 0 || b.words(i) < s.settings.minWords()) {
        continue;
      }
      Element shared = PageTree.commonAncestor(b.owner(i), main);
      if (shared == main) {
        break; // the main parent's own text: earlier texts end here
      }
      Element x = PageTree.childOf(main, shared);
      Element earlier = PageTree.childOf(b.owner(i), shared);
      if (earlier == null // the block is the shared ancestor's own text
          || !earlier.normalName().equals(x.normalName())
          || (nearest != null && PageTree.depth(x) <= PageTree.depth(nearest))) {
        continue;
      }
      Element parent = s.paragraphParent(b.owner(i));
      if (PageTree.isInside(parent, earlier)
          && PageTree.tagPath(parent, earlier).equals(PageTree.tagPath(main, x))) {
        int[] w = words.computeIfAbsent(parent, k -> new int[1]);
        w[0] += s.textWords(i);
        if (w[0] >= s.settings.minArticleWords()) {
          nearest = x;
        }
      }
    }
    return nearest;
  }

  /** Whether {@code e} lies in a sibling of {@code text} after it with the same tag. */
  private static boolean laterParallel(Element e, Element text) {
    Element c = PageTree.childOf(e, text.parent());
    return c != null
        && c.elementSiblingIndex() > text.elementSiblingIndex()
        && c.normalName().equals(text.normalName());
  }
}
