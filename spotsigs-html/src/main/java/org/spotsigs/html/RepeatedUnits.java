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

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.jsoup.nodes.Element;

/**
 * Finds the repeated units of a page: runs of sibling elements of the same tag, each holding two or
 * more text blocks, none holding most of their text. Comment threads (a name and date, the comment,
 * a reply link, again and again), teaser lists (a headline link and a summary per teaser) and
 * listings of posts take this shape; the paragraphs of an article, one block each, do not.
 *
 * <p>A group of units is recognised by its structure alone: at least {@link #MIN_UNITS} siblings
 * with the same tag name, each with at least two blocks that have words, and no member with more
 * than half of the group's words (a page layout of three rows, one of which holds the article, is
 * not a group).
 */
final class RepeatedUnits {
  /** The fewest sibling units that make a group. */
  static final int MIN_UNITS = 3;

  private RepeatedUnits() {}

  /** Per element that holds a block with words: {blocks with words, words} in its subtree. */
  static Map<Element, int[]> counts(PageBlocks blocks) {
    Map<Element, int[]> counts = new IdentityHashMap<>();
    for (int i = 0; i < blocks.size(); i++) {
      int w = blocks.words(i);
      if (w == 0) {
        continue;
      }
      for (Element e = blocks.owner(i); e != null; e = e.parent()) {
        int[] c = counts.get(e);
        if (c == null) {
          counts.put(e, c = new int[2]);
        }
        c[0]++;
        c[1] += w;
      }
    }
    return counts;
  }

  /** The unit elements of the page; {@code counts} as {@link #counts} gives them. */
  static Set<Element> find(Map<Element, int[]> counts) {
    Set<Element> units = Collections.newSetFromMap(new IdentityHashMap<>());
    Set<Element> parentsSeen = Collections.newSetFromMap(new IdentityHashMap<>());
    Map<String, List<Element>> groups = new HashMap<>();
    for (Map.Entry<Element, int[]> entry : counts.entrySet()) {
      Element parent = entry.getKey().parent();
      if (entry.getValue()[0] < 2 || parent == null || !parentsSeen.add(parent)) {
        continue;
      }
      groups.clear();
      for (Element child = parent.firstElementChild();
          child != null;
          child = child.nextElementSibling()) {
        int[] c = counts.get(child);
        if (c != null && c[0] >= 2) {
          groups.computeIfAbsent(child.normalName(), k -> new ArrayList<>()).add(child);
        }
      }
      for (List<Element> group : groups.values()) {
        if (group.size() < MIN_UNITS) {
          continue;
        }
        long total = 0;
        int max = 0;
        for (Element member : group) {
          int words = counts.get(member)[1];
          total += words;
          max = Math.max(max, words);
        }
        if (2L * max <= total) {
          units.addAll(group);
        }
      }
    }
    return units;
  }

  /** For each block of {@code blocks}, the outermost of {@code units} that holds it, or null. */
  static Element[] holders(PageBlocks blocks, Set<Element> units) {
    Element[] holder = new Element[blocks.size()];
    if (units.isEmpty()) {
      return holder;
    }
    for (int i = 0; i < holder.length; i++) {
      for (Element e = blocks.owner(i); e != null; e = e.parent()) {
        if (units.contains(e)) {
          holder[i] = e;
        }
      }
    }
    return holder;
  }
}
