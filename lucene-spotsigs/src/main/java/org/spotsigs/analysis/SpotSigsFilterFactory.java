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

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.apache.lucene.analysis.CharArraySet;
import org.apache.lucene.analysis.TokenFilterFactory;
import org.apache.lucene.analysis.TokenStream;
import org.apache.lucene.util.ResourceLoader;
import org.apache.lucene.util.ResourceLoaderAware;

/**
 * Factory for {@link SpotSigsFilter}, registered under the SPI name {@code spotSigs}, so that
 * {@code CustomAnalyzer.builder().addTokenFilter("spotSigs", ...)} and engines that load Lucene
 * analysis factories by name can use it.
 *
 * <p>Parameters (all optional):
 *
 * <ul>
 *   <li>{@code language}: a {@link Language} code ({@code en} (default), {@code de}, {@code fr},
 *       {@code es}, {@code it}, {@code nl}, {@code pt}, {@code sv}, {@code ru}, {@code zh}, {@code
 *       ja}): the default antecedents and stop words, and the language's word filters, which this
 *       filter runs on its input before the signatures (elision for French and Italian; for Chinese
 *       and Japanese CJK width folding and bigrams between function characters, so give it the
 *       tokens of the {@code standard} tokenizer).
 *   <li>{@code spots}: explicit specs, e.g. {@code "the(2,3) is(1,2) that[3,4]"} (see {@link
 *       SpotSpec#parse(String)}); when given, the next four parameters must not be.
 *   <li>{@code antecedentSet}: a built-in set ({@code articles-and-auxiliaries}, {@code prototype},
 *       {@code paper-example}, {@code stopwords}: the stop words of the language); default: the
 *       antecedents of the language.
 *   <li>{@code antecedents}: word list file(s), comma separated, one word per line; replaces {@code
 *       antecedentSet}.
 *   <li>{@code distance} (default 1) and {@code chainLength} (default 2): the uniform {@code
 *       a(d,c)} form for every antecedent; or {@code steps}, e.g. {@code "3,4"}, the multi-chain
 *       form.
 *   <li>{@code stopwords}: word list file(s) of the words a chain steps over (default: {@link
 *       Language#stopWords()}); {@code format="snowball"} reads Snowball-format lists.
 *   <li>{@code key}: {@code antecedent} (default, {@code the:south:carolina}) or {@code chain}
 *       ({@code south:carolina}).
 * </ul>
 *
 * <p>Unknown parameters and bad values are rejected with an {@link IllegalArgumentException} that
 * names them.
 */
public class SpotSigsFilterFactory extends TokenFilterFactory implements ResourceLoaderAware {
  /** SPI name. */
  public static final String NAME = "spotSigs";

  private final String spots;
  private final String antecedentSet;
  private final String antecedentFiles;
  private final int distance;
  private final int chainLength;
  private final String steps;
  private final String stopwordFiles;
  private final String format;
  private final SignatureKey key;
  private final Language language;

  private SpotSet spotSet;
  private CharArraySet stopWords;

  /**
   * Reads and checks the parameters.
   *
   * @param args the parameters (consumed: any left over is an error)
   */
  // this-escape: Lucene's factory contract reads the parameters in the constructor, through the
  // inherited (overridable) get methods of AbstractAnalysisFactory; every Lucene factory does so
  @SuppressWarnings("this-escape")
  public SpotSigsFilterFactory(Map<String, String> args) {
    super(args);
    spots = get(args, "spots");
    antecedentSet = get(args, "antecedentSet");
    antecedentFiles = get(args, "antecedents");
    boolean shapeGiven = args.containsKey("distance") || args.containsKey("chainLength");
    distance = getInt(args, "distance", SpotSet.DEFAULT_DISTANCE);
    chainLength = getInt(args, "chainLength", SpotSet.DEFAULT_CHAIN_LENGTH);
    steps = get(args, "steps");
    stopwordFiles = get(args, "stopwords");
    format = get(args, "format", List.of("wordset", "snowball"), "wordset");
    key = SignatureKey.forName(get(args, "key", "antecedent"));
    language = Language.forCode(get(args, "language", "en"));
    if (!args.isEmpty()) {
      throw new IllegalArgumentException("Unknown parameters: " + args);
    }
    if (spots != null
        && (antecedentSet != null || antecedentFiles != null || shapeGiven || steps != null)) {
      throw new IllegalArgumentException(
          "'spots' gives antecedents and chains itself; do not combine it with antecedentSet,"
              + " antecedents, distance, chainLength or steps");
    }
    if (antecedentSet != null && antecedentFiles != null) {
      throw new IllegalArgumentException("give either antecedentSet or antecedents, not both");
    }
    if (steps != null && shapeGiven) {
      throw new IllegalArgumentException("give either steps or distance/chainLength, not both");
    }
    if (spots != null) {
      spotSet = SpotSet.parse(spots);
    } else if (antecedentFiles == null) {
      spotSet =
          shape(
              antecedentSet == null
                  ? language.antecedents()
                  : antecedentWords(AntecedentSet.forName(antecedentSet), language));
    }
    if (stopwordFiles == null) {
      stopWords = language.stopWords();
    }
  }

  /** The words of a built-in set; {@code stopwords} means the stop words of {@code language}. */
  static List<String> antecedentWords(AntecedentSet set, Language language) {
    return set == AntecedentSet.STOPWORDS ? language.stopWordList() : set.words();
  }

  /** Default ctor for compatibility with SPI. */
  public SpotSigsFilterFactory() {
    throw defaultCtorException();
  }

  private SpotSet shape(List<String> antecedents) {
    if (steps == null) {
      return SpotSet.uniform(antecedents, distance, chainLength);
    }
    List<String> parts = splitAt(',', steps);
    int[] s = new int[parts.size()];
    for (int i = 0; i < s.length; i++) {
      try {
        s[i] = Integer.parseInt(parts.get(i).trim());
      } catch (NumberFormatException e) {
        throw new IllegalArgumentException("bad step '" + parts.get(i) + "' in steps=" + steps, e);
      }
    }
    return SpotSet.multiChain(antecedents, s);
  }

  @Override
  public void inform(ResourceLoader loader) throws IOException {
    if (antecedentFiles != null) {
      CharArraySet words =
          "snowball".equals(format)
              ? getSnowballWordSet(loader, antecedentFiles, true)
              : getWordSet(loader, antecedentFiles, true);
      if (words.isEmpty()) {
        throw new IllegalArgumentException(
            "antecedent file(s) '" + antecedentFiles + "' hold no words");
      }
      List<String> list = new ArrayList<>();
      for (Object w : words) {
        list.add(new String((char[]) w));
      }
      list.sort(null);
      spotSet = shape(list);
    }
    if (stopwordFiles != null) {
      stopWords =
          "snowball".equals(format)
              ? getSnowballWordSet(loader, stopwordFiles, true)
              : getWordSet(loader, stopwordFiles, true);
    }
  }

  /**
   * The spot set in use (after {@link #inform(ResourceLoader)} when files are given).
   *
   * @return the antecedents and their chain specs; null while antecedent files are given and {@link
   *     #inform(ResourceLoader)} has not been called
   */
  public SpotSet getSpotSet() {
    return spotSet;
  }

  @Override
  public TokenStream create(TokenStream input) {
    if (spotSet == null || stopWords == null) {
      throw new IllegalStateException("inform(ResourceLoader) must be called before create()");
    }
    CharArraySet functionWords = new CharArraySet(stopWords, false);
    functionWords.addAll(spotSet.antecedents());
    return new SpotSigsFilter(language.wordFilters(input, functionWords), spotSet, stopWords, key);
  }
}
