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
package org.spotsigs.eval;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/** The methods an evaluation can compare. */
public enum EvalMethod {
  /** Spot signatures, exact Jaccard (the library: Deduplicator). */
  SPOTSIGS("spotsigs"),
  /** Single words, exact Jaccard, the same IDF range filter. */
  SHINGLES_1("shingles-1"),
  /** Word 3-grams, exact Jaccard, the same IDF range filter. */
  SHINGLES_3("shingles-3"),
  /** MinHash LSH over the spot signatures, candidates verified exactly. */
  LSH_S("lsh-s"),
  /** One SHA-1 over the IDF-filtered words (stop words and non-words removed). */
  I_MATCH("i-match"),
  /** One SHA-1 over the IDF-filtered spot signatures. */
  I_MATCH_S("i-match-s"),
  /** PPJoin+ exact set-Jaccard join over the spot signatures (as sets). */
  PPJOIN("ppjoin+"),
  /** Lucene's MinHashFilter over word 5-shingles with a banded query. */
  LUCENE_MINHASH("lucene-minhash");

  private final String externalName;

  EvalMethod(String externalName) {
    this.externalName = externalName;
  }

  public String externalName() {
    return externalName;
  }

  /** Parses a comma-separated list of method names, or {@code all}. */
  public static List<EvalMethod> parseList(String text) {
    List<EvalMethod> out = new ArrayList<>();
    for (String part : text.split(",")) {
      String name = part.strip().toLowerCase(Locale.ROOT);
      if (name.isEmpty()) {
        continue;
      }
      if (name.equals("all")) {
        for (EvalMethod m : values()) {
          if (!out.contains(m)) {
            out.add(m);
          }
        }
        continue;
      }
      EvalMethod found = null;
      for (EvalMethod m : values()) {
        if (m.externalName.equals(name)
            || m.name().equalsIgnoreCase(name.replace('-', '_'))
            || (m == PPJOIN && name.equals("ppjoin"))) {
          found = m;
        }
      }
      if (found == null) {
        StringBuilder valid = new StringBuilder("all");
        for (EvalMethod m : values()) {
          valid.append(", ").append(m.externalName);
        }
        throw new IllegalArgumentException(
            "unknown method '" + part.strip() + "'; valid: " + valid);
      }
      if (!out.contains(found)) {
        out.add(found);
      }
    }
    if (out.isEmpty()) {
      throw new IllegalArgumentException("no method in '" + text + "'");
    }
    return out;
  }
}
