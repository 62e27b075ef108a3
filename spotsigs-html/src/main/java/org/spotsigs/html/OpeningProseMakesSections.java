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
import java.util.IdentityHashMap;
import java.util.Map;
import java.util.Set;
import org.jsoup.nodes.Element;

/**
 * Units whose parent opens with prose of its own (more than {@link #SECTION_PROSE} times {@code
 * minWords} words of article text as its own paragraphs before its first unit: an introduction, or
 * the post that replies set among its paragraphs answer) are the sections of that text, not units
 * (version 2).
 */
final class OpeningProseMakesSections implements ArticleRule {
  static final OpeningProseMakesSections RULE = new OpeningProseMakesSections();

  /** How much prose (in multiples of {@code minWords} words) the parent must open with. */
  static final int SECTION_PROSE = 3;

  private OpeningProseMakesSections() {}

  @Override
  public String name() {
    return "opening-prose-makes-sections";
  }

  @Override
  public void apply(Selection s) {
    if (s.units.isEmpty()) {
      return;
    }
    PageBlocks b = s.blocks;
    Element[] unitOf = RepeatedUnits.holders(b, s.units);
    Map<Element, int[]> opening = new IdentityHashMap<>(); // article words before the first unit
    Set<Element> begun = Collections.newSetFromMap(new IdentityHashMap<>());
    for (int i = 0; i < unitOf.length; i++) {
      if (unitOf[i] != null) {
        begun.add(unitOf[i].parent());
      } else if (s.score[i] > 0) {
        Element parent = s.paragraphParent(b.owner(i));
        if (!begun.contains(parent)) {
          opening.computeIfAbsent(parent, k -> new int[1])[0] += s.textWords(i);
        }
      }
    }
    Set<Element> left = Collections.newSetFromMap(new IdentityHashMap<>());
    for (Element u : s.units) {
      int[] o = opening.get(u.parent());
      if (o == null || o[0] <= SECTION_PROSE * s.settings.minWords()) {
        left.add(u);
      }
    }
    s.units = left;
  }
}
