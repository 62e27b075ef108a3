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
package org.spotsigs.analysis;

import java.io.CharArrayReader;
import java.io.Reader;
import java.io.StringReader;
import java.util.Collection;
import java.util.Objects;
import java.util.concurrent.atomic.AtomicReferenceArray;
import org.apache.lucene.analysis.Analyzer;
import org.apache.lucene.analysis.CharArraySet;
import org.apache.lucene.analysis.LowerCaseFilter;
import org.apache.lucene.analysis.StopFilter;
import org.apache.lucene.analysis.TokenStream;
import org.apache.lucene.analysis.Tokenizer;
import org.apache.lucene.analysis.charfilter.HTMLStripCharFilter;
import org.apache.lucene.analysis.standard.StandardTokenizer;
import org.apache.lucene.util.BytesRef;
import org.apache.lucene.util.CloseableThreadLocal;
import org.spotsigs.index.SignatureExtractor;
import org.spotsigs.index.SignatureVector;

/**
 * Analyzer that turns a document into its spot signatures: a {@linkplain TextExtraction text
 * extraction} (by default {@link HtmlStripExtraction}: {@link HTMLStripCharFilter}, which also
 * drops scripts and styles, and short blocks dropped), {@link StandardTokenizer}, {@link
 * LowerCaseFilter}, {@link SpotSigsFilter}.
 *
 * <p>By default markup is removed before extraction, as in section 5.1 of Theobald, Siddharth and
 * Paepcke, "SpotSigs: Robust and Efficient Near Duplicate Detection in Large Web Collections"
 * (SIGIR 2008); {@link Builder#stripHtml(boolean) stripHtml(false)} tokenizes raw pages as they are
 * (as the original prototype did). For real web pages, the {@code spotsigs-html} module's article
 * extractor (an HTML5 parse and main-content extraction) is the better choice: {@link
 * Builder#textExtraction(TextExtraction)}. The library's own default stays the Lucene-only strip
 * filter because this module depends on Lucene and HPPC alone. Thread-safe and reusable like any
 * {@link Analyzer}.
 *
 * <p>Longer than 400 lines: a fifth of it is the public nested {@link Builder}, and the two paths
 * of one analysis, the token stream and the direct path, must give the same signatures, so both
 * take a document's extraction, language and fingerprint from one place here ({@code signWhole}).
 */
public final class SpotSigsAnalyzer extends Analyzer implements SignatureExtractor {
  /**
   * Default of {@link Builder#minBlockWords(int)}: blocks of fewer than 20 words are dropped,
   * chosen on the development gold set (docs/EVALUATION.md): it removes navigation, link lists,
   * bylines and captions and keeps the paragraphs of an article.
   */
  public static final int DEFAULT_MIN_BLOCK_WORDS = 20;

  /** How text is split into words. */
  public enum Tokenization {
    /** Lucene's {@link StandardTokenizer} (Unicode word boundaries): the default. */
    STANDARD,
    /** The original prototype's delimiter set ({@link PrototypeTokenizer}). */
    PROTOTYPE
  }

  private final SpotSet spotSet;
  private final CharArraySet stopWords;
  private final SignatureKey key;
  private final TextExtraction extraction;
  private final int maxTokenLength;
  private final Tokenization tokenization;
  private final int minBlockWords;
  private final CharArraySet commonSignatures;
  private final Language language;

  /** Whether each document's language is detected (see {@link Builder#autoLanguage()}). */
  private final boolean auto;

  /**
   * Documents with fewer signatures get their text's fingerprint (see {@link
   * Builder#minSignatures}).
   */
  private final int minSignatures;

  /** With {@link #auto}: the analyzer of each language (by ordinal), made on first use. */
  private final AtomicReferenceArray<SpotSigsAnalyzer> byLanguage =
      new AtomicReferenceArray<>(Language.values().length);

  /** With {@link #auto}: the signatures of a text in no supported language, made on first use. */
  private volatile FallbackSignatures fallback;

  /** The stop words and antecedents: the words a language's word filters keep whole. */
  private final CharArraySet functionWords;

  /** Roles of the words, for the direct path; built on first use, then read-only. */
  private volatile WordRoles roles;

  /** This analyzer without character filters, for plain text; built on first use. */
  private volatile SpotSigsAnalyzer plain;

  /** The direct path's scanner of each thread. */
  private final CloseableThreadLocal<DirectScanner> scanners = new CloseableThreadLocal<>();

  /**
   * Whether the direct path is taken ({@code -Dspotsigs.direct=false} turns it off, so that the
   * token stream can be compared with it on whole corpora).
   */
  static final boolean DIRECT = !"false".equals(System.getProperty("spotsigs.direct", "true"));

  private SpotSigsAnalyzer(Builder b) {
    this.spotSet = b.spotSet;
    this.stopWords = CharArraySet.unmodifiableSet(b.stopWords);
    this.key = b.key;
    this.extraction =
        !b.stripHtml
            ? TextExtraction.NONE
            : b.extraction != null ? b.extraction : new HtmlStripExtraction(b.minBlockWords);
    this.maxTokenLength = b.maxTokenLength;
    this.tokenization = b.tokenization;
    this.minBlockWords = b.minBlockWords;
    this.commonSignatures =
        b.commonSignatures == null ? null : CharArraySet.unmodifiableSet(b.commonSignatures);
    this.language = b.language;
    this.auto = b.auto;
    this.minSignatures = b.minSignatures;
    CharArraySet function = new CharArraySet(stopWords, false);
    function.addAll(spotSet.antecedents());
    this.functionWords = CharArraySet.unmodifiableSet(function);
  }

  /**
   * The defaults: {@link SpotSet#defaults()}, English stop words, antecedent in the key, HTML
   * stripped and blocks of fewer than {@link #DEFAULT_MIN_BLOCK_WORDS} words dropped.
   */
  public SpotSigsAnalyzer() {
    this(builder());
  }

  /**
   * A builder with the default settings, those of {@link #SpotSigsAnalyzer()}.
   *
   * @return a new builder
   */
  public static Builder builder() {
    return new Builder();
  }

  /**
   * A builder initialised with this analyzer's settings.
   *
   * @return a new builder; changing it does not change this analyzer
   */
  public Builder toBuilder() {
    Builder b = new Builder();
    b.spotSet = spotSet;
    b.stopWords = new CharArraySet(stopWords, false);
    b.key = key;
    b.stripHtml = extraction != TextExtraction.NONE;
    b.extraction =
        extraction instanceof HtmlStripExtraction || extraction == TextExtraction.NONE
            ? null
            : extraction;
    b.maxTokenLength = maxTokenLength;
    b.tokenization = tokenization;
    // a given HtmlStripExtraction is rebuilt from its minimum (which the builder's own field may
    // not hold: textExtraction(new HtmlStripExtraction(5)) leaves the field at its default)
    b.minBlockWords =
        extraction instanceof HtmlStripExtraction h ? h.minBlockWords() : minBlockWords;
    b.commonSignatures =
        commonSignatures == null ? null : new CharArraySet(commonSignatures, false);
    b.language = language;
    b.auto = auto;
    b.minSignatures = minSignatures;
    return b;
  }

  /**
   * The configuration of the original SpotSigs prototype: its antecedents ({@link
   * AntecedentSet#PROTOTYPE}), distance 1, chain length 1, chain-only keys, raw pages (markup not
   * stripped) split with the prototype's delimiters. Its corpus filter (IDF in [0.2, 0.8], at least
   * 4 signatures) is {@code SignatureFilter.prototype()}. The prototype read its stop words from a
   * file of its own; this preset uses the default list unless {@link Builder#stopWords} is given
   * that file.
   *
   * @return a new builder with the prototype's settings, to change further or build
   */
  public static Builder prototype() {
    return builder()
        .spotSet(SpotSet.uniform(AntecedentSet.PROTOTYPE, 1, 1))
        .key(SignatureKey.CHAIN_ONLY)
        .stripHtml(false)
        .tokenization(Tokenization.PROTOTYPE);
  }

  /**
   * The antecedents and their chain specs (see {@link Builder#spotSet}).
   *
   * @return the spot set; with {@link #autoLanguage()} the settings' one, which the analysis of
   *     each language replaces with its own
   */
  public SpotSet spotSet() {
    return spotSet;
  }

  /**
   * What a signature term is made of (see {@link Builder#key}).
   *
   * @return whether the antecedent is part of the signature
   */
  public SignatureKey key() {
    return key;
  }

  /**
   * Whether markup is removed before tokenization (the extraction is not {@link
   * TextExtraction#NONE}).
   *
   * @return true if a text extraction runs before tokenization, false if documents are tokenized as
   *     they are
   */
  public boolean stripHtml() {
    return extraction != TextExtraction.NONE;
  }

  /**
   * How the text to sign is taken from a document.
   *
   * @return the extraction in use; {@link TextExtraction#NONE} when markup is not removed
   */
  public TextExtraction textExtraction() {
    return extraction;
  }

  /**
   * How text is split into words (see {@link Builder#tokenization}).
   *
   * @return the tokenization of {@link #newTokenizer()}
   */
  public Tokenization tokenization() {
    return tokenization;
  }

  /**
   * The language whose word filters run before the signatures (see {@link Builder#language}).
   *
   * @return the language; {@link Language#EN} with {@link #autoLanguage()}
   */
  public Language language() {
    return language;
  }

  /**
   * Whether each document's language is detected ({@link Builder#autoLanguage()}); then {@link
   * #language()} is only the language of the settings' stop words and antecedents, which the
   * analysis of each language replaces with its own.
   *
   * @return true if the language is detected per document
   */
  public boolean autoLanguage() {
    return auto;
  }

  /**
   * Documents with fewer signatures than this get their text's fingerprint (0: none do).
   *
   * @return the fewest signatures (counted with repetitions) a document keeps, at least 0
   */
  public int minSignatures() {
    return minSignatures;
  }

  /**
   * The fewest signatures the command line and the Spark application give a document by default
   * ({@link Builder#minSignatures}; the library's own default is 0): a document with fewer is
   * matched by its text's fingerprint. Chosen on the development gold set and the mixed-language
   * test corpus (docs/LANGUAGES.md).
   */
  public static final int RECOMMENDED_MIN_SIGNATURES = 5;

  /** The separator between a signature's language and the signature, in {@code de|der:haus:bau}. */
  public static final char LANGUAGE_SEPARATOR = '|';

  /** The language code of the signatures of a text in no supported language. */
  public static final String UNDETERMINED = "und";

  /**
   * The stop words chains step over (a read-only view).
   *
   * @return the stop words, lower case; with {@link #autoLanguage()} the settings' ones, which the
   *     analysis of each language replaces with its own
   */
  public CharArraySet stopWords() {
    return stopWords;
  }

  /**
   * Direct paths, each with the same result as the token stream: with a text extraction, the text
   * of {@link TextExtraction#text} is taken first, so that the tokenizer reads it without a chain
   * of offset-correcting character filters (signatures need no offsets); text with no {@code '<'}
   * and no {@code '&'} is taken whole (it has no markup, and a page without markup is one block).
   * The words of the text then go straight into the signatures, without a token stream ({@code
   * PrototypeScanner} for {@link Tokenization#PROTOTYPE}, {@code StandardScanner} for {@link
   * Tokenization#STANDARD}, which splits ASCII text itself and hands other text to the standard
   * tokenizer); the token stream itself when there is no direct path (a language with word filters,
   * or a text the scanner hands back). The vector records the language ({@link
   * SignatureVector#language()}).
   */
  @Override
  public SignatureVector extract(String field, String text) {
    if (whole()) {
      return signWhole(field, null, text.length(), text);
    }
    if (extraction != TextExtraction.NONE) {
      SpotSigsAnalyzer p = plain();
      if (text.indexOf('<') < 0 && text.indexOf('&') < 0) {
        // Plain text: no extraction changes it, the page is one block, and line breaks act as
        // spaces for both tokenizers, so the chain without character filters gives the same
        // signatures.
        return SignatureVector.analyze(p, field, text);
      }
      return SignatureVector.analyze(p, field, extraction.text(text));
    }
    DirectScanner scanner = scanner();
    SignatureVector v = scanner == null ? null : scanner.scan(text);
    return labeled(v != null ? v : SignatureVector.analyze(this, field, new StringReader(text)));
  }

  /** {@code v} with this analyzer's language recorded (a forced language: every text is in it). */
  private SignatureVector labeled(SignatureVector v) {
    return v.withLanguage(language.code());
  }

  /**
   * {@link #extract(String, String)} of {@code text[0, length)}; without a text extraction the
   * characters are scanned where they are.
   */
  @Override
  public SignatureVector extract(String field, char[] text, int length) {
    if (whole()) {
      return signWhole(field, text, length, null);
    }
    if (extraction != TextExtraction.NONE) {
      if (!extraction.readsChars()) {
        return extract(field, new String(text, 0, length));
      }
      SpotSigsAnalyzer p = plain();
      if (!hasMarkup(text, length)) {
        return SignatureVector.analyze(p, field, text, length); // plain text, as above
      }
      return SignatureVector.analyze(p, field, extraction.text(text, length));
    }
    DirectScanner scanner = scanner();
    SignatureVector v = scanner == null ? null : scanner.scan(text, length);
    return labeled(
        v != null ? v : SignatureVector.analyze(this, field, new CharArrayReader(text, 0, length)));
  }

  /**
   * Whether a document is analyzed whole, in one pass that sees all of its text: to detect its
   * language, or to give it its fingerprint when it has too few signatures.
   */
  private boolean whole() {
    return auto || minSignatures > 0;
  }

  /**
   * The vector of the document {@code document[0, length)} ({@code string}: the same characters as
   * a string, or null): its text extracted, its language detected (with {@link #auto}), its
   * signatures taken by that language's analysis (prefixed by the language), or replaced by the
   * text's fingerprint below {@link #minSignatures}; the language recorded. One implementation for
   * the direct path and the token stream.
   */
  SignatureVector signWhole(String field, char[] document, int length, String string) {
    if (extraction != TextExtraction.NONE
        && (string != null ? hasMarkup(string) : hasMarkup(document, length))) {
      TextExtraction.Extracted extracted =
          string != null ? extraction.extract(string) : extraction.extract(document, length);
      String text = extracted.text();
      Language detected = auto ? extracted.language() : null;
      return signText(field, text, null, text.length(), document, length, string, detected);
    }
    return signText(field, string, document, length, document, length, string, null);
  }

  /**
   * {@link #signWhole} of the extracted text, given as {@code text} (a string) or as {@code
   * chars[0, length)} (when {@code text} is null); {@code document} is the whole document, for the
   * fingerprint of a document whose text is empty; {@code detected} the language the extraction
   * detected for the text, or null (then it is detected here, with {@link #auto}).
   */
  private SignatureVector signText(
      String field,
      String text,
      char[] chars,
      int length,
      char[] document,
      int documentLength,
      String documentString,
      Language detected) {
    LanguageDetector detector = LanguageDetector.defaults();
    Language lang =
        !auto
            ? language
            : detected != null
                ? detected
                : text != null ? detector.detect(text) : detector.detect(chars, 0, length);
    SignatureVector v;
    if (lang == null || (auto && lang.wordShingles())) {
      String prefix = (lang == null ? UNDETERMINED : lang.code()) + LANGUAGE_SEPARATOR;
      v = fallback().prefixed(field, prefix, text, chars, length);
    } else {
      SpotSigsAnalyzer a = auto ? analyzerOf(lang) : plain();
      v =
          text != null
              ? SignatureVector.analyze(a, field, text)
              : SignatureVector.analyze(a, field, chars, length);
      if (auto && lang != Language.EN) {
        v = v.withPrefix(new BytesRef(lang.code() + LANGUAGE_SEPARATOR));
      }
    }
    if (auto && commonSignatures != null) {
      v = without(v, commonSignatures);
    }
    if (v.totalCount() < minSignatures) {
      String term =
          text != null ? TextFingerprint.term(text) : TextFingerprint.term(chars, 0, length);
      if (term == null && (text != null || chars != document)) {
        // no text: the document itself
        term =
            documentString != null
                ? TextFingerprint.term(documentString)
                : TextFingerprint.term(document, 0, documentLength);
      }
      v = term == null ? SignatureVector.empty() : SignatureVector.builder().add(term, 1).build();
    }
    return v.withLanguage(lang == null ? UNDETERMINED : lang.code());
  }

  private static boolean hasMarkup(String text) {
    return text.indexOf('<') >= 0 || text.indexOf('&') >= 0;
  }

  /** {@code v} without the terms in {@code drop}. */
  private static SignatureVector without(SignatureVector v, CharArraySet drop) {
    SignatureVector.Builder b = null;
    for (int i = 0; i < v.size(); i++) {
      String t = v.term(i).utf8ToString();
      if (drop.contains(t)) {
        if (b == null) {
          b = SignatureVector.builder();
          for (int j = 0; j < i; j++) {
            b.add(v.term(j), v.count(j));
          }
        }
      } else if (b != null) {
        b.add(v.term(i), v.count(i));
      }
    }
    return b == null ? v : b.build();
  }

  /** With {@link #auto}: the analyzer of {@code lang}'s plain text, made at first use. */
  private SpotSigsAnalyzer analyzerOf(Language lang) {
    SpotSigsAnalyzer a = byLanguage.get(lang.ordinal());
    if (a == null) {
      a =
          builder()
              .language(lang)
              .key(key)
              .tokenization(tokenization)
              .maxTokenLength(maxTokenLength)
              .stripHtml(false)
              .build();
      if (!byLanguage.compareAndSet(lang.ordinal(), null, a)) {
        a.close();
        a = byLanguage.get(lang.ordinal());
      }
    }
    return a;
  }

  private FallbackSignatures fallback() {
    FallbackSignatures f = fallback;
    if (f == null) {
      fallback = f = new FallbackSignatures(maxTokenLength);
    }
    return f;
  }

  /** Whether {@code text[0, length)} has a {@code '<'} or an {@code '&'} (one pass for both). */
  private static boolean hasMarkup(char[] text, int length) {
    for (int i = 0; i < length; i++) {
      char c = text[i];
      if (c == '<' || c == '&') {
        return true;
      }
    }
    return false;
  }

  /** This analyzer without its text extraction (for text already extracted), made at first use. */
  private SpotSigsAnalyzer plain() {
    SpotSigsAnalyzer p = plain;
    if (p == null) {
      plain = p = toBuilder().stripHtml(false).minSignatures(0).build();
    }
    return p;
  }

  /**
   * True when the direct path applies (no word filters) and the text extraction, if any, {@link
   * TextExtraction#readsChars() reads characters in place}.
   */
  @Override
  public boolean extractsChars() {
    return (extraction == TextExtraction.NONE || extraction.readsChars())
        && (whole() || !language.hasWordFilters())
        && DIRECT;
  }

  /**
   * This thread's direct scanner, made at first use; null when the token stream must run (a
   * language with word filters).
   */
  private DirectScanner scanner() {
    if (language.hasWordFilters() || !DIRECT) {
      return null; // the token stream, which runs the language's word filters
    }
    DirectScanner scanner = scanners.get();
    if (scanner == null) {
      WordRoles r = roles;
      if (r == null) {
        roles = r = new WordRoles(spotSet, stopWords);
      }
      scanner =
          tokenization == Tokenization.PROTOTYPE
              ? new PrototypeScanner(r, key, commonSignatures)
              : new StandardScanner(r, key, commonSignatures, maxTokenLength);
      scanners.set(scanner);
    }
    return scanner;
  }

  @Override
  public void close() {
    scanners.close();
    for (int i = 0; i < byLanguage.length(); i++) {
      SpotSigsAnalyzer a = byLanguage.get(i);
      if (a != null) {
        a.close();
      }
    }
    FallbackSignatures f = fallback;
    if (f != null) {
      f.close();
    }
    SpotSigsAnalyzer p = plain;
    if (p != null) {
      p.close();
    }
    super.close();
  }

  /**
   * With {@link HtmlStripExtraction}, blocks of HTML with fewer words than this are dropped before
   * extraction (0: none are); 0 with any other extraction.
   *
   * @return the fewest words of a block kept by the {@link HtmlStripExtraction}, or 0
   */
  public int minBlockWords() {
    return extraction instanceof HtmlStripExtraction h ? h.minBlockWords() : 0;
  }

  /**
   * The text the tokenizer reads from {@code reader}: {@link TextExtraction#reader} of this
   * analyzer's extraction (the input as it is without one). For other analysis chains that must see
   * the same text.
   *
   * @param reader the document's characters, which the returned reader reads
   * @return a reader of the text to sign, with offsets corrected to the document; {@code reader}
   *     itself without a text extraction
   */
  public Reader textReader(Reader reader) {
    return extraction.reader(reader);
  }

  /**
   * A new tokenizer of this analyzer's {@link #tokenization()}.
   *
   * @return a new {@link PrototypeTokenizer}, or a new {@link StandardTokenizer} with this
   *     analyzer's maximum token length
   */
  public Tokenizer newTokenizer() {
    if (tokenization == Tokenization.PROTOTYPE) {
      return new PrototypeTokenizer();
    }
    StandardTokenizer standard = new StandardTokenizer();
    standard.setMaxTokenLength(maxTokenLength);
    return standard;
  }

  @Override
  protected Reader initReader(String fieldName, Reader reader) {
    return whole() ? reader : textReader(reader); // a whole document is extracted as it is signed
  }

  @Override
  protected TokenStreamComponents createComponents(String fieldName) {
    if (whole()) {
      Tokenizer whole = new WholeDocumentTokenizer(this, fieldName);
      return new TokenStreamComponents(whole, whole);
    }
    Tokenizer tokenizer = newTokenizer();
    TokenStream stream = language.wordFilters(new LowerCaseFilter(tokenizer), functionWords);
    stream = new SpotSigsFilter(stream, spotSet, stopWords, key);
    if (commonSignatures != null) {
      stream = new StopFilter(stream, commonSignatures);
    }
    return new TokenStreamComponents(tokenizer, stream);
  }

  @Override
  protected TokenStream normalize(String fieldName, TokenStream in) {
    return new LowerCaseFilter(in);
  }

  @Override
  public String toString() {
    return "SpotSigsAnalyzer("
        + (auto
            ? "language=auto, "
            : language == Language.EN ? "" : "language=" + language.code() + ", ")
        + (minSignatures == 0 ? "" : "minSignatures=" + minSignatures + ", ")
        + "spots="
        + spotSet
        + ", key="
        + key
        + ", extraction="
        + extraction.id()
        + ", tokenization="
        + tokenization
        + ")";
  }

  /** Settings of a {@link SpotSigsAnalyzer}. */
  public static final class Builder {
    private SpotSet spotSet = SpotSet.defaults();
    private CharArraySet stopWords = StopWords.english();
    private SignatureKey key = SignatureKey.ANTECEDENT_AND_CHAIN;
    private boolean stripHtml = true;
    private TextExtraction extraction;
    private int maxTokenLength =
        org.apache.lucene.analysis.standard.StandardAnalyzer.DEFAULT_MAX_TOKEN_LENGTH;
    private Tokenization tokenization = Tokenization.STANDARD;
    private int minBlockWords = DEFAULT_MIN_BLOCK_WORDS;
    private CharArraySet commonSignatures;
    private Language language = Language.EN;
    private boolean auto;
    private int minSignatures;

    private Builder() {}

    /**
     * Detect each document's language ({@link LanguageDetector}) and take its signatures with that
     * language's antecedents, stop words and word filters ({@link Language}); a text in no
     * supported language gets {@link FallbackSignatures}. The signatures of every language but
     * English carry it as a prefix ({@code de|der:haus:bau}; {@code und|} for the fallback), so
     * that signatures of different languages never match; English signatures are as with {@code
     * language(Language.EN)}. The vector records the language ({@link SignatureVector#language()}).
     * The spot set and stop words of this builder are not used (each language has its own); the
     * key, tokenization, extraction and common signatures are. {@link #language} turns it off.
     *
     * @return this builder, its language reset to {@link Language#EN}
     */
    public Builder autoLanguage() {
      language(Language.EN);
      this.auto = true;
      return this;
    }

    /**
     * A document with fewer than {@code n} signatures is matched by its text instead: its vector is
     * the {@linkplain TextFingerprint fingerprint} of its normalized text (of the document itself
     * when its extracted text has no letter or digit), a single term that only its exact copies
     * share, so it is never paired because one or two signatures agree and always with its copies.
     * Default 0 (none).
     *
     * @param n the fewest signatures (counted with repetitions) a document keeps; 0 for no
     *     fingerprints
     * @return this builder
     * @throws IllegalArgumentException if {@code n} is negative
     */
    public Builder minSignatures(int n) {
      if (n < 0) {
        throw new IllegalArgumentException("minSignatures must be >= 0, got " + n);
      }
      this.minSignatures = n;
      return this;
    }

    /**
     * The language of the text: sets the antecedents ({@link Language#spotSet()}, {@code a(1,2)}),
     * the stop words ({@link Language#stopWords()}) and the word filters the language needs before
     * the signatures (elision for French and Italian, bigrams between function characters for
     * Chinese and Japanese). Call {@link #spotSet} or {@link #stopWords} after it to replace its
     * antecedents or stop words and keep its word filters. Default {@link Language#EN}.
     *
     * @param language the language of every document; this turns {@link #autoLanguage()} off
     * @return this builder, its spot set and stop words replaced by the language's
     * @throws NullPointerException if {@code language} is null
     */
    public Builder language(Language language) {
      this.language = Objects.requireNonNull(language, "language");
      this.auto = false;
      this.spotSet = language.spotSet();
      this.stopWords = language.stopWords();
      return this;
    }

    /**
     * With {@link HtmlStripExtraction} (the default extraction), drop every block of the page
     * (paragraph, list item, table cell, heading: the text between block-level elements) that has
     * fewer than {@code minWords} words, before extraction ({@link ShortBlockCharFilter}); 0 keeps
     * every block. No effect on raw pages, on another {@linkplain #textExtraction extraction}, and
     * on plain text without markup (it is one block). Default {@link #DEFAULT_MIN_BLOCK_WORDS}.
     *
     * @param minWords the fewest words a block keeps; 0 keeps every block
     * @return this builder
     * @throws IllegalArgumentException if {@code minWords} is negative
     */
    public Builder minBlockWords(int minWords) {
      if (minWords < 0) {
        throw new IllegalArgumentException("minBlockWords must be >= 0, got " + minWords);
      }
      this.minBlockWords = minWords;
      return this;
    }

    /**
     * Signatures to drop (a learned {@link CommonSignatures} list); use the same list at index and
     * query time.
     *
     * @param common the signatures to drop, or null for none (the default)
     * @return this builder
     */
    public Builder commonSignatures(CommonSignatures common) {
      this.commonSignatures = common == null ? null : common.asSet();
      return this;
    }

    /**
     * How text is split into words (default {@link Tokenization#STANDARD}).
     *
     * @param tokenization the tokenizer to use
     * @return this builder
     * @throws NullPointerException if {@code tokenization} is null
     */
    public Builder tokenization(Tokenization tokenization) {
      this.tokenization = Objects.requireNonNull(tokenization, "tokenization");
      return this;
    }

    /**
     * The antecedents and their chains.
     *
     * @param spotSet the spot set, replacing the one of {@link #language} (default {@link
     *     SpotSet#defaults()}); its antecedents must be lower case to match the lower-cased words
     * @return this builder
     * @throws NullPointerException if {@code spotSet} is null
     */
    public Builder spotSet(SpotSet spotSet) {
      this.spotSet = Objects.requireNonNull(spotSet, "spotSet");
      return this;
    }

    /**
     * The words chains step over (the antecedents are always stepped over as well).
     *
     * @param words the stop words, matched case-insensitively; they replace those of {@link
     *     #language} (default {@link StopWords#english()})
     * @return this builder
     */
    public Builder stopWords(Collection<String> words) {
      this.stopWords = new CharArraySet(words, true);
      return this;
    }

    /**
     * Whether the antecedent is part of the signature ({@code the:south:carolina}) or not.
     *
     * @param key the signature key (default {@link SignatureKey#ANTECEDENT_AND_CHAIN})
     * @return this builder
     * @throws NullPointerException if {@code key} is null
     */
    public Builder key(SignatureKey key) {
      this.key = Objects.requireNonNull(key, "key");
      return this;
    }

    /**
     * Whether markup is removed before tokenization (default true): false tokenizes documents as
     * they are; true removes it with the {@linkplain #textExtraction extraction} set, by default
     * {@link HtmlStripExtraction} with {@link #minBlockWords}.
     *
     * @param stripHtml whether to remove markup
     * @return this builder
     */
    public Builder stripHtml(boolean stripHtml) {
      this.stripHtml = stripHtml;
      return this;
    }

    /**
     * How the text to sign is taken from a document; {@link TextExtraction#NONE} is {@code
     * stripHtml(false)}. Null restores the default ({@link HtmlStripExtraction} with {@link
     * #minBlockWords}).
     *
     * @param extraction the extraction, {@link TextExtraction#NONE} for none, or null for the
     *     default
     * @return this builder
     */
    public Builder textExtraction(TextExtraction extraction) {
      if (extraction == TextExtraction.NONE) {
        this.stripHtml = false;
        this.extraction = null;
      } else {
        this.stripHtml = true;
        this.extraction = extraction;
      }
      return this;
    }

    /**
     * Longest token the tokenizer emits whole (default 255).
     *
     * @param maxTokenLength the longest word in characters, for {@link
     *     StandardTokenizer#setMaxTokenLength} (longer runs are cut into words of that length) and
     *     {@link FallbackSignatures}; at least 1 and at most {@link
     *     StandardTokenizer#MAX_TOKEN_LENGTH_LIMIT}; the {@link PrototypeTokenizer} does not use it
     * @return this builder
     * @throws IllegalArgumentException if {@code maxTokenLength} is less than 1 or more than {@link
     *     StandardTokenizer#MAX_TOKEN_LENGTH_LIMIT}
     */
    public Builder maxTokenLength(int maxTokenLength) {
      if (maxTokenLength < 1 || maxTokenLength > StandardTokenizer.MAX_TOKEN_LENGTH_LIMIT) {
        throw new IllegalArgumentException(
            "maxTokenLength must be in [1, "
                + StandardTokenizer.MAX_TOKEN_LENGTH_LIMIT
                + "], got "
                + maxTokenLength);
      }
      this.maxTokenLength = maxTokenLength;
      return this;
    }

    /**
     * Builds the analyzer; this builder may go on being changed and built again.
     *
     * @return a new analyzer with these settings
     */
    public SpotSigsAnalyzer build() {
      return new SpotSigsAnalyzer(this);
    }
  }
}
