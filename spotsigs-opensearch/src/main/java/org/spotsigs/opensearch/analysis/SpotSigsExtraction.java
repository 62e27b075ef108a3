package org.spotsigs.opensearch.analysis;

import java.util.List;
import java.util.Locale;
import org.opensearch.common.settings.Setting;
import org.opensearch.common.settings.Settings;
import org.opensearch.index.shard.IndexSettingProvider;
import org.spotsigs.analysis.SpotSigsAnalyzer;
import org.spotsigs.analysis.TextExtraction;
import org.spotsigs.html.ArticleExtractor;
import org.spotsigs.html.Extractions;

/**
 * How the {@code spotsigs} analyzers of an index take the text to sign from a document, recorded
 * with the index: the index setting {@code index.spotsigs.extraction} (a spec: {@code article}, the
 * default for new indexes, with its settings written out; {@code html-strip:minBlockWords=N};
 * {@code none}).
 *
 * <p>A new index gets the current default written into its settings when it is created ({@link
 * #PROVIDER}), so a later version of the plugin with another default cannot analyze it differently;
 * an index created before the setting existed has none, and reads as {@code
 * html-strip:minBlockWords=20}, the extraction it was built with. The setting is final: changing it
 * would change the signatures of new documents but not of the indexed ones.
 *
 * <p>The article extraction's spec records the version of its algorithm ({@code article/1:...},
 * {@code article/2:...} to {@code article/6:...}): an index keeps the version it was created with.
 * An article extraction an index's analysis settings name without a version (the {@code spotsigs}
 * analyzer's {@code extraction: article}, the {@code html_article} char filter) takes the version
 * this setting records, so that those analyzers, too, read the index's documents as they did when
 * it was created ({@link #articleVersion}).
 */
public final class SpotSigsExtraction {
  /** The extraction of indexes that predate the setting. */
  static final String LEGACY =
      "html-strip:minBlockWords=" + SpotSigsAnalyzer.DEFAULT_MIN_BLOCK_WORDS;

  /** {@code index.spotsigs.extraction}. */
  public static final Setting<String> EXTRACTION =
      Setting.simpleString(
          "index.spotsigs.extraction",
          LEGACY,
          SpotSigsExtraction::validate,
          Setting.Property.IndexScope,
          Setting.Property.Final);

  /** Writes the current default extraction into every new index that does not name one. */
  public static final IndexSettingProvider PROVIDER =
      new IndexSettingProvider() {
        @Override
        public Settings getAdditionalIndexSettings(
            String indexName, boolean isDataStreamIndex, Settings templateAndRequestSettings) {
          if (EXTRACTION.exists(templateAndRequestSettings)) {
            return Settings.EMPTY;
          }
          return Settings.builder()
              .put(EXTRACTION.getKey(), ArticleExtractor.defaults().id())
              .build();
        }
      };

  private SpotSigsExtraction() {}

  /** The extraction of an index whose setting is {@code spec} (English stop words). */
  public static TextExtraction of(String spec) {
    return parse(spec, null, EXTRACTION.getKey());
  }

  /**
   * The version of the article extraction the index with these settings analyzes with: the one its
   * {@code index.spotsigs.extraction} records, or the current one ({@link
   * ArticleExtractor#VERSION}) when it records another extraction.
   */
  public static int articleVersion(Settings indexSettings) {
    return of(EXTRACTION.get(indexSettings)) instanceof ArticleExtractor a
        ? a.version()
        : ArticleExtractor.VERSION;
  }

  /**
   * {@code spec} with the version of the index's article extraction when it names the article
   * extraction without a version ({@code article}, {@code article:minWords=10}); any other spec as
   * it is.
   */
  static String withIndexVersion(String spec, Settings indexSettings) {
    String s = spec.strip();
    if (s.equals(ArticleExtractor.NAME) || s.startsWith(ArticleExtractor.NAME + ":")) {
      return ArticleExtractor.NAME
          + "/"
          + articleVersion(indexSettings)
          + s.substring(ArticleExtractor.NAME.length());
    }
    return spec;
  }

  private static void validate(String spec) {
    parse(spec, null, "index.spotsigs.extraction");
  }

  /**
   * The extraction of {@code spec} (also in OpenSearch's spelling: {@code html_strip}); {@code
   * stopWords} are the analyzer's (null: English). A bad spec is an {@link
   * IllegalArgumentException} naming {@code setting}.
   */
  static TextExtraction parse(String spec, List<String> stopWords, String setting) {
    return parse(spec, stopWords, false, setting);
  }

  /**
   * {@link #parse(String, List, String)}; with {@code autoLanguage} the article extraction counts
   * each page's own stop words.
   */
  static TextExtraction parse(
      String spec, List<String> stopWords, boolean autoLanguage, String setting) {
    String s = spec.strip();
    if (s.toLowerCase(Locale.ROOT).startsWith("html_strip")) {
      s = "html-strip" + s.substring("html_strip".length());
    }
    try {
      return Extractions.parse(s, stopWords, autoLanguage);
    } catch (IllegalArgumentException e) {
      throw new IllegalArgumentException("[" + setting + "]: " + e.getMessage(), e);
    }
  }
}
