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
