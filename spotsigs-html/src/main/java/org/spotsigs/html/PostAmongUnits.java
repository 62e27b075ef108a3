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
package org.spotsigs.html;

import java.util.IdentityHashMap;
import java.util.Map;
import org.jsoup.nodes.Element;

/**
 * A post set among its comments in elements of the same markup (version 4): units are not left out
 * when one unit before the best run found without them holds more than {@link #FACTOR} times that
 * run's words of text. That unit is the article, and the run after it a short comment or the page's
 * footer.
 */
final class PostAmongUnits implements ArticleRule {
  static final PostAmongUnits RULE = new PostAmongUnits();

  /** How many times the run's words the unit before it must hold. */
  static final int FACTOR = 2;

  private PostAmongUnits() {}

  @Override
  public String name() {
    return "post-among-units";
  }

  @Override
  public void apply(Selection s) {
    if (s.unitsLeftOut && largestUnitBefore(s, s.run[0]) > FACTOR * s.runTextWords(s.run)) {
      s.unitsLeftOut = false;
    }
  }

  /** The most words outside links that the positive blocks of one unit before {@code from} hold. */
  private static int largestUnitBefore(Selection s, int from) {
    Map<Element, int[]> words = new IdentityHashMap<>();
    int most = 0;
    for (int i = 0; i < from; i++) {
      if (s.unitOf[i] != null && s.score[i] > 0) {
        int[] w = words.computeIfAbsent(s.unitOf[i], k -> new int[1]);
        w[0] += s.textWords(i);
        most = Math.max(most, w[0]);
      }
    }
    return most;
  }
}
