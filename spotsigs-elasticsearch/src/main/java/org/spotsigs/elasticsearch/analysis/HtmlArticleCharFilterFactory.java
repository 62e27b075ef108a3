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
