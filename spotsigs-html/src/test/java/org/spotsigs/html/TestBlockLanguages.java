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

/**
 * Version 6 with {@code language=auto}: a paragraph of German on a page whose running text is
 * English counts German stop words, so that it reads as prose; version 5 counts the page's.
 */
public class TestBlockLanguages extends LuceneTestCase {
  public void testBlockInAnotherLanguage() {
    String html =
        MixedLanguageTexts.page(
            MixedLanguageTexts.ENGLISH, MixedLanguageTexts.ENGLISH, MixedLanguageTexts.GERMAN);
    PageBlocks v5 =
        ArticleExtractor.builder().version(5).autoLanguage(true).build().blocks(html, false);
    PageBlocks v6 =
        ArticleExtractor.builder().version(6).autoLanguage(true).build().blocks(html, false);
    int german = 2;
    assertTrue(v5.blockText(german).startsWith("Die"));
    assertTrue(
        "version 5: " + v5.stopWords(german) + " of " + v5.words(german),
        v5.stopWords(german) < 0.2 * v5.words(german));
    assertTrue(
        "version 6: " + v6.stopWords(german) + " of " + v6.words(german),
        v6.stopWords(german) >= 0.2 * v6.words(german));
    assertEquals(v5.stopWords(0), v6.stopWords(0));
  }
}
