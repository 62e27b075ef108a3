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

import java.util.Map;
import java.util.Set;
import org.jsoup.nodes.Element;

/**
 * How the paragraphs of a page's tree are read: which element a block is a paragraph of, and how
 * many levels an element lies below another. The rule sets the reading of its version for the rules
 * after it.
 *
 * <ul>
 *   <li>{@link #FIRST} (version 1): a block is a paragraph of the parent of the outermost element
 *       that holds it alone; levels are tree levels.
 *   <li>{@link #LISTS} (version 2): lists (not their items), quotations and inline markup are
 *       passed through, as if they held the block alone; a list nested in a list item is no level.
 *   <li>{@link #TABLES} (version 3): also a part of a table that holds all the text of its parent
 *       (the one row and cell of a table that lays out a page) is no level.
 * </ul>
 */
final class ParagraphReading implements ArticleRule {
  /** Elements whose text is one paragraph of their parent. */
  private static final Set<String> PARAGRAPH =
      Set.of(
          "p",
          "h1",
          "h2",
          "h3",
          "h4",
          "h5",
          "h6",
          "li",
          "dt",
          "dd",
          "blockquote",
          "pre",
          "figcaption",
          "address");

  /** Elements that hold one paragraph of their parent however many blocks they have (lists). */
  private static final Set<String> ONE_PARAGRAPH =
      Set.of("ul", "ol", "dl", "menu", "dir", "blockquote");

  /** Lists and their items (a list nested in a list item is no level of nesting). */
  private static final Set<String> LIST = Set.of("ul", "ol", "dl", "li", "dt", "dd", "menu", "dir");

  private static final Set<String> LIST_ITEM = Set.of("li", "dt", "dd");

  /** The parts of a table (one that holds all its parent's text is no level). */
  private static final Set<String> TABLE =
      Set.of("table", "thead", "tbody", "tfoot", "tr", "td", "th");

  static final ParagraphReading FIRST = new ParagraphReading(false, false);
  static final ParagraphReading LISTS = new ParagraphReading(true, false);
  static final ParagraphReading TABLES = new ParagraphReading(true, true);

  private final boolean lists;
  private final boolean tables;

  private ParagraphReading(boolean lists, boolean tables) {
    this.lists = lists;
    this.tables = tables;
  }

  @Override
  public String name() {
    return tables ? "paragraphs-of-lists-and-tables" : lists ? "paragraphs-of-lists" : "paragraphs";
  }

  @Override
  public void apply(Selection s) {
    s.reading = this;
  }

  /**
   * The element whose paragraph a block owned by {@code owner} is: the parent of the outermost
   * element that holds this block alone (a paragraph, or a paragraph in wrappers of its own); the
   * owner itself when its own text holds several blocks, or when the block is the page's only one.
   */
  Element paragraphParent(Element owner, Map<Element, int[]> counts) {
    int[] c = counts.get(owner);
    if (c != null && c[0] > 1 && !PARAGRAPH.contains(owner.normalName())) {
      return owner;
    }
    Element e = owner;
    while (e.parent() != null) {
      int[] pc = counts.get(e.parent());
      if ((pc == null || pc[0] > 1) && !(lists && oneParagraph(e.parent().normalName()))) {
        return e.parent();
      }
      e = e.parent();
    }
    return owner;
  }

  /** Whether an element with this tag is one paragraph of its parent. */
  private static boolean oneParagraph(String tag) {
    return ONE_PARAGRAPH.contains(tag) || !ElementRoles.isBlock(tag);
  }

  /** How many levels {@code e} lies below its ancestor {@code main}. */
  int levels(Element e, Element main, Map<Element, int[]> counts) {
    if (!lists) {
      return PageTree.depth(e) - PageTree.depth(main);
    }
    int levels = 0;
    for (; e != main; e = e.parent()) {
      if (!(LIST.contains(e.normalName()) && inListItem(e.parent(), main))
          && !(tables && TABLE.contains(e.normalName()) && holdsAll(e, counts))) {
        levels++;
      }
    }
    return levels;
  }

  /** Whether {@code e} holds every block with words of its parent. */
  private static boolean holdsAll(Element e, Map<Element, int[]> counts) {
    int[] own = counts.get(e);
    int[] parent = counts.get(e.parent());
    return own != null && parent != null && own[0] == parent[0];
  }

  /** Whether {@code e} or one of its ancestors below {@code main} is a list item. */
  private static boolean inListItem(Element e, Element main) {
    for (; e != null && e != main; e = e.parent()) {
      if (LIST_ITEM.contains(e.normalName())) {
        return true;
      }
    }
    return false;
  }
}
