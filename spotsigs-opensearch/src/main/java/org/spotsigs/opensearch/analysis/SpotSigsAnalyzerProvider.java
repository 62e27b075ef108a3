package org.spotsigs.opensearch.analysis;

import java.util.Locale;
import java.util.Set;
import org.opensearch.common.settings.Settings;
import org.opensearch.env.Environment;
import org.opensearch.index.IndexSettings;
import org.opensearch.index.analysis.AbstractIndexAnalyzerProvider;
import org.spotsigs.analysis.SpotSigsAnalyzer;

/**
 * The {@code spotsigs} analyzer type: {@link SpotSigsAnalyzer} (HTML stripped, standard tokenizer,
 * lower case, spot signatures). Settings: those of {@link SpotSigsSettings}, plus {@code strip_html}
 * (default true), {@code min_block_words} (default {@value SpotSigsAnalyzer#DEFAULT_MIN_BLOCK_WORDS}:
 * with HTML stripped, blocks of fewer words are dropped; 0 keeps every block), {@code tokenization}
 * ({@code standard} or {@code prototype}) and {@code max_token_length} (default 255). The same analyzer with default settings is pre-built under the
 * name {@code spotsigs}, and is the default analyzer of a {@code spotsigs} field.
 */
public final class SpotSigsAnalyzerProvider extends AbstractIndexAnalyzerProvider<SpotSigsAnalyzer> {
  /** Name of the analyzer type and of the pre-built analyzer. */
  public static final String NAME = "spotsigs";

  private final SpotSigsAnalyzer analyzer;

  public SpotSigsAnalyzerProvider(IndexSettings indexSettings, Environment env, String name, Settings settings) {
    super(indexSettings, name, settings);
    SpotSigsSettings s = SpotSigsSettings.parse(env, name, settings, Set.of("strip_html", "min_block_words", "tokenization", "max_token_length"));
    SpotSigsAnalyzer.Builder b = SpotSigsAnalyzer.builder().language(s.language()).spotSet(s.spotSet()).key(s.key());
    b.stopWords(words(s));
    b.stripHtml(settings.getAsBoolean("strip_html", true));
    int minBlockWords = settings.getAsInt("min_block_words", SpotSigsAnalyzer.DEFAULT_MIN_BLOCK_WORDS);
    if (minBlockWords < 0) {
      throw new IllegalArgumentException("[" + name + "]: min_block_words must be >= 0, got [" + minBlockWords + "]");
    }
    b.minBlockWords(minBlockWords);
    String tokenization = settings.get("tokenization", "standard").trim().toUpperCase(Locale.ROOT);
    try {
      b.tokenization(SpotSigsAnalyzer.Tokenization.valueOf(tokenization));
    } catch (IllegalArgumentException e) {
      throw new IllegalArgumentException(
          "[" + name + "]: unknown tokenization [" + settings.get("tokenization") + "]; valid: standard, prototype", e);
    }
    b.maxTokenLength(settings.getAsInt("max_token_length", 255));
    this.analyzer = b.build();
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
