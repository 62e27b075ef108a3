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
package org.spotsigs.cli.command;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.spotsigs.analysis.AntecedentSet;
import org.spotsigs.analysis.HtmlStripExtraction;
import org.spotsigs.analysis.Language;
import org.spotsigs.analysis.SignatureKey;
import org.spotsigs.analysis.SpotSet;
import org.spotsigs.analysis.SpotSigsAnalyzer;
import org.spotsigs.analysis.SpotSpec;
import org.spotsigs.cli.Checks;
import org.spotsigs.dedup.SignatureFilter;
import org.spotsigs.html.Extractions;
import org.spotsigs.io.AnalysisSettings;
import picocli.CommandLine.Option;

/**
 * How documents are turned into spot signatures, and which signatures a corpus keeps. A preset
 * gives the starting values; every option given explicitly overrides it.
 *
 * <p>Longer than 400 lines because it declares sixteen options with their help, shared by every
 * command that analyzes text; the logic (resolving them into {@code AnalysisSettings} and a corpus
 * filter) is a fraction of it, and splitting the declarations would scatter one help page.
 */
public final class AnalysisOptions {
  /**
   * Default of {@code --fingerprint-below}: documents with fewer than 5 signatures are matched by
   * their text (chosen on the development gold set and the mixed-language test corpus,
   * docs/LANGUAGES.md).
   */
  public static final int FINGERPRINT_BELOW = SpotSigsAnalyzer.RECOMMENDED_MIN_SIGNATURES;

  /** The language codes {@code --language} takes besides auto, as its help lists them. */
  static final String LANGUAGE_CODES =
      "en, de, fr, es, it, nl, pt, sv, ru, zh, ja, ar, bg, bn, ca, ckb, cs, da, el, et, eu, fa, fi, ga, gl, hi, hu, hy, id, lt, lv, ne, no, ro, sr, ta, te, th, tr, ko";

  @Option(
      names = "--preset",
      paramLabel = "default|prototype",
      description = {
        "Starting configuration: the library defaults, or the original prototype's",
        "(antecedents of the prototype, a(1,1), chain-only keys, raw pages split on its delimiters,",
        "IDF in [0.2, 0.8] with its formula, documents with fewer than 4 signatures dropped)."
      })
  String preset;

  @Option(
      names = "--language",
      paramLabel = "auto|CODE",
      description = {
        "Language of the text: auto (the default: each document's language is detected, its",
        "signatures are that language's, prefixed by its code, e.g. de|der:haus:bau, and a text in",
        "no supported language gets word 3-grams, und|...), or a code that forces one language:",
        "en, de, fr, es, it, nl, pt, sv, ru, zh, ja, ar, bg, bn, ca, ckb, cs, da, el, et, eu, fa, fi, ga, gl, hi, hu, hy, id, lt, lv, ne, no, ro, sr, ta, te, th, tr, ko."
      })
  String language;

  @Option(
      names = "--fingerprint-below",
      paramLabel = "N",
      description = {
        "A document with fewer than N signatures is matched by its text instead: by the",
        "fingerprint of its normalized text, so it pairs with its exact copies only, never because",
        "one or two signatures agree. 0 turns it off. Default: "
            + FINGERPRINT_BELOW
            + " (none with --preset prototype)."
      })
  Integer fingerprintBelow;

  @Option(
      names = "--antecedents",
      paramLabel = "SET|FILE",
      description = {
        "Antecedents: a built-in set (articles-and-auxiliaries, prototype, paper-example,",
        "stopwords: the stop words of --language) or a file with one word per line (default: those of --language)."
      })
  String antecedents;

  @Option(names = "--distance", paramLabel = "D", description = "Spot distance d of a(d,c).")
  Integer distance;

  @Option(names = "--chain", paramLabel = "C", description = "Chain length c of a(d,c).")
  Integer chain;

  @Option(
      names = "--spots",
      paramLabel = "SPECS",
      description = {
        "Explicit spot specs instead of --antecedents/--distance/--chain,",
        "e.g. \"the(2,3) is(1,2) that[3,4]\" (a[m,n] is the multi-chain form)."
      })
  String spots;

  @Option(
      names = "--key",
      paramLabel = "antecedent|chain",
      description = "Signature key: with the antecedent (the:south:carolina) or the chain only.")
  String key;

  @Option(
      names = "--extractor",
      paramLabel = "SPEC",
      description = {
        "How the text to sign is taken from a page with markup: article (default: an HTML5",
        "parse, the page's main content), html-strip (Lucene's HTMLStripCharFilter, short blocks",
        "dropped), or none. Settings follow a colon: article:minWords=12,maxNesting=3 or",
        "html-strip:minBlockWords=20 (docs/CLI.md); article/1 to article/5 are the article",
        "extraction's earlier versions, article/7 a newer one that is not the default. Text",
        "without markup is always taken whole."
      })
  String extraction;

  @Option(
      names = "--raw-html",
      negatable = true,
      description =
          "Tokenize pages as they are (--raw-html, the same as --extractor none) or not (--no-raw-html).")
  Boolean rawHtml;

  @Option(
      names = "--min-block-words",
      paramLabel = "N",
      description = {
        "With --extractor html-strip (which this option selects when --extractor is not",
        "given): drop every block of a page (paragraph, list item, cell, heading) with fewer than N",
        "words; 0 keeps all."
      })
  Integer minBlockWords;

  @Option(
      names = "--stopwords",
      paramLabel = "FILE",
      description = "Words chains step over, one per line (default: those of --language).")
  Path stopwords;

  @Option(
      names = "--common-signatures",
      paramLabel = "FILE",
      description = "Drop the signatures listed in FILE (see 'spotsigs common-signatures').")
  Path commonSignatures;

  @Option(
      names = "--idf",
      paramLabel = "MIN:MAX",
      description = "Keep only signatures whose normalized IDF lies in [MIN, MAX], e.g. 0.2:0.85.")
  String idf;

  @Option(
      names = "--idf-formula",
      paramLabel = "paper|prototype",
      description = "Normalized IDF: log(N/df)/log(N) (paper) or ln((N+1)/df)/ln(N+1) (prototype).")
  String idfFormula;

  @Option(
      names = "--min-signatures",
      paramLabel = "N",
      description = "Documents with fewer than N signatures are treated as having none.")
  Integer minSignatures;

  private boolean prototype() {
    if (preset == null || preset.equalsIgnoreCase("default")) {
      return false;
    }
    if (preset.equalsIgnoreCase("prototype")) {
      return true;
    }
    throw new IllegalArgumentException(
        "unknown --preset '" + preset + "': use default or prototype");
  }

  /**
   * The word and signature files these options read (for the check that no output overwrites them).
   */
  Path[] files() {
    return new Path[] {
      stopwords,
      commonSignatures,
      antecedents != null && Files.isRegularFile(Path.of(antecedents)) ? Path.of(antecedents) : null
    };
  }

  /** Whether any option that changes the signatures of a text was given. */
  boolean analysisGiven() {
    return preset != null
        || language != null
        || fingerprintBelow != null
        || antecedents != null
        || distance != null
        || chain != null
        || spots != null
        || key != null
        || extraction != null
        || rawHtml != null
        || minBlockWords != null
        || stopwords != null
        || commonSignatures != null;
  }

  /** Whether any corpus filter option was given. */
  boolean filterGiven() {
    return idf != null
        || idfFormula != null
        || minSignatures != null
        || (preset != null && prototype());
  }

  SpotSigsAnalyzer analyzer() throws IOException {
    return settings().analyzer();
  }

  /** The resolved analysis settings. */
  public AnalysisSettings settings() throws IOException {
    SpotSigsAnalyzer resolved = builder().build();
    List<String> words = stopwords == null ? null : readWords(stopwords);
    // a bad spec is a usage error here; the article extraction counts the language's stop words
    String spec =
        Extractions.parse(
                extractionSpec(),
                AnalysisSettings.extractionStopWords(words, resolved.language().code()),
                resolved.autoLanguage())
            .id();
    return new AnalysisSettings(
        resolved.autoLanguage() ? AnalysisSettings.AUTO : resolved.spotSet().toString(),
        resolved.key() == SignatureKey.CHAIN_ONLY ? "chain" : "antecedent",
        !spec.equals("none"),
        Extractions.parse(spec, null) instanceof HtmlStripExtraction h ? h.minBlockWords() : 0,
        resolved.tokenization().name().toLowerCase(Locale.ROOT),
        words,
        commonSignatures == null
            ? null
            : org.spotsigs.analysis.CommonSignatures.read(commonSignatures).signatures(),
        resolved.autoLanguage() ? AnalysisSettings.AUTO : resolved.language().code(),
        spec,
        resolved.minSignatures());
  }

  /**
   * The extraction spec the options ask for: --extractor, or none with --raw-html or the prototype
   * preset, else the default (article); --min-block-words sets html-strip's setting.
   */
  private String extractionSpec() {
    String spec = extraction != null ? extraction.strip() : null;
    if (rawHtml != null && rawHtml) {
      if (spec != null && !spec.equals("none")) {
        throw new IllegalArgumentException(
            "--raw-html tokenizes pages as they are; it cannot go with --extractor " + spec);
      }
      spec = "none";
    }
    if (spec == null) {
      spec =
          minBlockWords != null
              ? "html-strip"
              : prototype() && rawHtml == null ? "none" : Extractions.DEFAULT;
    }
    if (rawHtml != null && !rawHtml && spec.equals("none")) {
      throw new IllegalArgumentException(
          "--no-raw-html removes markup; it cannot go with --extractor none");
    }
    if (minBlockWords != null) {
      if (!spec.startsWith("html-strip")) {
        throw new IllegalArgumentException(
            "--min-block-words applies to --extractor html-strip (the extractor here is "
                + spec
                + ")");
      }
      if (minBlockWords < 0) {
        throw new IllegalArgumentException("--min-block-words must be >= 0, got " + minBlockWords);
      }
      if (spec.contains(":")) {
        throw new IllegalArgumentException(
            "give the block limit once: --extractor " + spec + " or --min-block-words");
      }
      spec = "html-strip:minBlockWords=" + minBlockWords;
    } else if (spec.equals("html-strip")) {
      spec = "html-strip:minBlockWords=" + SpotSigsAnalyzer.DEFAULT_MIN_BLOCK_WORDS;
    }
    return spec;
  }

  private SpotSigsAnalyzer.Builder builder() throws IOException {
    boolean proto = prototype();
    if (distance != null) {
      Checks.inRange(distance, 1, SpotSpec.MAX_STEP, "--distance");
    }
    if (chain != null) {
      Checks.inRange(chain, 1, SpotSpec.MAX_STEP, "--chain");
    }
    if (minBlockWords != null) {
      Checks.atLeast(minBlockWords, 0, "--min-block-words");
    }
    SpotSigsAnalyzer.Builder b = proto ? SpotSigsAnalyzer.prototype() : SpotSigsAnalyzer.builder();
    if (fingerprintBelow != null) {
      Checks.atLeast(fingerprintBelow, 0, "--fingerprint-below");
    }
    b.minSignatures(fingerprintBelow != null ? fingerprintBelow : proto ? 0 : FINGERPRINT_BELOW);
    // the prototype preset is English, as the prototype was
    boolean auto =
        language == null ? !proto : language.strip().equalsIgnoreCase(AnalysisSettings.AUTO);
    if (auto) {
      if (spots != null || antecedents != null || stopwords != null) {
        throw new IllegalArgumentException(
            "--spots, --antecedents and --stopwords give the words of one language: give it with"
                + " --language CODE (with --language auto each language has its own)");
      }
      b.autoLanguage();
      int d = distance != null ? distance : SpotSet.DEFAULT_DISTANCE;
      int c = chain != null ? chain : SpotSet.DEFAULT_CHAIN_LENGTH;
      if (d != SpotSet.DEFAULT_DISTANCE || c != SpotSet.DEFAULT_CHAIN_LENGTH) {
        throw new IllegalArgumentException(
            "--distance and --chain change the spots of one language: give it with --language"
                + " CODE");
      }
      if (key != null) {
        b.key(SignatureKey.forName(key));
      }
      return b;
    }
    Language lang = language == null ? Language.EN : Language.forCode(language);
    // the prototype's antecedents are English; another language brings its own, with the
    // prototype's a(1,1)
    List<String> defaultAntecedents =
        proto && lang == Language.EN ? AntecedentSet.PROTOTYPE.words() : lang.antecedents();
    if (lang != Language.EN) {
      b.language(lang)
          .spotSet(
              SpotSet.uniform(
                  defaultAntecedents,
                  SpotSet.DEFAULT_DISTANCE,
                  proto ? 1 : SpotSet.DEFAULT_CHAIN_LENGTH));
    }
    if (spots != null) {
      if (antecedents != null || distance != null || chain != null) {
        throw new IllegalArgumentException(
            "--spots gives antecedents and chains itself; drop --antecedents/--distance/--chain");
      }
      b.spotSet(SpotSet.parse(spots));
    } else if (antecedents != null || distance != null || chain != null) {
      List<String> words =
          antecedents != null ? antecedentWords(antecedents, lang) : defaultAntecedents;
      int d = distance != null ? distance : SpotSet.DEFAULT_DISTANCE;
      int c = chain != null ? chain : (proto ? 1 : SpotSet.DEFAULT_CHAIN_LENGTH);
      b.spotSet(SpotSet.uniform(words, d, c));
    }
    if (stopwords != null) {
      b.stopWords(readWords(stopwords));
    }
    if (key != null) {
      b.key(SignatureKey.forName(key));
    }
    return b;
  }

  /** The corpus filter, or null if none is asked for. */
  SignatureFilter signatureFilter() {
    boolean proto = prototype();
    SignatureFilter filter = proto ? SignatureFilter.prototype() : null;
    if (idf != null || idfFormula != null) {
      SignatureFilter.Formula formula =
          idfFormula == null
              ? (proto ? SignatureFilter.Formula.PROTOTYPE : SignatureFilter.Formula.PAPER)
              : switch (idfFormula.toLowerCase(Locale.ROOT)) {
                case "paper" -> SignatureFilter.Formula.PAPER;
                case "prototype" -> SignatureFilter.Formula.PROTOTYPE;
                default ->
                    throw new IllegalArgumentException(
                        "unknown --idf-formula '" + idfFormula + "': use paper or prototype");
              };
      double lo = proto ? 0.2 : Double.NEGATIVE_INFINITY;
      double hi = proto ? 0.8 : Double.POSITIVE_INFINITY;
      if (idf != null) {
        String[] parts = idf.split("[:,]");
        try {
          if (parts.length != 2) {
            throw new NumberFormatException();
          }
          lo = Double.parseDouble(parts[0].trim());
          hi = Double.parseDouble(parts[1].trim());
          if (!(lo <= hi) || Double.isNaN(lo) || Double.isNaN(hi)) {
            throw new NumberFormatException();
          }
        } catch (NumberFormatException e) {
          throw new IllegalArgumentException(
              "--idf takes MIN:MAX with MIN <= MAX, e.g. 0.2:0.85, got '" + idf + "'");
        }
      }
      filter = SignatureFilter.idfRange(lo, hi, formula).withMinSignatures(proto ? 4 : 0);
    }
    if (minSignatures != null) {
      Checks.atLeast(minSignatures, 0, "--min-signatures");
      filter =
          (filter == null
              ? SignatureFilter.minSignatures(minSignatures)
              : filter.withMinSignatures(minSignatures));
    }
    return filter;
  }

  private static List<String> antecedentWords(String value, Language lang) throws IOException {
    Path file = Path.of(value);
    if (Files.isRegularFile(file)) {
      List<String> words = readWords(file);
      if (words.isEmpty()) {
        throw new IllegalArgumentException("antecedent file " + file + " holds no words");
      }
      return words;
    }
    try {
      AntecedentSet set = AntecedentSet.forName(value);
      return set == AntecedentSet.STOPWORDS ? lang.stopWordList() : set.words();
    } catch (IllegalArgumentException e) {
      throw new IllegalArgumentException(e.getMessage() + ", or a file with one word per line");
    }
  }

  private static List<String> readWords(Path file) throws IOException {
    List<String> words = new ArrayList<>();
    for (String line : Files.readAllLines(file, StandardCharsets.UTF_8)) {
      String w = line.strip();
      if (!w.isEmpty() && !w.startsWith("#")) {
        words.add(w.toLowerCase(Locale.ROOT));
      }
    }
    return words;
  }
}
