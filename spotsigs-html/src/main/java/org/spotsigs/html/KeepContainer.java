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
 * Keeps every block inside the run's container that is not mostly link text nor (when units were
 * left out) inside a unit: the headline, byline, captions and short paragraphs around the run.
 */
final class KeepContainer implements ArticleRule {
  static final KeepContainer RULE = new KeepContainer();

  private KeepContainer() {}

  @Override
  public String name() {
    return "keep-container";
  }

  @Override
  public void apply(Selection s) {
    if (s.container == null) {
      return;
    }
    for (int i = 0; i < s.size(); i++) {
      if (!s.keep[i]
          && s.blocks.words(i) > 0
          && !s.linkDense(i)
          && !(s.unitsLeftOut && s.unitOf[i] != null)
          && PageTree.isInside(s.blocks.owner(i), s.container)) {
        s.keep[i] = true;
      }
    }
  }
}
