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
 * An article cut into several tables or boxes, some of one paragraph, the others of several
 * (version 3): when a parent of units holds at least half of the text of the best run found without
 * units, and at least {@code minArticleWords} words of it, as its own paragraphs between its first
 * and its last unit, its units are the sections of that text, not units; the best run is found
 * again.
 */
final class SectionedText implements ArticleRule {
  static final SectionedText RULE = new SectionedText();

  private SectionedText() {}

  @Override
  public String name() {
    return "sectioned-text";
  }

  @Override
  public void apply(Selection s) {
    if (s.run == null) {
      return;
    }
    Element text = text(s);
    if (text != null) {
      Set<Element> left = Collections.newSetFromMap(new IdentityHashMap<>());
      for (Element u : s.units) {
        if (u.parent() != text) {
          left.add(u);
        }
      }
      s.units = left;
      s.unitOf = RepeatedUnits.holders(s.blocks, s.units);
      s.run = s.bestRun(false);
    }
  }

  /** The parent of units whose own paragraphs between them hold most of the run, or null. */
  private static Element text(Selection s) {
    PageBlocks b = s.blocks;
    Map<Element, int[]> span = new IdentityHashMap<>(); // per units' parent: first, last unit block
    for (int i = 0; i < s.unitOf.length; i++) {
      if (s.unitOf[i] != null) {
        int[] f = span.computeIfAbsent(s.unitOf[i].parent(), k -> new int[] {-1, -1});
        if (f[0] < 0) {
          f[0] = i;
        }
        f[1] = i;
      }
    }
    Map<Element, int[]> words = new IdentityHashMap<>();
    Element main = null;
    int most = 0;
    int total = 0;
    for (int i = s.run[0]; i <= s.run[1]; i++) {
      if (s.score[i] > 0 && s.unitOf[i] == null) {
        int w = s.textWords(i);
        total += w;
        Element parent = s.paragraphParent(b.owner(i));
        int[] f = span.get(parent);
        if (f != null && i > f[0] && i < f[1]) {
          int[] c = words.computeIfAbsent(parent, k -> new int[1]);
          c[0] += w;
          if (c[0] > most) {
            most = c[0];
            main = parent;
          }
        }
      }
    }
    return main != null && 2 * most >= total && most >= s.settings.minArticleWords() ? main : null;
  }
}
