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
package org.spotsigs.elasticsearch.analysis;

import java.io.Reader;
import org.elasticsearch.common.settings.Settings;
import org.elasticsearch.env.Environment;
import org.elasticsearch.index.IndexSettings;
import org.elasticsearch.index.analysis.AbstractCharFilterFactory;
import org.spotsigs.engine.ArticleSettings;
import org.spotsigs.html.ArticleExtractor;
import org.spotsigs.html.HtmlArticleCharFilter;

/**
 * The {@code html_article} char filter: the article text of an HTML page ({@link
 * HtmlArticleCharFilter}: an HTML5 parse and main-content extraction), for custom analyzers.
 * Settings: {@link ArticleSettings}.
 */
public final class HtmlArticleCharFilterFactory extends AbstractCharFilterFactory {
  /** Name of the char filter type. */
  public static final String NAME = "html_article";

  private final ArticleExtractor extractor;

  public HtmlArticleCharFilterFactory(
      IndexSettings indexSettings, Environment env, String name, Settings settings) {
    super(name);
    this.extractor =
        ArticleSettings.extractor(
            name,
            new EngineSettings(env, settings),
            IndexExtractionSetting.of(indexSettings.getSettings()));
  }

  @Override
  public Reader create(Reader reader) {
    return new HtmlArticleCharFilter(reader, extractor);
  }
}
