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

import org.apache.lucene.analysis.CharArraySet;
import org.apache.lucene.analysis.TokenStream;
import org.elasticsearch.common.settings.Settings;
import org.elasticsearch.env.Environment;
import org.elasticsearch.index.IndexSettings;
import org.elasticsearch.index.analysis.AbstractTokenFilterFactory;
import org.spotsigs.analysis.SpotSigsFilter;
import org.spotsigs.engine.SignatureSettings;

/**
 * The {@code spotsigs} token filter: turns lower-cased words into spot signatures ({@link
 * SpotSigsFilter}), after the word filters of its {@code language} (elision; CJK bigrams).
 * Settings: {@link SignatureSettings} ({@code language: auto} is refused: a token filter does not
 * see the whole document). Use it at the end of a custom analyzer (after a tokenizer and {@code
 * lowercase}) and give that analyzer to a {@code spotsigs} field.
 */
public final class SpotSigsTokenFilterFactory extends AbstractTokenFilterFactory {
  /** Name of the filter type. */
  public static final String NAME = "spotsigs";

  private final SignatureSettings signatures;
  private final CharArraySet functionWords;

  public SpotSigsTokenFilterFactory(
      IndexSettings indexSettings, Environment env, String name, Settings settings) {
    super(name);
    this.signatures = SignatureSettings.forTokenFilter(name, new EngineSettings(env, settings));
    this.functionWords = signatures.functionWords();
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
