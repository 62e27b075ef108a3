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
 * Keeps the blocks of the run and finds its container: the smallest element that holds the run's
 * positive blocks (those outside units, when units were left out).
 */
final class KeepRun implements ArticleRule {
  static final KeepRun RULE = new KeepRun();

  private KeepRun() {}

  @Override
  public String name() {
    return "keep-run";
  }

  @Override
  public void apply(Selection s) {
    for (int i = s.run[0]; i <= s.run[1]; i++) {
      s.keep[i] = true;
      if (s.score[i] > 0 && (!s.unitsLeftOut || s.unitOf[i] == null)) {
        s.container =
            s.container == null
                ? s.blocks.owner(i)
                : PageTree.commonAncestor(s.container, s.blocks.owner(i));
      }
    }
  }
}
