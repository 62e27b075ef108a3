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

import java.util.List;
import java.util.Locale;

/**
 * Built-in antecedent sets.
 *
 * <p>The antecedents are the "spots" where signatures start. The SpotSigs paper (M. Theobald, J.
 * Siddharth, A. Paepcke: "SpotSigs: Robust and Efficient Near Duplicate Detection in Large Web
 * Collections", SIGIR 2008, section 5.3.2) finds the best F1 with the articles plus the flexions of
 * the verbs be, can, will, have and do, and a full stopword list slightly worse ("overly generic
 * signatures").
 */
public enum AntecedentSet {
  /**
   * Articles plus the flexions of be, can, will, have, do: the best set of the SpotSigs paper
   * (Figure 6).
   */
  ARTICLES_AND_AUXILIARIES(
      List.of(
          "a", "an", "the", "be", "am", "is", "are", "was", "were", "been", "being", "can", "could",
          "will", "would", "have", "has", "had", "having", "do", "does", "did", "done", "doing")),
  /** The antecedents of the original SpotSigs prototype's configuration. */
  PROTOTYPE(
      List.of(
          "the", "be", "is", "are", "was", "will", "would", "shall", "should", "can", "could",
          "has", "have", "had", "do", "did", "does", "done")),
  /**
   * The four antecedents of the worked example in the SpotSigs paper, section 3.2: a, an, the, is.
   */
  PAPER_EXAMPLE(List.of("a", "an", "the", "is")),
  /** Every word of the default stop word list ({@link StopWords#english()}). */
  STOPWORDS(null);

  private final List<String> words;

  AntecedentSet(List<String> words) {
    this.words = words;
  }

  /**
   * The words of this set, lower case.
   *
   * @return the antecedent words, unmodifiable; for {@link #STOPWORDS} the words of {@link
   *     StopWords#englishList()}
   */
  public List<String> words() {
    if (words == null) {
      return StopWords.englishList();
    }
    return words;
  }

  /**
   * The name used by the factory and the CLI, e.g. {@code articles-and-auxiliaries}.
   *
   * @return the constant's name in lower case, with {@code -} for {@code _}
   */
  public String externalName() {
    return name().toLowerCase(Locale.ROOT).replace('_', '-');
  }

  /**
   * Looks a set up by {@link #externalName()} (case-insensitive, '-' or '_').
   *
   * @param name an {@link #externalName()} or constant name; case and surrounding white space do
   *     not matter, and {@code -} and {@code _} are the same
   * @return the set of that name
   * @throws IllegalArgumentException if no set has that name; its message lists the valid names
   */
  public static AntecedentSet forName(String name) {
    String key = name.trim().toUpperCase(Locale.ROOT).replace('-', '_');
    for (AntecedentSet s : values()) {
      if (s.name().equals(key)) {
        return s;
      }
    }
    StringBuilder valid = new StringBuilder();
    for (AntecedentSet s : values()) {
      valid.append(valid.isEmpty() ? "" : ", ").append(s.externalName());
    }
    throw new IllegalArgumentException(
        "unknown antecedent set '" + name + "'; valid names: " + valid);
  }
}
