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
package org.spotsigs.engine;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.apache.lucene.analysis.CharArraySet;
import org.spotsigs.analysis.AntecedentSet;
import org.spotsigs.analysis.Language;
import org.spotsigs.analysis.SignatureKey;
import org.spotsigs.analysis.SpotSet;

/**
 * The signature settings of the engines' {@code spotsigs} token filter and analyzer:
 *
 * <ul>
 *   <li>{@code language}: a {@link Language} code ({@code en} (default), {@code de}, {@code fr},
 *       ... {@link Language#codes()}): the default antecedents and stop words, and the word filters
 *       the language needs (elision; CJK bigrams between function characters; normalization); or
 *       {@code auto} (the {@code spotsigs} analyzer only: each document's language detected, its
 *       signatures prefixed by it, see {@code SpotSigsAnalyzer.Builder#autoLanguage}), which takes
 *       none of the word settings below;
 *   <li>{@code spots}: explicit specs such as {@code "the(2,3) is(1,2) that[3,4]"}; excludes the
 *       next four settings;
 *   <li>{@code antecedent_set} ({@code articles-and-auxiliaries}, {@code prototype}, {@code
 *       paper-example}, {@code stopwords}; default: the antecedents of the language) or {@code
 *       antecedents} (a list) / {@code antecedents_path} (a word list file);
 *   <li>{@code distance} (default 1) and {@code chain_length} (default 2), or {@code steps} (a list
 *       of distances, the multi-chain form);
 *   <li>{@code stopwords} (a list, or a named list such as {@code _english_}) / {@code
 *       stopwords_path}: the words chains step over (default: those of the language);
 *   <li>{@code key}: {@code antecedent} (default, {@code the:south:carolina}) or {@code chain}.
 * </ul>
 *
 * Bad or contradictory settings are named, all of them, in one {@link IllegalArgumentException} (an
 * HTTP 400 when the index is created).
 *
 * @param spotSet the antecedents and chains
 * @param stopWords the words chains step over
 * @param key how a signature is written
 * @param language the language ({@link Language#EN} under {@code auto})
 * @param auto whether each document's language is detected ({@code language: auto})
 */
public record SignatureSettings(
    SpotSet spotSet, CharArraySet stopWords, SignatureKey key, Language language, boolean auto) {
  /** The {@code language} of per-document detection. */
  public static final String AUTO = "auto";

  /** The keys read here. */
  public static final List<String> KEYS =
      List.of(
          "language",
          "spots",
          "antecedent_set",
          "antecedents",
          "antecedents_path",
          "distance",
          "chain_length",
          "steps",
          "stopwords",
          "stopwords_path",
          "key");

  /**
   * Reads the settings of component {@code name}; {@code extraKeys} are further keys its owner
   * reads.
   *
   * @throws IllegalArgumentException naming every bad setting
   */
  public static SignatureSettings parse(
      String name, ComponentSettings settings, Set<String> extraKeys) {
    SettingErrors errors = new SettingErrors(name);
    SignatureSettings parsed = parse(settings, extraKeys, errors);
    errors.throwIfAny();
    return parsed;
  }

  /**
   * Reads the settings, adding what is wrong with each bad one to {@code errors} (the result then
   * holds defaults in its place; throw with {@link SettingErrors#throwIfAny()}).
   */
  public static SignatureSettings parse(
      ComponentSettings settings, Set<String> extraKeys, SettingErrors errors) {
    List<String> unknown = new ArrayList<>();
    for (String k : settings.keys()) {
      String base = k.replaceAll("\\.\\d+$", "");
      if (!KEYS.contains(base)
          && !extraKeys.contains(base)
          && !base.equals("type")
          && !base.startsWith("index.")) {
        unknown.add(k);
      }
    }
    if (!unknown.isEmpty()) {
      errors.add(
          (unknown.size() == 1 ? "unknown setting " : "unknown settings ")
              + unknown
              + "; valid settings: "
              + KEYS
              + (extraKeys.isEmpty() ? "" : " and " + extraKeys));
    }
    String code = settings.get("language") == null ? "en" : settings.get("language");
    boolean auto = code.trim().equalsIgnoreCase(AUTO);
    if (auto) {
      for (String k : settings.keys()) {
        String base = k.replaceAll("\\.\\d+$", "");
        if (KEYS.contains(base) && !base.equals("language") && !base.equals("key")) {
          errors.add(
              "["
                  + k
                  + "] gives the words of one language; with [language] auto each language has"
                  + " its own: give a language code instead");
        }
      }
    }
    Language language =
        auto ? Language.EN : errors.attempt(() -> Language.forCode(code), Language.EN);
    String keyName = settings.get("key");
    SignatureKey key =
        errors.attempt(() -> SignatureKey.forName(keyName == null ? "antecedent" : keyName), null);
    // each value on its own first, so that every bad one is named; then how they go together
    int before = errors.size();
    for (String setting : List.of("distance", "chain_length")) {
      if (settings.get(setting) != null) {
        errors.attempt(() -> parseInt(setting, settings.get(setting)), 0);
      }
    }
    List<String> steps = settings.list("steps");
    for (String step : steps == null ? List.<String>of() : steps) {
      errors.attempt(() -> parseInt("steps", step), 0);
    }
    if (settings.get("antecedent_set") != null) {
      errors.attempt(() -> AntecedentSet.forName(settings.get("antecedent_set")), null);
    }
    SpotSet spots =
        errors.size() > before ? null : errors.attempt(() -> spotSet(settings, language), null);
    CharArraySet stopWords =
        errors.attempt(
            () -> settings.words("stopwords", language.stopWords()), language.stopWords());
    return new SignatureSettings(spots, stopWords, key, language, auto);
  }

  /**
   * The settings of token filter {@code name}, which refuses {@code language: auto} (a token filter
   * does not see the whole document whose language is detected).
   *
   * @throws IllegalArgumentException naming every bad setting
   */
  public static SignatureSettings forTokenFilter(String name, ComponentSettings settings) {
    SignatureSettings parsed = parse(name, settings, Set.of());
    if (parsed.auto()) {
      throw new IllegalArgumentException(
          "["
              + name
              + "]: [language] auto detects the language of a whole document, which a token filter"
              + " does not see: use the spotsigs analyzer (type spotsigs) with language auto");
    }
    return parsed;
  }

  /** The stop words as strings. */
  public List<String> stopWordList() {
    List<String> words = new ArrayList<>();
    for (Object w : stopWords) {
      words.add(new String((char[]) w));
    }
    return words;
  }

  /** The stop words and antecedents, which a language's word filters keep whole. */
  public CharArraySet functionWords() {
    CharArraySet words = new CharArraySet(stopWords, false);
    words.addAll(spotSet.antecedents());
    return CharArraySet.unmodifiableSet(words);
  }

  private static SpotSet spotSet(ComponentSettings settings, Language language) {
    String spots = settings.get("spots");
    boolean antecedentsGiven =
        settings.get("antecedent_set") != null
            || settings.get("antecedents") != null
            || settings.get("antecedents_path") != null
            || settings.list("antecedents") != null;
    boolean shapeGiven = settings.get("distance") != null || settings.get("chain_length") != null;
    boolean stepsGiven = settings.get("steps") != null || settings.list("steps") != null;
    if (spots != null) {
      if (antecedentsGiven || shapeGiven || stepsGiven) {
        throw new IllegalArgumentException(
            "[spots] gives antecedents and chains itself; do not combine it with antecedent_set, antecedents,"
                + " distance, chain_length or steps");
      }
      return SpotSet.parse(spots);
    }
    if (stepsGiven && shapeGiven) {
      throw new IllegalArgumentException(
          "give either [steps] or [distance]/[chain_length], not both");
    }
    List<String> antecedents = antecedents(settings, language);
    if (stepsGiven) {
      List<String> parts = settings.list("steps");
      int[] steps = new int[parts.size()];
      for (int i = 0; i < steps.length; i++) {
        steps[i] = parseInt("steps", parts.get(i));
      }
      return SpotSet.multiChain(antecedents, steps);
    }
    String distance = settings.get("distance");
    String chain = settings.get("chain_length");
    return SpotSet.uniform(
        antecedents,
        distance == null ? SpotSet.DEFAULT_DISTANCE : parseInt("distance", distance),
        chain == null ? SpotSet.DEFAULT_CHAIN_LENGTH : parseInt("chain_length", chain));
  }

  private static List<String> antecedents(ComponentSettings settings, Language language) {
    String set = settings.get("antecedent_set");
    List<String> listed = settings.wordList("antecedents");
    if (set != null && listed != null) {
      throw new IllegalArgumentException(
          "give either [antecedent_set] or [antecedents]/[antecedents_path], not both");
    }
    if (listed != null) {
      if (listed.isEmpty()) {
        throw new IllegalArgumentException("[antecedents] holds no words");
      }
      return new ArrayList<>(listed);
    }
    if (set == null) {
      return language.antecedents();
    }
    AntecedentSet named = AntecedentSet.forName(set);
    return named == AntecedentSet.STOPWORDS ? language.stopWordList() : named.words();
  }

  /**
   * {@code value} as an integer.
   *
   * @throws IllegalArgumentException naming {@code setting} if it is not one
   */
  static int parseInt(String setting, String value) {
    try {
      return Integer.parseInt(value.trim());
    } catch (NumberFormatException e) {
      throw new IllegalArgumentException(
          "[" + setting + "] must be an integer, got [" + value + "]", e);
    }
  }
}
