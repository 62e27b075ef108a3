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
 * A run of one paragraph takes the element it is a paragraph of as its container (version 2): the
 * titles of a gallery after its one paragraph, the short lines around a short item.
 */
final class ParagraphContainer implements ArticleRule {
  static final ParagraphContainer RULE = new ParagraphContainer();

  private ParagraphContainer() {}

  @Override
  public String name() {
    return "paragraph-container";
  }

  @Override
  public void apply(Selection s) {
    if (s.container != null) {
      int[] c = s.counts.get(s.container);
      if (c == null || c[0] <= 1) {
        s.container = s.paragraphParent(s.container);
      }
    }
  }
}
