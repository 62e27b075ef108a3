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

import java.util.Collections;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.Map;
import java.util.Set;
import org.jsoup.nodes.Element;

/**
 * Units without links of their own inside the declared article are its sections (version 6): a
 * comment carries its author's link, a reply link or a permalink, a teaser its headline's link; the
 * sections of an article, the questions and answers of an interview, the steps of a how-to carry
 * none. When fewer than half of the units of a group (the units of one parent with one tag) hold a
 * block that is mostly link text, the group's units hold at least {@code minWords} words each of
 * text that counts for the article on average, and they lie inside the declared article ({@link
 * DeclaredArticle}), none of the group is read as a unit, and the best run is found again.
 */
final class LinkFreeSections implements ArticleRule {
  static final LinkFreeSections RULE = new LinkFreeSections();

  private LinkFreeSections() {}

  @Override
  public String name() {
    return "link-free-sections";
  }

  @Override
  public void apply(Selection s) {
    if (s.units.isEmpty()) {
      return;
    }
    Element[] unitOf = s.unitOf;
    Map<Element, int[]> perUnit = new IdentityHashMap<>(); // unit -> {link-dense blocks, prose}
    for (int i = 0; i < unitOf.length; i++) {
      if (unitOf[i] == null || s.blocks.words(i) == 0) {
        continue;
      }
      int[] u = perUnit.computeIfAbsent(unitOf[i], k -> new int[2]);
      if (s.linkDense(i)) {
        u[0]++;
      } else if (s.score[i] > 0) {
        u[1] += s.textWords(i);
      }
    }
    // per parent, per tag: {units, units with links, prose words}
    Map<Element, Map<String, int[]>> groups = new IdentityHashMap<>();
    for (Element u : s.units) {
      int[] g =
          groups
              .computeIfAbsent(u.parent(), k -> new HashMap<>())
              .computeIfAbsent(u.normalName(), k -> new int[3]);
      int[] c = perUnit.getOrDefault(u, new int[2]);
      g[0]++;
      g[1] += c[0] > 0 ? 1 : 0;
      g[2] += c[1];
    }
    Set<Element> sections = Collections.newSetFromMap(new IdentityHashMap<>());
    for (Element u : s.units) {
      int[] g = groups.get(u.parent()).get(u.normalName());
      if (2 * g[1] >= g[0] || g[2] < s.settings.minWords() * g[0]) {
        continue;
      }
      if (s.declared != null && PageTree.isInside(u, s.declared) && u != s.declared) {
        sections.add(u);
      }
    }
    if (sections.isEmpty()) {
      return;
    }
    Set<Element> left = Collections.newSetFromMap(new IdentityHashMap<>());
    for (Element u : s.units) {
      if (!sections.contains(u)) {
        left.add(u);
      }
    }
    s.units = left;
    s.unitOf = RepeatedUnits.holders(s.blocks, s.units);
    s.run = s.bestRun(false);
  }
}
