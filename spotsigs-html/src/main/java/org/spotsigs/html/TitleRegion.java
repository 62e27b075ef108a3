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

import org.jsoup.nodes.Element;

/**
 * The headline declares its article (version 6): the title region is the smallest element that
 * holds the title heading ({@link TitleHeading}) and at least {@link #PROSE} times {@code minWords}
 * words of text that counts for the article after it. Inside it (and outside the declared article,
 * which {@link DeclaredArticle} weighs already), blocks are weighed as in the declared article: a
 * short post after its headline outweighs a longer notice, sidebar or comment elsewhere, and its
 * own lines without stop words (a recipe's ingredients, a ranking) do not cut it.
 */
final class TitleRegion implements ArticleRule {
  static final TitleRegion RULE = new TitleRegion();

  /** The text after the heading the region must hold, in multiples of {@code minWords}. */
  static final int PROSE = 3;

  private TitleRegion() {}

  @Override
  public String name() {
    return "title-region";
  }

  @Override
  public void apply(Selection s) {
    Element region = find(s);
    s.titleRegion = region;
    if (region == null) {
      return;
    }
    for (int i = s.titleBlock; i < s.size(); i++) {
      Element owner = s.blocks.owner(i);
      if (s.blocks.words(i) == 0
          || !PageTree.isInside(owner, region)
          || (s.declared != null && PageTree.isInside(owner, s.declared))) {
        continue;
      }
      if (s.score[i] > 0) {
        s.score[i] *= DeclaredArticle.BOOST;
      } else if (!s.linkDense(i)) {
        s.score[i] *= DeclaredArticle.DAMPING;
      }
    }
  }

  /** The title region, or null without a title heading or without text after it. */
  static Element find(Selection s) {
    if (s.titleBlock < 0) {
      return null;
    }
    int need = PROSE * s.settings.minWords();
    for (Element e = s.blocks.owner(s.titleBlock); e != null; e = e.parent()) {
      int words = 0;
      for (int i = s.titleBlock + 1; i < s.size() && words < need; i++) {
        if (s.score[i] > 0 && PageTree.isInside(s.blocks.owner(i), e)) {
          words += s.textWords(i);
        }
      }
      if (words >= need) {
        return e;
      }
    }
    return null;
  }
}
