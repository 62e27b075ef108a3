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
package org.spotsigs.opensearch.analysis;

import java.util.List;
import org.opensearch.common.settings.Settings;
import org.opensearch.env.Environment;
import org.opensearch.env.TestEnvironment;
import org.opensearch.index.IndexSettings;
import org.opensearch.test.IndexSettingsModule;
import org.opensearch.test.OpenSearchTestCase;
import org.spotsigs.analysis.HtmlStripExtraction;
import org.spotsigs.analysis.TextExtraction;
import org.spotsigs.html.ArticleExtractor;

/**
 * An index keeps the version of the article extraction it was created with: its recorded {@code
 * index.spotsigs.extraction} names it, and the article extractions its analysis settings name
 * without a version (the {@code spotsigs} analyzer's {@code extraction}, the {@code html_article}
 * char filter) take it, so that a plugin with a newer algorithm reads the index's documents as the
 * one that built it did. New indexes get the current version.
 */
public class ArticleVersionTests extends OpenSearchTestCase {
  private static final ArticleExtractor V1 = ArticleExtractor.builder().version(1).build();

  private static Settings recording(String extraction) {
    return extraction == null
        ? Settings.EMPTY
        : Settings.builder().put(SpotSigsExtraction.EXTRACTION.getKey(), extraction).build();
  }

  public void testIndexVersionFromItsRecordedExtraction() {
    assertEquals(1, SpotSigsExtraction.articleVersion(recording(V1.id())));
    assertEquals(
        ArticleExtractor.VERSION,
        SpotSigsExtraction.articleVersion(recording(ArticleExtractor.defaults().id())));
    // an index that records another extraction (or none: it predates the setting)
    assertEquals(
        ArticleExtractor.VERSION,
        SpotSigsExtraction.articleVersion(recording("html_strip:minBlockWords=20")));
    assertEquals(ArticleExtractor.VERSION, SpotSigsExtraction.articleVersion(Settings.EMPTY));
    // new indexes record the current default
    assertEquals(
        ArticleExtractor.defaults().id(),
        SpotSigsExtraction.PROVIDER
            .getAdditionalIndexSettings("i", false, Settings.EMPTY)
            .get(SpotSigsExtraction.EXTRACTION.getKey()));
  }

  public void testUnversionedArticleSpecsTakeTheIndexVersion() {
    Settings v1Index = recording(V1.id());
    assertEquals("article/1", SpotSigsExtraction.withIndexVersion("article", v1Index));
    assertEquals(
        "article/1:minWords=6", SpotSigsExtraction.withIndexVersion("article:minWords=6", v1Index));
    assertEquals(
        "article/2:minWords=6",
        SpotSigsExtraction.withIndexVersion("article/2:minWords=6", v1Index));
    assertEquals("none", SpotSigsExtraction.withIndexVersion("none", v1Index));
    Settings analyzer = Settings.builder().put("extraction", "article:minWords=6").build();
    assertEquals(
        ArticleExtractor.builder().version(1).minWords(6).build(),
        analyzerExtraction(analyzer, v1Index));
    assertEquals(
        ArticleExtractor.builder().minWords(6).build(),
        analyzerExtraction(analyzer, recording(ArticleExtractor.defaults().id())));
    // without an extraction of its own the analyzer takes the index's, versioned as recorded
    assertEquals(V1, analyzerExtraction(Settings.EMPTY, v1Index));
    assertEquals(new HtmlStripExtraction(20), analyzerExtraction(Settings.EMPTY, Settings.EMPTY));
  }

  /** The extraction of a {@code spotsigs} analyzer with settings {@code analyzer} in an index. */
  private TextExtraction analyzerExtraction(Settings analyzer, Settings index) {
    Environment env =
        TestEnvironment.newEnvironment(
            Settings.builder().put("path.home", createTempDir().toString()).build());
    IndexSettings indexSettings =
        IndexSettingsModule.newIndexSettings("i", index, SpotSigsExtraction.EXTRACTION);
    return new SpotSigsAnalyzerProvider(indexSettings, env, "a", analyzer).get().textExtraction();
  }

  public void testHtmlArticleCharFilterTakesTheIndexVersion() {
    Environment env =
        TestEnvironment.newEnvironment(
            Settings.builder().put("path.home", createTempDir().toString()).build());
    IndexSettings v1Index =
        IndexSettingsModule.newIndexSettings(
            "i", recording(V1.id()), SpotSigsExtraction.EXTRACTION);
    IndexSettings v2Index =
        IndexSettingsModule.newIndexSettings(
            "j", recording(ArticleExtractor.defaults().id()), SpotSigsExtraction.EXTRACTION);
    Settings filter = Settings.builder().put("min_words", 6).build();
    assertEquals(
        ArticleExtractor.builder().version(1).minWords(6).build(),
        new HtmlArticleCharFilterProvider(v1Index, env, "c", filter).extractor());
    assertEquals(
        ArticleExtractor.builder().minWords(6).build(),
        new HtmlArticleCharFilterProvider(v2Index, env, "c", filter).extractor());
    Settings pinned = Settings.builder().put("min_words", 6).put("version", 1).build();
    assertEquals(
        ArticleExtractor.builder().version(1).minWords(6).build(),
        new HtmlArticleCharFilterProvider(v2Index, env, "c", pinned).extractor());
    for (String bad : List.of("0", "99", "x")) {
      IllegalArgumentException e =
          expectThrows(
              IllegalArgumentException.class,
              () ->
                  new HtmlArticleCharFilterProvider(
                      v2Index, env, "c", Settings.builder().put("version", bad).build()));
      assertTrue(e.getMessage(), e.getMessage().contains("version"));
    }
  }
}
