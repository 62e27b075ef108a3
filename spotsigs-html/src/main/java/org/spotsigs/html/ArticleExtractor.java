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

import java.io.CharArrayReader;
import java.io.Reader;
import java.io.StringReader;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;
import org.jsoup.parser.Parser;
import org.spotsigs.analysis.Language;
import org.spotsigs.analysis.StopWords;
import org.spotsigs.analysis.TextExtraction;

/**
 * The article text of a web page: the page is parsed by an HTML5 parser (jsoup, which reads
 * scripts, comments and broken markup as a browser does), cut into text blocks, and the blocks of
 * its main content are kept, one line per block. How the blocks are chosen, from shallow features
 * only (no site, class name, id or phrase is named anywhere), is described in {@link MainContent};
 * the block features follow Kohlschütter, Fankhauser and Nejdl, "Boilerplate detection using
 * shallow text features" (WSDM 2010), with the share of stop words (the observation behind spot
 * signatures: boilerplate has few) and the tree structure of the page added.
 *
 * <p>A document without markup (no {@code '<'}) is returned as it is. Immutable and thread-safe;
 * one instance serves any number of threads. The {@linkplain #id() id} names every setting, so an
 * index that records it can be read with exactly the same extraction later.
 *
 * <p>Longer than 400 lines: a quarter of it is the public nested {@link Builder}, and the spec is
 * both read ({@link #parse}) and written ({@link #id()}) here, which must agree; the rules are in
 * {@link ArticleVersion} and its rule classes, the page's languages in {@code PageLanguages}.
 */
public final class ArticleExtractor implements TextExtraction {
  /** The name of this extraction in {@link #id()} and in {@link #parse(String)} specs. */
  public static final String NAME = "article";

  /**
   * The version of the extraction algorithm that is the default, written into {@link #id()}: a
   * change that gives any page other text with the same settings takes a new version. Every version
   * from {@link #FIRST_VERSION} to {@link #LAST_VERSION} stays available ({@link Builder#version},
   * or a spec {@code article/<version>:...}), so that an index built with it is read with exactly
   * the text it was built with; a version this build does not know is refused. Version 1: the
   * article as one run of blocks in its container. Version 2: also listings of several texts,
   * sectioned texts, lists, quotations and inline markup as paragraphs. Version 3: also an article
   * cut into several tables or boxes with paragraphs between them is read whole, not as a thread of
   * comments. Version 4: also a post set among its comments in elements of the same markup is the
   * article, not one comment of the thread. Version 5: also the posts after the largest post of a
   * front page whose largest post holds most of its words. Version 6 (the default): the page read
   * as a reader sees it (no text hidden from readers, no dialogs; the words of scripts written
   * without spaces counted), and the page's own evidence of its article weighed: the markup that
   * declares it, the markup that declares navigation, footers and complementary boxes, the heading
   * that matches the page's title and the text that follows it; units without links inside the
   * declared article are its sections; a block in another language than the page's counts its own
   * language's stop words. Version 7 (available, not the default): version 6 with a word's stop
   * word looked up without the punctuation that follows it directly: versions 1 to 6 took that
   * character for part of the word, so that "on." or "the," was no stop word (and with {@code
   * language=auto}, a page in another language than English, whose stop words are counted again
   * without that fault, was counted otherwise than an English one); on the development sets version
   * 7 keeps a little more boilerplate than version 6 (docs/EVALUATION.md), so version 6 stays the
   * default. Each version is an ordered list of rules ({@link ArticleVersion}; {@link MainContent}
   * describes the first five).
   */
  public static final int VERSION = 6;

  /** The newest version this build has ({@link #VERSION}, the default, may be an earlier one). */
  public static final int LAST_VERSION = 7;

  /** The first version, still available for indexes built with it. */
  public static final int FIRST_VERSION = 1;

  /** Default of {@link Builder#minWords}. */
  public static final int DEFAULT_MIN_WORDS = 8;

  /** Default of {@link Builder#maxLinkDensity}. */
  public static final double DEFAULT_MAX_LINK_DENSITY = 0.5;

  /** Default of {@link Builder#minStopWordRatio}. */
  public static final double DEFAULT_MIN_STOP_WORD_RATIO = 0.2;

  /** Default of {@link Builder#minArticleWords}. */
  public static final int DEFAULT_MIN_ARTICLE_WORDS = 100;

  /** Default of {@link Builder#maxNesting}. */
  public static final int DEFAULT_MAX_NESTING = 2;

  private static final ArticleExtractor DEFAULT = builder().build();

  private final MainContent.Settings settings;
  private final StopWordSet stopWords;
  private final boolean customStopWords;

  /**
   * Whether each page's stop words are those of its detected language ({@link
   * Builder#autoLanguage}).
   */
  private final boolean autoLanguage;

  private ArticleExtractor(Builder b) {
    this.settings =
        new MainContent.Settings(
            b.version,
            b.minWords,
            b.maxLinkDensity,
            b.minStopWordRatio,
            b.minArticleWords,
            b.maxNesting);
    this.customStopWords = b.stopWords != null;
    this.autoLanguage = b.autoLanguage && b.stopWords == null;
    this.stopWords = new StopWordSet(b.stopWords != null ? b.stopWords : StopWords.englishList());
  }

  /**
   * The version of the algorithm this extractor runs ({@link #FIRST_VERSION} to {@link
   * #LAST_VERSION}).
   */
  public int version() {
    return settings.version();
  }

  /** The extractor with every default setting. */
  public static ArticleExtractor defaults() {
    return DEFAULT;
  }

  public static Builder builder() {
    return new Builder();
  }

  /**
   * The extractor of a spec {@code article[/<version>][:name=value,...]}, as {@link #id()} writes
   * it: without a version, the default one ({@link #VERSION}); names are the builder's settings
   * ({@code minWords}, {@code maxLinkDensity}, {@code minStopWordRatio}, {@code minArticleWords},
   * {@code maxNesting}); a {@code stopWords=N} part (the count {@link #id()} writes for stop words
   * of one's own) is ignored: give the words to {@link #builder(String)}'s result.
   *
   * @throws IllegalArgumentException naming the part of the spec that is wrong
   */
  public static ArticleExtractor parse(String spec) {
    return builder(spec).build();
  }

  /** A builder with the settings of {@code spec} (see {@link #parse(String)}). */
  public static Builder builder(String spec) {
    String s = spec.strip();
    int colon = s.indexOf(':');
    String name = colon < 0 ? s : s.substring(0, colon);
    int version = VERSION;
    if (name.startsWith(NAME + "/")) {
      String v = name.substring(NAME.length() + 1);
      version = -1;
      for (int known = FIRST_VERSION; known <= LAST_VERSION; known++) {
        if (v.equals(Integer.toString(known))) {
          version = known;
        }
      }
      if (version < 0) {
        throw new IllegalArgumentException(
            "article extraction version "
                + v
                + " is not one this build has (versions "
                + FIRST_VERSION
                + " to "
                + LAST_VERSION
                + "); an index built with it must be rebuilt, or read with the version that built it");
      }
    } else if (!name.equals(NAME)) {
      throw new IllegalArgumentException("not an article extraction spec: '" + spec + "'");
    }
    Map<String, String> args = new LinkedHashMap<>();
    boolean autoLanguage = false;
    if (colon >= 0) {
      for (String part : s.substring(colon + 1).split(",")) {
        if (part.isBlank()) {
          continue;
        }
        int eq = part.indexOf('=');
        if (eq <= 0) {
          throw new IllegalArgumentException(
              "'" + part.strip() + "' in '" + spec + "' is not name=value");
        }
        String key = part.substring(0, eq).strip();
        if (key.equals("language")) {
          String value = part.substring(eq + 1).strip();
          if (!value.equals("auto")) {
            throw new IllegalArgumentException(
                "article extraction setting language takes auto, got '" + value + "'");
          }
          autoLanguage = true;
        } else if (!key.equals("stopWords")) {
          args.put(key, part.substring(eq + 1).strip());
        }
      }
    }
    return builder().version(version).set(args).autoLanguage(autoLanguage);
  }

  /**
   * {@code article/<version>:} followed by every setting, e.g. {@code
   * article/5:minWords=8,maxLinkDensity=0.5,...}; with stop words of its own, {@code
   * stopWords=<count>} at the end (the words themselves are recorded by whoever gave them). {@link
   * #parse(String)} reads it back.
   */
  @Override
  public String id() {
    StringBuilder sb = new StringBuilder(NAME).append('/').append(settings.version()).append(':');
    sb.append("minWords=").append(settings.minWords());
    sb.append(",maxLinkDensity=").append(number(settings.maxLinkDensity()));
    sb.append(",minStopWordRatio=").append(number(settings.minStopWordRatio()));
    sb.append(",minArticleWords=").append(settings.minArticleWords());
    sb.append(",maxNesting=").append(settings.maxNesting());
    if (customStopWords) {
      sb.append(",stopWords=").append(stopWords.size());
    }
    if (autoLanguage) {
      sb.append(",language=auto");
    }
    return sb.toString();
  }

  private static String number(double value) {
    return value == Math.rint(value) && Math.abs(value) < 1e15
        ? Long.toString((long) value)
        : Double.toString(value);
  }

  /**
   * The article text of {@code html}, one block a line; a document without {@code '<'} as it is.
   */
  @Override
  public String text(String html) {
    return extract(html).text();
  }

  /**
   * {@link #text(String)} of {@code document[0, length)}: the parser reads the characters where
   * they are (the same characters, so the same text).
   */
  @Override
  public String text(char[] document, int length) {
    return extract(document, length).text();
  }

  /** True: {@link #text(char[], int)} parses the characters in place. */
  @Override
  public boolean readsChars() {
    return true;
  }

  /**
   * {@link #text(String)} and, when this extractor detects each page's language ({@link
   * Builder#autoLanguage}), the language detected on the page's running text: the language of the
   * article unless a kept block is in another language (then null, as for a page in no supported
   * language or a document without markup: the caller detects the language of the text).
   */
  @Override
  public Extracted extract(String html) {
    if (html.indexOf('<') < 0) {
      return new Extracted(html, null);
    }
    return extracted(blocks(new StringReader(html), html.length(), false));
  }

  /** {@link #extract(String)} of {@code document[0, length)}, parsed in place. */
  @Override
  public Extracted extract(char[] document, int length) {
    Objects.checkFromIndexSize(0, length, document.length);
    for (int i = 0; i < length; i++) {
      if (document[i] == '<') {
        return extracted(blocks(new CharArrayReader(document, 0, length), length, false));
      }
    }
    return new Extracted(new String(document, 0, length), null);
  }

  /** The article of {@code blocks} and its language, if the page's holds for all of it. */
  private Extracted extracted(PageBlocks blocks) {
    boolean[] keep = MainContent.select(blocks, settings);
    Language language = blocks.language();
    for (int i = 0; i < keep.length && language != null; i++) {
      if (keep[i] && blocks.otherLanguage(i)) {
        language = null;
      }
    }
    return new Extracted(text(blocks, keep), language);
  }

  /** The kept blocks of {@code blocks}, one a line. */
  String text(PageBlocks blocks) {
    return text(blocks, MainContent.select(blocks, settings));
  }

  /** The blocks of {@code blocks} that {@code keep} holds, one a line. */
  private static String text(PageBlocks blocks, boolean[] keep) {
    StringBuilder out = new StringBuilder(blocks.textLength());
    char[] text = blocks.text();
    for (int i = 0; i < blocks.size(); i++) {
      if (keep[i]) {
        out.append(text, blocks.start(i), blocks.end(i) - blocks.start(i)).append('\n');
      }
    }
    return out.toString();
  }

  /** A {@link HtmlArticleCharFilter} over {@code document}: the same text, offsets corrected. */
  @Override
  public Reader reader(Reader document) {
    return new HtmlArticleCharFilter(document, this);
  }

  /** The blocks of {@code html}; with {@code offsets}, each text node's offset in {@code html}. */
  PageBlocks blocks(String html, boolean offsets) {
    return blocks(new StringReader(html), html.length(), offsets);
  }

  /**
   * The blocks of the {@code length} characters {@code html} reads (as jsoup's {@code
   * parseInput(String, String)} reads a string: through a reader).
   */
  private PageBlocks blocks(Reader html, int length, boolean offsets) {
    return blocks(html, length, offsets, ThreadParsers.parser(offsets));
  }

  /** The blocks of {@code html} as {@code parser} reads it. */
  PageBlocks blocks(Reader html, int length, boolean offsets, Parser parser) {
    Document doc = parser.parseInput(html, "");
    Element body = doc.body();
    ArticleVersion version = ArticleVersion.of(settings.version());
    PageBlocks blocks =
        PageBlocks.of(
            body == null ? doc : body,
            stopWords,
            offsets,
            Math.min(length + 16, 1 << 16),
            version.reading());
    if (version.readsTitle()) {
      blocks.title(PageTitle.of(doc));
    }
    if (autoLanguage) {
      PageLanguages.count(blocks, settings, version.blockLanguages());
    }
    return blocks;
  }

  /** Which blocks of {@code blocks} are the article. */
  boolean[] select(PageBlocks blocks) {
    return MainContent.select(blocks, settings);
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof ArticleExtractor a
        && a.settings.equals(settings)
        && a.stopWords.equals(stopWords)
        && a.autoLanguage == autoLanguage;
  }

  @Override
  public int hashCode() {
    return settings.hashCode();
  }

  @Override
  public String toString() {
    return id();
  }

  /**
   * Settings of an {@link ArticleExtractor}; every default was chosen on a development set
   * (docs/EVALUATION.md).
   */
  public static final class Builder {
    private int version = VERSION;
    private int minWords = DEFAULT_MIN_WORDS;
    private double maxLinkDensity = DEFAULT_MAX_LINK_DENSITY;
    private double minStopWordRatio = DEFAULT_MIN_STOP_WORD_RATIO;
    private int minArticleWords = DEFAULT_MIN_ARTICLE_WORDS;
    private int maxNesting = DEFAULT_MAX_NESTING;
    private List<String> stopWords;
    private boolean autoLanguage;

    private Builder() {}

    /**
     * Counts the stop words of each page's own language: the language of the page's running text
     * (its blocks of more than {@code minWords} words) is detected ({@link
     * org.spotsigs.analysis.LanguageDetector}), and its blocks' stop words are those of that {@link
     * Language}; for a page in no supported language the stop word condition is not applied (every
     * block passes it). Ignored when {@link #stopWords} are given. Default false (English stop
     * words, or the given ones).
     */
    public Builder autoLanguage(boolean autoLanguage) {
      this.autoLanguage = autoLanguage;
      return this;
    }

    /**
     * The version of the algorithm ({@link #FIRST_VERSION} to {@link #LAST_VERSION}; default {@link
     * #VERSION}): an index records it so that its documents are always read as they were when it
     * was built.
     */
    public Builder version(int version) {
      this.version = check("version", version, FIRST_VERSION, LAST_VERSION);
      return this;
    }

    /** A block needs more words than this (outside links) to count for the article. */
    public Builder minWords(int minWords) {
      this.minWords = check("minWords", minWords, 0, 10_000);
      return this;
    }

    /** A block with a larger share of link words counts against the article with all its words. */
    public Builder maxLinkDensity(double maxLinkDensity) {
      this.maxLinkDensity = check("maxLinkDensity", maxLinkDensity, 0, 1);
      return this;
    }

    /** A block with a smaller share of stop words counts against the article with all its words. */
    public Builder minStopWordRatio(double minStopWordRatio) {
      this.minStopWordRatio = check("minStopWordRatio", minStopWordRatio, 0, 1);
      return this;
    }

    /**
     * Repeated units (comments, teasers) are left out when an article of this many words exists
     * without them.
     */
    public Builder minArticleWords(int minArticleWords) {
      this.minArticleWords = check("minArticleWords", minArticleWords, 0, 1_000_000);
      return this;
    }

    /** Kept blocks nested deeper than this below the article's main parent are dropped. */
    public Builder maxNesting(int maxNesting) {
      this.maxNesting = check("maxNesting", maxNesting, 0, 1000);
      return this;
    }

    /** The stop words whose share tells natural language from boilerplate (default: English). */
    public Builder stopWords(Collection<String> words) {
      this.stopWords = words == null ? null : new ArrayList<>(words);
      return this;
    }

    /**
     * Sets the settings named in {@code args} (the names of the builder's methods, values as text);
     * an unknown name or a bad value is an {@link IllegalArgumentException} naming it.
     */
    public Builder set(Map<String, String> args) {
      for (Map.Entry<String, String> e : args.entrySet()) {
        String name = e.getKey();
        String value = Objects.requireNonNull(e.getValue(), name);
        try {
          switch (name) {
            case "minWords" -> minWords(Integer.parseInt(value));
            case "maxLinkDensity" -> maxLinkDensity(Double.parseDouble(value));
            case "minStopWordRatio" -> minStopWordRatio(Double.parseDouble(value));
            case "minArticleWords" -> minArticleWords(Integer.parseInt(value));
            case "maxNesting" -> maxNesting(Integer.parseInt(value));
            default ->
                throw new IllegalArgumentException(
                    "unknown article extraction setting '"
                        + name
                        + "'; known: minWords, maxLinkDensity, minStopWordRatio, minArticleWords, maxNesting");
          }
        } catch (NumberFormatException ex) {
          throw new IllegalArgumentException(
              "article extraction setting " + name + " takes a number, got '" + value + "'");
        }
      }
      return this;
    }

    public ArticleExtractor build() {
      return new ArticleExtractor(this);
    }

    private static int check(String name, int value, int min, int max) {
      if (value < min || value > max) {
        throw new IllegalArgumentException(
            name + " must be in [" + min + ", " + max + "], got " + value);
      }
      return value;
    }

    private static double check(String name, double value, double min, double max) {
      if (!(value >= min && value <= max)) {
        throw new IllegalArgumentException(
            name
                + " must be in ["
                + min
                + ", "
                + max
                + "], got "
                + String.format(Locale.ROOT, "%s", value));
      }
      return value;
    }
  }
}
