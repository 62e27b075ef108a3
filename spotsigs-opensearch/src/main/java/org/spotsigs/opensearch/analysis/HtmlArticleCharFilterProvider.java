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

import java.io.Reader;
import org.opensearch.common.settings.Settings;
import org.opensearch.env.Environment;
import org.opensearch.index.IndexSettings;
import org.opensearch.index.analysis.AbstractCharFilterFactory;
import org.spotsigs.engine.ArticleSettings;
import org.spotsigs.html.ArticleExtractor;
import org.spotsigs.html.HtmlArticleCharFilter;

/**
 * The {@code html_article} char filter: the article text of an HTML page ({@link
 * HtmlArticleCharFilter}: an HTML5 parse and main-content extraction), for custom analyzers.
 * Settings: {@link ArticleSettings} ({@code version} defaults to the one the index's {@code
 * index.spotsigs.extraction} records, so that an index keeps the version it was created with). A
 * bad setting is refused with the setting's name (HTTP 400 when the index is created).
 */
public final class HtmlArticleCharFilterProvider extends AbstractCharFilterFactory {
  /** Name of the char filter type. */
  public static final String NAME = "html_article";

  private final ArticleExtractor extractor;

  public HtmlArticleCharFilterProvider(
      IndexSettings indexSettings, Environment env, String name, Settings settings) {
    super(indexSettings, name);
    this.extractor =
        ArticleSettings.extractor(
            name,
            new OpenSearchComponentSettings(env, settings),
            SpotSigsExtraction.EXTRACTION.get(indexSettings.getSettings()));
  }

  /** The extractor this char filter runs. */
  ArticleExtractor extractor() {
    return extractor;
  }

  @Override
  public Reader create(Reader reader) {
    return new HtmlArticleCharFilter(reader, extractor);
  }
}
