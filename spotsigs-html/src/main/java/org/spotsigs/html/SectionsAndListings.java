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
 * Listings and sectioned texts (version 2). When the main parent lies inside a section (a found
 * unit that is not read as a unit), the whole text the sections belong to is kept, unless mostly
 * link text. When it lies inside a unit that was not left out, and at least {@link
 * RepeatedUnits#MIN_UNITS} units of its group are prose units (at least half of their words in
 * blocks that count for the article, and at least half as many of those words as the unit that
 * holds the main parent), the page is a listing of several texts: every block of its prose units
 * that is not mostly link text is kept, and so is the rest of the group parent's text.
 */
final class SectionsAndListings implements ArticleRule {
  static final SectionsAndListings RULE = new SectionsAndListings();

  private SectionsAndListings() {}

  @Override
  public String name() {
    return "sections-and-listings";
  }

  @Override
  public void apply(Selection s) {
    if (s.main == null) {
      return;
    }
    Element unit = PageTree.enclosing(s.main, s.found);
    if (unit != null && unit.parent() != null) {
      if (!s.units.contains(unit)) {
        keepText(s, unit.parent()); // a section of a text: the whole text
      } else if (!s.unitsLeftOut) {
        keepListing(s, unit);
      }
    }
  }

  /** Keeps every block inside {@code text} that is not mostly link text. */
  private static void keepText(Selection s, Element text) {
    for (int i = 0; i < s.size(); i++) {
      if (!s.keep[i]
          && s.blocks.words(i) > 0
          && !s.linkDense(i)
          && PageTree.isInside(s.blocks.owner(i), text)) {
        s.keep[i] = true;
      }
    }
  }

  private static void keepListing(Selection s, Element unit) {
    PageBlocks b = s.blocks;
    Element group = unit.parent();
    // per unit of the group: {words outside links in blocks that count for the article, words}
    Map<Element, int[]> prose = new IdentityHashMap<>();
    Element[] childOf = new Element[s.size()];
    for (int i = 0; i < s.size(); i++) {
      Element child = childOf[i] = PageTree.childOf(b.owner(i), group);
      if (child != null
          && b.words(i) > 0
          && s.found.contains(child)
          && child.normalName().equals(unit.normalName())) {
        int[] p = prose.computeIfAbsent(child, k -> new int[2]);
        if (s.score[i] > 0) {
          p[0] += s.textWords(i);
        }
        p[1] += b.words(i);
      }
    }
    int[] own = prose.get(unit);
    if (own == null) {
      return;
    }
    int proseUnits = 0;
    for (int[] p : prose.values()) {
      if (isProse(p) && 2L * p[0] >= own[0]) {
        proseUnits++;
      }
    }
    if (proseUnits < RepeatedUnits.MIN_UNITS) {
      return;
    }
    for (int i = 0; i < s.size(); i++) {
      if (childOf[i] != null && b.words(i) > 0 && !s.linkDense(i)) {
        int[] p = prose.get(childOf[i]);
        if (p == null || isProse(p)) {
          s.keep[i] = true;
        }
      }
    }
  }

  /** Whether a unit with {@code p} = {prose words, words} has at least half its words in prose. */
  private static boolean isProse(int[] p) {
    return p[0] > 0 && 2L * p[0] >= p[1];
  }
}
