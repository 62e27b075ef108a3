package org.spotsigs.opensearch.analysis;

import java.io.Reader;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.apache.lucene.analysis.CharArraySet;
import org.opensearch.common.settings.Settings;
import org.opensearch.env.Environment;
import org.opensearch.index.IndexSettings;
import org.opensearch.index.analysis.AbstractCharFilterFactory;
import org.opensearch.index.analysis.Analysis;
import org.spotsigs.analysis.StopWords;
import org.spotsigs.html.ArticleExtractor;
import org.spotsigs.html.HtmlArticleCharFilter;

/**
 * The {@code html_article} char filter: the article text of an HTML page ({@link
 * HtmlArticleCharFilter}: an HTML5 parse and main-content extraction), for custom analyzers.
 * Settings: {@code min_words}, {@code max_link_density}, {@code min_stop_word_ratio}, {@code
 * min_article_words}, {@code max_nesting} (the {@link ArticleExtractor.Builder} settings), {@code
 * version} (the algorithm's version; default the one the index's {@code index.spotsigs.extraction}
 * records, so that an index keeps the version it was created with: {@link
 * SpotSigsExtraction#articleVersion}), and {@code stopwords} / {@code stopwords_path} (a list, a
 * named list such as {@code _german_}, or a file under the config directory: the words whose share
 * tells prose from boilerplate; default English). A bad setting is refused with the setting's name
 * (HTTP 400 when the index is created).
 */
public final class HtmlArticleCharFilterProvider extends AbstractCharFilterFactory {
  /** Name of the char filter type. */
  public static final String NAME = "html_article";

  private static final Map<String, String> SETTINGS =
      Map.of(
          "min_words", "minWords",
          "max_link_density", "maxLinkDensity",
          "min_stop_word_ratio", "minStopWordRatio",
          "min_article_words", "minArticleWords",
          "max_nesting", "maxNesting",
          "version", "version");

  private final ArticleExtractor extractor;

  public HtmlArticleCharFilterProvider(
      IndexSettings indexSettings, Environment env, String name, Settings settings) {
    super(indexSettings, name);
    Map<String, String> args = new java.util.HashMap<>();
    for (String k : settings.keySet()) {
      String base = k.replaceAll("\\.\\d+$", "");
      if (SETTINGS.containsKey(base)) {
        args.put(SETTINGS.get(base), settings.get(k));
      } else if (!base.equals("type")
          && !base.equals("stopwords")
          && !base.equals("stopwords_path")
          && !base.startsWith("index.")) {
        throw new IllegalArgumentException(
            "["
                + name
                + "]: unknown setting ["
                + k
                + "]; valid settings: "
                + new java.util.TreeSet<>(SETTINGS.keySet())
                + " and [stopwords, stopwords_path]");
      }
    }
    try {
      String version = args.remove("version");
      ArticleExtractor.Builder b =
          ArticleExtractor.builder()
              .version(
                  version == null
                      ? SpotSigsExtraction.articleVersion(indexSettings.getSettings())
                      : version(version))
              .set(args);
      if (settings.get("stopwords") != null
          || settings.get("stopwords_path") != null
          || settings.getAsList("stopwords", null) != null) {
        CharArraySet words =
            Analysis.parseWords(
                env, settings, "stopwords", StopWords.english(), Analysis.NAMED_STOP_WORDS, true);
        List<String> list = new ArrayList<>();
        for (Object w : words) {
          list.add(new String((char[]) w));
        }
        b.stopWords(list);
      }
      this.extractor = b.build();
    } catch (IllegalArgumentException e) {
      String message = e.getMessage();
      for (Map.Entry<String, String> setting : SETTINGS.entrySet()) {
        message = message.replace(setting.getValue(), setting.getKey()); // the names the user wrote
      }
      throw new IllegalArgumentException("[" + name + "]: " + message, e);
    }
  }

  private static int version(String value) {
    try {
      return Integer.parseInt(value.trim());
    } catch (NumberFormatException e) {
      throw new IllegalArgumentException("version takes a number, got '" + value + "'", e);
    }
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
