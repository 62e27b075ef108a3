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

/**
 * The headline: the nearest heading (h1 to h3) before the first kept block is kept, with what
 * stands between them (a byline, a date), when no more than {@link #REACH} blocks lie between and
 * none of them is mostly link text.
 */
final class Headline implements ArticleRule {
  static final Headline RULE = new Headline();

  /** How many blocks before the article a headline may stand. */
  static final int REACH = 4;

  private Headline() {}

  @Override
  public String name() {
    return "headline";
  }

  @Override
  public void apply(Selection s) {
    PageBlocks b = s.blocks;
    boolean[] keep = s.keep;
    int first = 0;
    while (first < keep.length && !keep[first]) {
      first++;
    }
    int seen = 0;
    for (int i = first - 1; i >= 0 && seen < REACH; i--) {
      if (b.words(i) == 0) {
        continue;
      }
      if (s.linkDense(i)) {
        return;
      }
      seen++;
      int level = b.heading(i);
      if (level >= 1 && level <= 3) {
        for (int j = i; j < first; j++) {
          keep[j] = b.words(j) > 0;
        }
        return;
      }
    }
  }
}
