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

import org.apache.lucene.tests.util.LuceneTestCase;
import org.jsoup.nodes.Element;

/**
 * {@link ParagraphReading}: version 1 reads a list's items as paragraphs of the list and counts
 * tree levels; version 2 passes lists and quotations through (their blocks are paragraphs of the
 * element that holds the list) and a list nested in a list item is no level; version 3 also a table
 * part that holds all its parent's text.
 */
public class TestParagraphReading extends LuceneTestCase {
  private static final String PAGE =
      "<html><body><div id=text><p>One paragraph of the text.</p><ul><li>first item of the list"
          + "<ul><li>nested item</li><li>another nested</li></ul></li><li>second item</li></ul>"
          + "<table><tr><td><div id=inner><p>a cell paragraph</p><p>another cell paragraph</p>"
          + "</div></td></tr></table></div></body></html>";

  private static Selection read(ParagraphReading reading) {
    Selection s = new Selection(RuleHarness.blocks(PAGE, 6), RuleHarness.settings(6));
    s.counts = RepeatedUnits.counts(s.blocks);
    reading.apply(s);
    assertSame(reading, s.reading);
    return s;
  }

  public void testListItemsAreParagraphsOfTheText() {
    Selection v1 = read(ParagraphReading.FIRST);
    Selection v2 = read(ParagraphReading.LISTS);
    int item = RuleHarness.block(v1, "second item");
    Element owner = v1.blocks.owner(item);
    assertEquals("ul", v1.paragraphParent(owner).normalName());
    assertEquals("text", v2.paragraphParent(v2.blocks.owner(item)).id());
  }

  public void testNestedListsAndTableWrappersAreNoLevels() {
    Selection v1 = read(ParagraphReading.FIRST);
    Selection v2 = read(ParagraphReading.LISTS);
    Selection v3 = read(ParagraphReading.TABLES);
    Element text = v1.blocks.owner(0).parent();
    assertEquals("text", text.id());
    int nested = RuleHarness.block(v1, "nested item");
    // div > ul > li > ul > li: four tree levels; the nested list and its item are part of the item
    assertEquals(4, v1.reading.levels(v1.blocks.owner(nested), text, v1.counts));
    Element text2 = v2.blocks.owner(0).parent();
    assertEquals(
        2,
        v2.reading.levels(v2.blocks.owner(RuleHarness.block(v2, "nested item")), text2, v2.counts));
    int cell = RuleHarness.block(v3, "a cell paragraph");
    Element text3 = v3.blocks.owner(0).parent();
    Element inner = v3.blocks.owner(cell).parent();
    assertEquals("inner", inner.id());
    // table > tbody > tr > td > div#inner: table parts holding all their parent's text are no level
    assertEquals(5, v2.reading.levels(v2.blocks.owner(cell).parent(), text2, v2.counts));
    assertEquals(2, v3.reading.levels(inner, text3, v3.counts));
  }
}
