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

import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * A spot set {@code A = { a_i(d_i, c_i) }} (the SpotSigs paper, section 3.1): the spot signature
 * specifications applied to every document. An antecedent may carry several specifications (e.g.
 * {@code is(3,1)} and {@code is(2,1)}); each yields its own signature at every occurrence.
 *
 * <p>Antecedents are matched against the (lower-cased) tokens exactly. Instances are immutable and
 * thread-safe.
 */
public final class SpotSet {
  /**
   * Default distance of {@link #uniform(Collection, int, int)} in the defaults: the SpotSigs
   * paper's example.
   */
  public static final int DEFAULT_DISTANCE = 1;

  /** Default chain length: the SpotSigs paper's example. */
  public static final int DEFAULT_CHAIN_LENGTH = 2;

  private final List<SpotSpec> specs;
  private final Map<String, List<SpotSpec>> byAntecedent;

  private SpotSet(List<SpotSpec> specs) {
    if (specs.isEmpty()) {
      throw new IllegalArgumentException("a spot set needs at least one antecedent");
    }
    Map<String, List<SpotSpec>> map = new LinkedHashMap<>();
    List<SpotSpec> distinct = new ArrayList<>();
    for (SpotSpec s : specs) {
      List<SpotSpec> list = map.computeIfAbsent(s.antecedent(), k -> new ArrayList<>());
      if (!list.contains(s)) {
        list.add(s);
        distinct.add(s);
      }
    }
    this.specs = Collections.unmodifiableList(distinct);
    map.replaceAll(
        (antecedent, list) -> Collections.unmodifiableList(list)); // immutable throughout
    this.byAntecedent = Collections.unmodifiableMap(map);
  }

  /**
   * Spot set of the given specs, in order; duplicates are dropped.
   *
   * @param specs the specs (whose antecedents are lower case)
   * @return the spot set
   * @throws IllegalArgumentException if {@code specs} is empty
   */
  public static SpotSet of(Collection<SpotSpec> specs) {
    return new SpotSet(new ArrayList<>(specs));
  }

  /**
   * Parses specs such as {@code "the(1,2) is(1,2) that[3,4]"} (see {@link SpotSpec#parse(String)}).
   *
   * @param text specs separated by white space or semicolons, as {@link SpotSpec#parseList} reads
   *     them; the antecedents are lower-cased
   * @return the spot set, duplicates dropped
   * @throws IllegalArgumentException if {@code text} holds no spec or one that does not parse
   */
  public static SpotSet parse(String text) {
    return of(SpotSpec.parseList(text));
  }

  /**
   * Every antecedent with the same distance and chain length, {@code a(d, c)} for all {@code a}.
   *
   * @param antecedents the antecedent words, lower-cased here ({@link Locale#ROOT})
   * @param distance the distance {@code d} of every step, in words, 1 to {@link SpotSpec#MAX_STEP}
   * @param chainLength the number {@code c} of words of a complete chain, 1 to {@link
   *     SpotSpec#MAX_STEP}
   * @return the spot set, duplicate antecedents dropped
   * @throws IllegalArgumentException if {@code antecedents} is empty, holds an empty word, or
   *     {@code distance} or {@code chainLength} is out of range
   */
  public static SpotSet uniform(Collection<String> antecedents, int distance, int chainLength) {
    List<SpotSpec> specs = new ArrayList<>();
    for (String a : antecedents) {
      specs.add(SpotSpec.uniform(a.toLowerCase(Locale.ROOT), distance, chainLength));
    }
    return new SpotSet(specs);
  }

  /**
   * A built-in antecedent set with the same distance and chain length for all.
   *
   * @param set the antecedents
   * @param distance the distance {@code d} of every step, in words, 1 to {@link SpotSpec#MAX_STEP}
   * @param chainLength the number {@code c} of words of a complete chain, 1 to {@link
   *     SpotSpec#MAX_STEP}
   * @return the spot set of {@link #uniform(Collection, int, int)} of {@code set}'s words
   * @throws IllegalArgumentException if {@code distance} or {@code chainLength} is out of range
   */
  public static SpotSet uniform(AntecedentSet set, int distance, int chainLength) {
    return uniform(set.words(), distance, chainLength);
  }

  /**
   * Every antecedent with the same multi-chain steps, {@code a(m, n, ...)} for all {@code a}.
   *
   * @param antecedents the antecedent words, lower-cased here ({@link Locale#ROOT})
   * @param steps the distance of each step of a chain, in words, each 1 to {@link
   *     SpotSpec#MAX_STEP}; their number is the chain length
   * @return the spot set, duplicate antecedents dropped
   * @throws IllegalArgumentException if {@code antecedents} is empty, holds an empty word, or
   *     {@code steps} is empty, too long or holds a distance out of range
   */
  public static SpotSet multiChain(Collection<String> antecedents, int... steps) {
    List<SpotSpec> specs = new ArrayList<>();
    for (String a : antecedents) {
      specs.add(SpotSpec.steps(a.toLowerCase(Locale.ROOT), steps));
    }
    return new SpotSet(specs);
  }

  /**
   * The default: {@link AntecedentSet#ARTICLES_AND_AUXILIARIES}, distance 1, chain length 2.
   *
   * @return a new spot set of the default specs
   */
  public static SpotSet defaults() {
    return uniform(AntecedentSet.ARTICLES_AND_AUXILIARIES, DEFAULT_DISTANCE, DEFAULT_CHAIN_LENGTH);
  }

  /**
   * All specs, in order.
   *
   * @return the distinct specs in the order given, unmodifiable
   */
  public List<SpotSpec> specs() {
    return specs;
  }

  /**
   * The specs of each antecedent.
   *
   * @return antecedent to its distinct specs, in order of first appearance; unmodifiable, lists and
   *     all
   */
  public Map<String, List<SpotSpec>> byAntecedent() {
    return byAntecedent;
  }

  /**
   * The antecedents, in order of first appearance.
   *
   * @return the distinct antecedent words, a view of {@link #byAntecedent()}'s keys
   */
  public Collection<String> antecedents() {
    return byAntecedent.keySet();
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof SpotSet other && specs.equals(other.specs);
  }

  @Override
  public int hashCode() {
    return specs.hashCode();
  }

  /** The text form accepted by {@link #parse(String)}. */
  @Override
  public String toString() {
    return specs.stream().map(SpotSpec::toString).collect(Collectors.joining(" "));
  }
}
