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
import java.util.List;
import java.util.Map;
import org.jsoup.nodes.Element;

/**
 * Markup that declares the article, as evidence, not as a rule (version 6). The declared article is
 * the element marked {@code itemprop="articleBody"} that holds the most text of the blocks that
 * count for an article; else the {@code <article>} (or {@code role="article"}) element that does,
 * when it holds most of the text of all such elements (several of comparable size are a listing,
 * and declare nothing); else the page's {@code <main>} (or {@code role="main"}). Inside it, a block
 * that counts against the article (a short line, a line without stop words: a data table, a
 * caption) counts {@link #DAMPING} as much, and a block that counts for it {@link #BOOST} times as
 * much: the article's own short lines do not cut it, and its text outweighs a longer text outside
 * it (a footer's legal notice, a sidebar's teasers). Link text counts as before.
 */
final class DeclaredArticle implements ArticleRule {
  static final DeclaredArticle RULE = new DeclaredArticle();

  /** The weight of a negative block inside the declared article. */
  static final double DAMPING = 0.25;

  /** The weight of a positive block inside the declared article. */
  static final double BOOST = 2;

  private DeclaredArticle() {}

  @Override
  public String name() {
    return "declared-article";
  }

  @Override
  public void apply(Selection s) {
    s.declared = find(s);
    if (s.declared == null) {
      return;
    }
    for (int i = 0; i < s.size(); i++) {
      if (s.blocks.words(i) == 0 || !PageTree.isInside(s.blocks.owner(i), s.declared)) {
        continue;
      }
      if (s.score[i] > 0) {
        s.score[i] *= BOOST;
      } else if (!s.linkDense(i)) {
        s.score[i] *= DAMPING;
      }
    }
  }

  /** Kinds of declarations, the most specific first. */
  private static final int ARTICLE_BODY = 0;

  private static final int ARTICLE = 1;
  private static final int MAIN = 2;

  static Element find(Selection s) {
    // per declaring element: the words of positive blocks inside it
    List<Map<Element, int[]>> kinds =
        List.of(new IdentityHashMap<>(), new IdentityHashMap<>(), new IdentityHashMap<>());
    Element previous = null;
    Element[] holders = new Element[3];
    for (int i = 0; i < s.size(); i++) {
      if (s.score[i] <= 0) {
        continue;
      }
      Element owner = s.blocks.owner(i);
      if (owner != previous) {
        holders[0] = holders[1] = holders[2] = null;
        for (Element e = owner; e != null; e = e.parent()) {
          int kind = kind(e);
          if (kind >= 0) {
            holders[kind] = e; // the outermost of each kind
          }
        }
        previous = owner;
      }
      for (int k = 0; k < 3; k++) {
        if (holders[k] != null) {
          kinds.get(k).computeIfAbsent(holders[k], x -> new int[1])[0] += s.textWords(i);
        }
      }
    }
    for (int k = 0; k < 3; k++) {
      Element best = null;
      int most = 0;
      long total = 0;
      for (Map.Entry<Element, int[]> e : kinds.get(k).entrySet()) {
        total += e.getValue()[0];
        if (e.getValue()[0] > most) {
          most = e.getValue()[0];
          best = e.getKey();
        }
      }
      if (best != null && most >= s.settings.minWords() && (k != ARTICLE || 2L * most > total)) {
        return best;
      }
    }
    return null;
  }

  /** The kind of declaration {@code e} is, or -1. */
  private static int kind(Element e) {
    String tag = e.normalName();
    if (tag.equals("article")) {
      return ARTICLE;
    }
    if (tag.equals("main")) {
      return MAIN;
    }
    if (e.attributesSize() == 0) {
      return -1;
    }
    if (e.attr("itemprop").equalsIgnoreCase("articleBody")) {
      return ARTICLE_BODY;
    }
    String role = e.attr("role");
    if (role.equalsIgnoreCase("article")) {
      return ARTICLE;
    }
    if (role.equalsIgnoreCase("main")) {
      return MAIN;
    }
    return -1;
  }
}
