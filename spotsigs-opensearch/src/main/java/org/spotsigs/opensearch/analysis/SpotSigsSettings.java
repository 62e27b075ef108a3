package org.spotsigs.opensearch.analysis;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.apache.lucene.analysis.CharArraySet;
import org.opensearch.common.settings.Settings;
import org.opensearch.env.Environment;
import org.opensearch.index.analysis.Analysis;
import org.spotsigs.analysis.AntecedentSet;
import org.spotsigs.analysis.Language;
import org.spotsigs.analysis.SignatureKey;
import org.spotsigs.analysis.SpotSet;
import org.spotsigs.engine.SettingErrors;

/**
 * The signature settings shared by the {@code spotsigs} token filter and analyzer, read from an
 * OpenSearch analysis component's settings:
 *
 * <ul>
 *   <li>{@code language}: a {@link Language} code ({@code en} (default), {@code de}, {@code fr},
 *       {@code es}, {@code it}, {@code nl}, {@code pt}, {@code sv}, {@code ru}, {@code zh}, {@code
 *       ja}): the default antecedents and stop words, and the word filters the language needs
 *       (elision; CJK bigrams between function characters);
 *   <li>{@code spots}: explicit specs such as {@code "the(2,3) is(1,2) that[3,4]"}; excludes the
 *       next four settings;
 *   <li>{@code antecedent_set} ({@code articles-and-auxiliaries}, {@code prototype}, {@code
 *       paper-example}, {@code stopwords}; default: the antecedents of the language) or {@code
 *       antecedents} (a list) / {@code antecedents_path} (a word list file under the config
 *       directory);
 *   <li>{@code distance} (default 1) and {@code chain_length} (default 2), or {@code steps} (a list
 *       of distances, the multi-chain form);
 *   <li>{@code stopwords} (a list, or a named list such as {@code _english_}) / {@code
 *       stopwords_path}: the words chains step over (default: those of the language);
 *   <li>{@code key}: {@code antecedent} (default, {@code the:south:carolina}) or {@code chain}.
 * </ul>
 *
 * Bad or contradictory settings are rejected with an {@link IllegalArgumentException} naming the
 * setting, which OpenSearch answers with HTTP 400 when the index is created.
 */
public record SpotSigsSettings(
    SpotSet spotSet, CharArraySet stopWords, SignatureKey key, Language language) {
  static final List<String> KEYS =
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
  public static SpotSigsSettings parse(
      Environment env, String name, Settings settings, Set<String> extraKeys) {
    SettingErrors errors = new SettingErrors(name);
    SpotSigsSettings parsed = parse(env, settings, extraKeys, errors);
    errors.throwIfAny();
    return parsed;
  }

  /**
   * Reads the settings, adding what is wrong with each bad one to {@code errors} (the result then
   * holds defaults in its place; throw with {@link SettingErrors#throwIfAny()}).
   */
  public static SpotSigsSettings parse(
      Environment env, Settings settings, Set<String> extraKeys, SettingErrors errors) {
    List<String> unknown = new ArrayList<>();
    for (String k : settings.keySet()) {
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
    Language language =
        errors.attempt(() -> Language.forCode(settings.get("language", "en")), Language.EN);
    SignatureKey key =
        errors.attempt(() -> SignatureKey.forName(settings.get("key", "antecedent")), null);
    // each value on its own first, so that every bad one is named; then how they go together
    int before = errors.size();
    for (String setting : List.of("distance", "chain_length")) {
      if (settings.get(setting) != null) {
        errors.attempt(() -> parseInt(setting, settings.get(setting)), 0);
      }
    }
    for (String step : settings.getAsList("steps", List.of())) {
      errors.attempt(() -> parseInt("steps", step), 0);
    }
    if (settings.get("antecedent_set") != null) {
      errors.attempt(() -> AntecedentSet.forName(settings.get("antecedent_set")), null);
    }
    SpotSet spots =
        errors.size() > before
            ? null
            : errors.attempt(() -> spotSet(env, settings, language), null);
    CharArraySet stopWords =
        errors.attempt(() -> stopWords(env, settings, language), language.stopWords());
    return new SpotSigsSettings(spots, stopWords, key, language);
  }

  private static SpotSet spotSet(Environment env, Settings settings, Language language) {
    String spots = settings.get("spots");
    boolean antecedentsGiven =
        settings.get("antecedent_set") != null
            || settings.get("antecedents") != null
            || settings.get("antecedents_path") != null
            || settings.getAsList("antecedents", null) != null;
    boolean shapeGiven = settings.get("distance") != null || settings.get("chain_length") != null;
    boolean stepsGiven = settings.get("steps") != null || settings.getAsList("steps", null) != null;
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
    List<String> antecedents = antecedents(env, settings, language);
    if (stepsGiven) {
      List<String> parts = settings.getAsList("steps");
      int[] steps = new int[parts.size()];
      for (int i = 0; i < steps.length; i++) {
        steps[i] = parseInt("steps", parts.get(i));
      }
      return SpotSet.multiChain(antecedents, steps);
    }
    int distance =
        parseInt("distance", settings.get("distance", String.valueOf(SpotSet.DEFAULT_DISTANCE)));
    int chain =
        parseInt(
            "chain_length",
            settings.get("chain_length", String.valueOf(SpotSet.DEFAULT_CHAIN_LENGTH)));
    return SpotSet.uniform(antecedents, distance, chain);
  }

  private static List<String> antecedents(Environment env, Settings settings, Language language) {
    String set = settings.get("antecedent_set");
    List<String> listed = Analysis.parseWordList(env, settings, "antecedents", s -> s);
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

  private static CharArraySet stopWords(Environment env, Settings settings, Language language) {
    CharArraySet defaults = language.stopWords();
    return Analysis.parseWords(
        env, settings, "stopwords", defaults, Analysis.NAMED_STOP_WORDS, true);
  }

  private static int parseInt(String setting, String value) {
    try {
      return Integer.parseInt(value.trim());
    } catch (NumberFormatException e) {
      throw new IllegalArgumentException(
          "[" + setting + "] must be an integer, got [" + value + "]", e);
    }
  }
}
