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

import java.util.Locale;

/** What a spot signature term is made of. */
public enum SignatureKey {
  /**
   * The antecedent and the chain, {@code the:south:carolina}, as in the SpotSigs paper (the
   * default).
   */
  ANTECEDENT_AND_CHAIN,
  /** The chain only, {@code south:carolina}, as in the original SpotSigs prototype. */
  CHAIN_ONLY;

  /**
   * Parses {@code antecedent} / {@code antecedent-and-chain} or {@code chain} / {@code chain-only}.
   *
   * @param name one of those names; case and surrounding white space do not matter, and {@code _}
   *     may stand for {@code -}
   * @return the key of that name
   * @throws IllegalArgumentException if {@code name} is none of them
   */
  public static SignatureKey forName(String name) {
    switch (name.trim().toLowerCase(Locale.ROOT)) {
      case "antecedent", "antecedent-and-chain", "antecedent_and_chain":
        return ANTECEDENT_AND_CHAIN;
      case "chain", "chain-only", "chain_only":
        return CHAIN_ONLY;
      default:
        throw new IllegalArgumentException(
            "unknown signature key '" + name + "'; valid: antecedent, chain");
    }
  }
}
