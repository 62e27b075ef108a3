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
package org.spotsigs.cli;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Random;

/**
 * Texts made to have given signatures, for tests that run the command line on generated corpora.
 */
final class GeneratedTexts {
  private GeneratedTexts() {}

  /**
   * The text whose signatures (with the default analysis) are {@code v}: "the sN zz" for each
   * occurrence of key sN, which gives the:sN:zz, in an order shuffled by {@code seed}; an empty
   * {@code v} gives a text without signatures.
   */
  static String text(Map<String, Integer> v, int seed) {
    List<String> parts = new ArrayList<>();
    v.forEach(
        (k, c) -> {
          for (int i = 0; i < c; i++) {
            parts.add("the " + k + " zz");
          }
        });
    Collections.shuffle(parts, new Random(seed));
    return parts.isEmpty() ? "nothing here makes any signature" : String.join(" ", parts) + ".";
  }
}
