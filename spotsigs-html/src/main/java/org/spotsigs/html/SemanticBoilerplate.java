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

import java.util.Set;
import org.jsoup.nodes.Element;

/**
 * What the markup declares to be no part of the article counts against it (version 6): a block
 * inside navigation, a page's footer or a complementary box ({@code <nav>}, {@code <footer>},
 * {@code <aside>}, or the ARIA roles navigation, contentinfo, complementary, banner, search, menu
 * and menubar) scores minus its words, as link text does, unless it lies inside the declared
 * article ({@link DeclaredArticle}: a pull quote in an {@code <aside>} of the article, the
 * article's own footer of tags and byline).
 */
final class SemanticBoilerplate implements ArticleRule {
  static final SemanticBoilerplate RULE = new SemanticBoilerplate();

  private static final Set<String> TAGS = Set.of("nav", "footer", "aside");

  private static final Set<String> ROLES =
      Set.of("navigation", "contentinfo", "complementary", "banner", "search", "menu", "menubar");

  private SemanticBoilerplate() {}

  @Override
  public String name() {
    return "semantic-boilerplate";
  }

  @Override
  public void apply(Selection s) {
    Element previous = null;
    boolean previousInside = false;
    for (int i = 0; i < s.size(); i++) {
      int w = s.blocks.words(i);
      if (w == 0) {
        continue;
      }
      Element owner = s.blocks.owner(i);
      boolean inside = owner == previous ? previousInside : inBoilerplate(owner, s.declared);
      previous = owner;
      previousInside = inside;
      if (inside) {
        s.score[i] = -w;
      }
    }
  }

  /**
   * Whether {@code e} lies in an element declared boilerplate that is not inside {@code article}.
   */
  static boolean inBoilerplate(Element e, Element article) {
    for (; e != null; e = e.parent()) {
      if (e == article) {
        return false;
      }
      if (isBoilerplate(e)) {
        return article == null || !PageTree.isInside(e, article);
      }
    }
    return false;
  }

  private static boolean isBoilerplate(Element e) {
    if (TAGS.contains(e.normalName())) {
      return true;
    }
    if (e.attributesSize() == 0) {
      return false;
    }
    String role = e.attr("role");
    return !role.isEmpty() && ROLES.contains(role.strip().toLowerCase(java.util.Locale.ROOT));
  }
}
