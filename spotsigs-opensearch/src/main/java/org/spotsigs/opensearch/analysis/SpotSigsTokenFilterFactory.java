package org.spotsigs.opensearch.analysis;

import java.util.Set;
import org.apache.lucene.analysis.CharArraySet;
import org.apache.lucene.analysis.TokenStream;
import org.opensearch.common.settings.Settings;
import org.opensearch.env.Environment;
import org.opensearch.index.IndexSettings;
import org.opensearch.index.analysis.AbstractTokenFilterFactory;
import org.spotsigs.analysis.SpotSigsFilter;

/**
 * The {@code spotsigs} token filter: turns lower-cased words into spot signatures ({@link
 * SpotSigsFilter}), after the word filters of its {@code language} (elision; CJK bigrams).
 * Settings: see {@link SpotSigsSettings}. Use it at the end of a custom analyzer (after a tokenizer
 * and {@code lowercase}) and give that analyzer to a {@code spotsigs} field.
 */
public final class SpotSigsTokenFilterFactory extends AbstractTokenFilterFactory {
  /** Name of the filter type. */
  public static final String NAME = "spotsigs";

  private final SpotSigsSettings signatures;

  /** The stop words and antecedents, which a language's word filters keep whole. */
  private final CharArraySet functionWords;

  public SpotSigsTokenFilterFactory(
      IndexSettings indexSettings, Environment env, String name, Settings settings) {
    super(indexSettings, name, settings);
    this.signatures = SpotSigsSettings.parse(env, name, settings, Set.of());
    if (signatures.auto()) {
      throw new IllegalArgumentException(
          "["
              + name
              + "]: [language] auto detects the language of a whole document, which a token filter"
              + " does not see: use the spotsigs analyzer (type spotsigs) with language auto");
    }
    CharArraySet words = new CharArraySet(signatures.stopWords(), false);
    words.addAll(signatures.spotSet().antecedents());
    this.functionWords = CharArraySet.unmodifiableSet(words);
  }

  @Override
  public TokenStream create(TokenStream input) {
    return new SpotSigsFilter(
        signatures.language().wordFilters(input, functionWords),
        signatures.spotSet(),
        signatures.stopWords(),
        signatures.key());
  }
}
