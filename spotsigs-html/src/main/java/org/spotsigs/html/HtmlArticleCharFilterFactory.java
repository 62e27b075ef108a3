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
package org.spotsigs.html;

import java.io.IOException;
import java.io.Reader;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.apache.lucene.analysis.CharArraySet;
import org.apache.lucene.analysis.CharFilterFactory;
import org.apache.lucene.util.ResourceLoader;
import org.apache.lucene.util.ResourceLoaderAware;

/**
 * Factory for {@link HtmlArticleCharFilter}, SPI name {@value #NAME}: the article text of an HTML
 * page, for any analysis chain ({@code CustomAnalyzer.builder().addCharFilter("htmlArticle")}, a
 * Solr or OpenSearch analyzer).
 *
 * <p>Arguments: the settings of {@link ArticleExtractor.Builder} by name ({@code minWords}, {@code
 * maxLinkDensity}, {@code minStopWordRatio}, {@code minArticleWords}, {@code maxNesting}), {@code
 * version} (the algorithm's version, default the current one, {@link ArticleExtractor#VERSION}: an
 * index built with an earlier version keeps reading its documents the same way when its analyzer
 * names that version), and {@code stopWords}: a comma-separated list of word-list resources (one
 * word per line, {@code #} comments) whose share tells text from boilerplate (default: the English
 * list the {@code spotSigs} filter steps over). An unknown argument or a bad value is an {@link
 * IllegalArgumentException} naming it.
 */
public final class HtmlArticleCharFilterFactory extends CharFilterFactory
    implements ResourceLoaderAware {
  /** SPI name. */
  public static final String NAME = "htmlArticle";

  private final ArticleExtractor.Builder builder;
  private final String stopWordFiles;
  private volatile ArticleExtractor extractor;

  public HtmlArticleCharFilterFactory(Map<String, String> args) {
    super(args);
    this.stopWordFiles = get(args, "stopWords");
    int version = getInt(args, "version", ArticleExtractor.VERSION);
    this.builder = ArticleExtractor.builder().version(version).set(args);
    this.extractor = stopWordFiles == null ? builder.build() : null;
    args.clear(); // every remaining argument was read by the builder (or rejected)
  }

  /** Default constructor for the service loader. */
  public HtmlArticleCharFilterFactory() {
    throw defaultCtorException();
  }

  @Override
  public void inform(ResourceLoader loader) throws IOException {
    if (stopWordFiles != null) {
      CharArraySet words = getWordSet(loader, stopWordFiles, true);
      List<String> list = new ArrayList<>();
      for (Object w : words) {
        list.add(new String((char[]) w));
      }
      extractor = builder.stopWords(list).build();
    }
  }

  /** The extractor this factory's filters use. */
  public ArticleExtractor extractor() {
    ArticleExtractor e = extractor;
    if (e == null) {
      throw new IllegalStateException(
          "htmlArticle: stopWords were given but inform(ResourceLoader) was not called");
    }
    return e;
  }

  @Override
  public Reader create(Reader input) {
    return new HtmlArticleCharFilter(input, extractor());
  }
}
