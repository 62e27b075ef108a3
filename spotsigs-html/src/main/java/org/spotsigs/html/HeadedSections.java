package org.spotsigs.html;

import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.Map;
import java.util.Set;
import org.jsoup.nodes.Element;

/**
 * Units that open with a heading of their own are the sections of a text, not comments or teasers
 * (version 6): when at least half of the units of a group (the units of one parent with one tag)
 * open with a heading (h1 to h6) that is not mostly link text (a teaser's headline is a link) and
 * hold text that counts for the article, none of the group is read as a unit.
 */
final class HeadedSections implements ArticleRule {
  static final HeadedSections RULE = new HeadedSections();

  private HeadedSections() {}

  @Override
  public String name() {
    return "headed-sections";
  }

  @Override
  public void apply(Selection s) {
    if (s.units.isEmpty()) {
      return;
    }
    Element[] unitOf = RepeatedUnits.holders(s.blocks, s.units);
    Map<Element, int[]> opening = new IdentityHashMap<>(); // unit -> {first block, prose words}
    for (int i = 0; i < unitOf.length; i++) {
      Element u = unitOf[i];
      if (u == null || s.blocks.words(i) == 0) {
        continue;
      }
      int[] o = opening.computeIfAbsent(u, k -> new int[] {-1, 0});
      if (o[0] < 0) {
        o[0] = i;
      }
      if (s.score[i] > 0) {
        o[1] += s.textWords(i);
      }
    }
    // per parent, per tag: {units, headed units}
    Map<Element, Map<String, int[]>> groups = new IdentityHashMap<>();
    for (Element u : s.units) {
      int[] c =
          groups
              .computeIfAbsent(u.parent(), k -> new java.util.HashMap<>())
              .computeIfAbsent(u.normalName(), k -> new int[2]);
      c[0]++;
      int[] o = opening.get(u);
      if (o != null
          && o[0] >= 0
          && s.blocks.heading(o[0]) > 0
          && !s.linkDense(o[0])
          && o[1] >= s.settings.minWords()) {
        c[1]++;
      }
    }
    Set<Element> left = Collections.newSetFromMap(new IdentityHashMap<>());
    for (Element u : s.units) {
      int[] c = groups.get(u.parent()).get(u.normalName());
      if (2 * c[1] < c[0]) {
        left.add(u);
      }
    }
    s.units = left;
  }
}
