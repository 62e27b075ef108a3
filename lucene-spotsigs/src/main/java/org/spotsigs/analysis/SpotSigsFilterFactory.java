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
 *   <li>{@code spots}: explicit specs, e.g. {@code "the(2,3) is(1,2) that[3,4]"} (see {@link
 *       SpotSpec#parse(String)}); when given, the next four parameters must not be.
 *   <li>{@code antecedentSet}: a built-in set ({@code articles-and-auxiliaries} (default), {@code
 *       prototype}, {@code paper-example}, {@code stopwords}).
 *   <li>{@code antecedents}: word list file(s), comma separated, one word per line; replaces {@code
 *       antecedentSet}.
 *   <li>{@code distance} (default 1) and {@code chainLength} (default 2): the uniform {@code a(d,c)}
 *       form for every antecedent; or {@code steps}, e.g. {@code "3,4"}, the multi-chain form.
 *   <li>{@code stopwords}: word list file(s) of the words a chain steps over (default: {@link
 *       StopWords#english()}); {@code format="snowball"} reads Snowball-format lists.
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

  private SpotSet spotSet;
  private CharArraySet stopWords;

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
    if (!args.isEmpty()) {
      throw new IllegalArgumentException("Unknown parameters: " + args);
    }
    if (spots != null && (antecedentSet != null || antecedentFiles != null || shapeGiven || steps != null)) {
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
      AntecedentSet set =
          antecedentSet == null ? AntecedentSet.ARTICLES_AND_AUXILIARIES : AntecedentSet.forName(antecedentSet);
      spotSet = shape(set.words());
    }
    if (stopwordFiles == null) {
      stopWords = StopWords.english();
    }
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
      CharArraySet words = "snowball".equals(format)
          ? getSnowballWordSet(loader, antecedentFiles, true)
          : getWordSet(loader, antecedentFiles, true);
      if (words.isEmpty()) {
        throw new IllegalArgumentException("antecedent file(s) '" + antecedentFiles + "' hold no words");
      }
      List<String> list = new ArrayList<>();
      for (Object w : words) {
        list.add(new String((char[]) w));
      }
      list.sort(null);
      spotSet = shape(list);
    }
    if (stopwordFiles != null) {
      stopWords = "snowball".equals(format)
          ? getSnowballWordSet(loader, stopwordFiles, true)
          : getWordSet(loader, stopwordFiles, true);
    }
  }

  /** The spot set in use (after {@link #inform(ResourceLoader)} when files are given). */
  public SpotSet getSpotSet() {
    return spotSet;
  }

  @Override
  public TokenStream create(TokenStream input) {
    if (spotSet == null || stopWords == null) {
      throw new IllegalStateException("inform(ResourceLoader) must be called before create()");
    }
    return new SpotSigsFilter(input, spotSet, stopWords, key);
  }
}
