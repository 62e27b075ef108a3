package org.spotsigs.opensearch.analysis;

import java.util.Locale;
import java.util.Set;
import org.opensearch.common.settings.Settings;
import org.opensearch.env.Environment;
import org.opensearch.index.IndexSettings;
import org.opensearch.index.analysis.AbstractIndexAnalyzerProvider;
import org.spotsigs.analysis.SpotSigsAnalyzer;
import org.spotsigs.engine.SettingErrors;

/**
 * The {@code spotsigs} analyzer type: {@link SpotSigsAnalyzer} (a text extraction, standard
 * tokenizer, lower case, spot signatures). Settings: those of {@link SpotSigsSettings}, plus
 *
 * <ul>
 *   <li>{@code extraction}: how the text is taken from a page ({@code article}, the HTML5 parse and
 *       main-content extraction, with optional settings {@code article:minWords=8,...}; {@code
 *       html_strip[:minBlockWords=N]}; {@code none}); default: the index's {@code
 *       index.spotsigs.extraction} ({@link SpotSigsExtraction});
 *   <li>{@code strip_html}: {@code false} is {@code extraction: none};
 *   <li>{@code min_block_words}: {@code extraction: html_strip:minBlockWords=N};
 *   <li>{@code tokenization} ({@code standard} or {@code prototype}) and {@code max_token_length}
 *       (default 255).
 * </ul>
 *
 * The article extraction counts the analyzer's stop words (those of its {@code language}). A {@code
 * spotsigs} field without an analyzer gets this type with default settings, built for its index;
 * the pre-built analyzer {@code spotsigs} has the current defaults.
 */
public final class SpotSigsAnalyzerProvider
    extends AbstractIndexAnalyzerProvider<SpotSigsAnalyzer> {
  /** Name of the analyzer type and of the pre-built analyzer. */
  public static final String NAME = "spotsigs";

  private final SpotSigsAnalyzer analyzer;

  public SpotSigsAnalyzerProvider(
      IndexSettings indexSettings, Environment env, String name, Settings settings) {
    super(indexSettings, name, settings);
    SettingErrors errors = new SettingErrors(name);
    SpotSigsSettings s =
        SpotSigsSettings.parse(
            env,
            settings,
            Set.of(
                "extraction", "strip_html", "min_block_words", "tokenization", "max_token_length"),
            errors);
    java.util.List<String> words = words(s);
    boolean ownStopWords =
        s.language() != org.spotsigs.analysis.Language.EN
            || settings.get("stopwords") != null
            || settings.get("stopwords_path") != null
            || settings.getAsList("stopwords", null) != null;
    org.spotsigs.analysis.TextExtraction extraction =
        errors.attempt(
            () ->
                extraction(
                    name, settings, indexSettings.getSettings(), ownStopWords ? words : null),
            null);
    String tokenization = settings.get("tokenization", "standard").trim().toUpperCase(Locale.ROOT);
    SpotSigsAnalyzer.Tokenization chosen =
        errors.attempt(
            () -> {
              try {
                return SpotSigsAnalyzer.Tokenization.valueOf(tokenization);
              } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException(
                    "unknown tokenization ["
                        + settings.get("tokenization")
                        + "]; valid: standard, prototype",
                    e);
              }
            },
            null);
    Integer maxTokenLength = errors.attempt(() -> settings.getAsInt("max_token_length", 255), null);
    errors.throwIfAny();
    SpotSigsAnalyzer.Builder b =
        SpotSigsAnalyzer.builder().language(s.language()).spotSet(s.spotSet()).key(s.key());
    b.stopWords(words);
    b.textExtraction(extraction);
    b.tokenization(chosen);
    b.maxTokenLength(maxTokenLength);
    this.analyzer = b.build();
  }

  /**
   * The extraction the settings of analyzer {@code name} ask for: {@code extraction}, or {@code
   * none} for {@code strip_html: false}, or html-strip for {@code min_block_words}, else the
   * index's {@code index.spotsigs.extraction}; an article extraction named without a version takes
   * the index's ({@link SpotSigsExtraction#articleVersion}).
   */
  static org.spotsigs.analysis.TextExtraction extraction(
      String name, Settings settings, Settings indexSettings, java.util.List<String> stopWords) {
    String indexDefault = SpotSigsExtraction.EXTRACTION.get(indexSettings);
    String spec = settings.get("extraction");
    if (spec != null) {
      spec = SpotSigsExtraction.withIndexVersion(spec, indexSettings);
    }
    Boolean strip = settings.getAsBoolean("strip_html", null);
    String blocks = settings.get("min_block_words");
    if (spec != null && (strip != null || blocks != null)) {
      throw new IllegalArgumentException(
          "give either [extraction] or [strip_html]/[min_block_words], not both");
    }
    if (spec == null) {
      if (strip != null && !strip) {
        if (blocks != null) {
          throw new IllegalArgumentException(
              "[min_block_words] needs HTML stripped; [strip_html] is false");
        }
        spec = "none";
      } else if (blocks != null) {
        int n;
        try {
          n = Integer.parseInt(blocks.trim());
        } catch (NumberFormatException e) {
          throw new IllegalArgumentException(
              "[min_block_words] must be an integer, got [" + blocks + "]", e);
        }
        if (n < 0) {
          throw new IllegalArgumentException("[min_block_words] must be >= 0, got [" + n + "]");
        }
        spec = "html-strip:minBlockWords=" + n;
      } else {
        spec = indexDefault;
      }
    }
    return SpotSigsExtraction.parse(spec, stopWords, name + ".extraction");
  }

  private static java.util.List<String> words(SpotSigsSettings s) {
    java.util.List<String> words = new java.util.ArrayList<>();
    for (Object w : s.stopWords()) {
      words.add(new String((char[]) w));
    }
    return words;
  }

  @Override
  public SpotSigsAnalyzer get() {
    return analyzer;
  }
}
