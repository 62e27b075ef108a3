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
 * A page where no block scores above zero (no running text: a short page, a page of short lines)
 * keeps every block with words that is not mostly link text, and is decided: a short page keeps its
 * words.
 */
final class NoProseKeepsAll implements ArticleRule {
  static final NoProseKeepsAll RULE = new NoProseKeepsAll();

  private NoProseKeepsAll() {}

  @Override
  public String name() {
    return "no-prose-keeps-all";
  }

  @Override
  public void apply(Selection s) {
    for (double v : s.score) {
      if (v > 0) {
        return;
      }
    }
    for (int i = 0; i < s.size(); i++) {
      s.keep[i] = s.blocks.words(i) > 0 && !s.linkDense(i);
    }
    s.done = true;
  }
}
