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
package org.spotsigs.bench;

import java.util.ArrayList;
import java.util.List;

/**
 * "New" documents spliced from runs of paragraphs of several different real documents. No part
 * carries more than half of the document's likely signatures (counted as antecedent words: more
 * parts are added, up to {@value #MAX_PARTS}, and the heaviest is cut if it still does), so a
 * spliced document is not a near-duplicate of any document it borrows from.
 */
final class Splicer {
  static final int MIN_PARTS = 3;
  static final int MAX_PARTS = 8;
  private static final int MAX_TRIES = 64;

  private final List<RealCorpus.Document> pool;

  Splicer(List<RealCorpus.Document> pool) {
    this.pool = pool;
  }

  /**
   * A spliced document; {@code parts} receives the indexes (in the pool) of the documents it
   * borrows from.
   */
  Draft splice(Rng r, List<Integer> parts) {
    int target = r.between(150, 700);
    List<String> texts = new ArrayList<>();
    List<Integer> weights = new ArrayList<>();
    Draft first = null;
    int heaviest = 0;
    int total = 0;
    for (int tries = 0;
        tries < MAX_TRIES
            && texts.size() < MAX_PARTS
            && (texts.size() < MIN_PARTS || 2 * heaviest > total);
        tries++) {
      int idx = r.nextInt(pool.size());
      if (parts.contains(idx)) {
        continue;
      }
      Draft d = Draft.parse(pool.get(idx));
      if (d.paragraphs.isEmpty()) {
        continue;
      }
      String part = window(d.paragraphs, r, target);
      int weight = antecedents(part) + (first == null ? antecedents(d.head) : 0);
      if (weight < 2) {
        continue; // a part with (almost) no signatures would leave the others to dominate
      }
      if (first == null) {
        first = d;
      }
      parts.add(idx);
      texts.add(part);
      weights.add(weight);
      heaviest = Math.max(heaviest, weight);
      total += weight;
    }
    if (first == null) {
      return Draft.of(RealCorpus.Source.PLAIN, "", List.of(), "");
    }
    int big = weights.indexOf(heaviest);
    int others = total - heaviest;
    if (heaviest > others
        && others > 0) { // still unbalanced: cut the heaviest part down to the weight of the rest
      String p = texts.get(big);
      int keep = (int) ((long) p.length() * others / heaviest);
      int cut = p.lastIndexOf(' ', keep);
      texts.set(big, p.substring(0, cut > keep / 2 ? cut : keep));
    }
    Draft out = Draft.of(first.source, first.head, texts, first.tail);
    HeaderEdits.header(out, r);
    return out;
  }

  private static final java.util.Set<String> ANTECEDENTS =
      java.util.Set.of(
          "a", "an", "the", "is", "are", "was", "were", "be", "been", "being", "am", "can", "could",
          "will", "would", "have", "has", "had", "do", "does", "did");

  /**
   * The number of words of {@code text} that start a spot signature with the library's default
   * antecedents (articles and forms of be, can, will, have, do): a cheap proxy of its signatures.
   */
  static int antecedents(String text) {
    int count = 0;
    int n = text.length();
    int i = 0;
    while (i < n) {
      while (i < n && !Character.isLetter(text.charAt(i))) {
        i++;
      }
      int s = i;
      while (i < n && Character.isLetter(text.charAt(i))) {
        i++;
      }
      if (i > s
          && i - s <= 5
          && ANTECEDENTS.contains(text.substring(s, i).toLowerCase(java.util.Locale.ROOT))) {
        count++;
      }
    }
    return count;
  }

  /**
   * Paragraphs from a random one on, until about {@code target} characters (cut at a space past 1.5
   * x target).
   */
  private static String window(List<String> ps, Rng r, int target) {
    StringBuilder sb = new StringBuilder();
    for (int i = r.nextInt(ps.size()); i < ps.size() && sb.length() < target; i++) {
      if (!sb.isEmpty()) {
        sb.append("\n\n");
      }
      sb.append(ps.get(i));
    }
    if (sb.length() > target * 3 / 2) {
      int cut = sb.lastIndexOf(" ", target);
      sb.setLength(cut > target / 2 ? cut : target);
    }
    return sb.toString();
  }
}
