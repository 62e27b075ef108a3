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

import java.util.concurrent.atomic.AtomicReferenceArray;
import org.spotsigs.analysis.Language;
import org.spotsigs.analysis.LanguageDetector;

/**
 * The languages of a page for an {@link ArticleExtractor} with {@code language=auto}: the page's
 * language detected on its running text ({@link LanguageDetector}), its blocks' stop words counted
 * in that language, and (version 6 and after) a long block with few of them counted in its own
 * language. The page's language is recorded in its blocks ({@link PageBlocks#language()}), so that
 * the analysis does not detect it again.
 */
final class PageLanguages {
  /** The stop words of each language (by ordinal), made on first use. */
  private static final AtomicReferenceArray<StopWordSet> LANGUAGE_STOP_WORDS =
      new AtomicReferenceArray<>(Language.values().length);

  private PageLanguages() {}

  /**
   * Detects the language of the page of {@code blocks}, records it, and counts the blocks' stop
   * words in it (a page in no supported language: every word, so that the stop word condition holds
   * for every block); with {@code blockLanguages}, a long block with few of them in its own.
   */
  static void count(PageBlocks blocks, MainContent.Settings settings, boolean blockLanguages) {
    Language language = detect(blocks, settings);
    blocks.language(language);
    if (language != Language.EN) {
      blocks.countStopWords(language == null ? null : stopWordsOf(language));
    }
    if (blockLanguages && language != null) {
      blockLanguages(blocks, language, settings);
    }
  }

  /**
   * The language of a page: detected on the text of its blocks of more than {@code minWords} words
   * (the running text, not the navigation), up to the detector's limit.
   */
  private static Language detect(PageBlocks blocks, MainContent.Settings settings) {
    LanguageDetector detector = LanguageDetector.defaults();
    char[] text = new char[Math.min(blocks.textLength(), detector.maxChars())];
    int n = 0;
    for (int i = 0; i < blocks.size() && n < text.length; i++) {
      if (blocks.words(i) > settings.minWords()) {
        int len = Math.min(blocks.end(i) - blocks.start(i), text.length - n);
        System.arraycopy(blocks.text(), blocks.start(i), text, n, len);
        n += len;
        if (n < text.length) {
          text[n++] = '\n';
        }
      }
    }
    return detector.detect(text, 0, n);
  }

  /**
   * Version 6 and after: a block of running text in another language than the page's (a post in
   * German on a page whose frame is English) has few of the page language's stop words. A block of
   * at least three times {@code minWords} words whose share of stop words is below {@code
   * minStopWordRatio} has its own language detected, and its stop words counted in it when that is
   * another language the detector knows.
   */
  private static void blockLanguages(
      PageBlocks blocks, Language page, MainContent.Settings settings) {
    LanguageDetector detector = LanguageDetector.defaults();
    for (int i = 0; i < blocks.size(); i++) {
      int w = blocks.words(i);
      if (w >= 3 * settings.minWords() && blocks.stopWords(i) < settings.minStopWordRatio() * w) {
        int len = Math.min(blocks.end(i) - blocks.start(i), detector.maxChars());
        Language own = detector.detect(blocks.text(), blocks.start(i), len);
        if (own != null && own != page) {
          blocks.countStopWordsInOtherLanguage(i, stopWordsOf(own));
        }
      }
    }
  }

  private static StopWordSet stopWordsOf(Language language) {
    StopWordSet set = LANGUAGE_STOP_WORDS.get(language.ordinal());
    if (set == null) {
      set = new StopWordSet(language.stopWordList());
      LANGUAGE_STOP_WORDS.compareAndSet(language.ordinal(), null, set);
    }
    return set;
  }
}
