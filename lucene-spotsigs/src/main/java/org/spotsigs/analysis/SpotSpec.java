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
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * One spot signature specification: an antecedent word and the distances of the steps of its chain.
 *
 * <p>The SpotSigs paper (M. Theobald, J. Siddharth, A. Paepcke: "SpotSigs: Robust and Efficient
 * Near Duplicate Detection in Large Web Collections", SIGIR 2008) writes {@code a(d, c)}: wherever
 * {@code a} occurs, take the word {@code d} words after it, then the word {@code d} words after
 * that one, and so on, until the chain holds {@code c} words. The multi-chain form {@code a(m, n,
 * ...)} of the SpotSigs variants study (J. Siddharth, A. Paepcke and M. Theobald: "SpotSigs: Near
 * Duplicate Detection in Web Page Collections", master's thesis report, Stanford University, 2007)
 * gives a distance per step: the word {@code m} words after the antecedent, then the word {@code n}
 * words after that one. Both are the same thing here: a list of step distances ({@link
 * #uniform(String, int, int)} builds the first form, {@link #steps(String, int...)} the second).
 *
 * <p>Text form, as parsed by {@link #parse(String)}: {@code the(2,3)} is the uniform form (distance
 * 2, chain length 3); {@code is[3,4]} is the multi-chain form (steps of 3 then 4 words).
 *
 * <p>Instances are immutable and thread-safe.
 */
public final class SpotSpec {
  private static final Pattern UNIFORM =
      Pattern.compile("\\s*([^\\s(\\[]+)\\s*\\(\\s*(\\d+)\\s*,\\s*(\\d+)\\s*\\)\\s*");
  private static final Pattern STEPS =
      Pattern.compile("\\s*([^\\s(\\[]+)\\s*\\[\\s*(\\d+(?:\\s*,\\s*\\d+)*)\\s*\\]\\s*");
  private static final Pattern LIST_ITEM =
      Pattern.compile("[^\\s;(\\[]+\\s*(?:\\([^)]*\\)|\\[[^\\]]*\\])|[^\\s;]+");

  /**
   * Upper bound on a single step and on the chain length, to keep a typo from building huge chains.
   */
  public static final int MAX_STEP = 1000;

  private final String antecedent;
  private final int[] steps;

  private SpotSpec(String antecedent, int[] steps) {
    if (antecedent == null || antecedent.isEmpty()) {
      throw new IllegalArgumentException("antecedent must not be empty");
    }
    if (steps.length == 0 || steps.length > MAX_STEP) {
      throw new IllegalArgumentException(
          "chain length of '"
              + antecedent
              + "' must be in [1, "
              + MAX_STEP
              + "], got "
              + steps.length);
    }
    for (int s : steps) {
      if (s < 1 || s > MAX_STEP) {
        throw new IllegalArgumentException(
            "spot distance of '" + antecedent + "' must be in [1, " + MAX_STEP + "], got " + s);
      }
    }
    this.antecedent = lowerCase(antecedent);
    this.steps = steps;
  }

  /**
   * {@code word} lower-cased code point by code point, as the analysis lower-cases the words of a
   * text ({@link Character#toLowerCase(int)}): an antecedent written {@code The} matches the word
   * {@code the}, as it would never match otherwise.
   */
  private static String lowerCase(String word) {
    StringBuilder sb = new StringBuilder(word.length());
    word.codePoints().map(Character::toLowerCase).forEach(sb::appendCodePoint);
    return sb.toString();
  }

  /**
   * {@code a(d, c)} of the SpotSigs paper: chain of {@code chainLength} words, each {@code
   * distance} after the previous.
   *
   * @param antecedent the antecedent word; lower-cased, as the words of a text are
   * @param distance how many words each step moves on, 1 to {@link #MAX_STEP}
   * @param chainLength the number of words of a complete chain, 1 to {@link #MAX_STEP}
   * @return the spec
   * @throws IllegalArgumentException if {@code antecedent} is empty, or {@code distance} or {@code
   *     chainLength} is out of range
   */
  public static SpotSpec uniform(String antecedent, int distance, int chainLength) {
    if (chainLength < 1 || chainLength > MAX_STEP) {
      throw new IllegalArgumentException(
          "chain length of '"
              + antecedent
              + "' must be in [1, "
              + MAX_STEP
              + "], got "
              + chainLength);
    }
    int[] steps = new int[chainLength];
    Arrays.fill(steps, distance);
    return new SpotSpec(antecedent, steps);
  }

  /**
   * {@code a(m, n, ...)} of the SpotSigs variants study: one distance per step of the chain.
   *
   * @param antecedent the antecedent word; lower-cased, as the words of a text are
   * @param steps the distance of each step in words, each 1 to {@link #MAX_STEP}; their number, 1
   *     to {@link #MAX_STEP}, is the chain length; copied
   * @return the spec
   * @throws IllegalArgumentException if {@code antecedent} is empty, or {@code steps} is empty, too
   *     long or holds a distance out of range
   */
  public static SpotSpec steps(String antecedent, int... steps) {
    return new SpotSpec(antecedent, steps.clone());
  }

  /**
   * Parses {@code the(2,3)} (distance 2, chain length 3) or {@code is[3,4]} (steps of 3 and 4
   * words).
   *
   * @param text one spec; white space around its parts is allowed, and the antecedent is
   *     lower-cased
   * @return the spec
   * @throws IllegalArgumentException with the offending text if it is neither form, or a number is
   *     out of range
   */
  public static SpotSpec parse(String text) {
    Matcher m = UNIFORM.matcher(text);
    if (m.matches()) {
      return uniform(m.group(1), parseInt(m.group(2), text), parseInt(m.group(3), text));
    }
    m = STEPS.matcher(text);
    if (m.matches()) {
      String[] parts = m.group(2).split(",");
      int[] steps = new int[parts.length];
      for (int i = 0; i < parts.length; i++) {
        steps[i] = parseInt(parts[i].trim(), text);
      }
      return new SpotSpec(m.group(1), steps);
    }
    throw new IllegalArgumentException(
        "cannot parse spot spec '"
            + text
            + "': expected antecedent(distance,chainLength), e.g. the(2,3),"
            + " or antecedent[step,step,...], e.g. is[3,4]");
  }

  /**
   * Parses a list of specs separated by white space or semicolons, e.g. {@code "the(1,2) is[3,4]"}.
   *
   * @param text the specs, each as {@link #parse(String)} reads it
   * @return the specs in the order written, duplicates kept; a new mutable list
   * @throws IllegalArgumentException if {@code text} holds no spec, or a spec does not parse
   */
  public static List<SpotSpec> parseList(String text) {
    List<SpotSpec> specs = new ArrayList<>();
    Matcher m = LIST_ITEM.matcher(text);
    while (m.find()) {
      specs.add(parse(m.group()));
    }
    if (specs.isEmpty()) {
      throw new IllegalArgumentException("no spot spec in '" + text + "'");
    }
    return specs;
  }

  private static int parseInt(String s, String context) {
    try {
      return Integer.parseInt(s);
    } catch (NumberFormatException e) {
      throw new IllegalArgumentException(
          "bad number '" + s + "' in spot spec '" + context + "'", e);
    }
  }

  /**
   * The antecedent word.
   *
   * @return the word where chains of this spec start
   */
  public String antecedent() {
    return antecedent;
  }

  /**
   * Number of words in a complete chain.
   *
   * @return the number of steps, 1 to {@link #MAX_STEP}
   */
  public int chainLength() {
    return steps.length;
  }

  /**
   * Distance of step {@code i} (0-based): how many words after the previous chain word (or the
   * antecedent).
   *
   * @param i the step, 0 to {@link #chainLength()} - 1
   * @return the step's distance in words, 1 to {@link #MAX_STEP}
   */
  public int step(int i) {
    return steps[i];
  }

  /**
   * A copy of the step distances.
   *
   * @return a new array of the distance of each step in words, {@link #chainLength()} long
   */
  public int[] steps() {
    return steps.clone();
  }

  /**
   * Returns this spec for another antecedent (used to apply one shape to a set of antecedents).
   *
   * @param other the other antecedent word; lower-cased
   * @return a spec with {@code other} and this spec's steps
   * @throws IllegalArgumentException if {@code other} is empty
   */
  public SpotSpec withAntecedent(String other) {
    return new SpotSpec(other, steps);
  }

  boolean isUniform() {
    for (int s : steps) {
      if (s != steps[0]) {
        return false;
      }
    }
    return true;
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof SpotSpec other
        && antecedent.equals(other.antecedent)
        && Arrays.equals(steps, other.steps);
  }

  @Override
  public int hashCode() {
    return 31 * antecedent.hashCode() + Arrays.hashCode(steps);
  }

  /** The text form accepted by {@link #parse(String)}. */
  @Override
  public String toString() {
    if (isUniform()) {
      return String.format(Locale.ROOT, "%s(%d,%d)", antecedent, steps[0], steps.length);
    }
    StringBuilder sb = new StringBuilder(antecedent).append('[');
    for (int i = 0; i < steps.length; i++) {
      if (i > 0) {
        sb.append(',');
      }
      sb.append(steps[i]);
    }
    return sb.append(']').toString();
  }
}
