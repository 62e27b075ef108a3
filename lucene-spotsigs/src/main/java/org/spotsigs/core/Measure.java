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
package org.spotsigs.core;

import java.util.Locale;

/**
 * The two similarity measures of M. Theobald, J. Siddharth, A. Paepcke: "SpotSigs: Robust and
 * Efficient Near Duplicate Detection in Large Web Collections", SIGIR 2008, section 4.1. Both are
 * Jaccard: overlap over union. The weighted Jaccard is not a third constant: it is the multiset
 * Jaccard of weighted counts ({@link org.spotsigs.dedup.SignatureWeights}).
 *
 * <ul>
 *   <li>{@link #SET}: signatures as a set; overlap = number of shared distinct signatures; a
 *       document's length is its number of distinct signatures.
 *   <li>{@link #MULTISET}: signatures with their counts; overlap = sum of min(count) over shared
 *       signatures, union = sum of max(count); length = total number of signatures. The best
 *       measure of the SpotSigs paper.
 * </ul>
 */
public enum Measure {
  /** Set Jaccard: each distinct signature counts once, whatever its count. */
  SET,
  /** Multiset Jaccard: each signature counts with its number of occurrences. */
  MULTISET;

  /**
   * Parses {@code set} or {@code multiset} (case-insensitive, surrounding blanks ignored; {@code
   * multi-set} and {@code bag} are accepted for {@code multiset}).
   *
   * @param name the measure's name; not null
   * @return the measure named
   * @throws IllegalArgumentException if {@code name} names no measure, or names the weighted
   *     Jaccard, which is not a {@code Measure} (see the class comment)
   */
  public static Measure forName(String name) {
    switch (name.trim().toLowerCase(Locale.ROOT)) {
      case "set":
        return SET;
      case "multiset", "multi-set", "bag":
        return MULTISET;
      default:
        if (name.trim().toLowerCase(Locale.ROOT).startsWith("weighted")) {
          throw new IllegalArgumentException(
              "measure '"
                  + name
                  + "' is not computed here: the weighted Jaccard is the multiset Jaccard of weighted"
                  + " counts (SignatureWeights), made by spotsigs dedup --input and spotsigs index with"
                  + " --measure weighted --weights; an index built so answers it by itself");
        }
        throw new IllegalArgumentException("unknown measure '" + name + "'; valid: set, multiset");
    }
  }
}
